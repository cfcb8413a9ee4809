"""Legal-turn generation: every turn the side to move may play.

Generation and :func:`referee.mad.rules.decide` agree by construction: a turn
is listed here exactly when ``decide`` accepts it (a property the tests check).
"""

from __future__ import annotations

from collections.abc import Iterator

from admiralty.referee.mad.board import Square
from admiralty.referee.mad.movement import reachable
from admiralty.referee.mad.rules import moved
from admiralty.referee.mad.shifts import Squares, all_shifts, check_shift
from admiralty.referee.mad.ships import CORVETTE, Ship
from admiralty.referee.mad.state import State
from admiralty.referee.mad.turns import Movement, Pass, Shift, Turn
from admiralty.referee.violation import AdmiraltyError

SHIFTS = all_shifts()


def legal_shifts(squares: Squares, state: State) -> Iterator[Shift]:
    """The permutations and rotations the side to move may make on ``squares``."""
    for shift in SHIFTS:
        try:
            check_shift(squares, state.side, shift, state.turn)
        except AdmiraltyError:
            continue
        yield shift


def _movements(state: State, ship: Ship, origin: Square, turns: list[Turn]) -> None:
    """Add every legal movement of ``ship`` from ``origin`` to ``turns``, each
    landing before its bonus movements (MAD-MOVE-*, MAD-EXPEL, MAD-BONUS)."""
    board, squares, code = state.board, state.squares, ship.code
    bonus_rank = board.last_row(state.side)
    near = board.neighbours(origin)
    for target in reachable(board, squares, ship, origin):
        occupant = squares[target]
        if occupant is not None and (occupant.side is ship.side or ship.cannons < occupant.shields):
            continue
        movement = Movement(code, origin, target)
        turns.append(movement)
        if (
            board.rank_of(target) == bonus_rank
            and target in near
            and not (occupant is not None and occupant.code == CORVETTE)
        ):
            after = moved(squares, ship, movement)
            turns.extend(
                Movement(code, origin, target, shift) for shift in legal_shifts(after, state) if code in shift.ships
            )


def legal_turns(state: State) -> list[Turn]:
    """All legal turns of the side to move, movements first (by square), then shifts.

    >>> from admiralty.referee.mad.state import start
    >>> len(legal_turns(start()))
    15
    """
    if state.outcome is not None:
        return []
    turns: list[Turn] = []
    if state.positioning_turn:
        turns.append(Pass())
    else:
        for square, ship in enumerate(state.squares):
            if ship is not None and ship.side is state.side:
                _movements(state, ship, square, turns)
    turns.extend(legal_shifts(state.squares, state))
    return turns
