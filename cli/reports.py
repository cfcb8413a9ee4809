"""The arbiter's commands: diagram, adjudicate, standings, report."""

from __future__ import annotations

import io
import tomllib
from pathlib import Path
from typing import Annotated, Any

import attrs
import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from admiralty import store
from admiralty.cli.inputs import expand, fail, open_store, read_file, read_lines
from admiralty.cli.options import (
    DEFAULT_DB,
    GAME,
    DbOption,
    JsonOption,
    OutputOption,
    ReportFormat,
    ReportFormatOption,
    StandingsFormat,
    StandingsFormatOption,
    TournamentOption,
    hidden_alias,
    merged,
    output_format,
)
from admiralty.cli.output import csv_text, to_json, write_output
from admiralty.cli.render import printable
from admiralty.cli.store_commands import now
from admiralty.cli.tournament_views import INCOMPLETE, open_lines, open_rows
from admiralty.notation.kinds import GameKind, detect, kind_of_position
from admiralty.notation.render.report import Report, crosstable_rows, load_rule_texts, render_html, render_markdown
from admiralty.notation.verdict import Verdict, judge
from admiralty.notation.wording import counted
from admiralty.referee.mad import adjudicate
from admiralty.referee.standings import Pairing, Scoring, Standing, crosstable
from admiralty.referee.standings import standings as compute_standings
from admiralty.referee.violation import AdmiraltyError
from admiralty.store.accounting import Account, account
from admiralty.store.sources import is_game_id


def diagram(
    mfen: Annotated[
        str, typer.Argument(help='A position in MFEN ("RANKS SIDE TURN QUIET LAST") or RFEN (8 fields), quoted.')
    ],
    move: Annotated[
        str | None, typer.Option(help="A turn token to draw, such as 211c2-c4 (MGN) or B1d1-d3 (RGN).")
    ] = None,
    size: Annotated[int, typer.Option(min=16, max=256, help="Square size in pixels.")] = 48,
    output: OutputOption = None,
) -> None:
    """Draw a position as an SVG diagram, with an optional move arrow.

    A Rigadoon (RFEN) diagram shows islands, maelstroms and their exits, the
    shallows, chests, and ships with their masts.

    Example: admiralty diagram "..../.b111../..../.r211../..../.r111.. r 9 0 -" --move 211b3xb5 -o board.svg
    """
    kind = kind_of_position(mfen)
    try:
        state = kind.read_position(mfen)
    except AdmiraltyError as error:
        raise fail(error.violation.message) from None
    try:
        svg = kind.svg(state, move, size, strict=True)
    except AdmiraltyError as error:
        raise fail(f"{move}: {error.violation.message}") from None
    write_output(svg, output)


REFUSALS = ("MAD-END", "STORE-ADJUDICATE")
"""Rule ids of an adjudication refused on its merits (exit 1); other store errors exit 2."""


def _refused(error: AdmiraltyError) -> typer.Exit:
    typer.echo(f"Cannot adjudicate: {error.violation.message} ({error.violation.rule})")
    return typer.Exit(1)


def _adjudicate_stored(game_id: int, stop_after: int | None, by: str | None, reason: str | None, db: str) -> None:
    with open_store(db) as events:
        try:
            stored, decision = store.adjudicate_game(events, game_id, now(), stop_after, by, reason)
        except AdmiraltyError as error:
            if error.violation.rule not in REFUSALS:
                raise
            raise _refused(error) from None
    typer.echo(f"Result: {decision.result} after turn {decision.after_turn}.")
    adjudicated = stored.event
    assert isinstance(adjudicated, store.Adjudicated)  # the event adjudicate_game appends
    typer.echo(adjudicated.explanation)
    typer.echo(f"Stored as event {stored.seq} of game {game_id}.")


def _judged(name: str) -> tuple[GameKind, list[tuple[Any, Verdict]]]:
    """The games of a record file judged as its kind (notation.kinds.detect), with their verdicts."""
    kind, lines = detect(name, read_lines(name))
    return kind, list(judge(name, lines, kind))


