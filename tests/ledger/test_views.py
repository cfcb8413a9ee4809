"""The read-only SQL views: games, players, pairings and the arbiter's results as plain columns."""

import sqlite3

import pytest
import sqlite_utils

from admiralty.referee.tournament.events import PlayerRegistered, ResultDecided, RoundPaired, Seating, TournamentCreated
from admiralty.store import EventStore, import_file
from admiralty.store.tournaments import record
from tests.records import AT, pool, tagged


@pytest.fixture
def db(tmp_path):
    path = str(tmp_path / "v.db")
    with EventStore.open(path) as store:
        record(store, "Open", [TournamentCreated("Open", ("mad",))], AT)
        record(store, "Open", [PlayerRegistered("am", "Anne Morgan", ("Morgan, Anne", "A. Morgan"))], AT)
        record(store, "Open", [PlayerRegistered("gr", "Gaël Riou")], AT)
        record(store, "Open", [RoundPaired(1, (Seating("am", "gr"),)), RoundPaired(2, (Seating("gr", None),))], AT)
        record(store, "Open", [ResultDecided(2, "gr", None, "bye", "M. Tanguy", "Odd count", (1.0, 0.0))], AT)
        import_file(store, "g.mgn", tagged(pool("mad", 1, 1)[0], 1, "Morgan, Anne", "Gaël Riou").encode(), AT, "Open")
    return path


def test_game_list_shows_round_players_result_verdict(db):
    rows = list(sqlite_utils.Database(db)["game_list"].rows)
    assert [(r["game"], r["round"], r["first"], r["second"], r["result"], r["verdict"]) for r in rows] == [
        (1, "1", "Morgan, Anne", "Gaël Riou", "red", "valid")
    ]


def test_players_and_pairings_views(db):
    database = sqlite_utils.Database(db)
    assert [(r["id"], r["aliases"]) for r in database["players"].rows] == [
        ("am", "Morgan, Anne; A. Morgan"),
        ("gr", None),
    ]
    assert [(r["round"], r["first"], r["second"]) for r in database["pairings"].rows] == [
        (1, "am", "gr"),
        (2, "gr", None),
    ]


def test_results_view_lists_the_decisions(db):
    rows = list(sqlite_utils.Database(db)["results"].rows)
    assert [(r["round"], r["first"], r["outcome"], r["by"], r["annulled"]) for r in rows] == [
        (2, "gr", "bye", "M. Tanguy", 0)
    ]


def test_views_are_read_only(db):
    connection = sqlite3.connect(db)
    with pytest.raises(sqlite3.OperationalError):
        connection.execute("DELETE FROM game_list")
