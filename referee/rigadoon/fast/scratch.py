"""The scratch board: a whole sail's maneuver judged on lists changed in place (RIG-MANEUVER .. RIG-RIGADOON).

:func:`referee.rigadoon.rules.sail_run` judges a sail the general way: every
step of a course, every event of the chain reaction builds a new immutable
:class:`~referee.rigadoon.state.State` and a new maneuver under way. The
scratch board judges the same sail with the same rules, in the same order, on
a :class:`_Board` that exists only while one sail is judged: each ship's
square and masts and the chests are lists, changed in place, and the state
after the maneuver is built once, at the end. The sails tried in one position
share a :class:`Trials`, which reads from the state once what every board
starts from; legal generation asks it only for the choices a legal sail used,
so its boards make no events and no state after (:meth:`Trials.choices`).

The scratch board **accepts** a sail exactly when ``sail_run`` accepts it,
with the very events, state and choices; it **declines** (None) exactly when
``sail_run`` raises. It never says why: the caller then runs the general path,
which names the rule broken and carries the maneuver so far (errors are data).
The tests check that agreement on every sail the legal generator tries in
random games, legal or not (tests/rigadoon/test_rig_scratch.py).
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable
from typing import TypeVar

from admiralty.referee.rigadoon import events
from admiralty.referee.rigadoon.actions import Bump, ChestDecision, Sail, Sink
from admiralty.referee.rigadoon.board import FLEET_SHIPS, Kind, Square
from admiralty.referee.rigadoon.choices import Choices
from admiralty.referee.rigadoon.events import Event
from admiralty.referee.rigadoon.maneuver import BLAST
from admiralty.referee.rigadoon.sailing import routes, sailing_ship
from admiralty.referee.rigadoon.state import SHIP_INDEX, Fleet, Outcome, Reason, Ship, State
from admiralty.referee.rigadoon.wind import MAX_MASTS, ORTHOGONAL, Direction
from admiralty.referee.violation import AdmiraltyError

T = TypeVar("T")

Judged = tuple[tuple[Event, ...], State, Choices]
"""A judged sail: its events, the state after them, and the choices as the maneuver used them."""

Met = tuple[str, Square, Square]
"""What a course met, for its events: ``bump``, ``whirl`` (a chest), ``maelstrom``, ``sunk``, ``aground``."""

Course = tuple[int, int, int, list[Met], bool]
"""A ship's course on the scratch board: origin, the square reached, squares moved, what it met, a claim."""

Pending = tuple[int, int, int, int]
"""A queued attack: attacker, target (places in the state's ships) and how often each had moved (RIG-CHAIN)."""


class _Illegal(Exception):
    """The sail breaks a rule: the scratch board declines it (the general path says which)."""


_ILLEGAL = _Illegal()


def scratch_sail(state: State, sail: Sail, fill: bool = False) -> Judged | None:
    """The events, the state after them and the used choices of ``sail``, as ``sail_run`` gives them;
    None when ``sail_run`` raises (see the module docstring). Like ``sail_run``, it does not ask
    whether the game is over (RIG-AFTER-END is the caller's).

    Args:
        state: the position before the sail.
        sail: the sail and its choices.
        fill: fill in missing islands (legal generation only, see :class:`Choices`).

    >>> from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE
    >>> from admiralty.referee.rigadoon.state import Fleet, start
    >>> state = start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N)
    >>> [type(event).__name__ for event in scratch_sail(state, Sail("B1", 3, 39))[0]]  # d1-d5 bumps a chest
    ['Sailed', 'ChestBumped']
    >>> scratch_sail(state, Sail("G1", 77, 59)) is None  # not Green's turn
    True
    """
    return Trials(state).judged(sail, fill)


