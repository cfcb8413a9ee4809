"""Verdicts: what ``admiralty validate`` says of each game (specs/json-contract.md).

Decoding is part of reading: a record is UTF-8, and bytes that are not are
reported as MGN-SYNTAX at their line rather than raised.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable, Iterator
from typing import IO, TypeVar

import attrs

from notation.builder import GameBuilder
from notation.judge import Judgement, Referee
from notation.mfen import write_mfen
from notation.reader import read_games
from notation.record import GameRecord
from notation.tags import start_of
from notation.visitor import BaseVisitor
from referee.violation import Violation

G = TypeVar("G", GameRecord, Judgement)


@attrs.frozen
class Verdict:
    """The verdict on one game of one file; the JSON contract of ``validate``."""

    file: str
    index: int
    valid: bool
    result: str
    termination: str
    turns: int
    final: str
    errors: tuple[Violation, ...]


def verdict_of(file: str, index: int, game: GameRecord | Judgement) -> Verdict:
    """The verdict on the ``index``-th (1-based) game of ``file``."""
    return Verdict(
        file,
        index,
        game.valid,
        game.final.result,
        game.final.termination.value,
        game.played,
        write_mfen(game.final),
        game.errors,
    )


def text_lines(binary: IO[bytes]) -> Iterator[str]:
    """The lines of a UTF-8 byte stream, with any line end (LF, CRLF, lone CR).

    Undecodable bytes become lone surrogates, which the tokenizer reports as
    MGN-SYNTAX at their line.
    """
    yield from io.TextIOWrapper(binary, encoding="utf-8", errors="surrogateescape", newline=None)


NO_GAME = Violation("MGN-SYNTAX", "The file holds no game.", None, 1, 1)


def _each(file: str, lines: Iterable[str], visitor: Callable[[], BaseVisitor[G]], empty: G) -> Iterator[tuple[G, Verdict]]:
    count = 0
    for count, game in enumerate(read_games(lines, visitor), start=1):
        yield game, verdict_of(file, count, game)
    if count == 0:
        yield empty, verdict_of(file, 1, empty)


def judge(file: str, lines: Iterable[str]) -> Iterator[tuple[GameRecord, Verdict]]:
    """Every game of a file as a full record, with its verdict; a file without
    any game gets one invalid verdict so that it is never silently passed over."""
    builder = GameBuilder()
    builder.begin_game(1)
    empty = attrs.evolve(builder.result(), errors=(NO_GAME,))
    return _each(file, lines, GameBuilder, empty)


def verdicts(file: str, lines: Iterable[str]) -> Iterator[tuple[Judgement, Verdict]]:
    """Like :func:`judge`, in constant memory per game: no turns are kept."""
    start = start_of({})
    return _each(file, lines, Referee, Judgement((), start, start, 0, errors=(NO_GAME,)))
