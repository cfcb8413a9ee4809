"""The ``summaries`` table: each game's :class:`store.summaries.GameSummary` as a row.

The recorder writes a game's line in the transaction that stores the events
changing it (:func:`insert` for new games, :func:`update` after an append) and
reads them back for ``games``, the standings and the stored report; a line's
columns and values are :mod:`store.summaries`' (``COLUMNS``). A database not
migrated since the seat columns came keeps its colour columns (``COLOURS``):
it is read and written in its own shape until ``admiralty migrate`` rewrites
the table (:func:`seat_columns`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import sqlite_utils

from admiralty.store.events import StoreEvent
from admiralty.store.sqlite import checks, schema
from admiralty.store.summaries import COLOURS, COLUMNS, GameSummary, advanced, coloured_columns, columns, line_of

_COLOURED = (
    *COLUMNS[:4],
    "coalesce(red, blue)",
    "CASE WHEN red IS NULL THEN green ELSE blue END",
    *COLUMNS[6:],
)
""":data:`COLUMNS` read from a table of :data:`COLOURS`."""


def coloured(db: sqlite_utils.Database) -> bool:
    """Whether the ``summaries`` table has the colour columns (:data:`COLOURS`) of a database not migrated since."""
    return any(row[1] == "green" for row in db.execute("PRAGMA table_info(summaries)"))


def _select(db: sqlite_utils.Database) -> str:
    return f"SELECT {', '.join(_COLOURED if coloured(db) else COLUMNS)} FROM summaries"


def _written(db: sqlite_utils.Database) -> tuple[tuple[str, ...], Callable[[GameSummary], tuple[Any, ...]]]:
    """The columns a summary is written in and its values for them, in the table's shape."""
    return ((*COLUMNS[:4], *COLOURS, *COLUMNS[6:]), coloured_columns) if coloured(db) else (COLUMNS, columns)


def insert(db: sqlite_utils.Database, lines: Iterable[tuple[int, GameSummary]]) -> None:
    """Write the summaries of new games, each given with its game's id (the line's own ``id`` is not read),
    in one statement. Call inside the transaction that stores their events."""
    columns, values = _written(db)
    sql = f"INSERT INTO summaries ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"
    rows = [(game_id, *values(line)[1:]) for game_id, line in lines]
    if rows:
        checks.confirm("summaries", db.conn.executemany(sql, rows).rowcount, len(rows))


def update(db: sqlite_utils.Database, game_id: int, events: Sequence[StoreEvent]) -> None:
    """Bring game ``game_id``'s summary up to date with ``events`` just appended to it, in their transaction."""
    line = one(db, game_id)
    if line is None:
        return
    now = advanced(line, events)
    if now != line:
        columns, values = _written(db)
        setting = ", ".join(f"{column} = ?" for column in columns[1:])
        cursor = db.execute(f"UPDATE summaries SET {setting} WHERE game_id = ?", [*values(now)[1:], game_id])
        checks.confirm("summaries", cursor.rowcount, 1)


def one(db: sqlite_utils.Database, game_id: int) -> GameSummary | None:
    """The stored summary of game ``game_id``, if it has one."""
    row = db.execute(f"{_select(db)} WHERE game_id = ?", [game_id]).fetchone()
    return None if row is None else line_of(row)


def read(db: sqlite_utils.Database, tournament: str | None = None) -> list[GameSummary]:
    """The stored summaries in game order, of one tournament's games or of all."""
    where, params = (" WHERE tournament = ?", [tournament]) if tournament is not None else ("", [])
    return [line_of(row) for row in db.execute(f"{_select(db)}{where} ORDER BY game_id", params)]


def seat_columns(db: sqlite_utils.Database) -> bool:
    """Rewrite a ``summaries`` table of :data:`COLOURS` with the seat columns (``admiralty migrate``), the
    ``game_list`` view with it; whether it had them. Inside a write transaction."""
    if not coloured(db):
        return False
    listed = db.execute("SELECT 1 FROM sqlite_master WHERE type = 'view' AND name = 'game_list'").fetchone()
    db.execute("DROP VIEW IF EXISTS game_list")
    db.execute("ALTER TABLE summaries RENAME TO summaries_before")
    db.execute(schema.SUMMARIES)
    db.execute(f"INSERT INTO summaries ({', '.join(COLUMNS)}) SELECT {', '.join(_COLOURED)} FROM summaries_before")
    db.execute("DROP TABLE summaries_before")
    if listed:
        db.execute(f"CREATE VIEW game_list AS {schema.VIEWS['game_list']}")
    return True


def tournaments(db: sqlite_utils.Database) -> list[str]:
    """The names games were imported under (``import --tournament``), each once."""
    return [row[0] for row in db.execute("SELECT DISTINCT tournament FROM summaries WHERE tournament IS NOT NULL")]
