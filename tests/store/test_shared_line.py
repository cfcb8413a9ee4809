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


@pytest.mark.parametrize("game, index", [("1", 1), ("2", 2)])
def test_a_stored_game_keeps_its_place_in_its_file(run, db, game, index):
    """Issue 29, finding 10: a stored game's ``index`` is its place in its file (json-contract.md), not 1."""
    (verdict,) = json.loads(run("validate", "--db", db, game, "--json").output)
    assert verdict["index"] == index
    assert f"two.mgn) #{index}:" in run("validate", "--db", db, game).output


NOT_TEXT = b"1. 211c2-c4 *\n\x00\xffx\n"
"""Issue 29, finding 10: a game, then a line of a NUL and bytes that are not UTF-8."""


def test_a_game_before_a_line_that_is_not_text_is_judged_alone(run, tmp_path):
    """The line refused whole (reported at its first byte that is not UTF-8) is its game's from its first
    character: the game before keeps no NUL of it, and gives one verdict, valid."""
    path, database = tmp_path / "m.mgn", str(tmp_path / "m.db")
    path.write_bytes(NOT_TEXT)
    with EventStore.open(database) as store:  # import refuses such a file now; a store filled before holds it
        import_file(store, str(path), NOT_TEXT, AT)
    (first,) = json.loads(run("validate", "--db", database, "1", "--json").output)
    assert (first["index"], first["valid"], first["turns"]) == (1, True, 1)
    (second,) = json.loads(run("validate", "--db", database, "2", "--json").output)
    assert (second["index"], second["valid"]) == (2, False)
    assert second["errors"][0]["message"] == "This line is not valid UTF-8 text."


def test_a_line_refused_whole_starts_its_game_at_its_first_character():
    with EventStore.open(":memory:") as store:
        import_file(store, "m.mgn", NOT_TEXT, AT)
        assert submitted_lines(store, 1) == ("m.mgn", ["1. 211c2-c4 *\n", "\n"])
        assert submitted_lines(store, 2) == ("m.mgn", ["\n", "\x00\udcffx\n"])
