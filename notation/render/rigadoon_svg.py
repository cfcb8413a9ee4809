"""Rigadoon positions as SVG diagrams, drawn with the helpers of :mod:`notation.render.mad_svg`.

A diagram shows the board north up: open water, the shallows, the islands (with
the chests washed up there), each maelstrom and its exit marked with the same
number (as the rule book's board does, RIG-MAELSTROM), the compass, the chests in
play, and each ship as a disc of its fleet's colour with its name and masts
(``B1·3``; ``!`` aground). Beside the board a legend (``class="legend"``) says
who is to act (``class="to-act blue"``) and what each thing drawn is, one
``class="legend-entry"`` element per entry, its ``data-entry`` naming it; the
wind is an arrow the way it blows. An arrow can show a sail, a maneuver can be
drawn event by event (:mod:`notation.render.maneuver_svg`), the squares of an
action that broke a rule are outlined (``class="offence"``), and a caption says
the wind, the deck and who is to act.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from admiralty.notation.render.mad_svg import arrow_svg, caption_svg, labels, opening
from admiralty.notation.render.maneuver_svg import LINES, STYLES, WIND, maneuver_svg, markers
from admiralty.notation.steps import Mark
from admiralty.referee.rigadoon import Direction, Fleet, Kind, Square, State

FILLS = {Kind.WATER: "#bfe0f2", Kind.SHALLOWS: "#e9dcae", Kind.ISLAND: "#7fb069", Kind.MAELSTROM: "#3d5a80"}
COLOURS = {Fleet.BLUE: "#2463a6", Fleet.GREEN: "#2e8b57"}
CHEST, EXIT, OFFENCE = "#8b5a2b", "#3d5a80", "#f5a700"


def _text(x: float, y: float, size: float, text: str, fill: str = "#222", weight: str = "normal") -> str:
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="middle" font-family="sans-serif" '
        f'font-weight="{weight}" fill="{fill}">{text}</text>'
    )


def _chest(x: float, y: float, size: float, count: int, css: str = "chest") -> str:
    side = size * 0.32
    box = (
        f'<rect class="{css}" x="{x - side / 2:g}" y="{y - side / 2:g}" width="{side:g}" height="{side * 0.75:g}" '
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
    state: State,
    *,
    arrow: tuple[int, int] | None = None,
    size: int = 48,
    caption: str | None = None,
    marks: tuple[Mark, ...] = (),
    offence: tuple[Square, ...] = (),
    wind_offence: bool = False,
) -> str:
    """The SVG of a Rigadoon position, with its legend.

    Args:
        state: the position to draw.
        arrow: a sail to draw, as (start square, stop square).
        size: the side of a square in pixels.
        caption: a line of text under the board; by default the wind and who acts.
        marks: a maneuver to draw, numbered (:mod:`notation.render.maneuver_svg`).
        offence: squares to mark as those of an action that broke a rule.
        wind_offence: mark the wind as what an action that broke a rule changed.

    >>> from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE

    >>> from admiralty.referee.rigadoon import Direction, start
    >>> svg = rigadoon_svg(start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N), arrow=(3, 21))
    >>> svg.count('class="ship'), svg.count('class="chest"'), svg.count('class="exit"'), 'class="arrow"' in svg
    (8, 4, 4, True)
    >>> svg.count('class="legend-entry"'), 'class="to-act blue"' in svg
    (8, True)
    """
    board = state.board
    margin = size // 2
    left = margin + board.files * size + size * 0.4
    kinds = tuple(dict.fromkeys(mark.kind for mark in marks))
    width = left + size * 3.8
    height = max(margin * 2 + board.ranks * size, margin + (len(kinds) + 11) * size * 0.55) + size // 2

    def centre(square: int) -> tuple[float, float]:
        return margin + (square % board.files + 0.5) * size, margin + (board.ranks - square // board.files - 0.5) * size

    parts = opening("rigadoon-board", width, height) + [markers()]
    for square in range(board.files * board.ranks):
        x, y = centre(square)
        parts.append(_square(board.kind(square), x, y, size, square in offence))
    if board.compass is not None:
        parts.append(_text(*_below(centre(board.compass), size), size * 0.2, "compass"))
    for pair, (maelstrom, exit_) in enumerate(board.exits, start=1):
        parts.append(_pair(centre(maelstrom), centre(exit_), size, pair))
    parts += labels(board.files, board.ranks, margin, size)
    for square in sorted(set(state.chests)):
        x, y = centre(square)
        parts.append(_chest(x, y - size * 0.28, size, state.chests_on(square)))
    under, badges = maneuver_svg(marks, centre, size, board.files, frozenset(ship.square for ship in state.ships))
    parts.append(under)
    if arrow is not None:
        landing = state.ship_on(arrow[1]) is not None
        parts.append(arrow_svg(centre(arrow[0]), centre(arrow[1]), size * 0.32 if landing else 0))
    for ship in state.ships:
        x, y = centre(ship.square)
        parts.append(
            _ship(x, y + size * 0.08, size, ship.fleet, f"{ship.name}·{ship.masts}{'!' if state.aground(ship) else ''}")
        )
    parts.append(badges)
    parts.append(legend(state, left, margin, size, kinds, (bool(offence), wind_offence)))
    parts.append(caption_svg(caption or _caption(state), margin, height, size))
    parts.append("</svg>")
    return "".join(parts)


def _square(kind: Kind, x: float, y: float, size: float, offence: bool) -> str:
    """A square of the board; one of an offending action gets a thick outline (``class="offence"``)."""
    square = (
        f'<rect class="{kind.value}" x="{x - size / 2:g}" y="{y - size / 2:g}" width="{size:g}" '
        f'height="{size:g}" fill="{FILLS[kind]}" stroke="#fff" stroke-width="0.5"/>'
    )
    if not offence:
        return square
    return square + (
        f'<rect class="offence" x="{x - size / 2 + 2:g}" y="{y - size / 2 + 2:g}" width="{size - 4:g}" '
        f'height="{size - 4:g}" fill="none" stroke="{OFFENCE}" stroke-width="4"/>'
    )


def _pair(maelstrom: tuple[float, float], exit_: tuple[float, float], size: float, pair: int) -> str:
    """A maelstrom and its exit marked with the same number, as the rule book's board does (RIG-MAELSTROM)."""
    (x1, y1), (x2, y2) = maelstrom, exit_
    return (
        _text(x1 - size * 0.3, y1 - size * 0.22, size * 0.22, str(pair), "#fff", "bold")
        + f'<g class="exit" data-pair="{pair}"><circle cx="{x2:g}" cy="{y2:g}" r="{size * 0.42:g}" fill="none" '
        f'stroke="{EXIT}" stroke-width="1.5" stroke-dasharray="5 3"/>'
        + _pair_tag(x2 - size * 0.3, y2 - size * 0.3, size, pair)
        + "</g>"
    )


