"""MAD boards: their geometry and starting positions (MAD.md, "The boards").

Squares are integers, ``rank_index * files + file_index``, counted from a1 as
python-chess counts from a1. Names such as ``c4`` belong to the notation but are
so basic to every message that the board can spell them.
"""

from __future__ import annotations

import functools

import attrs

from admiralty.referee.mad.ships import SHIPS, Ship, Side

Square = int


@attrs.frozen
class Board:
    """A rectangular MAD board and its starting position.

    Args:
        name: the Board tag value (``6x4``).
        ranks: the number of ranks; Red's home is rank 1, Blue's the last.
        files: the number of files, from ``a``.
        start: the starting ship of every square, by square number.
    """

    name: str
    ranks: int
    files: int
    start: tuple[Ship | None, ...] = attrs.field(repr=False)
    paths: tuple[dict[Square, tuple[Square, ...]], ...] = attrs.field(init=False, repr=False, eq=False)
    """Where a movement from each square may end, each end with its middle squares.

    A 1-square movement has none; a 2-square path has the one square it passes
    straight through, or the two corners of an L (MAD-MOVE-STEP,
    MAD-MOVE-PATH). Diagonals, 0 squares and U-turns are not listed.

    >>> BOARDS["6x4"].paths[0]
    {4: (), 1: (), 8: (4,), 5: (4, 1), 2: (1,)}
    """

    def __attrs_post_init__(self) -> None:
        # Looked up on every movement: kept on the board rather than in a cache.
        object.__setattr__(self, "paths", _path_table(self.ranks, self.files))

    @property
    def size(self) -> int:
        return self.ranks * self.files

    def square(self, file: int, rank: int) -> Square | None:
        """The square at 0-based ``file`` and ``rank``, or None off the board."""
        if 0 <= file < self.files and 0 <= rank < self.ranks:
            return rank * self.files + file
        return None

    def file_of(self, square: Square) -> int:
        return square % self.files

    def rank_of(self, square: Square) -> int:
        return square // self.files

    def name_of(self, square: Square) -> str:
        """The square's name, such as ``c4``."""
        return f"{chr(ord('a') + self.file_of(square))}{self.rank_of(square) + 1}"

    def parse_square(self, name: str) -> Square | None:
        """The square called ``name`` (``c4``), or None when it is off this board."""
        return self._names.get(name)

    @property
    def _names(self) -> dict[str, Square]:
        return _NAMES[self.ranks, self.files]

    def neighbours(self, square: Square) -> tuple[Square, ...]:
        """The orthogonal neighbours of a square (MAD-MOVE-STEP: no diagonals)."""
        return _neighbour_table(self.ranks, self.files)[square]

    def last_row(self, side: Side) -> int:
        """The 0-based rank of a side's last row: the opponent's home row."""
        return self.ranks - 1 if side is Side.RED else 0


@functools.cache
def _neighbour_table(ranks: int, files: int) -> tuple[tuple[Square, ...], ...]:
    """The orthogonal neighbours of every square of a board shape, computed once.

    >>> _neighbour_table(6, 4)[0]
    (4, 1)
    """
    table = []
    for square in range(ranks * files):
        file, rank = square % files, square // files
        steps = ((0, 1), (1, 0), (0, -1), (-1, 0))
        table.append(
            tuple(
                (rank + dr) * files + file + df for df, dr in steps if 0 <= file + df < files and 0 <= rank + dr < ranks
            )
        )
    return tuple(table)


@functools.cache
def _path_table(ranks: int, files: int) -> tuple[dict[Square, tuple[Square, ...]], ...]:
    """The paths of every square of a board shape (:attr:`Board.paths`), computed once.

    The middles of a 2-square path are the squares next to both of its ends.
    """
    near = _neighbour_table(ranks, files)
    table = []
    for origin in range(ranks * files):
        paths: dict[Square, tuple[Square, ...]] = dict.fromkeys(near[origin], ())
        for middle in near[origin]:
            for target in near[middle]:
                if target != origin:
                    paths[target] = paths.get(target, ()) + (middle,)
        table.append(paths)
    return tuple(table)


_NAMES: dict[tuple[int, int], dict[str, Square]] = {}
"""Square names by board shape, filled once when the boards below are built."""


def _board(name: str, rows_from_top: tuple[str, ...]) -> Board:
    """Build a board from its starting rows, written top (Blue's home) first."""
    squares: list[Ship | None] = []
    for row in reversed(rows_from_top):
        for cell in row.split():
            squares.append(None if cell == "." else SHIPS[Side(cell[0]), cell[1:]])
    files = len(rows_from_top[0].split())
    board = Board(name, len(rows_from_top), files, tuple(squares))
    _NAMES[board.ranks, board.files] = {board.name_of(square): square for square in range(board.size)}
    return board


BOARDS: dict[str, Board] = {
    "6x4": _board(
        "6x4",
        (
            "b221 b111 b222 b212",
            "b121 b122 b211 b112",
            ". . . .",
            ". . . .",
            "r121 r122 r211 r112",
            "r221 r111 r222 r212",
        ),
    ),
    "5x5": _board(
        "5x5",
        (
            "b221 b111 b211 b222 b212",
            "b121 . b122 . b112",
            ". . . . .",
            "r121 . r122 . r112",
            "r221 r111 r211 r222 r212",
        ),
    ),
}
"""The two boards of MAD.md by their Board tag value; ``6x4`` is the default."""

DEFAULT_BOARD = BOARDS["6x4"]
