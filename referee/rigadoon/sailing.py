"""Judging a sail's ship, course and reach (RIG-ACT, RIG-SAIL-MAST, RIG-SAIL-REACH, RIG-AGROUND).

A sail names its ship, start square and stop square. The stop square is on a
straight course from the start, or it is the exit of a maelstrom the course
enters (RIG-MAELSTROM); the distance, for RIG-SAIL-REACH, counts up to the
maelstrom. The course itself is walked by :mod:`referee.rigadoon.course`.
"""

from __future__ import annotations

from collections.abc import Iterator

from admiralty.referee.rigadoon.actions import Aground, Sail, Sink
from admiralty.referee.rigadoon.board import OPEN, Kind, Square
from admiralty.referee.rigadoon.choices import Choices
from admiralty.referee.rigadoon.course import Course, walk
from admiralty.referee.rigadoon.events import RanAground
from admiralty.referee.rigadoon.state import Ship, State
from admiralty.referee.rigadoon.wind import MAX_MASTS, Direction
from admiralty.referee.violation import AdmiraltyError, violation


def acting_ship(state: State, name: str) -> Ship:
    """The active fleet's ship ``name``, which has not acted yet (RIG-ACT).

    Raises:
        AdmiraltyError: no such ship, a ship of the other fleet, or it acted (RIG-ACT).
    """
    ship = state.ship(name)
    if ship is None:
        raise violation("RIG-ACT", f"There is no ship {name}.", state.turn)
    if ship.fleet is not state.fleet:
        raise violation("RIG-ACT", f"{name} is not a ship of the {state.fleet.name.title()} fleet.", state.turn)
    if ship.acted and not ship.second_sail:
        raise violation("RIG-ACT", f"{name} has already acted this turn.", state.turn)
    return ship


def routes(state: State, origin: Square, stop: Square) -> tuple[tuple[Direction, int], ...]:
    """The courses that may end on ``stop``: straight first, then into maelstroms, clockwise.

    A course is (direction, squares up to the stop square or the maelstrom).
    """
    board = state.board
    found = []
    straight = board.course(origin, stop)
    if straight is not None:
        found.append(straight)
    if stop not in board.exit_squares:  # no maelstrom comes out on the stop square
        return tuple(found)
    for direction in Direction:
        square, squares = board.step(origin, direction), 1
        while square is not None and board.kind(square) is not Kind.MAELSTROM:
            square, squares = board.step(square, direction), squares + 1
        if square is not None and board.exit_of(square) == stop:
            found.append((direction, squares))
    return tuple(found)


def sailing_ship(state: State, sail: Sail) -> Ship:
    """The ship of ``sail``, which may sail now from its origin (RIG-ACT, RIG-SAIL-MAST, RIG-AGROUND).

    Raises:
        AdmiraltyError: it may not; the violation names the rule.
    """
    ship = acting_ship(state, sail.ship)
    board, turn = state.board, state.turn
    if ship.square != sail.origin:
        raise violation(
            "RIG-ACT", f"{ship.name} is on {board.name_of(ship.square)}, not {board.name_of(sail.origin)}.", turn
        )
    if ship.masts == 0:
        raise violation("RIG-SAIL-MAST", f"{ship.name} has no mast: it cannot sail.", turn)
    if state.aground(ship) and (ship.masts < MAX_MASTS or ship.grounded):
        raise violation(
            "RIG-AGROUND",
            f"{ship.name} leaves the chest it is aground on only with 3 masts, not in the same turn.",
            turn,
        )
    return ship


