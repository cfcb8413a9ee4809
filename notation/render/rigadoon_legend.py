"""The legend beside a Rigadoon diagram: who acts, then what each thing drawn is.

One ``class="legend-entry"`` element per entry, its ``data-entry`` naming it:
``island``, ``maelstrom``, ``exit``, ``shallows``, ``water``, ``chest``,
``ship``, ``wind``, then one per kind of maneuver mark drawn, ``offence``
when an action that broke a rule is outlined, and ``turn-end`` when the end of
a turn broke one (RIG-WIND, RIG-TURN-END).
"""

from __future__ import annotations

from html import escape

from admiralty.notation.render.maneuver_svg import LINES, STYLES, WIND
from admiralty.notation.render.rigadoon_parts import (
    COLOURS,
    EXIT,
    FILLS,
    OFFENCE,
    chest_svg,
    outline_svg,
    pair_tag,
    ship_svg,
    text_svg,
)
from admiralty.referee.rigadoon import Direction, Fleet, Kind, State


def legend(
    state: State,
    left: float,
    top: float,
    size: float,
    kinds: tuple[str, ...],
    offence: tuple[bool, bool],
    turn_end: str | None = None,
) -> str:
    """The key beside the board: who acts, every kind of square, the chest, a ship, the wind, the marks drawn,
    and the mark of what broke a rule, if anything did: an offending action (``offence``: squares outlined,
    the wind marked), or the end of the turn (``turn_end``: what to say of it)."""
    row = size * 0.55
    rows = (
        [_to_act(state, size)]
        + _entries(state, size, offence[1])
        + [_entry(size, kind, _mark_swatch(kind, size), STYLES[kind][1]) for kind in kinds]
        + _offence_entries(size, offence, turn_end)
    )
    return (
        '<g class="legend">'
        + "".join(
            f'<g transform="translate({left:g},{top + index * row:g})">{entry}</g>' for index, entry in enumerate(rows)
        )
        + "</g>"
    )


def _offence_entries(size: float, offence: tuple[bool, bool], turn_end: str | None) -> list[str]:
    """The entry for what broke a rule: an action, outlined solid, or the end of a turn, whose
    ships still owing an action are outlined dashed (or whose wind is ringed, RIG-WIND)."""
    if turn_end is not None:
        swatch = (
            _ring(size, "sample")
            if offence[1]
            else outline_svg("sample", size * 0.05, size * 0.05, size * 0.4, 3, dashed=True)
        )
        return [_entry(size, "turn-end", swatch, turn_end)]
    if any(offence):
        return [_entry(size, "offence", outline_svg("sample", size * 0.05, size * 0.05, size * 0.4, 3), _ACTION)]
    return []


_ACTION = "the action that broke a rule"


def _ring(size: float, css: str = "offence") -> str:
    """The ring around the wind arrow of a wind that broke RIG-WIND (the legend's sample has another class)."""
    return (
        f'<circle class="{css}" cx="{size * 0.25:g}" cy="{size * 0.25:g}" r="{size * 0.24:g}" fill="none" '
        f'stroke="{OFFENCE}" stroke-width="3"/>'
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
        f'stroke-dasharray="5 3"/>' + pair_tag(half, half, size, 1)
    )
    sample = ship_svg(half, half, size * 0.75, Fleet.BLUE, "B1·3", "sample")
    return [
        _entry(size, "island", tile(Kind.ISLAND), "island (its chests)"),
        _entry(
            size,
            "maelstrom",
            tile(Kind.MAELSTROM) + text_svg(half, half + size * 0.07, size * 0.2, "1", "#fff"),
            "maelstrom 1",
        ),
        _entry(size, "exit", ring, "exit of maelstrom 1"),
        _entry(size, "shallows", tile(Kind.SHALLOWS), "shallows"),
        _entry(size, "water", tile(Kind.WATER), "open water"),
        _entry(size, "chest", chest_svg(half, half, size, 1, "sample"), "chest (\u00d7n: n chests)"),
        _entry(size, "ship", sample, "ship\u00b7masts (! aground)"),
        _entry(size, "wind", _wind(state.wind, size, wind_offence), f"wind {state.wind.name}"),
    ]


def _entry(size: float, name: str, swatch: str, words: str) -> str:
    return f'<g class="legend-entry" data-entry="{name}">{swatch}{_label(size, words)}</g>'


def _label(size: float, words: str, weight: str = "normal") -> str:
    return (
        f'<text x="{size * 0.6:g}" y="{size * 0.33:g}" font-size="{size * 0.26:g}" '
        f'font-family="sans-serif" font-weight="{weight}" fill="#222">{escape(words, quote=False)}</text>'
    )


def _wind(wind: Direction, size: float, offence: bool) -> str:
    """An arrow the way the wind blows (with wind S a ship sails south easily), ringed when an action broke RIG-WIND."""
    half, reach = size * 0.25, size * 0.2
    norm = (wind.df**2 + wind.dr**2) ** 0.5
    dx, dy = wind.df / norm * reach, -wind.dr / norm * reach
    return (_ring(size) if offence else "") + (
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
