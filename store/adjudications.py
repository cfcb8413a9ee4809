"""Adjudicating a stored game: a new event, never an edit (MAD-TIEBREAK).

Only MAD has a tie-break: a Rigadoon game is refused (:func:`refuse_kind`).
"""

from __future__ import annotations

from typing import Any

from admiralty.notation.kinds import KINDS
from admiralty.notation.plugin import Decision, TieBreak
from admiralty.notation.verdict import Verdict
from admiralty.referee.violation import AdmiraltyError, violation
from admiralty.store import account_projection
from admiralty.store.events import Adjudicated, VerdictRecorded
from admiralty.store.projections import StoredGame, fold
from admiralty.store.recorder import Recorder, StoredEvent


def refuse_kind(kind: str) -> None:
    """Refuse to adjudicate a game of a kind without a tie-break rule (STORE-ADJUDICATE), saying how its games
    are decided (:attr:`~admiralty.notation.kinds.GameKind.decided`).

    RIGADOON.md has no tie-break and no adjudication: a Rigadoon game is won
    by two islands (RIG-WIN) or lost by a loop (RIG-LOOP), on the board.
    """
    game = KINDS[kind]
    if not game.tiebreak:
        raise violation("STORE-ADJUDICATE", f"{game.title} has no tie-break: {game.decided}")


def tiebreak(kind: str) -> TieBreak:
    """The tie-break of the game kind named ``kind``: its plug-in, once a kind without one is refused (:func:`refuse_kind`)."""
    refuse_kind(kind)
    plugin = KINDS[kind].plugin
    assert isinstance(plugin, TieBreak), f"{kind} has a tie-break: its plug-in adjudicates"
    return plugin


def _stopped_state(judge: TieBreak, game: StoredGame, stop_after: int | None) -> Any:
    """The position the game stopped in (:meth:`TieBreak.stopped`); a turn not played is STORE-ADJUDICATE."""
    try:
        return judge.stopped(game.record, stop_after)
    except AdmiraltyError:
        raise violation("STORE-ADJUDICATE", f"Game {game.id} has no turn {stop_after} to stop after.") from None


def refuse_invalid(game: str, verdict: Verdict | VerdictRecorded) -> None:
    """Refuse to adjudicate ``game`` (its name in the message) when its record broke a rule: it did not
    stop, it was cut short (STORE-ADJUDICATE, naming the first rule broken)."""
    if not verdict.valid:
        raise violation(
            "STORE-ADJUDICATE", f"{game} is invalid ({verdict.errors[0].rule}): only a valid record is adjudicated."
        )


def adjudicate_game(
    store: Recorder,
    game_id: int,
    at: str,
    stop_after: int | None = None,
    by: str | None = None,
    reason: str | None = None,
) -> tuple[StoredEvent, Decision]:
    """Adjudicate game ``game_id`` and append the decision as an event.

    Args:
        store: the event store.
        game_id: the stored game.
        at: the timestamp of the decision.
        stop_after: the turn after which the arbiter stopped the game; by
            default its last recorded turn.
        by: the arbiter.
        reason: why the game was stopped.

    Returns:
        The stored event and the decision it records.

    Raises:
        AdmiraltyError: MAD-END for a game decided on the board; STORE-ADJUDICATE
            for a Rigadoon game, an invalid game, a game already adjudicated, or a turn not
            played; STORE-NOGAME; STORE-CONFLICT (nothing written: retry).
    """
    stored = store.events(game_id)
    event, decision = decide(fold(game_id, stored), stop_after, by, reason)
    with store.transaction():
        (appended,) = store.append(game_id, len(stored), [event], at)
        account_projection.refresh(store)  # the result that stands changed, in whichever tournament it counts
    return appended, decision


def decide(
    game: StoredGame, stop_after: int | None = None, by: str | None = None, reason: str | None = None
) -> tuple[Adjudicated, Decision]:
    """The Adjudicated event adjudicating ``game`` gives, by every rule :func:`adjudicate_game` enforces.

    :mod:`store.verify` calls it again on each stored Adjudicated event, so a
    forged one (on a Rigadoon game, an invalid game, a second one, a game
    decided on the board, another result) is found.

    Raises:
        AdmiraltyError: MAD-END for a game decided on the board; STORE-ADJUDICATE
            for a Rigadoon game, an invalid game, a game already adjudicated, or a turn not played.
    """
    judge = tiebreak(game.started.kind)
    if game.verdict is not None:
        refuse_invalid(f"Game {game.id}", game.verdict)
    if game.adjudication is not None:
        raise violation(
            "STORE-ADJUDICATE",
            f"Game {game.id} is already adjudicated ({game.adjudication.result}, by {game.adjudication.by or 'the arbiter'}).",
        )
    decision = judge.adjudicate(_stopped_state(judge, game, stop_after))
    return Adjudicated(decision.after_turn, decision.result, decision.explanation, by, reason), decision
