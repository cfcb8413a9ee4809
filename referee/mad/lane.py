"""The fast lane: runs of legal turns played without events or intermediate states.

:func:`referee.mad.rules.decide` and :func:`referee.mad.reducer.apply` turn every
turn into an event and a new :class:`~referee.mad.state.State`, and every broken
rule into a sentence. Checking an archive only needs to know that each turn is
legal and where the game ends, and the event and the state of every turn are
most of the cost. A :class:`Lane` starts from a state, keeps the position as
plain values while it plays, and gives a state back only when asked.

A lane **accepts** a turn only when it is legal, judged by the same checks as
``decide`` (MAD-MOVE-STEP, MAD-MOVE-PATH, MAD-MOVE-ALLY, MAD-EXPEL, MAD-BONUS,
MAD-PERMUTE, MAD-ROTATE) and the written marks (MGN-MARKER). It **declines**
everything else, changing nothing: an illegal turn, a pass, a movement in a
positioning turn (MAD-POSITIONING), a turn after the end (MGN-AFTER-END). The caller then plays
that turn through ``decide``, which names the rule it breaks. Declining is
always safe; the tests check that a lane accepts exactly what ``decide``
accepts and reaches the very state that ``apply`` reaches.
"""

from __future__ import annotations

from referee.mad.board import Square
from referee.mad.events import Termination
from referee.mad.movement import check_landing, check_step
from referee.mad.rules import check_bonus
from referee.mad.ships import FLEETS, Ship, Side
from referee.mad.shifts import check_shift, shifted
from referee.mad.state import Expulsion, State, outcome_of
from referee.mad.turns import Shift
from referee.violation import AdmiraltyError

Squares = tuple[Ship | None, ...]


class Lane:
    """A position being played turn after turn, fast (see the module's docstring).

    >>> from referee.mad.state import start
    >>> lane = Lane(start())
    >>> lane.move("211", None, 14, None, expels=False, ends=False)
    True
    >>> lane.move("211", None, 13, None, expels=False, ends=False)  # Blue's turn now
    False
    >>> lane.state().turn, lane.played
    (2, 1)
    """

    __slots__ = (
        "rules", "board", "squares", "side", "turn", "quiet", "last", "outcome", "expulsion", "_start", "_first_movement",
        "_previous",
    )

    def __init__(self, state: State) -> None:
        self.rules = state.rules
        self.board = state.rules.board
        self.squares = state.squares
        self.side = state.side
        self.turn = state.turn
        self.quiet = state.quiet
        self.last = state.last
        self.outcome = state.outcome
        self.expulsion = state.expulsion
        self._start = state
        self._first_movement = 3 if state.rules.positioning else 1
        """Turns 1 and 2 are positioning turns when that rule is on (MAD-POSITIONING)."""
        self._previous: tuple[Squares, int, Side | None, Expulsion | None] | None = None

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
        board = self.board
        try:
            at = squares.index(ship)  # ValueError: the ship is in exile
            if origin is not None and origin != at:
                return False
            check_step(board, squares, ship, at, target, turn)
            expelled = check_landing(board, squares, ship, target, turn)
            after = list(squares)
            after[at], after[target] = None, ship
            squares = tuple(after)
            if bonus is not None:
                check_bonus(board, side, ship, at, target, expelled, bonus, turn)
                check_shift(squares, side, bonus, turn)
                squares = shifted(squares, side, bonus.ships)
        except (ValueError, AdmiraltyError):
            return False
        if expels != (expelled is not None):
            return False
        expulsion = None if expelled is None else Expulsion(turn, side, code, expelled.code, target)
        return self._advance(squares, expulsion, ends)

    def shift(self, shift: Shift, ends: bool) -> bool:
        """Play a permutation or a rotation of the side to move, if it is legal; True when played."""
        if self.outcome is not None:
            return False
        try:
            check_shift(self.squares, self.side, shift, self.turn)
        except AdmiraltyError:
            return False
        return self._advance(shifted(self.squares, self.side, shift.ships), None, ends)

    def _advance(self, squares: Squares, expulsion: Expulsion | None, ends: bool) -> bool:
        """Close the turn as the reducer does (MAD-END, MAD-TIEBREAK), unless a
        written ``#`` is wrong (MGN-MARKER)."""
        if expulsion is None:
            quiet, last, latest = self.quiet + 1, self.last, self.expulsion
        else:
            quiet, last, latest = 0, expulsion.side, expulsion
        outcome = outcome_of(squares, self.rules, quiet, last)
        if ends and (outcome is None or outcome.termination is not Termination.CORVETTE):
            return False
        self._previous = (self.squares, self.quiet, self.last, self.expulsion)
        self.squares = squares
        self.quiet = quiet
        self.last = last
        self.expulsion = latest
        self.outcome = outcome
        self.side = self.side.other
        self.turn += 1
        return True

    @property
    def played(self) -> int:
        """How many turns the lane has played."""
        return self.turn - self._start.turn

    def state(self) -> State:
        """The state the lane has reached."""
        return State(
            self.rules, self.squares, self.side, self.turn, self.quiet, self.last, self._start.events + self.played,
            self.outcome, self.expulsion,
        )

    def before(self) -> State | None:
        """The state before the last turn the lane played, or None when it played none."""
        if self._previous is None:
            return None
        squares, quiet, last, expulsion = self._previous
        return State(
            self.rules, squares, self.side.other, self.turn - 1, quiet, last, self._start.events + self.played - 1,
            None, expulsion,
        )
