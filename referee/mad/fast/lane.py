"""The fast lane: runs of legal turns played without events or intermediate states.

:func:`referee.mad.rules.decide` and :func:`referee.mad.reducer.apply` turn every
turn into an event and a new :class:`~referee.mad.state.State`, and every broken
rule into a sentence. Checking an archive only needs to know that each turn is
legal and where the game ends, and the event and the state of every turn are
most of the cost. A :class:`Lane` starts from a state, plays on a scratch
board, and gives a state back only when asked.

A turn reaches the lane as a :class:`Play`, made once (:func:`movement`,
:func:`shift`) with what needs no position already worked out (the ships of
both sides, the path between two squares, whether a shift has the shape of
one), so that a reader can keep the play of each turn token it has read and
play a whole line of them at once (:meth:`Lane.play`).

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

from collections.abc import Sequence
from typing import NamedTuple

from admiralty.referee.mad.board import Board, Square
from admiralty.referee.mad.events import Termination
from admiralty.referee.mad.rules import check_bonus
from admiralty.referee.mad.shifts import check_shift
from admiralty.referee.mad.ships import FLEETS, Ship, Side, ships_of
from admiralty.referee.mad.state import CORVETTES, Expulsion, State, ending
from admiralty.referee.mad.turns import Shift
from admiralty.referee.violation import AdmiraltyError

RED_CORVETTE, BLUE_CORVETTE = CORVETTES
_NEVER = 2**63
"""A count of turns without expulsion no game reaches: the tie-break of a game without one."""
_SIDES = (Side.RED, Side.BLUE)
"""The side to move, by the lane's index of it (0 for Red)."""


Expelling = Expulsion | tuple[int, Side, str, str, Square] | None
"""The last expulsion as the lane keeps it while it plays: its fields in a tuple (making one costs more)."""


def _expulsion(made: Expelling) -> Expulsion | None:
    """The last expulsion, from its fields if the lane kept them in a tuple."""
    return Expulsion(*made) if isinstance(made, tuple) else made


Changes = tuple[tuple[Square | None, Ship | None], ...]
"""Squares a turn changed, each with the ship it held before (None: empty).

A shift lists its ships with their places before it, None for exile."""

# A play is a NamedTuple rather than an attrs class: the lane unpacks one per
# turn, and unpacking a tuple is the cheapest way to read all its fields.


class MovementPlay(NamedTuple):
    """A movement ready for the lane (:func:`movement`).

    Args:
        ships: the moving ship of each side, Red's then Blue's.
        origin: the written start square; None when the record left it out.
        target: the end square.
        middles: with ``origin``, what a legal path from it needs: () for a
            step to a neighbour, the middle squares one of which must be free
            for a 2-square movement of a ship with 2 sails (MAD-MOVE-PATH).
        bonus: the bonus shift written after the movement (MAD-BONUS), if any.
        expels: whether it was written with ``x`` rather than ``-``.
        ends: whether it was written with ``#``.
    """

    ships: tuple[Ship, Ship]
    origin: Square | None
    target: Square
    middles: tuple[Square, ...]
    bonus: Shift | None
    expels: bool
    ends: bool


class ShiftPlay(NamedTuple):
    """A permutation or a rotation of the shape of one, ready for the lane (:func:`shift`).

    Args:
        ships: the ships of each side in the shift's order, Red's then Blue's.
        ends: whether it was written with ``#``.
    """

    ships: tuple[tuple[Ship, ...], tuple[Ship, ...]]
    ends: bool


Play = MovementPlay | ShiftPlay

Previous = tuple[tuple[Ship | None, ...], Side, int, int, Side | None, Expulsion | None, Sequence[Play]]
"""Where a call of :meth:`Lane.play` started (squares, side to move, turn, quiet count, last to expel, last
expulsion), and the turns it played but the last: :meth:`Lane.before` plays them again from there."""


def _path(board: Board, code: str, origin: Square, target: Square) -> tuple[Square, ...] | None:
    """What a movement of ``code`` from ``origin`` to ``target`` needs (:attr:`MovementPlay.middles`);
    None when no position makes it legal (MAD-MOVE-STEP, MAD-MOVE-PATH)."""
    middles = board.paths[origin].get(target)
    if middles == () or (middles and code[0] == "2"):  # the first digit: sails
        return middles
    return None


def movement(
    board: Board, code: str, origin: Square | None, target: Square, bonus: Shift | None, expels: bool, ends: bool
) -> MovementPlay | None:
    """The play of the movement of ship ``code`` (its fields: :class:`MovementPlay`);
    None when it breaks a rule in every position (a path no ship of its sails makes)."""
    middles = () if origin is None else _path(board, code, origin, target)
    if middles is None:
        return None
    ships = (FLEETS[Side.RED][code], FLEETS[Side.BLUE][code])
    return MovementPlay(ships, origin, target, middles, bonus, expels, ends)


