"""The arbiter's commands: diagram, adjudicate, standings, report.

Each imports what only it uses when it runs (the standings and their points,
rich for their table, tomllib for a scoring file, the report's renderers), so
that listing the commands (``--help`` imports this module) stays quick.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import nullcontext
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import attrs
import typer

from admiralty import store
from admiralty.cli.exits import INCOMPLETE, invalid, stopped, suspect_unless_ok
from admiralty.cli.inputs import decided_by, expand, fail, open_store, read_file, read_lines, warned
from admiralty.cli.options import (
    DEFAULT_DB,
    GAME,
    DbOption,
    JsonOption,
    OutputOption,
    PositionArgument,
    ReportFormat,
    ReportFormatOption,
    ScoringOption,
    SignOption,
    StandingsFormat,
    StandingsFormatOption,
    TiebreaksOption,
    TournamentOption,
    hidden_alias,
    merged,
    output_format,
    tiebreak_order,
)
from admiralty.cli.output import csv_text, to_json, write_output
from admiralty.cli.render import printable
from admiralty.cli.store_commands import now
from admiralty.notation.kinds import detect, kind_of_position
from admiralty.notation.sources import is_game_id
from admiralty.referee.violation import AdmiraltyError
from admiralty.referee.wording import counted

if TYPE_CHECKING:
    from admiralty.notation.kinds import GameKind
    from admiralty.notation.render.report import Report
    from admiralty.notation.verdict import Verdict
    from admiralty.referee.tournament.accounting import Account
    from admiralty.referee.tournament.matching import GameLine
    from admiralty.referee.tournament.standings import Crosstable, Scoring, Standing
    from admiralty.store.file_results import FileResults


def diagram(
    mfen: PositionArgument,
    move: Annotated[
        str | None, typer.Option(help="A turn token to draw, such as 211c2-c4 (MGN) or B1d1-d3 (RGN).")
    ] = None,
    size: Annotated[int, typer.Option(min=16, max=256, help="Square size in pixels.")] = 48,
    output: OutputOption = None,
) -> None:
    """Draw a position as an SVG diagram, with an optional move arrow.

    A Rigadoon (RFEN) diagram shows islands, maelstroms and their exits, the
    shallows, chests, and ships with their masts. A sail whose maneuver has
    several events is drawn event by event, one board under the other, each
    ship where it is at that event; the choices the token leaves to their
    defaults (attacks, chests, islands) are named on standard error.

    Example: admiralty diagram "..../.b111../..../.r211../..../.r111.. r 9 0 -" --move 211b3xb5 -o board.svg
    """
    kind = kind_of_position(mfen)
    try:
        state = kind.plugin.read_position(mfen)
    except AdmiraltyError as error:
        raise fail(error.violation.message) from None
    notes: tuple[str, ...] = ()
    if not move:
        svg = kind.plugin.svg(state, size=size)
    else:
        try:
            svg, notes = kind.plugin.move_diagram(state, move, size)
        except AdmiraltyError as error:
            raise fail(f"{move}: {error.violation.message}") from None
    for note in notes:
        typer.echo(note, err=True)
    write_output(svg, output)


def _refused(error: AdmiraltyError) -> typer.Exit:
    """An adjudication refused on the game's merits (exit 1, :func:`cli.exits.status`)."""
    return stopped(error, f"Cannot adjudicate: {error.violation.message} ({error.violation.rule})", err=False)


def _adjudicate_stored(
    game_id: int, stop_after: int | None, by: str | None, reason: str | None, db: str, key: Path | None
) -> None:
    with open_store(db, key=key) as events:
        try:
            stored, decision = store.adjudicate_game(events, game_id, now(), stop_after, by, reason)
        except AdmiraltyError as error:
            if not invalid(error.violation):
                raise  # a store error: open_store's, exit 2
            raise _refused(error) from None
    typer.echo(f"Result: {decision.result} after turn {decision.after_turn}.")
    adjudicated = stored.event
    assert isinstance(adjudicated, store.Adjudicated)  # the event adjudicate_game appends
    typer.echo(adjudicated.explanation)
    typer.echo(f"Stored as event {stored.seq} of game {game_id}.")


