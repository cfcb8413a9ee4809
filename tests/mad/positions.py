"""Small custom MAD positions for the example tests.

A position is written as a dict from square name to ship, such as
``{"c2": "r211", "c3": "b121"}``: ``r`` or ``b`` then the ship's digits.
"""

from __future__ import annotations

import pytest

from admiralty.referee.mad import (
    BOARDS,
    SHIPS,
    Movement,
    Rules,
    Shift,
    Ship,
    Side,
    State,
    Turn,
    apply,
    decide,
    legal_turns,
    position,
)
from admiralty.referee.violation import AdmiraltyError, Violation

RED, BLUE = Side.RED, Side.BLUE


def ship(text: str) -> Ship:
    """The ship written ``r211`` or ``b121``."""
    return SHIPS[Side(text[0]), text[1:]]


def sq(name: str, board: str = "5x5") -> int:
    """The square number of ``name`` on ``board`` (fails loudly when off it)."""
    square = BOARDS[board].parse_square(name)
    assert square is not None, f"{name} is off the {board} board"
    return square


def build(
    ships: dict[str, str],
    board: str = "5x5",
    side: Side = RED,
    turn: int | None = None,
    quiet: int = 0,
    last: Side | None = None,
    positioning: bool = False,
    tiebreak: int = 40,
) -> State:
    """A state with exactly ``ships`` on ``board``; every other ship is in exile.

    ``turn`` defaults to a mid-game turn of ``side`` (11 for Red, 12 for Blue),
    so that no positioning turn applies unless asked for.
    """
    rules = Rules(board=BOARDS[board], positioning=positioning, tiebreak=tiebreak)
    squares: list[Ship | None] = [None] * rules.board.size
    for name, text in ships.items():
        squares[sq(name, board)] = ship(text)
    assert len({s for s in squares if s is not None}) == len(ships), "a ship appears twice"
    if turn is None:
        turn = 11 if side is RED else 12
    return position(rules, tuple(squares), side, turn, quiet, last)


def on(state: State, name: str) -> str | None:
    """The ship on square ``name``, written ``r211``, or None when it is empty."""
    found = state.squares[sq(name, state.board.name)]
    return None if found is None else str(found)


def layout(state: State) -> dict[str, str]:
    """Every occupied square of ``state``, as the dict :func:`build` takes."""
    return {state.board.name_of(square): str(found) for square, found in enumerate(state.squares) if found is not None}


def play(state: State, *turns: Turn) -> State:
    """The state after deciding and applying ``turns`` in order."""
    for turn in turns:
        for event in decide(state, turn):
            state = apply(state, event)
    return state


def refusal(state: State, turn: Turn) -> Violation:
    """The violation ``decide`` raises for ``turn`` (fails when it accepts it)."""
    with pytest.raises(AdmiraltyError) as caught:
        decide(state, turn)
    return caught.value.violation


def move(state: State, code: str, origin: str, target: str, bonus: Shift | None = None) -> Movement:
    """The side to move's movement of ``code`` from ``origin`` to ``target``."""
    board = state.board.name
    return Movement(code, sq(origin, board), sq(target, board), bonus)


CORVETTES = {"a1": "r111", "e5": "b111"}
"""Both corvettes, out of the way, so that a position is a running game."""


def targets(state, code: str) -> set[str]:
    """The squares the side to move's ship ``code`` may move to (no bonus)."""
    return {
        state.board.name_of(turn.target)
        for turn in legal_turns(state)
        if isinstance(turn, Movement) and turn.ship == code and turn.bonus is None
    }
