"""Inserting the rows of an append into the ``events`` table in the fewest statements.

:func:`store.rows.row_values` gives the values of an append's rows;
:func:`insert_rows` and :func:`insert_later` insert them, the first row (the
one holding the time) and the later ones, by statements of many rows.
:class:`store.sqlite.database.EventStore` writes through them, and so does
:mod:`store.sqlite.migration`.
"""

from __future__ import annotations

import sqlite3

from admiralty.store.rows import LATER_VALUES

FIRST = "INSERT INTO events (game_id, seq, type, payload, at, hash) VALUES (?, ?, ?, ?, ?, ?)"
"""The statement inserting the first row of an append, the one that holds the time."""

_FIRST_AND = {size: FIRST + ", (?, ?, ?, ?, NULL, ?)" * size for size in range(1, 8)}
"""Statements inserting the first row of an append and 1 to 7 later ones: most appends (a game started
by :meth:`store.sqlite.database.EventStore.start_game`, a format 3 game, an annotation) are one statement."""

_LATER = {
    size: "INSERT INTO events (game_id, seq, type, payload, at, hash) VALUES "
    + ", ".join(["(?, ?, ?, ?, NULL, ?)"] * size)
    for size in (64, 16, 4, 1)
}
"""Statements inserting 64, 16, 4 or 1 later events of an append (their time is the first one's: NULL),
by size. SQLite runs a statement of many rows for less a row than a statement a row, and sqlite3
prepares each of these once."""


def insert_rows(conn: sqlite3.Connection, first: tuple[object, ...], later: list[object]) -> None:
    """Insert the first row of an append (its :data:`FIRST` values) and the later rows, whose
    :data:`_LATER` values follow each other in ``later``, in the fewest statements.

    A hash is bound as a ``bytearray`` and a missing time is written in the statement: sqlite3
    binds ``str``, ``int`` and ``bytearray`` at once, but looks for an adapter for ``bytes`` and None.
    """
    count = len(later) // LATER_VALUES
    if count in _FIRST_AND:
        conn.execute(_FIRST_AND[count], [*first, *later])
        return
    conn.execute(FIRST, first)
    insert_later(conn, later)


def insert_later(conn: sqlite3.Connection, later: list[object]) -> None:
    """Insert rows that are not the first of their append, their :data:`_LATER` values one after the other
    in ``later``, by statements of 64, 16, 4 and 1 rows."""
    count, done = len(later) // LATER_VALUES, 0
    for size in (64, 16, 4):
        while count - done >= size:
            conn.execute(_LATER[size], later[done * LATER_VALUES : (done + size) * LATER_VALUES])
            done += size
    rest = range(done * LATER_VALUES, count * LATER_VALUES, LATER_VALUES)
    conn.executemany(_LATER[1], [later[start : start + LATER_VALUES] for start in rest])
