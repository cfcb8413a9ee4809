"""The ``summaries`` table: each game's :class:`store.summaries.GameSummary` as a row.

The recorder writes a game's line in the transaction that stores the events
changing it (:func:`insert` for new games, :func:`update` after an append) and
reads them back for ``games``, the standings and the stored report; a line's
columns and values are :mod:`store.summaries`' (``COLUMNS``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import sqlite_utils

from admiralty.store.events import StoreEvent
from admiralty.store.summaries import COLUMNS, GameSummary, _columns, _line, advanced

_SELECT = f"SELECT {', '.join(COLUMNS)} FROM summaries"

_INSERT = f"INSERT INTO summaries ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})"


def insert(db: sqlite_utils.Database, lines: Iterable[tuple[int, GameSummary]]) -> None:
    """Write the summaries of new games, each given with its game's id (the line's own ``id`` is not read),
    in one statement. Call inside the transaction that stores their events."""
    db.conn.executemany(_INSERT, [(game_id, *_columns(line)[1:]) for game_id, line in lines])


def update(db: sqlite_utils.Database, game_id: int, events: Sequence[StoreEvent]) -> None:
    """Bring game ``game_id``'s summary up to date with ``events`` just appended to it, in their transaction."""
    line = one(db, game_id)
    if line is None:
        return
    now = advanced(line, events)
    if now != line:
        setting = ", ".join(f"{column} = ?" for column in COLUMNS[1:])
        db.execute(f"UPDATE summaries SET {setting} WHERE game_id = ?", [*_columns(now)[1:], game_id])


def one(db: sqlite_utils.Database, game_id: int) -> GameSummary | None:
    """The stored summary of game ``game_id``, if it has one."""
    row = db.execute(f"{_SELECT} WHERE game_id = ?", [game_id]).fetchone()
    return None if row is None else _line(row)


def read(db: sqlite_utils.Database, tournament: str | None = None) -> list[GameSummary]:
    """The stored summaries in game order, of one tournament's games or of all."""
    where, params = (" WHERE tournament = ?", [tournament]) if tournament is not None else ("", [])
    return [_line(row) for row in db.execute(f"{_SELECT}{where} ORDER BY game_id", params)]


def tournaments(db: sqlite_utils.Database) -> list[str]:
    """The names games were imported under (``import --tournament``), each once."""
    return [row[0] for row in db.execute("SELECT DISTINCT tournament FROM summaries WHERE tournament IS NOT NULL")]
