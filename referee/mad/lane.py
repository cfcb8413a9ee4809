"""The fast lane: runs of legal turns played without events or intermediate states.

:func:`referee.mad.rules.decide` and :func:`referee.mad.reducer.apply` turn every
turn into an event and a new :class:`~referee.mad.state.State`, and every broken
rule into a sentence. Checking an archive only needs to know that each turn is
legal and where the game ends, and the event and the state of every turn are
most of the cost. A :class:`Lane` starts from a state, plays on a scratch
board, and gives a state back only when asked.

A lane **accepts** a turn only when it is legal, judged by the same checks as
``decide`` (MAD-MOVE-STEP, MAD-MOVE-PATH, MAD-MOVE-ALLY, MAD-EXPEL, MAD-BONUS,
MAD-PERMUTE, MAD-ROTATE, MAD-END, MAD-TIEBREAK) and the written marks
(MGN-MARKER). It **declines** everything else, changing nothing: an illegal
turn, a pass, a movement in a positioning turn (MAD-POSITIONING), a turn after
the end (MGN-AFTER-END). The caller then plays that turn through ``decide``,
which names the rule it breaks. Declining is always safe; the tests check that
a lane accepts exactly what ``decide`` accepts and reaches the very state that
``apply`` reaches (tests/mad/test_lane.py).
"""

from __future__ import annotations

from admiralty.referee.mad.board import Square
from admiralty.referee.mad.events import Termination
from admiralty.referee.mad.movement import check_landing, check_step
from admiralty.referee.mad.rules import check_bonus
from admiralty.referee.mad.shifts import check_shift, next_places, shifted
from admiralty.referee.mad.ships import FLEETS, Ship, Side, ships_of
from admiralty.referee.mad.state import CORVETTES, Expulsion, State, ending
from admiralty.referee.mad.turns import Shift
from admiralty.referee.violation import AdmiraltyError

RED_CORVETTE, BLUE_CORVETTE = CORVETTES

Changes = tuple[tuple[Square | None, Ship | None], ...]
"""Squares a turn changed, each with the ship it held before (None: empty).

A shift lists its ships with their places before it, None for exile."""