def _judged(name: str) -> tuple[GameKind, list[tuple[Any, Verdict]]]:
    """The games of a record file judged as its kind (notation.kinds.detect), with their verdicts."""
    from admiralty.notation.verdict import judge

    kind, lines = detect(name, read_lines(name))
    return kind, list(judge(name, lines, kind))


def _adjudicate_record(file: str, index: int, stop_after: int | None) -> None:
    kind, games = _judged(file)
    judge = store.tiebreak(kind.name)
    if not 1 <= index <= len(games):
        raise fail(f"{file} holds {counted(len(games), 'game')}; there is no game {index}")
    record, verdict = games[index - 1]
    store.refuse_invalid(f"Game {index} of {file}", verdict)
    try:
        state = judge.stopped(record, stop_after)
    except AdmiraltyError as error:
        raise fail(error.violation.message) from None
    decision = judge.adjudicate(state)
    typer.echo(f"Result: {decision.result} after turn {decision.after_turn}.")
    typer.echo(decision.explanation)
    typer.echo("Not stored: import the record and adjudicate its game id to record the decision.")


def adjudicate_command(
    game: Annotated[
        str,
        typer.Argument(
            help="A stored game id, or an MGN file (the decision is then only shown); Rigadoon games are refused."
        ),
    ],
    stop_after: Annotated[int | None, typer.Option(help="The arbiter stopped the game after this turn.")] = None,
    by: Annotated[
        str | None,
        typer.Option(metavar="NAME", help="The arbiter's name, stored with the decision (required for a stored game)."),
    ] = None,
    reason: Annotated[
        str | None,
        typer.Option(help="Why the game was stopped, stored with the decision (required for a stored game)."),
    ] = None,
    number: Annotated[int | None, GAME] = None,
    index: Annotated[int | None, hidden_alias("--index", "--game")] = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
) -> None:
    """Adjudicate a stopped game by the tie-break rule (MAD-TIEBREAK).

    For a game stopped by the 40-turn count, by agreement, or by the arbiter
    after a given turn: the side that made the last expulsion wins, Blue if
    there was none, and it is a semi-victory. The output says which expulsion
    decided it. A stored game gets the decision appended as an event; a game
    decided on the board (a corvette in exile) cannot be adjudicated (exit 1),
    nor can a Rigadoon game: Rigadoon has no tie-break (STORE-ADJUDICATE).
    For a file, --game K picks its game.

    Example: admiralty adjudicate 7 --by "M. Tanguy" --reason "40 turns without expulsion"
    """
    if is_game_id(game):
        _adjudicate_stored(int(game), stop_after, *decided_by(by, reason), db, key)
        return
    try:
        _adjudicate_record(game, merged("--game", number, "--index", index, 1), stop_after)
    except AdmiraltyError as error:
        raise _refused(error) from None


def scoring_table(path: Path | None) -> tuple[tuple[str, float], ...]:
    """The points of a TOML file's [scoring] table, by field (none: the defaults); a bad file exits 2."""
    if path is None:
        return ()
    import tomllib

    from admiralty.referee.tournament.results import POINTS_RULE, fit_points
    from admiralty.referee.tournament.standings import Scoring

    fields = {field.name for field in attrs.fields(Scoring)}
    try:
        table = tomllib.loads(read_file(path).decode("utf-8")).get("scoring")
        if not isinstance(table, dict):
            raise TypeError("no [scoring] table")
        if not set(table) <= fields:
            raise TypeError(f"unknown keys {', '.join(sorted(set(table) - fields))}")
        unfit = [name for name, value in sorted(table.items()) if not fit_points(name, value)]
        if unfit:
            raise ValueError(f"{', '.join(unfit)}: {POINTS_RULE}")
        return tuple((name, float(value)) for name, value in sorted(table.items()))
    except UnicodeDecodeError:
        raise fail(f"{path}: not a scoring file: not UTF-8 text") from None
    except (tomllib.TOMLDecodeError, TypeError, ValueError) as error:
        raise fail(
            f"{path}: not a scoring file ({error}); expected [scoring] with victory, semi_victory, semi_defeat,"
            " defeat, forfeit_win, forfeit_loss, bye, late_entry"
        ) from None


