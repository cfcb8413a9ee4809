"""The one switch of the fast paths (referee/fast.py, specs/performance.md "One switch").

With ``ADMIRALTY_FAST=0`` the general path alone judges: no fast entry point is
reached (each is made to raise), and every verdict, JSON byte, generated game and
stored event is the one the fast paths give.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from admiralty.notation.mgn import fast as mgn_fast
from admiralty.notation.rgn import fast as rgn_fast
from admiralty.referee import fast
from admiralty.referee.rigadoon import fast as rigadoon_fast

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"

TINY = (
    "1. 211c2-c4 121a5-a4 2. 211c4-d4 *\n"
    "1. 211c2-c4 121a5-a4 2. 211c4-d4 * 1. 112d2-d3 *\n"
    "1. 211c2-c4 121a5-a4 2. 211c4-d9 *\n"
    "12. 211c2-c4 *\n"
    "1. 211c2-c4 121a5-a4\n2. 211c4-d4 *\n"
    "1. 211c2-c4 {a note} *\n"
    "1. 211c2-c4 red\n"
)
"""One-line games of movetext alone, which the reader offers whole (issue 29, finding 10), and their near misses."""

SCENARIO = (
    f"TINY = {TINY!r}\n"
    + """
import json, sqlite3, sys
from pathlib import Path

import admiralty.notation  # reads ADMIRALTY_FAST, as every command that reads a record does
from admiralty.referee import fast

if sys.argv[1] == "off":
    assert not fast.engaged, "ADMIRALTY_FAST=0 left the fast paths on"

    def refuse(*args, **kwargs):
        raise AssertionError("a fast path ran with ADMIRALTY_FAST=0")

    from admiralty.notation.mgn.fast import Accelerator as MgnAccelerator
    from admiralty.notation.rgn.fast import Accelerator as RgnAccelerator
    from admiralty.referee.mad.fast import Lane
    from admiralty.referee.rigadoon.fast import Accelerator
    from admiralty.referee.rigadoon.fast.scratch import Trials

    for entry in (MgnAccelerator, RgnAccelerator, Lane, Trials):
        entry.__init__ = refuse
    for method in ("play", "judged", "has_sail", "listing"):
        setattr(Accelerator, method, refuse)
else:
    assert fast.engaged

from typer.testing import CliRunner

from admiralty.cli.app import app

runner = CliRunner()


def run(*args):
    result = runner.invoke(app, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return [result.exit_code, result.output]


examples = sorted(str(path) for path in Path("examples").glob("*.[mr]gn"))
Path("tiny.mgn").write_text(TINY)
found = {
    "validate": run("validate", "--json", *examples),
    "tiny games": run("validate", "--json", "tiny.mgn"),
    "tiny games as text": run("validate", "tiny.mgn"),
    "mad": run("generate", "--seed", "5", "--games", "3"),
    "rigadoon": run("generate", "--seed", "5", "--games", "2", "--kind", "rigadoon"),
    "moves": run("moves", "examples/islands-win.rgn"),
    "import": run("import", "--json", "--jobs", "1", *examples, "--db", "s.db"),
    "verify": run("verify", "--db", "s.db"),
}
rows = sqlite3.connect("s.db").execute("SELECT game_id, seq, type, payload FROM events ORDER BY game_id, seq")
found["events"] = [list(row) for row in rows]
print(json.dumps(found))
"""
)


def _scenario(tmp_path: Path, switch: str) -> dict[str, object]:
    """What the scenario's commands give in a fresh interpreter, the fast paths ``on`` or ``off``."""
    folder = tmp_path / switch
    folder.mkdir()
    (folder / "examples").symlink_to(EXAMPLES)
    env = {key: value for key, value in os.environ.items() if key != "ADMIRALTY_FAST"}
    if switch == "off":
        env["ADMIRALTY_FAST"] = "0"
    done = subprocess.run(
        [sys.executable, "-c", SCENARIO, switch], cwd=folder, env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def test_with_the_switch_off_no_fast_path_runs_and_everything_is_the_same(tmp_path):
    off, on = _scenario(tmp_path, "off"), _scenario(tmp_path, "on")
    assert off["validate"][0] == 1  # the planted violations
    assert off["events"]
    assert off == on


@pytest.fixture
def switched_off(monkeypatch):
    monkeypatch.setattr(fast, "engaged", False)


@pytest.mark.usefixtures("switched_off")
def test_with_the_switch_off_every_entry_point_gives_none():
    assert mgn_fast.accelerator() is None
    assert rgn_fast.accelerator() is None
    assert rigadoon_fast.accelerator() is None


def test_with_the_switch_on_every_entry_point_gives_the_shared_accelerator():
    if not fast.engaged:
        pytest.skip("ADMIRALTY_FAST=0: the fast paths are off in this run")
    assert mgn_fast.accelerator() is mgn_fast.accelerator() is not None
    assert rgn_fast.accelerator() is rgn_fast.accelerator() is not None
    assert rigadoon_fast.accelerator() is rigadoon_fast.accelerator() is not None
