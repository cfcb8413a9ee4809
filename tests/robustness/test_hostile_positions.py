"""Hostile position lines (issue 15): an RFEN turn that is not ASCII digits, or too many, is an
RFEN-SYNTAX error in every command, never a traceback; a bad file never stops an import."""

from __future__ import annotations

import json

import pytest

START = "B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4,d5,f5,e6 N NE,E,SE,S,SW,W,NW B {} - *"
TURNS = {"superscript two": "\u00b2", "Arabic-Indic one": "\u0661", "5,000 digits": "1" * 5000}


@pytest.fixture(params=list(TURNS.values()), ids=list(TURNS))
def rfen(request):
    return START.format(request.param)


def test_a_setup_with_a_bad_turn_is_an_rfen_syntax_verdict(run, tmp_path, rfen):
    path = tmp_path / "bad.rgn"
    path.write_text(f'[SetUp "{rfen}"]\n*\n', encoding="utf-8")
    result = run("validate", str(path), "--json")
    assert result.exit_code == 1
    assert json.loads(result.output)[0]["errors"][0]["rule"] == "RFEN-SYNTAX"


@pytest.mark.parametrize("command", ["moves", "diagram"])
def test_moves_and_diagram_refuse_the_position_with_exit_2(run, rfen, command):
    result = run(command, rfen)
    assert result.exit_code == 2
    assert "the turn, a number from 1 of at most 9 ASCII digits" in result.output


def test_an_import_stores_the_files_after_a_bad_one(run, tmp_path, rfen):
    game = '[Red "a"]\n[Blue "{}"]\n*\n'
    (tmp_path / "a.mgn").write_text(game.format("b"))
    (tmp_path / "bad.rgn").write_text(f'[SetUp "{rfen}"]\n*\n', encoding="utf-8")
    (tmp_path / "b.mgn").write_text(game.format("c"))
    db = str(tmp_path / "t.db")
    names = [str(tmp_path / name) for name in ("a.mgn", "bad.rgn", "b.mgn")]
    result = run("import", "--db", db, "--jobs", "1", *names)
    assert result.exit_code == 1
    assert "bad.rgn #1: INVALID RFEN-SYNTAX" in result.output
    rows = json.loads(run("games", "--db", db, "--json").output)
    assert [(row["kind"], row["valid"], row["rule"]) for row in rows] == [
        ("mad", True, None),
        ("rigadoon", False, "RFEN-SYNTAX"),
        ("mad", True, None),
    ]
