"""Reading and writing game records: MGN and MFEN for MAD.

The notation layer turns text into typed values and back; the referee judges.

>>> game = parse_game("1. 211c2-c4 121a5-a4 *")
>>> game.valid, len(game.main.turns), write_mfen(game.final).split()[1:]
(True, 2, ['r', '3', '2', '-'])
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from admiralty.notation.judging import first_game
from admiralty.notation.mgn.builder import GameBuilder
from admiralty.notation.mgn.mfen import parse_mfen, write_mfen
from admiralty.notation.mgn.record import GameRecord, Line, PlayedTurn
from admiralty.notation.mgn.turn import WrittenTurn, parse_turn, write_turn
from admiralty.notation.mgn.writer import write_game, write_games
from admiralty.notation.reader import read_games
from admiralty.notation.tokens import MGN
from admiralty.notation.visitor import SKIP, BaseVisitor
from admiralty.referee.violation import AdmiraltyError


def read_records(lines: Iterable[str]) -> Iterator[GameRecord[PlayedTurn]]:
    """Every game of an MGN text, as records holding their verdicts."""
    return read_games(lines, GameBuilder)


def parse_game(text: str) -> GameRecord[PlayedTurn]:
    """The first game of an MGN text.

    Raises:
        AdmiraltyError: the text holds no game, or the game's first error.
    """
    return first_game(read_records(text.splitlines()), MGN)


__all__ = [
    "SKIP",
    "AdmiraltyError",
    "BaseVisitor",
    "GameBuilder",
    "GameRecord",
    "Line",
    "PlayedTurn",
    "WrittenTurn",
    "parse_game",
    "parse_mfen",
    "parse_turn",
    "read_games",
    "read_records",
    "write_game",
    "write_games",
    "write_mfen",
    "write_turn",
]
