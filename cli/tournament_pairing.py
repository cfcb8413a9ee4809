"""``admiralty tournament pair-next`` and ``forbid``: Swiss pairing by a pairing library, and the pairs it must avoid.

Registered on the ``tournament`` group by :mod:`cli.tournament`; each is one typed call of
:mod:`store.swiss` (specs/tournament.md, "Swiss pairing").
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from admiralty.cli.inputs import fail
from admiralty.cli.options import (
    DEFAULT_DB,
    ByOption,
    DbOption,
    FormatOption,
    JsonOption,
    Kind,
    ReasonOption,
    SignOption,
    TextFormat,
    TournamentOption,
    named_tournament,
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
    from admiralty.cli.tournament import _ledger
    from admiralty.store.swiss import pair_next as paired_next

    name = named_tournament(tournament)
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


class ExportFormat(str, Enum):
    """``--format`` of ``tournament export``."""

    trf = "trf"


def export(
    output: Annotated[Path, typer.Option("-o", "--output", metavar="FILE", help="The file to write.")],
    form: Annotated[
        ExportFormat, typer.Option("--format", help="trf: FIDE's Tournament Report File (TRF16).")
    ] = ExportFormat.trf,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Write the tournament as FIDE's TRF16, for Swiss Manager, Vega, JaVaFo or bbpPairings.

    Every player (numbered in the initial order: rating, title, name) with
    title, rating, federation, FIDE id, the tournament's points and rank;
    every round's opponent, colour (the first seat is White) and result; a
    late entrant's missed rounds 0000 - Z, a withdrawn player's rounds from
    the one they left 0000 - -. The point system is stated (XXS), and what
    TRF16 has no field for (ids, clubs, the tournament's games and scoring,
    the pairs forbidden to meet) goes in ### admiralty comment lines, so
    tournament import-trf gives the tournament back.
    A MAD semi-victory has no TRF code: it is written W/L (a win and a loss
    not rated), and a warning says how many (specs/tournament.md, "TRF").

    Example: admiralty tournament export --format trf -o open.trf --tournament "Brest Open 2026"
    """
    from admiralty.cli.inputs import open_store
    from admiralty.cli.output import write_output
    from admiralty.store.trf import export_trf

    with open_store(db) as events:
        text, semi = export_trf(events, named_tournament(tournament))
    write_output(text, output)
    typer.echo(f"{form.value.upper()} written to {printable(str(output))}.")
    if semi:
        typer.echo(
            f"admiralty: warning: {semi} semi-{'victory' if semi == 1 else 'victories'} written W/L: a chess program"
            " counts each as a win and a loss not rated, worth XXS's points for a win and a loss, not the"
            " tournament's (its points column has them).",
            err=True,
        )


def import_trf(
    file: Annotated[Path, typer.Argument(help="A TRF16 file (FIDE's Tournament Report File).")],
    tournament: Annotated[
        str | None,
        typer.Option("--tournament", metavar="NAME", help="The new tournament's name; by default the file's (012)."),
    ] = None,
    by: Annotated[str, typer.Option("--by", metavar="NAME", help="Who enters its results (stored with them).")] = "",
    kind: Annotated[
        Kind, typer.Option("--kind", help="The game played, when the file does not say (a chess program's).")
    ] = Kind("mad"),
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
) -> None:
    """Create a tournament from a TRF16 file: players, pairings, results.

    Each player is registered (with rating, federation, title, FIDE id;
    the id, aliases and club from an Admiralty export's comment lines, else
    p001, p002 ...), each round's games declared (White's player in the
    first seat), each result entered as a result sheet's (source "result
    sheet", confirmed or contradicted by a record imported later). A line
    opening with rounds 0000 - Z is a late entry, one closing with rounds
    0000 - - a withdrawal, an Admiralty export's forbid comment a pair
    forbidden to meet: the last two are decisions, made --by NAME. A
    draw or a half-point bye, which MAD and Rigadoon have not, is refused
    naming the player and round (STORE-TRF, exit 2); all or nothing.

    Example: admiralty tournament import-trf open.trf --tournament "Brest Open 2026" --by "M. Tanguy"
    """
    from admiralty.cli.tournament import _done, _ledger, _text
    from admiralty.store.trf import import_trf as imported

    text = _text(file)
    with _ledger(db, key, create=True) as events:
        done = imported(events, text, tournament, by, (kind.value,), now())
    _done(f"Tournament imported from {printable(str(file))}", done)
