"""How a Rigadoon game is stored: one TurnSailed event per turn, its actions as canonical RGN tokens.

The start is kept as RFEN with the board's name; each turn's actions are
written by :func:`notation.rgn_turn.write_action` (every choice of a sail
explicit) and, when the game is rebuilt, read again against the position and
judged again by the referee (RGN-*, RIG-*), the turn's end included
(RIG-TURN-END, RIG-WIND).
"""

from __future__ import annotations

from typing import Any

import attrs

from admiralty.notation.rgn.record import PlayedAction, RigadoonRecord
from admiralty.notation.rgn.rfen import parse_rfen, write_rfen
from admiralty.notation.rgn.tags import BOARDS, board_name
from admiralty.notation.rgn.turn import parse_action, write_action
from admiralty.notation.rgn.writer import write_game
from admiralty.referee.rigadoon import Action, EndTurn, decide, replay
from admiralty.referee.rigadoon.rules import check_running
from admiralty.referee.violation import Violation, violation
from admiralty.referee.wording import quoted
from admiralty.store.events import Annotated, StoreEvent, TurnSailed, WrittenMove
from admiralty.store.mapper import Encoded, encoded
from admiralty.store.notes import annotate_last
from admiralty.store.recording import Recording


def opening(record: RigadoonRecord) -> dict[str, Any]:
    """The Rigadoon fields of GameStarted: RFEN start, board name, no MAD rule options."""
    start = record.start
    return {
        "start": write_rfen(start),
        "board": board_name(start.board),
        "positioning": False,
        "tiebreak": 0,
        "comments": record.comments,
    }


def turns(record: RigadoonRecord) -> list[StoreEvent]:
    """One TurnSailed per turn of the record's legal actions."""
    events: list[TurnSailed] = []
    moves: list[WrittenMove] = []
    for played in record.actions:
        if isinstance(played.action, EndTurn):
            events.append(TurnSailed(played.before.turn, tuple(moves), True, played.comments))
            moves = []
            continue
        token = write_action(played.before, played.action, played.events)
        moves.append(WrittenMove(token, played.glyph, played.nags, played.comments))
    if moves:
        events.append(TurnSailed(record.actions[-1].before.turn, tuple(moves), False))
    return list(events)


def written(record: RigadoonRecord, seq: int) -> tuple[list[Encoded], tuple[str, ...]]:
    """The rows of :func:`turns` from place ``seq`` on, and the turns' texts as the identity reads them
    from the same events (each turn's actions joined by spaces): the events are made once."""
    events = turns(record)
    return encoded(events, seq), tuple(event.text for event in events if isinstance(event, TurnSailed))


class RigadoonReplay:
    """A Rigadoon game rebuilt: every action of every TurnSailed judged again."""

    def __init__(self, started: Any) -> None:
        self.started = started
        board = BOARDS.get(started.board)
        if board is None:
            raise violation("STORE-STREAM", f"{quoted(started.board)} is not a Rigadoon board.")
        self.start = self.state = parse_rfen(started.start, board)
        self.actions: list[PlayedAction] = []
        self.turns = 0

    def _play(
        self, action: Action, glyph: str | None = None, nags: tuple[int, ...] = (), comments: tuple[str, ...] = ()
    ) -> None:
        before = self.state
        check_running(before)
        events = decide(before, action)
        self.state = replay(before, events)
        self.actions.append(PlayedAction(action, events, before, self.state, glyph=glyph, nags=nags, comments=comments))

    def fold(self, event: StoreEvent) -> None:
        if isinstance(event, TurnSailed):
            if event.turn != self.state.turn or not event.actions:
                raise violation("STORE-STREAM", f"Turn {event.turn} is stored where turn {self.state.turn} belongs.")
            for move in event.actions:
                self._play(parse_action(self.state, move.token), move.glyph, move.nags, move.comments)
            if event.ended:
                self._play(EndTurn(), comments=event.closing)
            self.turns += 1
        elif isinstance(event, Annotated):
            annotate_last(
                self.actions,
                event,
                lambda played: played.before.turn == event.turn and not isinstance(played.action, EndTurn),
            )
        else:
            raise violation("STORE-STREAM", f"A Rigadoon game's stream holds a {type(event).__name__} event.")

    def record(self, errors: tuple[Violation, ...]) -> RigadoonRecord:
        started = self.started
        return RigadoonRecord(
            started.tags,
            self.start,
            tuple(self.actions),
            self.state,
            self.turns,
            errors,
            started.line,
            None,
            started.comments,
        )


def write(record: RigadoonRecord, comments: tuple[str, ...]) -> str:
    """The canonical RGN of a stored game, ``comments`` opening its movetext."""
    return write_game(attrs.evolve(record, comments=comments + record.comments, errors=()))


RECORDING = Recording(opening, turns, RigadoonReplay, write, written)
"""How the store keeps a Rigadoon game (:func:`admiralty.store.recording.recording_of`)."""
