"""Rule-compliance reports: per game its verdict and violations, per tournament
the counts by rule, the adjudications, the Result tags the board contradicts
and, when the report has standings, the standings and the crosstable.

A :class:`Report` is a value; :func:`render_markdown` and :func:`render_html`
write it (the CLI writes JSON with its converter). Diagrams are SVG inlined, so
an HTML report is one file that opens offline.
"""

from __future__ import annotations

import base64
import re
from collections import Counter
from collections.abc import Iterator, Sequence
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

import attrs

from admiralty.notation.kinds import MAD, GameKind
from admiralty.notation.render.controls import html_text
from admiralty.notation.render.standings import (
    crosstable_legend,
    crosstable_rows,
    shown_columns,
    standings_rows,
    titles,
)
from admiralty.notation.verdict import MANEUVER_HEADING
from admiralty.referee.tournament.standings import DEFAULT_TIEBREAKS, Crosstable, Standing
from admiralty.referee.tournament.tiebreak_names import legend_text
from admiralty.referee.wording import counted

_HEADING = re.compile(r"^#+\s.*?\b([A-Z]+(?:-[A-Z0-9]+)+)\b")
_LABEL = re.compile(r"^\*\*Rule\.\*\*\s*")
_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_MARKS = re.compile(r"\*\*|`")


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


def load_rule_texts(specs: Traversable | None = None) -> dict[str, str]:
    """Each rule id's text in plain words: the first paragraph under the heading naming it.

    Args:
        specs: the folder of the specs' Markdown documents; by default the package
            data ``admiralty.specs``, so an installed wheel quotes the same texts.

    Returns:
        The plain text (see :func:`_plain`) of each rule id that heads a section.

    Raises:
        FileNotFoundError: ``specs`` holds no Markdown document (the data was not installed).
    """
    folder = specs if specs is not None else resources.files("admiralty.specs")
    documents = sorted((doc for doc in folder.iterdir() if doc.name.endswith(".md")), key=lambda doc: doc.name)
    if not documents:
        raise FileNotFoundError(f"No rule texts: {folder} holds no specs document (*.md).")
    texts: dict[str, str] = {}
    for doc in documents:
        for rule, paragraph in _first_paragraphs(doc.read_text(encoding="utf-8")):
            texts.setdefault(rule, _plain(paragraph))
    return texts


def _first_paragraphs(markdown: str) -> Iterator[tuple[str, str]]:
    """(rule id, first paragraph) under each heading that names a rule id."""
    rule: str | None = None
    paragraph: list[str] = []
    for line in [*markdown.splitlines(), "#"]:
        if line.startswith("#"):
            if rule and paragraph:
                yield rule, " ".join(paragraph)
            heading = _HEADING.match(line)
            rule, paragraph = (heading[1] if heading else None), []
        elif rule and line.strip():
            paragraph.append(line.strip())
        elif rule and paragraph:
            yield rule, " ".join(paragraph)
            rule = None


def _plain(markdown: str) -> str:
    """A paragraph of Markdown as a plain sentence: no ``**Rule.**`` label, emphasis, code marks or link targets.

    >>> _plain("**Rule.** A pass (`--`) breaks **MAD-TURN**; see [mgn.md](mgn.md#x).")
    'A pass (--) breaks MAD-TURN; see mgn.md.'
    """
    text = _LABEL.sub("", markdown)
    text = _LINK.sub(r"\1", text)
    return _MARKS.sub("", text)


def _rule_text(texts: dict[str, str], rule: str) -> str:
    """The text of ``rule``; a rule id with no text is a defect of specs/, never shown as a placeholder.

    Raises:
        LookupError: no specs heading names ``rule``.
    """
    if rule not in texts:
        raise LookupError(f"Rule {rule} has no text: no heading of specs/ names it.")
    return texts[rule]


def finding(record: Any, rule_texts: dict[str, str], kind: GameKind) -> Finding:
    """The first violation of an invalid judged record, with its rule's text and the position before it drawn."""
    error = record.errors[0]
    caption = record.offence_caption
    position, diagram = (
        kind.plugin.write_position(record.final),
        kind.plugin.svg(record.final, record.offending, caption=caption),
    )
    return Finding(
        error.rule,
        _rule_text(rule_texts, error.rule),
        error.turn,
        error.line,
        error.column,
        error.message,
        position,
        record.offending,
        diagram,
        kind.position_format,
        kind.plugin.summary(record).broken,
    )


def game_entry(
    file: str,
    index: int,
    record: Any,
    rule_texts: dict[str, str],
    adjudication: str | None = None,
    kind: GameKind = MAD,
) -> GameEntry:
    """The report's entry for one judged game of ``kind`` (a GameRecord or a RigadoonRecord)."""
    findings = (finding(record, rule_texts, kind),) if record.errors else ()
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


_MD_SPECIAL = re.compile(r"[\\|`*_\[\]]")
_MD_BREAK = re.compile(r"[\r\n]+")


