"""The MAD material: sides, ships, complementary pairs and rotation pools.

A ship is named by three digits, each 1 or 2: sails, cannons, shields.
"""

from __future__ import annotations

import enum
import functools
from itertools import product

import attrs


class Side(enum.Enum):
    """The two sides. Red plays the first turn (MAD-TURN)."""

    RED = "r"
    BLUE = "b"

    # Members are singletons: identity hashing is exact and avoids Enum's
    # Python-level __hash__ on every ship lookup.
    __hash__ = object.__hash__

    other: Side
    """The opponent; set on each member below, as the rules ask for it on every turn."""

    @property
    def title(self) -> str:
        return self.name.capitalize()


Side.RED.other, Side.BLUE.other = Side.BLUE, Side.RED

CODES: tuple[str, ...] = tuple("".join(digits) for digits in product("12", repeat=3))
"""The 8 ship codes of a side, from 111 to 222."""

CORVETTE = "111"
CRUISER = "222"
FRIGATES: tuple[str, str, str] = ("112", "121", "211")
DESTROYERS: tuple[str, str, str] = ("122", "212", "221")
POOLS: tuple[tuple[str, str, str], ...] = (FRIGATES, DESTROYERS)
"""The rotation pools (MAD-ROTATE)."""


def complement(code: str) -> str:
    """The code whose every stat sums to 3 with ``code``'s (MAD-PERMUTE).

    >>> complement("112")
    '221'
    """
    return "".join("2" if digit == "1" else "1" for digit in code)


PAIRS: tuple[tuple[str, str], ...] = tuple((code, complement(code)) for code in CODES if code < complement(code))
"""The 4 complementary pairs, each as (lower code, higher code)."""


def pool_of(code: str) -> tuple[str, ...] | None:
    """The rotation pool that holds ``code``, or None (corvette, cruiser)."""
    for pool in POOLS:
        if code in pool:
            return pool
    return None


_CODE_SET = frozenset(CODES)


def is_ship_code(text: str) -> bool:
    """True for three digits each 1 or 2 (MGN-SHIP).

    >>> is_ship_code("211"), is_ship_code("311")
    (True, False)
    """
    return text in _CODE_SET


@attrs.frozen(eq=False)
class Ship:
    """One ship of one side, such as Red's 211 (2 sails, 1 cannon, 1 shield).

    Ships are interned: there is one instance per ship, in :data:`SHIPS`, and
    equality is identity, which keeps scanning a board fast. Unpickling gives
    back the interned instance.

    >>> SHIPS[Side.RED, "211"] is ship_of(Side.RED, "211")
    True
    """

    side: Side
    code: str = attrs.field(validator=attrs.validators.in_(CODES))
    sails: int = attrs.field(init=False, repr=False)
    cannons: int = attrs.field(init=False, repr=False)
    shields: int = attrs.field(init=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # The three digits, read once: the rules ask for them on every turn.
        for name, digit in zip(("sails", "cannons", "shields"), self.code):
            object.__setattr__(self, name, int(digit))

    def __reduce__(self) -> tuple[object, tuple[Side, str]]:
        return (ship_of, (self.side, self.code))

    def __str__(self) -> str:
        return f"{self.side.value}{self.code}"


SHIPS: dict[tuple[Side, str], Ship] = {(side, code): Ship(side, code) for side in Side for code in CODES}
"""One shared instance per ship; look ships up here rather than building them."""


FLEETS: dict[Side, dict[str, Ship]] = {side: {code: SHIPS[side, code] for code in CODES} for side in Side}
"""The same ships by side, then by code."""


@functools.cache
def ships_of(side: Side, codes: tuple[str, ...]) -> tuple[Ship, ...]:
    """The interned ships ``codes`` of ``side``, such as a shift's (looked up once per shift)."""
    return tuple(SHIPS[side, code] for code in codes)


def ship_of(side: Side, code: str) -> Ship:
    """The interned ship ``code`` of ``side``."""
    return SHIPS[side, code]
