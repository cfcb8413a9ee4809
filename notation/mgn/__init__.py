"""Reading and writing game records: MGN and MFEN for MAD.

The notation layer turns text into typed values and back; the referee judges.

>>> game = parse_game("1. 211c2-c4 121a5-a4 *")
>>> game.valid, len(game.main.turns), write_mfen(game.final).split()[1:]
(True, 2, ['r', '3', '2', '-'])
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from admiralty.notation.judging import first_game
from admiralty.notation.mgn.mfen import parse_mfen, write_mfen
from admiralty.notation.mgn.record import GameRecord, Line, PlayedTurn
from admiralty.notation.mgn.turn import WrittenTurn, parse_turn, write_turn
from admiralty.notation.reader import read_games
from admiralty.notation.tokens import MGN
from admiralty.notation.visitor import SKIP, BaseVisitor
from admiralty.referee.violation import AdmiraltyError

if TYPE_CHECKING:
    from admiralty.notation.mgn.builder import GameBuilder
    from admiralty.notation.mgn.writer import write_game, write_games

_LATER = {
    "GameBuilder": "admiralty.notation.mgn.builder",
    "write_game": "admiralty.notation.mgn.writer",
    "write_games": "admiralty.notation.mgn.writer",
}
"""The builder and the writer, imported when first named: judging a record (``validate``) needs neither."""


def __getattr__(name: str) -> Any:
    """A name of :data:`_LATER`, from its module (PEP 562)."""
    if name not in _LATER:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(_LATER[name]), name)


def read_records(lines: Iterable[str]) -> Iterator[GameRecord[PlayedTurn]]:
    """Every game of an MGN text, as records holding their verdicts."""
    from admiralty.notation.mgn.builder import GameBuilder

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
