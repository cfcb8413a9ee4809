"""The account projection's tables, ``pairing_rows`` and ``game_rows``: each tournament's
:class:`store.account_rows.PairingRow` and :class:`store.account_rows.GameRow` values as rows; and the
standings projection's, ``standing_rows`` and ``tiebreak_rows``: its :class:`store.standing_rows.StandingRow`
and :class:`store.standing_rows.TiebreakRow` values.

The rows of a tournament are replaced all at once, in the transaction that may change its account
(:func:`store.account_projection.refresh`), and read back for ``verify`` to compare.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

import attrs
import sqlite_utils

from admiralty.store.account_rows import GameRow, PairingRow
from admiralty.store.sqlite import checks
from admiralty.store.standing_rows import StandingRow, TiebreakRow

_COLUMNS = {
    table: tuple(field.name for field in attrs.fields(row))
    for table, row in (
        ("pairing_rows", PairingRow),
        ("game_rows", GameRow),
        ("standing_rows", StandingRow),
        ("tiebreak_rows", TiebreakRow),
    )
}
"""Each table's columns: its row's fields, in order."""


Rows = Sequence[PairingRow | GameRow | StandingRow | TiebreakRow]


def _replace(db: sqlite_utils.Database, tournament: str, tables: dict[str, Rows]) -> None:
    """Replace the rows of ``tournament`` in each table by its rows (columns: the row's fields), each insert
    confirmed by its count (:func:`store.sqlite.checks.confirm`)."""
    for table, rows in tables.items():
        db.execute(f"DELETE FROM {table} WHERE tournament = ?", [tournament])
        columns = _COLUMNS[table]
        if rows:
            sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"
            cursor = db.conn.executemany(sql, [attrs.astuple(row) for row in rows])
            checks.confirm(table, cursor.rowcount, len(rows))


def _select(db: sqlite_utils.Database, table: str, tournament: str, order: str) -> sqlite3.Cursor:
    """The stored rows of ``tournament`` in ``table``, its columns in the order of the row's fields."""
    columns = ", ".join(_COLUMNS[table])
    return db.execute(f"SELECT {columns} FROM {table} WHERE tournament = ? ORDER BY {order}", [tournament])


def write(db: sqlite_utils.Database, tournament: str, pairings: Sequence[PairingRow], games: Sequence[GameRow]) -> None:
    """Replace the rows of ``tournament`` with ``pairings`` and ``games``. Inside a write transaction."""
    _replace(db, tournament, {"pairing_rows": pairings, "game_rows": games})


def read(db: sqlite_utils.Database, tournament: str) -> tuple[list[PairingRow], list[GameRow]]:
    """The stored rows of ``tournament``: its pairings by line, its games by game."""
    pairings = _select(db, "pairing_rows", tournament, "line")
    return [PairingRow(*row) for row in pairings], [_game(row) for row in _select(db, "game_rows", tournament, "game")]


def _game(row: tuple[object, ...]) -> GameRow:
    values = dict(zip(_COLUMNS["game_rows"], row, strict=True))
    return GameRow(**{**values, **{name: bool(values[name]) for name in ("valid", "corrected", "excluded")}})


def write_standings(
    db: sqlite_utils.Database, tournament: str, standings: Sequence[StandingRow], tiebreaks: Sequence[TiebreakRow]
) -> None:
    """Replace the standings rows of ``tournament`` with ``standings`` and ``tiebreaks``. Inside a write
    transaction."""
    _replace(db, tournament, {"standing_rows": standings, "tiebreak_rows": tiebreaks})


def read_standings(db: sqlite_utils.Database, tournament: str) -> tuple[list[StandingRow], list[TiebreakRow]]:
    """The stored standings rows of ``tournament``: its players by line, their tie-breaks by line and position."""
    standings = _select(db, "standing_rows", tournament, "line")
    tiebreaks = _select(db, "tiebreak_rows", tournament, "line, position")
    return [StandingRow(*row) for row in standings], [TiebreakRow(*row) for row in tiebreaks]


def tournaments(db: sqlite_utils.Database, tables: Sequence[str]) -> list[str]:
    """The tournaments the stored rows of ``tables`` name, each once."""
    union = " UNION ".join(f"SELECT tournament FROM {table}" for table in tables)
    return [row[0] for row in db.execute(f"{union} ORDER BY 1")] if tables else []
