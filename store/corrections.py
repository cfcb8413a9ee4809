"""Correcting a turn token of a stored game: a new event, never an edit of the submission (specs/suggestions.md)."""

from __future__ import annotations

from admiralty.notation.kinds import KINDS
from admiralty.notation.repair import AfterTheError, NoSuchTurn, Repaired, repair
from admiralty.referee.violation import violation
from admiralty.store import account_projection
from admiralty.store.events import Corrected, GameStarted
from admiralty.store.recorder import Recorder, StoredEvent
from admiralty.store.submissions import submission_of, submitted_lines


def corrected(store: Recorder, game_id: int, turn: int, token: str, checked: bool = False) -> Repaired:
    """The submitted text of game ``game_id`` with turn ``turn`` read as ``token``, judged again as
    ``admiralty repair`` judges a file: what a correction stands on, for making it and for ``verify``.
    ``checked``: refuse a turn after the first error, as a new correction not forced is refused.

    Raises:
        AdmiraltyError: the rule ``token`` breaks there; STORE-CORRECT when the
            game has no single token of that turn, or (``checked``) the turn is after the first
            error; STORE-NOGAME; STORE-TAMPER.
    """
    started, _ = submission_of(store, game_id)
    assert isinstance(started, GameStarted)  # submission_of raises STORE-TAMPER otherwise
    file, lines = submitted_lines(store, game_id)
    try:
        return repair(file, lines, turn, token, KINDS[started.kind], forced=None if checked else "")
    except (NoSuchTurn, AfterTheError) as error:
        raise violation("STORE-CORRECT", f"Game {game_id}: {error}.") from None


def correct_game(
    store: Recorder,
    game_id: int,
    turn: int,
    token: str,
    at: str,
    by: str | None = None,
    reason: str | None = None,
    force: bool = False,
) -> tuple[StoredEvent, Repaired]:
    """Append the arbiter's reading of turn ``turn`` of game ``game_id`` as ``token``.

    The submitted text, repaired as ``admiralty repair`` repairs a file, is
    judged again: the token must be legal where it stands, and the turn at or
    before the first error unless ``force`` (the reason says why).

    Returns:
        The stored event and the repaired record with its verdict.

    Raises:
        AdmiraltyError: the rule ``token`` breaks there; STORE-CORRECT when the
            game has no single token of that turn, or the turn is after the
            first error and nothing forces it; STORE-NOGAME; STORE-TAMPER;
            STORE-CONFLICT (nothing written: retry).
    """
    repaired = corrected(store, game_id, turn, token, checked=not force)
    stored = store.events(game_id)
    event = Corrected(turn, repaired.edit.old, token, by, reason)
    with store.transaction():
        (appended,) = store.append(game_id, len(stored), [event], at)
        account_projection.refresh(store)  # a correction the arbiter accepted is read with its last one
    return appended, repaired
