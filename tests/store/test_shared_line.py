"""Two games on one line (specs/mgn.md allows it): a stored game is cut out of its file exactly,
so commands on a game id judge that game and not its neighbour (issue 15)."""

from __future__ import annotations

import json

import pytest

from admiralty.store import EventStore, import_file, submitted_lines

AT = "2026-11-24T00:00:00+00:00"
TWO = b"1. 211c2-c4 * 1. 211c2-c9 *\n"


@pytest.fixture
def db(run, tmp_path):
    path = tmp_path / "two.mgn"
    path.write_bytes(TWO)
    database = str(tmp_path / "t.db")
    run("import", "--db", database, str(path))
    return database


def test_each_game_gets_only_its_own_text():
    with EventStore.open(":memory:") as store:
        import_file(store, "two.mgn", TWO, AT)
        assert submitted_lines(store, 1) == ("two.mgn", ["1. 211c2-c4 * \n"])
        assert submitted_lines(store, 2) == ("two.mgn", [" " * 14 + "1. 211c2-c9 *\n"])


@pytest.mark.parametrize("game, valid", [("1", True), ("2", False)])
def test_validate_a_game_id_judges_that_game(run, db, game, valid):
    (verdict,) = json.loads(run("validate", "--db", db, game, "--json").output)
    assert verdict["valid"] is valid


def test_replay_a_game_id_replays_that_game(run, db):
    assert "Blue to move, turn 2" in run("replay", "--db", db, "1").output
    assert "c9 is off the 6x4 board" in run("replay", "--db", db, "2").output


def test_the_stored_report_shows_the_invalid_game_invalid(run, db):
    games = json.loads(run("report", "--db", db, "--json").output)["games"]
    assert [game["valid"] for game in games] == [True, False]
