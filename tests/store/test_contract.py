"""The store contract on every recorder (tests/store/recorders.py), and what only the SQLite one promises."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from admiralty.store import EventStore, Recorder
from tests.store.contract import EventStoreContract
from tests.store.recorders import RECORDERS


class TestRecorders(EventStoreContract):
    @pytest.fixture(params=list(RECORDERS))
    def store(self, request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Recorder]:
        yield from RECORDERS[request.param](tmp_path)


class TestSQLiteFile:
    @pytest.fixture
    def store(self, db_path: str) -> Iterator[EventStore]:
        with EventStore.open(db_path) as store:
            yield store

    def test_file_database_uses_wal(self, store: EventStore) -> None:
        """A file database is in WAL mode, so readers never block the writer."""
        assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"

    def test_file_database_waits_for_a_busy_writer(self, store: EventStore) -> None:
        """A busy timeout is set, so concurrent writers queue rather than fail."""
        assert store.db.execute("PRAGMA busy_timeout").fetchone()[0] >= 1000
