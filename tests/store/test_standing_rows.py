"""The standings projection (``standing_rows``, ``tiebreak_rows``): written with the account projection, checked
by ``verify``, made by ``migrate`` in a store made with the account projection but before it (specs/store.md,
"The standings projection")."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import sqlite_utils
from typer.testing import CliRunner

from admiralty.cli.app import app
from admiralty.referee.tournament.events import ResultDecided
from admiralty.store import EventStore, migrate, verify
from admiralty.store.sqlite.checks import schema_findings
from admiralty.store.tournaments import record
from tests.store.conftest import LATER
from tests.store.test_account_rows import paired, rows, views

STANDINGS = "SELECT rank, player, name, points, games, victories FROM standings"


def _decided(db_path: str) -> None:
    with EventStore.open(db_path) as store:
        record(store, "Open", [ResultDecided(1, "am", "gr", "first/tb", "M. Tanguy", "Stopped")], LATER)


def test_a_decision_writes_the_standings_and_their_tiebreaks(db_path: str) -> None:
    paired(db_path)
    assert rows(db_path, STANDINGS) == []  # no result counts yet
    _decided(db_path)
    assert rows(db_path, STANDINGS) == [(1, "am", "AM", 2, 1, 0), (2, "gr", "GR", 1, 1, 0)]
    tiebreaks = rows(db_path, "SELECT player, position, short_name, value FROM standing_tiebreaks")
    assert [row[:3] for row in tiebreaks] == [
        ("am", 1, "DE"),
        ("am", 2, "WON"),
        ("am", 3, "BH"),
        ("gr", 1, "DE"),
        ("gr", 2, "WON"),
        ("gr", 3, "BH"),
    ]
    assert [row[3] for row in tiebreaks if row[2] == "BH"] == [1, 2]  # each the other's points


def test_an_edited_value_is_found(db_path: str) -> None:
    paired(db_path)
    _decided(db_path)
    with sqlite3.connect(db_path) as connection:
        connection.execute("UPDATE tiebreak_rows SET value = 7 WHERE line = 2 AND position = 3")
    with EventStore.open(db_path) as store:
        found = verify(store).findings
    assert [(each.rule, "standings rows" in each.message) for each in found] == [("STORE-PROJECTION", True)]


def _before_the_standings(db_path: str) -> None:
    """The store as a version with the account projection and without the standings one made it."""
    with sqlite3.connect(db_path) as connection:
        for statement in (
            "DROP VIEW standings",
            "DROP VIEW standing_tiebreaks",
            "DROP TABLE standing_rows",
            "DROP TABLE tiebreak_rows",
        ):
            connection.execute(statement)


def test_a_store_made_before_the_standings_keeps_without_them_until_migrate(db_path: str) -> None:
    paired(db_path)
    _before_the_standings(db_path)
    assert schema_findings(sqlite_utils.Database(db_path)) == []
    _decided(db_path)  # written to as it is
    assert "standings" not in views(db_path)
    with EventStore.open(db_path) as store:
        assert verify(store).ok
    done = migrate(Path(db_path))
    assert (done.done, done.accounts, done.standings) == (True, None, 1)
    assert rows(db_path, "SELECT player, points FROM standings") == [("am", 2), ("gr", 1)]
    with EventStore.open(db_path) as store:
        assert verify(store).ok
    assert not migrate(Path(db_path)).done


def test_migrate_says_it_made_the_standings(db_path: str) -> None:
    paired(db_path)
    _before_the_standings(db_path)
    first = CliRunner().invoke(app, ["migrate", "--db", db_path])
    assert (first.exit_code, first.output) == (0, f"{db_path}: standings rows and views of 1 tournament written\n")
    again = CliRunner().invoke(app, ["migrate", "--db", db_path])
    assert "nothing to do" in again.output
