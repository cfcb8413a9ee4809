"""The games of an event as ruled (specs/tournament.md, "Games as ruled"): what every reader of a tournament's
games (``games``, ``show``, ``export``, ``view``, ``report``) takes from the arbiters' standing decisions.

A game an arbiter excluded (:class:`GameExcluded`) is not a game of the event; a game whose correction an
arbiter accepted (:class:`CorrectionAccepted`) is read with its last correction, to its end, as
``verify`` re-makes it (:func:`store.corrections.corrected`); any other game is read as it was submitted.
A decision annulled (:class:`DecisionAnnulled`) stands no more. The submitted text is never changed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import attrs

from admiralty.notation.kinds import KINDS
from admiralty.notation.verdict import judge
from admiralty.referee.tournament import ledger as ledgers
from admiralty.referee.tournament.events import CorrectionAccepted, GameExcluded
from admiralty.referee.tournament.ledger import Ledger
from admiralty.referee.tournament.matching import rulings
from admiralty.store import ledger
from admiralty.store.corrections import corrected
from admiralty.store.events import AFTER_IMPORT, Adjudicated, Corrected, GameStarted
from admiralty.store.notes import correction_note
from admiralty.store.projections import GameSummary, StoredGame, fold
from admiralty.store.recorder import Recorder, StoredEvent
from admiralty.store.recording import events_of, rebuild


@attrs.frozen
class Ruling:
    """One arbiter's standing decision on a game: the tournament whose ledger holds it, its number there,
    who made it and why."""

    tournament: str
    seq: int
    by: str
    reason: str


@attrs.frozen
class Rulings:
    """The standing decisions of every tournament's ledger on games, by game id.

    Args:
        accepted: the games an arbiter ruled count as corrected (:class:`CorrectionAccepted`).
        excluded: the games an arbiter excluded from a tournament (:class:`GameExcluded`).
    """

    accepted: dict[int, Ruling] = attrs.field(factory=dict)
    excluded: dict[int, Ruling] = attrs.field(factory=dict)


def standing(tournament: str, state: Ledger) -> Rulings:
    """The standing exclusions and acceptances of the ledger ``state`` of ``tournament`` (none annulled)."""
    found = Rulings()
    annulled = state.annulled()
    for entry in state.entries:
        event = entry.event
        if entry.seq in annulled or not isinstance(event, CorrectionAccepted | GameExcluded):
            continue
        chosen = found.accepted if isinstance(event, CorrectionAccepted) else found.excluded
        chosen[event.game] = Ruling(tournament, entry.seq, event.by, event.reason)
    return found


def all_rulings(store: Recorder) -> Rulings:
    """The standing exclusions and acceptances of every tournament's ledger, each ledger read and folded once."""
    found = Rulings()
    for tournament in store.ledgers():
        entries = ledger.entries(store, tournament)
        if entries:
            each = standing(tournament, ledgers.fold(entries))
            found.accepted.update(each.accepted)
            found.excluded.update(each.excluded)
    return found


def event_games(store: Recorder, tournament: str, state: Ledger | None = None) -> list[int]:
    """The ids of the games of ``tournament``'s event as ruled, in id order: those stored under its name and
    those its arbiters' standing decisions name (attached, chosen), less those they excluded; ``state`` is
    its ledger when already folded (None: read here)."""
    if state is None:
        entries = ledger.entries(store, tournament)
        state = ledgers.fold(entries) if entries else None
    ruled = rulings(state)
    ids = {line.id for line in store.summaries(tournament)}
    ids |= {game_id for game_id in ruled.named if store.summary(game_id) is not None}
    return sorted(ids - ruled.excluded.keys())


def games_as_ruled(store: Recorder, tournament: str | None) -> tuple[list[int], Rulings]:
    """The ids of the games a reader of ``tournament`` shows (the report, its viewers) and the rulings they are
    read by: its event's games (:func:`event_games`) and its ledger's standing decisions; every stored game
    and every ledger's decisions when ``tournament`` is None."""
    if tournament is None:
        return [line.id for line in store.summaries()], all_rulings(store)
    entries = ledger.entries(store, tournament)
    state = ledgers.fold(entries) if entries else None
    rulings = standing(tournament, state) if state is not None else Rulings()
    return event_games(store, tournament, state), rulings


@attrs.frozen
class RuledGame:
    """A stored game as ruled, judged again from its submitted text.

    Args:
        id: the game id.
        file: the name of the file it was submitted in.
        started: its GameStarted event.
        record: the game as judged: with the last correction read in when one was accepted, else as submitted.
        corrections: the arbiter's corrections, in order (who and why are theirs).
        accepted: the decision that accepted them, if one stands.
    """

    id: int
    file: str
    started: GameStarted
    record: Any
    corrections: tuple[Corrected, ...] = ()
    accepted: Ruling | None = None

    @property
    def corrected(self) -> bool:
        """Read with a correction: one was made and an arbiter's decision accepted it."""
        return self.accepted is not None and bool(self.corrections)