class Trials:
    """The sails tried in one position, each on a scratch board of its own: what every board starts
    from (the ships' fields, the chests, which ship may sail from where) is read from the state once.

    Legal generation and RIG-TURN-END try dozens of sails in one position; one ``Trials`` serves them
    all and is dropped with the position, so nothing it keeps outlives the call that made it.
    """

    __slots__ = (
        "acted",
        "at",
        "chests",
        "grounded",
        "index",
        "masts",
        "names",
        "opponents",
        "sailers",
        "second_sail",
        "state",
    )

    def __init__(self, state: State) -> None:
        ships = state.ships
        self.state = state
        self.names = tuple(ship.name for ship in ships)
        self.index = SHIP_INDEX if self.names == FLEET_SHIPS else {name: i for i, name in enumerate(self.names)}
        self.at = [ship.square for ship in ships]
        self.masts = [ship.masts for ship in ships]
        self.acted = [ship.acted for ship in ships]
        self.grounded = [ship.grounded for ship in ships]
        self.second_sail = [ship.second_sail for ship in ships]
        self.chests = list(state.chests)
        self.sailers: dict[tuple[str, Square], Ship | None] = {}
        """``sailing_ship`` of each (ship, origin) asked, None where it raises."""
        self.opponents = _OPPONENTS if self.names == FLEET_SHIPS else _opponents(self.names)
        """The places of the ships not in each fleet, by its letter (RIG-RIGADOON attacks them all)."""

    def judged(self, sail: Sail, fill: bool = False) -> Judged | None:
        """:func:`scratch_sail` in this position."""
        return self._finished(sail, fill, True, _Board.maneuver)

    def choices(self, sail: Sail) -> Choices | None:
        """The choices a legal ``sail`` used, islands filled in; None when it is illegal: :meth:`judged`
        with ``fill``, for legal generation, which needs neither the events nor the state after them."""
        return self._finished(sail, True, False, _Board.run)

    def _finished(self, sail: Sail, fill: bool, record: bool, finish: Callable[[_Board, Course], T]) -> T | None:
        """What ``finish`` makes of the sail's maneuver after its course; None when the sail is illegal."""
        planned = self._plan(sail, fill, record)
        if planned is None:
            return None
        try:
            return finish(*planned)
        except (_Illegal, AdmiraltyError):
            return None

    def has_course(self, sail: Sail) -> bool:
        """Whether ``sail`` has a course that RIG-SAIL-*, RIG-MAELSTROM, RIG-CHEST and RIG-AGROUND allow,
        whatever its maneuver leads to: whether ``plan_sail`` accepts it, islands filled in (RIG-TURN-END)."""
        return self._plan(sail, True, record=False) is not None

    def _sailer(self, sail: Sail) -> Ship | None:
        """The ship of ``sail`` if it may sail from the sail's origin (``sailing_ship``), else None."""
        key = (sail.ship, sail.origin)
        if key not in self.sailers:
            try:
                self.sailers[key] = sailing_ship(self.state, sail)
            except AdmiraltyError:
                self.sailers[key] = None
        return self.sailers[key]

    def _plan(self, sail: Sail, fill: bool, record: bool) -> tuple[_Board, Course] | None:
        """The scratch board after the sail's own course, and that course, as ``plan_sail`` finds it:
        the first route whose course is legal; None when none is. The board records events if ``record``."""
        ship = self._sailer(sail)
        if ship is None:
            return None
        state = self.state
        choices = _NOTHING_WRITTEN[fill] if not sail.choices else Choices(sail.choices, fill=fill)
        for direction, squares in routes(state, sail.origin, sail.stop):
            if squares > state.table.most(ship.masts, direction, state.wind):
                continue
            board = _Board(self, sail.ship, choices, record)
            try:
                course = board.walk(board.sailer, direction, squares, True)
            except (_Illegal, AdmiraltyError):
                continue
            # the stop square is where the ship stopped: never a maelstrom, nor beyond a chest it sank or
            # ran aground on (plan_sail refuses both)
            if course[2] == squares and state.board.kinds[sail.stop] is not Kind.MAELSTROM:
                return board, course
        return None


