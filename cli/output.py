"""JSON output: the one cattrs converter of the CLI layer."""

from __future__ import annotations

import functools
import io
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs
import typer

from admiralty.cli.inputs import fail
from admiralty.notation.render.controls import csv_cell

if TYPE_CHECKING:
    import cattrs

    from admiralty.notation.suggest import Suggestion
    from admiralty.notation.verdict import Verdict


@functools.cache
def converter() -> cattrs.Converter:
    """The CLI's one cattrs converter, made at the first JSON written (a command printing
    text does not load cattrs): violations, verdicts (json-contract.md) and reports."""
    import cattrs
    from cattrs.gen import make_dict_unstructure_fn, override

    from admiralty.notation.render.report import Report
    from admiralty.notation.suggest import Suggestion
    from admiralty.notation.verdict import Verdict
    from admiralty.referee.tournament.accounting import Account
    from admiralty.referee.tournament.ledger import Ledger
    from admiralty.referee.violation import Violation

    made = cattrs.Converter()
    made.register_unstructure_hook(
        Violation,
        lambda error: {
            "rule": error.rule,
            "turn": error.turn,
            "line": error.line,
            "column": error.column,
            "message": error.message,
        },
    )
    made.register_unstructure_hook(Verdict, functools.partial(_verdict, made))
    made.register_unstructure_hook(Suggestion, _suggestion)
    # A ledger's (an account's) spelling key is how names are compared, not a fact of the tournament.
    made.register_unstructure_hook(Ledger, make_dict_unstructure_fn(Ledger, made, key=override(omit=True)))
    made.register_unstructure_hook(Account, make_dict_unstructure_fn(Account, made, key=override(omit=True)))
    made.register_unstructure_hook(
        Report,
        lambda report: {
            "title": report.title,
            "rule_counts": [{"rule": rule, "count": count} for rule, count in report.rule_counts],
            "corrections": [
                {"file": g.file, "index": g.index, "corrections": list(g.corrections), "corrected": g.corrected}
                for g in report.corrected
            ],
            "adjudications": [
                {"file": g.file, "index": g.index, "decision": g.adjudication} for g in report.adjudicated
            ],
            "mismatches": [
                {"file": g.file, "index": g.index, "declared": g.declared, "result": g.result}
                for g in report.mismatched
            ],
            "standings": made.unstructure(report.standings),
            "crosstable": made.unstructure(report.crosstable),
            "games": made.unstructure(report.games),
        },
    )
    return made


def _verdict(made: cattrs.Converter, verdict: Verdict) -> dict[str, Any]:
    """A verdict's JSON: its fields, each error with its suggestions, assumptions and the maneuver
    before it, if any (json-contract.md)."""
    fields = (field.name for field in attrs.fields(type(verdict)) if field.name != "advice")
    data = {name: made.unstructure(getattr(verdict, name)) for name in fields}
    for error, advice in zip(data["errors"], verdict.advice):
        if advice.suggestions is not None:
            error["suggestions"] = made.unstructure(advice.suggestions)
        if advice.assuming:
            error["assuming"] = list(advice.assuming)
        if advice.taken is not None:
            error["assumed"] = advice.taken
        if advice.maneuver:
            error["maneuver"] = list(advice.maneuver)
    return data


def _suggestion(suggestion: Suggestion) -> dict[str, Any]:
    """A suggestion's JSON: its token, distance and explanation, the turn it replaces when that is an
    earlier turn, and its change when it deletes or inserts a token (json-contract.md)."""
    data: dict[str, Any] = {
        "token": suggestion.token,
        "distance": suggestion.distance,
        "explanation": suggestion.explanation,
    }
    if suggestion.turn is not None:
        data["turn"] = suggestion.turn
    if suggestion.change != "replace":
        data["change"] = suggestion.change
    return data


def to_json(value: Any) -> str:
    """``value`` (attrs classes, lists, tuples) as indented JSON."""
    import json  # loaded by the first JSON written, as cattrs is

    return json.dumps(converter().unstructure(value), indent=2, ensure_ascii=False)


def json_item(value: Any) -> str:
    """``value`` as an element of an indented array: encoded as soon as it is known."""
    return "  " + to_json(value).replace("\n", "\n  ")


