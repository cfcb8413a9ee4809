"""The account projection's tables, ``pairing_rows`` and ``game_rows``: each tournament's
:class:`store.account_rows.PairingRow` and :class:`store.account_rows.GameRow` values as rows.

The rows of a tournament are replaced all at once, in the transaction that may change its account
(:func:`store.account_rows.refresh`), and read back for ``verify`` to compare.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs
import sqlite_utils

from admiralty.store.account_rows import GameRow, PairingRow
from admiralty.store.sqlite import checks

_PAIRING_COLUMNS = tuple(field.name for field in attrs.fields(PairingRow))
_GAME_COLUMNS = tuple(field.name for field in attrs.fields(GameRow))


def _insert(
    db: sqlite_utils.Database, table: str, columns: tuple[str, ...], rows: Sequence[PairingRow | GameRow]
) -> None:
    sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"
    if rows:
        cursor = db.conn.executemany(sql, [attrs.astuple(row) for row in rows])
        checks.confirm(table, cursor.rowcount, len(rows))


def write(db: sqlite_utils.Database, tournament: str, pairings: Sequence[PairingRow], games: Sequence[GameRow]) -> None:
    """Replace the rows of ``tournament`` with ``pairings`` and ``games``. Inside a write transaction."""
    for table in ("pairing_rows", "game_rows"):
        db.execute(f"DELETE FROM {table} WHERE tournament = ?", [tournament])
    _insert(db, "pairing_rows", _PAIRING_COLUMNS, pairings)
    _insert(db, "game_rows", _GAME_COLUMNS, games)


def read(db: sqlite_utils.Database, tournament: str) -> tuple[list[PairingRow], list[GameRow]]:
    """The stored rows of ``tournament``: its pairings by line, its games by game."""
    pairings = db.execute(
        f"SELECT {', '.join(_PAIRING_COLUMNS)} FROM pairing_rows WHERE tournament = ? ORDER BY line", [tournament]
    )
    games = db.execute(
        f"SELECT {', '.join(_GAME_COLUMNS)} FROM game_rows WHERE tournament = ? ORDER BY game", [tournament]
    )
    return [PairingRow(*row) for row in pairings], [_game(row) for row in games]


def _game(row: tuple[object, ...]) -> GameRow:
    values = dict(zip(_GAME_COLUMNS, row, strict=True))
    return GameRow(**{**values, **{name: bool(values[name]) for name in ("valid", "corrected", "excluded")}})  # type: ignore[arg-type]


def tournaments(db: sqlite_utils.Database) -> list[str]:
    """The tournaments the stored rows name, each once."""
    return [
        row[0]
        for row in db.execute("SELECT tournament FROM pairing_rows UNION SELECT tournament FROM game_rows ORDER BY 1")
    ]
