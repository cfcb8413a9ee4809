"""The arbiter's choice in a discrepancy (``tournament choose``): one of a pairing's different records.

A choice is made only where there is one to make: the game chosen must be a
record of a pairing that has two records or more whose turns differ
(specs/tournament.md, "Duplicates and discrepancies"). Two submissions of one
game are one record, so they leave nothing to choose.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NoReturn

from admiralty.referee.violation import violation
from admiralty.store.accounting import placed
from admiralty.store.ledger_events import DiscrepancyResolved, LedgerEvent
from admiralty.store.recorder import Recorder
from admiralty.store.tournament import Ledger


def refuse_nothing_to_choose(
    store: Recorder, tournament: str, state: Ledger | None, events: Sequence[LedgerEvent]
) -> None:
    """Refuse each choice among ``events`` (about to be appended to the tournament's ledger, ``state``)
    that has nothing to choose between; the ledger's own checks (:func:`store.tournament.record`) come after.

    Raises:
        AdmiraltyError: STORE-LEDGER when a chosen game is not the tournament's, counts for no
            pairing, or is its pairing's only record.
    """
    if state is None:  # without a ledger, record refuses the event itself
        return
    for event in events:
        if isinstance(event, DiscrepancyResolved):
            _refuse_without_discrepancy(store, tournament, state, event.game)


def _refuse_without_discrepancy(store: Recorder, tournament: str, state: Ledger, game: int) -> None:
    found, records = placed(store, tournament, state, game)
    if found is None:
        _nothing(f"Game {game} is not a game of {tournament}")
    if found.pair is None:
        _nothing(f"Game {game} counts for no pairing (attach it first: tournament attach)")
    if records < 2:
        pair = found.pair
        _nothing(f"Game {game} is the only record of round {pair.round}, {pair.first} - {pair.second}")


def _nothing(why: str) -> NoReturn:
    raise violation(
        "STORE-LEDGER",
        f"{why}: there is no discrepancy to resolve. tournament choose picks one of a pairing's"
        " records whose turns differ.",
    )
