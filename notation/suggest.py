"""Did you mean: the legal turns nearest to a turn token that broke a rule (specs/suggestions.md).

A slip of the pen (a wrong square, two digits of a ship swapped, ``x`` for
``-``) leaves a token that is illegal where it stands. Each game kind splits a
token into its parts (ship, squares, marker, shift or choices) and weighs the
parts in which a legal token differs from the written one; the legal tokens
are ranked by that distance, then by how far their squares lie from the written
ones, then by the characters that differ, then alphabetically, so the ranking
is deterministic. Only legal tokens are ever suggested.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TypeVar

import attrs

MAX_SUGGESTIONS = 3
"""How many suggestions are shown at most."""

MAX_DISTANCE = 4
"""The farthest a suggestion may be; a legal token farther from what was written is no slip of it."""

MAX_WRITTEN = 40
"""The longest token suggestions are looked for: a longer one is no slip of a turn (and measuring it would cost)."""

P = TypeVar("P")

_SQUARE = re.compile(r"([a-z])([0-9]{1,3})", re.ASCII)


@attrs.frozen
class Suggestion:
    """A legal token near the written one.

    Args:
        token: the legal token, written canonically.
        distance: how far it is from the written token (the kind's weights).
        explanation: one sentence saying what the slip was, when only one part differs.
        turn: the turn whose token it replaces, when that is an earlier turn than the bad one
            (a look-back, :mod:`admiralty.notation.lookback`); None for the bad turn's own.
        place: where the token it replaces stands, ``(line, column, written)``, with ``turn``; for an
            insertion, where the token goes (before what is written there), ``written`` empty.
        change: what it does to the record: ``replace`` the token written there by ``token``,
            ``delete`` the token ``token`` written there (a turn written twice), or ``insert``
            ``token`` there (a turn left out); the last two come from looking back.
    """

    token: str
    distance: int
    explanation: str | None = None
    turn: int | None = None
    place: tuple[int, int, str] | None = None
    change: str = "replace"


@attrs.frozen
class Nearness:
    """How near a legal token is to the written one: the ranking key, smallest first.

    Args:
        distance: the weighed parts that differ.
        squares: how many board steps the differing squares lie from the written ones.
    """

    distance: int
    squares: int = 0


def steps(first: str | None, second: str | None) -> int:
    """How many board steps (files plus ranks) apart two squares lie, by their names; 0 when either is no square.

    >>> steps("c2", "d4"), steps("c2", None)
    (3, 0)
    """
    one, other = _SQUARE.fullmatch(first or ""), _SQUARE.fullmatch(second or "")
    if one is None or other is None:
        return 0
    return abs(ord(one[1]) - ord(other[1])) + abs(int(one[2]) - int(other[2]))


def edits(first: str, second: str) -> int:
    """The Levenshtein distance of two texts: the characters to insert, delete or replace.

    >>> edits("211c2-c3", "211c2-c4"), edits("121", "211")
    (1, 2)
    """
    previous = list(range(len(second) + 1))
    for i, a in enumerate(first, start=1):
        current = [i]
        for j, b in enumerate(second, start=1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a != b)))
        previous = current
    return previous[-1]


def nearest(
    written: str,
    candidates: Iterable[tuple[str, P]],
    measure: Callable[[P], Nearness],
    explain: Callable[[P], str | None],
    at_most: int | None = None,
) -> tuple[Suggestion, ...]:
    """The nearest legal tokens to ``written``, at most ``at_most`` (by default :data:`MAX_SUGGESTIONS`)
    within :data:`MAX_DISTANCE`.

    ``candidates`` are the legal tokens with their parts; ``measure`` weighs
    how far a candidate's parts are from the written ones, ``explain`` says
    what the slip was (or None). A token longer than :data:`MAX_WRITTEN` gets none.
    """
    if len(written) > MAX_WRITTEN:
        return ()
    ranked = sorted(
        ((measure(parts), edits(written, token), token, parts) for token, parts in candidates),
        key=lambda item: (item[0].distance, item[0].squares, item[1], item[2]),
    )
    return tuple(
        Suggestion(token, near.distance, explain(parts))
        for near, _, token, parts in ranked[: at_most or MAX_SUGGESTIONS]
        if near.distance <= MAX_DISTANCE
    )


def unique(suggestions: tuple[Suggestion, ...]) -> Suggestion | None:
    """The one nearest suggestion, when exactly one is nearest by distance; else None."""
    if not suggestions:
        return None
    if len(suggestions) > 1 and suggestions[1].distance == suggestions[0].distance:
        return None
    return suggestions[0]
