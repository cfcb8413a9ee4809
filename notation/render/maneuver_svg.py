"""A Rigadoon maneuver drawn on its board: one numbered SVG element per mark (:class:`Mark`).

Each mark is a group ``<g class="event KIND" data-order="N">`` holding its
drawing and a badge with its number, the number of its line in the replay's
story. Movements (a sail, an attack, a backfire, a blast, a chest's push) are
arrows (a sail's has the class ``arrow``, as a single move's arrow has); a blast across the board's edge (RIG-BLAST) is drawn to the edge it
leaves and again from the edge it enters, each crossing marked by a small
circle, and its group has the class ``wrap``. A maelstrom crossing and a sunk
chest ring both ends with a dashed circle and the same number (the chest's
square and the island it washed up on, RIG-SINK), and what happens to a ship
where it is (a mast lost, aground, a claim, a Rigadoon, a repair) rings its
square. The numbers are badges (``class="badge"``, the same ``data-order``)
drawn over the ships, the rest under them, so no ship's name is hidden.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

from admiralty.notation.steps import Mark

Point = tuple[float, float]
Centre = Callable[[int], Point]

STYLES = {
    "sail": ("#d1141b", "sail"),
    "attack": ("#b00020", "attack"),
    "backfire": ("#ff8c00", "backfire"),
    "blast": ("#6a1b9a", "blast"),
    "push": ("#8b5a2b", "chest pushed"),
    "whirl": ("#3d5a80", "through a maelstrom"),
    "sink": ("#8b5a2b", "chest sunk, its island"),
    "mast": ("#b00020", "mast lost"),
    "aground": ("#555", "aground"),
    "claim": ("#2e7d32", "claim"),
    "rigadoon": ("#2e7d32", "Rigadoon"),
    "repair": ("#2e7d32", "repair"),
}
"""Each kind of mark: its colour and what the legend calls it."""

WIND = "#3d5a80"

LINES = ("sail", "attack", "backfire", "blast", "push")
"""The kinds of mark drawn as arrows along their path."""


def markers() -> str:
    """The arrow heads of the movements and of the wind, one per colour (``#head-KIND``, ``#head-wind``)."""
    heads = {kind: STYLES[kind][0] for kind in LINES} | {"wind": WIND}
    return (
        "<defs>"
        + "".join(
            f'<marker id="head-{kind}" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto">'
            f'<path d="M0,0 L4,2 L0,4 z" fill="{colour}"/></marker>'
            for kind, colour in heads.items()
        )
        + "</defs>"
    )


def maneuver_svg(
    marks: tuple[Mark, ...], centre: Centre, size: float, files: int, occupied: frozenset[int]
) -> tuple[str, str]:
    """Every mark drawn, as the layer under the ships and the layer of numbered badges over them.

    A movement ending on a square in ``occupied`` stops at the ship's edge, so
    its head shows and the ship's name is never hidden.
    """
    used: dict[tuple[int, int], int] = {}
    groups, badges = [], []
    for mark in marks:
        drawing, spots = _drawing(mark, centre, size, files, occupied)
        wrap = " wrap" if mark.kind in LINES and _wraps(mark.path, files) else ""
        groups.append(
            f'<g class="event {mark.kind}{wrap}" data-order="{mark.order}"><title>{mark.order}. '
            f"{STYLES[mark.kind][1]} {mark.label}</title>{drawing}</g>"
        )
        for x, y in spots:
            nudge = used.get((round(x), round(y)), 0)
            used[(round(x), round(y))] = nudge + 1
            badges.append(_badge(mark, (x + nudge * size * 0.3, y), size))
    return "".join(groups), "".join(badges)


def _drawing(mark: Mark, centre: Centre, size: float, files: int, occupied: frozenset[int]) -> tuple[str, list[Point]]:
    """The mark's drawing and where its badges go."""
    colour = STYLES[mark.kind][0]
    if mark.kind in LINES:
        segments = _segments(mark.path, centre, size, files)
        if mark.path[-1] in occupied:
            segments[-1][-1] = _short(segments[-1][-2], segments[-1][-1], size * 0.32 + 5)
        (x1, y1), (x2, y2) = segments[0][0], segments[0][1]
        return _polylines(mark.kind, colour, segments, size), [((x1 + x2) / 2, (y1 + y2) / 2)]
    ends = (mark.path[0], mark.path[-1]) if len(mark.path) > 1 else (mark.path[0],)
    dash = ' stroke-dasharray="3 2"' if len(ends) > 1 else ""
    rings = "".join(
        f'<circle cx="{x:g}" cy="{y:g}" r="{size * 0.44:g}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>'
        for x, y in map(centre, ends)
    )
    return rings, [_corner(centre(square), size) for square in ends]


def _short(start: Point, end: Point, by: float) -> Point:
    """``end`` moved ``by`` towards ``start`` (not past it)."""
    (x1, y1), (x2, y2) = start, end
    length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
    keep = max(length - by, length * 0.3) / length if length else 1.0
    return x1 + (x2 - x1) * keep, y1 + (y2 - y1) * keep


def _corner(point: Point, size: float) -> Point:
    """The top right corner of a square, where a badge sits."""
    return point[0] + size * 0.3, point[1] - size * 0.3


def _segments(path: tuple[int, ...], centre: Centre, size: float, files: int) -> list[list[Point]]:
    """The path as lines: a new line starts where it wraps, from the edge it enters."""
    segments = [[centre(path[0])]]
    for before, after in pairwise(path):
        if _neighbours(before, after, files):
            segments[-1].append(centre(after))
            continue
        dx, dy = _step(before, after, files)
        (x1, y1), (x2, y2) = centre(before), centre(after)
        segments[-1].append((x1 + dx * size / 2, y1 + dy * size / 2))
        segments.append([(x2 - dx * size / 2, y2 - dy * size / 2), (x2, y2)])
    return segments


def _polylines(kind: str, colour: str, segments: list[list[Point]], size: float) -> str:
    dash = ' stroke-dasharray="6 3"' if kind in ("blast", "backfire") else ""
    width = 4 if kind == "sail" else 2.5
    parts = []
    for index, points in enumerate(segments):
        last = index == len(segments) - 1
        head = f' marker-end="url(#head-{kind})"' if last else ""
        line = " ".join(f"{x:g},{y:g}" for x, y in points)
        css = ' class="arrow"' if kind == "sail" else ""
        parts.append(
            f'<polyline{css} points="{line}" fill="none" stroke="{colour}" stroke-width="{width}" '
            f'stroke-opacity="0.75"{dash}{head}/>'
        )
        if not last:
            (x1, y1), (x2, y2) = points[-1], segments[index + 1][0]
            parts += [
                f'<circle class="edge" cx="{x:g}" cy="{y:g}" r="{size * 0.08:g}" fill="{colour}"/>'
                for x, y in ((x1, y1), (x2, y2))
            ]
    return "".join(parts)


def _badge(mark: Mark, spot: Point, size: float) -> str:
    x, y = spot
    return (
        f'<g class="badge" data-order="{mark.order}"><circle cx="{x:g}" cy="{y:g}" r="{size * 0.15:g}" fill="#fff" '
        f'stroke="{STYLES[mark.kind][0]}" stroke-width="1.5"/>'
        f'<text x="{x:g}" y="{y + size * 0.07:g}" font-size="{size * 0.2:g}" text-anchor="middle" '
        f'font-family="sans-serif" font-weight="bold" fill="#222">{mark.order}</text></g>'
    )


def _neighbours(a: int, b: int, files: int) -> bool:
    return abs(a % files - b % files) <= 1 and abs(a // files - b // files) <= 1


def _step(a: int, b: int, files: int) -> tuple[int, int]:
    """The screen direction (x right, y down) of a step from ``a`` to ``b`` that wrapped across an edge."""
    df, dr = b % files - a % files, b // files - a // files
    df = df if abs(df) <= 1 else (-1 if df > 0 else 1)
    dr = dr if abs(dr) <= 1 else (-1 if dr > 0 else 1)
    return df, -dr


def _wraps(path: tuple[int, ...], files: int) -> bool:
    return any(not _neighbours(a, b, files) for a, b in pairwise(path))
