"""From a judged game record to the events that store it, and back, for every game kind.

:func:`events_of` writes what a player submitted as store events (turns as
canonical tokens); :func:`rebuild` folds stored events back into the record
(:class:`notation.record.GameRecord` or
:class:`notation.rigadoon_record.RigadoonRecord`), judging every turn again with
the referee, so a stored game can never hold a turn the rules refuse without it
showing. Both share the stream's frame (GameStarted first, the verdict, the
annotations); :data:`RECORDINGS` is the one place that dispatches on the kind.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

import attrs
from admiralty.notation.kinds import KINDS, MAD, GameKind
from admiralty.notation.mgn.mfen import parse_mfen, write_mfen
from admiralty.notation.mgn.record import GameRecord, Line, PlainTurn, PlayedTurn, StoredTurn
from admiralty.notation.mgn.turn import parse_turn, write_event
from admiralty.notation.mgn.writer import write_game
from admiralty.referee.mad import BOARDS, Rules, State, apply, decide, stop
from admiralty.referee.mad.events import Stopped
from admiralty.referee.violation import Violation, violation
from admiralty.store import rigadoon_recording
from admiralty.store.events import (
    Adjudicated,
    Annotated,
    Branch,
    GameStarted,
    GameStopped,
    StoreEvent,
    TurnPlayed,
    VerdictRecorded,
    WrittenMove,
)
from admiralty.store.notes import annotate_last, annotation_comment

__all__ = ["RECORDINGS", "Recording", "annotation_comment", "events_of", "rebuild"]


class Replay(Protocol):
    """A game being rebuilt from its events, one kind's turns judged again."""

    def fold(self, event: StoreEvent) -> None: ...

    def record(self, errors: tuple[Violation, ...]) -> Any: ...


@attrs.frozen
class Recording:
    """How one game kind is stored.

    Args:
        opening: the kind's GameStarted fields of a judged record: ``start``,
            ``board``, ``positioning``, ``tiebreak`` and ``comments``.
        turns: the events of its turns (and its stop, if any).
        replay: starts rebuilding a game from its GameStarted event.
        write: the record's canonical text, with opening comments put first.
    """

    opening: Callable[[Any], dict[str, Any]]
    turns: Callable[[Any], list[StoreEvent]]
    replay: Callable[[GameStarted], Replay]
    write: Callable[[Any, tuple[str, ...]], str]


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


def _mad_opening(record: GameRecord[StoredTurn]) -> dict[str, Any]:
    rules = record.start.rules
    return {
        "start": write_mfen(record.start),
        "board": rules.board.name,
        "positioning": rules.positioning,
        "tiebreak": rules.tiebreak,
        "comments": record.main.comments,
    }


def _mad_turns(record: GameRecord[StoredTurn]) -> list[StoreEvent]:
    events: list[StoreEvent] = list(map(_turn_played, record.main.turns))
    if record.stop is not None:
        events.append(GameStopped(record.stop.reason.value))
    return events


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


class _MadReplay:
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


def _mad_write(record: GameRecord[PlayedTurn], comments: tuple[str, ...]) -> str:
    main = attrs.evolve(record.main, comments=comments + record.main.comments)
    return write_game(attrs.evolve(record, main=main, errors=()))


RECORDINGS: dict[str, Recording] = {
    MAD.name: Recording(_mad_opening, _mad_turns, _MadReplay, _mad_write),
    rigadoon_recording.KIND.name: Recording(
        rigadoon_recording.opening,
        rigadoon_recording.turns,
        rigadoon_recording.RigadoonReplay,
        rigadoon_recording.write,
    ),
}
"""How each game kind of :data:`notation.kinds.KINDS` is stored, by its name."""
assert RECORDINGS.keys() == KINDS.keys()


def events_of(
    record: Any,
    digest: str,
    index: int,
    tournament: str | None = None,
    round: str | None = None,
    kind: GameKind = MAD,
) -> list[StoreEvent]:
    """The events that store a judged game: started, its legal turns, the stop, the verdict.

    Args:
        record: the game as :func:`notation.verdict.judge` read it.
        digest: the sha256 of the submitted file.
        index: the game's 1-based place in the file.
        tournament: the tournament given at import.
        round: the round given at import.
        kind: the game kind the record was judged as.
    """
    recording = RECORDINGS[kind.name]
    opening = recording.opening(record)
    started = GameStarted(
        record.tags,
        opening["start"],
        opening["board"],
        opening["positioning"],
        opening["tiebreak"],
        digest,
        index,
        record.line,
        opening["comments"],
        tournament,
        round,
        kind.name,
    )
    summary = kind.summary(record)
    verdict = VerdictRecorded(record.valid, record.errors, summary.result, summary.termination, summary.turns)
    return [started, *recording.turns(record), verdict]


def _stream_error() -> Exception:
    return violation("STORE-STREAM", "A game's stream begins with its one GameStarted event.")


def rebuild(events: Iterable[StoreEvent]) -> tuple[GameStarted, Any, VerdictRecorded | None]:
    """Fold a game's events into its record, judging each turn again.

    Returns:
        The GameStarted event, the record (with annotations merged in and the
        recorded verdict's errors) and the recorded verdict, if any yet.

    Raises:
        AdmiraltyError: a stored turn the referee refuses (its MGN-*, MAD-*,
            RGN-* or RIG-* rule), or STORE-STREAM when the events are not a
            game's stream (or not of its kind).
    """
    stream = iter(events)
    started = next(stream, None)
    if not isinstance(started, GameStarted):
        raise _stream_error()
    recording = RECORDINGS.get(started.kind)
    if recording is None:
        raise violation("STORE-STREAM", f"{started.kind!r} is not a game kind ({', '.join(RECORDINGS)}).")
    game = recording.replay(started)
    verdict: VerdictRecorded | None = None
    for event in stream:
        if isinstance(event, GameStarted):
            raise _stream_error()
        if isinstance(event, VerdictRecorded):
            verdict = event
        elif not isinstance(event, Adjudicated):
            game.fold(event)
    return started, game.record(verdict.errors if verdict is not None else ()), verdict
