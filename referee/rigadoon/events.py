"""The events of a Rigadoon game log, fine-grained enough to replay a chain reaction.

Events record what :func:`referee.rigadoon.rules.decide` judged;
:func:`referee.rigadoon.reducer.apply` folds them without judging again. Every
event carries ``seq``, its place in the log (``referee.log``).
"""

from __future__ import annotations

import attrs

from admiralty.referee.rigadoon.board import Square
from admiralty.referee.rigadoon.state import Fleet, Reason
from admiralty.referee.rigadoon.wind import Direction


@attrs.frozen
class WindChanged:
    """The active fleet changed the wind; ``reshuffled`` when the deck was then reshuffled."""

    seq: int
    wind: Direction
    reshuffled: bool = False


@attrs.frozen
class Repaired:
    """``ship`` repaired and now has ``masts`` (RIG-REPAIR)."""

    seq: int
    ship: str
    masts: int


@attrs.frozen
class Sailed:
    """``ship`` sailed ``squares`` squares from ``origin`` to ``to`` (RIG-SAIL-*).

    ``to`` is a maelstrom's square when the sail went into one; :class:`Whirled`
    follows. ``second`` marks the Rigadoon's second sail.
    """

    seq: int
    ship: str
    origin: Square
    to: Square
    squares: int
    second: bool = False


@attrs.frozen
class Attacked:
    """``attacker`` attacked ``target`` (RIG-STRIKE)."""

    seq: int
    attacker: str
    target: str


@attrs.frozen
class Backfired:
    """The attack of ``attacker`` on ``target`` backfired (RIG-BACKFIRE)."""

    seq: int
    attacker: str
    target: str


@attrs.frozen
class MastLost:
    """``ship`` lost a mast and now has ``masts``."""

    seq: int
    ship: str
    masts: int


@attrs.frozen
class Blasted:
    """``ship`` was blasted ``squares`` squares from ``origin`` to ``to`` (RIG-BLAST)."""

    seq: int
    ship: str
    origin: Square
    to: Square
    squares: int


@attrs.frozen
class Whirled:
    """``ship`` entered the maelstrom on ``maelstrom`` and came out on ``exit`` (RIG-MAELSTROM)."""

    seq: int
    ship: str
    maelstrom: Square
    exit: Square


@attrs.frozen
class ChestBumped:
    """A chest was pushed from ``origin`` to ``to`` (RIG-CHEST)."""

    seq: int
    origin: Square
    to: Square


@attrs.frozen
class ChestWhirled:
    """A pushed chest entered the maelstrom on ``maelstrom`` and came out on ``exit``."""

    seq: int
    maelstrom: Square
    exit: Square


@attrs.frozen
class ChestSunk:
    """The chest on ``square`` was sunk and went to the island ``island`` (RIG-SINK)."""

    seq: int
    square: Square
    island: Square


@attrs.frozen
class RanAground:
    """``ship`` ran aground on the chest of its square (RIG-AGROUND)."""

    seq: int
    ship: str


@attrs.frozen
class Claimed:
    """``ship`` claimed the chests of its island: in port, 3 masts (RIG-CLAIM)."""

    seq: int
    ship: str


@attrs.frozen
class RigadoonMade:
    """``ship`` made a Rigadoon: 3 masts, and a second sail when ``extra_sail`` (RIG-RIGADOON)."""

    seq: int
    ship: str
    extra_sail: bool


@attrs.frozen
class TurnEnded:
    """The active fleet ended its turn (RIG-TURN-END)."""

    seq: int
    turn: int
    fleet: Fleet


@attrs.frozen
class GameEnded:
    """The game ended: ``winner`` won by ``reason`` (RIG-WIN, RIG-LOOP)."""

    seq: int
    winner: Fleet
    reason: Reason


Event = (
    WindChanged
    | Repaired
    | Sailed
    | Attacked
    | Backfired
    | MastLost
    | Blasted
    | Whirled
    | ChestBumped
    | ChestWhirled
    | ChestSunk
    | RanAground
    | Claimed
    | RigadoonMade
    | TurnEnded
    | GameEnded
)
