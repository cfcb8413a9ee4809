"""Rigadoon positions as SVG diagrams, drawn with the helpers of :mod:`notation.render.mad_svg`.

A diagram shows the board north up: open water, the shallows, the islands (with
the chests washed up there), each maelstrom and its exit marked with the same
number (as the rule book's board does, RIG-MAELSTROM), the compass, the chests in
play, and each ship as a disc of its fleet's colour with its name and masts
(``B1·3``; ``!`` aground). Beside the board a legend
(:mod:`notation.render.rigadoon_legend`) says who is to act and what each
thing drawn is; the wind is an arrow the way it blows. An arrow can show a sail, a maneuver can be
drawn event by event (:mod:`notation.render.maneuver_svg`), the squares of an
action that broke a rule are outlined (``class="offence"``), an end of turn that
broke one marks the ships that still owed an action (``class="owes"``) or the
wind, and a caption says
the wind, the deck and who is to act.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from admiralty.notation.render.mad_svg import arrow_svg, caption_svg, labels, opening
from admiralty.notation.render.maneuver_svg import maneuver_svg, markers
from admiralty.notation.render.rigadoon_legend import legend
from admiralty.notation.render.rigadoon_parts import EXIT, FILLS, chest_svg, outline_svg, pair_tag, ship_svg, text_svg
from admiralty.notation.steps import Mark
from admiralty.referee.rigadoon import Board, Kind, Square, State


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
    turn_end: str | None = None,
    owing: tuple[Square, ...] = (),
) -> str:
    """The SVG of a Rigadoon position, with its legend.

    Args:
        state: the position to draw.
        arrow: a sail to draw, as (start square, stop square).
        size: the side of a square in pixels.
        caption: a line of text under the board; by default the wind and who acts.
        marks: a maneuver to draw, numbered (:mod:`notation.render.maneuver_svg`).
        offence: squares to mark as those of an action that broke a rule.
        wind_offence: mark the wind as what an action that broke a rule changed, or (with
            ``turn_end``) what the end of the turn lacked (RIG-WIND).
        turn_end: the end of the turn broke a rule: what the legend says of it.
        owing: the squares of the ships at sea that still owed an action when the turn
            ended (RIG-TURN-END), outlined dashed (``class="owes"``).

    >>> from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE

    >>> from admiralty.referee.rigadoon import Direction, Fleet, start
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

    area = (margin, margin, board.files * size, board.ranks * size)
    parts = opening("rigadoon-board", width, height, area) + [markers()]
    parts.append(ground_svg(board, size, offence, owing))
    for square in sorted(set(state.chests)):
        x, y = centre(square)
        parts.append(chest_svg(x, y - size * 0.28, size, state.chests_on(square)))
    under, badges = maneuver_svg(marks, centre, size, board.files, frozenset(ship.square for ship in state.ships))
    parts.append(under)
    if arrow is not None:
        landing = state.ship_on(arrow[1]) is not None
        parts.append(arrow_svg(centre(arrow[0]), centre(arrow[1]), size * 0.32 if landing else 0))
    for ship in state.ships:
        x, y = centre(ship.square)
        parts.append(
            ship_svg(
                x, y + size * 0.08, size, ship.fleet, f"{ship.name}·{ship.masts}{'!' if state.aground(ship) else ''}"
            )
        )
    parts.append(badges)
    parts.append(legend(state, left, margin, size, kinds, (bool(offence), wind_offence), turn_end))
    parts.append(caption_svg(caption or _caption(state), margin, height, size))
    parts.append("</svg>")
    return "".join(parts)


@functools.lru_cache(maxsize=64)
def ground_svg(board: Board, size: int, offence: tuple[Square, ...], owing: tuple[Square, ...]) -> str:
    """The board under its chests and ships: its squares (those of ``offence`` and ``owing`` outlined), the
    compass, the maelstroms' pairs and the labels; the same for every step of a game, so it is made once
    (a viewer draws a board for each of thousands of steps)."""
    margin = size // 2

    def centre(square: int) -> tuple[float, float]:
        return margin + (square % board.files + 0.5) * size, margin + (board.ranks - square // board.files - 0.5) * size

    parts = [
        _square(board.kind(square), *centre(square), size, square in offence, square in owing)
        for square in range(board.files * board.ranks)
    ]
    if board.compass is not None:
        parts.append(text_svg(*_below(centre(board.compass), size), size * 0.2, "compass"))
    for pair, (maelstrom, exit_) in enumerate(board.exits, start=1):
        parts.append(_pair(centre(maelstrom), centre(exit_), size, pair))
    return "".join(parts + labels(board.files, board.ranks, margin, size))


def _square(kind: Kind, x: float, y: float, size: float, offence: bool, owing: bool) -> str:
    """A square of the board; one of an offending action gets a thick outline (``class="offence"``), the
    square of a ship that still owed an action when the turn ended a dashed one (``class="owes"``)."""
    square = (
        f'<rect class="{kind.value}" x="{x - size / 2:g}" y="{y - size / 2:g}" width="{size:g}" '
        f'height="{size:g}" fill="{FILLS[kind]}" stroke="#fff" stroke-width="0.5"/>'
    )
    if offence:
        square += outline_svg("offence", x - size / 2 + 2, y - size / 2 + 2, size - 4, 4)
    if owing:
        square += outline_svg("owes", x - size / 2 + 2, y - size / 2 + 2, size - 4, 4, dashed=True)
    return square


def _pair(maelstrom: tuple[float, float], exit_: tuple[float, float], size: float, pair: int) -> str:
    """A maelstrom and its exit marked with the same number, as the rule book's board does (RIG-MAELSTROM)."""
    (x1, y1), (x2, y2) = maelstrom, exit_
    return (
        text_svg(x1 - size * 0.3, y1 - size * 0.22, size * 0.22, str(pair), "#fff", "bold")
        + f'<g class="exit" data-pair="{pair}"><circle cx="{x2:g}" cy="{y2:g}" r="{size * 0.42:g}" fill="none" '
        f'stroke="{EXIT}" stroke-width="1.5" stroke-dasharray="5 3"/>'
        + pair_tag(x2 - size * 0.3, y2 - size * 0.3, size, pair)
        + "</g>"
    )


def _below(point: tuple[float, float], size: float) -> tuple[float, float]:
    return point[0], point[1] + size * 0.42


_SIZE = re.compile(r'<svg [^>]*?width="([0-9.]+)" height="([0-9.]+)"')
"""The size a diagram of this package gives its ``<svg>`` element."""


def stacked(panels: Sequence[str]) -> str:
    """Diagrams drawn by this package one under the other in one SVG (``diagram --move``, event by event).

    >>> from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE
    >>> from admiralty.referee.rigadoon import Direction, Fleet, start
    >>> state = start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N)
    >>> both = stacked([rigadoon_svg(state), rigadoon_svg(state)])
    >>> both.count("<svg"), 'class="event-panel"' in both
    (3, True)
    """
    sizes = []
    for panel in panels:
        found = _SIZE.match(panel)
        assert found is not None, "a diagram of this package"
        sizes.append((float(found[1]), float(found[2])))
    width, height = max(size[0] for size in sizes), sum(size[1] for size in sizes)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="event-panels" width="{width:g}" height="{height:g}" '
        f'viewBox="0 0 {width:g} {height:g}">'
    ]
    top = 0.0
    for panel, (_, tall) in zip(panels, sizes):
        parts.append(f'<g class="event-panel" transform="translate(0 {top:g})">{panel}</g>')
        top += tall
    parts.append("</svg>")
    return "".join(parts)
