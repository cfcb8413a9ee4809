"""Limits that protect the machine from hostile records (specs/robustness.md).

Reading a record costs time and memory in proportion to its size, except where
one piece of it could grow without bound: a line, a comment, the nesting of
variations, the digits of a number. Each has a limit here; going past it is a
syntax error of the format, with its line and column, never a crash. Every
reading function takes a :class:`Limits`; ``validate --limit NAME=NUMBER`` sets
them from the command line (:func:`cli.inputs.limits_of`).
"""

from __future__ import annotations

from typing import Any

import attrs

MAXIMA = {"line": 100_000_000, "comment": 100_000_000, "depth": 10_000, "digits": 4_000, "file": 1_000_000_000}
"""The most each limit may be set to, so that no setting can itself exhaust the
machine: a line or comment of 100 MB, 10,000 nested variations, numbers of 4,000
digits (Python converts up to 4,300), a file of 1 GB (SQLite's largest value)."""


LEAST = {"line": 1, "comment": 0, "depth": 0, "digits": 1, "file": 1}
"""The least each limit may be set to."""


def _bounded(name: str) -> Any:
    """An attrs field for limit ``name``: a whole number from its least to its maximum."""
    return attrs.validators.and_(
        attrs.validators.instance_of(int), attrs.validators.ge(LEAST[name]), attrs.validators.le(MAXIMA[name])
    )


@attrs.frozen
class Limits:
    """How much of each unbounded piece a record may hold.

    Args:
        line: characters in one line; a longer line is cut while it is read,
            so it never sits whole in memory.
        comment: characters in one ``{...}`` comment, over all its lines.
        depth: variations nested in one another.
        digits: digits of a move number or a ``$N`` annotation.
        file: bytes of one file that ``import`` keeps, checked while it is read.

    >>> Limits().line, Limits(line=500).line
    (1000000, 500)
    >>> Limits(digits=10**8)
    Traceback (most recent call last):
    ...
    ValueError: 'digits' must be <= 4000: 100000000
    """

    line: int = attrs.field(default=1_000_000, validator=_bounded("line"))
    comment: int = attrs.field(default=1_000_000, validator=_bounded("comment"))
    depth: int = attrs.field(default=64, validator=_bounded("depth"))
    digits: int = attrs.field(default=9, validator=_bounded("digits"))
    file: int = attrs.field(default=100_000_000, validator=_bounded("file"))


DEFAULT = Limits()


def whole_number(text: str, digits: int = DEFAULT.digits) -> int | None:
    """The number ``text`` writes in ASCII digits, at most ``digits`` of them; None for anything else.

    The one reading of a number in a position line (MFEN, RFEN): ``int`` alone
    would take ``²`` or Arabic-Indic digits, or thousands of digits.

    >>> whole_number("12"), whole_number("\u00b2"), whole_number("\u0661"), whole_number("9" * 10), whole_number("")
    (12, None, None, None, None)
    """
    if not (text.isascii() and text.isdigit()) or len(text) > digits:
        return None
    return int(text)
