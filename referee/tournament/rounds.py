"""A tournament's rounds: numbered from 1 to :data:`MOST_ROUNDS` (specs/tournament.md, "Players, pairings and files").

A bound keeps every round a command, a file or a Round tag gives within what
the ledger and the round robin can pair: ``99999999999999999999`` is a slip,
and a round robin after it would list every round up to it."""

from __future__ import annotations

MOST_ROUNDS = 999
"""The last round a tournament may have: a round robin of 1,000 players, or a weekly ladder of 19 years."""


def round_number(text: str) -> int | None:
    """The round ``text`` writes in ASCII digits, from 1 to :data:`MOST_ROUNDS`; None for anything else
    (never ``int`` of thousands of digits, which Python refuses).

    >>> round_number("4"), round_number("004"), round_number("0"), round_number("1000"), round_number("\u0663")
    (4, 4, None, None, None)
    """
    if not (text.isascii() and text.isdigit()):
        return None
    digits = text.lstrip("0")
    return int(digits) if digits and len(digits) <= len(str(MOST_ROUNDS)) and int(digits) <= MOST_ROUNDS else None
