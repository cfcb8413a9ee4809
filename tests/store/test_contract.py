"""The event store contract on an in-memory database and on a file."""

from __future__ import annotations

import pytest

from admiralty.store import EventStore
from tests.store.contract import EventStoreContract


class TestMemoryStore(EventStoreContract):
    @pytest.fixture
    def store(self):
        with EventStore.open(":memory:") as store:
            yield store


class TestFileStore(EventStoreContract):
    @pytest.fixture
    def store(self, db_path):
        with EventStore.open(db_path) as store:
            yield store

    def test_file_database_uses_wal(self, store: EventStore) -> None:
        """A file database is in WAL mode, so readers never block the writer."""
        assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"

    def test_file_database_waits_for_a_busy_writer(self, store: EventStore) -> None:
        """A busy timeout is set, so concurrent writers queue rather than fail."""
        assert store.db.execute("PRAGMA busy_timeout").fetchone()[0] >= 1000


class TestFormerFormatStore(EventStoreContract):
    """A database of store format 2 (a row per event, no runs) keeps its format and the whole contract."""

    @pytest.fixture
    def store(self, db_path):
        yield from former_format(db_path)


def former_format(path: str):
    """A new database of store format 2: formats 2 and 3 have the same tables, only the rows differ."""
    with EventStore.open(path) as made:
        made.db.execute("PRAGMA user_version = 2")
    with EventStore.open(path) as store:
        assert store.format == 2
        yield store
