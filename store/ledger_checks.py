"""Proving the tournaments' ledgers, as :func:`store.verify.verify` proves the games.

For each tournament: the hash chain (:func:`store.chain.link`, stream id
:data:`store.ledger.STREAM`), the payloads in canonical form, a first event
that is the TournamentCreated of the name the rows are keyed by, and each
event made again against the ledger before it (:func:`referee.tournament.checks.check`;
a choice with the tournament's games as matching placed them then, an attachment
with its game's kind): a decision a command would refuse was not made by the tool.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import groupby

from admiralty.notation.spellings import spelling_key
from admiralty.referee.tournament.checks import StoredGameFacts, check
from admiralty.referee.tournament.events import Entry, RoundPaired, TournamentCreated
from admiralty.referee.tournament.ledger import Ledger, after
from admiralty.referee.violation import AdmiraltyError, violation
from admiralty.store.chain import GENESIS, link
from admiralty.store.findings import Finding
from admiralty.store.ledger import STREAM, LedgerRow
from admiralty.store.mapper import from_ledger_row, to_ledger_row
from admiralty.store.recorder import Recorder
from admiralty.store.swiss import ENGINE, remade
from admiralty.store.tournaments import kind_facts, placed, stored_games


def ledger_findings(store: Recorder) -> tuple[int, list[Finding]]:
    """How many ledger events there are, and what does not hold in them."""
    findings: list[Finding] = []
    count = 0
    for tournament, grouped in groupby(store.ledger_rows(), key=lambda row: row.tournament):
        stream = list(grouped)
        count += len(stream)
        chain, entries = _chain(tournament, stream)
        findings += chain
        if entries is not None:
            games = stored_games(store, (entry.event for entry in entries))
            findings += _rederived(store, tournament, entries, games)
    return count, findings


def chain_findings(store: Recorder) -> list[Finding]:
    """What does not hold in the ledgers' hash chains alone (numbering, links, payloads that read), no event
    made again: the cheap part of :func:`ledger_findings`, for the reading commands (:mod:`store.consistency`)."""
    findings: list[Finding] = []
    for tournament, grouped in groupby(store.ledger_rows(), key=lambda row: row.tournament):
        findings += _chain(tournament, list(grouped))[0]
    return findings


def _finding(rule: str, tournament: str, seq: int | None, message: str) -> Finding:
    where = f"The ledger of {tournament}" + (f", event {seq}" if seq is not None else "")
    return Finding(rule, f"{where}: {message}")


def _chain(tournament: str, stream: list[LedgerRow]) -> tuple[list[Finding], list[Entry] | None]:
    findings: list[Finding] = []
    entries: list[Entry] | None = []
    prev = GENESIS
    for expected, row in enumerate(stream):
        if row.seq != expected:
            return [*findings, _finding("STORE-TAMPER", tournament, expected, f"is missing (found {row.seq}).")], None
        if row.prev_hash != prev:
            findings.append(_finding("STORE-TAMPER", tournament, row.seq, "its previous-hash link does not match."))
        if link(row.prev_hash, STREAM, row.seq, row.type, row.payload, row.at) != row.hash:
            findings.append(
                _finding("STORE-TAMPER", tournament, row.seq, f"the {row.type} was edited outside the tool.")
            )
        prev = row.hash
        try:
            event = from_ledger_row(row.type, row.payload)
        except AdmiraltyError as error:
            findings.append(_finding("STORE-TAMPER", tournament, row.seq, error.violation.message))
            entries = None
            continue
        if to_ledger_row(event)[1] != row.payload:
            findings.append(_finding("STORE-TAMPER", tournament, row.seq, "the payload is not in canonical form."))
        if entries is not None:
            entries.append(Entry(row.seq, event, row.at))
    return findings, entries


def _check_remade(state: Ledger, event: RoundPaired) -> None:
    """A round the Dutch system paired is the one its library makes again from the same results
    (:func:`store.swiss.remade`; not asked when another library or version made it)."""
    again = remade(state, event)
    if again is not None and again != event.pairings:
        said = ", ".join(f"{seat.first} - {seat.second or 'bye'}" for seat in again)
        raise violation("STORE-LEDGER", f"{ENGINE} pairs round {event.round} {said}.")


def _rederived(
    store: Recorder, tournament: str, entries: list[Entry], games: Mapping[int, StoredGameFacts]
) -> Iterator[Finding]:
    first = entries[0].event
    if not isinstance(first, TournamentCreated) or first.name != tournament:
        yield _finding("STORE-TAMPER", tournament, 0, "it does not begin with the creation of this tournament.")
        return
    kinds = kind_facts()
    state: Ledger | None = None
    for entry in entries:
        try:
            check(state, entry.event, games, kinds, placed(store, tournament, state, entry.event))
            if state is not None and isinstance(entry.event, RoundPaired) and entry.event.system == "dutch":
                _check_remade(state, entry.event)
        except AdmiraltyError as error:
            yield _finding(
                "STORE-TAMPER",
                tournament,
                entry.seq,
                f"the {type(entry.event).__name__} could not have been made: {error}",
            )
        state = after(state, entry, spelling_key)
