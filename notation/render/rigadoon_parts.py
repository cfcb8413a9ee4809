"""The pieces Rigadoon diagrams and their legend share: colours, text, a chest, a ship, a maelstrom's number."""

from __future__ import annotations

from admiralty.referee.rigadoon import Fleet, Kind

FILLS = {Kind.WATER: "#bfe0f2", Kind.SHALLOWS: "#e9dcae", Kind.ISLAND: "#7fb069", Kind.MAELSTROM: "#3d5a80"}
COLOURS = {Fleet.BLUE: "#2463a6", Fleet.GREEN: "#2e8b57"}
CHEST, EXIT, OFFENCE = "#8b5a2b", "#3d5a80", "#f5a700"


def text_svg(x: float, y: float, size: float, text: str, fill: str = "#222", weight: str = "normal") -> str:
    """A line of text centred on ``x``, ``size`` pixels high."""
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="middle" font-family="sans-serif" '
        f'font-weight="{weight}" fill="{fill}">{text}</text>'
    )


def chest_svg(x: float, y: float, size: float, count: int, css: str = "chest") -> str:
    """A chest (the count beside it when a square holds several), for a square ``size`` pixels wide."""
    side = size * 0.32
    box = (
        f'<rect class="{css}" x="{x - side / 2:g}" y="{y - side / 2:g}" width="{side:g}" height="{side * 0.75:g}" '
        f'fill="{CHEST}" stroke="#222" stroke-width="1"/>'
    )
    return box + (text_svg(x + side, y, size * 0.22, f"\u00d7{count}") if count > 1 else "")


def pair_tag(x: float, y: float, size: float, pair: int) -> str:
    """The number a maelstrom's exit shares with its maelstrom, in a disc of the maelstrom's colour."""
    return f'<circle cx="{x:g}" cy="{y:g}" r="{size * 0.14:g}" fill="{EXIT}"/>' + text_svg(
        x, y + size * 0.07, size * 0.2, str(pair), "#fff", "bold"
    )


def ship_svg(x: float, y: float, size: float, fleet: Fleet, label: str, css: str = "ship") -> str:
    """A ship: a disc of its fleet's colour with ``label`` (``B1·3``); the legend's sample has another class."""
    return (
        f'<g class="{css} {fleet.name.lower()}"><circle cx="{x:g}" cy="{y:g}" r="{size * 0.32:g}" '
        f'fill="{COLOURS[fleet]}" stroke="#222" stroke-width="1"/>'
        + text_svg(x, y + size * 0.06, size * 0.22, label, "#fff", "bold")
        + "</g>"
    )


def outline_svg(css: str, x: float, y: float, side: float, width: float, dashed: bool = False) -> str:
    """The outline of a square (or of a legend's swatch) marking what broke a rule: solid for an action's
    squares, dashed for a ship that still owed an action when its turn ended."""
    dash = ' stroke-dasharray="6 3"' if dashed else ""
    return (
        f'<rect class="{css}" x="{x:g}" y="{y:g}" width="{side:g}" height="{side:g}" fill="none" '
        f'stroke="{OFFENCE}" stroke-width="{width:g}"{dash}/>'
    )
