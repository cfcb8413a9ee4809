"""The course of a moving ship, step by step: sailing or blasted (RIG-SAIL-PATH, RIG-BLAST).

Both a sail and a blast walk the board one square at a time, meet chests
(RIG-CHEST, RIG-SINK, RIG-AGROUND), enter maelstroms (RIG-MAELSTROM) and may end
on an island (RIG-CLAIM). They differ in what stops them: an obstacle makes a
sail illegal, while a blast just stops short (a blast that cannot move at all
backfires, RIG-BACKFIRE). Sails never wrap, blasts do.
"""

from __future__ import annotations

import attrs

from admiralty.referee.rigadoon.actions import Aground, Bump, ChestDecision, Sink
from admiralty.referee.rigadoon.board import Kind, Square
from admiralty.referee.rigadoon.chests import after, maelstrom_open, push
from admiralty.referee.rigadoon.choices import Choices, spell
from admiralty.referee.rigadoon.events import Blasted, ChestSunk, Event, RanAground, Whirled
from admiralty.referee.rigadoon.state import Ship, State
from admiralty.referee.rigadoon.wind import MAX_MASTS, Direction
from admiralty.referee.violation import AdmiraltyError, violation


@attrs.frozen
class Course:
    """Where a moving ship went and what it did on the way.

    Args:
        ship: the moving ship.
        origin: its square before moving.
        to: its square after the last step (a maelstrom's square when it went in).
        squares: the squares it moved.
        events: what followed the move, in order: chest moves, a sink or running
            aground, the maelstrom and a chest sunk at its exit (seq not set).
        claim: it ended on an island with chests (RIG-CLAIM).
        choices: the maneuver's choices after this course.
    """

    ship: str
    origin: Square
    to: Square
    squares: int
    events: tuple[Event, ...]
    claim: bool
    choices: Choices


@attrs.frozen
class _Walk:
    """The moving ship's progress: what is known after each step."""

    state: State
    at: Square
    squares: int = 0
    events: tuple[Event, ...] = ()
    choices: Choices = Choices(())  # noqa: RUF009  (Choices is frozen: one shared empty value is safe)
    decision: ChestDecision | None = None
    written: bool = False
    pushes: int = 0
    done: bool = False
    claim: bool = False

    def moved(
        self,
        name: str,
        to: Square,
        *events: Event,
        state: State | None = None,
        done: bool = False,
        claim: bool = False,
        pushes: int | None = None,
        met: bool = False,
    ) -> _Walk:
        """One square further, to ``to``: the state (``state`` if given) follows the moving ship.

        Args:
            name: the moving ship.
            to: its new square.
            events: what happened on the way there.
            state: the state to move the ship in, when the step changed more (pushed chests).
            done: the movement ends here.
            claim: it ends on an island with chests (RIG-CLAIM).
            pushes: how many pushes the meeting under way has made now.
            met: the meeting under way is over (sunk, aground, a maelstrom).

        Built directly rather than by ``attrs.evolve``: this is the hot path of every movement.
        """
        base = self.state if state is None else state
        ship = base.ship(name)
        assert ship is not None
        base = base.with_ship(Ship(name, to, ship.masts, ship.acted, ship.grounded, ship.second_sail))
        return _Walk(
            base,
            to,
            self.squares + 1,
            self.events + events,
            self.choices,
            None if met else self.decision,
            self.written,
            self.pushes if pushes is None else pushes,
            done,
            claim,
        )


def walk(
    state: State,
    name: str,
    direction: Direction,
    steps: int,
    sailing: bool,
    choices: Choices,
    stop: Square | None = None,
) -> Course:
    """The course of ship ``name`` moving up to ``steps`` squares in ``direction``.

    Args:
        state: the position before the move.
        name: the moving ship.
        direction: where it goes.
        steps: how far: the sail's distance to its stop square, or the blast's 2.
        sailing: a sail (obstacles are errors, no wrapping) or a blast.
        choices: the maneuver's choices, read at each chest met.
        stop: the stop square a sail names: a maelstrom it enters must not be it (RIG-MAELSTROM).

    Raises:
        AdmiraltyError: a sail breaks RIG-SAIL-REACH, RIG-SAIL-PATH, RIG-MAELSTROM,
            RIG-CHEST, RIG-AGROUND or RIG-SINK, or a choice is wrong (RIG-CHOICE);
            a blast's error carries the squares it moved and what they met
            (``events``, not numbered).
    """
    ship = state.ship(name)
    assert ship is not None
    progress = _Walk(state, ship.square, choices=choices)
    try:
        while progress.squares < steps and not progress.done:
            following = _step(progress, name, direction, steps, sailing, stop)
            if following is None:
                break
            progress = following
        _check_finished(progress, state.turn)
    except AdmiraltyError as error:
        if not sailing:
            error.events = _so_far(name, ship.square, progress)
        raise
    return Course(name, ship.square, progress.at, progress.squares, progress.events, progress.claim, progress.choices)