class _Board:
    """One maneuver under way on a scratch board: what :class:`~referee.rigadoon.maneuver.Run` and
    :class:`~referee.rigadoon.course.Course` hold, in lists changed in place."""

    __slots__ = (
        "acted",
        "at",
        "board",
        "changed",
        "chests",
        "choices",
        "count",
        "defaults",
        "grounded",
        "log",
        "masts",
        "moves",
        "names",
        "opponents",
        "outcome",
        "queue",
        "rigadoon",
        "sailer",
        "second",
        "second_sail",
        "seen",
        "state",
        "targets",
    )

    def __init__(self, trials: Trials, sailer: str, choices: Choices, record: bool) -> None:
        state = trials.state
        self.state = state
        self.board = state.board
        self.names = trials.names
        self.sailer = trials.index[sailer]
        self.at = trials.at[:]
        self.masts = trials.masts[:]
        self.acted = trials.acted[:]
        self.grounded = trials.grounded[:]
        self.second_sail = trials.second_sail[:]
        self.changed: set[int] = set()
        self.chests = trials.chests[:]
        self.choices = choices
        self.defaults = not record and not choices.items
        self.opponents = trials.opponents[sailer[0]]
        self.second = trials.acted[self.sailer]
        self.count = state.events
        self.log: list[Event] | None = [] if record else None
        self.moves = [0] * len(self.names)
        self.queue: list[Pending] = []
        self.seen: set[tuple[object, ...]] = set()
        self.targets: set[int] = set()
        self.rigadoon = False
        self.outcome = state.outcome

    # The course of a moving ship (referee.rigadoon.course.walk), on the board itself.

    def walk(self, i: int, direction: Direction, steps: int, sailing: bool) -> Course:
        """Move ship ``i`` up to ``steps`` squares: (origin, square reached, squares, what it met, claim).

        The ship and the chests it pushes move on the board as it goes; what follows the move
        (a maelstrom's exit, a sunk chest, running aground) waits for :meth:`travel`.
        """
        board, kinds, at, chests, turn = self.board, self.board.kinds, self.at, self.chests, self.state.turn
        steps_ahead = (board.ahead if sailing else board.around)[direction.index]
        choices = self.choices
        origin = square = at[i]
        squares, met, claim, done = 0, [], False, False
        decision: ChestDecision | None = None
        written, pushes = False, 0
        while squares < steps and not done:
            ahead = steps_ahead[square]
            if ahead is None:
                raise _ILLEGAL
            if ahead in at and at.index(ahead) != i:
                if sailing:
                    raise _ILLEGAL
                break
            kind = kinds[ahead]
            last = squares + 1 == steps
            if kind is Kind.ISLAND:
                if ahead in chests and (last or not sailing):
                    done = claim = True
                elif sailing:
                    raise _ILLEGAL
                else:
                    break
            elif kind is Kind.MAELSTROM:
                exit_ = board.exit_at[ahead]
                assert exit_ is not None
                if not self._open(exit_, i):
                    if sailing:
                        raise _ILLEGAL
                    break
                if sailing and not last:
                    raise _ILLEGAL
                if decision is not None and not _finished(decision, pushes):
                    raise _ILLEGAL
                done, decision = True, None
                met.append(("maelstrom", ahead, exit_))
                sunk = chests.count(exit_)
                if sunk:
                    at[i] = ahead
                    available = self._available()
                    for _ in range(sunk):
                        island, choices = choices.island(board, available, turn)
                        met.append(("sunk", exit_, island))
            elif ahead in chests:
                if decision is None:
                    if self.defaults:  # Choices.chest_decision with nothing written
                        decision, written = _BUMP, False
                    else:
                        decision, written, choices = choices.chest_decision()
                    pushes = 0
                if isinstance(decision, Bump) or pushes < decision.pushes:
                    moves = self._push(ahead, direction)
                    if moves is None:
                        self._blocked(i, decision, written, pushes, last, sailing)
                        if pushes == 0 and not written and not self.defaults:
                            choices = choices.blocked()
                        done = True
                        continue
                    if isinstance(decision, Bump) and decision.pushes == pushes:
                        raise _ILLEGAL
                    for move in moves:
                        _relocate(chests, move[1], move[2])
                    met.extend(moves)
                    pushes += 1
                elif isinstance(decision, Sink):
                    if kind is not Kind.WATER:
                        raise _ILLEGAL
                    at[i] = ahead
                    available = self._available()
                    if not available:
                        raise _ILLEGAL
                    island, choices = choices.island(board, available, turn)
                    met.append(("sunk", ahead, island))
                    done, decision = True, None
                else:
                    if kind is not Kind.SHALLOWS or (sailing and self.masts[i] != MAX_MASTS):
                        raise _ILLEGAL
                    met.append(("aground", ahead, ahead))
                    done, decision = True, None
            square = at[i] = ahead
            squares += 1
        if decision is not None and not done and not _finished(decision, pushes):
            raise _ILLEGAL
        self.choices = choices
        return origin, square, squares, met, claim

    def _available(self) -> tuple[Square, ...]:
        """The islands with no ship on them (RIG-SINK)."""
        at = self.at
        return tuple(island for island in self.board.islands if island not in at)

    def _open(self, exit_: Square, mover: int) -> bool:
        """Whether a ship may enter the maelstrom with exit ``exit_`` (RIG-MAELSTROM, as ``maelstrom_open``)."""
        at = self.at
        if exit_ in at and at.index(exit_) != mover:
            return False
        return not (exit_ in self.chests and not self._available())

    def _push(self, square: Square, direction: Direction) -> list[Met] | None:
        """The moves of the row of chests from ``square`` pushed one square, or None (as ``chests.push``)."""
        board, kinds, at, chests = self.board, self.board.kinds, self.at, self.chests
        steps_ahead = board.ahead[direction.index]
        row = [square]
        ahead = steps_ahead[square]
        while ahead is not None and ahead in chests and kinds[ahead] is not Kind.ISLAND and ahead not in at:
            row.append(ahead)
            ahead = steps_ahead[ahead]
        if ahead is None or ahead in at or kinds[ahead] is Kind.ISLAND:
            return None
        moves: list[Met] = [("bump", row[-1], ahead)]
        if kinds[ahead] is Kind.MAELSTROM:
            exit_ = board.exit_at[ahead]
            assert exit_ is not None
            if exit_ in at or exit_ in chests:
                return None
            moves.append(("whirl", ahead, exit_))
        moves.extend(("bump", origin, to) for origin, to in zip(reversed(row[:-1]), reversed(row[1:])))
        return moves

    def _blocked(self, i: int, decision: ChestDecision, written: bool, pushes: int, last: bool, sailing: bool) -> None:
        """A chest that cannot be pushed: illegal unless a blast's bump just stops (as ``course._blocked``)."""
        bump = isinstance(decision, Bump)
        if bump and decision.pushes is None and written and pushes == 0:
            raise _ILLEGAL
        if not bump or (decision.pushes is not None and pushes < decision.pushes):
            raise _ILLEGAL
        if sailing:
            raise _ILLEGAL

    # The maneuver (referee.rigadoon.maneuver), with events numbered and folded as they come.

    def emit(self, kind: Callable[..., Event], *fields: object) -> None:
        """Count the next event, made of ``kind`` and ``fields`` after its number; keep it if the board records."""
        if self.log is not None:
            self.log.append(kind(self.count, *fields))
        self.count += 1

    def travel(self, i: int, course: Course, sailed: bool) -> None:
        """Emit a course: the move, then what it met, then a claim (RIG-CLAIM)."""
        origin, to, squares, met, claim = course
        name = self.names[i]
        self.changed.add(i)
        self.moves[i] += 1
        if sailed:
            self.emit(events.Sailed, name, origin, to, squares, self.second)
            self.acted[i], self.second_sail[i] = True, False
        else:
            self.emit(events.Blasted, name, origin, to, squares)
        for what, square, to in met:
            if what == "bump":
                self.emit(events.ChestBumped, square, to)
            elif what == "whirl":
                self.emit(events.ChestWhirled, square, to)
            elif what == "maelstrom":
                self.emit(events.Whirled, name, square, to)
                self.at[i], self.acted[i] = to, True
                self.moves[i] += 1
            elif what == "sunk":
                self.emit(events.ChestSunk, square, to)
                _relocate(self.chests, square, to)
            else:
                self.emit(events.RanAground, name)
                self.grounded[i] = True
        if claim and self.outcome is None:
            self.emit(events.Claimed, name)
            self.masts[i] = MAX_MASTS
            self._check_win(i)

    def _check_win(self, i: int) -> None:
        """RIG-WIN, after every claim: ships in port on two different islands."""
        fleet = self.names[i][0]
        kinds = self.board.kinds
        in_port = [j for j, name in enumerate(self.names) if name[0] == fleet and kinds[self.at[j]] is Kind.ISLAND]
        if len(in_port) >= 2:
            winner = self.state.ships[i].fleet
            self.emit(events.GameEnded, winner, Reason.ISLANDS)
            self.outcome = Outcome(winner, Reason.ISLANDS)

    def land(self, i: int) -> None:
        """Queue the attacks of a ship that landed: its neighbours N, E, S, W (RIG-STRIKE)."""
        at, ahead, moves = self.at, self.board.ahead, self.moves
        for direction in _ORTHOGONAL:
            square = ahead[direction][at[i]]
            if square is not None and square in at:
                j = at.index(square)
                self.queue.append((i, j, moves[i], moves[j]))

    def _fresh(self) -> list[Pending]:
        """The pending attacks neither of whose ships moved since they were queued (RIG-CHAIN)."""
        moves = self.moves
        return [p for p in self.queue if p[2] == moves[p[0]] and p[3] == moves[p[1]]]

    def _lose(self) -> None:
        """RIG-LOOP: the fleet whose turn it is loses at once."""
        winner = self.state.fleet.other
        self.emit(events.GameEnded, winner, Reason.LOOP)
        self.outcome = Outcome(winner, Reason.LOOP)

    def _lose_mast(self, i: int) -> None:
        if self.masts[i]:
            self.masts[i] -= 1
            self.changed.add(i)
            self.emit(events.MastLost, self.names[i], self.masts[i])

    def _check_rigadoon(self) -> None:
        """RIG-RIGADOON: every opposing ship attacked in one sail's maneuver."""
        if self.rigadoon or not self.targets.issuperset(self.opponents):
            return
        self.rigadoon = True
        i = self.sailer
        self.emit(events.RigadoonMade, self.names[i], not self.second)
        self.masts[i], self.second_sail[i] = MAX_MASTS, not self.second

    def attack(self, attacker: int, target: int) -> None:
        """One attack: mast loss and blast, or a backfire (RIG-STRIKE, RIG-BLAST, RIG-BACKFIRE)."""
        names = self.names
        self.emit(events.Attacked, names[attacker], names[target])
        self.targets.add(target)
        course = self.board.course(self.at[attacker], self.at[target])
        assert course is not None
        direction = course[0]
        blast = self.walk(target, direction, BLAST, False)
        if blast[2] == 0:
            self.emit(events.Backfired, names[attacker], names[target])
            self._lose_mast(target)
            self._lose_mast(attacker)
            self._check_rigadoon()
            self._backfire(attacker, direction.opposite)
            return
        self._lose_mast(target)
        self._check_rigadoon()
        self.travel(target, blast, sailed=False)
        if self.outcome is None:
            self.land(target)

    def _backfire(self, attacker: int, direction: Direction) -> None:
        """The attacked ship fires back, blasting ``attacker`` in ``direction`` (RIG-BACKFIRE)."""
        at = self.at
        first = self.board.step(at[attacker], direction, wrap=True)
        if first is not None and first in at:
            pair = {attacker, at.index(first)}
            forced = next((p for p in self._fresh() if {p[0], p[1]} == pair), None)
            if forced is not None:
                self.queue = [p for p in self.queue if p is not forced]
                self.attack(forced[0], forced[1])
                if self.outcome is not None:
                    return
        blast = self.walk(attacker, direction, BLAST, False)
        if blast[2] == 0:
            self._lose()
            return
        self.travel(attacker, blast, sailed=False)
        if self.outcome is None:
            self.land(attacker)

    def chain(self) -> None:
        """Make the pending attacks until none is left (RIG-CHAIN), or the game ends (RIG-LOOP)."""
        names, turn = self.names, self.state.turn
        while self.outcome is None:
            queue = self._fresh()
            if not queue:
                self.queue = []
                return
            pairs = tuple((names[p[0]], names[p[1]]) for p in queue)
            configuration = (tuple(self.at), tuple(self.masts), tuple(self.chests), pairs)
            if configuration in self.seen:
                self._lose()
                return
            if self.defaults:  # Choices.pick with nothing written
                index = 0
            else:
                index, self.choices = self.choices.pick(pairs, turn)
            self.queue = queue[:index] + queue[index + 1 :]
            self.seen.add(configuration)
            self.attack(queue[index][0], queue[index][1])

    def run(self, course: Course) -> Choices:
        """Make the maneuver of a planned sail (RIG-MANEUVER): the choices it used."""
        self.travel(self.sailer, course, sailed=True)
        if self.outcome is None:
            self.land(self.sailer)
            self.chain()
        if self.outcome is None:
            self.choices.check_used(self.board, self.state.turn)
        return self.choices

    def maneuver(self, course: Course) -> Judged:
        """The maneuver of a planned sail, its events, and the state after it, built once."""
        choices = self.run(course)
        assert self.log is not None, "a board that records"
        return tuple(self.log), self._after(), choices

    def _after(self) -> State:
        state = self.state
        ships = list(state.ships)
        for i in self.changed:
            ships[i] = Ship(
                self.names[i], self.at[i], self.masts[i], self.acted[i], self.grounded[i], self.second_sail[i]
            )
        return state.but(
            self.count, ships=tuple(ships), chests=tuple(self.chests), wind_last=False, outcome=self.outcome
        )


