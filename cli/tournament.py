"""``admiralty tournament``: the ledger of a tournament, its players, rounds and the arbiter's decisions.

Each command builds one ledger event (or a few) and appends it through
:func:`store.tournament.record`, which refuses what does not fit the ledger
(STORE-LEDGER, exit 2). specs/tournament.md is the reference.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, TypeAlias

import typer

from admiralty.cli.inputs import fail, open_store, read_file
from admiralty.cli.options import (
    DEFAULT_DB,
    ByOption,
    DbOption,
    FormatOption,
    JsonOption,
    ReasonOption,
    RoundNumberOption,
    ScoringOption,
    TextFormat,
    TiebreaksOption,
    TournamentOption,
    output_format,
)
from admiralty.cli.output import to_json
from admiralty.cli.render import printable
from admiralty.cli.reports import scoring_table
from admiralty.cli.store_commands import GameArgument, now
from admiralty.notation.kinds import KINDS
from admiralty.notation.wording import counted, quoted
from admiralty.referee.outcome_names import OUTCOMES

if TYPE_CHECKING:
    from admiralty.store import ledger_events
    from admiralty.store.tournament import Ledger

# The ledger's code (and SQLite) is imported by a command when it runs, not when --help lists the group.

app = typer.Typer(name="tournament", no_args_is_help=True, rich_markup_mode=None)
player_app = typer.Typer(name="player", no_args_is_help=True, rich_markup_mode=None)
app.add_typer(player_app)


@app.callback()
def tournament() -> None:
    """The tournament ledger: players, rounds and pairings, and every arbiter's decision, as events.

    Example: admiralty tournament show --tournament "Brest Open 2026"
    """


Played = Enum("Played", {**{name: name for name in KINDS}, "both": "both"}, type=str)  # type: ignore[misc]
"""``--kind`` of ``tournament create``: one game of notation.kinds.KINDS, or both."""

Outcome = Enum("Outcome", {name: name for name in OUTCOMES}, type=str)  # type: ignore[misc]
"""``--result`` of ``tournament decide``: an outcome from the first seat's side."""

PairingOption = Annotated[
    str,
    typer.Option(
        "--pairing",
        metavar="FIRST-SECOND",
        help="The pairing: its players (ids or names), first seat first; FIRST alone for a bye.",
    ),
]


def _named(tournament: str | None) -> str:
    if not tournament:
        raise fail("give --tournament NAME")
    return tournament


Making: TypeAlias = "Callable[[Ledger], Sequence[ledger_events.LedgerEvent]] | Sequence[ledger_events.LedgerEvent]"
"""The events a command appends, or how to make them from the tournament's ledger."""


def _append(db: str, tournament: str | None, make: Making, create: bool = False) -> list[int]:
    """Append the events of ``make`` to the tournament's ledger; their numbers in the ledger."""
    from admiralty.store.choices import refuse_nothing_to_choose
    from admiralty.store.tournament import load, record
    from admiralty.store.tournament_names import known, unknown

    name = _named(tournament)
    with open_store(db, create=create) as events:
        state = None if create else load(events, name)
        if state is None and not create:
            if name not in known(events):
                raise unknown(events, name)
            raise fail(f"the tournament {quoted(name)} has no ledger (tournament create makes one)")
        if callable(make):
            assert state is not None, "create appends the events it is given, never made from a ledger"
            made = make(state)
        else:
            made = make
        refuse_nothing_to_choose(events, name, state, made)
        return [entry.seq for entry in record(events, name, made, now())]


def _done(what: str, numbers: list[int]) -> None:
    typer.echo(f"{what} (ledger event{'s' if len(numbers) > 1 else ''} {', '.join(map(str, numbers))}).")