def verdict_item(verdict: Verdict) -> str:
    """A verdict as :func:`json_item` writes it. A verdict without errors, most of an
    archive's, is written straight from its fields: the same text, without the
    converter and the indenting encoder, which would cost as much as judging the
    game (tests/cli/test_output.py checks that the two agree)."""
    if verdict.errors or verdict.advice:
        return json_item(verdict)
    from json.encoder import encode_basestring as text  # the string encoder of to_json (ensure_ascii=False)

    return (
        f'  {{\n    "file": {text(verdict.file)},\n    "index": {verdict.index:d},\n'
        f'    "valid": {"true" if verdict.valid else "false"},\n    "result": {text(verdict.result)},\n'
        f'    "termination": {text(verdict.termination)},\n    "turns": {verdict.turns:d},\n'
        f'    "final": {text(verdict.final)},\n    "errors": []\n  }}'
    )


class JsonArray:
    """A JSON array written element by element, as its values arrive: nothing is
    held but the element being encoded. Its pieces join to the text ``to_json``
    gives for the list of the values; ``encode`` writes one element
    (:func:`json_item`, or :func:`verdict_item` for verdicts).

    >>> array = JsonArray()
    >>> pieces = [array.item({"valid": True}), array.item(1), array.end()]
    >>> "".join(pieces) == to_json([{"valid": True}, 1]), JsonArray().end()
    (True, '[]')
    """

    def __init__(self, encode: Callable[[Any], str] = json_item) -> None:
        self.empty = True
        self.encode = encode

    def item(self, value: Any) -> str:
        """The text that writes ``value`` next in the array (opening it if first)."""
        piece = ("[\n" if self.empty else ",\n") + self.encode(value)
        self.empty = False
        return piece

    def end(self) -> str:
        """The text that closes the array."""
        return "[]" if self.empty else "\n]"


class Paced:
    """Text printed as it is made, flushed when :attr:`every` seconds passed since the last flush (the first
    piece at once, so a reader sees it) and by :meth:`end`: not after each piece as ``typer.echo`` does, which
    cost a verdict of a tiny game more than judging it (specs/performance.md, "Tiny games"). Standard
    output is the one ``typer.echo`` writes to, so a test's runner captures it; a write that fails raises
    OSError, which the entry point turns into exit 2 (:func:`cli.start.main`)."""

    def __init__(self, every: float = 0.1) -> None:
        self.every = every
        self.flushed = -every

    def write(self, text: str) -> None:
        out = sys.stdout
        out.write(text)
        now = time.monotonic()
        if now - self.flushed >= self.every:
            out.flush()
            self.flushed = now

    def end(self) -> None:
        sys.stdout.flush()


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What a spreadsheet takes for the start of a formula in a cell (OWASP, "CSV Injection")."""


def _cell(text: str) -> str:
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def csv_text(rows: Iterable[Sequence[object]]) -> str:
    """Rows as CSV, the one CSV writer of the CLI: a text cell that a spreadsheet would
    run as a formula is neutralised with a leading ``'`` (OWASP); numbers are kept; control and bidi
    characters are escaped (:func:`notation.render.controls.csv_cell`).

    >>> print(csv_text([["player", "points"], ["=HYPERLINK(1)", -1], ["@me", 2.5]]), end="")
    player,points
    '=HYPERLINK(1),-1
    '@me,2.5
    """
    import csv

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    for row in rows:
        writer.writerow([_cell(csv_cell(cell)) if isinstance(cell, str) else cell for cell in row])
    return buffer.getvalue()


def write_output(text: str | Iterable[str], output: Path | None) -> None:
    """Print ``text``, or write it to ``output``; an I/O error exits 2.

    ``text`` may come in pieces (``generate``'s games): each is written as it
    comes, and printed text ends with a line break as a whole text does.
    """
    pieces = [text] if isinstance(text, str) else text
    if output is None:
        last = ""
        for piece in pieces:
            typer.echo(piece, nl=False)
            last = piece or last
        if not last.endswith("\n"):
            typer.echo("")
        return
    try:
        with output.open("w", encoding="utf-8") as handle:
            handle.writelines(pieces)
    except OSError as error:
        raise fail(f"{output}: {error.strerror or error}") from None
