"""Reading and writing Rigadoon game records: RGN (specs/rgn.md) and RFEN positions.

>>> game = parse_game("1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 *")
>>> game.valid, game.turns, len(game.actions)
(True, 1, 6)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from notation.reader import read_games
from notation.rigadoon_judge import RGN, RigadoonBuilder, RigadoonReferee
from notation.rigadoon_record import RigadoonRecord
from referee.violation import AdmiraltyError


def read_records(lines: Iterable[str]) -> Iterator[RigadoonRecord]:
    """Every game of an RGN text, as records holding their actions and verdicts."""
    return read_games(lines, RigadoonBuilder, RGN)


def read_verdicts(lines: Iterable[str]) -> Iterator[RigadoonRecord]:
    """Every game of an RGN text, judged in constant memory: records without their actions."""
    return read_games(lines, RigadoonReferee, RGN)


def parse_game(text: str) -> RigadoonRecord:
    """The first game of an RGN text.

    Raises:
        AdmiraltyError: the text holds no game, or the game's first error.
    """
    for record in read_records(text.splitlines()):
        if record.errors:
            raise AdmiraltyError(record.errors[0])
        return record
    raise RGN.error("The text holds no game.", 1, 1)
