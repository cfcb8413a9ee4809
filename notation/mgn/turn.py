"""MGN turn tokens: reading one against a position, and writing one.

:func:`parse_turn` resolves a token such as ``211-c4`` against the state it is
played in, as python-chess's ``Board.parse_san`` does; :func:`write_turn` gives a
turn's canonical token (``211c2-c4``). Both use the board to name squares.
"""

from __future__ import annotations

import re
from typing import Generic, TypeVar

import attrs

from admiralty.referee.mad import (
    SHIPS,
    Board,
    Movement,
    Pass,
    Permutation,
    Rotation,
    Shift,
    Square,
    State,
    Termination,
    Turn,
    apply,
    decide,
    is_ship_code,
    origin_of,
)
from admiralty.referee.mad.events import Event, Moved, Permuted, Rotated
from admiralty.referee.violation import violation

_SHIFT = r"(?P<{0}a>\d+)(?:<>(?P<{0}b>\d+)|>(?P<{0}c>\d+)>(?P<{0}d>\d+))"
_TURN = re.compile(
    r"(?:(?P<pass>--)"
    r"|(?P<ship>\d+)(?P<origin>[a-z]\d+)?(?P<marker>[-x])(?P<target>[a-z]\d+)"
    r"(?:\+" + _SHIFT.format("bonus") + ")?"
    r"|" + _SHIFT.format("shift") + r")(?P<end>#)?",
    re.ASCII,
)


def match_turn(text: str) -> re.Match[str] | None:
    """The parts of a turn token by the groups of its pattern (``ship``, ``origin``, ``marker``, ``target``,
    ``bonusa``.., ``shifta``.., ``pass``, ``end``), or None when it is no turn."""
    return _TURN.fullmatch(text)


@attrs.frozen
class WrittenMovement:
    """A movement as written, before a position resolves it: the FROM may be left out."""

    ship: str
    origin: Square | None
    target: Square
    bonus: Shift | None


T_co = TypeVar("T_co", bound=Turn | WrittenMovement, covariant=True)
"""What a written turn holds: ``Turn | WrittenMovement`` as read, ``Turn`` once parsed."""


@attrs.frozen
class WrittenTurn(Generic[T_co]):
    """A turn as the record wrote it, with the marks to check.

    Args:
        turn: the turn. :func:`read_turn` leaves a movement a
            :class:`WrittenMovement` (``WrittenTurn[Turn | WrittenMovement]``);
            :func:`parse_turn` resolves it into a
            :class:`~referee.mad.turns.Movement` against the position
            (``WrittenTurn[Turn]``).
        expels: True for ``x``, False for ``-``, None for a shift or a pass.
        ends: True when written with ``#``.
    """

    turn: T_co
    expels: bool | None
    ends: bool


def _column_error(rule: str, message: str, turn: int | None, offset: int) -> Exception:
    """A violation at character ``offset`` of the token: its 1-based column in the token's text."""
    error = violation(rule, message, None if rule == "MGN-SYNTAX" else turn)
    error.violation = attrs.evolve(error.violation, column=offset + 1)
    return error


def _ship(match: re.Match[str], group: str, turn: int | None) -> str:
    code = match[group]
    if not is_ship_code(code):
        raise _column_error(
            "MGN-SHIP",
            f"{code} is not a ship: a ship is 3 digits, each 1 or 2 (sails, cannons, shields).",
            turn,
            match.start(group),
        )
    return code


def _square(match: re.Match[str], group: str, board: Board, turn: int | None) -> int:
    square = board.parse_square(match[group])
    if square is None:
        raise _column_error("MGN-SQUARE", f"{match[group]} is off the {board.name} board.", turn, match.start(group))
    return square


def _shift(match: re.Match[str], prefix: str, turn: int | None) -> Shift:
    first = _ship(match, prefix + "a", turn)
    if match[prefix + "b"] is not None:
        return Permutation((first, _ship(match, prefix + "b", turn)))
    return Rotation((first, _ship(match, prefix + "c", turn), _ship(match, prefix + "d", turn)))


def read_turn(board: Board, text: str, turn: int | None = None) -> WrittenTurn[Turn | WrittenMovement]:
    """Read the turn token ``text`` on ``board``, before any position resolves it.

    What needs no position is checked here: the token's form, its ship codes
    and its squares. Columns of errors are 1-based columns in ``text``;
    ``turn`` is the turn number the errors carry.

    Raises:
        AdmiraltyError: MGN-SYNTAX, MGN-SHIP or MGN-SQUARE.

    >>> from admiralty.referee.mad import DEFAULT_BOARD
    >>> read_turn(DEFAULT_BOARD, "211-c4").turn
    WrittenMovement(ship='211', origin=None, target=14, bonus=None)
    """
    match = _TURN.fullmatch(text)
    if match is None:
        raise _column_error("MGN-SYNTAX", f"{text!r} is not a turn.", turn, 0)
    ends = match["end"] is not None
    if match["pass"]:
        return WrittenTurn(Pass(), None, ends)
    if match["ship"] is None:
        return WrittenTurn(_shift(match, "shift", turn), None, ends)
    code = _ship(match, "ship", turn)
    target = _square(match, "target", board, turn)
    bonus = None if match["bonusa"] is None else _shift(match, "bonus", turn)
    origin = None if match["origin"] is None else _square(match, "origin", board, turn)
    return WrittenTurn(WrittenMovement(code, origin, target, bonus), match["marker"] == "x", ends)


