"""Swiss pairing by a maintained library: the FIDE Dutch system (Handbook C.04.3) of ``caissify-pairings``.

:func:`dutch` hands the library what :mod:`referee.tournament.swiss` reads from the ledger and turns its
answer into the round's pairings, board by board; :data:`ENGINE` names the library and version stored with
the round, so that ``verify`` makes the round again with the same library (:func:`remade`). Why this
library, and not another or our own, is in specs/tournament.md ("Swiss pairing").
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from importlib.metadata import version
from typing import Any

import attrs
from caissify_pairings import generate_pairings  # type: ignore[import-untyped]

from admiralty.referee.tournament.events import Entry, LedgerEvent, PairingForbidden, RoundPaired, Seating
from admiralty.referee.tournament.ledger import Ledger, refuse, round_robin, seats
from admiralty.referee.tournament.swiss import SwissRound, basis, next_round, planned, swiss_round
from admiralty.referee.wording import quoted
from admiralty.store.accounts import account
from admiralty.store.recorder import Recorder
from admiralty.store.tournaments import declared

LIBRARY = "caissify-pairings"
"""The pairing library's distribution name."""

ENGINE = f"{LIBRARY} {version(LIBRARY)}"
"""The library and version that pair, as a round paired by it stores them."""


def dutch(ask: SwissRound) -> tuple[Seating, ...]:
    """The pairings of the round ``ask`` by the FIDE Dutch system, board by board: the first seat is White's
    (MAD Red, Rigadoon Blue); the pairing-allocated bye last.

    Raises:
        AdmiraltyError: STORE-LEDGER when the round has fewer than two players or the library finds no pairing.
    """
    if len(ask.entrants) < 2:
        refuse(f"Round {ask.round} has {len(ask.entrants)} player(s) to pair: a round needs two at least.")
    ids = {entrant.number: entrant.id for entrant in ask.entrants}
    numbers = {entrant.id: entrant.number for entrant in ask.entrants}
    players = [
        {
            "id": entrant.number,
            "name": entrant.id,
            "score": entrant.score,
            "rating": entrant.rating,
            "starting_number": entrant.number,
            "pairing_number": entrant.number,
            "color_hist": list(entrant.colours),
            "float_history": list(entrant.floats),
            "bye_count": entrant.byes,
            "forfeit_win_count": entrant.forfeit_wins,
        }
        for entrant in ask.entrants
    ]
    met = {(numbers[a], numbers[b]) for a, b in ask.met if a in numbers and b in numbers}
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a warning of the library is a pairing it doubts: refused, not stored
        try:
            made: list[dict[str, Any]] = generate_pairings(
                system="dutch",
                players=players,
                previous_pairings=met,
                round_number=ask.round,
                total_rounds=ask.rounds,
                bye_value=ask.bye,
                initial_color="white",
            )
        except Exception as error:  # the library's own errors: no pairing exists, or it could not find one
            refuse(f"The Dutch system ({ENGINE}) found no pairing for round {ask.round}: {error}.")
    ordered = sorted(made, key=lambda row: (bool(row.get("bye")) or row.get("black_id") is None, row["table"]))
    seats = tuple(
        Seating(ids[row["white_id"]], None if row.get("black_id") is None else ids[row["black_id"]]) for row in ordered
    )
    _refuse_met(ask, seats)
    return seats


def _refuse_met(ask: SwissRound, seats: tuple[Seating, ...]) -> None:
    """Refuse a pairing of two players who may not meet, saying exactly what to do instead: the library pairs
    round 1 by the initial order alone (top half against bottom half, C.04.3 for one score group), with no
    option or call that takes the forbidden pairs into account there (specs/tournament.md, "Swiss pairing")."""
    again = [seat for seat in seats if seat.second is not None and tuple(sorted((seat.first, seat.second))) in ask.met]
    if not again:
        return
    named = ", ".join(f"{seat.first} - {seat.second}" for seat in again)
    why = (
        "it pairs round 1 by the initial order alone (top half against bottom half) and takes no forbidden pair"
        " into account there"
        if ask.round == 1
        else "the library did not keep them apart"
    )
    refuse(
        f"The Dutch system ({ENGINE}) pairs round {ask.round} {named}, forbidden to meet: {why}. Pair round"
        f" {ask.round} yourself: write its pairings in a CSV file (round,first,second; the bye with an empty second)"
        f" and declare them with tournament pairings FILE; then tournament pair-next pairs round {ask.round + 1}"
        " on, keeping forbidden pairs apart."
    )


def remade(state: Ledger, event: RoundPaired) -> tuple[Seating, ...] | None:
    """The pairings the Dutch system makes again for the round ``event`` paired on the ledger ``state`` from its
    results; None when another library or version made it, which this one cannot answer for."""
    if event.engine != ENGINE:
        return None
    return dutch(swiss_round(state, event.basis, event.round, event.rounds))


def next_pairing(store: Recorder, tournament: str, state: Ledger, system: str, rounds: int | None) -> RoundPaired:
    """The next round of the tournament (the first without a pairing in force) paired by ``system``: ``dutch``
    for ``rounds`` planned (None: as the last round paired by it said), or ``round-robin`` by Berger tables.

    Raises:
        AdmiraltyError: STORE-LEDGER when a pairing of an earlier round has no result yet, the rounds planned
            are not known or all paired, or the system finds no pairing.
    """
    number = next_round(state)
    paired_on = basis(state, account(store, tournament).results, number)
    if system == "round-robin":
        made = round_robin(state, 1)[0]
        return attrs.evolve(made, system=system, basis=paired_on)
    planned_rounds = rounds or planned(state)
    if not planned_rounds:
        refuse("The Dutch system pairs for the rounds planned: give --rounds N the first time (it is stored).")
    if number > planned_rounds:
        refuse(f"Every planned round is paired ({planned_rounds}): give --rounds N to plan more.")
    seats = dutch(swiss_round(state, paired_on, number, planned_rounds))
    return RoundPaired(number, seats, system, ENGINE, planned_rounds, paired_on)


def pair_next(
    store: Recorder, tournament: str, system: str, rounds: int | None, at: str, dry_run: bool = False
) -> tuple[RoundPaired, list[Entry]]:
    """Pair the next round (``tournament pair-next``) and append it, unless ``dry_run``: the round made, and the
    entries appended (none on a dry run)."""
    made: list[RoundPaired] = []

    def make(state: Ledger) -> Sequence[LedgerEvent]:
        made[:] = [next_pairing(store, tournament, state, system, rounds)]
        return made

    entries = declared(store, tournament, make, at, dry_run)
    return made[0], entries


def forbid(store: Recorder, tournament: str, pairing: str, by: str, reason: str, at: str) -> list[Entry]:
    """Forbid the two players of ``FIRST-SECOND`` (ids or any spelling) to be paired (``tournament forbid``)."""

    def make(state: Ledger) -> list[LedgerEvent]:
        first, second = seats(state, pairing)
        if second is None:
            refuse(f"{quoted(pairing)} names one player: write FIRST-SECOND, the two players not to pair.")
        return [PairingForbidden(first, second, by, reason)]

    return declared(store, tournament, make, at)
