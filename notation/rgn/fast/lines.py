"""RGN's line path: the plain words at the start of a line of movetext judged at once.

From the left, each word that is the move number due, or an action word the
tokenizer would give as one token (no glyph) that reads and is legal, is played
straight away (:func:`referee.rigadoon.play`), without a token, the reader's
dispatch or a visitor call per action. At the first other word (a comment, a
glyph, a result, a wrong number, an action that does not read or is illegal) it
stops with nothing of that word judged, and the token path
(:class:`notation.rgn.judge.RigadoonJudge`) goes on from there: every error is
found and worded by the one full path (tests/rgn/test_rgn_lines.py).
"""

from __future__ import annotations

import re

from admiralty.notation.limits import Limits
from admiralty.notation.rgn.turn import move_number, parse_action
from admiralty.referee.rigadoon import Action, Board, EndTurn, State, play
from admiralty.referee.violation import AdmiraltyError

_WORD = re.compile(r"\S+", re.ASCII)
"""A word: what the tokenizer's white space (ASCII) separates."""

_NUMBERED = re.compile(r"[0-9]+\.(?:\.\.)?", re.ASCII)
"""A word the tokenizer reads as one move number token, ``N.`` or ``N...``."""

KNOWN_WORDS = 100_000
"""Action words kept per board; a hostile file of endless distinct words cannot grow memory past it."""

_PLAIN_ACTION = re.compile(r'[A-Z][^\s{}()\[\];$!?%"]*', re.ASCII)
"""A word the tokenizer reads as one action token without a glyph: it starts with a ship's or the
wind's capital (so it is no move number, result or annotation) and holds no character that ends a
token."""

Progress = tuple[State, bool, bool, int]
"""Where a game's judge stands: the state, whether the move number due was written, whether the
open turn has actions, and how many turns have actions (:class:`notation.rgn.judge.RigadoonJudge`)."""


class Accelerator:
    """RGN's line path, and what it keeps from game to game: the action words read, by board.
    One table serves every game (a tournament repeats its words), each holding at most
    :data:`KNOWN_WORDS`."""

    def __init__(self) -> None:
        self.known: dict[Board, dict[str, Action]] = {}

    def line(self, line: str, limits: Limits, progress: Progress) -> tuple[int, Progress]:
        """Judge the move numbers and actions at the start of ``line`` (see the module's docstring).

        Returns:
            How many characters of the line were taken, and where the judge stands after them.
        """
        state, numbered, acted, turns = progress
        if not line.isascii():
            return 0, progress
        known = self.known.setdefault(state.board, {})
        words = _WORD.findall(line)
        taken = 0
        for text in words:
            action = known.get(text)
            if action is None and _PLAIN_ACTION.fullmatch(text) is not None:
                try:
                    action = parse_action(state, text)
                except AdmiraltyError:
                    break
                if len(known) < KNOWN_WORDS:
                    known[text] = action
            if action is not None:
                if not numbered and not acted and state.outcome is None:
                    break
                try:
                    _, state = play(state, action)
                except AdmiraltyError:
                    break
                turns += not acted
                numbered, acted = False, True
            elif _NUMBERED.fullmatch(text) is not None and len(text.rstrip(".")) <= limits.digits:
                closed = state
                if acted and state.outcome is None:
                    try:
                        _, closed = play(state, EndTurn())
                    except AdmiraltyError:
                        break
                if numbered or closed.outcome is not None or text != move_number(closed.turn):
                    break
                state, numbered, acted = closed, True, False
            else:
                break
            taken += 1
        return _characters(line, taken, len(words)), (state, numbered, acted, turns)


def _characters(line: str, taken: int, words: int) -> int:
    """How many characters of ``line`` its first ``taken`` words of ``words`` span: up to the next word;
    none when no word was taken (the white space before a first word is not taken alone: the reader
    counts a line as the game's once its visitor took something of it)."""
    if taken == 0:
        return 0
    if taken == words:
        return len(line)
    for index, word in enumerate(_WORD.finditer(line)):
        if index == taken:
            return word.start()
    return len(line)