_ORTHOGONAL = tuple(direction.index for direction in ORTHOGONAL)
"""The attack directions of RIG-CHAIN, as indexes of a board's step tables."""


def _opponents(names: tuple[str, ...]) -> dict[str, frozenset[int]]:
    """The places among ``names`` of the ships not in each fleet, by its letter."""
    return {fleet.value: frozenset(j for j, name in enumerate(names) if name[0] != fleet.value) for fleet in Fleet}


_OPPONENTS = _opponents(FLEET_SHIPS)
""":func:`_opponents` of the ships in the order of every state made by ``start`` or RFEN."""

_NOTHING_WRITTEN = (Choices(()), Choices((), fill=True))
"""The choices of a sail with none written, without and with islands filled in: one each, as they are frozen."""

_BUMP = Bump()
"""The default chest decision (RIG-CHEST, as ``Choices.chest_decision`` gives it when nothing is written)."""


def _finished(decision: ChestDecision, pushes: int) -> bool:
    """Whether a chest decision was carried out when the movement ends (RIG-CHOICE, as ``_check_finished``)."""
    return isinstance(decision, Bump) and (decision.pushes is None or decision.pushes == pushes)


def _relocate(chests: list[Square], origin: Square, to: Square) -> None:
    """One chest goes from ``origin`` to ``to``; the list stays sorted."""
    chests.remove(origin)
    insort(chests, to)
