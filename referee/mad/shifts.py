"""Permutations and rotations: the moves that shift ships through exile.

Exile is a place ships come back from (MAD-PERMUTE, MAD-ROTATE). These helpers
judge a shift and compute the squares it leaves; they never expel an enemy.
"""

from __future__ import annotations

from referee.mad.board import Square
from referee.mad.ships import PAIRS, POOLS, SHIPS, Ship, Side, complement
from referee.mad.turns import Permutation, Rotation, Shift
from referee.violation import violation

Squares = tuple[Ship | None, ...]


def _place(squares: Squares, ship: Ship) -> Square | None:
    try:
        return squares.index(ship)
    except ValueError:
        return None


def check_permutation(squares: Squares, side: Side, shift: Permutation, turn: int) -> None:
    """Judge a permutation (MAD-PERMUTE).

    Raises:
        AdmiraltyError: the two ships are not a complementary pair, or both are
            in exile.
    """
    first, second = shift.ships
    if shift.ships not in PAIRS:
        raise violation(
            "MAD-PERMUTE",
            f"{first} and {second} are not a complementary pair; "
            f"{first} can only swap with {complement(first)}.",
            turn,
        )
    if _place(squares, SHIPS[side, first]) is None and _place(squares, SHIPS[side, second]) is None:
        raise violation(
            "MAD-PERMUTE",
            f"{first} and {second} are both in exile; one of them must be on the board.",
            turn,
        )


def check_rotation(squares: Squares, side: Side, shift: Rotation, turn: int) -> None:
    """Judge a rotation (MAD-ROTATE).

    Raises:
        AdmiraltyError: the three ships are not one pool, or fewer than two of
            them are on the board.
    """
    if tuple(sorted(shift.ships)) not in POOLS:
        raise violation(
            "MAD-ROTATE",
            f"{'>'.join(shift.ships)} is not a rotation: rotate the three frigates "
            "(112, 121, 211) or the three destroyers (122, 212, 221).",
            turn,
        )
    on_board = sum(_place(squares, SHIPS[side, code]) is not None for code in shift.ships)
    if on_board < 2:
        raise violation(
            "MAD-ROTATE",
            f"At least two of {', '.join(shift.ships)} must be on the board to rotate them.",
            turn,
        )


def check_shift(squares: Squares, side: Side, shift: Shift, turn: int) -> None:
    """Judge a permutation or a rotation."""
    if isinstance(shift, Permutation):
        check_permutation(squares, side, shift, turn)
    else:
        check_rotation(squares, side, shift, turn)


def shifted(squares: Squares, side: Side, shift: Shift) -> Squares:
    """The squares after a shift: each ship takes the next one's place.

    A permutation is the 2-cycle of its pair. In a cycle each ship moves to the
    place of the ship after it, and the last to the first's; exile counts as a
    place.
    """
    ships = [SHIPS[side, code] for code in shift.ships]
    places = [_place(squares, ship) for ship in ships]
    board = list(squares)
    for index, ship in enumerate(ships):
        target = places[(index + 1) % len(ships)]
        if target is not None:
            board[target] = ship
    return tuple(board)


def all_shifts() -> tuple[Shift, ...]:
    """The 4 permutations and 4 rotations of a side, in canonical order."""
    permutations = tuple(Permutation(pair) for pair in PAIRS)
    rotations = tuple(
        Rotation(order) for pool in POOLS for order in (pool, (pool[0], pool[2], pool[1]))
    )
    return permutations + rotations
