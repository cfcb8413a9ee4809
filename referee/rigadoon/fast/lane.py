"""The fast lane: a plain sail judged without walking a course or running a maneuver.

Most sails of a game meet nothing: a straight course over open water or the
shallows, no chest, no maelstrom, no island, no ship on the way, and no ship
orthogonally next to the stop square, so no attack follows. For those the
whole maneuver is one :class:`~referee.rigadoon.events.Sailed` event, yet
:func:`referee.rigadoon.rules.sail_run` walks the course step by step and sets up
a chain reaction to find it out. :func:`plain_sail` recognises such a sail
from the position alone.

The lane **accepts** a sail only when ``decide`` accepts it with exactly that one
event (RIG-ACT, RIG-SAIL-MAST, RIG-SAIL-REACH, RIG-SAIL-PATH, RIG-STRIKE), and
**declines** everything else: a sail with written choices, a ship aground, a
course that meets anything, a landing next to a ship, an illegal sail, a game
over. The caller then judges the sail in full, which names any rule it breaks.
Declining is always safe; the tests check that an accepted sail gives the very
events and state the full judgement gives (tests/rigadoon/test_rig_lane.py).
"""

from __future__ import annotations

from collections.abc import Collection

from admiralty.referee.rigadoon.actions import Sail
from admiralty.referee.rigadoon.board import OPEN, Board, Kind, Square
from admiralty.referee.rigadoon.events import Sailed
from admiralty.referee.rigadoon.reducer import apply
from admiralty.referee.rigadoon.state import Ship, State
from admiralty.referee.rigadoon.wind import ORTHOGONAL


def plain_sail(state: State, sail: Sail) -> tuple[Sailed, State] | None:
    """The one event of a sail that meets nothing and lands next to no ship, and the state after it;
    None when the sail is anything else (the full judgement then decides).

    >>> from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE
    >>> from admiralty.referee.rigadoon.state import Fleet, start
    >>> from admiralty.referee.rigadoon.wind import Direction
    >>> state = start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N)
    >>> plain_sail(state, Sail("B1", 3, 21))[0]  # B1 d1-d3
    Sailed(seq=0, ship='B1', origin=3, to=21, squares=2, second=False)
    >>> plain_sail(state, Sail("B1", 3, 39)) is None  # d1-d5 meets the chest on d5
    True
    """
    ship = state.ship(sail.ship)
    squares = None if ship is None else _plain(state, sail, ship)
    if squares is None:
        return None
    assert ship is not None
    sailed = Sailed(state.events, ship.name, sail.origin, sail.stop, squares, ship.acted)
    return sailed, apply(state, sailed)


def plain_course(state: State, sail: Sail) -> int | None:
    """The squares of a plain sail (see :func:`plain_sail`), or None when ``sail`` is anything else:
    the lane's judgement without the event and the state, for what only asks whether a sail is legal."""
    ship = state.ship(sail.ship)
    return None if ship is None else _plain(state, sail, ship)


def _plain(state: State, sail: Sail, ship: Ship) -> int | None:
    """:func:`plain_course` of the sail of ``ship``, found already."""
    if sail.choices or ship.square != sail.origin or not may_sail_plainly(state, ship):
        return None
    board = state.board
    course = board.course(sail.origin, sail.stop)
    if course is None:
        return None
    direction, squares = course
    if squares > state.table.most(ship.masts, direction, state.wind):
        return None
    taken = [other.square for other in state.ships]
    origin = sail.origin
    if not lands_alone(board, taken, origin, sail.stop):  # first, as most sails that are not plain end so
        return None
    chests, kinds, ahead, square = state.chests, board.kinds, board.ahead[direction.index], origin
    for _ in range(squares):
        step = ahead[square]
        if step is None or step in taken or step in chests or kinds[step] not in OPEN:
            return None
        square = step
    return squares


def may_sail_plainly(state: State, ship: Ship) -> bool:
    """Whether ``ship`` may make a plain sail at all: the game runs, it is of the active fleet, it may
    act (RIG-ACT), it has a mast (RIG-SAIL-MAST) and is not aground (RIG-AGROUND)."""
    return not (
        state.outcome is not None
        or ship.fleet is not state.fleet
        or (ship.acted and not ship.second_sail)
        or ship.masts == 0
        or (ship.square in state.chests and state.board.kinds[ship.square] is not Kind.ISLAND)
    )


def lands_alone(board: Board, taken: Collection[Square], origin: Square, stop: Square) -> bool:
    """Whether a ship sailing from ``origin`` stops on ``stop`` with no ship of ``taken`` (every ship's
    square) orthogonally next to it, so that no attack follows (RIG-STRIKE)."""
    ahead = board.ahead
    for index in _ORTHOGONAL:
        beside = ahead[index][stop]
        if beside is not None and beside != origin and beside in taken:
            return False
    return True


_ORTHOGONAL = tuple(direction.index for direction in ORTHOGONAL)
"""The directions of the attacks a landing sets off (RIG-STRIKE), as indexes of a board's step tables."""