def md(text: object) -> str:
    r"""``text`` from a record as literal Markdown text: HTML escaped (no ``<script>`` reaches
    the page), Markdown's marks and ``|`` backslashed (no table is broken, no link made),
    line breaks as spaces (a cell stays on its row).

    >>> print(md("a|b <script>alert(1)</script> [x](javascript:y)"))
    a\|b &lt;script&gt;alert(1)&lt;/script&gt; \[x\](javascript:y)
    """
    escaped = html_text(_MD_BREAK.sub(" ", str(text)), quote=False)
    return _MD_SPECIAL.sub(lambda mark: "\\" + mark.group(), escaped)


def render_markdown(report: Report) -> str:
    """The report as Markdown (diagrams as inline data-URI images); every text from a record
    or the user goes through :func:`md`."""
    lines = [
        f"# {md(report.title)}",
        "",
        f"{counted(len(report.games), 'game')}, {sum(not g.valid for g in report.games)} invalid.",
        "",
        *([f"**{md(report.checked)}**" if report.suspect else md(report.checked), ""] if report.checked else []),
    ]
    lines += ["## Violations by rule", "", "| rule | count |", "|---|---|"]
    lines += [f"| {md(rule)} | {count} |" for rule, count in report.rule_counts] or ["| none | 0 |"]
    lines += ["", "## Corrections", ""]
    lines += [
        f"- {md(g.file)} #{g.index} ({md(g.players)}): {md(' '.join(g.corrections))}" for g in report.corrected
    ] or ["None."]
    lines += ["", "## Adjudications", ""]
    lines += [f"- {md(g.file)} #{g.index} ({md(g.players)}): {md(g.adjudication)}" for g in report.adjudicated] or [
        "None."
    ]
    lines += ["", "## Result tags contradicted by the board", ""]
    lines += [
        f"- {md(g.file)} #{g.index}: Result {md(g.declared)}, board {md(g.result)}" for g in report.mismatched
    ] or ["None."]
    lines += _markdown_standings(report)
    lines += _ledger_markdown(report.tournament)
    lines += ["", "## Games", "", *([] if report.games else ["None."])]
    for game in report.games:
        lines += [
            f"### {md(game.file)} #{game.index}: {md(game.players)}",
            "",
            f"Result {md(game.result)}, {_verdict(game)}.",
            "",
            *(f"{md(note)}\n" for note in game.corrections),
        ]
        for f in game.findings:
            lines += [
                "| rule | turn | line:column | message |",
                "|---|---|---|---|",
                f"| {md(f.rule)} | {f.turn or '-'} | {f.line}:{f.column} | {md(f.message)} |",
                "",
                f"> {md(f.rule)}: {md(f.rule_text)}",
                "",
                *_markdown_maneuver(f.maneuver),
                f"![position before the violation]({_data_uri(f.diagram)})",
                "",
            ]
    return "\n".join(lines)


def _markdown_maneuver(maneuver: Sequence[str]) -> list[str]:
    """A broken action's maneuver as a numbered Markdown list, or nothing."""
    if not maneuver:
        return []
    return [MANEUVER_HEADING, "", *(f"{number}. {md(line)}" for number, line in enumerate(maneuver, 1)), ""]


def maneuver_html(finding: Finding) -> str:
    """A broken action's maneuver as a numbered HTML list (the report and the viewer), or nothing."""
    if not finding.maneuver:
        return ""
    items = "".join(f"<li>{html_text(line)}</li>" for line in finding.maneuver)
    return f'<p>{MANEUVER_HEADING}</p><ol class="broken-maneuver">{items}</ol>'


def _markdown_table(rows: Sequence[Sequence[str]]) -> list[str]:
    """A header row and body rows as a Markdown table, every cell through :func:`md`."""
    header, *body = rows
    lines = ["| " + " | ".join(map(md, header)) + " |", "|" + "---|" * len(header)]
    return lines + ["| " + " | ".join(map(md, row)) + " |" for row in body]


def _markdown_standings(report: Report) -> list[str]:
    """The standings and crosstable sections, when the report has standings."""
    if not report.standings or report.crosstable is None:
        return []
    columns = shown_columns(report.standings, report.tiebreaks)
    lines = ["", "## Standings", "", *_markdown_table([titles(columns), *standings_rows(report.standings, columns)])]
    lines += ["", md(legend_text(report.tiebreaks))]
    lines += ["", "## Crosstable", "", *_markdown_table(crosstable_rows(report.crosstable))]
    return lines + ["", md(crosstable_legend())]


def _ledger_markdown(ledgered: Ledgered | None) -> list[str]:
    """The arbiter's decisions and the open items, as Markdown sections."""
    if ledgered is None:
        return []
    lines = ["", "## Arbiter's decisions", ""]
    lines += _markdown_table([DECISION_COLUMNS, *ledgered.decisions]) if ledgered.decisions else ["None."]
    lines += ["", "## Open items", ""]
    return lines + (_markdown_table([OPEN_COLUMNS, *ledgered.open]) if ledgered.open else ["None."])