def load_scoring(path: Path | None) -> Scoring:
    """The scoring of a TOML file's [scoring] table, or the default 3/2/1/0."""
    from admiralty.referee.tournament.standings import Scoring

    return Scoring(**dict(scoring_table(path)))


def render_standings(
    table: Sequence[Standing], form: StandingsFormat, tiebreaks: tuple[str, ...], names: Mapping[str, str] | None = None
) -> None:
    """Print the standings as a table (its legend under it), JSON or CSV (the legend in ``ranked_by``); the
    table shows each player by ``names`` (registered players' display names), JSON and CSV by the id."""
    from admiralty.cli.tables import numbers, print_legend, print_table, text
    from admiralty.notation.render.standings import (
        SHORT_TITLES,
        columns_legend,
        shown_columns,
        standings_csv_rows,
        standings_rows,
    )
    from admiralty.referee.tournament.standings import named_standings
    from admiralty.referee.tournament.tiebreak_names import legend_text

    if form is StandingsFormat.json:
        typer.echo(to_json(list(table)))
    elif form is StandingsFormat.csv:
        typer.echo(csv_text(standings_csv_rows(table)), nl=False)
    else:
        columns = shown_columns(table, tiebreaks)
        heads = [text(SHORT_TITLES[c]) if c == "player" else numbers(SHORT_TITLES[c]) for c in columns]
        shown = named_standings(table, names or {})
        print_table(heads, standings_rows(shown, columns), "Standings")
        print_legend(columns_legend(columns))
        print_legend(legend_text(tiebreaks))


def render_crosstable(
    grid: Crosstable, form: StandingsFormat, tiebreaks: tuple[str, ...], names: Mapping[str, str] | None = None
) -> None:
    """Print the crosstable, its players in the standings' order, as a table (the standings' legend under
    it; players by ``names``), JSON or CSV (the legend in ``ranked_by``; players by id)."""
    from admiralty.cli.tables import numbers, print_legend, print_table, text, words
    from admiralty.notation.render.standings import crosstable_csv_rows, crosstable_rows
    from admiralty.referee.tournament.standings import named_crosstable
    from admiralty.referee.tournament.tiebreak_names import legend_text

    if form is StandingsFormat.json:
        typer.echo(to_json(grid))
    elif form is StandingsFormat.csv:
        typer.echo(csv_text(crosstable_csv_rows(grid)), nl=False)
    else:
        header, *rows = crosstable_rows(named_crosstable(grid, names or {}))
        heads = [numbers(header[0]), text(header[1]), *map(words, header[2:-1]), numbers(header[-1])]
        print_table(heads, rows, "Crosstable")
        print_legend(legend_text(tiebreaks))


def render_account(
    found: Account[GameLine],
    scoring: Scoring | None,
    form: StandingsFormat,
    tiebreaks: str | None,
    cross: bool,
) -> None:
    """Print a tournament's standings (or crosstable) from its ledger, with its open items under them;
    exit 3 (``INCOMPLETE``) while any pairing lacks its result (specs/tournament.md). ``tiebreaks`` (the
    text of --tiebreaks) overrides the tournament's order: ``aro`` only when some player has a rating."""
    from admiralty.cli.tournament_views import open_rows, print_open
    from admiralty.referee.tournament.tiebreak_names import legend

    order = found.tiebreaks if tiebreaks is None else tiebreak_order(tiebreaks, rated=bool(found.ratings))
    table, grid = found.ranked(scoring=scoring, tiebreaks=order)
    if form is StandingsFormat.json:
        listing = {"standings": list(table), "crosstable": grid, "results": found.counted, "open": found.open}
        typer.echo(to_json({"complete": found.complete, **listing, "ranked_by": legend(order)}))
    else:
        names = found.display_names if form is StandingsFormat.text else {}
        if cross:
            render_crosstable(grid, form, order, names)
        else:
            render_standings(table, form, order, names)
        if found.open and form is StandingsFormat.csv:
            typer.echo(csv_text([[], *open_rows(found.open)]), nl=False)
        else:
            print_open(found)
    if not found.complete:
        raise typer.Exit(INCOMPLETE)


