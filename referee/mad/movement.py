"""Movements: steps, paths, allies and expulsions (MAD-MOVE-*, MAD-EXPEL).

A ship moves 1 square orthogonally, or 1 or 2 if it has 2 sails. A 2-square
path needs a free middle square; an L-shaped path counts as free when either of
its two possible middle squares is free. Ending on an enemy ship expels it,
when the mover's cannons are at least its shields.
"""

from __future__ import annotations

from collections.abc import Sequence

from admiralty.referee.mad.board import Board, Square
from admiralty.referee.mad.ships import Ship
from admiralty.referee.violation import violation

Squares = Sequence[Ship | None]
"""The squares, only read here: a state's tuple or the scratch list of :class:`referee.mad.fast.lane.Lane`."""


def distance(board: Board, origin: Square, target: Square) -> int:
    """Orthogonal steps from ``origin`` to ``target``."""
    return abs(board.file_of(target) - board.file_of(origin)) + abs(board.rank_of(target) - board.rank_of(origin))


def _free(squares: Squares, middles: tuple[Square, ...]) -> bool:
    """True when one of a path's middle squares is free (MAD-MOVE-PATH)."""
    for middle in middles:  # noqa: SIM110  (a plain loop: any() over a generator costs a frame on this hot path)
        if squares[middle] is None:
            return True
    return False


def check_step(board: Board, squares: Squares, ship: Ship, origin: Square, target: Square, turn: int) -> None:
    """Judge the geometry of a movement (MAD-MOVE-STEP, MAD-MOVE-PATH).

    Raises:
        AdmiraltyError: a 0-square movement, a U-turn, a diagonal step, too far
            for the ship's sails, or a 2-square path with no free middle square.
    """
    middles = board.paths[origin].get(target)
    if middles == () or (middles and ship.sails == 2 and _free(squares, middles)):
        return
    name = board.name_of
    steps = distance(board, origin, target)
    if steps == 0:
        rule = "MAD-MOVE-PATH" if ship.sails == 2 else "MAD-MOVE-STEP"
        reason = "a U-turn back to" if ship.sails == 2 else "a movement of 0 squares on"
        raise violation(rule, f"{ship.code} makes {reason} {name(origin)}, which is not allowed.", turn)
    if steps > ship.sails or (steps == 2 and ship.sails == 1):
        raise violation(
            "MAD-MOVE-STEP",
            f"{ship.code} has {ship.sails} sail{'s' if ship.sails > 1 else ''} and cannot reach "
            f"{name(target)} from {name(origin)}: it moves 1 square"
            f"{' or 2' if ship.sails == 2 else ''}, never diagonally.",
            turn,
        )
    if steps == 2 and middles is not None:
        raise violation(
            "MAD-MOVE-PATH",
            f"{ship.code} cannot go from {name(origin)} to {name(target)}: no free square to pass through.",
            turn,
        )


def check_landing(board: Board, squares: Squares, ship: Ship, target: Square, turn: int) -> Ship | None:
    """Judge the arrival square and return the enemy ship expelled, if any.

    Raises:
        AdmiraltyError: an allied ship stands there (MAD-MOVE-ALLY), or an
            enemy whose shields outnumber the mover's cannons (MAD-EXPEL).
    """
    occupant = squares[target]
    if occupant is None:
        return None
    if occupant.side is ship.side:
        where = board.name_of(target)
        raise violation("MAD-MOVE-ALLY", f"{ship.code} cannot end on {where}: allied {occupant.code} is there.", turn)
    if ship.cannons < occupant.shields:
        where = board.name_of(target)
        raise violation(
            "MAD-EXPEL",
            f"{ship.code} has {ship.cannons} cannon and cannot expel {occupant.code} "
            f"on {where}, which has {occupant.shields} shields.",
            turn,
        )
    return occupant


def reachable(board: Board, squares: Squares, ship: Ship, origin: Square) -> tuple[Square, ...]:
    """Every square ``ship`` can end a movement on, before the landing check."""
    found = list(board.neighbours(origin))
    if ship.sails == 2:
        for middle in board.neighbours(origin):
            if squares[middle] is None:
                found.extend(sq for sq in board.neighbours(middle) if sq != origin and sq not in found)
    return tuple(found)