def shift(turn: Shift, ends: bool) -> ShiftPlay | None:
    """The play of a permutation or rotation written with ``#`` or not (``ends``);
    None when it is not the shape of one (MAD-PERMUTE, MAD-ROTATE): two ships
    that are no complementary pair, three that are no rotation pool."""
    everyone = FLEETS[Side.RED].values()
    try:
        check_shift(everyone, Side.RED, turn, 0)
    except AdmiraltyError:
        return None
    return ShiftPlay((ships_of(Side.RED, turn.ships), ships_of(Side.BLUE, turn.ships)), ends)


class Lane:
    """A position being played turn after turn, fast (see the module's docstring).

    The lane is a scratch board: it keeps its squares in a list, and where
    each ship on the board stands, and changes both in place. States stay immutable; :meth:`state` gives one.

    >>> from admiralty.referee.mad.state import start
    >>> lane, board = Lane(start()), start().board
    >>> lane.play([movement(board, "211", None, 14, None, expels=False, ends=False)])
    1
    >>> lane.play([movement(board, "211", None, 13, None, expels=False, ends=False)])  # Blue's 211
    0
    >>> lane.state().turn, lane.played
    (2, 1)
    """

    __slots__ = (
        "_first_movement",
        "_previous",
        "_start",
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
        self._previous: Previous | None = None
        """Where the last call of :meth:`play` that played a turn started, and the turns it played but the last."""

    def play(self, plays: Sequence[Play]) -> int:
        """Play ``plays`` in order, each by the side to move, while they are legal.

        The work of every turn is done here in one loop, on local names (a
        call per turn would cost as much as the turn): the checks of
        :func:`referee.mad.movement.check_step` and ``check_landing``
        (MAD-MOVE-STEP, MAD-MOVE-PATH, MAD-MOVE-ALLY, MAD-EXPEL), of
        :func:`referee.mad.shifts.check_shift` once the shape is known
        (MAD-PERMUTE, MAD-ROTATE: ships on the board), and the end of the turn
        as the reducer closes it (MAD-END, MAD-TIEBREAK), with the written
        ``x``, ``-`` and ``#`` (MGN-MARKER). A bonus move (MAD-BONUS), rare, is
        judged by the referee's own checks. A corvette leaves the board only
        by being expelled or shifted into exile, so the end is looked for only
        then, or when the count of turns without expulsion reaches the tie-break.

        Nothing is kept per turn to take it back: :meth:`before` plays the turns again but the last.

        Returns:
            How many were played; the first one not played was declined.
        """
        rules, squares, where, paths = self.rules, self.squares, self.where, self.board.paths
        turn, quiet, last, outcome = self.turn, self.quiet, self.last, self.outcome
        started = (tuple(squares), self.side, turn, quiet, last, self.expulsion)
        expulsion: Expelling = self.expulsion
        first_turn = turn
        blue = int(self.side is Side.BLUE)  # the side to move's index in a play's ships (a bool indexes slowly)
        tiebreak = rules.tiebreak or _NEVER
        if outcome is not None:
            return 0  # MGN-AFTER-END
        changes: Changes = ()
        if turn < self._first_movement:  # MAD-POSITIONING: no movement before it
            plays = list(plays)
            movements = [type(play) is MovementPlay for play in plays[: self._first_movement - turn]]
            plays = plays[: movements.index(True)] if True in movements else plays
        for play in plays:
            if type(play) is MovementPlay:  # type() is: cheaper than isinstance, which a ShiftPlay fails slowly
                movers, origin, target, middles, bonus, expels, ends = play
                ship = movers[blue]
                if origin is None:
                    at = where.get(ship)
                    if at is None:
                        break
                    path = paths[at].get(target)
                    if path is None or (path and ship.sails == 1):
                        break
                    middles = path
                elif squares[origin] is not ship:
                    break
                else:
                    at = origin
                if middles:
                    for middle in middles:  # a plain loop: any() over a generator costs a frame per turn
                        if squares[middle] is None:
                            break
                    else:
                        break
                expelled = squares[target]
                if expelled is None:
                    if expels:
                        break
                elif expelled.side is ship.side or ship.cannons < expelled.shields or not expels:
                    break
                if bonus is None:
                    squares[at], squares[target] = None, ship
                    where[ship] = target
                    if expelled is None:
                        lost = False
                    else:
                        del where[expelled]
                        lost = expelled is RED_CORVETTE or expelled is BLUE_CORVETTE
                else:
                    changes = self._move_with_bonus(ship, at, target, expelled, bonus, turn)
                    if not changes:
                        break
                    lost = RED_CORVETTE not in where or BLUE_CORVETTE not in where
            else:
                fleets, ends = play  # type: ignore[misc]  # a ShiftPlay: mypy narrows no else of type() is
                ships = fleets[blue]
                expelled, lost = None, False
                # Each ship takes the next one's place, the last the first's; written out for two and three
                # ships, on the board or one in exile (a call or a loop per shift costs as much as the turn).
                if len(ships) == 2:
                    one, two = ships
                    at, to = where.get(one), where.get(two)
                    if at is not None and to is not None:
                        squares[at], squares[to] = two, one
                        where[one], where[two] = to, at
                    elif to is not None:  # one comes back from exile, two goes
                        squares[to] = one
                        where[one] = to
                        del where[two]
                        lost = two is RED_CORVETTE or two is BLUE_CORVETTE
                    elif at is not None:  # two comes back from exile, one goes
                        squares[at] = two
                        where[two] = at
                        del where[one]
                        lost = one is RED_CORVETTE or one is BLUE_CORVETTE
                    else:
                        break  # MAD-PERMUTE: one of the two on the board
                    changes = ((at, one), (to, two))
                else:
                    one, two, three = ships
                    at, to, third = where.get(one), where.get(two), where.get(three)
                    changes = ((at, one), (to, two), (third, three))
                    if at is not None and to is not None and third is not None:
                        squares[at], squares[to], squares[third] = three, one, two
                        where[one], where[two], where[three] = to, third, at
                    elif to is not None and third is not None:  # one comes back, three goes
                        squares[to], squares[third] = one, two
                        where[one], where[two] = to, third
                        del where[three]
                        lost = three is RED_CORVETTE or three is BLUE_CORVETTE
                    elif at is not None and third is not None:  # two comes back, one goes
                        squares[third], squares[at] = two, three
                        where[two], where[three] = third, at
                        del where[one]
                        lost = one is RED_CORVETTE or one is BLUE_CORVETTE
                    elif at is not None and to is not None:  # three comes back, two goes
                        squares[at], squares[to] = three, one
                        where[three], where[one] = at, to
                        del where[two]
                        lost = two is RED_CORVETTE or two is BLUE_CORVETTE
                    else:
                        break  # MAD-ROTATE: two of the three on the board
            if expelled is None:
                quiet += 1
            else:
                counts = (quiet, last, expulsion)  # to take the turn back
                expulsion = (turn, ship.side, ship.code, expelled.code, target)  # made an Expulsion at the end
                quiet, last = 0, ship.side
            blue ^= 1
            turn += 1
            # The end of the turn, as the reducer closes it (MAD-END, MAD-TIEBREAK): after an expulsion the
            # count is 0, under any tie-break.
            if lost or quiet >= tiebreak:
                outcome = ending(RED_CORVETTE in where, BLUE_CORVETTE in where, rules, quiet, last)
                if outcome is not None and (outcome.termination is Termination.CORVETTE or not ends):
                    break  # the game is over: no turn after this one
            if ends:  # MGN-MARKER: # written, and this turn exiles no corvette: it is taken back
                outcome = None
                moved = type(play) is MovementPlay and bonus is None
                self._take_back(((at, ship), (target, expelled)) if moved else changes)
                blue ^= 1
                turn -= 1
                quiet, last, expulsion = (quiet - 1, last, expulsion) if expelled is None else counts
                break
        count = turn - first_turn
        if count:
            self._previous = (*started, plays[: count - 1])
            self.side, self.turn, self.quiet, self.last = _SIDES[blue], turn, quiet, last
            self.outcome, self.expulsion = outcome, _expulsion(expulsion)
        return count

    def _move_with_bonus(
        self, ship: Ship, at: Square, target: Square, expelled: Ship | None, bonus: Shift, turn: int
    ) -> Changes:
        """Play a movement and its bonus shift (MAD-BONUS); nothing when the bonus is not legal."""
        side, squares, where = ship.side, self.squares, self.where
        try:
            check_bonus(self.board, side, ship, at, target, expelled, bonus, turn)
            check_shift(where, side, bonus, turn)  # the mover is on the board before its movement as after it
        except AdmiraltyError:
            return ()
        squares[at], squares[target] = None, ship
        where[ship] = target
        if expelled is not None:
            del where[expelled]
        # Each ship of the shift takes the next one's place, the last the first's; at most one is in exile.
        ships = ships_of(side, bonus.ships)
        places = list(map(where.get, ships))
        for shifted, place in zip(ships, places[1:] + places[:1]):
            if place is None:
                del where[shifted]
            else:
                squares[place] = shifted
                where[shifted] = place
        # What the squares held before the turn: the movement's squares last, as the target held the
        # expelled ship (or nothing) before the mover the shift found there.
        return (*zip(places, ships), (at, ship), (target, expelled))

    def _take_back(self, changes: Changes) -> None:
        """Put back the squares a turn changed, and where the ships stand."""
        for square, ship in changes:
            if square is not None:
                self.squares[square] = ship
        self._locate()

    def _locate(self) -> None:
        """Where the ships stand, found again from the squares."""
        self.where.clear()
        self.where.update((ship, square) for square, ship in enumerate(self.squares) if ship is not None)

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
        if self._previous is None:
            return None
        squares, side, turn, quiet, last, expulsion, plays = self._previous
        events = self._start.events + turn - self._start.turn
        lane = Lane(State(self.rules, squares, side, turn, quiet, last, events, None, expulsion))
        lane.play(plays)
        return lane.state()