def corrected_record(store: Recorder, game_id: int, correction: Corrected) -> Any:
    """Stored game ``game_id`` judged again with ``correction`` read in (the store's
    :func:`store.corrections.corrected`, as ``verify`` re-makes it).

    Raises:
        AdmiraltyError: as :func:`store.corrections.corrected`.
    """
    repaired = corrected(store, game_id, correction.turn, correction.token)
    started = store.first(game_id).event
    assert isinstance(started, GameStarted)  # corrected() raises STORE-TAMPER otherwise
    file = store.submission(started.submission)
    name = file.name if file is not None else ""
    record, _ = next(judge(name, repaired.text.splitlines(keepends=True), KINDS[started.kind]))
    return record


def ruled(
    store: Recorder,
    game_id: int,
    file: str,
    started: GameStarted,
    submitted: Any,
    rulings: Rulings,
    corrections: tuple[Corrected, ...] | None = None,
) -> RuledGame:
    """The game ``game_id`` as ruled, from its ``submitted`` record (:func:`store.submissions.judged_again`)
    and its ``corrections`` (None: read from its events).

    Raises:
        AdmiraltyError: as :func:`corrected_record`, for a game whose correction was accepted.
    """
    if corrections is None:
        corrections = tuple(each.event for each in store.events(game_id) if isinstance(each.event, Corrected))
    accepted = rulings.accepted.get(game_id)
    record = corrected_record(store, game_id, corrections[-1]) if accepted and corrections else submitted
    return RuledGame(game_id, file, started, record, corrections, accepted)


def load_ruled(store: Recorder, game_id: int, rulings: Rulings) -> StoredGame:
    """Stored game ``game_id`` rebuilt as ruled: with its last correction read in when an arbiter accepted it
    (``show``, ``export`` and ``view`` read it to its end), else as stored.

    Raises:
        AdmiraltyError: STORE-NOGAME, STORE-TAMPER, or what rebuilding the game raises.
    """
    stored = store.events(game_id)
    game = fold(game_id, stored)
    if game_id not in rulings.accepted or not game.corrections:
        return game
    return read_in(game, corrected_record(store, game_id, game.corrections[-1]), stored)


def read_in(game: StoredGame, record: Any, stored: Iterable[StoredEvent]) -> StoredGame:
    """The rebuilt ``game`` with the turns of ``record``, its judged text with a correction read in
    (:func:`corrected_record`), and the events of ``stored`` appended after its import (annotations,
    adjudication, corrections) applied again as they were."""
    made = events_of(record, game.started.submission, game.started.index, kind=KINDS[game.started.kind])[1:]
    after = [each.event for each in stored if isinstance(each.event, AFTER_IMPORT)]
    _, rebuilt, verdict = rebuild([game.started, *made, *after])
    return attrs.evolve(game, record=rebuilt, verdict=verdict)


def accepted_note(ruling: Ruling) -> str:
    """How an accepted correction is shown: ``Accepted by NAME (decision 7 of Brest Open): WHY.``"""
    return f"Accepted by {ruling.by} (decision {ruling.seq} of {ruling.tournament}): {ruling.reason}."


NOT_ACCEPTED = "Not accepted by an arbiter: the game is read as submitted."


def correction_notes(corrections: Sequence[Corrected], accepted: Ruling | None) -> tuple[str, ...]:
    """Each of the arbiter's ``corrections`` with who made it and why (:func:`store.notes.correction_note`); the
    last one says whether a decision accepted it (``accepted``: who and why) or the game is read as submitted."""
    notes = [correction_note(each) for each in corrections]
    if notes:
        notes[-1] = f"{notes[-1]} {NOT_ACCEPTED if accepted is None else accepted_note(accepted)}"
    return tuple(notes)


def ruled_line(store: Recorder, line: GameSummary, rulings: Rulings) -> GameSummary:
    """The listing line of a game as ruled: with its last correction read in when an arbiter accepted it
    (its verdict, first broken rule, legal turns and, unless adjudicated, result); else as stored."""
    if line.id not in rulings.accepted:
        return line
    stored = [each.event for each in store.events(line.id)]
    corrections = [each for each in stored if isinstance(each, Corrected)]
    if not corrections:
        return line
    record = corrected_record(store, line.id, corrections[-1])
    summary = KINDS[line.kind].plugin.summary(record)
    adjudicated = any(isinstance(each, Adjudicated) for each in stored)
    rule = record.errors[0].rule if record.errors else None
    result = line.result if adjudicated else summary.result
    return attrs.evolve(line, valid=record.valid, result=result, rule=rule, turns=summary.turns, corrected=True)
