"""The reference account for the differential tests: every stored game rebuilt, as the standings did before
they read the projections (specs/performance.md, "Standings").

:func:`folded` is :func:`store.accounting.account` with each game's listing line, identity key and
adjudication taken from the game rebuilt from all its events (:func:`store.projections.fold`), every
stored game read, instead of from the ``summaries`` and ``identities`` projections and one query.
"""

from __future__ import annotations

from unittest import mock

from admiralty.store import accounting
from admiralty.store.events import GameStarted
from admiralty.store.identity import identity
from admiralty.store.projections import fold, summary
from admiralty.store.sqlite.database import EventStore
from admiralty.store.tournament import Ledger


def _folded_games(store: EventStore, tournament: str, state: Ledger | None) -> list[accounting.TournamentGame]:
    rulings = accounting._rulings(state)
    placed = []
    for game_id in store.game_ids():
        events = store.events(game_id)
        started = events[0].event
        if not isinstance(started, GameStarted) or (started.tournament != tournament and game_id not in rulings.named):
            continue
        game = fold(game_id, events)
        key = identity([each.event for each in events]).key
        placed.append(accounting._placed(store, summary(game), key, game.adjudication is not None, state, rulings))
    return placed


def folded(store: EventStore, tournament: str) -> accounting.Account:
    """The account of ``tournament`` made by rebuilding every stored game."""
    with mock.patch.object(accounting, "_games", _folded_games):
        return accounting.account(store, tournament)


def both(path: str, tournament: str) -> tuple[accounting.Account, accounting.Account]:
    """The account of ``tournament`` in the database at ``path``, read from the projections and folded."""
    with EventStore.open(path) as store:
        return accounting.account(store, tournament), folded(store, tournament)
