"""Legal action generation: what the active fleet may do next.

Listed: every wind change the source allows; every repair; every sail, one per
distinct stop square and chest decision that :func:`sail_candidates` tries
(the default "bump as far as the movement goes", and sinking or running aground
on the first chest met after 0..n pushes), each with the default attack order;
where a sunk chest needs an island, one action per available island for the
first such chest (later ones take the first available island); and the end of
the turn when it is allowed. Every action listed is accepted by ``decide``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import attrs

from admiralty.referee.rigadoon.actions import Action, ChangeWind, EndTurn, Island, Repair, Sail
from admiralty.referee.rigadoon.lane import plain_course
from admiralty.referee.rigadoon.rules import decide_end, decide_repair, decide_wind
from admiralty.referee.rigadoon.sailing import sail_candidates
from admiralty.referee.rigadoon.scratch import scratch_sail
from admiralty.referee.rigadoon.state import Ship, State
from admiralty.referee.rigadoon.wind import Direction
from admiralty.referee.violation import AdmiraltyError

A = TypeVar("A", bound=Action)


def _allowed(judge: Callable[[State, A], object], state: State, action: A) -> bool:
    try:
        judge(state, action)
    except AdmiraltyError:
        return False
    return True


def legal_winds(state: State) -> tuple[ChangeWind, ...]:
    """The wind changes allowed now (RIG-WIND)."""
    return tuple(ChangeWind(d) for d in Direction if _allowed(decide_wind, state, ChangeWind(d)))


def _written(state: State, sail: Sail) -> tuple[Sail, bool] | None:
    """``sail`` with its choices as written, islands filled in, and whether one
    was filled in; None when the sail is illegal. A plain sail takes the fast lane, any other the
    scratch board (:mod:`referee.rigadoon.scratch`)."""
    if plain_course(state, sail) is not None:
        return sail, False
    judged = scratch_sail(state, sail, fill=True)
    if judged is None:
        return None
    choices = judged[2]
    return Sail(sail.ship, sail.origin, sail.stop, choices.written()), bool(choices.filled)


def legal_sails(state: State, ship: Ship) -> tuple[Sail, ...]:
    """The listed sails of ``ship`` (see the module docstring), each with written choices."""
    found: list[Sail] = []
    for candidate in sail_candidates(state, ship):
        written = _written(state, candidate)
        if written is None:
            continue
        found.append(written[0])
        if not written[1]:
            continue
        for island in state.board.islands:
            variant = candidate.choices + (Island(island),)
            other = _written(state, attrs.evolve(candidate, choices=variant))
            if other is not None:
                found.append(other[0])
    return tuple(dict.fromkeys(found))


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every listed legal action of the active fleet; empty when the game is over.

    >>> from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE
    >>> from admiralty.referee.rigadoon.state import Fleet, start
    >>> actions = legal_actions(start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N))
    >>> len([a for a in actions if isinstance(a, ChangeWind)]), EndTurn() in actions
    (7, False)
    """
    if state.outcome is not None:
        return ()
    actions: list[Action] = list(legal_winds(state))
    for ship in state.fleet_ships(state.fleet):
        if _allowed(decide_repair, state, Repair(ship.name)):
            actions.append(Repair(ship.name))
        if not ship.acted or ship.second_sail:
            actions.extend(legal_sails(state, ship))
    if _allowed(lambda s, _: decide_end(s), state, EndTurn()):
        actions.append(EndTurn())
    return tuple(actions)
