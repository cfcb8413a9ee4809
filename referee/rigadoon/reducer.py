"""The Rigadoon reducer: :func:`apply` is the only way a state changes.

It folds events that :func:`referee.rigadoon.rules.decide` already judged; it
does not judge again, it only refuses an event out of sequence (LOG-SEQUENCE).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

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
from admiralty.referee.rigadoon.state import Outcome, Ship, State
from admiralty.referee.rigadoon.wind import MAX_MASTS


def apply(state: State, event: Event) -> State:
    """The state after ``event``.

    Raises:
        AdmiraltyError: the event is not the next of the log (LOG-SEQUENCE).
    """
    check_next(state, event)
    return _APPLY[type(event)](event, state, state.events + 1)


def replay(state: State, events: Iterable[Event]) -> State:
    """Fold a log of events into ``state``."""
    return fold(state, events, apply)


# Each event's mutator takes the event, the state and the event count after it, and builds the
# new state directly (``attrs.evolve`` costs ten times as much; this is every maneuver's hot path).


def _ship(state: State, name: str) -> Ship:
    ship = state.ship(name)
    assert ship is not None, name
    return ship


def _wind_changed(event: WindChanged, state: State, events: int) -> State:
    deck = state.deck
    if deck is not None:
        deck = frozenset(state.table.cards) - {event.wind} if event.reshuffled else deck - {event.wind}
    return state.but(events, wind=event.wind, deck=deck, wind_changed=True, wind_last=True)


def _acted(state: State, ship: Ship, events: int) -> State:
    """``ship`` replacing its namesake after it acted: the wind change is no longer the last action."""
    return state.but(events, ships=state.ships_with(ship), wind_last=False)


def _repaired(event: Repaired, state: State, events: int) -> State:
    ship = _ship(state, event.ship)
    return _acted(state, Ship(ship.name, ship.square, event.masts, True, ship.grounded, ship.second_sail), events)


def _sailed(event: Sailed, state: State, events: int) -> State:
    ship = _ship(state, event.ship)
    return _acted(state, Ship(ship.name, event.to, ship.masts, True, ship.grounded, False), events)


def _blasted(event: Blasted, state: State, events: int) -> State:
    ship = _ship(state, event.ship)
    return state.with_ship(Ship(ship.name, event.to, ship.masts, ship.acted, ship.grounded, ship.second_sail), events)


def _whirled(event: Whirled, state: State, events: int) -> State:
    ship = _ship(state, event.ship)
    return state.with_ship(Ship(ship.name, event.exit, ship.masts, True, ship.grounded, ship.second_sail), events)


def _mast_lost(event: MastLost, state: State, events: int) -> State:
    ship = _ship(state, event.ship)
    return state.with_ship(
        Ship(ship.name, ship.square, event.masts, ship.acted, ship.grounded, ship.second_sail), events
    )


def _chest_bumped(event: ChestBumped, state: State, events: int) -> State:
    return state.with_chests(relocated(state.chests, event.origin, event.to), events)


def _chest_whirled(event: ChestWhirled, state: State, events: int) -> State:
    return state.with_chests(relocated(state.chests, event.maelstrom, event.exit), events)


def _chest_sunk(event: ChestSunk, state: State, events: int) -> State:
    return state.with_chests(relocated(state.chests, event.square, event.island), events)


def _ran_aground(event: RanAground, state: State, events: int) -> State:
    ship = _ship(state, event.ship)
    return state.with_ship(Ship(ship.name, ship.square, ship.masts, ship.acted, True, ship.second_sail), events)


def _claimed(event: Claimed, state: State, events: int) -> State:
    ship = _ship(state, event.ship)
    return state.with_ship(Ship(ship.name, ship.square, MAX_MASTS, ship.acted, ship.grounded, ship.second_sail), events)


def _rigadoon(event: RigadoonMade, state: State, events: int) -> State:
    ship = _ship(state, event.ship)
    return state.with_ship(Ship(ship.name, ship.square, MAX_MASTS, ship.acted, ship.grounded, event.extra_sail), events)


def _noted(event: Attacked | Backfired, state: State, events: int) -> State:
    """An attack or a backfire changes nothing by itself: its mast losses and blasts are events of their own."""
    return state.with_ships(state.ships, events)


def _turn_ended(event: TurnEnded, state: State, events: int) -> State:
    ships = tuple(
        Ship(ship.name, ship.square, ship.masts) if ship.acted or ship.grounded or ship.second_sail else ship
        for ship in state.ships
    )
    return state.but(
        events, ships=ships, fleet=event.fleet.other, turn=event.turn + 1, wind_changed=False, wind_last=False
    )


def _game_ended(event: GameEnded, state: State, events: int) -> State:
    return state.but(events, outcome=Outcome(event.winner, event.reason))


_APPLY: dict[type, Callable[[Any, State, int], State]] = {
    WindChanged: _wind_changed,
    Repaired: _repaired,
    Sailed: _sailed,
    Blasted: _blasted,
    Whirled: _whirled,
    MastLost: _mast_lost,
    ChestBumped: _chest_bumped,
    ChestWhirled: _chest_whirled,
    ChestSunk: _chest_sunk,
    RanAground: _ran_aground,
    Claimed: _claimed,
    RigadoonMade: _rigadoon,
    Attacked: _noted,
    Backfired: _noted,
    TurnEnded: _turn_ended,
    GameEnded: _game_ended,
}
"""The mutator of each event class (every class of :data:`Event`)."""
