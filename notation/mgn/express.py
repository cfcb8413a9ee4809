"""Express judging: whole MGN movetext lines of plain legal turns at once.

Validating an archive is mostly reading lines such as
``12. 211c2-c3 122<>211 13. 212b4xc5 112d4-c4``. :class:`Express` takes the
words of such a line from the left, move numbers and turn tokens, and plays
the turns in a :class:`referee.mad.lane.Lane`, without a token, a typed turn,
an event or a state for each. At the first word it is not sure of (a comment,
a glyph, a variation, a result, a wrong move number, a turn the lane declines)
it stops, and the tokenizer and :class:`notation.judge.Judge` go on from that
word: every error is still found and worded by the one full path.

A turn token is read once per board by :func:`notation.mgn_turn.read_turn` and
kept, so the grammar of turn tokens stays in one place.
"""

from __future__ import annotations

import enum
import re
from typing import Final

from admiralty.notation.mgn.record import PlainTurn
from admiralty.notation.mgn.turn import WrittenMovement, WrittenTurn, canonical_form, read_turn
from admiralty.referee.mad import Board, Permutation, Rotation, Side, State, Termination, Turn
from admiralty.referee.mad.lane import Lane
from admiralty.referee.violation import AdmiraltyError

_WORD = re.compile(r"\S+", re.ASCII)
"""A word: what the tokenizer's white space (ASCII) separates."""

_DOTS = {Side.RED: ".", Side.BLUE: "..."}

_KNOWN_WORDS = 100_000
"""Turn tokens kept per board; a hostile file of endless distinct tokens cannot grow memory past it."""

Read = WrittenTurn[Turn | WrittenMovement]
"""A turn token as :func:`notation.mgn.turn.read_turn` reads it, without a position."""


class _Unread(enum.Enum):
    UNREAD = enum.auto()


_UNREAD: Final = _Unread.UNREAD
"""What a table gives for a word not read yet (None is a word read that is not a turn)."""


class Lexicon:
    """The words the fast lane has read, kept so that each is read once per board.

    A tournament's games repeat the same turn tokens, so one lexicon serves
    every game a judge reads; each table holds at most :data:`_KNOWN_WORDS`
    words per board.
    """

    def __init__(self) -> None:
        self._words: dict[str, dict[str, Read | None]] = {}
        """The words read, by board name: each as a turn token, or None when it is not one (a result)."""
        self._canonical: dict[str, dict[str, bool]] = {}
        """Whether each turn token read is written in canonical form, by board name."""

    def words(self, board: Board) -> dict[str, Read | None]:
        """The words read on ``board``: look a word up, or :meth:`learn` it."""
        return self._words.setdefault(board.name, {})

    def learn(self, board: Board, word: str) -> Read | None:
        """Read a new word as a turn token, kept while there is room; None when it is not one."""
        try:
            written: Read | None = read_turn(board, word)
        except AdmiraltyError:
            written = None
        known = self.words(board)
        if len(known) < _KNOWN_WORDS:
            known[word] = written
        return written

    def is_canonical(self, board: Board, word: str, written: Read) -> bool:
        """Whether ``word`` is the canonical form of the turn it writes."""
        canonical = self._canonical.setdefault(board.name, {})
        known = canonical.get(word)
        if known is None:
            known = canonical_form(board, written) == word
            if len(canonical) < _KNOWN_WORDS:
                canonical[word] = known
        return known


def _won_by_corvette(lane: Lane) -> bool:
    return lane.outcome is not None and lane.outcome.termination is Termination.CORVETTE


class Express:
    """A main line judged through the fast lane, line after line.

    Args:
        state: the main line's state before the first line.
        numbered: whether the next turn has had its move number.
        lexicon: the words read so far, kept across games.
        record: keep each turn played (:attr:`moves`).
    """

    def __init__(self, state: State, numbered: bool, lexicon: Lexicon, record: bool = False) -> None:
        self.lane = Lane(state)
        self.numbered = numbered
        self.lexicon = lexicon
        self.moves: list[PlainTurn] | None = [] if record else None
        """With ``record``, each turn played, as its number and canonical token.
        Only words already in canonical form are taken then (but a missing ``#``)."""

    def run(self, line: str, digits: int) -> int:
        """Play the words at the start of ``line`` while they are plain and legal.

        Args:
            line: a line of movetext, outside any comment.
            digits: the most digits a move number may have (the limit ``digits``).

        Returns:
            How many characters of the line were taken.
        """
        lane, lexicon, board, moves = self.lane, self.lexicon, self.lane.rules.board, self.moves
        known = lexicon.words(board)
        numbered, too_long = self.numbered, 10**digits
        words = _WORD.findall(line) if line.isascii() else []
        count = 0
        for word in words:
            if word[-1] == ".":
                # The move number the next turn needs: N. before Red's, N... before Blue's.
                number = (lane.turn + 1) // 2
                if numbered or number >= too_long or word != f"{number}{_DOTS[lane.side]}":
                    break
                numbered = True
                count += 1
                continue
            written = known.get(word, _UNREAD)
            if written is _UNREAD:
                written = lexicon.learn(board, word)
            if written is None or (not numbered and lane.side is Side.RED and lane.outcome is None):
                break
            if moves is not None and not lexicon.is_canonical(board, word, written):
                break
            turn = written.turn
            if type(turn) is WrittenMovement:
                expels = written.expels is True  # a movement is written with x or -, never without
                played = lane.move(turn.ship, turn.origin, turn.target, turn.bonus, expels, written.ends)
            else:
                played = isinstance(turn, (Permutation, Rotation)) and lane.shift(turn, written.ends)
            if not played:
                break
            if moves is not None:
                moves.append(
                    PlainTurn(lane.turn - 1, word if written.ends or not _won_by_corvette(lane) else word + "#")
                )
            numbered = False
            count += 1
        self.numbered = numbered
        return _characters(line, words, count)


def _characters(line: str, words: list[str], count: int) -> int:
    """Where the word after the first ``count`` words starts; the line's length when none is left."""
    if count == 0:
        return 0
    if count == len(words):
        return len(line)
    for index, word in enumerate(_WORD.finditer(line)):
        if index == count:
            return word.start()
    return len(line)
