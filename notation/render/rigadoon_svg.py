"""Rigadoon positions as SVG diagrams, drawn with the helpers of :mod:`notation.svg`.

A diagram shows the board north up: open water, the shallows, the islands (with
their names and the chests washed up there), the maelstroms with a dashed line
to their exits, the compass, the chests in play, and each ship as a disc of its
fleet's colour with its name and masts (``B1·3``; ``!`` aground). An arrow can
show a sail; a caption says the wind, the deck and who is to act.
"""

from __future__ import annotations

from admiralty.notation.render.mad_svg import arrow_svg, caption_svg, labels, opening
from admiralty.referee.rigadoon import Fleet, Kind, State

FILLS = {Kind.WATER: "#bfe0f2", Kind.SHALLOWS: "#e9dcae", Kind.ISLAND: "#7fb069", Kind.MAELSTROM: "#3d5a80"}
COLOURS = {Fleet.BLUE: "#2463a6", Fleet.GREEN: "#2e8b57"}
CHEST, EXIT = "#8b5a2b", "#3d5a80"


def _text(x: float, y: float, size: float, text: str, fill: str = "#222", weight: str = "normal") -> str:
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="middle" font-family="sans-serif" '
        f'font-weight="{weight}" fill="{fill}">{text}</text>'
    )


def _chest(x: float, y: float, size: float, count: int) -> str:
    side = size * 0.32
    box = (
        f'<rect class="chest" x="{x - side / 2:g}" y="{y - side / 2:g}" width="{side:g}" height="{side * 0.75:g}" '
        f'fill="{CHEST}" stroke="#222" stroke-width="1"/>'
    )
    return box + (_text(x + side, y, size * 0.22, f"\u00d7{count}") if count > 1 else "")


def _caption(state: State) -> str:
    source = (
        "die" if state.deck is None else f"deck {' '.join(d.name for d in sorted(state.deck, key=lambda d: d.value))}"
    )
    if state.outcome is not None:
        return f"Wind {state.wind.name}; {state.outcome.winner.name.title()} won by {state.outcome.reason.value}."
    return f"Wind {state.wind.name} ({source}); turn {state.turn}, {state.fleet.name.title()} to act."


def rigadoon_svg(
    state: State, *, arrow: tuple[int, int] | None = None, size: int = 48, caption: str | None = None
) -> str:
    """The SVG of a Rigadoon position.

    Args:
        state: the position to draw.
        arrow: a sail to draw, as (start square, stop square).
        size: the side of a square in pixels.
        caption: a line of text under the board; by default the wind and who acts.

    >>> from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE

    >>> from admiralty.referee.rigadoon import Direction, start
    >>> svg = rigadoon_svg(start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N), arrow=(3, 21))
    >>> svg.count('class="ship'), svg.count('class="chest"'), svg.count('class="exit"'), 'class="arrow"' in svg
    (8, 4, 4, True)
    """
    board = state.board
    margin = size // 2
    width = margin * 2 + board.files * size
    height = margin * 2 + board.ranks * size + size // 2

    def centre(square: int) -> tuple[float, float]:
        return margin + (square % board.files + 0.5) * size, margin + (board.ranks - square // board.files - 0.5) * size

    parts = opening("rigadoon-board", width, height)
    for square in range(board.files * board.ranks):
        x, y = centre(square)
        parts.append(
            f'<rect class="{board.kind(square).value}" x="{x - size / 2:g}" y="{y - size / 2:g}" width="{size}" '
            f'height="{size}" fill="{FILLS[board.kind(square)]}" stroke="#fff" stroke-width="0.5"/>'
        )
    if board.compass is not None:
        parts.append(_text(*_below(centre(board.compass), size), size * 0.2, "compass"))
    for maelstrom, exit_ in board.exits:
        (x1, y1), (x2, y2) = centre(maelstrom), centre(exit_)
        parts.append(
            f'<line class="exit" x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="{EXIT}" '
            f'stroke-width="1.5" stroke-dasharray="4 4" stroke-opacity="0.6"/>'
        )
        parts.append(
            f'<circle cx="{x2:g}" cy="{y2:g}" r="{size * 0.42:g}" fill="none" stroke="{EXIT}" stroke-width="1.5"/>'
        )
    parts += labels(board.files, board.ranks, margin, size)
    for square in sorted(set(state.chests)):
        x, y = centre(square)
        parts.append(_chest(x, y - size * 0.28, size, state.chests_on(square)))
    for ship in state.ships:
        x, y = centre(ship.square)
        mark = "!" if state.aground(ship) else ""
        parts.append(
            f'<g class="ship {ship.fleet.name.lower()}"><circle cx="{x:g}" cy="{y + size * 0.08:g}" r="{size * 0.32:g}" '
            f'fill="{COLOURS[ship.fleet]}" stroke="#222" stroke-width="1"/>'
            + _text(x, y + size * 0.14, size * 0.22, f"{ship.name}·{ship.masts}{mark}", "#fff", "bold")
            + "</g>"
        )
    if arrow is not None:
        parts.append(arrow_svg(centre(arrow[0]), centre(arrow[1])))
    parts.append(caption_svg(caption or _caption(state), margin, height, size))
    parts.append("</svg>")
    return "".join(parts)


def _below(point: tuple[float, float], size: float) -> tuple[float, float]:
    return point[0], point[1] + size * 0.42