def _stored_account(tournament: str, db: str) -> tuple[Account[GameLine], bool]:
    """A stored tournament's account, and whether its store passed the quick check (told on stderr)."""
    from admiralty.store.accounts import account

    with open_store(db) as events:
        checked = warned(db, events)
        return account(events, tournament), checked.ok  # an unknown tournament: STORE-NOTOURNAMENT, exit 2


def _file_results(paths: list[str]) -> FileResults:
    from admiralty.store.file_results import file_results

    judged = ((name, *_judged(name)) for name in expand(paths))
    return file_results((kind, record, verdict) for _, kind, games in judged for record, verdict in games)


def _sources(paths: list[str] | None, tournament: str | None, whole_store: bool = False) -> None:
    """Refuse a call that names both files and a tournament, or neither unless the whole store will do."""
    if paths and tournament:
        raise fail("give record files or --tournament NAME, not both")
    if not (paths or tournament or whole_store):
        raise fail("give record files or --tournament NAME (one of the two)")


def standings_command(
    paths: Annotated[
        list[str] | None, typer.Argument(help="MGN or RGN files or folders, instead of a stored tournament.")
    ] = None,
    tournament: TournamentOption = None,
    scoring: ScoringOption = None,
    tiebreaks: TiebreaksOption = None,
    show_crosstable: Annotated[
        bool, typer.Option("--crosstable", help="Print the crosstable (players by players) instead of the standings.")
    ] = False,
    form: StandingsFormatOption = None,
    json_output: JsonOption = False,
    csv_output: Annotated[bool, hidden_alias("--csv", "--format csv")] = False,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Standings: victories 3, semi-victories 2, semi-defeats 1, defeats 0.

    Ties are broken by head-to-head points, then full victories, then the sum
    of the opponents' points (Buchholz), or the tournament's own order, unless
    --tiebreaks gives another. Of a stored tournament, every pairing counts
    exactly once from its ledger (specs/tournament.md): its record, an
    adjudication, the arbiter's decision, a forfeit or a bye; the open items
    (no record, an invalid record not decided, a discrepancy, an unmatched
    record) are listed under the table, and the exit status is 3 while there
    are any. Of record files, the valid finished games count; an invalid game,
    or one whose seats name one player, counts for no one, is named on standard
    error, and the exit status is 3. A forfeit or a
    bye scores its points but adds nothing to a tie-break. --crosstable prints
    every player's result against every other, with its round.

    Example: admiralty standings --tournament "Brest Open 2026" --tiebreaks sonneborn-berger,wins --format csv
    """
    _sources(paths, tournament)
    csv_form = StandingsFormat.csv if csv_output else None
    chosen = output_format(merged("--format", form, "--csv", csv_form, None), json_output, StandingsFormat.text)
    if tournament:
        given = load_scoring(scoring) if scoring is not None else None
        account, ok = _stored_account(tournament, db)
        with suspect_unless_ok(ok):
            render_account(account, given, chosen, tiebreaks, show_crosstable)
        return
    from admiralty.notation.spellings import spelling_key
    from admiralty.referee.tournament.standings import ranked

    order = tiebreak_order(tiebreaks, rated=False)  # record files rate no one
    found = _file_results(paths or [])
    table, grid = ranked(found.results, load_scoring(scoring), order, key=spelling_key)
    if show_crosstable:
        render_crosstable(grid, chosen, order)
    else:
        render_standings(table, chosen, order)
    if found.left_out:  # counted for no one: the standings are incomplete, as a tournament's with open items
        typer.echo("\n".join(f"admiralty: {printable(each.message)}" for each in found.left_out), err=True)
        raise typer.Exit(INCOMPLETE)


def build_file_report(
    paths: list[str], title: str, each_game: Callable[[Any, Verdict, GameKind], None] | None = None
) -> Report:
    """The report over the games of record files; ``each_game`` is given each game as it is judged."""
    from admiralty.notation.render.report import load_rule_texts

    sources = ((name, read_lines(name)) for name in expand(paths))
    return store.file_report(sources, title, load_rule_texts(), each_game)


def build_stored_report(tournament: str | None, db: str, title: str, named: bool = False) -> Report:
    """The report over a stored tournament's games, or every stored game when ``tournament`` is None;
    ``named``: its standings show the players' display names, not their ids."""
    from admiralty.notation.render.report import load_rule_texts

    with open_store(db) as events:
        checked = warned(db, events)
        built = store.stored_report(events, tournament, title, load_rule_texts(), named)
    built = attrs.evolve(built, checked=checked.told, suspect=not checked.ok)
    if not (built.games or tournament):  # a tournament without games has its ledger to report; an empty store nothing
        raise fail(f"no game is stored in {db}")
    return built


def render_report(
    report: Report, form: ReportFormat, viewers: Iterable[str] = (), framed: bool = False
) -> Iterable[str]:
    """The report in the chosen format, in pieces as it is written; an HTML report with each game's viewer
    (``viewers``, asked for one at a time as its game is written; ``framed``: inline, the script sizing their
    frames written once)."""
    from admiralty.notation.render.report import html_chunks, markdown_lines

    if form is ReportFormat.html:
        return html_chunks(report, viewers, framed)
    if form is ReportFormat.md:
        return (line + "\n" for line in markdown_lines(report))
    return [to_json(report)]


def _viewer_folder(output: Path | None, viewers: Path | None, inline: bool) -> Path | None:
    """Where the HTML report's viewer pages go: ``--viewers DIR``, else ``R_files`` beside ``-o R.html``;
    None (inlined) with ``--inline-viewers`` or when the report goes to standard output (no folder to
    link to)."""
    if inline and viewers is not None:
        raise fail("--inline-viewers and --viewers DIR both say where the viewers go: give one")
    if inline:
        return None
    if viewers is not None or output is None:
        return viewers
    return output.with_name(f"{output.stem}_files")


TITLE = "Rule-compliance report"
"""The report's title, unless --title gives another."""


def report(
    paths: Annotated[
        list[str] | None, typer.Argument(help="MGN or RGN files or folders, instead of a stored tournament.")
    ] = None,
    tournament: TournamentOption = None,
    form: ReportFormatOption = None,
    json_output: JsonOption = False,
    title: Annotated[
        str | None,
        typer.Option(
            help='The report\'s title (by default "Rule-compliance report", and ": NAME" after it with --tournament).'
        ),
    ] = None,
    output: OutputOption = None,
    viewers: Annotated[
        Path | None,
        typer.Option(
            metavar="DIR",
            help="Write each game's viewer page into DIR (game-N.html) and link to it (by default, with -o R.html: R_files).",
        ),
    ] = None,
    inline_viewers: Annotated[
        bool,
        typer.Option(
            "--inline-viewers",
            help="Inline each game's viewer in the report: one self-contained file, larger and slower.",
        ),
    ] = False,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Write the rule-compliance report of record files or a stored tournament.

    Per game: its verdict and each violation with its rule's text, its place
    and a diagram of the position before it. Per tournament: the counts by
    rule, the adjudications and the Result tags the board contradicts. With
    neither files nor --tournament, it covers every game of the store (--db).
    The HTML report links each game to its viewer (as view writes it), a page
    per game written beside it: -o R.html writes them into R_files/ (--viewers
    DIR: into DIR); --inline-viewers, or no -o, inlines them instead.

    Example: admiralty report --tournament "Brest Open 2026" --format html -o report.html
    """
    _sources(paths, tournament, whole_store=True)
    chosen = output_format(form, json_output, ReportFormat.html)
    named = chosen is not ReportFormat.json  # as standings: names for people, ids for programs
    title = title or (f"{TITLE}: {tournament}" if tournament else TITLE)
    from admiralty.cli.viewing import report_viewers

    folder = _viewer_folder(output, viewers, inline_viewers)
    with report_viewers(folder, output) if chosen is ReportFormat.html else nullcontext() as pages:
        if paths:
            built = build_file_report(paths, title, pages.judged if pages else None)
        else:
            built = build_stored_report(tournament, db, title, named)
            if pages:
                pages.add_stored(tournament, db)
        with suspect_unless_ok(not built.suspect):
            shown, framed = (pages.shown(), pages.inline) if pages else ((), False)
            write_output(render_report(built, chosen, shown, framed), output)
