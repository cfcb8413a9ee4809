"""The README's store walkthrough runs as written (STYLE.md 12)."""

from __future__ import annotations

import shlex

from typer.testing import CliRunner

from admiralty.cli.app import app
from tests.store.conftest import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")
EXPECTED = {"import": 1}
"""Exit statuses other than 0: import meets the planted violation."""


def walkthrough() -> list[list[str]]:
    block = README.split("## Keeping a tournament's records", 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    return [shlex.split(line)[1:] for line in block.splitlines() if line.startswith("admiralty ")]


def _scratch(tmp_path) -> None:
    """The folder the walkthrough writes into (its ``mkdir -p scratch``), beside examples/."""
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    (tmp_path / "scratch").mkdir()


def test_readme_store_walkthrough_runs(tmp_path, monkeypatch) -> None:
    """Each command of the walkthrough exits as the README says, and verify passes."""
    monkeypatch.chdir(tmp_path)
    _scratch(tmp_path)
    runner = CliRunner()
    statuses = [(args[0], runner.invoke(app, args).exit_code) for args in walkthrough()]
    assert statuses == [(command, EXPECTED.get(command, 0)) for command, _ in statuses]
    assert "111<>222!? {[by M. Tanguy] Bold start.}" in (tmp_path / "scratch" / "game-2.mgn").read_text(
        encoding="utf-8"
    )


def test_readme_annotates_a_rigadoon_game_too(tmp_path, monkeypatch) -> None:
    """The walkthrough's Rigadoon annotation shows in the exported RGN."""
    monkeypatch.chdir(tmp_path)
    _scratch(tmp_path)
    runner = CliRunner()
    for args in walkthrough():
        runner.invoke(app, args)
    assert "{[by M. Tanguy] Both islands in sight.}" in (tmp_path / "scratch" / "game-3.rgn").read_text(
        encoding="utf-8"
    )
