"""The database itself refuses to rewrite history: triggers reject UPDATE and DELETE."""

from __future__ import annotations

import sqlite3

import pytest

from admiralty.store import EventStore, import_file
from tests.store.conftest import AT, SHORT_GAME


@pytest.fixture
def plain(db_path):
    """A plain sqlite3 connection to a store holding one imported game."""
    with EventStore.open(db_path) as store:
        import_file(store, "a.mgn", SHORT_GAME, AT)
    connection = sqlite3.connect(db_path)
    yield connection
    connection.close()


def test_update_of_an_event_is_rejected(plain) -> None:
    """UPDATE on events raises, and the payload is unchanged."""
    before = plain.execute("SELECT payload FROM events WHERE game_id = 1 AND seq = 1").fetchone()
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        plain.execute("UPDATE events SET payload = '{}' WHERE game_id = 1 AND seq = 1")
    assert plain.execute("SELECT payload FROM events WHERE game_id = 1 AND seq = 1").fetchone() == before


def test_delete_of_an_event_is_rejected(plain) -> None:
    """DELETE on events raises, and every event stays."""
    count = plain.execute("SELECT count(*) FROM events").fetchone()
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        plain.execute("DELETE FROM events WHERE game_id = 1")
    assert plain.execute("SELECT count(*) FROM events").fetchone() == count


def test_update_of_a_submission_is_rejected(plain) -> None:
    """A submitted file cannot be rewritten."""
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        plain.execute("UPDATE submissions SET content = x'00'")


def test_delete_of_a_submission_is_rejected(plain) -> None:
    """A submitted file cannot be removed."""
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        plain.execute("DELETE FROM submissions")


def test_insert_or_replace_of_an_event_is_rejected(plain) -> None:
    """INSERT OR REPLACE cannot swap a stored event for another."""
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        plain.execute(
            "INSERT OR REPLACE INTO events (game_id, seq, type, payload, at, hash) "
            "SELECT game_id, seq, type, '{}', at, hash FROM events WHERE game_id = 1 AND seq = 1"
        )
