"""Rigadoon's fast paths: sails judged without the general path's immutable steps (specs/performance.md).

- :mod:`.lane`: a plain sail (one ``Sailed`` event) recognised from the position alone;
- :mod:`.scratch`: any other sail's maneuver on a scratch board changed in place;
- :mod:`.listing`: the legal sails of a position, plain ones known from the walk that finds them.

Each accepts exactly what the general path (:func:`referee.rigadoon.rules.sail_run`,
:func:`~referee.rigadoon.sailing.plan_sail`) accepts, with the very events, state and
choices, and declines the rest, which the general path then judges and words
(tests/rigadoon/test_rig_lane.py, test_rig_scratch.py, test_rig_legal.py). The rules
reach them only through :func:`accelerator`, which gives None when the switch
(:mod:`referee.fast`) runs the general path alone.
"""

from __future__ import annotations

from admiralty.referee import fast
from admiralty.referee.rigadoon.actions import Sail
from admiralty.referee.rigadoon.events import Event
from admiralty.referee.rigadoon.fast.lane import plain_course, plain_sail
from admiralty.referee.rigadoon.fast.listing import Listing
from admiralty.referee.rigadoon.fast.scratch import Judged, Trials
from admiralty.referee.rigadoon.sailing import sail_candidates
from admiralty.referee.rigadoon.state import Ship, State

__all__ = ["Accelerator", "Listing", "accelerator"]


class Accelerator:
    """Rigadoon's fast paths. It keeps nothing: what one position's sails share (its scratch
    boards, :class:`~.scratch.Trials`) is made for the call that tries them and dropped with it."""

    __slots__ = ()

    def play(self, state: State, sail: Sail) -> tuple[tuple[Event, ...], State] | None:
        """The events of ``sail`` and the state after them: the lane's for a plain sail, else the
        scratch board's; None when it is illegal or the game is over."""
        plain = plain_sail(state, sail)
        if plain is not None:
            return (plain[0],), plain[1]
        judged = Trials(state).judged(sail)
        return None if judged is None else (judged[0], judged[1])

    def judged(self, state: State, sail: Sail) -> Judged | None:
        """The events, the state after them and the used choices of ``sail``; None when it is illegal."""
        return Trials(state).judged(sail)

    def has_sail(self, state: State, ship: Ship) -> bool:
        """Whether ``plan_sail`` accepts a candidate of ``ship``, islands filled in (RIG-TURN-END):
        asked of the lane, then of the scratch board."""
        trials: Trials | None = None  # made at the first sail that is not plain: most ships have one
        for sail in sail_candidates(state, ship):
            if plain_course(state, sail) is not None:
                return True
            trials = trials or Trials(state)
            if trials.has_course(sail):
                return True
        return False

    def listing(self, state: State) -> Listing:
        """The legal sails of each ship in ``state`` (:meth:`.listing.Listing.sails`), tried on one set of scratch
        boards."""
        return Listing(state)


_ACCELERATOR = Accelerator()


def accelerator() -> Accelerator | None:
    """Rigadoon's fast paths; None when they are off (:mod:`referee.fast`)."""
    return _ACCELERATOR if fast.engaged else None
