"""The viewer's HTML page (specs/viewer.md): one self-contained file, its style, script and boards inline.

Every step's board is the SVG ``diagram`` draws; a long game would repeat the
same squares and ships in each, so the boards are packed (:func:`pack`): the
distinct SVG elements are listed once, each board as the numbers of its
elements, and the page's script joins them back into exactly the same SVG.
The page is the Jinja2 template ``templates/viewer/page.html``; its script and style are package data
(``viewer.js``, ``viewer.css``) written inline, so no network is needed. Everything a record says is escaped
(the environment autoescapes, :mod:`admiralty.notation.render.templating`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from importlib import resources
from typing import Any

from markupsafe import Markup

from admiralty.notation.render.templating import render
from admiralty.notation.render.view_model import ViewGame, ViewStep
from admiralty.notation.verdict import MANEUVER_HEADING


def pack(boards: Iterable[str]) -> tuple[list[str], list[str]]:
    """The distinct pieces of ``boards`` and each board as the numbers of its pieces, in order, a run of
    consecutive numbers written ``first-last`` (:func:`unpack` reverses it, as the page's script does).

    >>> pieces, boards = pack(["<svg><g/><h/></svg>", "<svg><b/></svg>"])
    >>> pieces, boards
    (['<svg>', '<g/>', '<h/>', '</svg>', '<b/>'], ['0-3', '0 4 3'])
    >>> unpack(pieces, boards[1])
    '<svg><b/></svg>'
    """
    index: dict[str, int] = {}
    packed = [_runs([index.setdefault(piece, len(index)) for piece in _pieces(board)]) for board in boards]
    return list(index), packed


def _pieces(board: str) -> list[str]:
    """``board`` cut between every two tags (``><``), each piece keeping its brackets: what a split at
    ``(?<=>)(?=<)`` gives, without a regular expression (a viewer cuts thousands of boards).

    >>> _pieces("<svg><g/>t<h/></svg>")
    ['<svg>', '<g/>t<h/>', '</svg>']
    """
    cut = board.split("><")
    if len(cut) == 1:
        return cut
    return [cut[0] + ">", *("<" + piece + ">" for piece in cut[1:-1]), "<" + cut[-1]]


def _runs(numbers: list[int]) -> str:
    """``numbers`` with each run of consecutive ones written ``first-last``."""
    runs: list[list[int]] = []
    for number in numbers:
        if runs and runs[-1][1] + 1 == number:
            runs[-1][1] = number
        else:
            runs.append([number, number])
    return " ".join(str(first) if first == last else f"{first}-{last}" for first, last in runs)


def unpack(pieces: list[str], board: str) -> str:
    """A board packed by :func:`pack`, joined back."""
    numbers: list[int] = []
    for run in board.split():
        first, _, last = run.partition("-")
        numbers += range(int(first), int(last or first) + 1)
    return "".join(pieces[number] for number in numbers)


def _asset(name: str) -> Markup:
    """The viewer's script or style, package data written inline as it is."""
    return Markup(resources.files("admiralty.notation.render").joinpath(name).read_text(encoding="utf-8"))


def _script_json(value: Any) -> str:
    """JSON that cannot end the ``<script>`` holding it nor open a comment there (every ``<`` escaped)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")


def _step_data(step: ViewStep, board: str) -> dict[str, Any]:
    """What the script needs of a step: its packed board, the texts beside it, its links and its link's name."""
    node = step.node
    return {
        "board": board,
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


def render_page(games: Sequence[ViewGame], title: str) -> str:
    """The viewer page of ``games``: a game list when there are several, then each game's viewer (the first shown).

    >>> from admiralty.notation.kinds import MAD
    >>> from admiralty.notation.render.view_model import view_game
    >>> from admiralty.notation.verdict import judge
    >>> record, _ = next(judge("g.mgn", ["1. 211c2-c4 *"], MAD))
    >>> page = render_page([view_game(record, MAD, {}, "g.mgn #1")], "g.mgn")
    >>> page.count('class="move red"'), 'data-position="' in page, "http" in page.replace("http://www.w3.org", "")
    (1, True, False)
    """
    pieces, boards = pack(step.node.board for game in games for step in game.steps)
    data, offset = [], 0
    for game in games:
        data.append(
            {
                "steps": [_step_data(step, boards[offset + step.id]) for step in game.steps],
                "anchors": game.anchors(),
            }
        )
        offset += len(game.steps)
    return render(
        "viewer/page.html",
        title=title,
        games=[_game(game, title) for game in games],
        controls=CONTROLS,
        maneuver_heading=MANEUVER_HEADING,
        style=_asset("viewer.css"),
        script=_asset("viewer.js"),
        payload=Markup(_script_json({"pieces": pieces, "games": data})),
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
    }


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
        items.append({"type": "move", "number": number, "step": step, "parts": _maneuver(game, step)})
        items += [{"type": "nag", "text": f"${nag}"} for nag in node.nags]
        items += [{"type": "comment", "text": text} for text in node.comments]
        items += [{"type": "variation", "line": _line(game, variation)} for variation in game.children(step)]
    return items


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
