"""From a judged game record to the events that store it, and back, for every game kind: the one adapter
between each game's store codec and the store's events.

A game gives the store game-neutral values through its plug-in's codec
(:class:`notation.codec.StoreCodec`, :func:`codec_of`): its opening, its
main-line turns as canonical tokens, the players' stop, a replay and the
canonical text. :func:`events_of` makes of them the events that store what a
player submitted (each turn of one token a TurnPlayed, each turn of several
actions a TurnSailed), and :func:`written_rows` the same events as the rows an
import stores (:func:`store.mapper.encoded`), a run of plain turns written at
once from their tokens (:func:`store.mapper.plain_run`); :func:`rebuild` folds
stored events back into the game's record, the game judging every turn again,
so a stored game can never hold a turn the rules refuse without it showing.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from admiralty.notation.codec import ActionsTurn, Opening, StoreCodec, TokenTurn, Turn, WrittenMove
from admiralty.notation.kinds import KINDS, MAD, GameKind
from admiralty.referee.violation import violation
from admiralty.referee.wording import quoted
from admiralty.store.events import (
    Adjudicated,
    Annotated,
    Corrected,
    GameStarted,
    GameStopped,
    StoreEvent,
    TurnPlayed,
    TurnSailed,
    VerdictRecorded,
)
from admiralty.store.mapper import Encoded, encoded, is_plain, plain_run
from admiralty.store.notes import annotation_comment, noted

if TYPE_CHECKING:
    from admiralty.notation.verdict import Verdict

__all__ = ["annotation_comment", "codec_of", "events_of", "rebuild", "written_rows"]


def kind_of(name: str) -> GameKind:
    """The game kind named ``name`` (:data:`notation.kinds.KINDS`).

    Raises:
        AdmiraltyError: STORE-STREAM for a name that is no game kind.
    """
    kind = KINDS.get(name)
    if kind is None:
        raise violation("STORE-STREAM", f"{quoted(name)} is not a game kind ({', '.join(KINDS)}).")
    return kind


def codec_of(name: str) -> StoreCodec:
    """How the game kind named ``name`` is stored: its plug-in's codec (:func:`kind_of` raises for another name)."""
    return kind_of(name).plugin.codec()


def turn_event(turn: Turn, place: int) -> TurnPlayed | TurnSailed:
    """The event of a game's main-line turn at its 1-based ``place`` in the main line."""
    if isinstance(turn, str):
        return TurnPlayed(place, turn)
    if isinstance(turn, TokenTurn):
        move = turn.move
        return TurnPlayed(turn.turn, move.token, move.glyph, move.nags, move.comments, move.variations)
    return TurnSailed(turn.turn, turn.actions, turn.ended, turn.closing)


def _turn(event: TurnPlayed | TurnSailed) -> Turn:
    """A stored turn event as its game's codec reads it (:func:`turn_event` the other way): a turn holding
    nothing but its token as that token alone, so that rebuilding a game makes no value per plain turn."""
    if isinstance(event, TurnPlayed):
        if is_plain(event, event.turn):
            return event.token
        move = WrittenMove(event.token, event.glyph, event.nags, event.comments, event.variations)
        return TokenTurn(event.turn, move)
    return ActionsTurn(event.turn, event.actions, event.ended, event.closing)


def _stopped(codec: StoreCodec, record: Any) -> list[StoreEvent]:
    reason = codec.stop(record)
    return [] if reason is None else [GameStopped(reason)]


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
    codec = kind.plugin.codec()
    summary = kind.plugin.summary(record)
    verdict = VerdictRecorded(record.valid, record.errors, summary.result, summary.termination, summary.turns)
    turns = [turn_event(turn, place) for place, turn in enumerate(codec.turns(record), 1)]
    started = started_of(codec, record, digest, index, tournament, round, kind)
    return [started, *turns, *_stopped(codec, record), verdict]


def started_of(
    codec: StoreCodec,
    record: Any,
    digest: str,
    index: int,
    tournament: str | None,
    round: str | None,
    kind: GameKind,
) -> GameStarted:
    """The GameStarted event of a judged game of ``kind``, its opening as its ``codec`` gives it (:func:`events_of`)."""
    opening = codec.opening(record)
    return GameStarted(
        record.tags,
        opening.start,
        opening.board,
        opening.positioning,
        opening.tiebreak,
        digest,
        index,
        record.line,
        opening.comments,
        tournament,
        round,
        kind.name,
    )


