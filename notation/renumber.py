"""Move numbers rewritten as the turns need them, everything else kept byte for byte (``repair --renumber``,
``repair --move-number LINE:COLUMN``; specs/suggestions.md, "Move numbers").

The numbers are given by the turns as written, not by their legality: a MAD
turn is one token, its number ``N.`` before Red's turn (odd) and ``N...`` before
Blue's (even), and a variation is numbered from the turn it replaces; a Rigadoon
turn opens at each move number (RIG-TURN). The game's start (a SetUp position)
gives the first turn.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable

import attrs

from admiralty.notation.judging import start_or_default
from admiralty.notation.kinds import MAD, GameKind
from admiralty.notation.reader import read_games
from admiralty.notation.tokens import Token
from admiralty.notation.verdict import Verdict, judge
from admiralty.notation.visitor import BaseVisitor
from admiralty.referee.violation import AdmiraltyError


@attrs.frozen
class Number:
    """A move number as written and as the turns need it, at its 1-based line and column."""

    line: int
    column: int
    written: str
    needed: str


def number_for(turn: int) -> str:
    """The move number before turn ``turn``: ``N.`` for odd turns (Red, the first fleet), ``N...`` for even.

    >>> number_for(5), number_for(6)
    ('3.', '3...')
    """
    return f"{(turn + 1) // 2}{'.' if turn % 2 else '...'}"


class _Numbers(BaseVisitor[list[Number]]):
    """Every move number of a game with the number its place needs; errors are passed over."""

    def __init__(self, kind: GameKind) -> None:
        self.kind = kind

    def begin_game(self, line: int) -> None:
        self.tags: dict[str, str] = {}
        self.numbers: list[Number] = []
        self.turn: int | None = None
        self.last = 0
        self.lines: list[tuple[int, int]] = []

    def visit_tag(self, token: Token) -> None:
        self.tags.setdefault(token.text, token.value or "")

    def end_tags(self) -> None:
        if self.kind is MAD:
            from admiralty.notation.mgn.tags import start_of
        else:
            from admiralty.notation.rgn.tags import start_of  # type: ignore[assignment]
        self.turn = start_or_default(start_of, self.tags).turn
        self.last = self.turn - 1

    def visit_move_number(self, token: Token) -> None:
        assert self.turn is not None
        self.numbers.append(Number(token.line, token.column, f"{token.text}{token.value}", number_for(self.turn)))
        if self.kind is not MAD:
            self.turn += 1

    def visit_turn(self, token: Token) -> None:
        assert self.turn is not None
        if self.kind is MAD:
            self.last, self.turn = self.turn, self.turn + 1

    def begin_variation(self, token: Token) -> None:
        assert self.turn is not None
        self.lines.append((self.turn, self.last))
        self.turn = self.last

    def end_variation(self, token: Token) -> None:
        self.turn, self.last = self.lines.pop()

    def handle_error(self, error: AdmiraltyError) -> None:
        """Pass over ``error``: the reader skips the rest of the game after it."""

    def result(self) -> list[Number]:
        return self.numbers


def move_numbers(lines: Iterable[str], kind: GameKind = MAD, index: int = 1) -> list[Number]:
    """Every move number of game ``index`` of ``lines``, as written and as needed, in order.

    >>> [n.needed for n in move_numbers(["1. 211c2-c4 1... 121a5-a4 1. 211c4-d4 *"])]
    ['1.', '1...', '2.']
    """
    games = read_games(lines, lambda: _Numbers(kind), kind.dialect)
    return next(itertools.islice(games, index - 1, None), [])


def renumbered(text: list[str], numbers: Iterable[Number]) -> list[str]:
    """``text`` with each of ``numbers`` written as needed; every other character as it was.

    >>> renumbered(["1. 211c2-c4 1... 121a5-a4 1. 211c4-d4 *\\n"], move_numbers(["1. 211c2-c4 1... 121a5-a4 1. 211c4-d4 *"]))
    ['1. 211c2-c4 1... 121a5-a4 2. 211c4-d4 *\\n']
    """
    fixed = list(text)
    for number in sorted(numbers, key=lambda each: (each.line, -each.column)):
        row, start = fixed[number.line - 1], number.column - 1
        assert row.startswith(number.written, start), (row, number)
        fixed[number.line - 1] = row[:start] + number.needed + row[start + len(number.written) :]
    return fixed


class NoSuchNumber(ValueError):
    """No move number stands at the place named, it is already the one its turn needs, or there is no game
    of that number: a usage error."""


@attrs.frozen
class Renumbered:
    """A record with move numbers rewritten: its text, the numbers rewritten and the verdict on the game."""

    text: str
    numbers: tuple[Number, ...]
    verdict: Verdict


def renumber(
    file: str, lines: Iterable[str], kind: GameKind = MAD, index: int = 1, at: tuple[int, int] | None = None
) -> Renumbered:
    """Game ``index`` of ``lines`` with every wrong move number written as its turn needs it, or only the one
    at ``at`` (line, column), judged again (``repair --renumber``, ``repair --move-number LINE:COLUMN``).

    Raises:
        NoSuchNumber: no game ``index``; no move number at ``at``, or it is right already; no wrong one.
    """
    text = list(lines)
    numbers = [n for n in move_numbers(text, kind, index) if n.written != n.needed]
    if at is not None:
        line, column = at
        written = move_numbers(text, kind, index)
        if not any((n.line, n.column) == at for n in written):
            raise NoSuchNumber(f"no move number of game {index} stands at line {line}, column {column}")
        numbers = [n for n in numbers if (n.line, n.column) == at]
        if not numbers:
            raise NoSuchNumber(f"the move number at line {line}, column {column} is already the one its turn needs")
    if not numbers:
        raise NoSuchNumber(f"every move number of game {index} is already the one its turn needs")
    fixed = renumbered(text, numbers)
    found = next(itertools.islice(judge(file, fixed, kind), index - 1, None), None)
    if found is None:
        raise NoSuchNumber(f"{file} has no game {index}")
    return Renumbered("".join(fixed), tuple(numbers), found[1])
