"""Express judging: whole MGN movetext lines of plain legal turns at once.

Validating an archive is mostly reading lines such as
``12. 211c2-c3 122<>211 13. 212b4xc5 112d4-c4``. :class:`Express` takes the
words of such a line from the left, move numbers and turn tokens, and plays
the turns in a :class:`referee.mad.fast.lane.Lane`, without a token, a typed turn,
an event or a state for each. At the first word it is not sure of (a comment,
a glyph, a variation, a result, a wrong move number, a turn the lane declines)
it stops, and the tokenizer and :class:`notation.judge.Judge` go on from that
word: every error is still found and worded by the one full path.

A word is read once per board, by :func:`notation.mgn.turn.read_turn` for a
turn token, and kept as the lane's :data:`~referee.mad.fast.lane.Play` of it, so
the grammar of turn tokens stays in one place.
"""

from __future__ import annotations

import enum
import re
from typing import Final, NamedTuple

from admiralty.notation.mgn.record import PlainTurn
from admiralty.notation.mgn.turn import WrittenMovement, canonical_form, read_turn
from admiralty.referee.mad import Board, Permutation, Rotation, Shift, Side, State, Termination
from admiralty.referee.mad.fast import Lane, Play, movement, shift
from admiralty.referee.violation import AdmiraltyError

_WORD = re.compile(r"\S+", re.ASCII)
"""A word: what the tokenizer's white space (ASCII) separates."""

_NUMBER = re.compile(r"([1-9][0-9]{0,17})(\.|\.\.\.)", re.ASCII)
"""A move number as the lane can expect one: ``12.`` before Red's turn, ``12...`` before
Blue's. Any other word ending in a dot (``0.``, ``012.``, a number of more turns than a
game can have) is never the one expected."""

_KNOWN_WORDS = 100_000
"""Words kept per board; a hostile file of endless distinct tokens cannot grow memory past it."""


class MoveNumber(NamedTuple):
    """A move number word as read: its number, and whether it is Red's (``N.``) rather than Blue's (``N...``)."""

    number: int
    red: bool


Entry = Play | MoveNumber | None
"""A word as the lane takes it: a turn token's play, a move number, or None for a word
it leaves to the full path (a result, a pass, a turn illegal in every position, no turn)."""


class _Unread(enum.Enum):
    UNREAD = enum.auto()


_UNREAD: Final = _Unread.UNREAD
"""What a table gives for a word not read yet."""


_FULL_MOVEMENT = re.compile(
    r"([12]{3})([a-z][0-9]+)([-x])([a-z][0-9]+)(?:\+([12]{3})(?:<>([12]{3})|>([12]{3})>([12]{3})))?(#?)", re.ASCII
)
"""A movement written in full (``211c2-c3``, ``112d4xd5#``, ``211b5-b6+211<>122``), most of the new words of an
archive: a ship code (3 digits, each 1 or 2), FROM, ``-`` or ``x``, TO, the bonus permutation or rotation of
ship codes and the optional ``#``, as ``read_turn`` reads it."""


def _entry(board: Board, word: str) -> Entry:
    """Read ``word`` on ``board`` (:data:`Entry`): a movement written in full straight from its parts, any
    other word by :func:`_read_entry` (the two agree: tests/notation/test_express.py)."""
    full = _FULL_MOVEMENT.fullmatch(word)
    if full is not None:
        code, origin, marker, target, first, second, after, last, end = full.groups()
        at, to = board.parse_square(origin), board.parse_square(target)
        if at is not None and to is not None:
            bonus: Shift | None = None
            if first is not None:
                bonus = Permutation((first, second)) if second is not None else Rotation((first, after, last))
            return movement(board, code, at, to, bonus, marker == "x", end == "#")
    return _read_entry(board, word)


def _read_entry(board: Board, word: str) -> Entry:
    """Read ``word`` on ``board`` (:data:`Entry`) by :func:`notation.mgn.turn.read_turn`, which reads every turn token."""
    if word[-1] == ".":
        number = _NUMBER.fullmatch(word)
        return None if number is None else MoveNumber(int(number[1]), number[2] == ".")
    try:
        written = read_turn(board, word)
    except AdmiraltyError:
        return None
    turn = written.turn
    if type(turn) is WrittenMovement:
        expels = written.expels is True  # a movement is written with x or -, never without
        return movement(board, turn.ship, turn.origin, turn.target, turn.bonus, expels, written.ends)
    if isinstance(turn, (Permutation, Rotation)):
        return shift(turn, written.ends)
    return None


