"""The wind: its 8 directions, the wind card set and the deck (RIG-WIND, RIG-SAIL-REACH).

A direction is also a unit step on the board, so sailing, blasting and pushing
chests all walk the board with :class:`Direction` values. The wind card set is
data (``data/wind.json``): :func:`wind_table` builds it from a parsed JSON value
and validates it (RIG-WINDCARDS).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

import attrs

from admiralty.referee.violation import violation

_CLOCKWISE = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
"""The unit steps of the 8 directions, clockwise from north: :class:`Direction`'s values, in order."""


class Direction(enum.Enum):
    """The 8 directions, clockwise from north, as (file step, rank step)."""

    N = (0, 1)
    NE = (1, 1)
    E = (1, 0)
    SE = (1, -1)
    S = (0, -1)
    SW = (-1, -1)
    W = (-1, 0)
    NW = (-1, 1)

    def __init__(self, df: int, dr: int) -> None:
        self.df = df
        self.dr = dr
        self.index = _CLOCKWISE.index((df, dr))
        """0 for N, counting 45-degree steps clockwise (a plain attribute: boards index their step tables by it)."""

    @property
    def opposite(self) -> Direction:
        return _ORDER[(self.index + 4) % 8]

    def steps_from(self, wind: Direction) -> int:
        """k, the 45-degree steps between this sailing direction and the wind (0..4)."""
        return _STEPS[self.index][wind.index]


_ORDER: tuple[Direction, ...] = tuple(Direction)

_STEPS = tuple(tuple(min(abs(a - b), 8 - abs(a - b)) for b in range(8)) for a in range(8))
"""The 45-degree steps between two directions by their indexes (0..4): a look-up on the generator's hot path."""

ORTHOGONAL: tuple[Direction, ...] = (Direction.N, Direction.E, Direction.S, Direction.W)
"""The attack directions, in the breadth-first order of RIG-CHAIN."""

MAX_MASTS = 3


@attrs.frozen
class WindTable:
    """The wind card set: how far a ship may sail, by masts and k (RIG-SAIL-REACH).

    Args:
        reach: for 0, 1, 2 and 3 masts, the most squares for k = 0..4.
        cards: the deck's cards, one direction each.
    """

    reach: tuple[tuple[int, ...], ...]
    cards: tuple[Direction, ...]

    def most(self, masts: int, direction: Direction, wind: Direction) -> int:
        """The most squares a ship with ``masts`` may sail in ``direction`` (RIG-SAIL-REACH).

        >>> from admiralty.notation.rgn.data import WIND_TABLE
        >>> WIND_TABLE.most(3, Direction.S, Direction.N), WIND_TABLE.most(2, Direction.N, Direction.N)
        (1, 3)
        """
        return self.reach[masts][_STEPS[direction.index][wind.index]]

    def reaches(self, masts: int, wind: Direction) -> tuple[int, ...]:
        """:meth:`most` in every direction, by ``Direction.index``: one look-up per direction."""
        row = self.reach[masts]
        return tuple(row[k] for k in _STEPS[wind.index])


def _reach_row(data: Mapping[str, Any], masts: int) -> tuple[int, ...]:
    row = data.get(str(masts))
    if not isinstance(row, list) or len(row) != 5 or not all(isinstance(n, int) and n >= 0 for n in row):
        raise violation("RIG-WINDCARDS", f"The reach for {masts} masts must be 5 whole numbers, for k from 0 to 4.")
    return tuple(row)


def wind_table(data: Mapping[str, Any]) -> WindTable:
    """The wind card set described by a parsed ``wind.json`` value.

    Raises:
        AdmiraltyError: the data is not a valid wind card set (RIG-WINDCARDS).
    """
    reach = data.get("reach") if isinstance(data, Mapping) else None
    if not isinstance(reach, Mapping):
        raise violation("RIG-WINDCARDS", "The wind card set needs a 'reach' table by masts.")
    rows = (tuple(0 for _ in range(5)),) + tuple(_reach_row(reach, masts) for masts in (1, 2, 3))
    names = data.get("cards")
    if not isinstance(names, list) or not names:
        raise violation("RIG-WINDCARDS", "The wind card set needs a list of 'cards'.")
    unknown = [name for name in names if name not in Direction.__members__]
    if unknown or len(set(names)) != len(names):
        raise violation("RIG-WINDCARDS", f"The cards must be distinct directions, not {names}.")
    return WindTable(rows, tuple(Direction[name] for name in names))
