"""MAD positions as SVG diagrams, like python-chess's ``chess.svg``.

A diagram shows the board with Blue's home at the top, each ship as a disc of
its side's colour with its code, the exiles beside the board (four a row, Red's
below Blue's, never over a label however many), and optionally an arrow for a
movement, drawn under the ships so it never hides a code, and marked squares
(the ships a turn names). The SVG is
self-contained, so a report can inline it and open offline.
"""

from __future__ import annotations

import functools
from html import escape

from admiralty.referee.mad import Board, Side, State

COLOURS = {Side.RED: "#c0392b", Side.BLUE: "#2463a6"}
LIGHT, DARK, MARK, ARROW = "#f3ead7", "#e0d2b4", "#f5c842", "#d1141b"
HEAD = 8
"""How far an arrow's head reaches past the end of its line, in pixels (half its 4 units of stroke width 4)."""
EXILE_COLUMNS, EXILE_STEP = 4, 0.7
"""The exiles beside a MAD board: 4 a row, their centres 0.7 of a square apart (a disc is 0.6 wide)."""


@functools.lru_cache(maxsize=4096)
def _ship(x: float, y: float, radius: float, side: Side, code: str) -> str:
    """A ship's disc and code; made once for each place it is drawn at (a viewer draws thousands of boards)."""
    return (
        f'<g class="ship {side.name.lower()}"><circle cx="{x:g}" cy="{y:g}" r="{radius:g}" '
        f'fill="{COLOURS[side]}" stroke="#222" stroke-width="1"/>'
        f'<text x="{x:g}" y="{y + radius * 0.3:g}" font-size="{radius * 0.8:g}" text-anchor="middle" '
        f'fill="#fff" font-family="sans-serif" font-weight="bold">{code}</text></g>'
    )


def arrow_svg(start: tuple[float, float], end: tuple[float, float], short: float = 0) -> str:
    """An arrow from ``start`` to ``end`` (the ``#head`` marker of :func:`opening`), its tip ``short`` pixels
    before ``end`` (the edge of a ship standing there, so the head shows)."""
    (x1, y1), (x2, y2) = start, end
    length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
    if short and length > short + HEAD:
        keep = (length - short - HEAD) / length
        x2, y2 = x1 + (x2 - x1) * keep, y1 + (y2 - y1) * keep
    return (
        f'<line class="arrow" x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="{ARROW}" '
        f'stroke-width="4" stroke-opacity="0.6" marker-end="url(#head)"/>'
    )


def opening(css_class: str, width: float, height: float, area: tuple[float, float, float, float]) -> list[str]:
    """The start of a diagram: the ``<svg>`` element, the arrow head marker, a white ground.

    The element names the board's squares' ``area`` (``data-board="x y width height"``), so that the
    viewer can turn the board round (specs/viewer.md, flipping the board)."""
    return [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class}" width="{width:g}" height="{height:g}" '
        f'viewBox="0 0 {width:g} {height:g}" data-board="{" ".join(f"{edge:g}" for edge in area)}">',
        f'<defs><marker id="head" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto">'
        f'<path d="M0,0 L4,2 L0,4 z" fill="{ARROW}"/></marker></defs>',
        f'<rect width="{width:g}" height="{height:g}" fill="#fff"/>',
    ]


def labels(files: int, ranks: int, margin: float, size: float) -> list[str]:
    """The file letters under a board and the rank numbers left of it (north up)."""
    parts = [
        f'<text x="{margin + (file + 0.5) * size:g}" y="{margin + ranks * size + size * 0.4:g}" '
        f'font-size="{size * 0.3:g}" text-anchor="middle" font-family="sans-serif">{chr(97 + file)}</text>'
        for file in range(files)
    ]
    return parts + [
        f'<text x="{margin * 0.5:g}" y="{margin + (ranks - rank - 0.4) * size:g}" '
        f'font-size="{size * 0.3:g}" text-anchor="middle" font-family="sans-serif">{rank + 1}</text>'
        for rank in range(ranks)
    ]


