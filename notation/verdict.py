"""Verdicts: what ``admiralty validate`` says of each game (specs/json-contract.md).

Decoding is part of reading: a record is UTF-8, and bytes that are not are
reported as MGN-SYNTAX at their line rather than raised.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import attrs

from notation.builder import GameBuilder
from notation.mfen import write_mfen
from notation.reader import read_games
from notation.record import GameRecord
from referee.violation import Violation


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


def verdict_of(file: str, index: int, record: GameRecord) -> Verdict:
    """The verdict on the ``index``-th (1-based) game of ``file``."""
    return Verdict(
        file,
        index,
        record.valid,
        record.final.result,
        record.final.termination.value,
        len(record.main.turns),
        write_mfen(record.final),
        record.errors,
    )


def decode_lines(chunks: Iterable[bytes]) -> Iterator[str]:
    """Text lines from byte lines; undecodable bytes become lone surrogates,
    which the tokenizer reports as MGN-SYNTAX."""
    for chunk in chunks:
        yield chunk.decode("utf-8", errors="surrogateescape")


def judge(file: str, lines: Iterable[str]) -> Iterator[tuple[GameRecord, Verdict]]:
    """Every game of a file with its verdict; a file without any game gets one
    invalid verdict so that it is never silently passed over."""
    count = 0
    for count, record in enumerate(read_games(lines, GameBuilder), start=1):
        yield record, verdict_of(file, count, record)
    if count == 0:
        empty = GameBuilder()
        empty.begin_game(1)
        record = attrs.evolve(empty.result(), errors=(Violation("MGN-SYNTAX", "The file holds no game.", None, 1, 1),))
        yield record, verdict_of(file, 1, record)
