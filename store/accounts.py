"""A tournament's account, read from the store: its ledger folded once, its games' listing lines, identity
keys and adjudications loaded, then accounted for by the pure domain (:mod:`referee.tournament.accounting`).

Nothing is rebuilt but a game the arbiter ruled counts as corrected (listed with its corrected verdict) and
the turns of the records of a discrepancy (specs/tournament.md).
"""

from __future__ import annotations

import attrs

from admiralty.notation.kinds import KINDS
from admiralty.notation.spellings import spelling_key
from admiralty.referee.tournament import accounting
from admiralty.referee.tournament.accounting import Account
from admiralty.referee.tournament.ledger import Ledger, fold
from admiralty.referee.tournament.matching import TournamentGame, placed, rulings
from admiralty.referee.tournament.results import result_of
from admiralty.store import ledger, tournament_names
from admiralty.store.identity import identity
from admiralty.store.projections import GameSummary
from admiralty.store.recorder import Recorder
from admiralty.store.ruled import Rulings, ruled_line, standing


def load(store: Recorder, tournament: str) -> Ledger | None:
    """The ledger of ``tournament``, read and folded once, or None when it has none (a tournament of imports only)."""
    entries = ledger.entries(store, tournament)
    return fold(entries, spelling_key) if entries else None


def account(store: Recorder, tournament: str) -> Account[GameSummary]:
    """Account for every pairing of ``tournament`` exactly once (:func:`referee.tournament.accounting.account`).

    Raises:
        AdmiraltyError: STORE-NOTOURNAMENT when the tournament has neither a ledger nor a stored game
            (:func:`store.tournament_names.unknown`).
    """
    return accounted(store, tournament, load(store, tournament))


def accounted(store: Recorder, tournament: str, state: Ledger | None) -> Account[GameSummary]:
    """The account of ``tournament`` under its ledger ``state``, already folded (:func:`account`).

    Raises:
        AdmiraltyError: STORE-NOTOURNAMENT as :func:`account`.
    """
    games = tournament_games(store, tournament, state)
    if state is None and not games:
        raise tournament_names.unknown(store, tournament)
    return accounting.account(tournament, state, games, _outcome, lambda game_id: _turns(store, game_id), spelling_key)


def _outcome(kind: str, result: str) -> str | None:
    """The outcome of a game of ``kind`` with its ``result``, as its kind counts it (:data:`notation.kinds.KINDS`)."""
    return result_of(result, KINDS[kind].winners)


def tournament_games(store: Recorder, tournament: str, state: Ledger | None) -> list[TournamentGame[GameSummary]]:
    """The tournament's games (its ledger ``state``) with their pairings: stored under its name, or named by its
    arbiter's decisions, read from the projections (:mod:`store.summaries`, the identity keys), none
    rebuilt but one read with a correction its arbiter accepted (:func:`store.ruled.ruled_line`); an excluded
    one is marked so (:func:`referee.tournament.matching.placed` matches it to no pairing)."""
    ruled = rulings(state)
    lines = {line.id: line for line in store.summaries(tournament)}
    for game_id in sorted(ruled.named - lines.keys()):
        line = store.summary(game_id)
        if line is not None:
            lines[game_id] = line
    accepted = standing(tournament, state) if state is not None else Rulings()
    for game_id in ruled.corrected.keys() & lines.keys():
        lines[game_id] = ruled_line(store, lines[game_id], accepted)
    for game_id in ruled.excluded.keys() & lines.keys():
        lines[game_id] = attrs.evolve(lines[game_id], excluded=True)
    ids = sorted(lines)
    return placed(state, (lines[game_id] for game_id in ids), identity_keys_of(store, ids), _adjudicated(store))


def _adjudicated(store: Recorder) -> set[int]:
    """The stored games holding an adjudication, the arbiter's, which stands (MAD-TIEBREAK): one pass over
    the events' types, no payload read."""
    return store.games_holding("Adjudicated")


def identity_keys_of(store: Recorder, ids: list[int]) -> dict[int, str]:
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
