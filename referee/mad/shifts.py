"""Permutations and rotations: the moves that shift ships through exile.

Exile is a place ships come back from (MAD-PERMUTE, MAD-ROTATE). These helpers
judge a shift and compute the squares it leaves; they never expel an enemy.
"""

from __future__ import annotations

from collections.abc import Container

from admiralty.referee.mad.board import Square
from admiralty.referee.mad.ships import FLEETS, PAIRS, POOLS, Ship, Side, complement, ships_of
from admiralty.referee.mad.turns import Permutation, Rotation, Shift
from admiralty.referee.violation import violation

Squares = tuple[Ship | None, ...]

Afloat = Container[Ship | None]
"""The ships on the board, to ask whether one is: the squares themselves, or
any collection of those ships (a dict of where they stand looks them up faster)."""


_ROTATIONS = frozenset(
    order[start:] + order[:start]
    for pool in POOLS
    for order in (pool, (pool[0], pool[2], pool[1]))
    for start in range(3)
)
"""The 4 rotations (MAD-ROTATE), each written from any of its three ships."""


def check_permutation(afloat: Afloat, side: Side, shift: Permutation, turn: int) -> None:
    """Judge a permutation (MAD-PERMUTE).

    Raises:
        AdmiraltyError: the two ships are not a complementary pair, or both are
            in exile.
    """
    first, second = shift.ships
    if shift.ships not in PAIRS:
        raise violation(
            "MAD-PERMUTE",
            f"{first} and {second} are not a complementary pair; {first} can only swap with {complement(first)}.",
            turn,
        )
    fleet = FLEETS[side]
    if fleet[first] not in afloat and fleet[second] not in afloat:
        raise violation(
            "MAD-PERMUTE",
            f"{first} and {second} are both in exile; one of them must be on the board.",
            turn,
        )


def check_rotation(afloat: Afloat, side: Side, shift: Rotation, turn: int) -> None:
    """Judge a rotation (MAD-ROTATE).

    Raises:
        AdmiraltyError: the three ships are not one pool, or fewer than two of
            them are on the board.
    """
    if shift.ships not in _ROTATIONS:
        raise violation(
            "MAD-ROTATE",
            f"{'>'.join(shift.ships)} is not a rotation: rotate the three frigates "
            "(112, 121, 211) or the three destroyers (122, 212, 221).",
            turn,
        )
    fleet = FLEETS[side]
    first, second, third = shift.ships
    if (fleet[first] in afloat) + (fleet[second] in afloat) + (fleet[third] in afloat) < 2:
        raise violation(
            "MAD-ROTATE",
            f"At least two of {', '.join(shift.ships)} must be on the board to rotate them.",
            turn,
        )


def check_shift(afloat: Afloat, side: Side, shift: Shift, turn: int) -> None:
    """Judge a permutation or a rotation, given the ships on the board."""
    if isinstance(shift, Permutation):
        check_permutation(afloat, side, shift, turn)
    else:
        check_rotation(afloat, side, shift, turn)


def shifted(squares: Squares, side: Side, codes: tuple[str, ...]) -> Squares:
    """The squares after the shift of the ships ``codes`` (a shift's ``ships``).

    Each ship takes the next one's place, and the last the first's: a rotation
    is the cycle in its order, a permutation the 2-cycle of its pair. Exile
    counts as a place.
    """
    ships = ships_of(side, codes)
    board = list(squares)
    for ship, place in zip(ships, next_places([squares.index(ship) if ship in squares else None for ship in ships])):
        if place is not None:
            board[place] = ship
    return tuple(board)


def next_places(places: list[Square | None]) -> list[Square | None]:
    """Where the ships of a shift go, given where they are (None: in exile).

    Each takes the place of the ship after it, and the last the first's.

    >>> next_places([3, None, 7])
    [None, 7, 3]
    """
    return places[1:] + places[:1]


def all_shifts() -> tuple[Shift, ...]:
    """The 4 permutations and 4 rotations of a side, in canonical order."""
    permutations = tuple(Permutation(pair) for pair in PAIRS)
    rotations = tuple(Rotation(order) for pool in POOLS for order in (pool, (pool[0], pool[2], pool[1])))
    return permutations + rotations
