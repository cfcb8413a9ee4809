"""Every table the terminal shows (``games``, ``standings``, ``tournament show``), drawn by one renderer.

A table fits the terminal's width (``COLUMNS``, else the terminal's own, else 80 columns when the output is
not a terminal): the columns of numbers and short codes keep their width, and the columns of names and notes
wrap inside their cells, so a long name takes two lines of its row and no line of the table is longer than the
terminal. Every cell is shown as plain text (:func:`cli.render.printable`): a tag cannot drive the terminal,
and rich reads no markup in it (specs/robustness.md).
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Sequence

import attrs
import typer

from admiralty.cli.render import printable


@attrs.frozen
class Column:
    """A column of a table: its heading, and how its cells behave when the terminal is narrow.

    Args:
        title: the heading (short, as chess programs head theirs: ``Pts``, ``BH``).
        wrap: its cells wrap in place (names, notes); the others keep their width.
        numeric: its cells are numbers, aligned to the right.
        words: its cells are short words that read as well one under the other (a crosstable's ``r3 W3``): it
            may be as narrow as its longest word, so that a crosstable of a dozen players fits 80 columns.
    """

    title: str
    wrap: bool = False
    numeric: bool = False
    words: bool = False


def text(title: str) -> Column:
    """A column of names or notes, which wrap."""
    return Column(title, wrap=True)


def words(title: str) -> Column:
    """A column of short words (a crosstable's results), which wrap at each blank when the terminal is narrow."""
    return Column(title, wrap=True, words=True)


def numbers(title: str) -> Column:
    """A column of numbers, right-aligned, never wrapped."""
    return Column(title, numeric=True)


NARROWEST = 10
"""The least width of a column that wraps, when its cells or its heading are wider: a name wraps on at most a few
lines. An empty column still takes its heading's width (up to this), which the table's least width counts."""

GAP = 2
"""The blanks between two columns."""


def _least(column: Column, cells: Sequence[str]) -> int:
    """The least width of a column: its widest cell and heading when it does not wrap, its longest word and
    heading when it is of :func:`words`, else its widest cell and heading up to :data:`NARROWEST`."""
    from rich.cells import cell_len

    pieces = [piece for cell in cells for piece in cell.split()] if column.words else cells
    widest = max((cell_len(piece) for piece in [*pieces, column.title]), default=0)
    return widest if not column.wrap or column.words else min(widest, NARROWEST)


def print_table(columns: Sequence[Column], rows: Iterable[Sequence[str]], title: str | None = None) -> None:
    """Print ``rows`` under ``columns``, fitted to the terminal's width (never narrower than the columns that
    do not wrap need, so that no number is ever cut). A :func:`words` column is held to its longest word only
    when the table would not fit otherwise: rich alone would shrink every column alike, the numbers too."""
    from rich.cells import cell_len
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    cells = [[printable(cell) for cell in row] for row in rows]
    by_column = [[row[index] for row in cells] for index in range(len(columns))]
    least = [_least(column, shown) for column, shown in zip(columns, by_column, strict=True)]
    natural = [max(map(cell_len, [*shown, column.title])) for column, shown in zip(columns, by_column, strict=True)]
    gaps = GAP * (len(columns) - 1)
    width = max(Console().width, sum(least) + gaps)
    squeezed = sum(natural) + gaps > width
    grid = Table(title=title, box=None, padding=(0, 1), pad_edge=False, title_justify="left")
    for column, fixed in zip(columns, least, strict=True):
        grid.add_column(
            column.title,
            justify="right" if column.numeric else "left",
            no_wrap=not column.wrap,
            overflow="fold",
            min_width=fixed,
            max_width=fixed if squeezed and column.words else None,
        )
    for row in cells:
        grid.add_row(*map(Text, row))
    out = io.StringIO()
    Console(file=out, width=width, highlight=False, color_system=None).print(grid)
    for line in out.getvalue().splitlines():
        typer.echo(line.rstrip())


def print_legend(line: str) -> None:
    """Print a table's legend (the words of its short headings, its tie-breaks) wrapped at word boundaries to
    the width its table fits (the terminal's, else 80 columns), as the table's own lines are."""
    import textwrap

    from rich.console import Console

    for part in textwrap.wrap(line, Console().width, break_long_words=False, break_on_hyphens=False):
        typer.echo(part)
