"""Rigadoon events told in words, for replays: the chain reaction step by step.

>>> from admiralty.notation.rgn.data import DEFAULT_BOARD
>>> from admiralty.referee.rigadoon.events import Blasted
>>> describe(Blasted(0, "G1", 40, 38, 2), DEFAULT_BOARD)
'G1 is blasted from e5 to c5 (2 squares)'
"""

from __future__ import annotations

from collections.abc import Callable
from functools import singledispatch

from admiralty.referee.rigadoon import Board, Square
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

Namer = Callable[[Square], str]
"""How a square is named in a sentence (the board's :meth:`name_of`)."""


def _squares(count: int) -> str:
    return f"{count} square{'' if count == 1 else 's'}"


def _masts(count: int) -> str:
    return f"{count} mast{'' if count == 1 else 's'}"


def describe(event: Event, board: Board) -> str:
    """One sentence (without a full stop) for ``event``, squares named on ``board``."""
    return _describe(event, board.name_of)


@singledispatch
def _describe(event: Event, name: Namer) -> str:  # pragma: no cover - every event is registered
    return repr(event)


@_describe.register
def _(event: WindChanged, name: Namer) -> str:
    return f"the wind changes to {event.wind.name}" + (" (the deck is reshuffled)" if event.reshuffled else "")


@_describe.register
def _(event: Repaired, name: Namer) -> str:
    return f"{event.ship} repairs: {_masts(event.masts)}"


@_describe.register
def _(event: Sailed, name: Namer) -> str:
    second = " (its Rigadoon's second sail)" if event.second else ""
    return f"{event.ship} sails from {name(event.origin)} to {name(event.to)} ({_squares(event.squares)}){second}"


@_describe.register
def _(event: Attacked, name: Namer) -> str:
    return f"{event.attacker} attacks {event.target}"


@_describe.register
def _(event: Backfired, name: Namer) -> str:
    return f"the attack of {event.attacker} on {event.target} backfires: {event.target} fires back"


@_describe.register
def _(event: MastLost, name: Namer) -> str:
    return f"{event.ship} loses a mast: {_masts(event.masts)} left"


@_describe.register
def _(event: Blasted, name: Namer) -> str:
    return f"{event.ship} is blasted from {name(event.origin)} to {name(event.to)} ({_squares(event.squares)})"


@_describe.register
def _(event: Whirled, name: Namer) -> str:
    return f"{event.ship} enters the maelstrom on {name(event.maelstrom)} and comes out on {name(event.exit)}"


@_describe.register
def _(event: ChestBumped, name: Namer) -> str:
    return f"a chest is bumped from {name(event.origin)} to {name(event.to)}"


@_describe.register
def _(event: ChestWhirled, name: Namer) -> str:
    return f"a chest enters the maelstrom on {name(event.maelstrom)} and comes out on {name(event.exit)}"


@_describe.register
def _(event: ChestSunk, name: Namer) -> str:
    return f"the chest on {name(event.square)} sinks and washes up on the island {name(event.island)}"


@_describe.register
def _(event: RanAground, name: Namer) -> str:
    return f"{event.ship} runs aground on a chest"


@_describe.register
def _(event: Claimed, name: Namer) -> str:
    return f"{event.ship} claims the chests of its island: in port, 3 masts"


@_describe.register
def _(event: RigadoonMade, name: Namer) -> str:
    extra = " and may sail once more" if event.extra_sail else ""
    return f"Rigadoon! {event.ship} gets 3 masts{extra}"


@_describe.register
def _(event: TurnEnded, name: Namer) -> str:
    return f"{event.fleet.name.title()} ends turn {event.turn}"


@_describe.register
def _(event: GameEnded, name: Namer) -> str:
    return f"game over: {event.winner.name.title()} wins by {event.reason.value}"