def _origin(state: State, movement: WrittenMovement) -> int:
    """The mover's square, checked against the written FROM (MGN-SHIP, MGN-FROM)."""
    code, written = movement.ship, movement.origin
    if written is not None:
        occupant = state.squares[written]
        if occupant is not None and occupant.side is not state.side and occupant.code == code:
            raise violation(
                "MGN-SHIP",
                f"{state.board.name_of(written)} holds {occupant.side.title}'s {code}, "
                f"but it is {state.side.title}'s turn.",
                state.turn,
            )
    origin = origin_of(state, code)
    if written is not None and written != origin:
        raise violation(
            "MGN-FROM",
            f"{code} is on {state.board.name_of(origin)}, not on {state.board.name_of(written)}.",
            state.turn,
        )
    return origin


def parse_turn(state: State, text: str) -> WrittenTurn[Turn]:
    """Resolve the turn token ``text`` in ``state``.

    Columns of errors are 1-based columns in ``text`` where known; the reader
    places them at the token's own column.

    Raises:
        AdmiraltyError: MGN-SYNTAX, MGN-SHIP, MGN-SQUARE, MGN-FROM, or
            MAD-MOVE-STEP for a ship in exile given as the mover.

    >>> from admiralty.referee.mad import start
    >>> parse_turn(start(), "211-c4").turn
    Movement(ship='211', origin=6, target=14, bonus=None)
    """
    written = read_turn(state.board, text, state.turn)
    movement = written.turn
    if not isinstance(movement, WrittenMovement):
        return WrittenTurn(movement, written.expels, written.ends)
    origin = _origin(state, movement)
    return WrittenTurn(Movement(movement.ship, origin, movement.target, movement.bonus), written.expels, written.ends)


def check_marks(written: WrittenTurn[Turn], event: Event, after: State) -> None:
    """Judge the written ``x``/``-`` and ``#`` against what the turn did (MGN-MARKER)."""
    if isinstance(event, Moved) and written.expels is not None and written.expels != (event.expelled is not None):
        wrong, right = ("x", "-") if written.expels else ("-", "x")
        did = "expels nothing" if written.expels else f"expels {event.expelled}"
        raise violation("MGN-MARKER", f"Written with {wrong} but the movement {did}: write {right}.", event.turn)
    ends = after.termination is Termination.CORVETTE
    if written.ends and not ends:
        raise violation("MGN-MARKER", "Written with # but this turn exiles no corvette.", after.turn - 1)


def _shift_text(shift: Shift) -> str:
    return "<>".join(shift.ships) if isinstance(shift, Permutation) else ">".join(shift.ships)


def write_turn(state: State, turn: Turn) -> str:
    """The canonical token of a legal ``turn`` in ``state``: FROM, marker and ``#`` given.

    Raises:
        AdmiraltyError: the turn is not legal in ``state``.

    >>> from admiralty.referee.mad import start, Movement
    >>> write_turn(start(), Movement("211", 6, 14))
    '211c2-c4'
    """
    (event,) = decide(state, turn)
    return write_event(state, event, apply(state, event))


def write_event(before: State, event: Event, after: State) -> str:
    """The canonical token of a turn event, given the states around it."""
    end = "#" if after.termination is Termination.CORVETTE and before.outcome is None else ""
    if isinstance(event, Permuted):
        return _shift_text(Permutation(event.ships)) + end
    if isinstance(event, Rotated):
        return _shift_text(Rotation(event.ships)) + end
    if not isinstance(event, Moved):
        return "--" + end
    return _movement_text(
        before.board, event.ship, event.origin, event.expelled is not None, event.target, event.bonus, end
    )


def _movement_text(
    board: Board, ship: str, origin: Square, expels: bool, target: Square, bonus: Shift | None, end: str
) -> str:
    marker = "x" if expels else "-"
    extra = "" if bonus is None else "+" + _shift_text(bonus)
    return f"{ship}{board.name_of(origin)}{marker}{board.name_of(target)}{extra}{end}"


def canonical_form(board: Board, written: WrittenTurn[Turn | WrittenMovement]) -> str | None:
    """The canonical token of a turn as read, with its marks as written; None
    for a movement whose FROM was left out, which only a position gives.

    >>> from admiralty.referee.mad import DEFAULT_BOARD
    >>> canonical_form(DEFAULT_BOARD, read_turn(DEFAULT_BOARD, "221<>112"))
    '112<>221'
    """
    end = "#" if written.ends else ""
    turn = written.turn
    if isinstance(turn, WrittenMovement | Movement):
        if turn.origin is None:
            return None
        return _movement_text(board, turn.ship, turn.origin, written.expels is True, turn.target, turn.bonus, end)
    if isinstance(turn, Pass):
        return "--" + end
    return _shift_text(turn) + end


def sketch(state: State, text: str) -> tuple[tuple[int, ...], tuple[int, int] | None]:
    """What a turn token points at, for drawing it even when it is illegal.

    Returns the squares of the ships it names that stand on the board, and the
    arrow of a movement (start, end) when both squares are on the board.
    """
    match = _TURN.fullmatch(text)
    if match is None or match["pass"]:
        return (), None
    names = [match[g] for g in ("ship", "bonusa", "bonusb", "bonusc", "bonusd", "shifta", "shiftb", "shiftc", "shiftd")]
    ships = [state.where(SHIPS[state.side, code]) for code in names if code and is_ship_code(code)]
    marked = tuple(square for square in ships if square is not None)
    if match["ship"] is None:
        return marked, None
    origin = state.board.parse_square(match["origin"]) if match["origin"] else (marked[0] if marked else None)
    target = state.board.parse_square(match["target"])
    return marked, None if origin is None or target is None else (origin, target)
