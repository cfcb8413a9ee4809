"""Rule-compliance reports: per game its verdict and violations, per tournament
the counts by rule, the adjudications, the Result tags the board contradicts
and, when the report has standings, the standings and the crosstable.

A :class:`Report` is a value; :func:`markdown_lines` and :func:`html_chunks`
write it as they go (the CLI writes JSON with its converter): Markdown through
:mod:`notation.render.markdown`, HTML through the Jinja2 templates
``templates/report/`` (:mod:`notation.render.templating`, autoescaped). Diagrams
are SVG inlined, so an HTML report opens offline.
"""

from __future__ import annotations

import base64
import functools
import itertools
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

import attrs
from markupsafe import Markup

from admiralty.notation.kinds import MAD, GameKind
from admiralty.notation.render.controls import html_text
from admiralty.notation.render.markdown import rule_texts, table, text
from admiralty.notation.render.standings import (
    crosstable_legend,
    crosstable_rows,
    shown_columns,
    standings_rows,
    titles,
)
from admiralty.notation.render.templating import environment
from admiralty.notation.verdict import MANEUVER_HEADING
from admiralty.referee.tournament.standings import DEFAULT_TIEBREAKS, Crosstable, Standing
from admiralty.referee.tournament.tiebreak_names import legend_text
from admiralty.referee.violation import Violation
from admiralty.referee.wording import counted


@attrs.frozen
class Finding:
    """One violation of a game, with the rule's text and a diagram of the position
    before the violating turn (the offending move drawn)."""

    rule: str
    rule_text: str
    turn: int | None
    line: int | None
    column: int | None
    message: str
    position: str
    move: str | None
    diagram: str = attrs.field(repr=False)
    format: str = "MFEN"
    maneuver: tuple[str, ...] = ()
    """What the action that broke the rule did before it broke it (Rigadoon, RIG-MANEUVER), as replay tells it."""


@attrs.frozen
class GameEntry:
    """One game of the report, its players by seat in its kind's seat order (MAD: Red and Blue; Rigadoon:
    Blue and Green)."""

    file: str
    index: int
    first: str
    second: str
    result: str
    declared: str
    valid: bool
    findings: tuple[Finding, ...]
    adjudication: str | None = None
    kind: str = "mad"
    corrections: tuple[str, ...] = ()
    """The arbiter's corrections of its turn tokens, each with who made it and why, the last one saying
    whether a decision accepted it."""
    corrected: bool = False
    """Judged with its last correction read in: an arbiter's decision accepted it."""

    @property
    def players(self) -> str:
        """``First - Second``."""
        return f"{self.first} - {self.second}"


@attrs.frozen
class Ledgered:
    """What a tournament's ledger adds to its report (specs/tournament.md): rows of plain text.

    Args:
        decisions: every arbiter's decision: number, what, by, reason, and whether annulled.
        open: every open item: round, pairing, what is missing, what to do.
    """

    decisions: tuple[tuple[str, ...], ...]
    open: tuple[tuple[str, ...], ...]


DECISION_COLUMNS = ["decision", "what", "by", "reason", "annulled by"]
OPEN_COLUMNS = ["round", "pairing", "open", "what to do"]


@attrs.frozen
class Report:
    """A rule-compliance report over games, with the standings and crosstable of their results, if any.

    Args:
        title: the report's title.
        games: each game's entry.
        standings: the standings of the games' results (empty: the report has no standings).
        crosstable: the crosstable of the same results, its players in the standings' order.
        tiebreaks: the tie-break order the standings were ranked by.
        tournament: what a stored tournament's ledger adds (its decisions and open items).
        checked: of a stored report, the store's quick check when it was written: its status and the seal
            it was checked against (``store.consistency.Checked.told``); empty for record files.
        suspect: the quick check found the store is not as the tool left it.
    """

    title: str
    games: tuple[GameEntry, ...]
    standings: tuple[Standing, ...] = ()
    crosstable: Crosstable | None = None
    tiebreaks: tuple[str, ...] = DEFAULT_TIEBREAKS
    tournament: Ledgered | None = None
    checked: str = ""
    suspect: bool = False

    @property
    def rule_counts(self) -> list[tuple[str, int]]:
        """How often each rule was broken, most first."""
        counts = Counter(finding.rule for game in self.games for finding in game.findings)
        return sorted(counts.items(), key=lambda item: (-item[1], item[0]))

    @property
    def adjudicated(self) -> list[GameEntry]:
        return [game for game in self.games if game.adjudication]

    @property
    def corrected(self) -> list[GameEntry]:
        """The games the arbiter corrected, the correction accepted or not."""
        return [game for game in self.games if game.corrections]

    @property
    def mismatched(self) -> list[GameEntry]:
        """Games whose Result tag the board contradicts (MGN-RESULT, RGN-RESULT): a game cut short by
        another violation produced no result to contradict the tag, and is listed under that violation."""
        return [game for game in self.games if any(each.rule.endswith("-RESULT") for each in game.findings)]


