"""Plain games judged whole: the common game of an archive, read at once.

Most games of a tournament's file are written as ``admiralty generate`` and
every program writes them: a tag on each line, then movetext of numbered
turns and nothing else (``12. 211c2-c3 122<>211 13. ...``) ending with the
result. :class:`PlainGames` takes such a game's lines at once
(:meth:`notation.visitor.BaseVisitor.visit_game`): tag lines without the
tokenizer, each line checked once (MGN-TAG); the start position the tags give,
made once; the words of all its movetext in one split, their move numbers
compared at once with the ones due; its turns played in one
:meth:`referee.mad.fast.lane.Lane.play`; then its end judged as
:meth:`notation.mgn.judge.Judge.check_end` judges it (MGN-TAG, MGN-RESULT).

It only ever finds a game valid. At the first thing it does not handle (a
comment, a glyph, a variation, a move number not where it is due, a tag line
written otherwise, a line too long, a turn the lane declines, any error) it
declines the whole game, and the reader reads it token by token: every error
is still found and worded by the one full path, and the two paths agree on
every game (tests/notation/test_plain.py).
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Iterator, Sequence
from typing import NamedTuple

from admiralty.notation.limits import Limits
from admiralty.notation.mgn.fast.express import Lexicon, MoveNumber
from admiralty.notation.mgn.tags import check_tag, start_of, termination_error
from admiralty.notation.tokens import RESULTS, read_tag, readable
from admiralty.referee.mad import Board, Side, State, Termination, apply, stop
from admiralty.referee.mad.events import Stopped
from admiralty.referee.mad.fast import Lane, Play
from admiralty.referee.violation import AdmiraltyError

_KNOWN = 10_000
"""Tag lines and start positions kept; a file of endless distinct tags cannot grow memory past it."""

_KEPT_LENGTH = 200
"""The longest tag line (and SetUp value) kept: what is kept is at most ``_KNOWN`` times this."""

_LONGEST = 30_000
"""The most characters of movetext a plain game is read in (about 2,000 turns, the most move numbers
:data:`_NUMBERS` holds); a longer one is read token by token, as its lines come, so that the memory
of judging a game does not grow with its length (tests/robustness/test_hostile_mgn.py)."""

_NUMBERS = [f"{number}." for number in range(1, 1001)]
"""Red's move numbers as written, ``1.`` to ``1000.``: a game of more turns is read token by token."""

_RESULTS = frozenset(RESULTS)
_ENDINGS = tuple(RESULTS)

_APART = ("\x1c", "\x1d", "\x1e", "\x1f")
"""What ``str.split`` takes for white space and the tokenizer does not (ASCII): each looked for on its own, which
costs a twentieth of a search for the four at once."""

_START_TAGS = ("Board", "Positioning", "TieBreak", "SetUp")
"""The tags :func:`notation.mgn.tags.start_of` reads."""


def _apart(text: str) -> bool:
    """Whether ``text`` holds a character of :data:`_APART`."""
    one, two, three, four = _APART
    return one in text or two in text or three in text or four in text


class Plain(NamedTuple):
    """A plain game found valid: what its :class:`~notation.mgn.judge.Judgement` holds, and when
    recorded, the canonical token of each of its turns (a ``#`` added where the record left it out)."""

    tags: tuple[tuple[str, str], ...]
    start: State
    final: State
    played: int
    stop: Stopped | None
    line: int
    tokens: tuple[str, ...] = ()


