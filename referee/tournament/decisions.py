"""The arbiter's decisions of a tournament's ledger, in words, for ``tournament show`` and the report."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

import attrs

from admiralty.referee.tournament.events import (
    DECISIONS,
    CorrectionAccepted,
    DecisionAnnulled,
    DiscrepancyResolved,
    GameExcluded,
    PairingForbidden,
    PlayerWithdrawn,
    RecordAttached,
    ResultDecided,
)
from admiralty.referee.tournament.ledger import Ledger


@attrs.frozen
class Decision:
    """One arbiter's event of the ledger, for the report: what, who, why, and whether it was annulled."""

    seq: int
    type: str
    text: str
    by: str
    reason: str
    at: str
    annulled_by: int | None = None


def decisions(state: Ledger | None, names: Mapping[str, str] | None = None) -> Iterator[Decision]:
    """The ledger's arbiter's events in order, each in words (:func:`describe`): players by id, or by their
    ``names`` (id: name) where given, as a page people read names them."""
    if state is None:
        return
    annulled = state.annulled()
    for entry in state.entries:
        event = entry.event
        if not isinstance(event, DECISIONS):
            continue
        undone = annulled.get(entry.seq)
        yield Decision(
            entry.seq,
            type(event).__name__,
            describe(event, names),
            event.by,
            event.reason,
            entry.at,
            None if undone is None else undone.seq,
        )


def describe(
    event: RecordAttached
    | DiscrepancyResolved
    | ResultDecided
    | DecisionAnnulled
    | GameExcluded
    | CorrectionAccepted
    | PlayerWithdrawn
    | PairingForbidden,
    names: Mapping[str, str] | None = None,
) -> str:
    """An arbiter's event in words, its players by id or, for a page people read, by their ``names`` (id: name)
    and a decided result's outcome in words (:func:`in_words`).

    >>> describe(PlayerWithdrawn("gr", 3, "M. T.", "ill"), {"gr": "Gaël Riou"})
    'Gaël Riou withdrawn from round 3'
    """
    called = names or {}

    def name(player: str) -> str:
        return called.get(player, player)

    if isinstance(event, PairingForbidden):
        return f"{name(event.first)} and {name(event.second)} are not paired against each other"
    if isinstance(event, PlayerWithdrawn):
        return f"{name(event.player)} withdrawn from round {event.round}"
    if isinstance(event, RecordAttached):
        return f"game {event.game} attached to round {event.round}, {_pairing(name, event.first, event.second)}"
    if isinstance(event, DiscrepancyResolved):
        return f"game {event.game} chosen as the record of its pairing"
    if isinstance(event, ResultDecided):
        told = (
            event.outcome
            if names is None
            else in_words(event.outcome, name(event.first), event.second and name(event.second))
        )
        return f"round {event.round}, {_pairing(name, event.first, event.second)}: {told}{_points(event)}"
    if isinstance(event, DecisionAnnulled):
        return f"event {event.decision} annulled"
    if isinstance(event, CorrectionAccepted):
        return f"game {event.game} counts as corrected"
    return f"game {event.game} excluded"


_WORDS = {
    "": "{} wins",
    "/tb": "{} wins by tie-break (a semi-victory)",
    "/forfeit": "{} wins by forfeit",
}
"""How a pairing ended in words, by the outcome's ending, for its winner."""


def in_words(outcome: str, first: str, second: str | None) -> str:
    """An outcome (:data:`referee.tournament.outcome_names.OUTCOMES`) as a sentence naming its winner.

    >>> in_words("second/forfeit", "Pierre", "Jeanne"), in_words("double-forfeit", "Pierre", "Jeanne")
    ('Jeanne wins by forfeit', 'both lose by forfeit')
    >>> in_words("bye", "Pierre", None)
    'Pierre has a bye'
    """
    if outcome == "double-forfeit":
        return "both lose by forfeit"
    if outcome == "bye":
        return f"{first} has a bye"
    seat, _, how = outcome.partition("/")
    winner = first if seat == "first" else second or first
    return _WORDS["/" + how if how else ""].format(winner)


def _points(event: ResultDecided) -> str:
    """The points a decision gives, each seat named, so that a penalty reads as one: ``(points: first 3,
    second -2)``; a bye's one seat: ``(points: 1)``; none given: nothing.

    >>> _points(ResultDecided(2, "am", "gr", "first/forfeit", "M. T.", "absent", (3, -2)))
    ' (points: first 3, second -2)'
    >>> _points(ResultDecided(2, "am", None, "bye", "M. T.", "late entry", (1, 0)))
    ' (points: 1)'
    """
    if event.points is None:
        return ""
    first, second = event.points
    if event.second is None or event.outcome == "bye":
        return f" (points: {first:g})"
    return f" (points: first {first:g}, second {second:g})"


def _pairing(name: Callable[[str], str], first: str, second: str | None) -> str:
    return f"{name(first)} - {name(second)}" if second is not None else f"{name(first)} (bye)"