def load_rule_texts(specs: Traversable | None = None) -> Mapping[str, str]:
    """Each rule id's text in plain words: the first paragraph under the heading naming it.

    Args:
        specs: the folder of the specs' Markdown documents; by default the package
            data ``admiralty.specs``, so an installed wheel quotes the same texts, read when a
            text is first asked for (:class:`PackageRuleTexts`).

    Returns:
        The plain text of each rule id that heads a section, read with a Markdown parser
        (:func:`notation.render.markdown.rule_texts`); the first document, by name, to give one wins.

    Raises:
        FileNotFoundError: ``specs`` holds no Markdown document (the data was not installed).
    """
    return _read_rule_texts(specs) if specs is not None else PackageRuleTexts()


class PackageRuleTexts(Mapping[str, str]):
    """The package's rule texts, its specs parsed when a text is first asked for, once in a process: a report
    of valid games quotes none, and a report and its viewer pages quote the same."""

    def __getitem__(self, rule: str) -> str:
        return _package_rule_texts()[rule]

    def __iter__(self) -> Iterator[str]:
        return iter(_package_rule_texts())

    def __len__(self) -> int:
        return len(_package_rule_texts())


@functools.cache
def _package_rule_texts() -> dict[str, str]:
    return _read_rule_texts(resources.files("admiralty.specs"))


def _read_rule_texts(folder: Traversable) -> dict[str, str]:
    """The rule texts of the specs' Markdown documents in ``folder`` (:func:`load_rule_texts`)."""
    documents = sorted((doc for doc in folder.iterdir() if doc.name.endswith(".md")), key=lambda doc: doc.name)
    if not documents:
        raise FileNotFoundError(f"No rule texts: {folder} holds no specs document (*.md).")
    texts: dict[str, str] = {}
    for doc in documents:
        for rule, said in rule_texts(doc.read_text(encoding="utf-8")):
            texts.setdefault(rule, said)
    return texts


def _rule_text(texts: Mapping[str, str], rule: str) -> str:
    """The text of ``rule``; a rule id with no text is a defect of specs/, never shown as a placeholder.

    Raises:
        LookupError: no specs heading names ``rule``.
    """
    if rule not in texts:
        raise LookupError(f"Rule {rule} has no text: no heading of specs/ names it.")
    return texts[rule]


def stopping_error(record: Any) -> Violation:
    """The error of an invalid judged record a viewer stops at: the one its offending token broke (the last,
    after any slips read past), else its first."""
    errors: tuple[Violation, ...] = record.errors
    return errors[-1] if record.offending is not None else errors[0]


def finding(record: Any, rule_texts: Mapping[str, str], kind: GameKind, error: Violation | None = None) -> Finding:
    """A violation of an invalid judged record (by default :func:`stopping_error`), with its rule's text and
    the position drawn: before the offending token for the error it broke, else the position reached
    (a slip read past, a result)."""
    error = stopping_error(record) if error is None else error
    offending = record.offending if error == record.errors[-1] else None
    caption = record.offence_caption if offending is not None else "Position reached"
    position, diagram = (
        kind.plugin.write_position(record.final),
        kind.plugin.svg(record.final, offending, caption=caption),
    )
    return Finding(
        error.rule,
        _rule_text(rule_texts, error.rule),
        error.turn,
        error.line,
        error.column,
        error.message,
        position,
        offending,
        diagram,
        kind.position_format,
        kind.plugin.summary(record).broken if offending is not None else (),
    )


