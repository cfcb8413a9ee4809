"""Judging a turn: :func:`decide` turns a proposed turn into events or a violation.

This is where every MAD rule is checked, in the order the verdict conventions
of MAD.md give; :mod:`referee.mad.reducer` only folds what was decided.
"""

from __future__ import annotations

from admiralty.referee.mad.board import Board, Square
from admiralty.referee.mad.events import Moved, Passed, Permuted, Rotated, Stopped, TurnEvent
from admiralty.referee.mad.movement import check_landing, check_step, distance
from admiralty.referee.mad.shifts import check_shift
from admiralty.referee.mad.ships import CORVETTE, SHIPS, Ship, Side, is_ship_code
from admiralty.referee.mad.state import State
from admiralty.referee.mad.turns import Movement, Pass, Permutation, Shift, Turn
from admiralty.referee.violation import violation


def origin_of(state: State, code: str) -> Square:
    """The square of the side to move's ship ``code``.

    Raises:
        AdmiraltyError: the ship is in exile, so it cannot move (MAD-MOVE-STEP).
    """
    square = state.where(SHIPS[state.side, code])
    if square is None:
        raise violation("MAD-MOVE-STEP", f"{code} is in exile and cannot move.", state.turn)
    return square


def check_running(state: State) -> None:
    """Refuse any turn after the end (MGN-AFTER-END)."""
    if state.outcome is not None:
        raise violation(
            "MGN-AFTER-END",
            f"The game is over ({state.result}, by {state.termination.value}); no turn may follow.",
            state.turn,
        )


def check_bonus(
    board: Board, side: Side, ship: Ship, origin: Square, target: Square, expelled: Ship | None, bonus: Shift, turn: int
) -> None:
    """Judge whether a movement earns its bonus shift (MAD-BONUS).

    ``ship`` went from ``origin`` to ``target``, expelling ``expelled``; the
    shift itself is judged after it by :func:`referee.mad.shifts.check_shift`.
    """
    if distance(board, origin, target) != 1 or board.rank_of(target) != board.last_row(side):
        raise violation(
            "MAD-BONUS",
            f"A bonus move needs a movement of exactly 1 square onto the last row; "
            f"{ship.code} went {board.name_of(origin)}-{board.name_of(target)}.",
            turn,
        )
    if expelled is not None and expelled.code == CORVETTE:
        raise violation("MAD-BONUS", "The enemy corvette is expelled: the game is over, no bonus move.", turn)
    if ship.code not in bonus.ships:
        raise violation(
            "MAD-BONUS",
            f"The bonus move must involve {ship.code}, the ship that just arrived on the last row.",
            turn,
        )


def _check_names(state: State, movement: Movement) -> None:
    """Refuse a movement naming no ship (MGN-SHIP) or a square off the board (MGN-SQUARE)."""
    if not is_ship_code(movement.ship):
        raise violation("MGN-SHIP", f"{movement.ship!r} is not a ship: 3 digits, each 1 or 2.", state.turn)
    for square in (movement.origin, movement.target):
        if not 0 <= square < state.board.size:
            raise violation("MGN-SQUARE", f"Square number {square} is off the {state.board.name} board.", state.turn)


def _decide_movement(state: State, movement: Movement) -> Moved:
    turn = state.turn
    _check_names(state, movement)
    if state.positioning_turn:
        raise violation("MAD-POSITIONING", "No movement in a positioning turn: pass, permute or rotate.", turn)
    ship = SHIPS[state.side, movement.ship]
    if origin_of(state, movement.ship) != movement.origin:
        raise violation(
            "MGN-FROM",
            f"{movement.ship} is not on {state.board.name_of(movement.origin)}.",
            turn,
        )
    check_step(state.board, state.squares, ship, movement.origin, movement.target, turn)
    expelled = check_landing(state.board, state.squares, ship, movement.target, turn)
    if movement.bonus is not None:
        check_bonus(state.board, state.side, ship, movement.origin, movement.target, expelled, movement.bonus, turn)
        check_shift(moved(state.squares, ship, movement), state.side, movement.bonus, turn)
    return Moved(
        state.events,
        turn,
        state.side,
        movement.ship,
        movement.origin,
        movement.target,
        None if expelled is None else expelled.code,
        movement.bonus,
    )


def moved(squares: tuple[Ship | None, ...], ship: Ship, movement: Movement) -> tuple[Ship | None, ...]:
    """The squares after a movement, before any bonus shift."""
    board = list(squares)
    board[movement.origin] = None
    board[movement.target] = ship
    return tuple(board)


def _decide_shift(state: State, shift: Shift) -> Permuted | Rotated:
    check_shift(state.squares, state.side, shift, state.turn)
    if isinstance(shift, Permutation):
        return Permuted(state.events, state.turn, state.side, shift.ships)
    return Rotated(state.events, state.turn, state.side, shift.ships)


def decide(state: State, turn: Turn) -> tuple[TurnEvent]:
    """The events of playing ``turn`` in ``state``.

    Args:
        state: the position before the turn.
        turn: the proposed turn of the side to move.

    Returns:
        The events to append to the log (one per turn).

    Raises:
        AdmiraltyError: the turn breaks a rule; its violation names the rule.

    >>> from admiralty.referee.mad.state import start
    >>> decide(start(), Pass())
    Traceback (most recent call last):
    ...
    admiralty.referee.violation.AdmiraltyError: MAD-TURN: Passing is illegal outside the positioning turn.
    """
    check_running(state)
    if isinstance(turn, Movement):
        return (_decide_movement(state, turn),)
    if isinstance(turn, Pass):
        if not state.positioning_turn:
            raise violation("MAD-TURN", "Passing is illegal outside the positioning turn.", state.turn)
        return (Passed(state.events, state.turn, state.side),)
    return (_decide_shift(state, turn),)


def stop(state: State) -> Stopped:
    """The event of the players agreeing to stop after the last turn (MAD-TIEBREAK).

    Raises:
        AdmiraltyError: the game is already over (MGN-AFTER-END).
    """
    check_running(state)
    return Stopped(state.events)
