"""The arbiter's commands: diagram, adjudicate, standings, report.

Each imports what only it uses when it runs (rich for the standings table, the
report's renderers), so that listing the commands stays quick.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from admiralty import store
from admiralty.cli.inputs import expand, fail, open_store, read_file, read_lines
from admiralty.cli.options import (
    DEFAULT_DB,
    GAME,
    DbOption,
    JsonOption,
    OutputOption,
    PositionArgument,
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
from admiralty.notation.kinds import detect, kind_of_position
from admiralty.notation.wording import counted
from admiralty.referee.standings import Pairing, Scoring
from admiralty.referee.violation import AdmiraltyError
from admiralty.store.sources import is_game_id

if TYPE_CHECKING:
    from admiralty.notation.kinds import GameKind
    from admiralty.notation.render.report import Report
    from admiralty.notation.verdict import Verdict


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
    from admiralty.notation.verdict import judge

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
    from admiralty.referee.mad import adjudicate

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


def load_scoring(path: Path | None) -> Scoring:
    """The scoring of a TOML file's [scoring] table, or the default 3/2/1/0."""
    if path is None:
        return Scoring()
    try:
        table = tomllib.loads(read_file(path).decode("utf-8")).get("scoring", {})
        return Scoring(**table)
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, TypeError) as error:
        raise fail(
            f"{path}: not a scoring file ({error}); expected [scoring] with victory, semi_victory, semi_defeat, defeat"
        ) from None


def render_standings(pairings: list[Pairing], scoring: Scoring, form: StandingsFormat) -> None:
    """Print the standings as a table, JSON or CSV."""
    from admiralty.referee.standings import standings as compute_standings

    table = compute_standings(pairings, scoring)
    headers = [
        "rank",
        "player",
        "games",
        "victories",
        "semi_victories",
        "semi_defeats",
        "defeats",
        "points",
        "head_to_head",
        "buchholz",
    ]
    if form is StandingsFormat.json:
        typer.echo(to_json(list(table)))
    elif form is StandingsFormat.csv:
        typer.echo(csv_text([headers, *([getattr(row, h) for h in headers] for row in table)]), nl=False)
    else:
        from rich.console import Console
        from rich.table import Table
        from rich.text import Text

        grid = Table(*[h.replace("_", " ") for h in headers], title="Standings")
        for row in table:
            grid.add_row(*[Text(printable(str(getattr(row, h)))) for h in headers])
        Console(width=120).print(grid)


def _stored_pairings(tournament: str, db: str) -> list[Pairing]:
    with open_store(db) as events:
        found = store.games(events, tournament)
    if not found:
        raise fail(f"no game is stored for tournament {tournament!r} in {db}")
    return store.pairings(found)


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
) -> None:
    """Standings over valid games: victories 3, semi-victories 2, semi-defeats 1, defeats 0.

    Ties are broken by head-to-head points, then full victories, then the sum
    of the opponents' points (Buchholz). Invalid and unfinished games do not
    count; an adjudicated stored game counts with its adjudicated result.

    Example: admiralty standings --tournament "Brest Open 2026" --format csv
    """
    _sources(paths, tournament)
    pairings = _stored_pairings(tournament, db) if tournament else _file_pairings(paths or [])
    csv_form = StandingsFormat.csv if csv_output else None
    chosen = output_format(merged("--format", form, "--csv", csv_form, None), json_output, StandingsFormat.text)
    render_standings(pairings, load_scoring(scoring), chosen)


def build_file_report(paths: list[str], title: str) -> Report:
    """The report over the games of record files."""
    from admiralty.notation.render.report import load_rule_texts

    sources = ((name, read_lines(name)) for name in expand(paths))
    return store.file_report(sources, title, load_rule_texts())


def build_stored_report(tournament: str | None, db: str, title: str) -> Report:
    """The report over a stored tournament's games, or every stored game when ``tournament`` is None."""
    from admiralty.notation.render.report import load_rule_texts

    with open_store(db) as events:
        built = store.stored_report(events, tournament, title, load_rule_texts())
    if not built.games:
        raise fail(
            f"no game is stored for tournament {tournament!r} in {db}" if tournament else f"no game is stored in {db}"
        )
    return built


def render_report(report: Report, form: ReportFormat) -> str:
    """The report in the chosen format."""
    from admiralty.notation.render.report import render_html, render_markdown

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
