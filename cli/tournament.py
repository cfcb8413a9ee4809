"""``admiralty tournament``: the ledger of a tournament, its players, rounds and the arbiter's decisions.

Each ledger command is one typed call of :mod:`store.tournaments`, which makes its
event (or a few) with the tournament domain and appends it, refusing what does not
fit the ledger (STORE-LEDGER, exit 2). specs/tournament.md is the reference.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from admiralty.cli.inputs import MOST_KEY_BYTES, fail, open_store, read_file, warned
from admiralty.cli.options import (
    DEFAULT_DB,
    ByOption,
    DbOption,
    FormatOption,
    JsonOption,
    ReasonOption,
    RoundNumberOption,
    ScoringOption,
    SignOption,
    TextFormat,
    TiebreaksOption,
    TournamentOption,
    named_tournament,
    output_format,
    tiebreak_order,
)
from admiralty.cli.output import to_json
from admiralty.cli.render import printable
from admiralty.cli.reports import scoring_table
from admiralty.cli.store_commands import GameArgument, now
from admiralty.notation.kinds import KINDS
from admiralty.referee.tournament.outcome_names import OUTCOMES
from admiralty.referee.tournament.rounds import MOST_ROUNDS
from admiralty.referee.wording import counted, quoted, spans

if TYPE_CHECKING:
    from admiralty.referee.tournament.events import Entry
    from admiralty.store import EventStore

# The ledger's code (and SQLite) is imported by a command when it runs, not when --help lists the group.

app = typer.Typer(name="tournament", no_args_is_help=True, rich_markup_mode=None)
player_app = typer.Typer(
    name="player",
    help="One player at a time: player add registers a player, or a late entrant (--from-round N).",
    no_args_is_help=True,
    rich_markup_mode=None,
)
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

AfterOption = Annotated[
    int | None,
    typer.Option(
        "--after",
        metavar="EVENT",
        help="The last ledger event the decision was made on (tournament show and every ledger command number"
        " them): if another came in since, nothing is written (STORE-CONFLICT names it).",
    ),
]
"""``--after`` of a tournament decision: the ledger's length it was made on, less one."""


def _length(after: int | None) -> int | None:
    """The ledger's length a decision made ``--after`` event EVENT was made on."""
    return None if after is None else after + 1


PairingOption = Annotated[
    str,
    typer.Option(
        "--pairing",
        metavar="FIRST-SECOND",
        help="The pairing: its players (ids or names), first seat first; FIRST alone for a bye.",
    ),
]


EnteredByOption = Annotated[
    str, typer.Option("--by", metavar="NAME", help="Who entered it (stored with it); none by default.")
]
"""``--by NAME`` of a result from a scoresheet or a withdrawal of pairings: optional, since neither is a decision."""


@contextmanager
def _ledger(db: str, key: Path | None, create: bool = False) -> Iterator[EventStore]:
    """The store at ``db`` for a ledger command, signing with ``key`` (``--key``): a tournament known by its
    games only, which has no ledger to append to (:class:`store.tournaments.NoLedger`), exits 2 as a usage
    error."""
    from admiralty.store.tournaments import NoLedger

    try:
        with open_store(db, create=create, key=key) as events:
            yield events
    except NoLedger as error:
        raise fail(str(error)) from None


def _done(what: str, entries: list[Entry]) -> None:
    numbers = [entry.seq for entry in entries]
    typer.echo(f"{what} (ledger event{'s' if len(numbers) > 1 else ''} {spans(numbers)}).")


def _append(
    db: str,
    key: Path | None,
    tournament: str | None,
    what: str,
    command: Callable[[EventStore, str], list[Entry]],
) -> None:
    """Run one ledger command of the library (:mod:`store.tournaments`) on the named tournament's ledger,
    signed with ``key`` when given, then say ``what`` was done and which ledger events it appended."""
    name = named_tournament(tournament)
    with _ledger(db, key) as events:
        done = command(events, name)
    _done(what, done)


