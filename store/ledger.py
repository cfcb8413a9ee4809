"""The tournaments' ledgers: one append-only, hash-chained stream per tournament.

A ledger row is keyed ``(tournament, seq)`` in the ``ledger`` table, so a
writer that appends at a sequence number already taken fails on the key, as
the games' events do. Its hash link is the games' (:func:`store.chain.chained`)
with the stream id 0, which no game has: the tournament's name is in its first
event (:class:`TournamentCreated`), which every later link covers, and
:mod:`store.verify` checks the name against the rows' key.

>>> from admiralty.store import EventStore
>>> from admiralty.referee.tournament.events import PlayerRegistered, TournamentCreated
>>> store = EventStore.open(":memory:")
>>> created = append(store, "Open", 0, [TournamentCreated("Open", ("mad",))], "2026-11-22T06:00:00+00:00")
>>> [each.seq for each in append(store, "Open", 1, [PlayerRegistered("am", "Anne Morgan")], "2026-11-22T06:01:00+00:00")]
[1]
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from admiralty.referee.tournament.events import Entry, LedgerEvent, TournamentCreated
from admiralty.referee.violation import AdmiraltyError, violation
from admiralty.referee.wording import counted, quoted
from admiralty.store.chain import chained
from admiralty.store.mapper import from_ledger_row, to_ledger_row
from admiralty.store.recorder import Recorder

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


def entries(store: Recorder, tournament: str) -> list[Entry]:
    """The events of a tournament's ledger, in order (none: the tournament has no ledger)."""
    return [Entry(row.seq, from_ledger_row(row.type, row.payload), row.at) for row in store.ledger_rows(tournament)]


def append(store: Recorder, tournament: str, expected_seq: int, events: Sequence[LedgerEvent], at: str) -> list[Entry]:
    """Append ``events`` to a tournament's ledger at once, or nothing (:meth:`store.recorder.Recorder.append_ledger`).

    Raises:
        AdmiraltyError: STORE-CONFLICT when the ledger does not hold
            ``expected_seq`` events; STORE-STREAM when a TournamentCreated is
            not first (or the first event is not one); STORE-LOCKED, STORE-IO.
    """
    store.append_ledger(tournament, expected_seq, events, at)
    return [Entry(seq, event, at) for seq, event in enumerate(events, expected_seq)]


def linked(tournament: str, seq: int, prev: str, at: str, events: Sequence[LedgerEvent]) -> list[LedgerRow]:
    """The rows of ``events`` appended as events ``seq`` on of a tournament's ledger, chained to ``prev``
    (the hash of its last event): what a recorder stores.

    Raises:
        AdmiraltyError: STORE-STREAM when a TournamentCreated is not first, or the first event is not one.
    """
    made = [LedgerRow(tournament, *row[1:]) for row in chained(STREAM, seq, prev, at, map(to_ledger_row, events))]
    misplaced = next((row for row in made if (row.type == TournamentCreated.__name__) != (row.seq == 0)), None)
    if misplaced is not None:
        raise violation(
            "STORE-STREAM", f"Event {misplaced.seq} of the ledger of {tournament} cannot be a {misplaced.type}."
        )
    return made


def conflict(tournament: str, seq: int, expected_seq: int) -> AdmiraltyError:
    """The refusal of an append at ``expected_seq`` to a ledger holding ``seq`` events (STORE-CONFLICT)."""
    return violation(
        "STORE-CONFLICT",
        f"The ledger of {tournament} is at version {seq}, not {expected_seq}: "
        "another writer appended first; nothing was written.",
    )


def overtaken(tournament: str, expected: int, entries: Sequence[Entry]) -> AdmiraltyError:
    """The refusal of a decision made on the ledger when it held ``expected`` events, which now holds
    ``entries``: STORE-CONFLICT, naming each event that came in between (its number, type, arbiter and time).

    >>> from admiralty.referee.tournament.events import DecisionAnnulled
    >>> print(overtaken("Open", 1, [Entry(0, TournamentCreated("Open", ("mad",)), "t0"),
    ...                             Entry(1, DecisionAnnulled(0, "M. Tanguy", "why"), "t1")]))
    STORE-CONFLICT: The ledger of Open holds 2 events, not the 1 this decision was made on: event 1 (DecisionAnnulled by "M. Tanguy" at t1) came in between; nothing was written. Look at it (tournament show) and decide again.
    """
    between = [
        f"event {entry.seq} ({type(entry.event).__name__}"
        + (f" by {quoted(by)}" if isinstance(by := getattr(entry.event, "by", None), str) else "")
        + f" at {entry.at})"
        for entry in entries[expected:]
    ]
    came = f"{', '.join(between)} came in between" if between else "it holds fewer"
    return violation(
        "STORE-CONFLICT",
        f"The ledger of {tournament} holds {counted(len(entries), 'event')}, not the {expected} this decision was "
        "made on: "
        f"{came}; nothing was written. Look at it (tournament show) and decide again.",
    )
