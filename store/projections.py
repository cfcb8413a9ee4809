"""Read models: games, their MGN or RGN and the standings, folded from the events.

Nothing here is stored: every view is rebuilt from the event streams each time
it is asked for, so no view can disagree with the events for long, and a view
is never evidence of anything.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import groupby
from typing import Any

import attrs

from admiralty.notation.kinds import KINDS, GameKind
from admiralty.referee.standings import Result, result_of
from admiralty.referee.violation import Violation
from admiralty.store.database import EventStore, StoredEvent
from admiralty.store.events import Adjudicated, Annotated, Corrected, GameStarted, VerdictRecorded
from admiralty.store.mapper import from_row
from admiralty.store.notes import correction_note
from admiralty.store.recording import rebuild, recording_of


@attrs.frozen
class StoredGame:
    """A stored game rebuilt from its events.

    Args:
        id: the game id.
        started: its GameStarted event.
        record: the game, annotations merged in (a GameRecord or a RigadoonRecord).
        verdict: the verdict recorded at import.
        annotations: how many annotations were appended.
        version: how many events it holds.
        head: the hash of its last event.
        adjudication: the arbiter's adjudication, if the game was adjudicated.
        corrections: the arbiter's corrections of turn tokens, in order (specs/suggestions.md).
    """

    id: int
    started: GameStarted
    record: Any
    verdict: VerdictRecorded | None
    annotations: int
    version: int
    head: str
    adjudication: Adjudicated | None = None
    corrections: tuple[Corrected, ...] = ()

    @property
    def result(self) -> str:
        """The result that stands: the adjudicated one, else the one the turns produce."""
        return self.adjudication.result if self.adjudication else KINDS[self.started.kind].summary(self.record).result

    @property
    def players(self) -> tuple[str, str]:
        """Its two players, from the tags of its kind's seats (Red and Blue, or Blue and Green)."""
        return KINDS[self.started.kind].players(self.record)


@attrs.frozen
class GameSummary:
    """One line of ``admiralty games``.

    A MAD game names its players ``red`` and ``blue``; a Rigadoon game
    ``blue`` and ``green`` (its ``red`` is None).
    """

    id: int
    tournament: str | None
    round: str | None
    red: str | None
    blue: str
    result: str
    valid: bool
    rule: str | None
    turns: int
    annotations: int
    kind: str = "mad"
    green: str | None = None

    @property
    def players(self) -> tuple[str, str]:
        """The players in their kind's seat order: Red and Blue, or Blue and Green."""
        return (self.blue, self.green or "?") if self.red is None else (self.red, self.blue)


def fold(game_id: int, stored: list[StoredEvent]) -> StoredGame:
    """The game of ``game_id`` from its stored events."""
    started, record, verdict = rebuild(each.event for each in stored)
    notes = sum(isinstance(each.event, Annotated) for each in stored)
    adjudications = [each.event for each in stored if isinstance(each.event, Adjudicated)]
    adjudication = adjudications[-1] if adjudications else None
    corrections = tuple(each.event for each in stored if isinstance(each.event, Corrected))
    return StoredGame(game_id, started, record, verdict, notes, len(stored), stored[-1].hash, adjudication, corrections)


def load(store: EventStore, game_id: int) -> StoredGame:
    """Rebuild one stored game.

    Raises:
        AdmiraltyError: STORE-NOGAME, or what :func:`store.recording.rebuild` raises.
    """
    return fold(game_id, store.events(game_id))


def load_all(store: EventStore) -> Iterator[StoredGame]:
    """Rebuild every stored game, in id order, reading the events once."""
    for game_id, rows in groupby(store.rows(), key=lambda row: row.game_id):
        stored = [StoredEvent(r.game_id, r.seq, from_row(r.type, r.payload), r.at, r.hash) for r in rows]
        yield fold(game_id, stored)


def summary(game: StoredGame) -> GameSummary:
    """The listing line of a game: players, the result that stands, verdict."""
    verdict = game.verdict
    first: Violation | None = verdict.errors[0] if verdict is not None and verdict.errors else None
    kind = game.started.kind
    seats = dict(zip(KINDS[kind].seats, game.players))
    return GameSummary(
        game.id,
        game.started.tournament,
        game.started.round,
        seats.get("Red"),
        seats["Blue"],
        game.result,
        verdict is not None and verdict.valid,
        None if first is None else first.rule,
        KINDS[kind].summary(game.record).turns,
        game.annotations,
        kind,
        seats.get("Green"),
    )


def games(store: EventStore, tournament: str | None = None) -> list[GameSummary]:
    """The listing of every stored game, or of one tournament's."""
    return [summary(game) for game in load_all(store) if tournament is None or game.started.tournament == tournament]


def _verdict_comment(verdict: VerdictRecorded) -> str:
    error = verdict.errors[0]
    turn = f" at turn {error.turn}" if error.turn is not None else ""
    place = f" (line {error.line}, column {error.column})" if error.line is not None else ""
    return f"INVALID {error.rule}{turn}{place}: {error.message} Only the turns before the error are kept."


def mgn(game: StoredGame) -> str:
    """The canonical MGN (or RGN, for a Rigadoon game) of a stored game, annotations included.

    A game found invalid at import is written with its legal turns only and an
    opening comment giving the broken rule; its submitted bytes stay in the
    store (``admiralty show GAME --submitted``). Each correction of the arbiter
    is an opening comment too.
    """
    invalid = game.verdict is not None and not game.verdict.valid
    verdict = (_verdict_comment(game.verdict),) if game.verdict is not None and invalid else ()
    opening = (*verdict, *map(correction_note, game.corrections))
    return recording_of(game.started.kind).write(game.record, opening)


def export(games: Iterable[StoredGame]) -> str:
    """Several games as one text, a blank line between each (MGN and RGN games may mix)."""
    return "\n".join(mgn(game) for game in games)


def results(summaries: Iterable[GameSummary]) -> list[Result]:
    """The valid finished games as standings results, adjudicated results included.

    A Rigadoon game is a result of its Blue and Green players, Blue in the
    first seat: ``blue`` and ``green`` are full victories of the one or the
    other (specs/arbiter.md, "Standings"). An unfinished game (``*``) does not count.
    """
    found = (game_result(KINDS[game.kind], game.players, game.result, game.round) for game in summaries if game.valid)
    return [result for result in found if result is not None]


def game_result(kind: GameKind, players: tuple[str, str], result: str, round: str | None) -> Result | None:
    """The standings result of a game of ``kind``: its players in seat order, its outcome from the first
    seat's side, the round of its Round tag when that is a number; None for an unfinished game."""
    outcome = result_of(result, kind.seat_results)
    if outcome is None:
        return None
    number = int(round) if round is not None and round.isdecimal() else None
    return Result(number, *players, outcome)