def plan_sail(state: State, sail: Sail, choices: Choices) -> Course:
    """The course of a legal sail, with the choices it used.

    Args:
        state: the position before the sail.
        sail: the proposed sail.
        choices: the sail's choices, as a reader.

    Raises:
        AdmiraltyError: the sail is illegal; the violation names the rule.
    """
    ship = sailing_ship(state, sail)
    board, turn = state.board, state.turn
    candidates = routes(state, sail.origin, sail.stop)
    if not candidates:
        raise violation(
            "RIG-SAIL-REACH",
            f"{board.name_of(sail.stop)} is not on a straight course from {board.name_of(sail.origin)}.",
            turn,
        )
    first_error: AdmiraltyError | None = None
    for direction, squares in candidates:
        try:
            most = state.table.most(ship.masts, direction, state.wind)
            if squares > most:
                raise violation(
                    "RIG-SAIL-REACH",
                    f"With wind {state.wind.name} and {ship.masts} masts, {ship.name} sails at most {most} "
                    f"square{'' if most == 1 else 's'} {direction.name}, not {squares}.",
                    turn,
                )
            course = walk(state, ship.name, direction, squares, True, choices, stop=sail.stop)
            if course.squares < squares:
                raise _beyond_chest(state, sail, course)
            return course
        except AdmiraltyError as error:
            first_error = first_error or error
    assert first_error is not None
    raise first_error


def _beyond_chest(state: State, sail: Sail, course: Course) -> AdmiraltyError:
    """A stop square beyond the chest the ship sank or ran aground on (RIG-CHOICE): the
    ship stops on the chest's square even if it had distance left, and the sail names
    that square (RIGADOON.md, "What the record must say")."""
    board = state.board
    where, stop = board.name_of(course.to), board.name_of(sail.stop)
    done = "runs aground on" if any(isinstance(event, RanAground) for event in course.events) else "sinks"
    return violation(
        "RIG-CHOICE",
        f"{sail.ship} {done} the chest on {where} and stops there, not on {stop}: write {where} as the stop square.",
        state.turn,
    )


def stop_reached(state: State, sail: Sail) -> Square | None:
    """Where the ship of ``sail`` stops on the straight course to the stop square it names, when that
    is another square: the exit of a maelstrom it goes through (RIG-MAELSTROM), or the square of a
    chest it sinks or runs aground on (RIG-CHOICE); None otherwise, or when that course is illegal
    before it gets there. It is the stop square the rules make the sail name (RIGADOON.md, "What the
    record must say"), for the "did you mean" of a sail that named another one."""
    board = state.board
    straight = board.course(sail.origin, sail.stop)
    if straight is None:
        return None
    try:
        course = walk(state, sailing_ship(state, sail).name, *straight, True, Choices(sail.choices, fill=True))
    except AdmiraltyError:
        return None
    reached = board.exit_of(course.to) if board.kind(course.to) is Kind.MAELSTROM else course.to
    return None if reached == sail.stop else reached


def sail_candidates(state: State, ship: Ship) -> Iterator[Sail]:
    """Every sail worth trying for ``ship``: each stop square within reach, and for
    the first chest on each course, sinking and running aground on it after 0..n pushes.

    A candidate may still be illegal; :func:`plan_sail` judges it. A course stops
    at a ship (no sail passes or stops on one) and after an island (where a sail
    may stop only to claim), as every sail beyond is illegal (RIG-SAIL-PATH).
    """
    return (sail for sail, _ in sail_courses(state, ship))


def sail_courses(state: State, ship: Ship) -> Iterator[tuple[Sail, bool]]:
    """:func:`sail_candidates`, each with whether its course is open: a straight course that crosses
    and stops on open water or the shallows only, with no chest (a plain sail's, see
    :mod:`referee.rigadoon.fast.lane`, if it lands next to no ship)."""
    board, chests = state.board, state.chests
    kinds, exit_at = board.kinds, board.exit_at
    taken = {other.square for other in state.ships}
    origin, name = ship.square, ship.name
    for direction, most in zip(Direction, state.table.reaches(ship.masts, state.wind)):
        ahead = board.ahead[direction.index]
        square, met, clear = origin, None, True
        for squares in range(1, most + 1):
            step = ahead[square]
            if step is None or step in taken:
                break
            square = step
            exit_ = exit_at[square]
            kind = kinds[square]
            clear = clear and kind in OPEN and square not in chests
            yield Sail(name, origin, exit_ if exit_ is not None else square), clear
            if exit_ is not None or kind is Kind.ISLAND:
                break
            if met is None and square in chests:
                met = squares
            if met is not None:
                pushes = squares - met
                yield Sail(name, origin, square, (Sink(pushes),)), False
                yield Sail(name, origin, square, (Aground(pushes),)), False
