"""Text output: verdict lines."""

from __future__ import annotations

from admiralty.notation.verdict import Verdict
from admiralty.notation.wording import counted


def verdict_line(verdict: Verdict) -> str:
    """One line per game: valid with its result, or the first error with its place."""
    where = f"{verdict.file} #{verdict.index}"
    if verdict.valid:
        return f"{where}: valid, result {verdict.result} ({verdict.termination}), {counted(verdict.turns, 'turn')}"
    error = verdict.errors[0]
    turn = f" at turn {error.turn}" if error.turn is not None else ""
    place = f" (line {error.line}, column {error.column})" if error.line is not None else ""
    return f"{where}: INVALID {error.rule}{turn}{place}: {error.message}"