def recorded(verdict: Verdict) -> VerdictRecorded:
    """The VerdictRecorded event of a game judged with ``verdict``: what :func:`events_of` ends with."""
    return VerdictRecorded(verdict.valid, verdict.errors, verdict.result, verdict.termination, verdict.turns)


def written_rows(
    codec: StoreCodec, started: GameStarted, record: Any, verdict: VerdictRecorded
) -> tuple[list[Encoded], tuple[str, ...]]:
    """The rows of ``events_of`` for a judged game (:func:`store.mapper.encoded`), its GameStarted and
    VerdictRecorded events given (:func:`started_of`, :func:`recorded`); and its main-line turns' texts,
    as :func:`store.identity.identity` reads them from its turn events (for its identity key).

    Each maximal run of plain turns (holding only their token, at their own place: given by the codec as
    their token alone, or found plain, :func:`store.mapper.is_plain`) is written directly from the tokens
    as one row (:func:`store.mapper.plain_run`), any other turn in full; tests check both agree.
    """
    made = encoded([started], 0)
    texts: list[str] = []
    tokens: list[str] = []
    place = 0
    for place, turn in enumerate(codec.turns(record), 1):
        if type(turn) is str:
            tokens.append(turn)
            continue
        event = turn_event(turn, place)
        if type(event) is TurnPlayed and is_plain(event, place):  # a turn in full may hold only its token too
            tokens.append(event.token)
            continue
        if tokens:
            made.append(plain_run(place - len(tokens), tokens))
            texts += tokens
            tokens = []
        made += encoded([event], place)
        texts.append(event.text)
    end = place + 1
    if tokens:
        made.append(plain_run(end - len(tokens), tokens))
        texts += tokens
    made += encoded(_stopped(codec, record), end)
    return [*made, *encoded([verdict], sum(len(row[2]) for row in made))], tuple(texts)


def _stream_error() -> Exception:
    return violation("STORE-STREAM", "A game's stream begins with its one GameStarted event.")


def _foreign(kind: GameKind, event: StoreEvent) -> Exception:
    return violation("STORE-STREAM", f"A {kind.title} game's stream holds a {type(event).__name__} event.")


def rebuild(events: Iterable[StoreEvent]) -> tuple[GameStarted, Any, VerdictRecorded | None]:
    """Fold a game's events into its record, its game judging each turn again.

    Returns:
        The GameStarted event, the record (with annotations merged in and the
        recorded verdict's errors) and the recorded verdict, if any yet.

    Raises:
        AdmiraltyError: a stored turn the referee refuses (its MGN-*, MAD-*,
            RGN-* or RIG-* rule), STORE-ANNOTATE for a note on a turn not
            played, or STORE-STREAM when the events are not a game's stream
            (or not of its kind).
    """
    stream = iter(events)
    started = next(stream, None)
    if not isinstance(started, GameStarted):
        raise _stream_error()
    kind = kind_of(started.kind)
    opening = Opening(started.start, started.board, started.positioning, started.tiebreak, started.comments)
    game = kind.plugin.codec().replay(opening)
    verdict: VerdictRecorded | None = None
    for event in stream:
        if isinstance(event, GameStarted):
            raise _stream_error()
        if isinstance(event, VerdictRecorded):
            verdict = event
        elif isinstance(event, TurnPlayed | TurnSailed):
            if event.turn != game.turn or (isinstance(event, TurnSailed) and not event.actions):
                raise violation("STORE-STREAM", f"Turn {event.turn} is stored where turn {game.turn} belongs.")
            if not game.play(_turn(event)):
                raise _foreign(kind, event)
        elif isinstance(event, GameStopped):
            if not game.stop():
                raise _foreign(kind, event)
        elif isinstance(event, Annotated):
            if not game.annotate(event.turn, functools.partial(noted, note=event)):
                raise violation("STORE-ANNOTATE", f"Turn {event.turn} was not played in this game.")
        elif not isinstance(event, Adjudicated | Corrected):
            raise _foreign(kind, event)
    errors = verdict.errors if verdict is not None else ()
    return started, game.record(started.tags, started.line, errors), verdict
