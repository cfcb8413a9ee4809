"""The account projection kept up to date and checked: each tournament's rows (:mod:`store.account_rows`) and
its standings' (:mod:`store.standing_rows`) written again in the transaction that may change its account, and
compared with its account by ``verify``.

A ledger append writes its tournament's rows, an import those of the tournament it names, an adjudication
or a correction those of every tournament (a game may count in a tournament it was not imported under, by
an arbiter's attachment). A store made before the projection has none until ``admiralty migrate``, and one made
before the standings projection no standings rows until then.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import attrs

from admiralty.referee.tournament.ledger import Ledger
from admiralty.referee.violation import AdmiraltyError
from admiralty.referee.wording import quoted
from admiralty.store.account_rows import GameRow, PairingRow, rows_of
from admiralty.store.findings import Finding
from admiralty.store.recorder import Recorder
from admiralty.store.standing_rows import StandingRow, TiebreakRow, standing_rows

PAIRINGS = "pairing_rows"
"""The table of pairing rows, whose presence says a store has the projection."""

STANDINGS = "standing_rows"
"""The table of standing rows, whose presence says a store has the standings projection too."""


@attrs.frozen
class Made:
    """The rows a tournament's account gives: its pairings and games (:mod:`store.account_rows`), its standings
    and their tie-break values (:mod:`store.standing_rows`)."""

    pairings: list[PairingRow]
    games: list[GameRow]
    standings: list[StandingRow]
    tiebreaks: list[TiebreakRow]


def tournaments(store: Recorder) -> list[str]:
    """Every tournament of the store: those with a ledger and those games were imported under."""
    return sorted(set(store.ledgers()) | set(store.imported_tournaments()))


def made(store: Recorder, tournament: str, state: Ledger | None = None) -> Made:
    """The rows the account of ``tournament`` gives now (its ledger ``state`` when the caller has it folded):
    the account's and the standings'."""
    # The account reads corrected games, whose module writes through this one: imported when first used.
    from admiralty.store.accounts import account, accounted

    found = account(store, tournament) if state is None else accounted(store, tournament, state)
    return Made(*rows_of(found), *standing_rows(found))


def refresh(store: Recorder, names: Iterable[str] | None = None, state: Ledger | None = None) -> None:
    """Write again the rows of the tournaments ``names`` (every tournament when None), in the caller's write
    transaction, from the ledger ``state`` of the one tournament named when given; nothing in a store made
    before the projection (``admiralty migrate`` makes it), no standings rows in one made before those."""
    if not store.has(PAIRINGS):
        return
    standings = store.has(STANDINGS)
    for tournament in tournaments(store) if names is None else names:
        rows = made(store, tournament, state)
        store.write_account(tournament, rows.pairings, rows.games)
        if standings:
            store.write_standings(tournament, rows.standings, rows.tiebreaks)


def findings(store: Recorder) -> Iterator[Finding]:
    """Each tournament whose stored rows are not those its account gives now, and each stored tournament
    that is none of the store's (STORE-PROJECTION); nothing in a store made before the projection."""
    if not store.has(PAIRINGS):
        return
    known, standings = tournaments(store), store.has(STANDINGS)
    for tournament in known:
        try:
            rows = made(store, tournament)
        except AdmiraltyError:
            continue  # a ledger or game that does not read is another finding's
        if store.account_rows(tournament) != (rows.pairings, rows.games):
            yield _edited(tournament, "account rows", "pairing_rows, game_rows")
        if standings and store.standing_rows(tournament) != (rows.standings, rows.tiebreaks):
            yield _edited(tournament, "standings rows", "standing_rows, tiebreak_rows")
    for tournament in sorted(set(store.account_tournaments()) - set(known)):
        yield Finding(
            "STORE-PROJECTION",
            f"The account rows name a tournament {quoted(tournament)} the store does not hold.",
        )


def _edited(tournament: str, rows: str, tables: str) -> Finding:
    return Finding(
        "STORE-PROJECTION",
        f"The {rows} of the tournament {quoted(tournament)} ({tables}) are not those its ledger and games give: "
        "they were edited outside the tool.",
    )
