"""Did you mean, for MGN: the legal turns nearest to a turn token that broke a rule (specs/suggestions.md).

A turn token is split into its parts: the ship code, the FROM and TO squares,
the marker ``x``/``-``, the bonus shift, a shift's ships and the end mark ``#``.
The distance of a legal turn to the written token weighs the parts that differ:

==================  ======  =====================================================
part                weight  when
==================  ======  =====================================================
ship                1       the same digits in another order (``121`` for ``211``)
ship                2       another ship
FROM                2       written and another square (left out: no weight)
TO                  2       another square
FROM and TO         1       written the other way round (``211c4-c2`` for ``211c2-c4``)
marker              1       ``x`` for ``-`` or ``-`` for ``x``
bonus shift         1       left out, added, or another shift
shift               1       the same ships in another order; 1 more per ship that differs
``#``               1       left out or added
kind of turn        5       a movement for a shift, a shift for a pass ...
==================  ======  =====================================================

A token that is no turn at all (MGN-SYNTAX) is measured by its characters.
"""

from __future__ import annotations

import re

import attrs

from admiralty.notation.mgn.turn import match_turn, write_turn
from admiralty.notation.suggest import MAX_DISTANCE, Nearness, Suggestion, edits, nearest, steps
from admiralty.referee.mad import SHIPS, State, legal_turns

OTHER_KIND = MAX_DISTANCE + 1
"""The distance between turns of different kinds: never a slip."""


@attrs.frozen
class Parts:
    """A turn token's parts, as written (squares as their names)."""

    form: str
    ship: str = ""
    origin: str | None = None
    marker: str = ""
    target: str = ""
    bonus: str | None = None
    shift: str = ""
    ends: bool = False


def _shift(match: re.Match[str], prefix: str) -> str | None:
    """A shift's text with its ships in a standard order: a permutation sorted, a rotation from its least ship."""
    first = match[prefix + "a"]
    if first is None:
        return None
    if match[prefix + "b"] is not None:
        return "<>".join(sorted((first, match[prefix + "b"])))
    ships = [first, match[prefix + "c"], match[prefix + "d"]]
    least = ships.index(min(ships))
    return ">".join(ships[least:] + ships[:least])


def parts_of(text: str) -> Parts | None:
    """The parts of a turn token, or None when it is no turn (MGN-SYNTAX).

    >>> parts_of("211c2xc3+121<>211")
    Parts(form='movement', ship='211', origin='c2', marker='x', target='c3', bonus='121<>211', shift='', ends=False)
    """
    match = match_turn(text)
    if match is None:
        return None
    ends = match["end"] is not None
    if match["pass"]:
        return Parts("pass", ends=ends)
    if match["ship"] is None:
        return Parts("shift", shift=_shift(match, "shift") or "", ends=ends)
    return Parts(
        "movement", match["ship"], match["origin"], match["marker"], match["target"], _shift(match, "bonus"), ends=ends
    )


def _ship_weight(written: str, legal: str) -> int:
    if written == legal:
        return 0
    return 1 if sorted(written) == sorted(legal) else 2


def _shift_weight(written: str | None, legal: str | None) -> int:
    if written == legal:
        return 0
    if written is None or legal is None:
        return 1
    ours, theirs = set(re.split(r"<>|>", written)), set(re.split(r"<>|>", legal))
    return 1 + len(ours ^ theirs) // 2 + (written.count(">") != legal.count(">"))


def measure(written: Parts, legal: Parts) -> Nearness:
    """How near the legal turn ``legal`` is to the ``written`` one (the table of the module docstring)."""
    if written.form != legal.form:
        return Nearness(OTHER_KIND)
    ends = int(written.ends != legal.ends)
    if written.form == "pass":
        return Nearness(ends)
    if written.form == "shift":
        return Nearness(_shift_weight(written.shift, legal.shift) + ends)
    origin = written.origin is not None and written.origin != legal.origin
    target = written.target != legal.target
    transposed = origin and target and (written.origin, written.target) == (legal.target, legal.origin)
    distance = (
        _ship_weight(written.ship, legal.ship)
        + (1 if transposed else 2 * origin + 2 * target)
        + int(written.marker != legal.marker)
        + _shift_weight(written.bonus, legal.bonus)
        + ends
    )
    squares = (steps(written.origin, legal.origin) if origin else 0) + (
        steps(written.target, legal.target) if target else 0
    )
    return Nearness(distance, squares)


def _differing(written: Parts, legal: Parts) -> list[str]:
    names = ("form", "ship", "marker", "target", "bonus", "shift", "ends")
    found = [name for name in names if getattr(written, name) != getattr(legal, name)]
    if written.origin is not None and written.origin != legal.origin:
        found.append("origin")
    return found


def explain(state: State, written: Parts, legal: Parts) -> str | None:
    """What the slip was, when the legal turn differs from the written one in one part only."""
    differing = _differing(written, legal)
    if len(differing) != 1 or written.form != "movement":
        return None
    part, ship, mover, foe = differing[0], legal.ship, state.side.title, state.side.other.title
    if part == "origin":
        square = state.board.parse_square(written.origin or "")
        theirs = square is not None and state.where(SHIPS[state.side.other, ship]) == square
        if theirs:
            return f"{written.origin} holds {foe}'s {ship}; {mover}'s {ship} stands on {legal.origin}."
        return f"The ship {ship} stands on {legal.origin}, not {written.origin}."
    if part == "ship":
        return f"{legal.origin} holds {ship}, not {written.ship}."
    if part == "marker":
        return (
            "The movement expels a ship: write x." if legal.marker == "x" else "The movement expels nothing: write -."
        )
    if part == "bonus":
        return "This bonus shift is not possible here." if written.bonus else f"A bonus shift {legal.bonus} may follow."
    if part == "ends":
        return (
            "This turn exiles the corvette: end it with #." if legal.ends else "This turn exiles no corvette: drop #."
        )
    return None


def suggest(state: State, text: str, at_most: int | None = None) -> tuple[Suggestion, ...]:
    """The legal turns of ``state`` nearest to the token ``text`` (at most ``at_most``, by default three, nearest
    first).

    >>> from admiralty.referee.mad import start
    >>> [s.token for s in suggest(start(), "211c2-c5")]
    ['211c2-c4', '211c2-c3', '211c2-b3']
    >>> suggest(start(), "211c3-c4")[0].explanation
    'The ship 211 stands on c2, not c3.'
    """
    tokens = [write_turn(state, turn) for turn in legal_turns(state)]
    written = parts_of(text)
    if written is None:
        return nearest(
            text, ((token, token) for token in tokens), lambda token: Nearness(edits(text, token)), _none, at_most
        )
    candidates = [(token, parts) for token in tokens if (parts := parts_of(token)) is not None]
    return nearest(
        text,
        candidates,
        lambda legal: measure(written, legal),
        lambda legal: explain(state, written, legal),
        at_most,
    )


def _none(_: object) -> None:
    return None
