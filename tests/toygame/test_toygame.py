"""Hop, the toy third game, through the normal CLI and library: validated, generated, stored, verified,
reported and shown in the viewer, with nothing outside this package changed but its registration
(specs/adding-a-game.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from admiralty.notation.kinds import KINDS
from admiralty.notation.steps import Generation
from tests.toygame.game import HOP

WON = '[Event "Toy"]\n[North "Ann"]\n[South "Bob"]\n[Result "north"]\n\n1. s 2. j 3. s north\n'
"""A game North wins on turn 3 (0, 1, 3, 4)."""

BROKEN = '[North "Ann"]\n[South "Bob"]\n\n1. j 2. j 3. j *\n'
"""A game whose third turn jumps past the last square (TOY-MOVE)."""


@pytest.fixture(autouse=True)
def hop(monkeypatch) -> None:
    """Register Hop as a game of the tool, for the tests' time: its descriptor in the registry, one line."""
    monkeypatch.setitem(KINDS, HOP.name, HOP)


@pytest.fixture
def records(tmp_path: Path) -> tuple[str, str]:
    won, broken = tmp_path / "won.hop", tmp_path / "broken.hop"
    won.write_text(WON, encoding="utf-8")
    broken.write_text(BROKEN, encoding="utf-8")
    return str(won), str(broken)


def test_validate_judges_a_hop_record_by_its_suffix(run, records) -> None:
    won, broken = records
    assert run("validate", won, "--jobs", "1").output == f"{won} #1: valid, result north (win), 3 turns\n"
    result = run("validate", broken, "--jobs", "1", "--json")
    assert result.exit_code == 1
    (verdict,) = json.loads(result.output)
    assert verdict["errors"][0]["rule"] == "TOY-MOVE" and verdict["turns"] == 2
    assert verdict["errors"][0]["suggestions"] == []  # no move is left on square 4


def test_generated_games_are_valid_and_written_canonically(run, tmp_path: Path) -> None:
    text = "".join(HOP.plugin.generate(Generation(seed=7, games=5, max_turns=20)))
    path = tmp_path / "generated.hop"
    path.write_text(text, encoding="utf-8")
    result = run("validate", str(path), "--jobs", "1", "--json")
    assert result.exit_code == 0 and len(json.loads(result.output)) == 5


def test_replay_moves_and_diagram_reach_the_plug_in(run, records) -> None:
    won, _ = records
    replayed = run("replay", won).output
    assert "Turn 2: South j" in replayed and "North won" in replayed
    assert run("moves", "3 3").output == "s\n"
    assert run("diagram", "3 3", "--move", "s").output.startswith("<svg")


def test_a_hop_game_is_stored_verified_shown_and_exported(run, records, tmp_path: Path) -> None:
    won, broken = records
    db = str(tmp_path / "hop.db")
    assert run("import", won, broken, "--db", db, "--jobs", "1").exit_code == 1  # the broken game is stored too
    games = run("games", "--db", db).output
    assert "Ann" in games and "Bob" in games and "north" in games
    assert run("verify", "--db", db).exit_code == 0
    assert run("show", "1", "--db", db).output == WON
    exported = tmp_path / "again.hop"
    run("export", "1", "-o", str(exported), "--db", db)
    assert exported.read_text(encoding="utf-8") == WON
    refused = run("adjudicate", "1", "--db", db, "--by", "M. Tanguy", "--reason", "stopped")
    assert refused.exit_code == 1 and "Hop has no tie-break: a game is decided on the board." in refused.output


def test_a_hop_game_is_reported_and_viewed(run, records, tmp_path: Path) -> None:
    won, _ = records
    report = run("report", won, "--format", "text").output
    assert "valid" in report
    page = tmp_path / "won.html"
    assert run("view", won, "-o", str(page)).exit_code == 0
    assert "Square 4 of 4" in page.read_text(encoding="utf-8")
    db = str(tmp_path / "hop.db")
    run("import", won, "--db", db, "--jobs", "1")
    stored = tmp_path / "stored.html"
    assert run("view", "1", "--db", db, "-o", str(stored)).exit_code == 0
    assert "Ann" in stored.read_text(encoding="utf-8")