def _pair_tag(x: float, y: float, size: float, pair: int) -> str:
    return f'<circle cx="{x:g}" cy="{y:g}" r="{size * 0.14:g}" fill="{EXIT}"/>' + _text(
        x, y + size * 0.07, size * 0.2, str(pair), "#fff", "bold"
    )


def _ship(x: float, y: float, size: float, fleet: Fleet, label: str, css: str = "ship") -> str:
    return (
        f'<g class="{css} {fleet.name.lower()}"><circle cx="{x:g}" cy="{y:g}" r="{size * 0.32:g}" '
        f'fill="{COLOURS[fleet]}" stroke="#222" stroke-width="1"/>'
        + _text(x, y + size * 0.06, size * 0.22, label, "#fff", "bold")
        + "</g>"
    )


def legend(
    state: State, left: float, top: float, size: float, kinds: tuple[str, ...], offence: tuple[bool, bool]
) -> str:
    """The key beside the board: who acts, every kind of square, the chest, a ship, the wind, the marks drawn,
    and the outline of an offending action when there is one (``offence``: squares outlined, the wind marked)."""
    row = size * 0.55
    outline = (
        f'<rect x="{size * 0.05:g}" y="{size * 0.05:g}" width="{size * 0.4:g}" height="{size * 0.4:g}" fill="none" '
        f'stroke="{OFFENCE}" stroke-width="3"/>'
    )
    rows = (
        [_to_act(state, size)]
        + _entries(state, size, offence[1])
        + [_entry(size, kind, _mark_swatch(kind, size), STYLES[kind][1]) for kind in kinds]
        + ([_entry(size, "offence", outline, "the action that broke a rule")] if any(offence) else [])
    )
    return (
        '<g class="legend">'
        + "".join(
            f'<g transform="translate({left:g},{top + index * row:g})">{entry}</g>' for index, entry in enumerate(rows)
        )
        + "</g>"
    )