class PlainGames:
    """What plain games share, kept from game to game: the tag lines checked,
    each with its name and value (None: not a plain tag line, or refused), and
    the start position of each set of rule tags (None: refused)."""

    def __init__(self) -> None:
        self._tags: dict[str, tuple[str, str] | None] = {}
        self._starts: dict[tuple[str | None, ...], State | None] = {}

    def judge(
        self, lines: Iterator[tuple[int, str]], limits: Limits, lexicon: Lexicon, record: bool = False
    ) -> Plain | None:
        """Take the lines of one plain game and judge it, or None when it is not plain or not valid.

        Args:
            lines: the game's lines from its first, a line that begins with ``[`` or, for a game without
                tags, with its first move number.
            limits: the reading limits (the longest line, the most digits).
            lexicon: the turn tokens read so far, kept across games.
            record: keep the turns' tokens (:attr:`Plain.tokens`); a game with a
                turn token not in canonical form is then not plain.
        """
        tags: list[tuple[str, str]] = []
        first, longest, known = 0, limits.line, self._tags
        for number, raw in lines:  # the tag section, up to the first line of movetext
            if len(raw) > longest:
                return None
            first = first or number
            if raw.startswith("["):
                tag = known[raw] if raw in known else self._tag(raw)
                if tag is None:
                    return None
                tags.append(tag)
            elif raw.startswith("%"):
                return None
            elif raw and not raw.isspace():
                break
        else:
            return None
        movetext: list[str] = []
        size = 0
        for _, line in itertools.chain(((number, raw),), lines):  # the movetext, from its first line
            if len(line) > longest or line.startswith(("[", "%")):
                return None
            movetext.append(line)
            size += len(line)
            if line.rstrip().endswith(_ENDINGS):  # the result, or a word that ends as one does (then declined)
                return self._judged(tags, movetext, first, limits, lexicon, record)
            if size > _LONGEST:
                return None
        return None

    def _tag(self, raw: str) -> tuple[str, str] | None:
        """The name and value of a tag line, checked (MGN-TAG), kept while there is room."""
        line = raw.rstrip("\r\n")
        tag = read_tag(line) if readable(line) else None
        if tag is not None:
            try:
                check_tag(*tag)
            except AdmiraltyError:
                tag = None
        if len(self._tags) < _KNOWN and len(raw) <= _KEPT_LENGTH:
            self._tags[raw] = tag
        return tag

    def _start(self, tags: dict[str, str]) -> State | None:
        """The state the tags give a game, kept while there is room."""
        key = tuple(map(tags.get, _START_TAGS))
        if key in self._starts:
            return self._starts[key]
        try:
            found: State | None = start_of(tags)
        except AdmiraltyError:
            found = None
        if len(self._starts) < _KNOWN and len(tags.get("SetUp", "")) <= _KEPT_LENGTH:
            self._starts[key] = found
        return found

    def _judged(
        self,
        written: list[tuple[str, str]],
        movetext: list[str],
        first: int,
        limits: Limits,
        lexicon: Lexicon,
        record: bool,
    ) -> Plain | None:
        """The game of these tags and movetext lines (the last ending with a result) judged, if plain and valid."""
        tags = dict(written)
        if len(tags) < len(written):
            return None  # a tag given twice
        start = self._start(tags)
        text = " ".join(movetext)
        if start is None or start.side is not Side.RED or not text.isascii() or _apart(text):
            return None
        words = text.split()
        result = words.pop()
        if result not in _RESULTS:
            return None
        # Red's turns numbered, Blue's not: k. RED BLUE k+1. RED BLUE ...
        due = (start.turn + 1) // 2 - 1
        numbers = words[::3]
        if numbers != _NUMBERS[due : due + len(numbers)]:
            return None
        if numbers and len(numbers[-1]) > limits.digits + 1:
            return None
        del words[::3]
        board = start.board
        plays = _plays(words, board, lexicon)
        lane = Lane(start)
        if plays is None or lane.play(plays) < len(plays):
            return None
        final = lane.state()
        declared, ended = tags.get("Termination"), None
        if declared is not None:
            if termination_error(declared, final):
                return None
            if declared == "agreement":
                ended = stop(final)
                final = apply(final, ended)
        declared_result = tags.get("Result", "*")
        if declared_result != final.result or result != declared_result:
            return None
        tokens: tuple[str, ...] = ()
        if record:
            if not all(map(functools.partial(lexicon.is_canonical, board), words)):
                return None
            if words and final.termination is Termination.CORVETTE and not plays[-1].ends:
                words[-1] += "#"  # the canonical token of a turn that exiles a corvette
            tokens = tuple(words)
        return Plain(tuple(written), start, final, len(plays), ended, first, tokens)


def _plays(words: list[str], board: Board, lexicon: Lexicon) -> Sequence[Play] | None:
    """The plays of turn tokens, each read once per board; None when one is no play."""
    known = lexicon.plays(board)
    try:
        return _looked_up(words, known)
    except KeyError:  # a word not read yet on this board (or no play)
        pass
    read, learned = lexicon.words(board), {}
    for word in set(words).difference(known):
        entry = read[word] if word in read else lexicon.learn(board, word)
        if entry is None or isinstance(entry, MoveNumber):
            return None
        learned[word] = entry  # kept in the lexicon too while it has room
    if learned.keys() <= known.keys():
        return _looked_up(words, known)
    return [learned[word] if word in learned else known[word] for word in words]


def _looked_up(words: list[str], plays: dict[str, Play]) -> Sequence[Play]:
    """The play of each word, all looked up at once.

    Raises:
        KeyError: a word has no play in ``plays``.
    """
    if len(words) > 1:
        return operator.itemgetter(*words)(plays)  # type: ignore[no-any-return]
    return [plays[word] for word in words]