def _so_far(name: str, origin: Square, progress: _Walk) -> tuple[Event, ...]:
    """The events of a blast stopped by an error: its squares so far and what they met (seq not set)."""
    moved = (Blasted(-1, name, origin, progress.at, progress.squares),) if progress.squares else ()
    return moved + progress.events


def _refuse(sailing: bool, rule: str, message: str, turn: int) -> None:
    """A sail that meets an obstacle is illegal; a blast just stops (returns)."""
    if sailing:
        raise violation(rule, message, turn)


def _step(
    progress: _Walk, name: str, direction: Direction, steps: int, sailing: bool, stop: Square | None
) -> _Walk | None:
    """One more square, or None when a blast stops short here."""
    state, board, turn = progress.state, progress.state.board, progress.state.turn
    ahead = board.step(progress.at, direction, wrap=not sailing)
    if ahead is None:
        raise violation("RIG-SAIL-REACH", f"{name} cannot sail off the board.", turn)
    where = board.name_of(ahead)
    other = state.ship_on(ahead)
    if other is not None and other.name != name:
        _refuse(sailing, "RIG-SAIL-PATH", f"{name} cannot sail through or onto {other.name} on {where}.", turn)
        return None
    kind = board.kind(ahead)
    last = progress.squares + 1 == steps
    if kind is Kind.ISLAND:
        if ahead in state.chests and (last or not sailing):
            return progress.moved(name, ahead, done=True, claim=True)
        _refuse(sailing, "RIG-SAIL-PATH", f"{name} may stop on the island {where} only to claim chests there.", turn)
        return None
    if kind is Kind.MAELSTROM:
        return _maelstrom(progress, name, ahead, last, sailing, stop)
    if ahead in state.chests:
        return _chest(progress, name, ahead, direction, last, sailing)
    return progress.moved(name, ahead)


def _maelstrom(
    progress: _Walk, name: str, maelstrom: Square, last: bool, sailing: bool, stop: Square | None
) -> _Walk | None:
    """Enter a maelstrom: out at once on its exit, sinking a chest there (RIG-MAELSTROM).

    A sail that goes through names the exit as its stop square, never the maelstrom
    (RIGADOON.md, "What the record must say"): ``stop`` written as the maelstrom is
    RIG-MAELSTROM here, as the ship enters it."""
    state, board, turn = progress.state, progress.state.board, progress.state.turn
    exit_ = board.exit_of(maelstrom)
    assert exit_ is not None
    where = board.name_of(maelstrom)
    if not maelstrom_open(state, exit_, name):
        _refuse(sailing, "RIG-MAELSTROM", f"{name} cannot enter the maelstrom on {where}: its exit is blocked.", turn)
        return None
    if sailing and not last:
        raise violation("RIG-MAELSTROM", f"{name} stops at the exit of the maelstrom on {where}, never beyond.", turn)
    if sailing and stop == maelstrom:
        out = board.name_of(exit_)
        raise violation(
            "RIG-MAELSTROM",
            f"{name} went through the maelstrom on {where}: write its exit, {out}, as the stop square.",
            turn,
        )
    if progress.decision is not None:
        _check_finished(progress, turn)
    progress = progress.moved(name, maelstrom, Whirled(-1, name, maelstrom, exit_), done=True, met=True)
    for _ in range(state.chests_on(exit_)):
        island, choices = progress.choices.island(board, progress.state.available_islands(), turn)
        progress = attrs.evolve(progress, events=progress.events + (ChestSunk(-1, exit_, island),), choices=choices)
    return progress


def _chest(progress: _Walk, name: str, square: Square, direction: Direction, last: bool, sailing: bool) -> _Walk:
    """Meet or keep pushing the chest on ``square`` (RIG-CHEST)."""
    if progress.decision is None:
        chosen, written, choices = progress.choices.chest_decision()
        progress = attrs.evolve(progress, decision=chosen, written=written, pushes=0, choices=choices)
    decision = progress.decision
    assert decision is not None
    if isinstance(decision, Bump) or progress.pushes < decision.pushes:
        return _push(progress, name, square, direction, last, sailing)
    if isinstance(decision, Sink):
        return _sink(progress, name, square)
    return _aground(progress, name, square, sailing)


def _push(progress: _Walk, name: str, square: Square, direction: Direction, last: bool, sailing: bool) -> _Walk:
    """Push the chest on ``square`` one square further, or stop before a push that cannot happen."""
    state, turn, decision = progress.state, progress.state.turn, progress.decision
    assert decision is not None
    moves = push(state, square, direction)
    if moves is None:
        return _blocked(progress, name, square, last, sailing)
    if isinstance(decision, Bump) and decision.pushes == progress.pushes:
        written, where = spell(decision, state.board), state.board.name_of(square)
        raise violation("RIG-CHOICE", f"{written}, but {name} pushes the chest on {where} once more.", turn)
    return progress.moved(name, square, *moves, state=after(state, moves), pushes=progress.pushes + 1)


