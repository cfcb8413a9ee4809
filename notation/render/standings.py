"""The standings table and the crosstable as rows of cells, the one layout that text, CSV, Markdown and HTML share.

A crosstable row is its player's number, name, one cell per player (numbered
columns, ``x`` in the player's own), the byes and the total. A cell lists each
result as its round and mark and points, ``r1 W3`` (``W3`` outside any round),
several joined by ``, `` (specs/arbiter.md, "Crosstable"). Every ranked table
carries its legend, the short names of what ranked it (``ranked_by``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import attrs

from admiralty.referee.tournament.crosstable import MARKS
from admiralty.referee.tournament.standings import TIEBREAK_FIELDS, Cell, Crosstable, Standing
from admiralty.referee.tournament.tiebreak_names import POINTS, SHORT_NAMES

STANDINGS_COLUMNS = tuple(field.name for field in attrs.fields(Standing))
"""Every column of the standings, as JSON and CSV give them (CSV joins ``ranked_by``'s short names by spaces)."""

UNPLAYED = ("forfeit_wins", "forfeit_losses", "byes")
"""The columns of rounds not played on the board, shown in a table only when one is not zero."""

_COUNTS = {
    "rank": ("Rk", "rank"),
    "player": ("Player", "player"),
    "games": ("G", "games played"),
    "victories": ("W", "victories"),
    "semi_victories": ("w", "semi-victories"),
    "semi_defeats": ("l", "semi-defeats"),
    "defeats": ("L", "defeats"),
    "forfeit_wins": ("+", "forfeit wins"),
    "forfeit_losses": ("-", "forfeit losses"),
    "byes": ("B", "byes"),
}
"""The columns before the points: their short headings (the crosstable's marks) and their words."""

SHORT_TITLES = {
    **{column: short for column, (short, _) in _COUNTS.items()},
    "points": POINTS,
    **{TIEBREAK_FIELDS[name]: short for name, short in SHORT_NAMES.items() if TIEBREAK_FIELDS[name] != "victories"},
}
"""Each column's heading in a terminal's table, short as chess programs head theirs: ``Pts``, ``BH``, ``SB``
(the tie-breaks' FIDE short names, the legend's)."""


def columns_legend(columns: Iterable[str]) -> str:
    """What the short headings of the counts say, for the ``columns`` shown.

    >>> columns_legend(["rank", "player", "games", "victories", "defeats", "points"])
    'G games played, W victories, L defeats.'
    """
    said = [f"{_COUNTS[column][0]} {_COUNTS[column][1]}" for column in columns if column in _COUNTS]
    return ", ".join(said[2:]) + "."


def crosstable_legend() -> str:
    """What a crosstable's cells say, in words, for the reports that show one (specs/arbiter.md, "Crosstable").

    >>> crosstable_legend().split("; ")[1]
    'marks: W victory, w semi-victory, l semi-defeat, L defeat, + forfeit win, - forfeit loss, B bye'
    """
    marks = ", ".join(f"{mark} {field.replace('semi_', 'semi-').replace('_', ' ')}" for field, mark in MARKS.items())
    return f"Each cell: the round (r2), a mark and the points scored; marks: {marks}; x: the player's own column."


def number(value: float) -> str:
    """Points as written: ``3``, ``1.5``."""
    return f"{value:g}"


def shown_columns(table: Sequence[Standing], tiebreaks: Iterable[str]) -> list[str]:
    """The columns a standings table shows: the counts (the unplayed ones if any), points, then the
    tie-breaks in their order (``wins`` is the victories column, already shown)."""
    unplayed = [column for column in UNPLAYED if any(getattr(row, column) for row in table)]
    chosen = [TIEBREAK_FIELDS[name] for name in tiebreaks if TIEBREAK_FIELDS[name] != "victories"]
    return [*STANDINGS_COLUMNS[:7], *unplayed, "points", *dict.fromkeys(chosen)]


def standings_csv_rows(table: Sequence[Standing]) -> list[list[object]]:
    """The standings as CSV rows: a header of every column, then each standing's values, numbers as numbers.

    >>> from admiralty.referee.tournament.standings import Result, standings
    >>> standings_csv_rows(standings([Result(1, "Ann", None, "bye")]))[1][-1]
    'Pts DE WON BH'
    """
    rows = [[" ".join(value) if isinstance(value, tuple) else value for value in attrs.astuple(row)] for row in table]
    return [list(STANDINGS_COLUMNS), *rows]


def titles(columns: Iterable[str]) -> list[str]:
    """Column names as a table's header shows them: ``semi victories``."""
    return [column.replace("_", " ") for column in columns]


def standings_rows(table: Sequence[Standing], columns: Sequence[str]) -> list[list[str]]:
    """Each standing's ``columns`` as text, points and tie-breaks as :func:`number` writes them."""
    return [[_marked(row) if c == "player" else _text(getattr(row, c)) for c in columns] for row in table]


def _text(value: str | float) -> str:
    return value if isinstance(value, str) else number(value)


def _marked(row: Standing) -> str:
    """A player's name in the table, a withdrawn player's marked: ``Anne Morgan (withdrawn from round 5)``."""
    return row.player if row.withdrawn is None else f"{row.player} (withdrawn from round {row.withdrawn})"


def cell_text(cells: Iterable[Cell]) -> str:
    """The results of one crosstable cell: ``r1 W3, r6 L0``; a penalty's points in brackets after the mark, so
    a forfeit lost with -2 reads ``r1 -(-2)``, never ``--2``.

    >>> cell_text([Cell(1, "W", 3, "record"), Cell(6, "-", -2, "decision"), Cell(None, "w", 2, "record")])
    'r1 W3, r6 -(-2), w2'
    """
    return ", ".join(
        f"{'' if cell.round is None else f'r{cell.round} '}{cell.mark}{_points(cell.points)}" for cell in cells
    )


def _points(value: float) -> str:
    """Points as a cell writes them after its mark: ``3``, a penalty ``(-2)``."""
    return f"({number(value)})" if value < 0 else number(value)


def crosstable_csv_rows(table: Crosstable) -> list[list[object]]:
    """The crosstable as CSV rows: :func:`crosstable_rows` with the total as a number (``-2``, never text a
    spreadsheet would neutralise) and a last column ``ranked_by``, the legend of the standings' order."""
    header, *rows = crosstable_rows(table)
    legend = " ".join(table.ranked_by)
    return [
        [*header, "ranked_by"],
        *([*cells[:-1], row.total, legend] for cells, row in zip(rows, table.rows, strict=True)),
    ]


def crosstable_rows(table: Crosstable) -> list[list[str]]:
    """The crosstable as a header and one row per player: number, player, a column per player, bye, total."""
    header = ["no", "player", *(str(place) for place in range(1, len(table.players) + 1)), "bye", "total"]
    rows = [
        [
            str(place),
            row.player,
            *("x" if column == place else cell_text(cells) for column, cells in enumerate(row.cells, 1)),
            cell_text(row.byes),
            number(row.total),
        ]
        for place, row in enumerate(table.rows, 1)
    ]
    return [header, *rows]