@app.command()
def create(
    name: Annotated[str, typer.Argument(help="The tournament's name, as --tournament gives it.")],
    kind: Annotated[Played, typer.Option("--kind", help="The game played: mad, rigadoon or both.")] = Played("mad"),
    scoring: ScoringOption = None,
    tiebreaks: TiebreaksOption = None,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Create a tournament's ledger: its name, its game, its scoring and its tie-break order.

    Example: admiralty tournament create "Brest Open 2026" --kind mad --tiebreaks head-to-head,buchholz
    """
    from admiralty.store import ledger_events

    kinds = tuple(KINDS) if kind.value == "both" else (kind.value,)
    order = tuple(part.strip() for part in tiebreaks.split(",")) if tiebreaks else ()
    event = ledger_events.TournamentCreated(name, kinds, scoring_table(scoring), order)
    _done(f"Tournament {printable(name)} created", _append(db, name, [event], create=True))


@player_app.command("add")
def player_add(
    player: Annotated[str, typer.Argument(help="The player's id (short, unique).")],
    name: Annotated[str, typer.Option("--name", help="The display name.")],
    alias: Annotated[
        list[str] | None, typer.Option("--alias", help="Another spelling records may use (repeatable).")
    ] = None,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Register a player: an id, a display name and the other spellings of the name.

    Example: admiralty tournament player add am --name "Anne Morgan" --alias "A. Morgan" --tournament "Brest Open 2026"
    """
    from admiralty.store import ledger_events

    event = ledger_events.PlayerRegistered(player, name, tuple(alias or ()))
    _done(f"Player {printable(player)} registered", _append(db, tournament, [event]))


@app.command()
def players(
    file: Annotated[Path, typer.Argument(help="A CSV file: a header, then id,name,aliases (aliases split by ;).")],
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Register the players of a CSV file, all or none.

    Example: admiralty tournament players players.csv --tournament "Brest Open 2026"
    """
    text = _text(file)

    def made(state: Ledger) -> list[ledger_events.LedgerEvent]:
        from admiralty.store.tournament_files import read_players

        return list(read_players(text))  # refused (exit 2) like every ledger error, nothing registered

    numbers = _append(db, tournament, made)
    _done(f"{counted(len(numbers), 'player')} registered", numbers)


def _text(file: Path) -> str:
    try:
        return read_file(file).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise fail(f"{file}: not a UTF-8 text file") from None


@app.command()
def pair(
    first: Annotated[str, typer.Argument(help="The first seat's player (MAD Red, Rigadoon Blue).")],
    round: RoundNumberOption,
    second: Annotated[str | None, typer.Argument(help="The second seat's player; none for a bye.")] = None,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Pair two players in a round (one player alone: a bye).

    Example: admiralty tournament pair --round 1 am gr --tournament "Brest Open 2026"
    """
    from admiralty.store import ledger_events

    def made(state: Ledger) -> list[ledger_events.LedgerEvent]:
        from admiralty.store.tournament import seats

        one = seats(state, first)[0]
        return [
            ledger_events.RoundPaired(round, (ledger_events.Seating(one, seats(state, second)[0] if second else None),))
        ]

    _done(f"Round {round} paired", _append(db, tournament, made))


@app.command()
def pairings(
    file: Annotated[Path, typer.Argument(help="A CSV file: a header, then round,first,second (empty second: a bye).")],
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Declare the pairings of a CSV file, as a pairing program exports them; all or none.

    Example: admiralty tournament pairings round-1.csv --tournament "Brest Open 2026"
    """
    text = _text(file)

    def made(state: Ledger) -> list[ledger_events.LedgerEvent]:
        from admiralty.store.tournament_files import read_pairings

        return list(read_pairings(state, text))

    _done("Pairings declared", _append(db, tournament, made))


@app.command("round-robin")
def round_robin_command(
    rounds: Annotated[int | None, typer.Option(min=1, help="Pair only this many rounds.")] = None,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Pair a round robin of the registered players by Berger tables (an odd count gets byes).

    Example: admiralty tournament round-robin --tournament "Brest Open 2026"
    """

    def made(state: Ledger) -> list[ledger_events.LedgerEvent]:
        from admiralty.store.tournament import round_robin

        return list(round_robin(state, rounds))

    _done("Round robin paired", _append(db, tournament, made))


def _decision(db: str, tournament: str | None, make: Making, what: str) -> None:
    _done(what, _append(db, tournament, make))


@app.command()
def attach(
    game: GameArgument,
    pairing: PairingOption,
    by: ByOption,
    reason: ReasonOption,
    round: RoundNumberOption,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Attach a stored game to a pairing its tags do not match (a wrong round, a misspelt name).

    Example: admiralty tournament attach 12 --round 3 --pairing am-gr --by "M. Tanguy" --reason "Round tag missing" --tournament "Brest Open 2026"
    """
    from admiralty.store import ledger_events

    def made(state: Ledger) -> list[ledger_events.LedgerEvent]:
        from admiralty.store.tournament import seats

        return [ledger_events.RecordAttached(game, round, *seats(state, pairing), by, reason)]

    _decision(db, tournament, made, f"Game {game} attached")


def _on_game(event: str, done: str, doc: str) -> Callable[..., None]:
    """A command deciding on one stored game: the ledger event named ``event``, made as ``(game, by, reason)``."""

    def command(
        game: GameArgument,
        by: ByOption,
        reason: ReasonOption,
        tournament: TournamentOption = None,
        db: DbOption = DEFAULT_DB,
    ) -> None:
        from admiralty.store import ledger_events

        made: ledger_events.LedgerEvent = getattr(ledger_events, event)(game, by, reason)
        _decision(db, tournament, [made], f"Game {game} {done}")

    command.__doc__ = doc
    return command


app.command("choose")(
    _on_game(
        "DiscrepancyResolved",
        "chosen",
        """Resolve a discrepancy: the game chosen is the record of its pairing; the others do not count.

    Refused (exit 2) where there is nothing to choose: a game that is its
    pairing's only record (submitted once or more), or that counts for no pairing.

    Example: admiralty tournament choose 14 --by "M. Tanguy" --reason "Both players signed this one" --tournament "Brest Open 2026"
    """,
    )
)


app.command("accept-correction")(
    _on_game(
        "CorrectionAccepted",
        "counts as corrected",
        """Rule that a stored game counts as corrected: its result is the one its turns give with the
    arbiter's correction read in (made first with admiralty repair GAME --turn N --as TOKEN).

    Until then an invalid record stays an open item, whatever correction is stored.

    Example: admiralty tournament accept-correction 9 --by "M. Tanguy" --reason "A slip of the pen at turn 5" --tournament "Brest Open 2026"
    """,
    )
)


@app.command()
def decide(
    pairing: PairingOption,
    result: Annotated[Outcome, typer.Option("--result", help="The outcome, from the first seat's side.")],
    by: ByOption,
    reason: ReasonOption,
    round: RoundNumberOption,
    points: Annotated[
        str | None, typer.Option(metavar="FIRST,SECOND", help="The points of each seat, when the decision gives them.")
    ] = None,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Give a pairing its result: a forfeit, a double forfeit, a bye's points, or a result by decision.

    The newest decision for a pairing rules over its record, its adjudication
    and any earlier decision, which all stay in the store.

    Example: admiralty tournament decide --round 2 --pairing am-gr --result first/forfeit --by "M. Tanguy" --reason "Riou absent" --tournament "Brest Open 2026"
    """
    from admiralty.store import ledger_events

    given = _points(points)

    def made(state: Ledger) -> list[ledger_events.LedgerEvent]:
        from admiralty.store.tournament import seats

        return [ledger_events.ResultDecided(round, *seats(state, pairing), result.value, by, reason, given)]

    _decision(db, tournament, made, f"Round {round}, {printable(pairing)}: {result.value}")


def _points(text: str | None) -> tuple[float, float] | None:
    if text is None:
        return None
    try:
        first, second = (float(part) for part in text.split(","))
    except ValueError:
        raise fail(f"--points {quoted(text)}: write FIRST,SECOND, two numbers") from None
    return first, second


@app.command()
def annul(
    decision: Annotated[int, typer.Argument(help="The ledger event number of the decision (tournament show).")],
    by: ByOption,
    reason: ReasonOption,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Annul an earlier decision: it stays in the ledger and no longer counts.

    Example: admiralty tournament annul 31 --by "M. Tanguy" --reason "Entered for the wrong round" --tournament "Brest Open 2026"
    """
    from admiralty.store import ledger_events

    _decision(db, tournament, [ledger_events.DecisionAnnulled(decision, by, reason)], f"Decision {decision} annulled")


app.command("exclude")(
    _on_game(
        "GameExcluded",
        "excluded",
        """Exclude a stored game from the tournament: it counts for no pairing.

    Example: admiralty tournament exclude 9 --by "M. Tanguy" --reason "A friendly game, not of the tournament" --tournament "Brest Open 2026"
    """,
    )
)


@app.command()
def show(
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    form: FormatOption = None,
    json_output: JsonOption = False,
) -> None:
    """Show a tournament: each pairing with its result and source, the open items, every decision.

    Exits 3 when the tournament is incomplete (specs/tournament.md).

    Example: admiralty tournament show --tournament "Brest Open 2026"
    """
    from admiralty.cli.exits import INCOMPLETE
    from admiralty.cli.tournament_views import account_lines
    from admiralty.store.accounting import account

    with open_store(db) as events:
        found = account(events, _named(tournament))
    if output_format(form, json_output, TextFormat.text) is TextFormat.json:
        typer.echo(to_json(found))
    else:
        typer.echo("\n".join(account_lines(found)))
    if not found.complete:
        raise typer.Exit(INCOMPLETE)
