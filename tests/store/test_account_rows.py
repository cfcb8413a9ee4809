"""The account projection (``pairing_rows``, ``game_rows``): written with what changes a tournament's account,
checked by ``verify``, made by ``migrate`` for a store made before it (specs/store.md, "The account projection")."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import sqlite_utils

from admiralty.referee.tournament.events import PlayerRegistered, RoundPaired, Seating, TournamentCreated
from admiralty.store import EventStore, adjudicate_game, import_file, migrate, verify
from admiralty.store.sqlite.checks import schema_findings
from admiralty.store.tournaments import record
from tests.records import pool, tagged
from tests.store.conftest import AT, LATER, ROOT, fixture_copy


def views(path: str | Path) -> set[str]:
    with sqlite3.connect(path) as connection:
        return {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'view'")}


def rows(path: str | Path, sql: str) -> list[tuple[object, ...]]:
    with sqlite3.connect(path) as connection:
        return connection.execute(sql).fetchall()


def paired(db_path: str) -> str:
    """A tournament of two pairings in round 1 (boards 1 and 2), the second's record imported, unfinished."""
    with EventStore.open(db_path) as store:
        record(store, "Open", [TournamentCreated("Open", ("mad",))], AT)
        record(store, "Open", [PlayerRegistered(id, id.upper()) for id in ("am", "gr", "lk", "yl")], AT)
        record(store, "Open", [RoundPaired(1, (Seating("am", "gr"), Seating("lk", "yl")))], AT)
        unfinished = (ROOT / "examples" / "unfinished.mgn").read_text(encoding="utf-8")
        text = unfinished.replace('[Red "A. Player"]', '[Red "LK"]').replace('[Blue "B. Player"]', '[Blue "YL"]')
        import_file(store, "u.mgn", text.encode(), AT, "Open", "1")
    return db_path


def test_each_write_that_changes_the_account_writes_its_rows(db_path: str) -> None:
    paired(db_path)
    sql = "SELECT round, board, first, second, outcome, source, game, open FROM pairings"
    assert rows(db_path, sql) == [
        (1, 1, "am", "gr", None, None, None, "no record"),
        (1, 2, "lk", "yl", None, None, 1, "unfinished record"),
    ]
    with EventStore.open(db_path) as store:
        adjudicate_game(store, 1, LATER)
        import_file(store, "g.mgn", tagged(pool("mad", 1, 1)[0], 1, "AM", "GR").encode(), LATER, "Open")
        assert verify(store).ok
    assert [row[4:7] for row in rows(db_path, sql)] == [("first", "record", 2), ("second/tb", "adjudication", 1)]


def test_a_row_edited_outside_the_tool_is_found(db_path: str) -> None:
    paired(db_path)
    with sqlite3.connect(db_path) as connection:
        connection.execute("UPDATE pairing_rows SET outcome = 'first', source = 'decision', open = NULL WHERE line = 1")
    with EventStore.open(db_path) as store:
        found = verify(store).findings
    assert [(each.rule, '"Open"' in each.message) for each in found] == [("STORE-PROJECTION", True)]


def test_rows_of_a_tournament_that_is_not_stored_are_found(db_path: str) -> None:
    paired(db_path)
    with sqlite3.connect(db_path) as connection:
        connection.execute("UPDATE game_rows SET tournament = 'Ghost'")
    with EventStore.open(db_path) as store:
        messages = [each.message for each in verify(store).findings]
    assert len(messages) == 2 and '"Ghost" the store does not hold' in messages[1]


def test_a_store_made_before_the_projection_keeps_its_views_until_migrate(tmp_path: Path) -> None:
    old = fixture_copy(tmp_path, "v2.db")
    assert "results" in views(old) and schema_findings(sqlite_utils.Database(old)) == []
    with EventStore.open(old) as store:
        import_file(store, "u.mgn", (ROOT / "examples" / "unfinished.mgn").read_bytes(), LATER, "Brest Open 2026")
        record(store, "Later", [TournamentCreated("Later", ("mad",))], LATER)
        assert verify(store).ok
    assert "pairing_rows" not in {row[0] for row in rows(old, "SELECT name FROM sqlite_master")}
    done = migrate(old)
    assert done.accounts == 2
    assert views(old) == {
        *("game_list", "players", "pairings", "open_items", "tournament_games", "decisions"),
        *("standings", "standing_tiebreaks"),
    }
    assert {row[0] for row in rows(old, "SELECT tournament FROM tournament_games")} == {"Brest Open 2026"}
    with EventStore.open(old) as store:
        assert verify(store).ok
    assert not migrate(old).done
