"""The account projection's tables, ``pairing_rows`` and ``game_rows``: each tournament's
:class:`store.account_rows.PairingRow` and :class:`store.account_rows.GameRow` values as rows; and the
standings projection's, ``standing_rows`` and ``tiebreak_rows``: its :class:`store.standing_rows.StandingRow`
and :class:`store.standing_rows.TiebreakRow` values.

The rows of a tournament are replaced all at once, in the transaction that may change its account
(:func:`store.account_projection.refresh`), and read back for ``verify`` to compare.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs
import sqlite_utils

from admiralty.store.account_rows import GameRow, PairingRow
from admiralty.store.sqlite import checks
from admiralty.store.standing_rows import StandingRow, TiebreakRow

_PAIRING_COLUMNS = tuple(field.name for field in attrs.fields(PairingRow))
_GAME_COLUMNS = tuple(field.name for field in attrs.fields(GameRow))
_STANDING_COLUMNS = tuple(field.name for field in attrs.fields(StandingRow))
_TIEBREAK_COLUMNS = tuple(field.name for field in attrs.fields(TiebreakRow))


def _insert(
    db: sqlite_utils.Database,
    table: str,
    columns: tuple[str, ...],
    rows: Sequence[PairingRow | GameRow | StandingRow | TiebreakRow],
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


def write_standings(
    db: sqlite_utils.Database, tournament: str, standings: Sequence[StandingRow], tiebreaks: Sequence[TiebreakRow]
) -> None:
    """Replace the standings rows of ``tournament`` with ``standings`` and ``tiebreaks``. Inside a write
    transaction."""
    for table in ("standing_rows", "tiebreak_rows"):
        db.execute(f"DELETE FROM {table} WHERE tournament = ?", [tournament])
    _insert(db, "standing_rows", _STANDING_COLUMNS, standings)
    _insert(db, "tiebreak_rows", _TIEBREAK_COLUMNS, tiebreaks)


def read_standings(db: sqlite_utils.Database, tournament: str) -> tuple[list[StandingRow], list[TiebreakRow]]:
    """The stored standings rows of ``tournament``: its players by line, their tie-breaks by line and position."""
    standings = db.execute(
        f"SELECT {', '.join(_STANDING_COLUMNS)} FROM standing_rows WHERE tournament = ? ORDER BY line", [tournament]
    )
    tiebreaks = db.execute(
        f"SELECT {', '.join(_TIEBREAK_COLUMNS)} FROM tiebreak_rows WHERE tournament = ? ORDER BY line, position",
        [tournament],
    )
    return [StandingRow(*row) for row in standings], [TiebreakRow(*row) for row in tiebreaks]


def tournaments(db: sqlite_utils.Database, tables: Sequence[str]) -> list[str]:
    """The tournaments the stored rows of ``tables`` name, each once."""
    union = " UNION ".join(f"SELECT tournament FROM {table}" for table in tables)
    return [row[0] for row in db.execute(f"{union} ORDER BY 1")] if tables else []
