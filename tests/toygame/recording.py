"""How the store keeps a Hop game: one TurnPlayed event per turn, its token; the replay plays each token again."""

from __future__ import annotations

from typing import Any

from admiralty.referee.violation import Violation, violation
from admiralty.store.events import GameStarted, StoreEvent, TurnPlayed
from admiralty.store.mapper import Encoded, encoded
from admiralty.store.recording import Recording
from tests.toygame.game import Played, Record, State, play, read_position, write_game, write_position


def opening(record: Record) -> dict[str, Any]:
    return {
        "start": write_position(record.start),
        "board": "track",
        "positioning": False,
        "tiebreak": 0,
        "comments": (),
    }


def turns(record: Record) -> list[StoreEvent]:
    return [TurnPlayed(played.turn, played.token) for played in record.turns]


def written(record: Record, seq: int) -> tuple[list[Encoded], tuple[str, ...]]:
    return encoded(turns(record), seq), tuple(played.token for played in record.turns)


class Replay:
    """A Hop game rebuilt from its events, each token played again (TOY-MOVE)."""

    def __init__(self, started: GameStarted) -> None:
        self.started = started
        self.start: State = read_position(started.start)
        self.state, self.turns = self.start, list[Played]()

    def fold(self, event: StoreEvent) -> None:
        if not isinstance(event, TurnPlayed):
            raise violation("STORE-STREAM", f"A Hop game's stream holds a {type(event).__name__} event.")
        after = play(self.state, event.token)
        self.turns.append(Played(event.turn, event.token, 0, 0, self.state, after))
        self.state = after

    def record(self, errors: tuple[Violation, ...]) -> Record:
        return Record(self.started.tags, self.start, tuple(self.turns), self.state, errors, self.started.line)


def write(record: Record, comments: tuple[str, ...]) -> str:
    return write_game(record)


RECORDING = Recording(opening, turns, Replay, write, written)
"""How the store keeps a Hop game: registered by the tests (``RECORDINGS["hop"]``)."""