class Lexicon:
    """The words the fast lane has read, kept so that each is read once per board.

    A tournament's games repeat the same turn tokens, so one lexicon serves
    every game a judge reads; each table holds at most :data:`_KNOWN_WORDS`
    words per board.
    """

    def __init__(self) -> None:
        self._words: dict[str, dict[str, Entry]] = {}
        """The words read, by board name, each as the lane takes it."""
        self._canonical: dict[str, dict[str, bool]] = {}
        """Whether each turn token read is written in canonical form, by board name."""
        self._plays: dict[str, dict[str, Play]] = {}
        """The words read that are turn tokens the lane may play, by board name."""

    def words(self, board: Board) -> dict[str, Entry]:
        """The words read on ``board``: look a word up, or :meth:`learn` it."""
        return self._words.setdefault(board.name, {})

    def plays(self, board: Board) -> dict[str, Play]:
        """The words read on ``board`` that are turn tokens the lane may play, each its play:
        look a word up, or :meth:`learn` it (no move number is one)."""
        return self._plays.setdefault(board.name, {})

    def learn(self, board: Board, word: str) -> Entry:
        """Read a new word, kept while there is room."""
        entry = _entry(board, word)
        known = self.words(board)
        if len(known) < _KNOWN_WORDS:
            known[word] = entry
            if entry is not None and not isinstance(entry, MoveNumber):
                self.plays(board)[word] = entry
        return entry

    def is_canonical(self, board: Board, word: str) -> bool:
        """Whether the turn token ``word`` is the canonical form of the turn it writes."""
        canonical = self._canonical.setdefault(board.name, {})
        known = canonical.get(word)
        if known is None:
            known = canonical_form(board, read_turn(board, word)) == word
            if len(canonical) < _KNOWN_WORDS:
                canonical[word] = known
        return known


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

        The words are read first, up to the first that is no turn or no move
        number where one is due, as if every turn were legal (each moves the
        turn on); the lane then plays their turns, and the line is taken up to
        the first it declines.

        Args:
            line: a line of movetext, outside any comment.
            digits: the most digits a move number may have (the limit ``digits``).

        Returns:
            How many characters of the line were taken.
        """
        lane, lexicon, board, moves = self.lane, self.lexicon, self.lane.board, self.moves
        known = lexicon.words(board)
        numbered, too_long = self.numbered, 10**digits
        turn, red, running = lane.turn, lane.side is Side.RED, lane.outcome is None
        words = _WORD.findall(line) if line.isascii() else []
        plays: list[Play] = []
        count = len(words)
        for index, word in enumerate(words):
            entry = known.get(word, _UNREAD)
            if entry is _UNREAD:
                entry = lexicon.learn(board, word)
            if type(entry) is MoveNumber:  # type() is: cheaper than isinstance, which a play fails slowly
                # The move number the next turn needs: N. before Red's, N... before Blue's.
                number = (turn + 1) // 2
                if numbered or number >= too_long or entry.number != number or entry.red is not red:
                    count = index
                    break
                numbered = True
            elif (
                entry is None
                or (red and not numbered and running)
                or (moves is not None and not lexicon.is_canonical(board, word))
            ):
                count = index
                break
            else:
                plays.append(entry)  # type: ignore[arg-type]  # a play: mypy narrows no else of type() is
                numbered, turn, red = False, turn + 1, not red
        played = lane.play(plays)
        starts = _starts(words, played + 1) if played < len(plays) or moves is not None else []
        if played < len(plays):
            # Stopped at a declined turn: the words before it were all taken, numbers or turns.
            count = starts[played]
            numbered = self.numbered if count == 0 else not (played and starts[played - 1] == count - 1)
        if moves is not None:
            first = lane.turn - played
            moves.extend(PlainTurn(first + index, words[starts[index]]) for index in range(played))
            if played and _won_by_corvette(lane) and not plays[played - 1].ends:
                moves[-1] = PlainTurn(lane.turn - 1, moves[-1].token + "#")
        self.numbered = numbered
        return _characters(line, words, count)


def _starts(words: list[str], plays: int) -> list[int]:
    """Where the first ``plays`` turns are among the words :meth:`Express.run` took, as indexes:
    each word taken is a move number, which ends with a dot, or a turn token, which never does."""
    starts: list[int] = []
    for index, word in enumerate(words):
        if len(starts) == plays:
            break
        if word[-1] != ".":
            starts.append(index)
    return starts


def _won_by_corvette(lane: Lane) -> bool:
    return lane.outcome is not None and lane.outcome.termination is Termination.CORVETTE


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
