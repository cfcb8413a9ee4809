"""Every tournament of a store in one line each (``tournament list``): its account summed up
(:func:`referee.tournament.overview.overview`) and the newest seal that covers it (specs/tournament.md, "Commands")."""

from __future__ import annotations

import attrs

from admiralty.referee.tournament.overview import Overview, overview
from admiralty.store.accounts import account
from admiralty.store.recorder import Recorder
from admiralty.store.seals import Seal, seals
from admiralty.store.tournament_names import known


def overviews(store: Recorder) -> list[Overview]:
    """Each tournament of ``store`` (with a ledger or with games), in name order, with when it was last sealed."""
    newest = last_seals(store)
    listed = []
    for name in known(store):
        sealed = newest.get(name, newest.get(None))
        line = overview(account(store, name))
        listed.append(line if sealed is None else attrs.evolve(line, last_sealed=sealed.at, seal=sealed.id))
    return listed


def last_seals(store: Recorder) -> dict[str | None, Seal]:
    """The newest seal of each tournament sealed on its own, and (under None) the newest of the whole store,
    a seal of everything covering every tournament: whichever is newer covers a tournament."""
    newest: dict[str | None, Seal] = {}
    for sealed, _ in seals(store):
        if sealed is None:
            continue
        if sealed.tournament is None:
            newest = dict.fromkeys(newest, sealed) | {None: sealed}
        else:
            newest[sealed.tournament] = sealed
    return newest
