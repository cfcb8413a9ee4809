"""``admiralty tournament pair-next`` and ``forbid``: Swiss pairing by a pairing library, and the pairs it must avoid.

Registered on the ``tournament`` group by :mod:`cli.tournament`; each is one typed call of
:mod:`store.swiss` (specs/tournament.md, "Swiss pairing").
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Annotated

import typer

from admiralty.cli.inputs import fail
from admiralty.cli.options import (
    DEFAULT_DB,
    ByOption,
    DbOption,
    FormatOption,
    JsonOption,
    ReasonOption,
    SignOption,
    TextFormat,
    TournamentOption,
    output_format,
)
from admiralty.cli.output import to_json
from admiralty.cli.render import printable
from admiralty.cli.store_commands import now
from admiralty.referee.tournament.rounds import MOST_ROUNDS

if TYPE_CHECKING:
    from collections.abc import Mapping

    from admiralty.referee.tournament.events import PlayerRegistered, RoundPaired
    from admiralty.referee.tournament.ledger import Ledger
    from admiralty.store import EventStore


class System(str, Enum):
    """``--system`` of ``tournament pair-next``."""

    dutch = "dutch"
    round_robin = "round-robin"


def pair_next(
    system: Annotated[
        System,
        typer.Option(
            "--system",
            help="dutch: the FIDE Dutch system (Handbook C.04.3), by the caissify-pairings library; round-robin:"
            " the next round of the Berger tables.",
        ),
    ] = System.dutch,
    rounds: Annotated[
        int | None,
        typer.Option(
            "--rounds",
            min=1,
            max=MOST_ROUNDS,
            help="The rounds planned, which the Dutch system pairs for (its last round relaxes some rules): required"
            " the first time, then stored with the round; give it again to change the plan.",
        ),
    ] = None,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Print the pairings without storing them.")] = False,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
    form: FormatOption = None,
    json_output: JsonOption = False,
) -> None:
    """Pair the next round by the FIDE Dutch system, or the Berger tables, and store it.

    The next round is the first without a pairing in force (a round emptied
    by tournament unpair is paired again). It is paired on the tournament's
    own points (its scoring: 3/2/1/0 by default, a victory counting as a
    chess win); the first seat plays White's role for colours (MAD Red,
    Rigadoon Blue). Withdrawn players are left out from their round, late
    entrants are paired from theirs, forbidden pairs (tournament forbid)
    and players who met on the board are not paired again, an odd player
    gets the pairing-allocated bye, and the initial order is by rating,
    then title, then name (the players file's columns). Refused while a
    pairing of an earlier round has no result (naming it). The round is
    stored with the system and the library's version; verify pairs it
    again from the same results.

    Example: admiralty tournament pair-next --rounds 5 --tournament "Brest Open 2026"
    """
    from admiralty.cli.tournament import _ledger, _named
    from admiralty.store.swiss import pair_next as paired_next

    name = _named(tournament)
    with _ledger(db, key) as events:
        made, entries = paired_next(events, name, system.value, rounds, now(), dry_run)
        players = _state(events, name).players
    if output_format(form, json_output, TextFormat.text) is TextFormat.json:
        typer.echo(to_json(made))
        return
    typer.echo("\n".join(_pairing_lines(made, players)))
    stored = f"stored (ledger event {entries[0].seq})" if entries else "not stored (--dry-run)"
    typer.echo(f"Round {made.round} paired by the {made.system} system{_engine(made)}: {stored}.")


def _state(events: EventStore, name: str) -> Ledger:
    from admiralty.store.accounts import load

    state = load(events, name)
    assert state is not None, "pair-next appended to, or read, this ledger"
    return state


def _engine(made: RoundPaired) -> str:
    return f" ({made.engine})" if made.engine else ""


def _pairing_lines(made: RoundPaired, players: Mapping[str, PlayerRegistered]) -> list[str]:
    """A round's pairings, board by board, each player with their rating when they have one:
    ``1. Anne Morgan (am, 1850) - Gaël Riou (gr)``, a bye ``7. Yann Le Du (yl) - bye``."""

    def named(player: str) -> str:
        known = players[player]
        return printable(f"{known.name} ({player}{f', {known.rating}' if known.rating else ''})")

    return [
        f"{board}. {named(seat.first)} - {named(seat.second) if seat.second is not None else 'bye'}"
        for board, seat in enumerate(made.pairings, start=1)
    ]


def forbid(
    pairing: Annotated[str, typer.Argument(metavar="FIRST-SECOND", help="The two players (ids or names).")],
    by: ByOption,
    reason: ReasonOption,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
) -> None:
    """Forbid two players to be paired against each other (the same club, the same family).

    tournament pair-next honours it as it does a game already played;
    verify checks each round it paired. Annul it (tournament annul EVENT)
    to lift it.

    Example: admiralty tournament forbid am-gr --by "M. Tanguy" --reason "Same club" --tournament "Brest Open 2026"
    """
    from admiralty.cli.tournament import _append
    from admiralty.store.swiss import forbid as forbidden

    if not pairing.strip():
        raise fail("give FIRST-SECOND, the two players not to pair")
    _append(
        db,
        key,
        tournament,
        f"{printable(pairing)} forbidden to meet",
        lambda events, name: forbidden(events, name, pairing, by, reason, now()),
    )
