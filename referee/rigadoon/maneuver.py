"""A maneuver: one sail and the chain reaction it sets off (RIG-MANEUVER .. RIG-RIGADOON).

The maneuver emits events one by one and folds each into its state at once
with :func:`referee.rigadoon.reducer.apply`, so the state it judges is always
the state its events replay to. Attacks wait in one queue (RIG-CHAIN); the
configuration is sampled before each pick (RIG-LOOP); a claim may end the game
at once (RIG-WIN).
"""

from __future__ import annotations

import attrs

from admiralty.referee.rigadoon.board import FLEET_SHIPS, Square
from admiralty.referee.rigadoon.choices import Choices
from admiralty.referee.rigadoon.course import Course, walk
from admiralty.referee.rigadoon.events import (
    Attacked,
    Backfired,
    Blasted,
    Claimed,
    Event,
    GameEnded,
    MastLost,
    RigadoonMade,
    Sailed,
    Whirled,
)
from admiralty.referee.rigadoon.reducer import apply
from admiralty.referee.rigadoon.state import SHIP_INDEX, Reason, State
from admiralty.referee.rigadoon.wind import ORTHOGONAL, Direction
from admiralty.referee.violation import AdmiraltyError

BLAST = 2
"""How far an attack blasts a ship (RIG-STRIKE)."""

Configuration = tuple[tuple[tuple[Square, int], ...], tuple[Square, ...], tuple[tuple[str, str], ...]]
"""What RIG-LOOP compares before each pick: each ship's square and masts, the chests, the queued pairs."""


@attrs.frozen
class Pending:
    """A queued attack and how often each ship had moved when it was queued (RIG-CHAIN)."""

    attacker: str
    target: str
    stamp: tuple[int, int]


@attrs.frozen
class Run:
    """A maneuver under way.

    Args:
        state: the state after every event so far.
        choices: the sail's choices, and how many are used.
        sailer: the ship whose sail set the maneuver off.
        second: the sail is the Rigadoon's second sail.
        log: the events so far.
        queue: the pending attacks, in order.
        moves: how often each ship moved, in the order of ``FLEET_SHIPS``.
        seen: the configurations sampled before each pick (RIG-LOOP).
        targets: the ships attacked so far (RIG-RIGADOON).
        rigadoon: whether this maneuver made a Rigadoon.
    """

    state: State
    choices: Choices
    sailer: str
    second: bool = False
    log: tuple[Event, ...] = ()
    queue: tuple[Pending, ...] = ()
    moves: tuple[int, ...] = (0,) * len(FLEET_SHIPS)
    seen: frozenset[Configuration] = frozenset()
    targets: frozenset[str] = frozenset()
    rigadoon: bool = False

    @property
    def over(self) -> bool:
        return self.state.outcome is not None

    def moved(self, name: str) -> int:
        return self.moves[SHIP_INDEX[name]]

    def but(
        self,
        choices: Choices | None = None,
        queue: tuple[Pending, ...] | None = None,
        seen: frozenset[Configuration] | None = None,
        targets: frozenset[str] | None = None,
        rigadoon: bool = False,
    ) -> Run:
        """The same maneuver with what is given changed, built directly (the hot path of every maneuver)."""
        return Run(
            self.state,
            self.choices if choices is None else choices,
            self.sailer,
            self.second,
            self.log,
            self.queue if queue is None else queue,
            self.moves,
            self.seen if seen is None else seen,
            self.targets if targets is None else targets,
            self.rigadoon or rigadoon,
        )


def emit(run: Run, event: Event) -> Run:
    """Number ``event`` (unless it is already), fold it into the state and log it."""
    seq = run.state.events
    numbered = event if event.seq == seq else attrs.evolve(event, seq=seq)
    moves = run.moves
    if isinstance(event, (Sailed, Blasted, Whirled)):
        index = SHIP_INDEX[event.ship]
        moves = moves[:index] + (moves[index] + 1,) + moves[index + 1 :]
    run = Run(
        apply(run.state, numbered),
        run.choices,
        run.sailer,
        run.second,
        run.log + (numbered,),
        run.queue,
        moves,
        run.seen,
        run.targets,
        run.rigadoon,
    )
    if isinstance(event, Claimed):
        run = _check_win(run, event.ship)
    return run


def _check_win(run: Run, name: str) -> Run:
    """RIG-WIN, after every claim: ships in port on two different islands."""
    state = run.state
    ship = state.ship(name)
    assert ship is not None
    in_port = [other for other in state.fleet_ships(ship.fleet) if state.in_port(other)]
    if len(in_port) >= 2:
        return emit(run, GameEnded(state.events, ship.fleet, Reason.ISLANDS))
    return run


def travel(run: Run, course: Course, sailed: bool) -> Run:
    """Emit a course: the move, then what it met, then a claim (RIG-CLAIM)."""
    seq = run.state.events
    if sailed:
        move: Event = Sailed(seq, course.ship, course.origin, course.to, course.squares, run.second)
    else:
        move = Blasted(seq, course.ship, course.origin, course.to, course.squares)
    run = emit(run.but(choices=course.choices), move)
    for event in course.events:
        run = emit(run, event)
    if course.claim and not run.over:
        run = emit(run, Claimed(run.state.events, course.ship))
    return run


def land(run: Run, name: str) -> Run:
    """Queue the attacks of a ship that landed: its neighbours N, E, S, W (RIG-STRIKE)."""
    state = run.state
    ship = state.ship(name)
    assert ship is not None
    queue = run.queue
    for direction in ORTHOGONAL:
        square = state.board.step(ship.square, direction)
        other = None if square is None else state.ship_on(square)
        if other is not None:
            queue += (Pending(name, other.name, (run.moved(name), run.moved(other.name))),)
    return run.but(queue=queue)


