"""The organiser's likely slips in declaring pairings: warned, or refused with ``--strict`` (issue 27).

:func:`slips` reads the rounds a command declares against the ledger before them: a pairing
of two players who already met, a second bye for one player, a round paired while a round
between it and the first round declared has no pairing. None breaks the ledger (a double round robin repeats pairings, a
small event gives two byes), so each is a warning on standard error unless the organiser
asks for ``--strict`` (specs/tournament.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from admiralty.referee.tournament.events import Entry, LedgerEvent, RoundPaired
from admiralty.referee.tournament.ledger import Ledger, after
from admiralty.referee.wording import spans


def slips(state: Ledger, events: Iterable[LedgerEvent]) -> list[str]:
    """What looks like a slip in the ``events`` about to be appended to the ledger ``state``, in words.

    >>> from admiralty.referee.tournament.events import PlayerRegistered, Seating, TournamentCreated
    >>> state = None
    >>> for seq, event in enumerate([TournamentCreated("Open", ("mad",)), PlayerRegistered("am", "A"),
    ...         PlayerRegistered("gr", "G"), RoundPaired(1, (Seating("am", "gr"),))]):
    ...     state = after(state, Entry(seq, event, "t"))
    >>> slips(state, [RoundPaired(3, (Seating("gr", "am"),))])
    ['Round 3 is paired while round 2 has no pairing.', 'gr and am already met in round 1.']
    """
    found: list[str] = []
    for event in events:
        if isinstance(event, RoundPaired):
            found += _slips(state, event)
        state = after(state, Entry(len(state.entries), event, ""))
    return found


def _slips(state: Ledger, event: RoundPaired) -> Iterator[str]:
    first = min(state.rounds, default=event.round)  # the first round declared may be any: a ledger begun midway
    missing = [number for number in range(first + 1, event.round) if number not in state.rounds]
    if missing:
        rounds = f"round {missing[0]}" if len(missing) == 1 else f"rounds {spans(missing)}"
        yield f"Round {event.round} is paired while {rounds} {'has' if len(missing) == 1 else 'have'} no pairing."
    for seat in event.pairings:
        if seat.second is None:
            byes = [pair.round for pair in state.pairs if pair.first == seat.first and pair.second is None]
            if byes:
                yield f"{seat.first} already had a bye in round {byes[0]}: this is a second bye."
            continue
        met = [pair.round for pair in state.pairs if {pair.first, pair.second} == {seat.first, seat.second}]
        if met:
            yield f"{seat.first} and {seat.second} already met in round {met[0]}."
