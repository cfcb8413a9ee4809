"""The arbiter's commands: diagram, adjudicate, standings, report."""

from __future__ import annotations

import csv
import io
import tomllib
from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.table import Table

from cli import rigadoon
from cli.inputs import expand, fail, read_lines
from cli.output import to_json
from notation.kinds import RIGADOON, kind_of_position
from notation.mfen import parse_mfen
from notation.mgn_turn import sketch
from notation.record import GameRecord
from notation.report import Report, game_entry, load_rule_texts, render_html, render_markdown
from notation.rigadoon_svg import rigadoon_svg
from notation.svg import board_svg
from notation.verdict import judge
from referee.mad import Termination, adjudicate
from referee.standings import Pairing, Scoring, standings as compute_standings
from referee.violation import AdmiraltyError

SPECS = Path(__file__).resolve().parent.parent / "specs"


class ReportFormat(str, Enum):
    html = "html"
    md = "md"
    json = "json"


def write_output(text: str, output: Optional[Path]) -> None:
    """Print ``text``, or write it to ``output``; an I/O error exits 2."""
    if output is None:
        typer.echo(text, nl=not text.endswith("\n"))
        return
    try:
        output.write_text(text, encoding="utf-8")
    except OSError as error:
        raise fail(f"{output}: {error.strerror or error}") from None


def diagram(
    mfen: Annotated[str, typer.Argument(help='A position in MFEN ("RANKS SIDE TURN QUIET LAST") or RFEN (8 fields), quoted.')],
    move: Annotated[Optional[str], typer.Option(help="A turn token to draw, such as 211c2-c4 (MGN) or B1d1-d3 (RGN).")] = None,
    size: Annotated[int, typer.Option(min=16, max=256, help="Square size in pixels.")] = 48,
    output: Annotated[Optional[Path], typer.Option("-o", "--output", help="Write the SVG to this file.")] = None,
) -> None:
    """Draw a position as an SVG diagram, with an optional move arrow.

    A Rigadoon (RFEN) diagram shows islands, maelstroms and their exits, the
    shallows, chests, and ships with their masts.

    Example: admiralty diagram "..../.b111../..../.r211../..../.r111.. r 9 0 -" --move 211b3xb5 -o board.svg
    """
    if kind_of_position(mfen) is RIGADOON:
        state = rigadoon.position(mfen)
        arrow = rigadoon.sail_arrow(state, move) if move else None
        write_output(rigadoon_svg(state, arrow=arrow, size=size), output)
        return
    try:
        state = parse_mfen(mfen)
    except AdmiraltyError as error:
        raise fail(error.violation.message) from None
    marked, arrow = sketch(state, move) if move else ((), None)
    write_output(board_svg(state, arrow=arrow, marked=marked, size=size), output)


def _stopped(record: GameRecord) -> bool:
    return record.final.termination in (Termination.TURNS, Termination.AGREEMENT)


def explain(record: GameRecord) -> str:
    """The adjudication of a stopped game, as one sentence."""
    return adjudicate(record.final).explanation(record.final.board.name_of)


def adjudicate_file(
    file: Annotated[str, typer.Argument(help="An MGN file, or - for standard input.")],
    game: Annotated[int, typer.Option(help="Which game of the file, from 1.")] = 1,
    stop_after: Annotated[Optional[int], typer.Option(help="The arbiter stops the game after this turn.")] = None,
) -> None:
    """Adjudicate a stopped game by the tie-break rule (MAD-TIEBREAK).

    The side that made the last expulsion wins, Blue if there was none; it is
    a semi-victory. A game decided on the board cannot be adjudicated.

    Example: admiralty adjudicate examples/tiebreak.mgn
    """
    games = list(judge(file, read_lines(file)))
    if not 1 <= game <= len(games):
        raise fail(f"{file} holds {len(games)} game(s); there is no game {game}")
    record, _ = games[game - 1]
    state = record.final
    if stop_after is not None:
        kept = [t for t in record.main.turns if t.before.turn <= stop_after]
        if not kept or kept[-1].before.turn != stop_after:
            raise fail(f"turn {stop_after} was not played in this game")
        state = kept[-1].after
    try:
        decision = adjudicate(state)
    except AdmiraltyError as error:
        typer.echo(f"Cannot adjudicate: {error.violation.message} ({error.violation.rule})")
        raise typer.Exit(1) from None
    typer.echo(f"Result: {decision.result} after turn {decision.after_turn}.")
    typer.echo(decision.explanation(state.board.name_of))


