"""From a judged game record to the events that store it, and back, for every game kind.

:func:`events_of` writes what a player submitted as store events (turns as
canonical tokens), and :func:`written_rows` the same events as the rows an
import stores (:func:`store.mapper.encoded`), written directly where it can;
:func:`rebuild` folds stored events back into the record
(:class:`notation.record.GameRecord` or
:class:`notation.rigadoon_record.RigadoonRecord`), judging every turn again with
the referee, so a stored game can never hold a turn the rules refuse without it
showing. Both share the stream's frame (GameStarted first, the verdict, the
annotations); each kind's own part is its :class:`Recording` (:func:`recording_of`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Protocol

import attrs

from admiralty.notation.kinds import KINDS, MAD, GameKind
from admiralty.referee.violation import Violation, violation
from admiralty.referee.wording import quoted
from admiralty.store.events import (
    Adjudicated,
    Corrected,
    GameStarted,
    StoreEvent,
    VerdictRecorded,
)
from admiralty.store.mapper import Encoded, encoded
from admiralty.store.notes import annotation_comment

if TYPE_CHECKING:
    from admiralty.notation.verdict import Verdict

__all__ = ["Recording", "annotation_comment", "events_of", "rebuild", "recording_of", "written_rows"]


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
        written: the :func:`store.mapper.encoded` rows of ``turns`` from a place on, and the
            main-line turns' texts as :func:`store.identity.identity` reads them from ``turns``,
            made in one pass, directly where the kind can (tests check both agree).
    """

    opening: Callable[[Any], dict[str, Any]]
    turns: Callable[[Any], list[StoreEvent]]
    replay: Callable[[GameStarted], Replay]
    write: Callable[[Any, tuple[str, ...]], str]
    written: Callable[[Any, int], tuple[list[Encoded], tuple[str, ...]]]


def _mad() -> Recording:
    from admiralty.store.mad_recording import RECORDING

    return RECORDING


def _rigadoon() -> Recording:
    from admiralty.store.rigadoon_recording import RECORDING

    return RECORDING


RECORDINGS: dict[str, Callable[[], Recording]] = {"mad": _mad, "rigadoon": _rigadoon}
"""How each game kind is stored, by its name: each game's module imported when first needed."""


def recording_of(kind: str) -> Recording:
    """How the game kind named ``kind`` is stored (:data:`RECORDINGS`).

    Raises:
        AdmiraltyError: STORE-STREAM for a name that is no game kind.
    """
    load = RECORDINGS.get(kind) if kind in KINDS else None
    if load is None:
        raise violation("STORE-STREAM", f"{quoted(kind)} is not a game kind ({', '.join(KINDS)}).")
    return load()


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
    recording = recording_of(kind.name)
    summary = kind.plugin.summary(record)
    verdict = VerdictRecorded(record.valid, record.errors, summary.result, summary.termination, summary.turns)
    return [started_of(recording, record, digest, index, tournament, round, kind), *recording.turns(record), verdict]


def started_of(
    recording: Recording,
    record: Any,
    digest: str,
    index: int,
    tournament: str | None,
    round: str | None,
    kind: GameKind,
) -> GameStarted:
    """The GameStarted event of a judged game of ``kind``, stored as ``recording`` says (:func:`events_of`)."""
    opening = recording.opening(record)
    return GameStarted(
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


def recorded(verdict: Verdict) -> VerdictRecorded:
    """The VerdictRecorded event of a game judged with ``verdict``: what :func:`events_of` ends with."""
    return VerdictRecorded(verdict.valid, verdict.errors, verdict.result, verdict.termination, verdict.turns)


def written_rows(
    recording: Recording, started: GameStarted, record: Any, verdict: VerdictRecorded
) -> tuple[list[Encoded], tuple[str, ...]]:
    """The rows of ``events_of`` for a judged game (:func:`store.mapper.encoded`), its GameStarted and
    VerdictRecorded events given (:func:`started_of`, :func:`recorded`), its turns written directly
    where its kind's ``recording`` can; and its main-line turns' texts (for its identity key)."""
    turns, texts = recording.written(record, 1)
    rows = [*encoded([started], 0), *turns, *encoded([verdict], sum(len(row[2]) for row in turns) + 1)]
    return rows, texts


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
    recording = recording_of(started.kind)
    game = recording.replay(started)
    verdict: VerdictRecorded | None = None
    for event in stream:
        if isinstance(event, GameStarted):
            raise _stream_error()
        if isinstance(event, VerdictRecorded):
            verdict = event
        elif not isinstance(event, Adjudicated | Corrected):
            game.fold(event)
    return started, game.record(verdict.errors if verdict is not None else ()), verdict
