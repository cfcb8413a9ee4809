"""Rigadoon's fast paths: sails judged without the general path's immutable steps (specs/performance.md).

- :mod:`.lane`: a plain sail (one ``Sailed`` event) recognised from the position alone;
- :mod:`.scratch`: any other sail's maneuver on a scratch board changed in place;
- :mod:`.listing`: the legal sails of a position, plain ones known from the walk that finds them.

Each accepts exactly what the general path (:func:`referee.rigadoon.rules.sail_run`,
:func:`~referee.rigadoon.sailing.plan_sail`) accepts, with the very events, state and
choices, and declines the rest, which the general path then judges and words
(tests/rigadoon/test_rig_lane.py, test_rig_scratch.py, test_rig_legal.py). The rules
reach them only through :func:`accelerated`, which gives None when the switch
(:mod:`referee.fast`) runs the general path alone.
"""

from __future__ import annotations

from admiralty.referee import fast
from admiralty.referee.rigadoon.actions import Sail
from admiralty.referee.rigadoon.events import Event
from admiralty.referee.rigadoon.fast.lane import plain_course, plain_sail
from admiralty.referee.rigadoon.fast.listing import listed_sails
from admiralty.referee.rigadoon.fast.scratch import Judged, Trials
from admiralty.referee.rigadoon.state import Ship, State

__all__ = ["Accelerated", "accelerated"]


class Accelerated:
    """The fast paths in one position: its scratch boards (:class:`~.scratch.Trials`) are set up at
    the first sail that is not plain, and serve every sail tried there."""

    __slots__ = ("_trials", "state")

    def __init__(self, state: State) -> None:
        self.state = state
        self._trials: Trials | None = None

    @property
    def trials(self) -> Trials:
        if self._trials is None:
            self._trials = Trials(self.state)
        return self._trials

    def play(self, sail: Sail) -> tuple[tuple[Event, ...], State] | None:
        """The events of ``sail`` and the state after them; None when it is illegal or the game is over."""
        plain = plain_sail(self.state, sail)
        if plain is not None:
            return (plain[0],), plain[1]
        judged = self.trials.judged(sail)
        return None if judged is None else (judged[0], judged[1])

    def judged(self, sail: Sail) -> Judged | None:
        """The events, the state after them and the used choices of ``sail``; None when it is illegal."""
        return self.trials.judged(sail)

    def has_course(self, sail: Sail) -> bool:
        """Whether ``plan_sail`` accepts ``sail``, islands filled in (RIG-TURN-END)."""
        return plain_course(self.state, sail) is not None or self.trials.has_course(sail)

    def sails(self, ship: Ship) -> tuple[Sail, ...]:
        """The listed sails of ``ship`` (:func:`referee.rigadoon.legal.legal_sails`)."""
        return listed_sails(self.state, ship, self.trials)


def accelerated(state: State) -> Accelerated | None:
    """The fast paths in ``state``; None when they are off (:mod:`referee.fast`)."""
    return Accelerated(state) if fast.engaged else None
