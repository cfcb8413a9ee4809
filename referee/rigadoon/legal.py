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

from admiralty.referee.rigadoon.actions import Action, ChangeWind, Choice, EndTurn, Island, Repair, Sail
from admiralty.referee.rigadoon.lane import lands_alone, may_sail_plainly
from admiralty.referee.rigadoon.rules import decide_end, repair_refusal, wind_refusal
from admiralty.referee.rigadoon.sailing import sail_courses
from admiralty.referee.rigadoon.scratch import Trials
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
    return tuple(ChangeWind(d) for d in Direction if wind_refusal(state, d) is None)


def legal_sails(state: State, ship: Ship) -> tuple[Sail, ...]:
    """The listed sails of ``ship`` (see the module docstring), each with written choices."""
    return _sails(state, ship, Trials(state))


def _sails(state: State, ship: Ship, trials: Trials) -> tuple[Sail, ...]:
    """:func:`legal_sails`, trying on the scratch boards of ``trials`` (one position's) what is not
    a plain sail (:mod:`referee.rigadoon.lane`)."""
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
    trials = Trials(state)
    for ship in state.fleet_ships(state.fleet):
        if repair_refusal(ship) is None:  # a ship that may not act has acted: refused either way
            actions.append(Repair(ship.name))
        if not ship.acted or ship.second_sail:
            actions.extend(_sails(state, ship, trials))
    if _allowed(lambda s, _: decide_end(s), state, EndTurn()):
        actions.append(EndTurn())
    return tuple(actions)
