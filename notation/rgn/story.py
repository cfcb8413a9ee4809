"""Rigadoon events told in words, for replays: the chain reaction step by step.

Each sentence names the ships and the squares, as a player tells the maneuver:
who attacks whom and from where, each blast from and to (across the edge when it
wraps), backfires, masts lost, chests pushed, sunk and where they wash up, claims.

>>> from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE
>>> from admiralty.referee.rigadoon import Fleet, start
>>> from admiralty.referee.rigadoon.events import Blasted
>>> from admiralty.referee.rigadoon.wind import Direction
>>> describe(Blasted(0, "G1", 40, 38, 2), start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N))
'G1 is blasted from e5 to c5 (2 squares)'
"""

from __future__ import annotations

from functools import singledispatch

from admiralty.referee.rigadoon import State
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
from admiralty.referee.rigadoon.reducer import apply


def _squares(count: int) -> str:
    return f"{count} square{'' if count == 1 else 's'}"


def _masts(count: int) -> str:
    return f"{count} mast{'' if count == 1 else 's'}"


def describe(event: Event, before: State) -> str:
    """One sentence (without a full stop) for ``event``, told in the position ``before`` it."""
    return _describe(event, before)


def tell(events: tuple[Event, ...], before: State) -> tuple[str, ...]:
    """The sentences of a chain of events, each told in the position just before it."""
    told = []
    for event in events:
        told.append(describe(event, before))
        before = apply(before, event)
    return tuple(told)


def _square(state: State, ship: str) -> str:
    """The name of the square ``ship`` stands on."""
    found = state.ship(ship)
    assert found is not None
    return state.board.name_of(found.square)


def _at(state: State, ship: str) -> str:
    """``B1 on f6``: a ship and its square."""
    return f"{ship} on {_square(state, ship)}"


@singledispatch
def _describe(event: Event, state: State) -> str:  # pragma: no cover - every event is registered
    raise TypeError(type(event).__name__)


@_describe.register
def _(event: WindChanged, state: State) -> str:
    return f"the wind changes to {event.wind.name}" + (" (the deck is reshuffled)" if event.reshuffled else "")


@_describe.register
def _(event: Repaired, state: State) -> str:
    return f"{_at(state, event.ship)} repairs: {_masts(event.masts)}"


@_describe.register
def _(event: Sailed, state: State) -> str:
    name = state.board.name_of
    second = " (its Rigadoon's second sail)" if event.second else ""
    return f"{event.ship} sails from {name(event.origin)} to {name(event.to)} ({_squares(event.squares)}){second}"


@_describe.register
def _(event: Attacked, state: State) -> str:
    return f"{_at(state, event.attacker)} attacks {_at(state, event.target)}"


@_describe.register
def _(event: Backfired, state: State) -> str:
    return f"{event.target} cannot move: the attack backfires and {event.target} fires back at {event.attacker}"


@_describe.register
def _(event: MastLost, state: State) -> str:
    return f"{event.ship} loses a mast: {_masts(event.masts)} left"


@_describe.register
def _(event: Blasted, state: State) -> str:
    name, board = state.board.name_of, state.board
    straight = board.course(event.origin, event.to)
    edge = "" if straight is not None and straight[1] == event.squares else ", across the edge"
    return f"{event.ship} is blasted from {name(event.origin)} to {name(event.to)} ({_squares(event.squares)}{edge})"


@_describe.register
def _(event: Whirled, state: State) -> str:
    name = state.board.name_of
    return f"{event.ship} enters the maelstrom on {name(event.maelstrom)} and comes out on {name(event.exit)}"


@_describe.register
def _(event: ChestBumped, state: State) -> str:
    name = state.board.name_of
    return f"the chest on {name(event.origin)} is pushed to {name(event.to)}"


@_describe.register
def _(event: ChestWhirled, state: State) -> str:
    name = state.board.name_of
    return f"the chest enters the maelstrom on {name(event.maelstrom)} and comes out on {name(event.exit)}"


@_describe.register
def _(event: ChestSunk, state: State) -> str:
    name = state.board.name_of
    return f"the chest on {name(event.square)} sinks and washes up on the island {name(event.island)}"


@_describe.register
def _(event: RanAground, state: State) -> str:
    return f"{event.ship} runs aground on the chest on {_square(state, event.ship)}"


@_describe.register
def _(event: Claimed, state: State) -> str:
    return f"{event.ship} claims the chests on the island {_square(state, event.ship)}: in port, 3 masts"


@_describe.register
def _(event: RigadoonMade, state: State) -> str:
    extra = " and may sail once more" if event.extra_sail else ""
    return f"Rigadoon! {event.ship} gets 3 masts{extra}"


@_describe.register
def _(event: TurnEnded, state: State) -> str:
    return f"{event.fleet.name.title()} ends turn {event.turn}"


@_describe.register
def _(event: GameEnded, state: State) -> str:
    return f"game over: {event.winner.name.title()} wins by {event.reason.value}"