def caption_svg(caption: str, margin: float, height: float, size: float) -> str:
    """A line of text at the foot of a diagram."""
    return (
        f'<text x="{margin:g}" y="{height - size * 0.2:g}" font-size="{size * 0.28:g}" '
        f'font-family="sans-serif">{escape(caption, quote=False)}</text>'
    )


def board_svg(
    state: State,
    *,
    arrow: tuple[int, int] | None = None,
    marked: tuple[int, ...] = (),
    size: int = 48,
    caption: str | None = None,
) -> str:
    """The SVG of ``state``.

    Args:
        state: the position to draw.
        arrow: a movement to draw, as (start square, end square).
        marked: squares to highlight.
        size: the side of a square in pixels.
        caption: a line of text under the board.

    >>> from admiralty.referee.mad import start
    >>> svg = board_svg(start(), arrow=(6, 14))
    >>> svg.startswith("<svg") and svg.count('class="ship') == 16 and 'class="arrow"' in svg
    True
    """
    board = state.board
    margin, tray = size // 2, size * (EXILE_STEP * EXILE_COLUMNS + 0.5)
    blue_top = margin
    red_top = max(margin + board.ranks * size / 2, blue_top + _exile_height(len(state.exiles(Side.BLUE)), size))
    bottom = max(margin + board.ranks * size, red_top + _exile_height(len(state.exiles(Side.RED)), size))
    width = margin + board.files * size + tray
    height = bottom + margin + (size // 2 if caption else 0)

    def centre(square: int) -> tuple[float, float]:
        file, rank = board.file_of(square), board.rank_of(square)
        return margin + (file + 0.5) * size, margin + (board.ranks - rank - 0.5) * size

    parts = opening("mad-board", width, height, (margin, margin, board.files * size, board.ranks * size))
    parts.append(ground_svg(board, size, tuple(marked)))
    if arrow is not None:
        landing = state.squares[arrow[1]] is not None
        parts.append(arrow_svg(centre(arrow[0]), centre(arrow[1]), size * 0.4 if landing else 0))
    for square, ship in enumerate(state.squares):
        if ship is not None:
            parts.append(_ship(*centre(square), size * 0.4, ship.side, ship.code))
    left = margin + board.files * size + size * 0.3
    for side, top in ((Side.BLUE, blue_top), (Side.RED, red_top)):
        parts.append(
            f'<text class="exile-label" x="{left:g}" y="{top + size * 0.3:g}" font-size="{size * 0.25:g}" '
            f'font-family="sans-serif">{side.title} exile</text>'
        )
        for index, ship in enumerate(state.exiles(side)):
            x = left + size * EXILE_STEP * (index % EXILE_COLUMNS + 0.5)
            y = top + size * (0.45 + EXILE_STEP * (index // EXILE_COLUMNS + 0.5))
            parts.append(_ship(x, y, size * 0.3, side, ship.code))
    if caption:
        parts.append(caption_svg(caption, margin, height, size))
    parts.append("</svg>")
    return "".join(parts)


@functools.lru_cache(maxsize=256)
def ground_svg(board: Board, size: int, marked: tuple[int, ...]) -> str:
    """The board's squares (those ``marked`` highlighted) and its labels: the same for many steps of a game,
    so made once for each set of marked squares."""
    margin = size // 2
    parts = []
    for square in range(board.size):
        file, rank = board.file_of(square), board.rank_of(square)
        x, y = margin + (file + 0.5) * size, margin + (board.ranks - rank - 0.5) * size
        fill = MARK if square in marked else DARK if (file + rank) % 2 == 0 else LIGHT
        parts.append(f'<rect x="{x - size / 2:g}" y="{y - size / 2:g}" width="{size}" height="{size}" fill="{fill}"/>')
    return "".join(parts + labels(board.files, board.ranks, margin, size))


def _exile_height(count: int, size: float) -> float:
    """The height of one side's exiles beside the board: its label, then rows of :data:`EXILE_COLUMNS`, a gap."""
    rows = -(-count // EXILE_COLUMNS)
    return size * (0.45 + EXILE_STEP * rows + 0.3)
