"""The immutable state of a MAD game, and how a game ends (MAD-END, MAD-TIEBREAK).

A state is what the fold of a game's events gives. Nothing changes a state in
place: :func:`referee.mad.reducer.apply` returns a new one.
"""

from __future__ import annotations

import attrs

from admiralty.referee.mad.board import DEFAULT_BOARD, Board, Square
from admiralty.referee.mad.events import Termination
from admiralty.referee.mad.ships import CORVETTE, FLEETS, SHIPS, Ship, Side

DEFAULT_TIEBREAK = 40
"""Consecutive turns without an expulsion that stop an official game."""


@attrs.frozen
class Rules:
    """The rule options of one game (MGN tags Board, Positioning, TieBreak).

    Args:
        board: the board and its standard start.
        positioning: whether turns 1 and 2 are positioning turns (MAD-POSITIONING).
        tiebreak: turns without expulsion that stop the game; 0 switches it off.
    """

    board: Board = DEFAULT_BOARD
    positioning: bool = False
    tiebreak: int = DEFAULT_TIEBREAK


@attrs.frozen
class Outcome:
    """How a finished game ended: the winner and why.

    A win by tie-break (turns or agreement) is a semi-victory (MAD-TIEBREAK).
    """

    winner: Side
    termination: Termination

    @property
    def result(self) -> str:
        """The MGN Result value: ``red``, ``blue``, ``red/tb`` or ``blue/tb``."""
        semi = "" if self.termination is Termination.CORVETTE else "/tb"
        return self.winner.name.lower() + semi


@attrs.frozen
class Expulsion:
    """The last expulsion of the game: who expelled whom, on which turn."""

    turn: int
    side: Side
    ship: str
    victim: str
    square: Square


@attrs.frozen
class State:
    """A MAD position with everything the rules need to go on.

    Args:
        rules: the game's rule options.
        squares: the ship on every square (None when empty), by square number.
        side: the side to move.
        turn: the number of the next turn, from 1 (odd for Red).
        quiet: turns played since the last expulsion (MAD-TIEBREAK).
        last: the side that made the last expulsion, if any.
        events: how many events of the log made this state.
        outcome: how the game ended, or None while it runs.
        expulsion: the last expulsion of this log, for adjudication reports.
    """

    rules: Rules
    squares: tuple[Ship | None, ...]
    side: Side = Side.RED
    turn: int = 1
    quiet: int = 0
    last: Side | None = None
    events: int = 0
    outcome: Outcome | None = None
    expulsion: Expulsion | None = None

    @property
    def board(self) -> Board:
        return self.rules.board

    def where(self, ship: Ship) -> Square | None:
        """The square of ``ship``, or None when it is in exile."""
        try:
            return self.squares.index(ship)
        except ValueError:
            return None

    def exiles(self, side: Side) -> tuple[Ship, ...]:
        """The ships of ``side`` in exile, by code."""
        return tuple(ship for ship in _fleet(side) if ship not in self.squares)

    @property
    def positioning_turn(self) -> bool:
        """True when the next turn is a positioning turn (MAD-POSITIONING)."""
        return self.rules.positioning and self.turn <= 2

    @property
    def result(self) -> str:
        """The MGN Result value the turns produced; ``*`` while the game runs."""
        return "*" if self.outcome is None else self.outcome.result

    @property
    def termination(self) -> Termination:
        return Termination.UNFINISHED if self.outcome is None else self.outcome.termination


def _fleet(side: Side) -> tuple[Ship, ...]:
    return _FLEETS[side]


_FLEETS = {side: tuple(FLEETS[side].values()) for side in Side}
"""Each side's ships by code, made once (the viewer lists both sides' exiles after every turn)."""


def tiebreak_winner(last: Side | None) -> Side:
    """The side that made the last expulsion, or Blue when there was none."""
    return Side.BLUE if last is None else last


_RED_CORVETTE, _BLUE_CORVETTE = CORVETTES = SHIPS[Side.RED, CORVETTE], SHIPS[Side.BLUE, CORVETTE]
_RED_WINS, _BLUE_WINS = Outcome(Side.RED, Termination.CORVETTE), Outcome(Side.BLUE, Termination.CORVETTE)


def outcome_of(squares: tuple[Ship | None, ...], rules: Rules, quiet: int, last: Side | None) -> Outcome | None:
    """The game's end, if it has come (MAD-END, then MAD-TIEBREAK).

    A corvette in exile ends the game and wins it for the other side; that end
    stands even on the turn that reaches the tie-break count.
    """
    return ending(_RED_CORVETTE in squares, _BLUE_CORVETTE in squares, rules, quiet, last)


def ending(red_corvette: bool, blue_corvette: bool, rules: Rules, quiet: int, last: Side | None) -> Outcome | None:
    """:func:`outcome_of`, told whether each side's corvette is on the board."""
    if not red_corvette:
        return _BLUE_WINS
    if not blue_corvette:
        return _RED_WINS
    if rules.tiebreak and quiet >= rules.tiebreak:
        return Outcome(tiebreak_winner(last), Termination.TURNS)
    return None


def start(rules: Rules = Rules()) -> State:
    """The standard starting state of a board.

    >>> start().turn, start().side
    (1, <Side.RED: 'r'>)
    """
    return State(rules, rules.board.start)


def position(
    rules: Rules,
    squares: tuple[Ship | None, ...],
    side: Side,
    turn: int,
    quiet: int,
    last: Side | None,
) -> State:
    """A state set up from a position (the MGN SetUp tag), ended if it must be."""
    outcome = outcome_of(squares, rules, quiet, last)
    return State(rules, squares, side, turn, quiet, last, 0, outcome)
