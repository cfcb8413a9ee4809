"""The rows of the ``events`` table: the events an append writes as rows, and the rows read back as events.

:func:`row_values` chains an append's :data:`store.mapper.Encoded` rows to the
game's head and gives the values to insert (each row holding the hash of its
last event), :func:`insert_rows` and :func:`insert_later` insert them in the
fewest statements, and :func:`read_rows` gives rows back as the events they
hold (:class:`Row`), a run of turns as its turns with their hashes
(specs/store.md, "Runs of turns"). :class:`store.database.EventStore` writes
and reads through them, and so does :mod:`store.migration`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from typing import Any

import attrs

from admiralty.referee.violation import violation
from admiralty.store.chain import GENESIS, links
from admiralty.store.mapper import RUN, Encoded, fills, from_stored, run_links, run_tokens, to_row


@attrs.frozen
class Row:
    """One stored event as its hash link reads it (what :mod:`store.verify` checks).

    The database stores less (specs/store.md, "Schema"): ``stored`` is the
    payload as the row holds it (a turn of a run: its quoted token), ``at`` is
    carried from the event before when the row has none, ``prev_hash`` is the
    hash of the event before, and the hashes are hex. A run's row keeps the
    hash of its last turn only: those of the turns before it are computed
    again, each from the hash before it.
    """

    game_id: int
    seq: int
    type: str
    stored: str
    at: str
    prev_hash: str
    hash: str
    key: int
    """The ``seq`` keying the row that holds the event: its own, or its run's first turn's."""
    stamped: bool
    """Whether that row holds its own time: the first row of an append."""

    @property
    def payload(self) -> str:
        """The payload its hash covers: the canonical JSON of its event (:func:`store.mapper.to_row`).

        Raises:
            AdmiraltyError: STORE-TAMPER when the stored form does not read.
        """
        return to_row(from_stored(self.type, self.stored, self.seq))[1]


FIRST = "INSERT INTO events (game_id, seq, type, payload, at, hash) VALUES (?, ?, ?, ?, ?, ?)"
"""The statement inserting the first row of an append, the one that holds the time."""

_FIRST_AND = {size: FIRST + ", (?, ?, ?, ?, NULL, ?)" * size for size in range(1, 8)}
"""Statements inserting the first row of an append and 1 to 7 later ones: most appends (a game started
by :meth:`store.database.EventStore.start_game`, a format 3 game, an annotation) are one statement."""

_LATER = {
    size: "INSERT INTO events (game_id, seq, type, payload, at, hash) VALUES "
    + ", ".join(["(?, ?, ?, ?, NULL, ?)"] * size)
    for size in (64, 16, 4, 1)
}
"""Statements inserting 64, 16, 4 or 1 later events of an append (their time is the first one's: NULL),
by size. SQLite runs a statement of many rows for less a row than a statement a row, and sqlite3
prepares each of these once."""

LATER_VALUES = 5
"""The values of a later event's row: ``game_id, seq, type, payload, hash``."""


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


def row_values(game_id: int, seq: int, prev: str, at: str, rows: list[Encoded]) -> tuple[list[object], list[str]]:
    """The values of ``rows`` inserted as events ``seq`` on of game ``game_id``, chained to ``prev`` (the
    :data:`_LATER` values of each row, one after the other), and every event's hash: a row holds the hash of
    its last event.

    Raises:
        AdmiraltyError: STORE-STREAM when a GameStarted is not the first event, or the first is another.
    """
    digests: list[str] = []
    values: list[object] = []
    place = seq
    for kind, stored, parts in rows:
        if (kind == "GameStarted") != (place == 0):
            raise violation("STORE-STREAM", f"Event {place} of game {game_id} cannot be a {kind}.")
        digests += (run_links if kind == RUN else links)(game_id, place, prev, at, parts)
        prev = digests[-1]
        values += (game_id, place, kind, stored, bytearray.fromhex(prev))
        place += len(parts)
    return values, digests


def read_rows(cursor: Iterable[tuple[Any, ...]]) -> Iterator[Row]:
    """The events of rows ``(game_id, seq, type, payload, at, hash)`` read by game and ``seq``, as :class:`Row`:
    a run in canonical form gives its turns, the hash of each but the last computed from the one before."""
    game, at, prev = None, "", GENESIS
    for number, seq, kind, stored, stamp, digest in cursor:
        if number != game:
            game, at, prev = number, "", GENESIS
        at = at if stamp is None else stamp
        link = bytes(digest).hex() if isinstance(digest, bytes) else str(digest)
        tokens = run_tokens(stored) if kind == RUN else None
        if tokens is not None:
            *before, last = tokens
            inner = run_links(number, seq, prev, at, fills(before))
            for place, each, computed in zip(range(seq, seq + len(before)), before, inner):
                yield Row(number, place, "TurnPlayed", each, at, prev, computed, seq, stamp is not None)
                prev = computed
            yield Row(number, seq + len(before), "TurnPlayed", last, at, prev, link, seq, stamp is not None)
        else:
            yield Row(number, seq, kind, stored, at, prev, link, seq, stamp is not None)
        prev = link
