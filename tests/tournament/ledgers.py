"""Ledgers and games as values, for the tournament domain's tests: no store, no database."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import attrs

from admiralty.referee.tournament.checks import KindFacts, StoredGameFacts, check
from admiralty.referee.tournament.events import Entry, LedgerEvent
from admiralty.referee.tournament.ledger import Ledger, after
from admiralty.referee.tournament.results import result_of

AT = "2026-11-22T06:00:00+00:00"

KINDS = {"mad": KindFacts("MAD", True), "rigadoon": KindFacts("Rigadoon", False)}
"""The games a tournament may play, as the checks know them."""

WINNERS = {"mad": ("red", "blue"), "rigadoon": ("blue", "green")}
"""Each game's result words for the first and the second seat's victory."""


def outcome_of(kind: str, result: str) -> str | None:
    """The outcome of a game of ``kind``, as the accounting is given it."""
    return result_of(result, WINNERS[kind])


def appended(
    state: Ledger | None, events: Iterable[LedgerEvent], games: Mapping[int, StoredGameFacts] | None = None
) -> Ledger:
    """``state`` with ``events`` appended, each checked against the ledger before it, as a command appends."""
    for event in events:
        check(state, event, games or {}, KINDS)
        state = after(state, Entry(len(state.entries) if state else 0, event, AT))
    assert state is not None
    return state


@attrs.frozen
class Line:
    """A stored game's listing line, as the accounting reads it (the store's ``GameSummary`` has more)."""

    id: int
    players: tuple[str, str]
    result: str
    round: str | None = None
    valid: bool = True
    rule: str | None = None
    kind: str = "mad"


def turns_of(games: Mapping[int, Sequence[str]]):
    """The turns of the games of a discrepancy, read from ``games``; any other game asked fails the test."""
    return lambda game_id: games[game_id]
