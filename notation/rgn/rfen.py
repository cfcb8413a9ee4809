"""RFEN, the one-line Rigadoon position format (specs/rigadoon.md, "RFEN").

``B1d1/3,...,G4a4/3 e4,d5,f5,e6 N NE,E,SE,S,SW,W,NW B 1 - *`` is the default
start with Blue to sail first and wind N: ships, chests, wind, deck (or ``die``),
active fleet, turn, wind flag, result. Errors are ``RFEN-SYNTAX`` (the text) and
``RFEN-POSITION`` (a position the referee cannot hold).
"""

from __future__ import annotations

import re

from admiralty.notation.limits import DEFAULT, whole_number
from admiralty.notation.rgn.data import WIND_TABLE
from admiralty.referee.rigadoon.board import FLEET_SHIPS, Board, Kind
from admiralty.referee.rigadoon.state import Fleet, Outcome, Reason, Ship, State
from admiralty.referee.rigadoon.wind import Direction, WindTable
from admiralty.referee.violation import violation

_SHIP = re.compile(r"^([BG][1-4])([a-z][1-9][0-9]?)/([0-3])([*!+]*)$")
_FLAGS = (("*", "acted"), ("!", "grounded"), ("+", "second_sail"))
_WIND_FLAGS = {"-": (False, False), "w": (True, False), "W": (True, True)}


def _syntax(message: str) -> Exception:
    return violation("RFEN-SYNTAX", message)


def _position(message: str) -> Exception:
    return violation("RFEN-POSITION", message)


def _square(board: Board, name: str) -> int:
    square = board.parse_square(name)
    if square is None:
        raise _syntax(f"{name} is not a square of the board.")
    return square


def _direction(name: str) -> Direction:
    if name not in Direction.__members__:
        raise _syntax(f"{name} is not a wind direction.")
    return Direction[name]


def _ship(board: Board, token: str) -> Ship:
    match = _SHIP.match(token)
    if match is None:
        raise _syntax(f"{token} is not a ship: a ship is written like B1d1/3 or G2e5/0*.")
    name, square, masts, flags = match.groups()
    if len(set(flags)) != len(flags) or flags != "".join(f for f, _ in _FLAGS if f in flags):
        raise _syntax(f"The flags of {token} must be among *, !, + once each, in that order.")
    marks = {field: mark in flags for mark, field in _FLAGS}
    return Ship(name, _square(board, square), int(masts), **marks)


def _result(text: str) -> Outcome | None:
    if text == "*":
        return None
    fleet, _, reason = text.partition(":")
    if fleet not in ("B", "G") or reason not in {r.value for r in Reason}:
        raise _syntax(f"{text} is not a result: one of *, B:islands, G:loop ...")
    return Outcome(Fleet(fleet), Reason(reason))


def _check(state: State) -> None:
    board = state.board
    squares = [ship.square for ship in state.ships]
    if len(set(squares)) != len(squares):
        raise _position("Two ships are on one square.")
    for ship in state.ships:
        if board.kind(ship.square) is Kind.MAELSTROM:
            raise _position(f"{ship.name} is on a maelstrom.")
        if board.kind(ship.square) is Kind.ISLAND and ship.square not in state.chests:
            raise _position(f"{ship.name} is on an island without chests.")
    for square in state.chests:
        kind = board.kind(square)
        if kind is Kind.MAELSTROM or (kind is not Kind.ISLAND and state.chests_on(square) > 1):
            raise _position(f"The chests on {board.name_of(square)} cannot be there.")
    if state.deck is not None and (not state.deck or state.wind in state.deck):
        raise _position("The deck holds neither the face-up card nor nothing.")


def parse_rfen(text: str, board: Board, table: WindTable = WIND_TABLE, checked: bool = True) -> State:
    """The state written by an RFEN line on ``board``; ``checked=False`` skips the checks of a position a turn
    can stand in (RFEN-POSITION), for a position in the middle of a maneuver (a ship on a maelstrom before it
    is whirled away), which the viewer draws event by event.

    Raises:
        AdmiraltyError: RFEN-SYNTAX or RFEN-POSITION.

    >>> from admiralty.notation.rgn.data import DEFAULT_BOARD
    >>> state = parse_rfen("B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/2* e4,d5,f5,e6 N die G 3 w *", DEFAULT_BOARD)
    >>> state.fleet, state.ship("G4").masts, state.ship("G4").acted, state.deck
    (<Fleet.GREEN: 'G'>, 2, True, None)
    """
    fields = text.split()
    if len(fields) != 8:
        raise _syntax(f"An RFEN line has 8 fields, not {len(fields)}.")
    ships_text, chests_text, wind, source, fleet, turn, flag, result = fields
    ships = tuple(sorted((_ship(board, token) for token in ships_text.split(",")), key=lambda s: s.name))
    if tuple(ship.name for ship in ships) != FLEET_SHIPS:
        raise _syntax(f"The ships field names each of {', '.join(FLEET_SHIPS)} once.")
    chests = () if chests_text == "-" else tuple(sorted(_square(board, name) for name in chests_text.split(",")))
    deck = None if source == "die" else frozenset(_direction(name) for name in source.split(","))
    if deck is not None and not deck <= set(table.cards):
        raise _position("The deck holds a card that is not in the wind card set.")
    number = whole_number(turn)
    if fleet not in ("B", "G") or number is None or number < 1 or flag not in _WIND_FLAGS:
        raise _syntax(
            f"Expected the fleet B or G, the turn, a number from 1 of at most {DEFAULT.digits} ASCII digits,"
            " and the wind flag -, w or W."
        )
    changed, last = _WIND_FLAGS[flag]
    state = State(
        board, table, ships, chests, _direction(wind), deck, Fleet(fleet), number, changed, last, _result(result)
    )
    if checked:
        _check(state)
    return state


def _write_ship(state: State, ship: Ship) -> str:
    flags = "".join(mark for mark, field in _FLAGS if getattr(ship, field))
    return f"{ship.name}{state.board.name_of(ship.square)}/{ship.masts}{flags}"


def write_rfen(state: State) -> str:
    """The RFEN line of ``state`` (the inverse of :func:`parse_rfen`).

    >>> from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE
    >>> from admiralty.referee.rigadoon.state import Fleet, start
    >>> from admiralty.referee.rigadoon.wind import Direction
    >>> write_rfen(start(DEFAULT_BOARD, WIND_TABLE, Fleet.GREEN, Direction.S, die=True))
    'B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4,d5,f5,e6 S die G 1 - *'
    """
    name = state.board.name_of
    ships = ",".join(_write_ship(state, ship) for ship in state.ships)
    chests = ",".join(name(square) for square in state.chests) or "-"
    source = "die" if state.deck is None else ",".join(d.name for d in Direction if d in state.deck)
    flag = next(mark for mark, value in _WIND_FLAGS.items() if value == (state.wind_changed, state.wind_last))
    result = "*" if state.outcome is None else f"{state.outcome.winner.value}:{state.outcome.reason.value}"
    return " ".join((ships, chests, state.wind.name, source, state.fleet.value, str(state.turn), flag, result))