@app.command()
def create(
    name: Annotated[str, typer.Argument(help="The tournament's name, as --tournament gives it.")],
    kind: Annotated[Played, typer.Option("--kind", help="The game played: mad, rigadoon or both.")] = Played("mad"),
    scoring: ScoringOption = None,
    tiebreaks: TiebreaksOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
    arbiter_key: Annotated[
        list[Path] | None,
        typer.Option(
            "--arbiter-key",
            metavar="FILE",
            help="An arbiter's Ed25519 public key (PEM, admiralty key new): every later event of the ledger and"
            " every decision on its games must be signed by a key it names (repeatable).",
        ),
    ] = None,
) -> None:
    """Create a tournament's ledger: its name, its game, its scoring and its tie-break order.

    Example: admiralty tournament create "Brest Open 2026" --kind mad --tiebreaks head-to-head,buchholz
    """
    from admiralty.store import tournaments
    from admiralty.store.signatures import public_hex

    pems = [read_file(path, MOST_KEY_BYTES) for path in arbiter_key or ()]

    kinds = tuple(KINDS) if kind.value == "both" else (kind.value,)
    order = tiebreak_order(tiebreaks) if tiebreaks else ()
    table = scoring_table(scoring)
    named = named_tournament(name)
    with _ledger(db, key, create=True) as events:
        done = tournaments.create(events, named, kinds, table, order, now(), tuple(map(public_hex, pems)))
    _done(f"Tournament {quoted(printable(name))} created", done)


@player_app.command("add")
def player_add(
    player: Annotated[str, typer.Argument(help="The player's id (short, unique).")],
    name: Annotated[str, typer.Option("--name", help="The display name.")],
    alias: Annotated[
        list[str] | None, typer.Option("--alias", help="Another spelling records may use (repeatable).")
    ] = None,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
    from_round: Annotated[
        int | None,
        typer.Option(
            "--from-round",
            metavar="N",
            min=2,
            max=MOST_ROUNDS,
            help="A late entry: the first round the player is paired in. Each round before it counts the scoring"
            " file's late_entry points (none by default).",
        ),
    ] = None,
    rating: Annotated[
        int,
        typer.Option("--rating", metavar="N", help="The rating, as a players file's column: 0 to 4000 (0: unrated)."),
    ] = 0,
    title: Annotated[str, typer.Option("--title", help="The FIDE title (GM, IM, FM, WGM ...), any case.")] = "",
    federation: Annotated[str, typer.Option("--federation", help="The federation, as FIDE writes it (FRA).")] = "",
    club: Annotated[str, typer.Option("--club", help="The club.")] = "",
) -> None:
    """Register a player: an id, a display name and the other spellings of the name.

    With --from-round N the player enters late: pairing them before round N
    is refused, and each round they missed counts the late_entry points of
    the tournament's scoring file (0 by default: no result for those rounds).
    --rating, --title, --federation and --club say what a players file's
    columns would: a Swiss pairs a late entrant by rating, and TRF writes them.

    Example: admiralty tournament player add kb --name "Katell Bihan" --rating 1700 --from-round 3 --tournament "Brest Open 2026"
    """
    from admiralty.store import tournaments

    _append(
        db,
        key,
        tournament,
        f"Player {printable(player)} registered" + (f", from round {from_round}" if from_round else ""),
        lambda events, name_of: tournaments.add_player(
            events,
            name_of,
            player,
            name,
            tuple(alias or ()),
            now(),
            from_round,
            rating=rating,
            title=title,
            federation=federation,
            club=club,
        ),
    )


@app.command()
def players(
    file: Annotated[
        Path,
        typer.Argument(
            help="A CSV file: a header, then id,name,aliases (aliases split by ;), then any of rating, federation,"
            " club, title, fide_id, national_id (a Swiss pairs and TRF writes them)."
        ),
    ],
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
) -> None:
    """Register the players of a CSV file, all or none.

    Example: admiralty tournament players players.csv --tournament "Brest Open 2026"
    """
    from admiralty.store import tournaments

    text = _text(file)
    name = named_tournament(tournament)
    with _ledger(db, key) as events:
        done = tournaments.add_players(events, name, text, now())  # a bad file is refused (exit 2), nothing registered
    _done(f"{counted(len(done), 'player')} registered", done)


def _text(file: Path) -> str:
    try:
        return read_file(file).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise fail(f"{file}: not a UTF-8 text file") from None


StrictOption = Annotated[
    bool,
    typer.Option(
        "--strict",
        help="Refuse (exit 2) what is otherwise a warning: a repeat pairing, a second bye, a round paired while a"
        " round before it has no pairing.",
    ),
]


def _warn(warned: list[str]) -> None:
    """The likely slips of a pairing command, on standard error (the exit status unchanged)."""
    for said in warned:
        typer.echo(printable(f"admiralty: warning: {said}"), err=True)


