"""The viewer's HTML page (specs/viewer.md): one self-contained file, its style, script and boards inline.

Every step's board is the SVG ``diagram`` draws, drawn by the page's script
(``viewer_boards.js``) from the step's position (MFEN or RFEN) and what is
drawn over it (:class:`~admiralty.notation.render.view_nodes.Drawing`: a MAD
turn's arrow, a Rigadoon maneuver's marks, the caption), on the game's ground
drawn once here; the first step's board is drawn here too, so the page shows a
board without its script. The page is the Jinja2 template ``templates/viewer/page.html``; its scripts and
style are package data (``viewer_boards.js``, ``viewer.js``, ``viewer.css``) written inline, so no network is
needed. Everything a record says is escaped (the environment autoescapes,
:mod:`admiralty.notation.render.templating`).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Sequence
from importlib import resources
from typing import Any, NamedTuple

from markupsafe import Markup

from admiralty.notation.kinds import KINDS
from admiralty.notation.render.templating import render
from admiralty.notation.render.view_model import ViewGame, ViewStep
from admiralty.notation.render.view_nodes import Drawing
from admiralty.notation.verdict import MANEUVER_HEADING


@functools.cache
def _asset(name: str) -> Markup:
    """The viewer's script or style, package data written inline as it is (read once: a report writes a page
    per game)."""
    return Markup(resources.files("admiralty.notation.render").joinpath(name).read_text(encoding="utf-8"))


def _script_json(value: Any) -> str:
    """JSON that cannot end the ``<script>`` holding it nor open a comment there (every ``<`` escaped)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")


def _drawing_data(drawing: Drawing, heading: str) -> dict[str, Any]:
    """What the script draws over a step's position, only what there is: its caption (unless it is the step's
    heading), a MAD turn's arrow, a Rigadoon maneuver's marks (kind, number, path, label), or the board itself
    when it is drawn here (the bad turn's)."""
    data: dict[str, Any] = {}
    if drawing.caption != heading:
        data["caption"] = drawing.caption
    if drawing.arrow is not None:
        data["arrow"] = list(drawing.arrow)
    if drawing.marks:
        data["marks"] = [[mark.kind, mark.order, list(mark.path), mark.label] for mark in drawing.marks]
    if drawing.svg:
        data["svg"] = drawing.svg
    return data


def _step_data(step: ViewStep) -> dict[str, Any]:
    """What the script needs of a step: what its board draws, the texts beside it, its links and its link's
    name."""
    node = step.node
    return {
        **_drawing_data(node.drawing, node.heading),
        "heading": node.heading,
        "position": node.position,
        "facts": node.facts,
        "story": node.story,
        "notes": [*([node.glyph] if node.glyph else []), *(f"${nag}" for nag in node.nags), *node.comments],
        "prev": step.prev,
        "next": step.next,
        "up": step.up,
        "variations": step.variations,
        "part": step.part,
        "anchor": step.anchor,
    }


CONTROLS = (
    ("first", "Start", "Go to the start (Home)"),
    ("prev", "\u25c0 Back", "Step back (Left arrow)"),
    ("next", "Forward \u25b6", "Step forward (Right arrow)"),
    ("last", "End", "Go to the end of this line (End)"),
    ("enter", "Enter variation \u25bc", "Enter the variation of the next turn (Down arrow)"),
    ("leave", "Leave variation \u25b2", "Leave the variation (Up arrow)"),
)
"""The buttons that step through a game: what each does, its sign and its label (its key in brackets)."""


def render_page(games: Sequence[ViewGame], title: str, header: Markup = Markup("")) -> str:
    """The viewer page of ``games``: a game list when there are several, then each game's viewer (the first shown);
    ``header`` first, the site's on a published game's page (:mod:`notation.render.site.pages`).

    >>> from admiralty.notation.kinds import MAD
    >>> from admiralty.notation.render.view_model import view_game
    >>> from admiralty.notation.verdict import judge
    >>> record, _ = next(judge("g.mgn", ["1. 211c2-c4 *"], MAD))
    >>> page = render_page([view_game(record, MAD, {}, "g.mgn #1")], "g.mgn")
    >>> page.count('class="move red"'), 'data-position="' in page, "http" in page.replace("http://www.w3.org", "")
    (1, True, False)
    """
    data = [{"board": _board(game), "steps": _steps(game), "anchors": game.anchors()} for game in games]
    return render(
        "viewer/page.html",
        title=title,
        header=header,
        games=[_game(game, title) for game in games],
        controls=CONTROLS,
        maneuver_heading=MANEUVER_HEADING,
        style=_asset("viewer.css"),
        script=_asset("viewer_boards.js") + _asset("viewer.js"),
        payload=Markup(_script_json({"games": data})),
    )