def game_entry(
    file: str,
    index: int,
    record: Any,
    rule_texts: Mapping[str, str],
    adjudication: str | None = None,
    kind: GameKind = MAD,
) -> GameEntry:
    """The report's entry for one judged game of ``kind`` (a GameRecord or a RigadoonRecord)."""
    findings = tuple(finding(record, rule_texts, kind, error) for error in record.errors)
    return GameEntry(
        file,
        index,
        *kind.players(record),
        kind.plugin.summary(record).result,
        record.tag("Result", "*") or "*",
        record.valid,
        findings,
        adjudication,
        kind.name,
    )


def _data_uri(svg: str) -> str:
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()


def render_markdown(report: Report) -> str:
    """The report as one Markdown text (:func:`markdown_lines`)."""
    return "\n".join(markdown_lines(report))


def markdown_lines(report: Report) -> Iterator[str]:
    """The report as Markdown, line by line, a game at a time (diagrams as inline data-URI images); every
    text from a record or the user goes through :func:`notation.render.markdown.text`, every table through
    :func:`notation.render.markdown.table`."""
    yield from [f"# {text(report.title)}", "", _counted(report), ""]
    if report.checked:
        yield from [f"**{text(report.checked)}**" if report.suspect else text(report.checked), ""]
    yield from ["## Violations by rule", ""]
    yield from table(["rule", "count"], report.rule_counts or [("none", 0)])
    yield from _markdown_list("Corrections", [(g, " ".join(g.corrections)) for g in report.corrected])
    yield from _markdown_list("Adjudications", [(g, g.adjudication or "") for g in report.adjudicated])
    yield from ["", "## Result tags contradicted by the board", ""]
    found = [
        f"- {text(g.file)} #{g.index}: Result {text(g.declared)}, board {text(g.result)}" for g in report.mismatched
    ]
    yield from found or ["None."]
    yield from _markdown_standings(report)
    yield from _ledger_markdown(report.tournament)
    yield from ["", "## Games", "", *([] if report.games else ["None."])]
    for game in report.games:
        yield from _markdown_game(game)


def _counted(report: Report) -> str:
    """``12 games, 1 invalid.``"""
    return f"{counted(len(report.games), 'game')}, {sum(not g.valid for g in report.games)} invalid."


def _markdown_list(heading: str, games: Sequence[tuple[GameEntry, str]]) -> list[str]:
    """A section listing ``games``, each with what it says of it, or None."""
    found = [f"- {text(g.file)} #{g.index} ({text(g.players)}): {text(said)}" for g, said in games]
    return ["", f"## {heading}", "", *(found or ["None."])]


def _markdown_game(game: GameEntry) -> Iterator[str]:
    """One game's section: its verdict, corrections, adjudication and violations."""
    yield from [f"### {text(game.file)} #{game.index}: {text(game.players)}", ""]
    yield from [f"Result {text(game.result)}, {verdict(game)}.", ""]
    for note in game.corrections:
        yield from [text(note), ""]
    for f in game.findings:
        yield from table(
            ["rule", "turn", "line:column", "message"], [[f.rule, f.turn or "-", f"{f.line}:{f.column}", f.message]]
        )
        yield from ["", f"> {text(f.rule)}: {text(f.rule_text)}", ""]
        if f.maneuver:
            yield from [
                MANEUVER_HEADING,
                "",
                *(f"{number}. {text(line)}" for number, line in enumerate(f.maneuver, 1)),
                "",
            ]
        yield from [f"![position before the violation]({_data_uri(f.diagram)})", ""]


def _markdown_standings(report: Report) -> list[str]:
    """The standings and crosstable sections, when the report has standings."""
    if not report.standings or report.crosstable is None:
        return []
    columns = shown_columns(report.standings, report.tiebreaks)
    header, *rows = crosstable_rows(report.crosstable)
    lines = ["", "## Standings", "", *table(titles(columns), standings_rows(report.standings, columns))]
    lines += ["", text(legend_text(report.tiebreaks))]
    lines += ["", "## Crosstable", "", *table(header, rows)]
    return lines + ["", text(crosstable_legend())]


