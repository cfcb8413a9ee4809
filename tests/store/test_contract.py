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