def load_scoring(path: Optional[Path]) -> Scoring:
    """The scoring of a TOML file's [scoring] table, or the default 3/2/1/0."""
    if path is None:
        return Scoring()
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8")).get("scoring", {})
        return Scoring(**table)
    except OSError as error:
        raise fail(f"{path}: {error.strerror or error}") from None
    except (tomllib.TOMLDecodeError, TypeError) as error:
        raise fail(f"{path}: not a scoring file ({error}); expected [scoring] with victory, semi_victory, semi_defeat, defeat") from None


def render_standings(pairings: list[Pairing], scoring: Scoring, json_output: bool, csv_output: bool) -> None:
    """Print the standings as a table, JSON or CSV."""
    table = compute_standings(pairings, scoring)
    headers = ["rank", "player", "games", "victories", "semi_victories", "semi_defeats", "defeats", "points", "head_to_head", "buchholz"]
    if json_output:
        typer.echo(to_json(list(table)))
    elif csv_output:
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(headers)
        writer.writerows([[getattr(row, h) for h in headers] for row in table])
        typer.echo(buffer.getvalue(), nl=False)
    else:
        grid = Table(*[h.replace("_", " ") for h in headers], title="Standings")
        for row in table:
            grid.add_row(*[str(getattr(row, h)) for h in headers])
        Console(width=120).print(grid)


def standings_files(
    paths: Annotated[list[str], typer.Argument(help="MGN files or folders holding the tournament's games.")],
    scoring: Annotated[Optional[Path], typer.Option(help="A TOML file with a [scoring] table.")] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    csv_output: Annotated[bool, typer.Option("--csv", help="Print CSV.")] = False,
) -> None:
    """Standings over valid games: victories 3, semi-victories 2, semi-defeats 1, defeats 0.

    Ties are broken by head-to-head points, then full victories, then the sum
    of the opponents' points (Buchholz). Invalid and unfinished games do not count.

    Example: admiralty standings examples/ --csv
    """
    pairings = [
        Pairing(record.tag("Red", "?") or "?", record.tag("Blue", "?") or "?", record.final.result)
        for name in expand(paths)
        for record, verdict in judge(name, read_lines(name))
        if verdict.valid
    ]
    render_standings(pairings, load_scoring(scoring), json_output, csv_output)


def build_file_report(paths: list[str], title: str) -> Report:
    """The report over the games of record files."""
    rule_texts = load_rule_texts(SPECS)
    entries = [
        game_entry(verdict.file, verdict.index, record, rule_texts, explain(record) if _stopped(record) else None)
        for name in expand(paths)
        for record, verdict in judge(name, read_lines(name))
    ]
    return Report(title, tuple(entries))


def render_report(report: Report, form: ReportFormat) -> str:
    """The report in the chosen format."""
    if form is ReportFormat.html:
        return render_html(report)
    if form is ReportFormat.md:
        return render_markdown(report)
    return to_json(report)


def report(
    paths: Annotated[list[str], typer.Argument(help="MGN files or folders.")],
    form: Annotated[ReportFormat, typer.Option("--format", help="html, md or json.")] = ReportFormat.html,
    title: Annotated[str, typer.Option(help="The report's title.")] = "Rule-compliance report",
    output: Annotated[Optional[Path], typer.Option("-o", "--output", help="Write the report to this file.")] = None,
) -> None:
    """A rule-compliance report: per game its verdict and each violation with
    its rule's text, place and a diagram; per tournament the counts by rule,
    the adjudications and the Result tags the board contradicts.

    Example: admiralty report examples/ --format html -o report.html
    """
    write_output(render_report(build_file_report(paths, title), form), output)
