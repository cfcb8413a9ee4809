"""Read models: games, their MGN or RGN and the standings, folded from the events.

A game, its MGN or RGN, is rebuilt from its event stream each time it is asked
for. The listing (:func:`games`) and the standings' pairings read the
``summaries`` projection instead (:mod:`store.summaries`), written with the
events and checked against them by ``verify``; :func:`summary` is the same line
made from a rebuilt game, which ``verify`` compares with the stored one. No
view is evidence of anything.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import groupby
from typing import Any

import attrs

from admiralty.notation.kinds import KINDS, GameKind
from admiralty.notation.spellings import spelling_key
from admiralty.referee.tournament.rounds import round_number
from admiralty.referee.tournament.standings import Result, result_of
from admiralty.referee.violation import Violation
from admiralty.store.events import Adjudicated, Annotated, Corrected, GameStarted, VerdictRecorded
from admiralty.store.notes import correction_note
from admiralty.store.recorder import Recorder, StoredEvent
from admiralty.store.recording import codec_of, rebuild
from admiralty.store.summaries import GameSummary, round_of

__all__ = [
    "GameSummary",
    "StoredGame",
    "export",
    "fold",
    "game_result",
    "games",
    "load",
    "load_all",
    "mgn",
    "results",
    "summarize",
    "summary",
]


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
        return (
            self.adjudication.result
            if self.adjudication
            else KINDS[self.started.kind].plugin.summary(self.record).result
        )

    @property
    def players(self) -> tuple[str, str]:
        """Its two players, from the tags of its kind's seats (Red and Blue, or Blue and Green)."""
        return KINDS[self.started.kind].players(self.record)


def fold(game_id: int, stored: list[StoredEvent]) -> StoredGame:
    """The game of ``game_id`` from its stored events."""
    started, record, verdict = rebuild(each.event for each in stored)
    notes = sum(isinstance(each.event, Annotated) for each in stored)
    adjudications = [each.event for each in stored if isinstance(each.event, Adjudicated)]
    adjudication = adjudications[-1] if adjudications else None
    corrections = tuple(each.event for each in stored if isinstance(each.event, Corrected))
    return StoredGame(game_id, started, record, verdict, notes, len(stored), stored[-1].hash, adjudication, corrections)


def load(store: Recorder, game_id: int) -> StoredGame:
    """Rebuild one stored game.

    Raises:
        AdmiraltyError: STORE-NOGAME, or what :func:`store.recording.rebuild` raises.
    """
    return fold(game_id, store.events(game_id))


def load_all(store: Recorder) -> Iterator[StoredGame]:
    """Rebuild every stored game, in id order, reading the events once."""
    for game_id, stored in groupby(store.stored(), key=lambda each: each.game_id):
        yield fold(game_id, list(stored))


def summary(game: StoredGame) -> GameSummary:
    """The listing line of a rebuilt game: players, the result that stands, verdict."""
    return summarize(game.id, game.started, game.record, game.verdict, game.annotations, game.adjudication)


def summarize(
    game_id: int,
    started: GameStarted,
    record: Any,
    verdict: VerdictRecorded | None,
    annotations: int = 0,
    adjudication: Adjudicated | None = None,
) -> GameSummary:
    """The listing line of a game from its judged ``record`` (rebuilt from its events, or judged from its file).

    Args:
        game_id: the game id.
        started: its GameStarted event.
        record: the game as judged.
        verdict: its recorded verdict, if any yet.
        annotations: how many annotations it holds.
        adjudication: the arbiter's adjudication, whose result stands.
    """
    kind = KINDS[started.kind]
    first: Violation | None = verdict.errors[0] if verdict is not None and verdict.errors else None
    judged = kind.plugin.summary(record)
    return GameSummary(
        game_id,
        started.tournament,
        round_of(started),
        *kind.players(record),
        adjudication.result if adjudication else judged.result,
        verdict is not None and verdict.valid,
        None if first is None else first.rule,
        judged.turns,
        annotations,
        started.kind,
    )


def games(store: Recorder, tournament: str | None = None) -> list[GameSummary]:
    """The listing of every stored game, or of one tournament's, as the ``summaries`` projection holds it."""
    return store.summaries(tournament)


def _verdict_comment(verdict: VerdictRecorded) -> str:
    return f"INVALID {verdict.errors[0].placed} Only the turns judged legal are kept."


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
    return codec_of(game.started.kind).write(game.record, opening)


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


def spelled_alike(found: Iterable[Result]) -> list[Result]:
    """``found`` with each player named as first spelled: spellings of one name
    (:func:`notation.spellings.spelling_key`: case, accents, ``Last, First``) are one player in standings over
    files, which have no registered players to say who is who.

    >>> found = [Result(1, "Loïc Kerbrat", "A", "first"), Result(2, "B", "Kerbrat, Loic", "first")]
    >>> [(each.first, each.second) for each in spelled_alike(found)]
    [('Loïc Kerbrat', 'A'), ('B', 'Loïc Kerbrat')]
    """
    first_spelled: dict[str, str] = {}

    def named(name: str) -> str:
        return first_spelled.setdefault(spelling_key(name), name)

    return [attrs.evolve(each, first=named(each.first), second=each.second and named(each.second)) for each in found]


def game_result(kind: GameKind, players: tuple[str, str], result: str, round: str | None) -> Result | None:
    """The standings result of a game of ``kind``: its players in seat order, its outcome from the first
    seat's side, the round of its Round tag when that is a number; None for an unfinished game."""
    outcome = result_of(result, kind.winners)
    if outcome is None:
        return None
    number = None if round is None else round_number(round)
    return Result(number, *players, outcome)