def _to_act(state: State, size: float) -> str:
    fleet = state.outcome.winner if state.outcome is not None else state.fleet
    words = "won" if state.outcome is not None else "to act"
    return (
        f'<g class="to-act {fleet.name.lower()}"><circle cx="{size * 0.25:g}" cy="{size * 0.25:g}" '
        f'r="{size * 0.2:g}" fill="{COLOURS[fleet]}" stroke="#222" stroke-width="1"/>'
        + _label(size, f"{fleet.name.title()} {words}", "bold")
        + "</g>"
    )


def _entries(state: State, size: float, wind_offence: bool) -> list[str]:
    """The legend's fixed entries: the squares, the chest, a ship, the wind."""
    half, swatch = size * 0.25, size * 0.4

    def tile(kind: Kind) -> str:
        return (
            f'<rect x="{half - swatch / 2:g}" y="{half - swatch / 2:g}" width="{swatch:g}" height="{swatch:g}" '
            f'fill="{FILLS[kind]}" stroke="#888" stroke-width="0.5"/>'
        )

    ring = (
        f'<circle cx="{half:g}" cy="{half:g}" r="{swatch / 2:g}" fill="none" stroke="{EXIT}" stroke-width="1.5" '
        f'stroke-dasharray="5 3"/>' + _pair_tag(half, half, size, 1)
    )
    ship = _ship(half, half, size * 0.75, Fleet.BLUE, "B1·3", "sample")
    return [
        _entry(size, "island", tile(Kind.ISLAND), "island (its chests)"),
        _entry(
            size,
            "maelstrom",
            tile(Kind.MAELSTROM) + _text(half, half + size * 0.07, size * 0.2, "1", "#fff"),
            "maelstrom 1",
        ),
        _entry(size, "exit", ring, "exit of maelstrom 1"),
        _entry(size, "shallows", tile(Kind.SHALLOWS), "shallows"),
        _entry(size, "water", tile(Kind.WATER), "open water"),
        _entry(size, "chest", _chest(half, half, size, 1, "sample"), "chest (\u00d7n: n chests)"),
        _entry(size, "ship", ship, "ship\u00b7masts (! aground)"),
        _entry(size, "wind", _wind(state.wind, size, wind_offence), f"wind {state.wind.name}"),
    ]


def _entry(size: float, name: str, swatch: str, words: str) -> str:
    return f'<g class="legend-entry" data-entry="{name}">{swatch}{_label(size, words)}</g>'


def _label(size: float, words: str, weight: str = "normal") -> str:
    return (
        f'<text x="{size * 0.6:g}" y="{size * 0.33:g}" font-size="{size * 0.26:g}" '
        f'font-family="sans-serif" font-weight="{weight}" fill="#222">{escape(words)}</text>'
    )


def _wind(wind: Direction, size: float, offence: bool) -> str:
    """An arrow the way the wind blows (with wind S a ship sails south easily), ringed when an action broke RIG-WIND."""
    half, reach = size * 0.25, size * 0.2
    norm = (wind.df**2 + wind.dr**2) ** 0.5
    dx, dy = wind.df / norm * reach, -wind.dr / norm * reach
    ring = (
        f'<circle class="offence" cx="{half:g}" cy="{half:g}" r="{size * 0.24:g}" fill="none" stroke="{OFFENCE}" '
        f'stroke-width="3"/>'
        if offence
        else ""
    )
    return ring + (
        f'<line x1="{half - dx:g}" y1="{half - dy:g}" x2="{half + dx * 0.6:g}" y2="{half + dy * 0.6:g}" '
        f'stroke="{WIND}" stroke-width="3" marker-end="url(#head-wind)"/>'
    )


def _mark_swatch(kind: str, size: float) -> str:
    """A short sample of how the marks of ``kind`` are drawn."""
    colour = STYLES[kind][0]
    if kind in LINES:
        dash = ' stroke-dasharray="6 3"' if kind in ("blast", "backfire") else ""
        return (
            f'<line x1="{size * 0.02:g}" y1="{size * 0.25:g}" x2="{size * 0.38:g}" y2="{size * 0.25:g}" '
            f'stroke="{colour}" stroke-width="2.5"{dash} marker-end="url(#head-{kind})"/>'
        )
    return (
        f'<circle cx="{size * 0.25:g}" cy="{size * 0.25:g}" r="{size * 0.15:g}" fill="#fff" stroke="{colour}" '
        f'stroke-width="1.5"/>'
    )


def _below(point: tuple[float, float], size: float) -> tuple[float, float]:
    return point[0], point[1] + size * 0.42