@app.command()
def pair(
    first: Annotated[str, typer.Argument(help="The first seat's player (MAD Red, Rigadoon Blue).")],
    round: RoundNumberOption,
    second: Annotated[str | None, typer.Argument(help="The second seat's player; none for a bye.")] = None,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
    strict: StrictOption = False,
) -> None:
    """Pair two players in a round (one player alone: a bye).

    A repeat pairing, a second bye for one player, or a round paired while
    a round before it has no pairing is warned on standard error; --strict
    refuses it.

    Example: admiralty tournament pair --round 1 am gr --tournament "Brest Open 2026"
    """
    from admiralty.store import tournaments

    warned: list[str] = []
    _append(
        db,
        key,
        tournament,
        f"Round {round} paired",
        lambda events, name: tournaments.pair(events, name, round, first, second, now(), strict, warned),
    )
    _warn(warned)


@app.command()
def pairings(
    file: Annotated[Path, typer.Argument(help="A CSV file: a header, then round,first,second (empty second: a bye).")],
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
    replace: Annotated[
        bool,
        typer.Option(
            "--replace",
            help="Declare each round of the file anew: its pairings in force are withdrawn first, which none of"
            " them may have a result, record or decision for.",
        ),
    ] = False,
    strict: StrictOption = False,
) -> None:
    """Declare the pairings of a CSV file, as a pairing program exports them; all or none.

    A round already paired is refused; with --replace, a round none of whose
    pairings has a result yet is declared anew (its old pairings withdrawn,
    as tournament unpair does, and kept in the ledger). Likely slips are
    warned, or refused with --strict, as tournament pair does.

    Example: admiralty tournament pairings round-1.csv --tournament "Brest Open 2026"
    """
    from admiralty.store import tournaments

    text = _text(file)
    warned: list[str] = []
    _append(
        db,
        key,
        tournament,
        "Pairings declared" + (" anew" if replace else ""),
        lambda events, name: tournaments.add_pairings(events, name, text, now(), replace, strict, warned),
    )
    _warn(warned)


@app.command()
def unpair(
    round: RoundNumberOption,
    pairing: Annotated[
        str | None,
        typer.Option(
            "--pairing",
            metavar="FIRST-SECOND",
            help="The pairing to withdraw: its players (ids or names), first seat first; FIRST alone for a bye."
            " None: every pairing of the round.",
        ),
    ] = None,
    by: EnteredByOption = "",
    reason: Annotated[str, typer.Option("--reason", help="Why, stored with the withdrawal; none by default.")] = "",
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
) -> None:
    """Withdraw a pairing, or a whole round, that nothing rests on yet.

    A pairing with a record, a decision, an attached record or a result from
    the result sheet is refused, naming what rests on it. The withdrawal is a
    ledger event: the pairing stays in the ledger, no longer in force, and the
    round may be paired again.

    Example: admiralty tournament unpair --round 7 --by "M. Tanguy" --reason "Round 6 is not played yet" --tournament "Brest Open 2026"
    """
    from admiralty.store import tournaments

    _append(
        db,
        key,
        tournament,
        f"Round {round}" + (f", {printable(pairing)}" if pairing else "") + " withdrawn",
        lambda events, name: tournaments.withdraw_pairings(events, name, round, pairing, by, reason, now()),
    )


@app.command("round-robin")
def round_robin_command(
    rounds: Annotated[int | None, typer.Option(min=1, help="Pair only this many rounds.")] = None,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
) -> None:
    """Pair a round robin of the registered players by Berger tables (an odd count gets byes).

    Example: admiralty tournament round-robin --tournament "Brest Open 2026"
    """
    from admiralty.store import tournaments

    _append(
        db,
        key,
        tournament,
        "Round robin paired",
        lambda events, name: tournaments.pair_round_robin(events, name, rounds, now()),
    )


@app.command()
def attach(
    game: GameArgument,
    pairing: PairingOption,
    by: ByOption,
    reason: ReasonOption,
    round: RoundNumberOption,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
    after: AfterOption = None,
) -> None:
    """Attach a stored game to a pairing its tags do not match (a wrong round, a misspelt name).

    Example: admiralty tournament attach 12 --round 3 --pairing am-gr --by "M. Tanguy" --reason "Round tag missing" --tournament "Brest Open 2026"
    """
    from admiralty.store import tournaments

    _append(
        db,
        key,
        tournament,
        f"Game {game} attached",
        lambda events, name: tournaments.attach(events, name, game, round, pairing, by, reason, now(), _length(after)),
    )


@app.command()
def choose(
    game: GameArgument,
    by: ByOption,
    reason: ReasonOption,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
    after: AfterOption = None,
) -> None:
    """Resolve a discrepancy: the game chosen is the record of its pairing; the others do not count.

    Refused (exit 2) where there is nothing to choose: a game that is its
    pairing's only record (submitted once or more), or that counts for no pairing.

    Example: admiralty tournament choose 14 --by "M. Tanguy" --reason "Both players signed this one" --tournament "Brest Open 2026"
    """
    from admiralty.store import tournaments

    _append(
        db,
        key,
        tournament,
        f"Game {game} chosen",
        lambda events, name: tournaments.choose(events, name, game, by, reason, now(), _length(after)),
    )


