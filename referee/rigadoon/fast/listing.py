"""The legal sails listed fast: plain sails known from the walk that finds them, the rest tried on scratch boards.

:func:`referee.rigadoon.legal.legal_sails` lists, for each candidate
(:func:`referee.rigadoon.sailing.sail_candidates`), what ``sail_run`` accepts with
its choices written. Here a candidate whose course is open
(:func:`referee.rigadoon.sailing.sail_courses`) and that lands next to no ship
(:func:`.lane.lands_alone`) is plain, listed as it is; any other is tried on the
position's scratch boards (:meth:`.scratch.Trials.choices`), which make no events
and no state after. The listing is the general path's, action for action and in
order (tests/rigadoon/test_rig_legal.py).
"""

from __future__ import annotations

from admiralty.referee.rigadoon.actions import Choice, Island, Sail
from admiralty.referee.rigadoon.fast.lane import lands_alone, may_sail_plainly
from admiralty.referee.rigadoon.fast.scratch import Trials
from admiralty.referee.rigadoon.sailing import sail_courses
from admiralty.referee.rigadoon.state import Ship, State


class Listing(Trials):
    """The scratch boards of one position (:class:`~.scratch.Trials`), listing the legal sails of its ships."""

    __slots__ = ()

    def sails(self, ship: Ship) -> tuple[Sail, ...]:
        """The listed sails of ``ship`` (:func:`referee.rigadoon.legal.legal_sails`)."""
        return listed_sails(self.state, ship, self)


def listed_sails(state: State, ship: Ship, trials: Trials) -> tuple[Sail, ...]:
    """The listed sails of ``ship`` (:func:`referee.rigadoon.legal.legal_sails`), trying on the scratch boards of
    ``trials`` (one position's) what is not a plain sail."""
    board, found, repeats = state.board, [], False
    plain = may_sail_plainly(state, ship)
    taken = [other.square for other in state.ships]
    for candidate, open_ in sail_courses(state, ship):
        if open_ and plain and lands_alone(board, taken, candidate.origin, candidate.stop):
            found.append(candidate)
            continue
        choices = trials.choices(candidate)
        if choices is None:
            continue
        repeats = repeats or candidate.stop in board.exit_squares  # reached straight and by a maelstrom?
        if not choices.filled:
            found.append(candidate)  # its choices as written
            continue
        repeats = True  # the first available island, filled in, then named
        found.append(_with(candidate, choices.written()))
        for island in board.islands:
            variant = _with(candidate, candidate.choices + (Island(island),))
            filled = trials.choices(variant)
            if filled is not None:
                found.append(_with(variant, filled.written()))
    return tuple(dict.fromkeys(found)) if repeats else tuple(found)


def _with(sail: Sail, choices: tuple[Choice, ...]) -> Sail:
    """``sail`` with ``choices`` written instead of its own."""
    return Sail(sail.ship, sail.origin, sail.stop, choices)