def _ledger_markdown(ledgered: Ledgered | None) -> list[str]:
    """The arbiter's decisions and the open items, as Markdown sections."""
    if ledgered is None:
        return []
    lines = ["", "## Arbiter's decisions", ""]
    lines += table(DECISION_COLUMNS, ledgered.decisions) if ledgered.decisions else ["None."]
    lines += ["", "## Open items", ""]
    return lines + (table(OPEN_COLUMNS, ledgered.open) if ledgered.open else ["None."])


STYLE = Markup(
    "body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 .75rem;color:#222}"
    ".table-scroll{overflow-x:auto}h1,h2,figcaption{overflow-wrap:anywhere}"
    "figure.diagram{margin:.5rem 0}figure.diagram svg{max-width:100%;height:auto}"
    "table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #bbb;padding:.25rem .5rem;text-align:left}"
    ".invalid{color:#a61b1b}.valid{color:#1b7a2e}blockquote{color:#555;border-left:3px solid #ccc;margin:0;padding-left:1rem}"
)
"""The report's style, inline."""


def verdict(game: GameEntry) -> str:
    """``valid``, ``valid as corrected`` or ``INVALID``."""
    return ("valid as corrected" if game.corrected else "valid") if game.valid else "INVALID"


def render_html(report: Report, viewers: Iterable[str] = ()) -> str:
    """The report as one self-contained HTML page (:func:`html_chunks`)."""
    return "".join(html_chunks(report, viewers))


def html_chunks(report: Report, viewers: Iterable[str] = (), framed: bool = False) -> Iterator[str]:
    """The report as one self-contained HTML page (SVG inlined, no outside files), in pieces as the
    template ``templates/report/report.html`` makes them: a game's viewer is asked for only when its
    game is written, so viewers made one at a time are never all held at once.

    Args:
        report: the report.
        viewers: for each game, in order, the HTML that opens its viewer
            (:mod:`admiralty.notation.render.view_page`: inline, or a link), built by this package; none by default.
        framed: the viewers are inline: the script that sizes their frames is written once, after the games.
    """
    games = zip(report.games, itertools.chain((Markup(each) for each in viewers), itertools.repeat("")))
    return (
        environment()
        .get_template("report/report.html")
        .generate(
            title=report.title,
            report=report,
            style=STYLE,
            counted=counted(len(report.games), "game"),
            invalid=sum(not g.valid for g in report.games),
            rule_counts=report.rule_counts,
            corrections=[[f"{g.file} #{g.index}", g.players, " ".join(g.corrections)] for g in report.corrected],
            adjudications=[[f"{g.file} #{g.index}", g.players, g.adjudication or ""] for g in report.adjudicated],
            mismatches=[[f"{g.file} #{g.index}", g.declared, g.result] for g in report.mismatched],
            standings=_html_standings(report),
            ledger=_html_ledger(report.tournament),
            games=games,
            verdict=verdict,
            svg=Markup,
            quoted=quoted_html,
            maneuver_heading=MANEUVER_HEADING,
            framed=framed,
        )
    )


def quoted_html(rule_text: str) -> Markup:
    """A rule's text as the HTML report quotes it: escaped as :func:`html.escape` writes it (quotes as
    ``&quot;`` and ``&#x27;``), so that a reader checking the report with the standard library finds it."""
    return Markup(html_text(rule_text))


def _html_standings(report: Report) -> dict[str, Any] | None:
    """What the template shows of the standings and crosstable, when the report has standings."""
    if not report.standings or report.crosstable is None:
        return None
    columns = shown_columns(report.standings, report.tiebreaks)
    header, *rows = crosstable_rows(report.crosstable)
    return {
        "header": titles(columns),
        "rows": standings_rows(report.standings, columns),
        "legend": legend_text(report.tiebreaks),
        "cross_header": header,
        "cross_rows": rows,
        "cross_legend": crosstable_legend(),
    }


def _html_ledger(ledgered: Ledgered | None) -> dict[str, Any] | None:
    """What the template shows of a tournament's decisions and open items."""
    if ledgered is None:
        return None
    return {
        "decision_columns": DECISION_COLUMNS,
        "decisions": ledgered.decisions,
        "open_columns": OPEN_COLUMNS,
        "open": ledgered.open,
    }