@app.command("accept-correction")
def accept_correction(
    game: GameArgument,
    by: ByOption,
    reason: ReasonOption,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
    after: AfterOption = None,
) -> None:
    """Rule that a stored game counts as corrected: its result is the one its turns give with the
    arbiter's correction read in (made first with admiralty repair GAME --turn N --as TOKEN).

    Until then an invalid record stays an open item, whatever correction is stored.

    Example: admiralty tournament accept-correction 9 --by "M. Tanguy" --reason "A slip of the pen at turn 5" --tournament "Brest Open 2026"
    """
    from admiralty.store import tournaments

    _append(
        db,
        key,
        tournament,
        f"Game {game} counts as corrected",
        lambda events, name: tournaments.accept_correction(events, name, game, by, reason, now(), _length(after)),
    )


@app.command()
def decide(
    pairing: PairingOption,
    result: Annotated[Outcome, typer.Option("--result", help="The outcome, from the first seat's side.")],
    by: ByOption,
    reason: ReasonOption,
    round: RoundNumberOption,
    points: Annotated[
        str | None,
        typer.Option(
            metavar="FIRST,SECOND",
            help="The points of each seat, when the decision gives them; a bye's one seat: one number (--points 1).",
        ),
    ] = None,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
    after: AfterOption = None,
) -> None:
    """Give a pairing its result: a forfeit, a double forfeit, a bye's points, or a result by decision.

    The newest decision for a pairing rules over its record, its adjudication
    and any earlier decision, which all stay in the store.

    Example: admiralty tournament decide --round 2 --pairing am-gr --result first/forfeit --by "M. Tanguy" --reason "Riou absent" --tournament "Brest Open 2026"
    """
    from admiralty.store import tournaments

    given = _points(points, result.value == "bye")
    _append(
        db,
        key,
        tournament,
        f"Round {round}, {printable(pairing)}: {result.value}",
        lambda events, name: tournaments.decide(
            events, name, round, pairing, result.value, given, by, reason, now(), _length(after)
        ),
    )


def _points(text: str | None, bye: bool) -> tuple[float, float] | None:
    """``--points`` as the points of the first and second seat: two numbers, or one for a bye, which has one seat
    (its second is then 0, which a bye ignores); anything else is a usage error (exit 2)."""
    if text is None:
        return None
    try:
        given = [float(part) for part in text.split(",")]
    except ValueError:
        given = []
    if bye and len(given) == 1:
        return given[0], 0.0
    if len(given) != 2:
        raise fail(f"--points {quoted(text)}: write FIRST,SECOND, two numbers" + (", or one for a bye" if bye else ""))
    return given[0], given[1]


@app.command()
def withdraw(
    player: Annotated[str, typer.Argument(help="The player who leaves: an id or any spelling.")],
    round: Annotated[
        int,
        typer.Option(
            "--from-round", metavar="N", min=1, max=MOST_ROUNDS, help="The first round the player is paired no more in."
        ),
    ],
    by: ByOption,
    reason: ReasonOption,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
) -> None:
    """Withdraw a player from a round on: they are paired no more from it.

    Pairing them in that round or later is refused. Their pairings already
    declared from that round stay open items until the arbiter decides them
    (a forfeit: tournament decide) or withdraws them (tournament unpair). The
    standings mark them as withdrawn; tournament annul EVENT takes the
    withdrawal back.

    Example: admiralty tournament withdraw gr --from-round 5 --by "M. Tanguy" --reason "Left for family reasons" --tournament "Brest Open 2026"
    """
    from admiralty.store import tournaments

    _append(
        db,
        key,
        tournament,
        f"{printable(player)} withdrawn from round {round}",
        lambda events, name: tournaments.withdraw_player(events, name, player, round, by, reason, now()),
    )


@app.command()
def result(
    pairing: PairingOption,
    outcome: Annotated[Outcome, typer.Option("--result", help="The outcome, from the first seat's side.")],
    round: RoundNumberOption,
    by: EnteredByOption = "",
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
) -> None:
    """Enter a pairing's result from its scoresheet, without a record.

    It counts with the source "result sheet", not as an arbiter's decision. A
    record imported later that gives the same result confirms it; one that gives
    another is a discrepancy the arbiter rules on. A wrong one is annulled
    (tournament annul EVENT) before the right one is entered.

    Example: admiralty tournament result --round 1 --pairing am-gr --result first --tournament "Brest Open 2026"
    """
    from admiralty.store import tournaments

    _append(
        db,
        key,
        tournament,
        f"Round {round}, {printable(pairing)}: {outcome.value} from the result sheet",
        lambda events, name: tournaments.enter_result(events, name, round, pairing, outcome.value, by, now()),
    )