def _blocked(progress: _Walk, name: str, square: Square, last: bool, sailing: bool) -> _Walk:
    """The chest on ``square`` cannot be pushed: a decision that names that push is
    RIG-CHEST; a bump stops the blast before the chest (RIG-CHEST, RIG-BLAST).

    A sail whose stop square is that chest's gets there only by sinking or running
    aground on it: a bump that made every push it named (``bump0``, ``bump2``, a
    plain ``bump`` or the default) leaves that choice unstated, RIG-CHOICE (the
    verdict conventions of RIGADOON.md), as long as the record could have stated it."""
    state, turn, decision = progress.state, progress.state.turn, progress.decision
    assert decision is not None
    where, written = state.board.name_of(square), spell(decision, state.board)
    if isinstance(decision, Bump) and decision.pushes is None and progress.written and progress.pushes == 0:
        raise violation("RIG-CHEST", f"bump names at least one push, but the chest on {where} cannot be pushed.", turn)
    if not isinstance(decision, Bump) or (decision.pushes is not None and progress.pushes < decision.pushes):
        raise violation("RIG-CHEST", f"{written}, but the chest on {where} cannot be pushed {_again(progress)}.", turn)
    if sailing and last and _could_enter(state, name, square, sailing):
        if not progress.written:
            raise violation(
                "RIG-CHOICE", f"{name} stops on the chest on {where} only if the record says sink or aground.", turn
            )
        entering = Sink(progress.pushes) if state.board.kind(square) is Kind.WATER else Aground(progress.pushes)
        needed = spell(entering, state.board)
        raise violation(
            "RIG-CHOICE", f"{written}, but {name} stops on the chest on {where} only if the record says {needed}.", turn
        )
    if sailing:
        raise violation("RIG-CHEST", f"The chest on {where} cannot be pushed, so {name} cannot pass it.", turn)
    choices = progress.choices.blocked() if progress.pushes == 0 and not progress.written else progress.choices
    return attrs.evolve(progress, choices=choices, done=True)


def _again(progress: _Walk) -> str:
    return "at all" if progress.pushes == 0 else "any further"


def _could_enter(state: State, name: str, square: Square, sailing: bool) -> bool:
    """Whether sinking or running aground on the chest on ``square`` is allowed."""
    ship = state.ship(name)
    assert ship is not None
    kind = state.board.kind(square)
    if kind is Kind.WATER:
        return bool(state.available_islands())
    return kind is Kind.SHALLOWS and (not sailing or ship.masts == MAX_MASTS)


def _decision(progress: _Walk) -> ChestDecision:
    """The decision of the meeting under way."""
    assert progress.decision is not None
    return progress.decision


def _sink(progress: _Walk, name: str, square: Square) -> _Walk:
    """Enter the chest's square and sink it (RIG-SINK): only in open water."""
    state, turn = progress.state, progress.state.turn
    where = state.board.name_of(square)
    if state.board.kind(square) is not Kind.WATER:
        written = spell(_decision(progress), state.board)
        raise violation(
            "RIG-CHEST", f"{written}, but the chest on {where} is in the shallows: it cannot be sunk.", turn
        )
    progress = progress.moved(name, square, done=True, met=True)
    available = progress.state.available_islands()
    if not available:
        raise violation("RIG-SINK", f"Every island holds a ship: the chest on {where} cannot be sunk.", turn)
    island, choices = progress.choices.island(state.board, available, turn)
    return attrs.evolve(progress, events=progress.events + (ChestSunk(-1, square, island),), choices=choices)


def _aground(progress: _Walk, name: str, square: Square, sailing: bool) -> _Walk:
    """Enter the chest's square and run aground on it (RIG-AGROUND): only in the shallows."""
    state, turn = progress.state, progress.state.turn
    where = state.board.name_of(square)
    if state.board.kind(square) is not Kind.SHALLOWS:
        written = spell(_decision(progress), state.board)
        raise violation(
            "RIG-AGROUND", f"{written}, but the chest on {where} is not in the shallows: no running aground.", turn
        )
    if not _could_enter(state, name, square, sailing):
        raise violation("RIG-AGROUND", f"{name} runs aground by its own sailing only with 3 masts.", turn)
    return progress.moved(name, square, RanAground(-1, name), done=True, met=True)


def _check_finished(progress: _Walk, turn: int) -> None:
    """A chest decision must be carried out in full (RIG-CHOICE)."""
    decision = progress.decision
    if decision is None or progress.done:
        return
    if isinstance(decision, Bump) and (decision.pushes is None or decision.pushes == progress.pushes):
        return
    written = spell(decision, progress.state.board)
    raise violation("RIG-CHOICE", f"The chest decision {written} cannot be carried out: the movement ends first.", turn)