def _adjudicate_record(file: str, index: int, stop_after: int | None) -> None:
    kind, games = _judged(file)
    store.refuse_kind(kind.name)
    if not 1 <= index <= len(games):
        raise fail(f"{file} holds {counted(len(games), 'game')}; there is no game {index}")
    record, _ = games[index - 1]
    try:
        state = record.stopped_after(stop_after)
    except AdmiraltyError as error:
        raise fail(error.violation.message) from None
    decision = adjudicate(state)
    typer.echo(f"Result: {decision.result} after turn {decision.after_turn}.")
    typer.echo(decision.explanation(state.board.name_of))
    typer.echo("Not stored: import the record and adjudicate its game id to record the decision.")


def adjudicate_command(
    game: Annotated[
        str,
        typer.Argument(
            help="A stored game id, or an MGN file (the decision is then only shown); Rigadoon games are refused."
        ),
    ],
    stop_after: Annotated[int | None, typer.Option(help="The arbiter stopped the game after this turn.")] = None,
    by: Annotated[str | None, typer.Option(help="The arbiter's name, stored with the decision.")] = None,
    reason: Annotated[str | None, typer.Option(help="Why the game was stopped, stored with the decision.")] = None,
    number: Annotated[int | None, GAME] = None,
    index: Annotated[int | None, hidden_alias("--index", "--game")] = None,
    db: DbOption = DEFAULT_DB,
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
        _adjudicate_stored(int(game), stop_after, by, reason, db)
        return
    try:
        _adjudicate_record(game, merged("--game", number, "--index", index, 1), stop_after)
    except AdmiraltyError as error:
        raise _refused(error) from None


def scoring_table(path: Path | None) -> tuple[tuple[str, float], ...]:
    """The points of a TOML file's [scoring] table, by field (none: the defaults); a bad file exits 2."""
    if path is None:
        return ()
    fields = {field.name for field in attrs.fields(Scoring)}
    try:
        table = tomllib.loads(read_file(path).decode("utf-8")).get("scoring", {})
        if not isinstance(table, dict) or not set(table) <= fields:
            raise TypeError(f"unknown keys {', '.join(sorted(set(table) - fields))}")
        return tuple((name, float(value)) for name, value in sorted(table.items()))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, TypeError, ValueError) as error:
        raise fail(
            f"{path}: not a scoring file ({error}); expected [scoring] with {', '.join(sorted(fields))}"
        ) from None


def load_scoring(path: Path | None) -> Scoring:
    """The scoring of a TOML file's [scoring] table, or the default 3/2/1/0."""
    return Scoring(**{name: _whole(value) for name, value in scoring_table(path)})  # type: ignore[arg-type]


def _whole(value: float) -> float:
    return int(value) if value == int(value) else value


STANDING_COLUMNS = [field.name for field in attrs.fields(Standing)]
"""The columns of the standings table: every field of a standing."""


def render_standings(table: tuple[Standing, ...], form: StandingsFormat) -> None:
    """Print the standings as a table, JSON or CSV."""
    headers = STANDING_COLUMNS
    if form is StandingsFormat.json:
        typer.echo(to_json(list(table)))
    elif form is StandingsFormat.csv:
        typer.echo(csv_text([headers, *([getattr(row, h) for h in headers] for row in table)]), nl=False)
    else:
        typer.echo(
            _grid(
                "Standings",
                [h.replace("_", " ") for h in headers],
                [[str(getattr(row, h)) for h in headers] for row in table],
            )
        )


def _grid(title: str, headers: list[str], rows: list[list[str]]) -> str:
    """A titled text table."""
    grid = Table(*headers, title=title)
    for row in rows:
        grid.add_row(*[Text(printable(cell)) for cell in row])
    console = Console(width=120, record=True, file=io.StringIO())
    console.print(grid)
    return console.export_text().rstrip("\n")


def render_account(found: Account, scoring: Path | None, form: StandingsFormat, cross: bool) -> None:
    """Print a tournament's standings (or crosstable) from its ledger, with its open items; exit 3 when incomplete."""
    chosen = load_scoring(scoring) if scoring is not None else None
    table = found.standings(chosen)
    grid = crosstable_rows(crosstable(found.results, chosen or found.scoring))
    if form is StandingsFormat.json:
        typer.echo(
            to_json(
                {
                    "complete": found.complete,
                    "standings": list(table),
                    "crosstable": grid,
                    "results": found.counted,
                    "open": found.open,
                }
            )
        )
    elif form is StandingsFormat.csv:
        rows = grid if cross else [STANDING_COLUMNS, *([getattr(row, h) for h in STANDING_COLUMNS] for row in table)]
        extra = [[], *open_rows(found.open)] if found.open else []
        typer.echo(csv_text([*rows, *extra]), nl=False)
    else:
        if cross:
            typer.echo(_grid("Crosstable", grid[0], grid[1:]))
        else:
            render_standings(table, form)
        lines = open_lines(found.open)
        if lines:
            typer.echo("\n".join(lines))
    if not found.complete:
        raise typer.Exit(INCOMPLETE)