def _fresh(run: Run) -> tuple[Pending, ...]:
    """The pending attacks neither of whose ships moved since they were queued (RIG-CHAIN)."""
    return tuple(p for p in run.queue if p.stamp == (run.moved(p.attacker), run.moved(p.target)))


def _lose(run: Run) -> Run:
    """RIG-LOOP: the fleet whose turn it is loses at once."""
    return emit(run, GameEnded(run.state.events, run.state.fleet.other, Reason.LOOP))


def _lose_mast(run: Run, name: str) -> Run:
    ship = run.state.ship(name)
    assert ship is not None
    return run if ship.masts == 0 else emit(run, MastLost(run.state.events, name, ship.masts - 1))


def _check_rigadoon(run: Run) -> Run:
    """RIG-RIGADOON: every opposing ship attacked in one sail's maneuver."""
    state = run.state
    sailer = state.ship(run.sailer)
    assert sailer is not None
    opponents = {ship.name for ship in state.fleet_ships(sailer.fleet.other)}
    if run.rigadoon or not opponents <= run.targets:
        return run
    return emit(run.but(rigadoon=True), RigadoonMade(state.events, run.sailer, not run.second))


def _direction(state: State, origin: Square, to: Square) -> Direction:
    course = state.board.course(origin, to)
    assert course is not None
    return course[0]


def _broken(run: Run, error: AdmiraltyError) -> AdmiraltyError:
    """``error`` carrying what the maneuver did before it: the events so far, then
    those of the blast it stopped (errors are data; RIG-MANEUVER)."""
    for event in error.events:
        run = emit(run, event)
    error.events = run.log
    return error


def _blast(run: Run, name: str, direction: Direction, struck: bool) -> Course:
    """The course of ship ``name`` blasted 2 squares in ``direction`` (RIG-BLAST).

    An error on the way carries the maneuver so far; when ``struck`` (the blast
    of an attack, not a backfire's) a blast that moved lost its mast first (RIG-STRIKE).
    """
    try:
        return walk(run.state, name, direction, BLAST, False, run.choices)
    except AdmiraltyError as error:
        if struck and error.events:
            run = _check_rigadoon(_lose_mast(run, name))
        raise _broken(run, error) from None


def attack(run: Run, attacker: str, target: str) -> Run:
    """One attack: mast loss and blast, or a backfire (RIG-STRIKE, RIG-BLAST, RIG-BACKFIRE)."""
    run = emit(run, Attacked(run.state.events, attacker, target))
    run = run.but(targets=run.targets | {target})
    state = run.state
    hitter, hit = state.ship(attacker), state.ship(target)
    assert hitter is not None and hit is not None
    direction = _direction(state, hitter.square, hit.square)
    course = _blast(run, target, direction, struck=True)
    if course.squares == 0:
        run = emit(run.but(choices=course.choices), Backfired(run.state.events, attacker, target))
        run = _check_rigadoon(_lose_mast(_lose_mast(run, target), attacker))
        return _backfire(run, attacker, direction.opposite)
    run = _check_rigadoon(_lose_mast(run, target))
    run = travel(run, course, sailed=False)
    return run if run.over else land(run, target)


def _backfire(run: Run, attacker: str, direction: Direction) -> Run:
    """The attacked ship fires back, blasting ``attacker`` in ``direction`` (RIG-BACKFIRE).

    An attack pending between the attacker and the ship on the blast's first
    step is made first; a blast that still cannot move is RIG-LOOP.
    """
    state = run.state
    ship = state.ship(attacker)
    assert ship is not None
    first = state.board.step(ship.square, direction, wrap=True)
    other = None if first is None else state.ship_on(first)
    if other is not None:
        pair = {attacker, other.name}
        forced = next((p for p in _fresh(run) if {p.attacker, p.target} == pair), None)
        if forced is not None:
            run = run.but(queue=tuple(p for p in run.queue if p is not forced))
            run = attack(run, forced.attacker, forced.target)
            if run.over:
                return run
    course = _blast(run, attacker, direction, struck=False)
    if course.squares == 0:
        return _lose(run.but(choices=course.choices))
    run = travel(run, course, sailed=False)
    return run if run.over else land(run, attacker)


def chain(run: Run) -> Run:
    """Make the pending attacks until none is left (RIG-CHAIN), or the game ends (RIG-LOOP)."""
    while not run.over:
        queue = _fresh(run)
        if not queue:
            return run.but(queue=())
        state = run.state
        pairs = tuple((p.attacker, p.target) for p in queue)
        configuration: Configuration = (tuple((ship.square, ship.masts) for ship in state.ships), state.chests, pairs)
        if configuration in run.seen:
            return _lose(run)
        try:
            index, choices = run.choices.pick(pairs, state.turn)
        except AdmiraltyError as error:
            raise _broken(run, error) from None
        run = run.but(queue=queue[:index] + queue[index + 1 :], seen=run.seen | {configuration}, choices=choices)
        run = attack(run, queue[index].attacker, queue[index].target)
    return run


def maneuver(run: Run, course: Course) -> Run:
    """The maneuver of a planned sail: the sail, then the chain reaction (RIG-MANEUVER)."""
    run = travel(run, course, sailed=True)
    if not run.over:
        run = chain(land(run, course.ship))
    if not run.over:
        try:
            run.choices.check_used(run.state.board, run.state.turn)
        except AdmiraltyError as error:
            raise _broken(run, error) from None
    return run
