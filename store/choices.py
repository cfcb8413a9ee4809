"""The arbiter's choice in a discrepancy (``tournament choose``): one of a pairing's different records.

A choice is made only where there is one to make: the game chosen must be a
record of a pairing that has two records or more whose turns differ
(specs/tournament.md, "Duplicates and discrepancies"). Two submissions of one
game are one record, so they leave nothing to choose.
"""

from __future__ import annotations

from typing import NoReturn

from admiralty.referee.violation import violation
from admiralty.store import ledger
from admiralty.store.accounting import placed
from admiralty.store.database import EventStore
from admiralty.store.ledger_events import DiscrepancyResolved
from admiralty.store.tournament import load, record


def choose(store: EventStore, tournament: str, game: int, by: str, reason: str, at: str) -> list[ledger.Entry]:
    """Append the arbiter's choice of ``game`` as the record of its pairing, when its pairing has a discrepancy.

    Raises:
        AdmiraltyError: STORE-LEDGER when there is nothing to choose (the game is not the tournament's,
            counts for no pairing, or is its pairing's only record), or when the ledger refuses the event.
    """
    if load(store, tournament) is not None:  # without a ledger, record refuses the event itself
        found, records = placed(store, tournament, game)
        if found is None:
            _nothing(f"Game {game} is not a game of {tournament}")
        if found.pair is None:
            _nothing(f"Game {game} counts for no pairing (attach it first: tournament attach)")
        if records < 2:
            pair = found.pair
            _nothing(f"Game {game} is the only record of round {pair.round}, {pair.first} - {pair.second}")
    return record(store, tournament, [DiscrepancyResolved(game, by, reason)], at)


def _nothing(why: str) -> NoReturn:
    raise violation(
        "STORE-LEDGER",
        f"{why}: there is no discrepancy to resolve. tournament choose picks one of a pairing's"
        " records whose turns differ.",
    )