@app.command()
def results(
    file: Annotated[
        Path,
        typer.Argument(
            help="A CSV file: a header, then round,first,second,outcome (empty second: a bye), the outcome from the"
            f" first seat's side: {', '.join(OUTCOMES)}."
        ),
    ],
    by: EnteredByOption = "",
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
) -> None:
    """Enter the results of a CSV file of scoresheets, without records; all or none.

    Each counts as tournament result enters it (source "result sheet").

    Example: admiralty tournament results round-1-results.csv --tournament "Brest Open 2026"
    """
    from admiralty.store import tournaments

    text = _text(file)
    _append(
        db,
        key,
        tournament,
        "Results entered",
        lambda events, name: tournaments.enter_results(events, name, text, by, now()),
    )


@app.command()
def annul(
    decision: Annotated[
        int,
        typer.Argument(
            metavar="EVENT",
            help="The ledger event number of what is annulled (tournament show, every ledger command).",
        ),
    ],
    by: ByOption,
    reason: ReasonOption,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
    after: AfterOption = None,
) -> None:
    """Annul an earlier decision, result sheet's result or declaration: it stays in the ledger and no longer counts.

    Any event of the organiser or the arbiter that nothing later rests on:
    a decision, an attachment, a choice, an exclusion, a withdrawal of a
    player, a result from a scoresheet, a round's pairings, a registration,
    a late entry. What rests on it is named otherwise.

    Example: admiralty tournament annul 31 --by "M. Tanguy" --reason "Entered for the wrong round" --tournament "Brest Open 2026"
    """
    from admiralty.store import tournaments

    _append(
        db,
        key,
        tournament,
        f"Event {decision} annulled",
        lambda events, name: tournaments.annul(events, name, decision, by, reason, now(), _length(after)),
    )


@app.command()
def exclude(
    game: GameArgument,
    by: ByOption,
    reason: ReasonOption,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
    after: AfterOption = None,
) -> None:
    """Exclude a stored game from the tournament: it counts for no pairing.

    Example: admiralty tournament exclude 9 --by "M. Tanguy" --reason "A friendly game, not of the tournament" --tournament "Brest Open 2026"
    """
    from admiralty.store import tournaments

    _append(
        db,
        key,
        tournament,
        f"Game {game} excluded",
        lambda events, name: tournaments.exclude(events, name, game, by, reason, now(), _length(after)),
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
    from admiralty.cli.exits import INCOMPLETE, suspect_unless_ok
    from admiralty.cli.tournament_views import print_account
    from admiralty.store.accounts import account

    with open_store(db) as events:
        checked = warned(db, events)
        found = account(events, named_tournament(tournament))
    with suspect_unless_ok(checked.ok):
        if output_format(form, json_output, TextFormat.text) is TextFormat.json:
            typer.echo(to_json(found))
        else:
            print_account(found)
        if not found.complete:
            raise typer.Exit(INCOMPLETE)


@app.command("list")
def list_tournaments(
    db: DbOption = DEFAULT_DB,
    form: FormatOption = None,
    json_output: JsonOption = False,
) -> None:
    """List every tournament of the store: its game, rounds, players, whether complete, when last sealed.

    A tournament is listed whether it has a ledger (tournament create) or
    only games imported under its name. Rounds counts the rounds paired,
    Results in those of them whose every pairing has its result; Complete
    is "no" while an open item remains (tournament show exits 3 then).
    Last sealed is the newest seal of the tournament or of the whole store.

    Example: admiralty tournament list --format json --db admiralty.db
    """
    from admiralty.cli.exits import suspect_unless_ok
    from admiralty.cli.tournament_views import print_overviews
    from admiralty.store.overviews import overviews

    with open_store(db) as events:
        checked = warned(db, events)
        listed = overviews(events)
    with suspect_unless_ok(checked.ok):
        if output_format(form, json_output, TextFormat.text) is TextFormat.json:
            typer.echo(to_json(listed))
        else:
            print_overviews(db, listed)


# Swiss pairing lives in its own module, registered here on the tournament group (specs/tournament.md).
from admiralty.cli import tournament_pairing  # noqa: E402

app.command("pair-next")(tournament_pairing.pair_next)
app.command("forbid")(tournament_pairing.forbid)
app.command("export")(tournament_pairing.export)
app.command("import-trf")(tournament_pairing.import_trf)