def _game(game: ViewGame, title: str) -> dict[str, Any]:
    """What the template shows of a game: its heading (unless the page's title says it), tags, fault,
    decisions and move list."""
    return {
        "title": game.title,
        "heading": game.title != title,
        "kind": game.kind,
        "format": game.position_format,
        "tags": game.tags,
        "fault": game.fault,
        "decisions": [(_goto(game, turn), text) for turn, text in game.decisions],
        "opening": game.comments,
        "moves": _line(game, game.line_from(0)[1:]),
        "first": game.steps[0],
        "board": Markup(_first_board(game)),
    }


def _board(game: ViewGame) -> dict[str, Any]:
    """What the script needs to draw the game's boards (:meth:`GamePlugin.view_board`)."""
    return KINDS[game.kind].plugin.view_board(game.start)


def _steps(game: ViewGame) -> list[dict[str, Any]]:
    """What the script needs of each step of the game; a game of a kind the script does not draw (its board
    data empty) carries each step's board, drawn here."""
    steps = [_step_data(step) for step in game.steps]
    if not _board(game):
        plugin = KINDS[game.kind].plugin
        for data, step in zip(steps, game.steps):
            data["svg"] = plugin.view_svg(game.start, step.node.position, step.node.drawing)
    return steps


def _first_board(game: ViewGame) -> str:
    """The board of the game's first step, drawn here (the Python renderer's), so that the page shows a board
    before its script runs, or without it."""
    first = game.steps[0].node
    return KINDS[game.kind].plugin.view_svg(game.start, first.position, first.drawing)


def _goto(game: ViewGame, turn: int | None) -> ViewStep | None:
    """The last step of turn ``turn`` on the main line, if it was played (a decision's button goes there)."""
    steps = [step for step in game.line_from(0) if turn is not None and step.node.turn == turn]
    return steps[-1] if steps else None


def _line(game: ViewGame, line: Sequence[ViewStep]) -> list[dict[str, Any]]:
    """A line of the move list as the template writes it: each turn a button after its move number as the
    record writes it, a maneuver's events before its action, variations in brackets."""
    items: list[dict[str, Any]] = []
    turn = None
    for step in line:
        if step.part:
            continue
        node = step.node
        number = None
        if node.turn != turn:
            turn = node.turn
            interrupted = not items or items[-1]["type"] != "move"
            if node.action or not node.number.endswith("...") or interrupted:
                number = node.number or f"{turn}."
        parts = _maneuver(game, step)
        buttons = [*(_button(part, "move part") for part in parts), _button(step, "move")]
        items.append({"type": "move", "number": number, "buttons": buttons, "parts": len(parts)})
        items += [{"type": "nag", "text": f"${nag}"} for nag in node.nags]
        items += [{"type": "comment", "text": text} for text in node.comments]
        items += [{"type": "variation", "line": _line(game, variation)} for variation in game.children(step)]
    return items


class Button(NamedTuple):
    """A step's button in the move list: its classes (``move``, ``part``, ``bad``, the side), its step, its
    link's name, its label (the heading, and the rule broken) and its text (the token, its glyph)."""

    css: str
    id: int
    anchor: str
    label: str
    text: str


def _button(step: ViewStep, css: str) -> Button:
    """The button of ``step``, of class ``css`` (``move``, or ``move part`` for a maneuver's event)."""
    node, fault = step.node, step.fault
    classes = " ".join(filter(None, (css, "bad" if fault else "", node.side)))
    label = f"{node.heading}: {fault.message}" if fault else node.heading
    text = ("\u2717 " if fault else "") + node.label + (node.glyph or "")
    return Button(classes, step.id, step.anchor, label, text)


def _maneuver(game: ViewGame, step: ViewStep) -> list[ViewStep]:
    """The steps of an action's events, in the order they happened, before the whole of it (Rigadoon)."""
    parts = []
    at = step.prev
    while at is not None and game.steps[at].part:
        parts.append(game.steps[at])
        at = game.steps[at].prev
    return parts[::-1]


def viewer_link(href: str) -> str:
    """A report's link to a game's viewer page written next to it (``report --viewers DIR``)."""
    return render("viewer/link.html", href=href)


def inline_viewer(page: str, title: str) -> str:
    """A game's viewer inside a report: the page in a frame that opens on demand, offline, as high as its
    content: the page posts its height, and the report's script sizes the frame it came from."""
    return render("viewer/inline.html", page=page, title=title)
