"""The tournaments' ledgers: one append-only, hash-chained stream per tournament.

A ledger row is keyed ``(tournament, seq)`` in the ``ledger`` table, so a
writer that appends at a sequence number already taken fails on the key, as
the games' events do. Its hash link is the games' (:func:`store.chain.chained`)
with the stream id 0, which no game has: the tournament's name is in its first
event (:class:`TournamentCreated`), which every later link covers, and
:mod:`store.verify` checks the name against the rows' key.

>>> from admiralty.store.database import EventStore
>>> from admiralty.referee.tournament.events import PlayerRegistered, TournamentCreated
>>> store = EventStore.open(":memory:")
>>> created = append(store, "Open", 0, [TournamentCreated("Open", ("mad",))], "2026-11-22T06:00:00+00:00")
>>> [each.seq for each in append(store, "Open", 1, [PlayerRegistered("am", "Anne Morgan")], "2026-11-22T06:01:00+00:00")]
[1]
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

import attrs

from admiralty.referee.tournament.events import Entry, LedgerEvent, TournamentCreated
from admiralty.referee.violation import AdmiraltyError, violation
from admiralty.store import schema
from admiralty.store.chain import GENESIS, chained
from admiralty.store.database import EventStore
from admiralty.store.mapper import from_ledger_row, to_ledger_row

STREAM = 0
"""The stream id a ledger's links are hashed with (game ids start at 1)."""


@attrs.frozen
class LedgerRow:
    """One ledger row exactly as stored (what :mod:`store.verify` checks)."""

    tournament: str
    seq: int
    type: str
    payload: str
    at: str
    prev_hash: str
    hash: str


def has_ledger(store: EventStore) -> bool:
    """Whether the database has the ledger table (one made before ledgers has none until the first tournament)."""
    return schema.LEDGER in store.db.table_names()


def rows(store: EventStore, tournament: str | None = None) -> list[LedgerRow]:
    """The raw ledger rows, of one tournament or of all, by tournament and sequence."""
    if not has_ledger(store):
        return []
    where, params = ("WHERE tournament = ?", [tournament]) if tournament is not None else ("", [])
    cursor = store.db.execute(
        f"SELECT tournament, seq, type, payload, at, prev_hash, hash FROM ledger {where} ORDER BY tournament, seq",
        params,
    )
    return [LedgerRow(*row) for row in cursor]


def entries(store: EventStore, tournament: str) -> list[Entry]:
    """The events of a tournament's ledger, in order (none: the tournament has no ledger)."""
    return [Entry(row.seq, from_ledger_row(row.type, row.payload), row.at) for row in rows(store, tournament)]


def tournaments(store: EventStore) -> list[str]:
    """The names of the tournaments with a ledger."""
    if not has_ledger(store):
        return []
    return [row[0] for row in store.db.execute("SELECT DISTINCT tournament FROM ledger ORDER BY tournament")]


def append(
    store: EventStore, tournament: str, expected_seq: int, events: Sequence[LedgerEvent], at: str
) -> list[Entry]:
    """Append ``events`` to a tournament's ledger at once, or nothing.

    Raises:
        AdmiraltyError: STORE-CONFLICT when the ledger does not hold
            ``expected_seq`` events; STORE-STREAM when a TournamentCreated is
            not first (or the first event is not one); STORE-LOCKED, STORE-IO.
    """
    try:
        with store.transaction():
            schema.create_ledger(store.db)
            head = store.db.execute(
                "SELECT seq, hash FROM ledger WHERE tournament = ? ORDER BY seq DESC LIMIT 1", [tournament]
            ).fetchone()
            seq, prev = (0, GENESIS) if head is None else (head[0] + 1, head[1])
            if seq != expected_seq:
                raise _conflict(tournament, seq, expected_seq)
            made = list(chained(STREAM, seq, prev, at, map(to_ledger_row, events)))
            misplaced = next((row for row in made if (row[2] == TournamentCreated.__name__) != (row[1] == 0)), None)
            if misplaced is not None:
                raise violation(
                    "STORE-STREAM", f"Event {misplaced[1]} of the ledger of {tournament} cannot be a {misplaced[2]}."
                )
            store.db.conn.executemany(
                "INSERT INTO ledger (tournament, seq, type, payload, at, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(tournament, *row[1:]) for row in made],
            )
    except sqlite3.IntegrityError:
        raise _conflict(tournament, len(rows(store, tournament)), expected_seq) from None
    return [Entry(row[1], event, at) for row, event in zip(made, events)]


def _conflict(tournament: str, seq: int, expected_seq: int) -> AdmiraltyError:
    return violation(
        "STORE-CONFLICT",
        f"The ledger of {tournament} is at version {seq}, not {expected_seq}: "
        "another writer appended first; nothing was written.",
    )
