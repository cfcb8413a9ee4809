"""Pushing chests: rows of chests, blocked pushes, maelstroms (RIG-CHEST, RIG-MAELSTROM).

These are the chest facts a moving ship needs; :mod:`referee.rigadoon.course`
decides when they apply.
"""

from __future__ import annotations

from admiralty.referee.rigadoon.board import Kind, Square
from admiralty.referee.rigadoon.events import ChestBumped, ChestWhirled
from admiralty.referee.rigadoon.state import State
from admiralty.referee.rigadoon.wind import Direction

ChestMove = ChestBumped | ChestWhirled


def maelstrom_open(state: State, exit_: Square, mover: str | None) -> bool:
    """Whether a ship may enter the maelstrom with exit ``exit_`` (RIG-MAELSTROM).

    Not when the exit holds another ship; nor when it holds a chest that could
    go to no island (**Decision**, specs/rigadoon.md).
    """
    ship = state.ship_on(exit_)
    if ship is not None and ship.name != mover:
        return False
    return not (exit_ in state.chests and not state.available_islands())


def _loose_chest(state: State, square: Square) -> bool:
    """A chest in play on ``square``: not on an island, no ship on it."""
    return square in state.chests and state.board.kind(square) is not Kind.ISLAND and state.ship_on(square) is None


def relocated(chests: tuple[Square, ...], origin: Square, to: Square) -> tuple[Square, ...]:
    """The chests' squares after one chest went from ``origin`` to ``to``."""
    rest = list(chests)
    rest.remove(origin)
    return tuple(sorted(rest + [to]))


def after(state: State, moves: tuple[ChestMove, ...]) -> State:
    """``state`` with the chests moved by ``moves``."""
    chests = state.chests
    for move in moves:
        origin, to = (move.origin, move.to) if isinstance(move, ChestBumped) else (move.maelstrom, move.exit)
        chests = relocated(chests, origin, to)
    return state.with_chests(chests, state.events)


def push(state: State, square: Square, direction: Direction) -> tuple[ChestMove, ...] | None:
    """The moves of the row of chests from ``square`` pushed one square, or None when blocked.

    Several chests in a row move together. A chest is never pushed onto a ship,
    an island, off the board or across the edge, nor into a maelstrom whose exit
    holds a ship or a chest (RIG-CHEST, RIG-MAELSTROM). The front chest moves
    first, so the events never put two chests on one square.
    """
    board = state.board
    row = [square]
    ahead = board.step(square, direction)
    while ahead is not None and _loose_chest(state, ahead):
        row.append(ahead)
        ahead = board.step(ahead, direction)
    if ahead is None or state.ship_on(ahead) is not None or board.kind(ahead) is Kind.ISLAND:
        return None
    moves: list[ChestMove] = [ChestBumped(-1, row[-1], ahead)]
    if board.kind(ahead) is Kind.MAELSTROM:
        exit_ = board.exit_of(ahead)
        assert exit_ is not None
        if state.ship_on(exit_) is not None or exit_ in state.chests:
            return None
        moves.append(ChestWhirled(-1, ahead, exit_))
    moves.extend(ChestBumped(-1, origin, to) for origin, to in zip(reversed(row[:-1]), reversed(row[1:])))
    return tuple(moves)
