"""A tournament to and from FIDE's TRF16 (:mod:`notation.trf`): ``tournament export --format trf`` and
``tournament import-trf``, one typed call each (specs/tournament.md, "TRF")."""

from __future__ import annotations

from collections.abc import Sequence

from admiralty.notation.trf import events_of, parse_trf, trf_of, write_trf
from admiralty.referee.tournament.events import Entry
from admiralty.referee.tournament.ledger import refuse
from admiralty.store.accounts import account
from admiralty.store.recorder import Recorder
from admiralty.store.tournaments import record


def export_trf(store: Recorder, tournament: str) -> tuple[str, int]:
    """The TRF16 text of ``tournament`` (its ledger, its counted results, its standings' ranks and points), and how
    many semi-victories it writes as W/L.

    Raises:
        AdmiraltyError: STORE-NOTOURNAMENT for no such tournament; STORE-LEDGER for one without a ledger.
    """
    found = account(store, tournament)
    if found.ledger is None:
        refuse(f"{tournament} has no ledger (tournament create): a TRF lists its registered players.")
    table, _ = found.ranked()
    ranks = {row.player: row.rank for row in table}
    points = {row.player: row.points for row in table}
    trf, semi = trf_of(found.ledger, found.results, ranks, points)
    return write_trf(trf), semi


def import_trf(store: Recorder, text: str, name: str | None, by: str, kinds: Sequence[str], at: str) -> list[Entry]:
    """Create a tournament from a TRF16 text (``tournament import-trf``): its players, each round's pairings, each
    result as a result sheet's, entered ``by`` someone; named ``name``, else as the file names it (all or none).

    Raises:
        AdmiraltyError: STORE-TRF for a file that is not one (naming the line); STORE-LEDGER as every ledger
            command (a tournament of that name exists already, a rating out of range).
    """
    trf = parse_trf(text)
    named = name or trf.name
    return record(store, named, events_of(trf, named, by, kinds), at)
