"""The organiser's withdrawal of pairings not played yet (``tournament unpair``, ``tournament pairings --replace``).

:func:`unpair` makes the :class:`PairingsWithdrawn` of one pairing or of a whole round, and
:func:`replaced` the events declaring rounds anew; :func:`refuse_recorded` refuses a
withdrawal that a stored record already rests on. What of the ledger rests on a pairing
(a decision, an attached record, a result sheet's result) is checked with every event
(:func:`referee.tournament.checks.check`), so that ``verify`` makes it again (specs/tournament.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from admiralty.referee.tournament.events import PairingsWithdrawn, RoundPaired, Seating
from admiralty.referee.tournament.ledger import Ledger, refuse
from admiralty.referee.tournament.matching import Line, TournamentGame


def unpair(
    state: Ledger, round: int, seat: tuple[str, str | None] | None, by: str = "", reason: str = ""
) -> PairingsWithdrawn:
    """The withdrawal of the pairing ``seat`` of ``round`` (None: every pairing of the round in force).

    >>> from admiralty.referee.tournament.ledger import fold
    >>> from admiralty.referee.tournament.events import Entry, TournamentCreated
    >>> unpair(fold([Entry(0, TournamentCreated("Open", ("mad",)), "t0")]), 3, None)
    Traceback (most recent call last):
    ...
    admiralty.referee.violation.AdmiraltyError: STORE-LEDGER: Round 3 has no pairing to withdraw.
    """
    if seat is not None:
        return PairingsWithdrawn(round, (Seating(*seat),), by, reason)
    pairings = tuple(Seating(pair.first, pair.second) for pair in state.pairs if pair.round == round)
    if not pairings:
        refuse(f"Round {round} has no pairing to withdraw.")
    return PairingsWithdrawn(round, pairings, by, reason)


def replaced(
    state: Ledger, rounds: Sequence[RoundPaired], by: str = "", reason: str = ""
) -> list[PairingsWithdrawn | RoundPaired]:
    """The events declaring ``rounds`` anew: each round's pairings in force withdrawn, then its new ones."""
    events: list[PairingsWithdrawn | RoundPaired] = []
    for paired in rounds:
        if any(pair.round == paired.round for pair in state.pairs):
            events.append(unpair(state, paired.round, None, by, reason))
        events.append(paired)
    return events


def refuse_recorded(events: Sequence[object], games: Sequence[TournamentGame[Line]], doing: str = "withdrawn") -> None:
    """Refuse withdrawing a pairing a stored record counts for (``games`` as matching placed them); ``doing``:
    what the message says is refused (``annulled``, for the annulment of the round's declaration).

    Raises:
        AdmiraltyError: STORE-LEDGER, naming the pairing and its games.
    """
    for event in events:
        if not isinstance(event, PairingsWithdrawn):
            continue
        for seat in event.pairings:
            recorded = [
                game.summary.id
                for game in games
                if game.pair is not None
                and (game.pair.round, game.pair.first, game.pair.second) == (event.round, seat.first, seat.second)
            ]
            if recorded:
                against = seat.second if seat.second is not None else "a bye"
                refuse(
                    f"Round {event.round}, {seat.first} - {against} cannot be {doing}: game"
                    f"{'s' if len(recorded) > 1 else ''} {', '.join(map(str, recorded))} of the store"
                    f" {'counts' if len(recorded) == 1 else 'count'} for it (exclude {'it' if len(recorded) == 1 else 'them'} first)."
                )
