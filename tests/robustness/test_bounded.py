"""Bounded resources (issue 15): output streamed as it is judged, sizes and limits bounded, no hang."""

from __future__ import annotations

import json

import typer

from admiralty.cli.output import to_json

GAMES = "1. 211c2-c4 *\n" * 5


def test_validate_json_writes_each_verdict_as_it_is_judged(run, tmp_path, monkeypatch):
    """The array is written element by element, not held whole until the end: memory does not grow with games."""
    path = tmp_path / "many.mgn"
    path.write_text(GAMES)
    expected = run("validate", str(path), "--json").output
    pieces: list[str] = []
    monkeypatch.setattr(typer, "echo", lambda text="", nl=True, **_: pieces.append(text + ("\n" if nl else "")))
    run("validate", str(path), "--json")
    assert len(pieces) == 5 + 1
    assert "".join(pieces) == expected == to_json(json.loads(expected)) + "\n"
