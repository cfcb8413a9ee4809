"""A tournament's account, read from the store: its ledger folded once, its games' listing lines, identity
keys and adjudications loaded, then accounted for by the pure domain (:mod:`referee.tournament.accounting`).

Nothing is rebuilt but a game the arbiter ruled counts as corrected (listed with its corrected verdict) and
the turns of the records of a discrepancy (specs/tournament.md).
"""

from __future__ import annotations

import attrs

from admiralty.notation.kinds import KINDS
from admiralty.referee.tournament import accounting
from admiralty.referee.tournament.accounting import Account
from admiralty.referee.tournament.ledger import Ledger, fold
from admiralty.referee.tournament.matching import TournamentGame, placed, rulings
from admiralty.referee.tournament.results import result_of
from admiralty.store import ledger, projections, tournament_names
from admiralty.store.corrections import corrected
from admiralty.store.identity import identity
from admiralty.store.projections import GameSummary
from admiralty.store.recorder import Recorder


def load(store: Recorder, tournament: str) -> Ledger | None:
    """The ledger of ``tournament``, read and folded once, or None when it has none (a tournament of imports only)."""
    entries = ledger.entries(store, tournament)
    return fold(entries) if entries else None


def account(store: Recorder, tournament: str) -> Account[GameSummary]:
    """Account for every pairing of ``tournament`` exactly once (:func:`referee.tournament.accounting.account`).

    Raises:
        AdmiraltyError: STORE-NOTOURNAMENT when the tournament has neither a ledger nor a stored game
            (:func:`store.tournament_names.unknown`).
    """
    state = load(store, tournament)
    games = tournament_games(store, tournament, state)
    if state is None and not games:
        raise tournament_names.unknown(store, tournament)
    return accounting.account(tournament, state, games, _outcome, lambda game_id: _turns(store, game_id))


def _outcome(kind: str, result: str) -> str | None:
    """The outcome of a game of ``kind`` with its ``result``, as its kind counts it (:data:`notation.kinds.KINDS`)."""
    return result_of(result, KINDS[kind].winners)


def tournament_games(store: Recorder, tournament: str, state: Ledger | None) -> list[TournamentGame[GameSummary]]:
    """The tournament's games (its ledger ``state``) with their pairings: stored under its name, or named by its
    arbiter's decisions, read from the projections (:mod:`store.summaries`, the identity keys), none
    rebuilt but a corrected one (:func:`referee.tournament.matching.placed`)."""
    ruled = rulings(state)
    lines = {line.id: line for line in store.summaries(tournament)}
    for game_id in sorted(ruled.named - lines.keys()):
        line = store.summary(game_id)
        if line is not None:
            lines[game_id] = line
    for game_id in ruled.corrected.keys() & lines.keys():
        lines[game_id] = _as_corrected(store, lines[game_id])
    ids = sorted(lines)
    return placed(state, (lines[game_id] for game_id in ids), _keys(store, ids), _adjudicated(store))


def _adjudicated(store: Recorder) -> set[int]:
    """The stored games holding an adjudication, the arbiter's, which stands (MAD-TIEBREAK): one pass over
    the events' types, no payload read."""
    return store.games_holding("Adjudicated")


def _keys(store: Recorder, ids: list[int]) -> dict[int, str]:
    """The identity keys of the games ``ids``: stored (:meth:`store.recorder.Recorder.identity_keys`), else computed
    from the events."""
    keys = store.identity_keys(ids)
    for game_id in ids:
        if game_id not in keys:
            keys[game_id] = identity([each.event for each in store.events(game_id)]).key
    return keys


def _turns(store: Recorder, game_id: int) -> tuple[str, ...]:
    """The turns of a stored game, as its identity reads them (:mod:`store.identity`)."""
    return identity([each.event for each in store.events(game_id)]).turns


def _as_corrected(store: Recorder, line: GameSummary) -> GameSummary:
    """The listing line of a game read with the arbiter's last correction (the store's
    :func:`store.corrections.corrected`, as ``verify`` re-makes it); its adjudication still stands."""
    game = projections.load(store, line.id)
    if not game.corrections:
        return line
    last = game.corrections[-1]
    verdict = corrected(store, game.id, last.turn, last.token).verdict
    rule = verdict.errors[0].rule if verdict.errors else None
    result = line.result if game.adjudication is not None else verdict.result
    return attrs.evolve(line, valid=verdict.valid, result=result, rule=rule, turns=verdict.turns)
