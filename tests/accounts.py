"""The reference account for the differential tests: every stored game rebuilt, as the standings did before
they read the projections (specs/performance.md, "Standings").

:func:`folded` is :func:`store.accounts.account` with each game's listing line, identity key and
adjudication taken from the game rebuilt from all its events (:func:`store.projections.fold`), every
stored game read, instead of from the ``summaries`` and ``identities`` projections and one query.
"""

from __future__ import annotations

from unittest import mock

import attrs

from admiralty.referee.tournament.accounting import Account
from admiralty.referee.tournament.ledger import Ledger
from admiralty.referee.tournament.matching import TournamentGame, placed, rulings
from admiralty.store import accounts
from admiralty.store.events import GameStarted
from admiralty.store.identity import identity
from admiralty.store.projections import GameSummary, fold, summary
from admiralty.store.ruled import Rulings, ruled_line, standing
from admiralty.store.sqlite.database import EventStore


def _folded_games(store: EventStore, tournament: str, state: Ledger | None) -> list[TournamentGame[GameSummary]]:
    ruled = rulings(state)
    accepted = standing(tournament, state) if state is not None else Rulings()
    lines, keys, adjudicated = [], {}, set()
    for game_id in store.game_ids():
        events = store.events(game_id)
        started = events[0].event
        if not isinstance(started, GameStarted) or (started.tournament != tournament and game_id not in ruled.named):
            continue
        game = fold(game_id, events)
        line = summary(game)
        line = ruled_line(store, line, accepted) if game_id in ruled.corrected else line
        lines.append(attrs.evolve(line, excluded=True) if game_id in ruled.excluded else line)
        keys[game_id] = identity([each.event for each in events]).key
        if game.adjudication is not None:
            adjudicated.add(game_id)
    return placed(state, lines, keys, adjudicated)


def folded(store: EventStore, tournament: str) -> Account[GameSummary]:
    """The account of ``tournament`` made by rebuilding every stored game."""
    with mock.patch.object(accounts, "tournament_games", _folded_games):
        return accounts.account(store, tournament)


def both(path: str, tournament: str) -> tuple[Account[GameSummary], Account[GameSummary]]:
    """The account of ``tournament`` in the database at ``path``, read from the projections and folded."""
    with EventStore.open(path) as store:
        return accounts.account(store, tournament), folded(store, tournament)
