"""A Rigadoon action's chain reaction as marks a diagram draws (:class:`Mark`), numbered like its story.

Every event that happens on the board becomes one mark, its ``order`` the
event's number in the replay's story (the wind, the end of a turn and of the
game are told, not drawn). Attacks and backfires are drawn between the ships'
squares at the moment they happen, so the ships are followed through the
maneuver: sails, blasts (RIG-BLAST) and maelstroms (RIG-MAELSTROM) move them.

>>> from admiralty.notation.rgn.data import DEFAULT_BOARD
>>> from admiralty.referee.rigadoon.events import Blasted
>>> _walk(DEFAULT_BOARD, 37, 44, 2)  # b5 blasted west across the edge: a5, then i5
(37, 36, 44)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from admiralty.notation.steps import Mark
from admiralty.referee.rigadoon import Board, Direction, Square, State
from admiralty.referee.rigadoon.events import (
    Attacked,
    Backfired,
    Blasted,
    ChestBumped,
    ChestSunk,
    ChestWhirled,
    Claimed,
    Event,
    MastLost,
    RanAground,
    Repaired,
    RigadoonMade,
    Sailed,
    Whirled,
)

_IN_PLACE: dict[type, str] = {
    MastLost: "mast",
    RanAground: "aground",
    Claimed: "claim",
    RigadoonMade: "rigadoon",
    Repaired: "repair",
}
"""The kind of mark of each event that happens to a ship where it is."""


def maneuver_marks(before: State, events: Sequence[Event]) -> tuple[Mark, ...]:
    """The marks of ``events``, played from ``before``: one per event on the board, numbered from 1."""
    where = {ship.name: ship.square for ship in before.ships}
    marks = []
    for order, event in enumerate(events, start=1):
        mark = _mark(before.board, where, order, event)
        if mark is not None:
            marks.append(mark)
        if isinstance(event, (Sailed, Blasted)):
            where[event.ship] = event.to
        elif isinstance(event, Whirled):
            where[event.ship] = event.exit
    return tuple(marks)


def _mark(board: Board, where: dict[str, Square], order: int, event: Event) -> Mark | None:
    """The mark of one event, with the ships at the squares ``where`` says; None for what is not on the board."""
    if isinstance(event, Sailed):
        return Mark("sail", order, _walk(board, event.origin, event.to, event.squares), event.ship)
    if isinstance(event, Blasted):
        return Mark("blast", order, _walk(board, event.origin, event.to, event.squares), event.ship)
    if isinstance(event, Attacked):
        return Mark("attack", order, (where[event.attacker], where[event.target]), f"{event.attacker}>{event.target}")
    if isinstance(event, Backfired):
        return Mark("backfire", order, (where[event.target], where[event.attacker]), f"{event.target}>{event.attacker}")
    if isinstance(event, ChestBumped):
        return Mark("push", order, _walk(board, event.origin, event.to, 1), "chest")
    if isinstance(event, Whirled):
        return Mark("whirl", order, (event.maelstrom, event.exit), event.ship)
    if isinstance(event, ChestWhirled):
        return Mark("whirl", order, (event.maelstrom, event.exit), "chest")
    if isinstance(event, ChestSunk):
        return Mark("sink", order, (event.square, event.island), "chest")
    return _in_place(where, order, event)


def _in_place(where: dict[str, Square], order: int, event: Event) -> Mark | None:
    """The mark of what happens to a ship where it is: a mast lost, aground, a claim, a Rigadoon, a repair."""
    if isinstance(event, (MastLost, RanAground, Claimed, RigadoonMade, Repaired)):
        return Mark(_IN_PLACE[type(event)], order, (where[event.ship],), event.ship)
    return None


_SHIP = re.compile(r"[BG][1-9]")
_SQUARE = re.compile(r"(?<![A-Za-z])[a-z][1-9][0-9]?")


def named_squares(state: State, token: str) -> tuple[Square, ...]:
    """The squares an action token names, legal or not: each named ship's, then each square written.

    A report marks them on the position before an action that broke a rule,
    whatever the rule (the acting ship comes first: it is named first).

    >>> from admiralty.notation.rgn.rfen import parse_rfen
    >>> from admiralty.notation.rgn.data import DEFAULT_BOARD
    >>> state = parse_rfen("B1c9/3,B2f5/0,B3g3/3,B4a8/3,G1e6/2,G2b6/2,G3e1/3,G4a2/3 h2,i6 S die B 1 - *", DEFAULT_BOARD)
    >>> [state.board.name_of(square) for square in named_squares(state, "B3i3-g1/bump1+sink@h1")]
    ['g3', 'i3', 'g1', 'h1']
    """
    ships = (state.ship(name) for name in _SHIP.findall(token))
    written = (state.board.parse_square(name) for name in _SQUARE.findall(token))
    squares = [ship.square for ship in ships if ship is not None] + [sq for sq in written if sq is not None]
    return tuple(dict.fromkeys(squares))


def _walk(board: Board, origin: Square, to: Square, squares: int) -> tuple[Square, ...]:
    """The squares from ``origin`` to ``to`` in ``squares`` steps: straight if it can be, else across the edge."""
    course = board.course(origin, to)
    directions = [course[0]] if course is not None and course[1] == squares else []
    for direction in directions + list(Direction):
        path = [origin]
        for _ in range(squares):
            path.append(board.step(path[-1], direction, wrap=True) or path[-1])
        if path[-1] == to:
            return tuple(path)
    return origin, to
