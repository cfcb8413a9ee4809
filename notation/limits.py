"""Limits that protect the machine from hostile records (specs/robustness.md).

Reading a record costs time and memory in proportion to its size, except where
one piece of it could grow without bound: a line, a comment, the nesting of
variations, the digits of a number. Each has a limit here; going past it is a
syntax error of the format, with its line and column, never a crash. Every
reading function takes a :class:`Limits`; ``validate --limit NAME=NUMBER`` sets
them from the command line (:func:`cli.inputs.limits_of`).
"""

from __future__ import annotations

import attrs


@attrs.frozen
class Limits:
    """How much of each unbounded piece a record may hold.

    Args:
        line: characters in one line; a longer line is cut while it is read,
            so it never sits whole in memory.
        comment: characters in one ``{...}`` comment, over all its lines.
        depth: variations nested in one another.
        digits: digits of a move number or a ``$N`` annotation.

    >>> Limits().line, Limits(line=500).line
    (1000000, 500)
    """

    line: int = attrs.field(default=1_000_000, validator=attrs.validators.ge(1))
    comment: int = attrs.field(default=1_000_000, validator=attrs.validators.ge(0))
    depth: int = attrs.field(default=64, validator=attrs.validators.ge(0))
    digits: int = attrs.field(default=9, validator=attrs.validators.ge(1))


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
