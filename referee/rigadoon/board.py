"""Rigadoon boards: geometry, square kinds and the start, built from data (RIG-BOARD).

Squares are integers, ``rank_index * files + file_index``, counted from a1.
A board is data (``data/board.json`` ships the default): :func:`board` builds one
from a parsed JSON value and refuses anything that is not a playable board with
an ``RIG-BOARD`` violation.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

import attrs

from admiralty.referee.rigadoon.wind import Direction
from admiralty.referee.violation import violation

Square = int

FLEET_SHIPS: tuple[str, ...] = ("B1", "B2", "B3", "B4", "G1", "G2", "G3", "G4")
"""Every ship's name, Blue first; the letter is the fleet."""


class Kind(enum.Enum):
    """What a square is (the book's glossary)."""

    WATER = "water"
    SHALLOWS = "shallows"
    ISLAND = "island"
    MAELSTROM = "maelstrom"


OPEN: tuple[Kind, ...] = (Kind.WATER, Kind.SHALLOWS)
"""The kinds of square a ship crosses and stops on without meeting anything (a plain sail's)."""


@attrs.frozen(cache_hash=True)
class Board:
    """A board: its size, the kind of every square, the maelstrom exits, the start.

    Args:
        files: the number of files, from ``a``.
        ranks: the number of ranks, from ``1``.
        kinds: the kind of every square, by square number.
        exits: (maelstrom, exit) pairs (RIG-MAELSTROM).
        compass: the compass square, if any (no effect on play).
        chests: the chests' start squares.
        ships: (ship, square) for every ship's start.

    The island squares, each square's maelstrom exit, the exits and the step tables are derived
    once, when the board is made (``islands``, ``exit_at``, ``exit_squares``, ``named``, ``ahead``,
    ``around``, ``lines``); the hash is kept too (a board keys the caches of token readers).
    """

    files: int
    ranks: int
    kinds: tuple[Kind, ...] = attrs.field(repr=False)
    exits: tuple[tuple[Square, Square], ...] = attrs.field(repr=False)
    compass: Square | None = attrs.field(repr=False)
    chests: tuple[Square, ...] = attrs.field(repr=False)
    ships: tuple[tuple[str, Square], ...] = attrs.field(repr=False)
    islands: tuple[Square, ...] = attrs.field(init=False, repr=False, eq=False)
    """The island squares, in order (derived from ``kinds``)."""
    exit_at: tuple[Square | None, ...] = attrs.field(init=False, repr=False, eq=False)
    """The exit of the maelstrom on each square, None where there is none (derived from ``exits``)."""
    exit_squares: frozenset[Square] = attrs.field(init=False, repr=False, eq=False)
    """The maelstrom exits (derived from ``exits``)."""

    named: Mapping[str, Square] = attrs.field(init=False, repr=False, eq=False)
    """Every square by its name, such as ``e5`` (derived from ``files`` and ``ranks``)."""
    ahead: tuple[tuple[Square | None, ...], ...] = attrs.field(init=False, repr=False, eq=False)
    """The next square of every square in each direction, by ``Direction.index``; None off the edge."""
    around: tuple[tuple[Square, ...], ...] = attrs.field(init=False, repr=False, eq=False)
    """The same, wrapping around the edges (RIG-BLAST)."""
    lines: tuple[dict[Square, tuple[Direction, int]], ...] = attrs.field(init=False, repr=False, eq=False)
    """The straight courses from every square: each square on one, with its direction and distance
    (derived from ``ahead``; :meth:`course` looks them up)."""

    @islands.default
    def _islands(self) -> tuple[Square, ...]:
        return tuple(sq for sq, kind in enumerate(self.kinds) if kind is Kind.ISLAND)

    @exit_at.default
    def _exit_at(self) -> tuple[Square | None, ...]:
        exits = dict(self.exits)
        return tuple(exits.get(square) for square in range(len(self.kinds)))

    @exit_squares.default
    def _exit_squares(self) -> frozenset[Square]:
        return frozenset(exit_ for _, exit_ in self.exits)

    @named.default
    def _named(self) -> Mapping[str, Square]:
        return {self.name_of(square): square for square in range(self.files * self.ranks)}

    @ahead.default
    def _ahead(self) -> tuple[tuple[Square | None, ...], ...]:
        return tuple(
            tuple(self._step(square, direction) for square in range(len(self.kinds))) for direction in Direction
        )

    @around.default
    def _around(self) -> tuple[tuple[Square, ...], ...]:
        files, ranks = self.files, self.ranks
        return tuple(
            tuple(
                ((square // files + d.dr) % ranks) * files + (square % files + d.df) % files
                for square in range(len(self.kinds))
            )
            for d in Direction
        )

    @lines.default
    def _lines(self) -> tuple[dict[Square, tuple[Direction, int]], ...]:
        lines: tuple[dict[Square, tuple[Direction, int]], ...] = tuple({} for _ in self.kinds)
        for direction in Direction if lines else ():  # a sketch without squares has none
            ahead = self.ahead[direction.index]
            courses = [(direction, squares) for squares in range(max(self.files, self.ranks))]
            for origin, line in enumerate(lines):
                square, squares = ahead[origin], 1
                while square is not None:
                    line[square] = courses[squares]
                    square, squares = ahead[square], squares + 1
        return lines

    def square(self, file: int, rank: int) -> Square | None:
        """The square at 0-based ``file`` and ``rank``, or None off the board."""
        if 0 <= file < self.files and 0 <= rank < self.ranks:
            return rank * self.files + file
        return None

    def name_of(self, square: Square) -> str:
        """The square's name, such as ``e5``."""
        return f"{chr(ord('a') + square % self.files)}{square // self.files + 1}"

    def parse_square(self, name: str) -> Square | None:
        """The square called ``name``, or None when it is no square of this board.

        Only a square's own name is one: a file letter, then the rank without leading zeros.
        """
        return self.named.get(name)

    def step(self, square: Square, direction: Direction, wrap: bool = False) -> Square | None:
        """The next square in ``direction``; off the edge it is None, or wraps (RIG-BLAST)."""
        return (self.around if wrap else self.ahead)[direction.index][square]

    def _step(self, square: Square, direction: Direction) -> Square | None:
        """The next square in ``direction`` worked out, for the table :attr:`ahead`."""
        files = self.files
        file, rank = square % files + direction.df, square // files + direction.dr
        return rank * files + file if 0 <= file < files and 0 <= rank < self.ranks else None

    def course(self, origin: Square, stop: Square) -> tuple[Direction, int] | None:
        """The straight course from ``origin`` to ``stop``: direction and squares, or None."""
        return self.lines[origin].get(stop)

    def kind(self, square: Square) -> Kind:
        return self.kinds[square]

    def exit_of(self, square: Square) -> Square | None:
        """The exit of the maelstrom on ``square``, or None when it is not one."""
        return self.exit_at[square]


def _fail(message: str) -> Exception:
    return violation("RIG-BOARD", message)


def _square(files: int, ranks: int, name: Any, what: str) -> Square:
    if not isinstance(name, str):
        raise _fail(f"{what} must be a square name, not {name}.")
    sketch = Board(files, ranks, (), (), None, (), ())
    square = sketch.parse_square(name)
    if square is None:
        raise _fail(f"{what} {name} is not a square of a {files}x{ranks} board.")
    return square


_FIELDS = {Kind.WATER: set(), Kind.SHALLOWS: {"compass"}, Kind.ISLAND: {"name"}, Kind.MAELSTROM: {"exit"}}


def _kinds(files: int, ranks: int, squares: Any) -> tuple[list[Kind], dict[Square, Square], Square | None]:
    if not isinstance(squares, Mapping):
        raise _fail("'squares' must map square names to their kind.")
    kinds, exits, compass = [Kind.WATER] * (files * ranks), {}, None
    for name, spec in squares.items():
        square = _square(files, ranks, name, "The square")
        if not isinstance(spec, Mapping) or spec.get("kind") not in {kind.value for kind in Kind}:
            raise _fail(f"Square {name} has no known kind: water, shallows, island or maelstrom.")
        kind = Kind(spec["kind"])
        extra = set(spec) - {"kind"} - _FIELDS[kind]
        if extra:
            raise _fail(f"Square {name}, {kind.value}, has unknown fields: {', '.join(sorted(extra))}.")
        kinds[square] = kind
        if kind is Kind.MAELSTROM:
            if "exit" not in spec:
                raise _fail(f"The maelstrom on {name} has no exit.")
            exits[square] = _square(files, ranks, spec["exit"], f"The exit of the maelstrom on {name}")
        if spec.get("compass"):
            if compass is not None:
                raise _fail("A board has at most one compass.")
            compass = square
    return kinds, exits, compass


def _check_exits(sketch: Board) -> None:
    taken: set[Square] = set()
    for maelstrom, exit_ in sketch.exits:
        if sketch.kind(exit_) is not Kind.WATER:
            raise _fail(
                f"The exit {sketch.name_of(exit_)} of the maelstrom on {sketch.name_of(maelstrom)} is not open water."
            )
        if exit_ in taken:
            raise _fail(f"Two maelstroms share the exit {sketch.name_of(exit_)}.")
        taken.add(exit_)


def _starts(sketch: Board, ships: Any, chests: Any) -> tuple[tuple[tuple[str, Square], ...], tuple[Square, ...]]:
    if not isinstance(ships, Mapping) or sorted(ships) != sorted(FLEET_SHIPS):
        raise _fail(f"'ships' must give the start of exactly {', '.join(FLEET_SHIPS)}.")
    if not isinstance(chests, list) or not chests:
        raise _fail("'chests' must list the chests' start squares.")
    placed: dict[Square, str] = {}
    things = [(ship, ships[ship]) for ship in FLEET_SHIPS] + [("a chest", name) for name in chests]
    for thing, name in things:
        square = _square(sketch.files, sketch.ranks, name, f"The start of {thing}")
        if sketch.kind(square) in (Kind.ISLAND, Kind.MAELSTROM):
            raise _fail(f"{thing} cannot start on {name}, a {sketch.kind(square).value}.")
        if square in placed:
            raise _fail(f"{placed[square]} and {thing} both start on {name}.")
        placed[square] = thing
    starts = tuple((ship, placed_square) for placed_square, ship in placed.items() if ship in FLEET_SHIPS)
    chest_squares = tuple(sorted(sq for sq, thing in placed.items() if thing == "a chest"))
    return tuple(sorted(starts)), chest_squares


def board(data: Mapping[str, Any]) -> Board:
    """The board described by a parsed ``board.json`` value (see specs/rigadoon.md).

    Raises:
        AdmiraltyError: the data is not a playable board (RIG-BOARD).

    >>> board({"files": 0, "ranks": 9})
    Traceback (most recent call last):
    ...
    admiralty.referee.violation.AdmiraltyError: RIG-BOARD: 'files' must be a whole number from 1 to 26 and 'ranks' from 1 to 99.
    """
    files, ranks = (data.get("files"), data.get("ranks")) if isinstance(data, Mapping) else (None, None)
    if not (isinstance(files, int) and 1 <= files <= 26 and isinstance(ranks, int) and 1 <= ranks <= 99):
        raise _fail("'files' must be a whole number from 1 to 26 and 'ranks' from 1 to 99.")
    unknown = set(data) - {"files", "ranks", "squares", "chests", "ships"}
    if unknown:
        raise _fail(f"Unknown board fields: {', '.join(sorted(unknown))}.")
    kinds, exits, compass = _kinds(files, ranks, data.get("squares", {}))
    sketch = Board(files, ranks, tuple(kinds), tuple(sorted(exits.items())), compass, (), ())
    _check_exits(sketch)
    ships, chests = _starts(sketch, data.get("ships"), data.get("chests"))
    return attrs.evolve(sketch, chests=chests, ships=ships)
