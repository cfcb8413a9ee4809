"""Positions drawn as text for a terminal: both boards, their status lines, a MAD turn's heading."""

from __future__ import annotations

from typing import TYPE_CHECKING

from admiralty.notation.mgn.record import PlayedTurn
from admiralty.notation.mgn.turn import write_event
from admiralty.referee.mad import Side, State
from admiralty.referee.wording import counted

if TYPE_CHECKING:  # only named: a MAD diagram does not load Rigadoon
    from admiralty.referee.rigadoon import State as RigadoonState


def _files(files: int, indent: str) -> str:
    return f"{indent}   " + " ".join(f"{chr(ord('a') + f):^4}" for f in range(files))


def mad_diagram(state: State, indent: str = "  ") -> str:
    """A MAD board as text, Blue's home at the top, with exiles and the side to move."""
    board = state.board
    rows = []
    for rank in reversed(range(board.ranks)):
        cells = state.squares[rank * board.files : (rank + 1) * board.files]
        rows.append(f"{indent}{rank + 1:>2} " + " ".join("...." if s is None else str(s) for s in cells))
    rows.append(_files(board.files, indent))
    rows += [f"{indent}{exile_line(state, side)}" for side in Side]
    rows.append(f"{indent}{mad_status(state)}")
    return "\n".join(rows)


def exile_line(state: State, side: Side) -> str:
    """``Red in exile: 111 211``, or ``-`` for none."""
    return f"{side.title} in exile: {' '.join(ship.code for ship in state.exiles(side)) or '-'}"


def mad_status(state: State) -> str:
    """Who moves, the turn, the quiet count (MAD-TIEBREAK); or how the game ended."""
    if state.outcome is not None:
        return f"Game over: {state.result} ({state.termination.value})."
    quiet = (
        f"{state.quiet} of {counted(state.rules.tiebreak, 'turn')}"
        if state.rules.tiebreak
        else counted(state.quiet, "turn")
    )
    return f"{state.side.title} to move, turn {state.turn}, {quiet} without expulsion."


def turn_heading(played: PlayedTurn) -> str:
    """``Turn 3 (Red): 211c2-c4``."""
    token = write_event(played.before, played.event, played.after)
    return f"Turn {played.before.turn} ({played.before.side.title}): {token}"


_KIND_MARKS = {"water": ".", "shallows": ",", "island": "#", "maelstrom": "@"}


def rigadoon_diagram(state: RigadoonState, indent: str = "  ") -> str:
    """A Rigadoon board as text, north up: ships with masts, chests ``$``, islands ``#``,
    maelstroms ``@``, shallows ``,``, open water ``.``; then the wind and who acts."""
    board = state.board
    rows = []
    for rank in reversed(range(board.ranks)):
        cells = []
        for file in range(board.files):
            square = rank * board.files + file
            ship = state.ship_on(square)
            chests = state.chests_on(square)
            mark = _KIND_MARKS[board.kind(square).value]
            cells.append(
                f"{ship.name}/{ship.masts}" if ship else f"{mark}${chests}".ljust(4, mark) if chests else mark * 4
            )
        rows.append(f"{indent}{rank + 1:>2} " + " ".join(cells))
    rows.append(_files(board.files, indent))
    rows.append(f"{indent}{rigadoon_status(state)}")
    return "\n".join(rows)


def rigadoon_status(state: RigadoonState) -> str:
    """The wind, the turn and who acts; or how the game ended (RIG-WIN, RIG-LOOP)."""
    if state.outcome is not None:
        return f"Game over: {state.outcome.winner.name.lower()} ({state.outcome.reason.value})."
    return f"Wind {state.wind.name}, turn {state.turn}, {state.fleet.name.title()} to act."