class Lane:
    """A position being played turn after turn, fast (see the module's docstring).

    The lane is a scratch board: it keeps its squares in a list, and where
    each ship on the board stands, and changes both in place. States stay
    immutable; :meth:`state` gives one.

    >>> from admiralty.referee.mad.state import start
    >>> lane = Lane(start())
    >>> lane.move("211", None, 14, None, expels=False, ends=False)
    True
    >>> lane.move("211", None, 13, None, expels=False, ends=False)  # Blue's turn now
    False
    >>> lane.state().turn, lane.played
    (2, 1)
    """

    __slots__ = (
        "_first_movement",
        "_start",
        "_undo",
        "board",
        "expulsion",
        "last",
        "outcome",
        "quiet",
        "rules",
        "side",
        "squares",
        "turn",
        "where",
    )

    def __init__(self, state: State) -> None:
        self.rules = state.rules
        self.board = state.rules.board
        self.squares = list(state.squares)
        self.where = {ship: square for square, ship in enumerate(state.squares) if ship is not None}
        """The square of every ship on the board."""
        self.side = state.side
        self.turn = state.turn
        self.quiet = state.quiet
        self.last = state.last
        self.outcome = state.outcome
        self.expulsion = state.expulsion
        self._start = state
        self._first_movement = 3 if state.rules.positioning else 1
        """Turns 1 and 2 are positioning turns when that rule is on (MAD-POSITIONING)."""
        self._undo: tuple[Changes, int, Side | None, Expulsion | None] | None = None
        """How to take the last turn back: its changes and the counts before it."""

    def move(
        self, code: str, origin: Square | None, target: Square, bonus: Shift | None, expels: bool, ends: bool
    ) -> bool:
        """Play the movement of the side to move's ship ``code`` to ``target``, if it is legal.

        Args:
            code: the ship.
            origin: the written start square; None when the record left it out.
            target: the end square.
            bonus: the bonus shift written after the movement (MAD-BONUS), if any.
            expels: whether it was written with ``x`` rather than ``-``.
            ends: whether it was written with ``#``.

        Returns:
            True when the movement was played; False when it was declined.
        """
        side, squares, turn = self.side, self.squares, self.turn
        if self.outcome is not None or turn < self._first_movement:
            return False
        ship = FLEETS[side][code]
        at = self.where.get(ship)
        if at is None or (origin is not None and origin != at):
            return False
        try:
            check_step(self.board, squares, ship, at, target, turn)
            expelled = None if squares[target] is None else check_landing(self.board, squares, ship, target, turn)
            if bonus is not None:
                check_bonus(self.board, side, ship, at, target, expelled, bonus, turn)
        except AdmiraltyError:
            return False
        if expels != (expelled is not None):
            return False
        changes: Changes = ((at, ship), (target, expelled))
        if bonus is not None:
            changes = self._move_with_bonus(ship, at, target, bonus)
            if not changes:
                return False
        else:
            squares[at], squares[target] = None, ship
            self.where[ship] = target
            if expelled is not None:
                del self.where[expelled]
        expulsion = None if expelled is None else Expulsion(turn, side, code, expelled.code, target)
        return self._close(changes, expulsion, ends)

    def _move_with_bonus(self, ship: Ship, at: Square, target: Square, bonus: Shift) -> Changes:
        """Play a movement and its bonus shift (MAD-BONUS); nothing when the shift is illegal."""
        moved = list(self.squares)
        moved[at], moved[target] = None, ship
        try:
            check_shift(moved, self.side, bonus, self.turn)
        except AdmiraltyError:
            return ()
        after = shifted(tuple(moved), self.side, bonus.ships)
        changes = tuple((square, was) for square, was in enumerate(self.squares) if after[square] is not was)
        for square, _ in changes:
            self._place(after[square], square)
        for gone in set(self.where) - set(after):
            del self.where[gone]  # the expelled ship, and any the shift sends into exile
        return changes

    def shift(self, shift: Shift, ends: bool) -> bool:
        """Play a permutation or a rotation of the side to move, if it is legal; True when played."""
        if self.outcome is not None:
            return False
        try:
            check_shift(self.where, self.side, shift, self.turn)
        except AdmiraltyError:
            return False
        where, squares = self.where, self.squares
        ships = ships_of(self.side, shift.ships)
        places = list(map(where.get, ships))
        changes = tuple(zip(places, ships))
        for ship, place in zip(ships, next_places(places)):
            if place is None:
                del where[ship]
            else:
                squares[place] = ship
                where[ship] = place
        return self._close(changes, None, ends)

    def _place(self, ship: Ship | None, square: Square) -> None:
        self.squares[square] = ship
        if ship is not None:
            self.where[ship] = square

    def _close(self, changes: Changes, expulsion: Expulsion | None, ends: bool) -> bool:
        """Close the turn as the reducer does (MAD-END, MAD-TIEBREAK), or take it back
        when its written ``#`` is wrong (MGN-MARKER)."""
        quiet, last = (self.quiet + 1, self.last) if expulsion is None else (0, expulsion.side)
        where = self.where
        outcome = ending(RED_CORVETTE in where, BLUE_CORVETTE in where, self.rules, quiet, last)
        if ends and (outcome is None or outcome.termination is not Termination.CORVETTE):
            self._take_back(changes)
            return False
        self._undo = (changes, self.quiet, self.last, self.expulsion)
        self.quiet = quiet
        if expulsion is not None:
            self.last, self.expulsion = last, expulsion
        if outcome is not None:
            self.outcome = outcome
        self.side = self.side.other
        self.turn += 1
        return True

    def _take_back(self, changes: Changes) -> None:
        """Put back the squares a turn changed, and where the ships stand."""
        for square, ship in changes:
            if square is not None:
                self.squares[square] = ship
        self.where = {ship: square for square, ship in enumerate(self.squares) if ship is not None}

    @property
    def played(self) -> int:
        """How many turns the lane has played."""
        return self.turn - self._start.turn

    def state(self) -> State:
        """The state the lane has reached."""
        return State(
            self.rules,
            tuple(self.squares),
            self.side,
            self.turn,
            self.quiet,
            self.last,
            self._start.events + self.played,
            self.outcome,
            self.expulsion,
        )

    def before(self) -> State | None:
        """The state before the last turn the lane played, or None when it played none."""
        if self._undo is None:
            return None
        changes, quiet, last, expulsion = self._undo
        squares = list(self.squares)
        for square, ship in changes:
            if square is not None:
                squares[square] = ship
        return State(
            self.rules,
            tuple(squares),
            self.side.other,
            self.turn - 1,
            quiet,
            last,
            self._start.events + self.played - 1,
            None,
            expulsion,
        )
