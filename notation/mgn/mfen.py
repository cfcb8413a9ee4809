"""MFEN, a MAD position on one line: ``RANKS SIDE TURN QUIET LAST`` (MGN.md).

:func:`parse_mfen` and :func:`write_mfen` are a pair: ``parse_mfen(write_mfen(s))``
gives back ``s``'s position. A bad MFEN is an MGN-TAG error, since MFEN reaches
a record through its SetUp tag.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable

import attrs

from admiralty.notation.limits import whole_number
from admiralty.referee.mad import BOARDS, SHIPS, Board, Rules, Ship, Side, State, position
from admiralty.referee.violation import violation

_CELL = re.compile(r"\.|[rb][12]{3}")


def _bad(reason: str) -> Exception:
    return violation("MGN-TAG", f"Invalid MFEN: {reason}")


def _board_of(ranks: list[str], rules: Rules | None) -> Board:
    widths = {len(_CELL.findall(rank)) for rank in ranks}
    for board in BOARDS.values():
        if board.ranks == len(ranks) and widths == {board.files}:
            if rules is not None and rules.board is not board:
                raise _bad(f"the position is a {board.name} board but the Board tag says {rules.board.name}.")
            return board
    raise _bad(
        f"{len(ranks)} ranks of {'/'.join(str(w) for w in sorted(widths))} squares is no MAD board (6x4 or 5x5)."
    )


def _squares(ranks: list[str], board: Board) -> tuple[Ship | None, ...]:
    squares: list[Ship | None] = []
    for rank in reversed(ranks):
        if "".join(_CELL.findall(rank)) != rank:
            raise _bad(f"rank {rank!r} holds something that is neither '.' nor a ship such as r211.")
        for cell in _CELL.findall(rank):
            squares.append(None if cell == "." else SHIPS[Side(cell[0]), cell[1:]])
    ships = [ship for ship in squares if ship is not None]
    if len(set(ships)) != len(ships):
        raise _bad("a ship stands on two squares.")
    return tuple(squares)


def _number(field: str, name: str) -> int:
    number = whole_number(field)
    if number is None:
        raise _bad(f"{name} must be a whole number, not {field!r}.")
    return number


def parse_mfen(text: str, rules: Rules | None = None) -> State:
    """The state an MFEN describes.

    Args:
        text: the MFEN line.
        rules: the game's rule options; when given, the position must be on its
            board. Without, the board is the one the ranks fit, with default options.

    Raises:
        AdmiraltyError: MGN-TAG, with the reason, for any malformed field.

    >>> parse_mfen("..../..../..../..../..../r111b111.. b 8 3 r").turn
    8
    """
    fields = text.split()
    if len(fields) != 5:
        raise _bad("it needs 5 fields: ranks, side, turn, quiet turns, last expelling side.")
    ranks_text, side, turn, quiet, last = fields
    ranks = ranks_text.split("/")
    board = _board_of(ranks, rules)
    squares = _squares(ranks, board)
    if side not in ("r", "b"):
        raise _bad(f"the side to move is r or b, not {side!r}.")
    number = _number(turn, "TURN")
    if number < 1 or (number % 2 == 1) != (side == "r"):
        raise _bad(f"turn {number} is not {Side(side).title}'s: Red plays odd turns, Blue even ones.")
    if last not in ("r", "b", "-"):
        raise _bad(f"LAST is r, b or -, not {last!r}.")
    rules = attrs.evolve(rules, board=board) if rules is not None else Rules(board=board)
    return position(rules, squares, Side(side), number, _number(quiet, "QUIET"), None if last == "-" else Side(last))


_SYMBOLS: dict[Ship | None, str] = {None: ".", **{ship: str(ship) for ship in SHIPS.values()}}
"""How each square is written: ``.`` when empty, else the ship such as ``r211``."""


_LETTERS = (Side.RED.value, Side.BLUE.value)
"""Each side's letter, Red's first (an enum's ``value`` is slow to read, and an MFEN is written per verdict)."""


def _layout(board: Board) -> tuple[Callable[[tuple[str, ...]], tuple[str, ...]], str]:
    """How a board's squares are written: their symbols in the order of the ranks' text (the last
    rank first), and the text with a ``%s`` for each square and a ``/`` between ranks."""
    order = [rank * board.files + file for rank in reversed(range(board.ranks)) for file in range(board.files)]
    return operator.itemgetter(*order), "/".join(["%s" * board.files] * board.ranks)


_LAYOUTS = {name: _layout(board) for name, board in BOARDS.items()}
"""Each board's layout, by its name (hashing a name is cheaper than a board)."""


def write_mfen(state: State) -> str:
    """The MFEN of a state.

    >>> from admiralty.referee.mad import start
    >>> write_mfen(start())
    'b221b111b222b212/b121b122b211b112/..../..../r121r122r211r112/r221r111r222r212 r 1 0 -'
    """
    in_order, text = _LAYOUTS[state.board.name]
    ranks = text % in_order(tuple(map(_SYMBOLS.__getitem__, state.squares)))  # %: no format string parsed anew
    side, last = _LETTERS[state.side is Side.BLUE], "-" if state.last is None else _LETTERS[state.last is Side.BLUE]
    return f"{ranks} {side} {state.turn} {state.quiet} {last}"
