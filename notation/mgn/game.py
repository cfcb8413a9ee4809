"""MAD as a game kind: what the registry (:mod:`admiralty.notation.kinds`) calls for MGN records and MFEN positions."""

from __future__ import annotations

from collections.abc import Iterator

from admiralty.notation.mgn.generate import random_games
from admiralty.notation.mgn.mfen import parse_mfen
from admiralty.notation.mgn.record import GameRecord, PlayedTurn
from admiralty.notation.mgn.turn import read_turn, sketch, write_turn
from admiralty.notation.mgn.writer import write_game
from admiralty.notation.render.mad_svg import board_svg
from admiralty.notation.render.text import turn_heading
from admiralty.notation.steps import Generation, Step, separated
from admiralty.referee.mad import BOARDS, Rules, State, Termination, adjudicate, legal_turns
from admiralty.referee.violation import violation


def read_position(text: str, board: str | None = None, positioning: bool = False) -> State:
    """An MFEN position; ``board`` requires a board (``6x4`` or ``5x5``), ``positioning`` makes turns 1 and 2
    positioning turns (MAD-POSITIONING).

    Raises:
        AdmiraltyError: MGN-TAG for a bad line or an unknown board (an MFEN is the SetUp tag's value).
    """
    if board is not None and board not in BOARDS:
        raise violation("MGN-TAG", f"Invalid MFEN: there is no board {board}; the boards are {', '.join(BOARDS)}.")
    state = parse_mfen(text, Rules(board=BOARDS[board]) if board else None)
    return parse_mfen(text, Rules(state.board, positioning=True)) if positioning else state


def legal_tokens(state: State) -> list[str]:
    """The legal turns of a position in canonical MGN."""
    return [write_turn(state, turn) for turn in legal_turns(state)]


def generate(options: Generation) -> Iterator[str]:
    """Random legal games as canonical MGN, on the board and with the rule options asked for:
    each game's text as soon as it is played (:func:`notation.steps.separated`).

    Raises:
        AdmiraltyError: MGN-TAG for an unknown board, before any game is played.
    """
    if options.board not in BOARDS:
        raise violation("MGN-TAG", f"There is no board {options.board}; the boards are {', '.join(BOARDS)}.")
    rules = Rules(BOARDS[options.board], options.positioning, options.tiebreak)
    return separated(write_game(game) for game in random_games(options.seed, options.games, rules, options.max_turns))


def steps(record: GameRecord[PlayedTurn]) -> list[Step]:
    """A replay's steps: one per legal main-line turn, the board after it."""
    return [
        Step(played.before.turn, turn_heading(played), (), played.after)
        for played in record.main.turns
        if isinstance(played, PlayedTurn)
    ]


def token_places(record: GameRecord[PlayedTurn]) -> list[tuple[int, int, int, State]]:
    """Where each legal main-line turn token stands and the position it was played in: (turn, line, column, before)."""
    return [
        (played.before.turn, played.line, played.column, played.before)
        for played in record.main.turns
        if isinstance(played, PlayedTurn)
    ]


def svg(state: State, move: str | None = None, size: int = 48, caption: str | None = None, strict: bool = False) -> str:
    """The SVG of a position, the ships and squares a turn token names marked and its movement drawn.

    Any token is drawn as far as it names ships and squares, an illegal one
    too (the report draws the offending turn). With ``strict`` (``diagram
    --move``) a token that does not even read as a turn is refused.

    Raises:
        AdmiraltyError: with ``strict``, MGN-SYNTAX, MGN-SHIP or MGN-SQUARE for a token that does not read.
    """
    if move and strict:
        read_turn(state.board, move)
    marked, arrow = sketch(state, move) if move else ((), None)
    return board_svg(state, arrow=arrow, marked=marked, size=size, caption=caption)


def step_svg(step: Step) -> str:
    """The SVG of the board after a replay step, captioned with the turn."""
    return board_svg(step.after, caption=step.heading)


def tiebreak_note(record: GameRecord[PlayedTurn]) -> str | None:
    """The tie-break adjudication a game stopped by the turn count or by agreement would get (MAD-TIEBREAK)."""
    final = record.final
    if final.termination not in (Termination.TURNS, Termination.AGREEMENT):
        return None
    return adjudicate(final).explanation(final.board.name_of)
