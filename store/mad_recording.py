"""How a MAD game is stored: one TurnPlayed event per main-line turn, as its canonical MGN token.

The start is kept as MFEN with the rule options (board, positioning, tie-break);
each turn's token is read again against the position and judged again by the
referee when the game is rebuilt (MGN-*, MAD-*), variations included.
"""

from __future__ import annotations

from typing import Any

import attrs

from admiralty.notation.mgn.mfen import parse_mfen, write_mfen
from admiralty.notation.mgn.record import GameRecord, Line, PlainTurn, PlayedTurn, StoredTurn
from admiralty.notation.mgn.turn import parse_turn, write_event
from admiralty.notation.mgn.writer import write_game
from admiralty.referee.mad import BOARDS, Rules, State, apply, decide, stop
from admiralty.referee.mad.events import Stopped
from admiralty.referee.violation import Violation, violation
from admiralty.store.events import Annotated, Branch, GameStarted, GameStopped, StoreEvent, TurnPlayed, WrittenMove
from admiralty.store.mapper import Encoded, encoded, is_plain, plain_run
from admiralty.store.notes import annotate_last
from admiralty.store.recording import Recording


def _branch(line: Line[PlayedTurn]) -> Branch:
    return Branch(line.comments, tuple(_written(played) for played in line.turns))


def _written(played: PlayedTurn) -> WrittenMove:
    token = write_event(played.before, played.event, played.after)
    return WrittenMove(token, played.glyph, played.nags, played.comments, tuple(map(_branch, played.variations)))


def _turn_played(played: StoredTurn) -> TurnPlayed:
    """The event of a main-line turn; a plain turn already holds its number and canonical token."""
    if isinstance(played, PlainTurn):
        variations = tuple(map(_branch, played.variations)) if played.variations else ()
        return TurnPlayed(played.turn, played.token, None, played.nags, played.comments, variations)
    move = _written(played)
    return TurnPlayed(played.before.turn, move.token, move.glyph, move.nags, move.comments, move.variations)


def opening(record: GameRecord[StoredTurn]) -> dict[str, Any]:
    rules = record.start.rules
    return {
        "start": write_mfen(record.start),
        "board": rules.board.name,
        "positioning": rules.positioning,
        "tiebreak": rules.tiebreak,
        "comments": record.main.comments,
    }


def turns(record: GameRecord[StoredTurn]) -> list[StoreEvent]:
    return [*map(_turn_played, record.main.turns), *_stop(record)]


def _stop(record: GameRecord[StoredTurn]) -> list[StoreEvent]:
    return [] if record.stop is None else [GameStopped(record.stop.reason.value)]


def written(record: GameRecord[StoredTurn], seq: int) -> tuple[list[Encoded], tuple[str, ...]]:
    """The rows of :func:`turns` from place ``seq`` on, in canonical form (:func:`store.mapper.encoded`):
    each maximal run of plain turns (holding only their token, at their own place) is written directly
    from the tokens as one row (:func:`store.mapper.plain_run`), any other turn in full; and every
    main-line turn's token, as the identity reads them from :func:`turns`."""
    made: list[Encoded] = []
    texts: list[str] = []
    tokens: list[str] = []
    for place, played in enumerate(record.main.turns, seq):
        if (
            type(played) is PlainTurn
            and played.turn == place
            and not (played.nags or played.comments or played.variations)
        ):
            tokens.append(played.token)
            continue
        event = _turn_played(played)
        if is_plain(event, place):  # a turn judged on the general path may hold only its token too
            tokens.append(event.token)
            continue
        if tokens:
            made.append(plain_run(place - len(tokens), tokens))
            texts += tokens
            tokens = []
        made += encoded([event], place)
        texts.append(event.token)
    end = seq + len(record.main.turns)
    if tokens:
        made.append(plain_run(end - len(tokens), tokens))
        texts += tokens
    return made + encoded(_stop(record), end), tuple(texts)


def _play(state: State, token: str) -> PlayedTurn:
    (event,) = decide(state, parse_turn(state, token).turn)
    return PlayedTurn(event, state, apply(state, event))


def _line(state: State, branch: Branch) -> Line[PlayedTurn]:
    turns = []
    for move in branch.turns:
        played = _play(state, move.token)
        variations = tuple(_line(state, each) for each in move.variations)
        turns.append(
            attrs.evolve(played, glyph=move.glyph, nags=move.nags, comments=move.comments, variations=variations)
        )
        state = played.after
    return Line(tuple(turns), branch.comments)


class MadReplay:
    """A MAD game rebuilt: each TurnPlayed's token judged again (MGN-*, MAD-*)."""

    def __init__(self, started: GameStarted) -> None:
        self.started = started
        self.start = self.state = parse_mfen(
            started.start, Rules(BOARDS[started.board], started.positioning, started.tiebreak)
        )
        self.turns: list[PlayedTurn] = []
        self.stopped: Stopped | None = None

    def fold(self, event: StoreEvent) -> None:
        if isinstance(event, TurnPlayed):
            played = _play(self.state, event.token)
            if played.before.turn != event.turn:
                raise violation("STORE-STREAM", f"Turn {event.turn} is stored where turn {played.before.turn} belongs.")
            variations = tuple(_line(self.state, each) for each in event.variations)
            self.turns.append(
                attrs.evolve(played, glyph=event.glyph, nags=event.nags, comments=event.comments, variations=variations)
            )
            self.state = played.after
        elif isinstance(event, GameStopped):
            self.stopped = stop(self.state)
            self.state = apply(self.state, self.stopped)
        elif isinstance(event, Annotated):
            annotate_last(self.turns, event, lambda played: played.before.turn == event.turn)
        else:
            raise violation("STORE-STREAM", f"A MAD game's stream holds a {type(event).__name__} event.")

    def record(self, errors: tuple[Violation, ...]) -> GameRecord[PlayedTurn]:
        line = Line(tuple(self.turns), self.started.comments)
        return GameRecord(self.started.tags, self.start, line, self.state, self.stopped, errors, self.started.line)


def write(record: GameRecord[PlayedTurn], comments: tuple[str, ...]) -> str:
    main = attrs.evolve(record.main, comments=comments + record.main.comments)
    return write_game(attrs.evolve(record, main=main, errors=()))


RECORDING = Recording(opening, turns, MadReplay, write, written)
"""How the store keeps a MAD game (:func:`admiralty.store.recording.recording_of`)."""
