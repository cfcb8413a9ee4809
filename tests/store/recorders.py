"""The recorders the store contract suite runs on (tests/store/contract.py), by name.

Each entry opens a fresh, empty recorder in a folder of its own and closes it
after the test. A second backend (a server database for a federation) adds
its entries here and runs the same suite (specs/store.md, "Recorders").
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from admiralty.store import EventStore, Recorder


def former_format(path: str) -> Iterator[EventStore]:
    """A new database of store format 2: formats 2 and 3 have the same tables, only the rows differ."""
    with EventStore.open(path) as made:
        made.db.execute("PRAGMA user_version = 2")
    with EventStore.open(path) as store:
        assert store.format == 2
        yield store


def _memory(folder: Path) -> Iterator[Recorder]:
    with EventStore.open(":memory:") as store:
        yield store


def _file(folder: Path) -> Iterator[Recorder]:
    with EventStore.open(folder / "admiralty.db") as store:
        yield store


def _former_format(folder: Path) -> Iterator[Recorder]:
    yield from former_format(str(folder / "admiralty.db"))


RECORDERS: dict[str, Callable[[Path], Iterator[Recorder]]] = {
    "sqlite-memory": _memory,
    "sqlite-file": _file,
    "sqlite-format-2": _former_format,
}
"""Every recorder the contract runs on: SQLite in memory, in a file, and in a file of store format 2
(a row per event, no runs), which keeps its format and the whole contract."""