def _ledger_html(ledgered: Ledgered | None) -> str:
    """The arbiter's decisions and the open items, as HTML sections."""
    if ledgered is None:
        return ""
    return (
        "<h2>Arbiter's decisions</h2>"
        + _table(DECISION_COLUMNS, ledgered.decisions, "decisions")
        + "<h2>Open items</h2>"
        + _table(OPEN_COLUMNS, ledgered.open, "open-items")
    )


_STYLE = """
body{font-family:sans-serif;max-width:60rem;margin:2rem auto;color:#222}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #bbb;padding:.25rem .5rem;text-align:left}
.invalid{color:#a61b1b}.valid{color:#1b7a2e}blockquote{color:#555;border-left:3px solid #ccc;margin:0;padding-left:1rem}
"""


def _table(headers: list[str], rows: Sequence[Sequence[object]], css: str) -> str:
    if not rows:
        return f'<p class="{css}">None.</p>'
    head = "".join(f"<th>{html_text(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{html_text(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    return f'<table class="{css}"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def _verdict(game: GameEntry) -> str:
    """``valid``, ``valid as corrected`` or ``INVALID``."""
    return ("valid as corrected" if game.corrected else "valid") if game.valid else "INVALID"


def _html_game(game: GameEntry, viewer: str = "") -> str:
    shown = f'<span class="{"valid" if game.valid else "invalid"}">{_verdict(game)}</span>'
    parts = [
        f'<section class="game"><h3>{html_text(game.file)} #{game.index}: {html_text(game.players)}</h3>',
        f"<p>Result {html_text(game.result)}, {shown}.</p>",
        *(f'<p class="correction">{html_text(note)}</p>' for note in game.corrections),
    ]
    if game.adjudication:
        parts.append(f"<p>Adjudication: {html_text(game.adjudication)}</p>")
    for f in game.findings:
        rows = [[f.rule, f.turn or "-", f"{f.line}:{f.column}", f.message]]
        parts.append(_table(["rule", "turn", "line:column", "message"], rows, "violations"))
        parts.append(f"<blockquote>{html_text(f.rule)}: {html_text(f.rule_text)}</blockquote>{maneuver_html(f)}")
        parts.append(
            f'<figure class="diagram">{f.diagram}<figcaption>{f.format}: {html_text(f.position)}</figcaption></figure>'
        )
    parts.append(viewer + "</section>")
    return "".join(parts)


def _html_standings(report: Report) -> str:
    """The standings and crosstable sections, when the report has standings."""
    if not report.standings or report.crosstable is None:
        return ""
    columns = shown_columns(report.standings, report.tiebreaks)
    header, *rows = crosstable_rows(report.crosstable)
    return (
        "<h2>Standings</h2>"
        + _table(titles(columns), standings_rows(report.standings, columns), "standings")
        + f'<p class="legend">{html_text(legend_text(report.tiebreaks))}</p>'
        + "<h2>Crosstable</h2>"
        + _table(header, rows, "crosstable")
        + f'<p class="legend">{html_text(crosstable_legend())}</p>'
    )


def render_html(report: Report, viewers: Sequence[str] = ()) -> str:
    """The report as one self-contained HTML page (SVG inlined, no outside files).

    Args:
        report: the report.
        viewers: for each game, in order, the HTML that opens its viewer
            (:mod:`admiralty.notation.render.view_page`: inline, or a link); none by default.
    """
    counts = [[rule, count] for rule, count in report.rule_counts]
    adjudications = [[f"{g.file} #{g.index}", g.players, g.adjudication or ""] for g in report.adjudicated]
    corrections = [[f"{g.file} #{g.index}", g.players, " ".join(g.corrections)] for g in report.corrected]
    mismatches = [[f"{g.file} #{g.index}", g.declared, g.result] for g in report.mismatched]
    invalid = sum(not g.valid for g in report.games)
    return "".join(
        [
            f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{html_text(report.title)}</title>',
            f"<style>{_STYLE}</style></head><body><h1>{html_text(report.title)}</h1>",
            f"<p>{counted(len(report.games), 'game')}, {invalid} invalid.</p>",
            (
                f'<p class="{"suspect" if report.suspect else "checked"}">{html_text(report.checked)}</p>'
                if report.checked
                else ""
            ),
            "<h2>Violations by rule</h2>" + _table(["rule", "count"], counts, "rule-counts"),
            "<h2>Corrections</h2>" + _table(["game", "players", "correction"], corrections, "corrections"),
            "<h2>Adjudications</h2>" + _table(["game", "players", "decision"], adjudications, "adjudications"),
            "<h2>Result tags contradicted by the board</h2>"
            + _table(["game", "Result tag", "board"], mismatches, "mismatches"),
            _html_standings(report),
            _ledger_html(report.tournament),
            "<h2>Games</h2>" + ("" if report.games else '<p class="games">None.</p>'),
            *(_html_game(game, viewers[i] if i < len(viewers) else "") for i, game in enumerate(report.games)),
            "</body></html>",
        ]
    )
