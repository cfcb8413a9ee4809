"""The events of a MAD game log: one per turn played, and the stop.

Events record what happened, already judged by :func:`referee.mad.rules.decide`;
:func:`referee.mad.reducer.apply` folds them without judging again. Every event
carries ``seq`` (its place in the log), and turn events carry the turn number
and the side that played it.
"""

from __future__ import annotations

import enum

import attrs

from admiralty.referee.mad.board import Square
from admiralty.referee.mad.ships import Side
from admiralty.referee.mad.turns import Shift


class Termination(enum.Enum):
    """Why a game stopped (the MGN Termination tag)."""

    CORVETTE = "corvette"
    TURNS = "turns"
    AGREEMENT = "agreement"
    UNFINISHED = "unfinished"


@attrs.frozen
class Moved:
    """A movement, with the enemy ship it expelled and its bonus shift, if any."""

    seq: int
    turn: int
    side: Side
    ship: str
    origin: Square
    target: Square
    expelled: str | None = None
    bonus: Shift | None = None


@attrs.frozen
class Permuted:
    """A permutation of a complementary pair (MAD-PERMUTE)."""

    seq: int
    turn: int
    side: Side
    ships: tuple[str, str]


@attrs.frozen
class Rotated:
    """A rotation of a pool, in the order given (MAD-ROTATE)."""

    seq: int
    turn: int
    side: Side
    ships: tuple[str, str, str]


@attrs.frozen
class Passed:
    """A pass in the positioning turn (MAD-POSITIONING)."""

    seq: int
    turn: int
    side: Side


@attrs.frozen
class Stopped:
    """The players agreed to stop after the last turn (MAD-TIEBREAK)."""

    seq: int
    reason: Termination = Termination.AGREEMENT


TurnEvent = Moved | Permuted | Rotated | Passed
Event = TurnEvent | Stopped