def _stored_account(tournament: str, db: str) -> Account:
    with open_store(db) as events:
        found = account(events, tournament)
    if not found.games and found.ledger is None:
        raise fail(f"no game is stored for tournament {tournament!r} in {db}")
    return found


def _file_pairings(paths: list[str]) -> list[Pairing]:
    pairings = []
    for name in expand(paths):
        kind, games = _judged(name)
        pairings += [
            store.pairing(kind, kind.players(record), verdict.result) for record, verdict in games if verdict.valid
        ]
    return pairings


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
    scoring: Annotated[Path | None, typer.Option(help="A TOML file with a [scoring] table.")] = None,
    form: StandingsFormatOption = None,
    json_output: JsonOption = False,
    csv_output: Annotated[bool, hidden_alias("--csv", "--format csv")] = False,
    db: DbOption = DEFAULT_DB,
    cross: Annotated[
        bool, typer.Option("--crosstable", help="A stored tournament's crosstable (players by players) instead.")
    ] = False,
) -> None:
    """Standings: victories 3, semi-victories 2, semi-defeats 1, defeats 0.

    Ties are broken by head-to-head points, then full victories, then the sum
    of the opponents' points (Buchholz), or the tournament's own order. Of a
    stored tournament, every pairing counts exactly once from its ledger
    (specs/tournament.md): its record, adjudication, the arbiter's decision, a
    forfeit or a bye; the open items (no record, an invalid record not
    decided, a discrepancy, an unmatched record) are listed under the table,
    and the exit status is 3 while there are any. Of record files, the valid
    games count.

    Example: admiralty standings --tournament "Brest Open 2026" --format csv
    """
    _sources(paths, tournament)
    csv_form = StandingsFormat.csv if csv_output else None
    chosen = output_format(merged("--format", form, "--csv", csv_form, None), json_output, StandingsFormat.text)
    if tournament:
        render_account(_stored_account(tournament, db), scoring, chosen, cross)
        return
    if cross:
        raise fail("--crosstable needs --tournament NAME")
    render_standings(compute_standings(_file_pairings(paths or []), load_scoring(scoring)), chosen)


def build_file_report(paths: list[str], title: str) -> Report:
    """The report over the games of record files."""
    sources = ((name, read_lines(name)) for name in expand(paths))
    return store.file_report(sources, title, load_rule_texts())


def build_stored_report(tournament: str | None, db: str, title: str) -> Report:
    """The report over a stored tournament's games, or every stored game when ``tournament`` is None."""
    with open_store(db) as events:
        built = store.stored_report(events, tournament, title, load_rule_texts())
    if not built.games:
        raise fail(
            f"no game is stored for tournament {tournament!r} in {db}" if tournament else f"no game is stored in {db}"
        )
    return built


def render_report(report: Report, form: ReportFormat) -> str:
    """The report in the chosen format."""
    if form is ReportFormat.html:
        return render_html(report)
    if form is ReportFormat.md:
        return render_markdown(report)
    return to_json(report)


def report(
    paths: Annotated[
        list[str] | None, typer.Argument(help="MGN or RGN files or folders, instead of a stored tournament.")
    ] = None,
    tournament: TournamentOption = None,
    form: ReportFormatOption = None,
    json_output: JsonOption = False,
    title: Annotated[str, typer.Option(help="The report's title.")] = "Rule-compliance report",
    output: OutputOption = None,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Write the rule-compliance report of record files or a stored tournament.

    Per game: its verdict and each violation with its rule's text, its place
    and a diagram of the position before it. Per tournament: the counts by
    rule, the adjudications and the Result tags the board contradicts. With
    neither files nor --tournament, it covers every game of the store (--db).

    Example: admiralty report --tournament "Brest Open 2026" --format html -o report.html
    """
    _sources(paths, tournament, whole_store=True)
    built = build_file_report(paths, title) if paths else build_stored_report(tournament, db, title)
    write_output(render_report(built, output_format(form, json_output, ReportFormat.html)), output)
