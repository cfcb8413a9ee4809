"""From a judged game record to the events that store it, and back.

:func:`events_of` writes what a player submitted as store events (turns as
canonical tokens); :func:`rebuild` folds stored events back into a
:class:`notation.record.GameRecord`, judging every turn again with the referee,
so a stored game can never hold a turn the rules refuse without it showing.
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from notation.mfen import parse_mfen, write_mfen
from notation.mgn_turn import parse_turn, write_event
from notation.record import GameRecord, Line, PlayedTurn
from referee.mad import BOARDS, Rules, State, apply, decide, stop
from referee.mad.events import Stopped
from referee.violation import violation
from store.events import (
    Annotated,
    Branch,
    GameStarted,
    GameStopped,
    StoreEvent,
    TurnPlayed,
    VerdictRecorded,
    WrittenMove,
)


def _branch(line: Line) -> Branch:
    return Branch(line.comments, tuple(_written(played) for played in line.turns))


def _written(played: PlayedTurn) -> WrittenMove:
    token = write_event(played.before, played.event, played.after)
    variations = tuple(_branch(line) for line in played.variations)
    return WrittenMove(token, played.glyph, played.nags, played.comments, variations)


def events_of(
    record: GameRecord, digest: str, index: int, tournament: str | None = None, round: str | None = None
) -> list[StoreEvent]:
    """The events that store a judged game: started, its legal turns, the stop, the verdict.

    Args:
        record: the game as :func:`notation.verdict.judge` read it.
        digest: the sha256 of the submitted file.
        index: the game's 1-based place in the file.
        tournament: the tournament given at import.
        round: the round given at import.
    """
    rules = record.start.rules
    events: list[StoreEvent] = [
        GameStarted(
            record.tags,
            write_mfen(record.start),
            rules.board.name,
            rules.positioning,
            rules.tiebreak,
            digest,
            index,
            record.line,
            record.main.comments,
            tournament,
            round,
        )
    ]
    for played in record.main.turns:
        move = _written(played)
        events.append(TurnPlayed(played.before.turn, move.token, move.glyph, move.nags, move.comments, move.variations))
    if record.stop is not None:
        events.append(GameStopped(record.stop.reason.value))
    final = record.final
    events.append(
        VerdictRecorded(record.valid, record.errors, final.result, final.termination.value, len(record.main.turns))
    )
    return events


def _play(state: State, token: str) -> PlayedTurn:
    (event,) = decide(state, parse_turn(state, token).turn)
    return PlayedTurn(event, state, apply(state, event))


def _line(state: State, branch: Branch) -> Line:
    turns = []
    for move in branch.turns:
        played = _play(state, move.token)
        variations = tuple(_line(state, each) for each in move.variations)
        turns.append(attrs.evolve(played, glyph=move.glyph, nags=move.nags, comments=move.comments, variations=variations))
        state = played.after
    return Line(tuple(turns), branch.comments)


def annotation_comment(note: Annotated) -> str:
    """How an annotation's comment is written: ``[by NAME] TEXT``, or the text alone."""
    return f"[by {note.by}] {note.comment}" if note.by else note.comment or ""


def _annotate(turns: list[PlayedTurn], note: Annotated) -> None:
    """Apply an annotation: its glyph replaces the turn's, NAG and comment are added."""
    for place, played in enumerate(turns):
        if played.before.turn == note.turn:
            break
    else:
        raise violation("STORE-ANNOTATE", f"Turn {note.turn} was not played in this game.")
    changes: dict = {}
    if note.glyph is not None:
        changes["glyph"] = note.glyph
    if note.nag is not None:
        changes["nags"] = played.nags + (note.nag,)
    if note.comment is not None:
        changes["comments"] = played.comments + (annotation_comment(note),)
    turns[place] = attrs.evolve(played, **changes)


def rebuild(events: Iterable[StoreEvent]) -> tuple[GameStarted, GameRecord, VerdictRecorded | None]:
    """Fold a game's events into its record, judging each turn again.

    Returns:
        The GameStarted event, the record (with annotations merged in and the
        recorded verdict's errors) and the recorded verdict, if any yet.

    Raises:
        AdmiraltyError: a stored turn the referee refuses (its MGN-* or MAD-*
            rule), or STORE-STREAM when the events are not a game's stream.
    """
    started: GameStarted | None = None
    state: State | None = None
    turns: list[PlayedTurn] = []
    stopped: Stopped | None = None
    verdict: VerdictRecorded | None = None
    for event in events:
        if isinstance(event, GameStarted) and started is None:
            started = event
            rules = Rules(BOARDS[event.board], event.positioning, event.tiebreak)
            state = parse_mfen(event.start, rules)
            start_state = state
        elif started is None or state is None or isinstance(event, GameStarted):
            raise violation("STORE-STREAM", "A game's stream begins with its one GameStarted event.")
        elif isinstance(event, TurnPlayed):
            played = _play(state, event.token)
            if played.before.turn != event.turn:
                raise violation("STORE-STREAM", f"Turn {event.turn} is stored where turn {played.before.turn} belongs.")
            variations = tuple(_line(state, each) for each in event.variations)
            turns.append(attrs.evolve(played, glyph=event.glyph, nags=event.nags, comments=event.comments, variations=variations))
            state = played.after
        elif isinstance(event, GameStopped):
            stopped = stop(state)
            state = apply(state, stopped)
        elif isinstance(event, VerdictRecorded):
            verdict = event
        elif isinstance(event, Annotated):
            _annotate(turns, event)
    if started is None or state is None:
        raise violation("STORE-STREAM", "A game's stream begins with its one GameStarted event.")
    errors = verdict.errors if verdict is not None else ()
    record = GameRecord(started.tags, start_state, Line(tuple(turns), started.comments), state, stopped, errors, started.line)
    return started, record, verdict
