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
from admiralty.referee.rigadoon.fast import accelerator
from admiralty.referee.rigadoon.rules import decide_end, repair_refusal, sail_run, wind_refusal
from admiralty.referee.rigadoon.sailing import sail_candidates
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
    """The listed sails of ``ship`` (see the module docstring), each with written choices: by the fast
    paths while they are on (:mod:`referee.rigadoon.fast`), else by :func:`sail_run` alone."""
    fast = accelerator()
    return _sails(state, ship) if fast is None else fast.listing(state).sails(ship)


def _sails(state: State, ship: Ship) -> tuple[Sail, ...]:
    """:func:`legal_sails` by :func:`sail_run` alone."""
    return tuple(
        dict.fromkeys(sail for candidate in sail_candidates(state, ship) for sail in _listed(state, candidate))
    )


def _listed(state: State, candidate: Sail) -> list[Sail]:
    """The sails listed for one candidate: its choices as :func:`sail_run` used them, written;
    where it filled in an island, then one for each island, named (none when it is illegal)."""
    try:
        choices = sail_run(state, candidate, fill=True).choices
    except AdmiraltyError:
        return []
    found = [_with(candidate, choices.written())]
    if choices.filled:
        for island in state.board.islands:
            found.extend(_listed(state, _with(candidate, candidate.choices + (Island(island),)))[:1])
    return found


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
    fast = accelerator()
    listing = None if fast is None else fast.listing(state)
    for ship in state.fleet_ships(state.fleet):
        if repair_refusal(ship) is None:  # a ship that may not act has acted: refused either way
            actions.append(Repair(ship.name))
        if not ship.acted or ship.second_sail:
            actions.extend(_sails(state, ship) if listing is None else listing.sails(ship))
    if _allowed(lambda s, _: decide_end(s), state, EndTurn()):
        actions.append(EndTurn())
    return tuple(actions)
