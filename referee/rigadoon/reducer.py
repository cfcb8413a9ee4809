"""The Rigadoon reducer: :func:`apply` is the only way a state changes.

It folds events that :func:`referee.rigadoon.rules.decide` already judged; it
does not judge again, it only refuses an event out of sequence (LOG-SEQUENCE).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import singledispatch
from typing import Any

import attrs

from admiralty.referee.log import check_next
from admiralty.referee.log import replay as fold
from admiralty.referee.rigadoon.chests import relocated
from admiralty.referee.rigadoon.events import (
    Attacked,
    Backfired,
    Blasted,
    ChestBumped,
    ChestSunk,
    ChestWhirled,
    Claimed,
    Event,
    GameEnded,
    MastLost,
    RanAground,
    Repaired,
    RigadoonMade,
    Sailed,
    TurnEnded,
    Whirled,
    WindChanged,
)
from admiralty.referee.rigadoon.state import Outcome, State
from admiralty.referee.rigadoon.wind import MAX_MASTS


def apply(state: State, event: Event) -> State:
    """The state after ``event``.

    Raises:
        AdmiraltyError: the event is not the next of the log (LOG-SEQUENCE).
    """
    check_next(state, event)
    after = _apply(event, state)
    return attrs.evolve(after, events=state.events + 1)


def replay(state: State, events: Iterable[Event]) -> State:
    """Fold a log of events into ``state``."""
    return fold(state, events, apply)


def _change(state: State, name: str, **changes: Any) -> State:
    ship = state.ship(name)
    assert ship is not None, name
    return state.with_ship(attrs.evolve(ship, **changes))


@singledispatch
def _apply(event: Event, state: State) -> State:  # pragma: no cover - every event is registered
    raise TypeError(f"not a Rigadoon event: {event!r}")


@_apply.register
def _wind_changed(event: WindChanged, state: State) -> State:
    deck = state.deck
    if deck is not None:
        deck = frozenset(state.table.cards) - {event.wind} if event.reshuffled else deck - {event.wind}
    return attrs.evolve(state, wind=event.wind, deck=deck, wind_changed=True, wind_last=True)


@_apply.register
def _repaired(event: Repaired, state: State) -> State:
    return attrs.evolve(_change(state, event.ship, masts=event.masts, acted=True), wind_last=False)


@_apply.register
def _sailed(event: Sailed, state: State) -> State:
    moved = _change(state, event.ship, square=event.to, acted=True, second_sail=False)
    return attrs.evolve(moved, wind_last=False)


@_apply.register
def _blasted(event: Blasted, state: State) -> State:
    return _change(state, event.ship, square=event.to)


@_apply.register
def _whirled(event: Whirled, state: State) -> State:
    return _change(state, event.ship, square=event.exit, acted=True)


@_apply.register
def _mast_lost(event: MastLost, state: State) -> State:
    return _change(state, event.ship, masts=event.masts)


@_apply.register
def _chest_bumped(event: ChestBumped, state: State) -> State:
    return attrs.evolve(state, chests=relocated(state.chests, event.origin, event.to))


@_apply.register
def _chest_whirled(event: ChestWhirled, state: State) -> State:
    return attrs.evolve(state, chests=relocated(state.chests, event.maelstrom, event.exit))


@_apply.register
def _chest_sunk(event: ChestSunk, state: State) -> State:
    return attrs.evolve(state, chests=relocated(state.chests, event.square, event.island))


@_apply.register
def _ran_aground(event: RanAground, state: State) -> State:
    return _change(state, event.ship, grounded=True)


@_apply.register
def _claimed(event: Claimed, state: State) -> State:
    return _change(state, event.ship, masts=MAX_MASTS)


@_apply.register
def _rigadoon(event: RigadoonMade, state: State) -> State:
    return _change(state, event.ship, masts=MAX_MASTS, second_sail=event.extra_sail)


@_apply.register(Attacked)
@_apply.register(Backfired)
def _noted(event: Attacked | Backfired, state: State) -> State:
    return state


@_apply.register
def _turn_ended(event: TurnEnded, state: State) -> State:
    ships = tuple(attrs.evolve(ship, acted=False, grounded=False, second_sail=False) for ship in state.ships)
    return attrs.evolve(
        state,
        ships=ships,
        fleet=event.fleet.other,
        turn=event.turn + 1,
        wind_changed=False,
        wind_last=False,
    )


@_apply.register
def _game_ended(event: GameEnded, state: State) -> State:
    return attrs.evolve(state, outcome=Outcome(event.winner, event.reason))
