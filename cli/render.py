"""Text output: verdict lines, and what a record says shown so that it cannot drive the terminal."""

from __future__ import annotations

import re

from admiralty.notation.verdict import Verdict
from admiralty.notation.wording import counted

_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
"""Control characters (C0, DEL, C1: terminal escapes, line breaks) and the bidirectional
overrides that reorder what a terminal shows."""


def printable(text: str) -> str:
    r"""One line of text from a record or a user as the terminal should show it: each control
    character written as its escape (``\x1b``), so a tag cannot move the cursor, recolour
    or retitle the terminal, or add lines.

    >>> print(printable("Ann\x1b]0;pwned\x07 \u202eevil\nBob"))
    Ann\x1b]0;pwned\x07 \u202eevil\nBob
    """
    return _CONTROL.sub(lambda control: control.group().encode("unicode_escape").decode("ascii"), text)


def verdict_line(verdict: Verdict) -> str:
    """One line per game: valid with its result, or the first error with its place (:func:`printable`)."""
    return printable(_verdict_text(verdict))


def _verdict_text(verdict: Verdict) -> str:
    where = f"{verdict.file} #{verdict.index}"
    if verdict.valid:
        return f"{where}: valid, result {verdict.result} ({verdict.termination}), {counted(verdict.turns, 'turn')}"
    error = verdict.errors[0]
    turn = f" at turn {error.turn}" if error.turn is not None else ""
    place = f" (line {error.line}, column {error.column})" if error.line is not None else ""
    return f"{where}: INVALID {error.rule}{turn}{place}: {error.message}"
