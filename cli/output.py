"""JSON output: the one cattrs converter of the CLI layer."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs
import cattrs
import typer

from admiralty.cli.inputs import fail
from admiralty.notation.render.report import Report
from admiralty.notation.verdict import Verdict
from admiralty.referee.violation import Violation

converter = cattrs.Converter()
converter.register_unstructure_hook(
    Violation,
    lambda error: {
        "rule": error.rule,
        "turn": error.turn,
        "line": error.line,
        "column": error.column,
        "message": error.message,
    },
)


def _verdict(verdict: Verdict) -> dict[str, Any]:
    """A verdict's JSON: its fields, each error with its suggestions and assumptions, if any (json-contract.md)."""
    fields = (field.name for field in attrs.fields(Verdict) if field.name != "advice")
    data = {name: converter.unstructure(getattr(verdict, name)) for name in fields}
    for error, advice in zip(data["errors"], verdict.advice):
        if advice.suggestions is not None:
            error["suggestions"] = converter.unstructure(advice.suggestions)
        if advice.assuming:
            error["assuming"] = list(advice.assuming)
        if advice.taken is not None:
            error["assumed"] = advice.taken
    return data


converter.register_unstructure_hook(Verdict, _verdict)
converter.register_unstructure_hook(
    Report,
    lambda report: {
        "title": report.title,
        "rule_counts": [{"rule": rule, "count": count} for rule, count in report.rule_counts],
        "adjudications": [{"file": g.file, "index": g.index, "decision": g.adjudication} for g in report.adjudicated],
        "mismatches": [
            {"file": g.file, "index": g.index, "declared": g.declared, "result": g.result} for g in report.mismatched
        ],
        "games": converter.unstructure(report.games),
    },
)


def to_json(value: Any) -> str:
    """``value`` (attrs classes, lists, tuples) as indented JSON."""
    return json.dumps(converter.unstructure(value), indent=2, ensure_ascii=False)


def json_item(value: Any) -> str:
    """``value`` as an element of :func:`json_array`: encoded as soon as it is
    known, so a long output is not encoded all at the end."""
    return "  " + to_json(value).replace("\n", "\n  ")


def json_array(items: list[str]) -> str:
    """The array of elements made by :func:`json_item`: the text ``to_json`` gives for the list of their values.

    >>> json_array([json_item({"valid": True})]) == to_json([{"valid": True}])
    True
    """
    return "[\n" + ",\n".join(items) + "\n]" if items else "[]"


def write_output(text: str, output: Path | None) -> None:
    """Print ``text``, or write it to ``output``; an I/O error exits 2."""
    if output is None:
        typer.echo(text, nl=not text.endswith("\n"))
        return
    try:
        output.write_text(text, encoding="utf-8")
    except OSError as error:
        raise fail(f"{output}: {error.strerror or error}") from None
