"""The viewer's HTML page (specs/viewer.md): one self-contained file, its style, script and boards inline.

Every step's board is the SVG ``diagram`` draws; a long game would repeat the
same squares and ships in each, so the boards are packed (:func:`pack`): the
distinct SVG elements are listed once, each board as the numbers of its
elements, and the page's script joins them back into exactly the same SVG.
The script and style are package data (``viewer.js``, ``viewer.css``); no
network is needed. Everything a record says is escaped.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from importlib import resources
from typing import Any

from admiralty.notation.render.controls import html_text
from admiralty.notation.render.report import Finding, maneuver_html
from admiralty.notation.render.view_model import ViewGame, ViewStep

_BOUNDARY = re.compile(r"(?<=>)(?=<)")
"""Between two SVG tags: where a board is cut into the elements :func:`pack` lists once."""


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
    packed = [_runs([index.setdefault(piece, len(index)) for piece in _BOUNDARY.split(board)]) for board in boards]
    return list(index), packed


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


def _asset(name: str) -> str:
    return resources.files("admiralty.notation.render").joinpath(name).read_text(encoding="utf-8")


def _script_json(value: Any) -> str:
    """JSON that cannot end the ``<script>`` holding it nor open a comment there (every ``<`` escaped)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")


def _step_data(step: ViewStep, board: str) -> dict[str, Any]:
    """What the script needs of a step: its packed board, the texts beside it and its links."""
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
    }


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
        data.append([_step_data(step, boards[offset + step.id]) for step in game.steps])
        offset += len(game.steps)
    payload = _script_json({"pieces": pieces, "games": data})
    return "".join(
        [
            f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{html_text(title)}</title>',
            f"<style>{_asset('viewer.css')}</style></head><body><h1>{html_text(title)}</h1>",
            _game_list(games),
            *(_game_html(number, game) for number, game in enumerate(games)),
            f'<script type="application/json" id="viewer-data">{payload}</script>',
            f"<script>{_asset('viewer.js')}</script></body></html>",
        ]
    )


def _game_list(games: Sequence[ViewGame]) -> str:
    """Links to each game, when the page holds several."""
    if len(games) < 2:
        return ""
    items = "".join(
        f'<li><a href="#game-{number + 1}" data-game="{number}">{html_text(game.title)}'
        f"{' (invalid)' if game.fault else ''}</a></li>"
        for number, game in enumerate(games)
    )
    return f'<nav class="game-list" aria-label="Games"><h2>Games</h2><ol>{items}</ol></nav>'


CONTROLS = (
    ("first", "Start", "Go to the start (Home)"),
    ("prev", "\u25c0 Back", "Step back (Left arrow)"),
    ("next", "Forward \u25b6", "Step forward (Right arrow)"),
    ("last", "End", "Go to the end of this line (End)"),
    ("enter", "Enter variation \u25bc", "Enter the variation of the next turn (Down arrow)"),
    ("leave", "Leave variation \u25b2", "Leave the variation (Up arrow)"),
)
"""The buttons that step through a game: what each does, its sign and its label (its key in brackets)."""


def _game_html(number: int, game: ViewGame) -> str:
    hidden = " hidden" if number else ""
    controls = "".join(
        f'<button type="button" data-go="{go}" aria-label="{label}" title="{label}">{sign}</button>'
        for go, sign, label in CONTROLS
    )
    return "".join(
        [
            f'<section class="game" id="game-{number + 1}" data-game="{number}" data-kind="{game.kind}" '
            f'data-format="{game.position_format}" aria-label="{html_text(game.title)}"{hidden}>',
            f"<h2>{html_text(game.title)}</h2>",
            _tags(game.tags),
            _fault(game.fault) if game.fault else "",
            _decisions(game),
            '<div class="viewer"><div class="controls" role="toolbar" aria-label="Step through the game">',
            controls,
            '</div><p class="heading" aria-live="polite"></p>',
            '<figure class="board" data-step="0" data-part="0" data-position=""></figure>',
            '<ul class="facts" aria-label="The position"></ul><ul class="story" aria-label="What happened"></ul>',
            '<div class="notes" aria-label="Notes"></div></div>',
            _moves(game),
            "</section>",
        ]
    )


def _tags(tags: Sequence[tuple[str, str]]) -> str:
    rows = "".join(f"<dt>{html_text(name)}</dt><dd>{html_text(value)}</dd>" for name, value in tags)
    return f'<dl class="tags">{rows}</dl>' if rows else ""


def _fault(fault: Finding) -> str:
    turn = f" at turn {fault.turn}" if fault.turn is not None else ""
    place = f" (line {fault.line}, column {fault.column})" if fault.line is not None else ""
    return (
        f'<div class="fault" role="note"><p><strong>\u2717 {html_text(fault.rule)}</strong>{turn}{place}: '
        f"{html_text(fault.message)}</p><blockquote>{html_text(fault.rule)}: {html_text(fault.rule_text)}</blockquote>"
        f"{maneuver_html(fault)}"
        "<p>The record can be stepped through up to this turn; its board shows the position before the token "
        "that broke the rule, as its caption says.</p></div>"
    )


def _decisions(game: ViewGame) -> str:
    if not game.decisions:
        return ""
    items = "".join(
        f"<li>{'' if turn is None else _goto(game, turn)}{html_text(text)}</li>" for turn, text in game.decisions
    )
    return f'<section class="decisions"><h3>The arbiter\u2019s decisions and notes</h3><ul>{items}</ul></section>'


def _goto(game: ViewGame, turn: int) -> str:
    """A button to the last step of turn ``turn`` on the main line, if it was played."""
    steps = [step for step in game.line_from(0) if step.node.turn == turn]
    if not steps:
        return ""
    return f'<button type="button" class="goto" data-step="{steps[-1].id}">Turn {turn}</button> '


def _moves(game: ViewGame) -> str:
    opening = "".join(f'<span class="comment">{html_text(text)}</span> ' for text in game.comments)
    main = game.line_from(0)[1:]
    return f'<div class="moves" aria-label="Moves">{opening}{_line(game, main)}</div>'


def _line(game: ViewGame, line: Sequence[ViewStep]) -> str:
    """A line of the move list: each turn a button, a maneuver's events after its action, variations in brackets."""
    parts: list[str] = []
    turn = None
    for step in line:
        if step.part:
            continue
        if step.node.turn != turn:
            turn = step.node.turn
            parts.append(f'<span class="turn-number">{turn}.</span>')
        parts.append(_move(step))
        parts.append(_maneuver(game, step))
        parts += [f'<span class="nag">${nag}</span>' for nag in step.node.nags]
        parts += [f'<span class="comment">{html_text(text)}</span>' for text in step.node.comments]
        for variation in game.children(step):
            parts.append(
                f'<span class="variation" role="group" aria-label="Variation">({_line(game, variation)})</span>'
            )
    return " ".join(part for part in parts if part)


def _move(step: ViewStep) -> str:
    node = step.node
    side = f" {node.side}" if node.side else ""
    if step.fault is not None:
        label = f"{node.heading}: {step.fault.message}"
        text = f"\u2717 {html_text(node.label)}"
        css = f"move bad{side}"
    else:
        label, text, css = node.heading, html_text(node.label) + html_text(node.glyph or ""), f"move{side}"
    return (
        f'<button type="button" class="{css}" data-step="{step.id}" data-position="{html_text(node.position)}" '
        f'aria-label="{html_text(label)}">{text}</button>'
    )


def _maneuver(game: ViewGame, step: ViewStep) -> str:
    """The buttons of an action's events, before the whole of it (Rigadoon), in the order they happened."""
    parts = []
    at = step.prev
    while at is not None and game.steps[at].part:
        parts.append(game.steps[at])
        at = game.steps[at].prev
    if not parts:
        return ""
    buttons = "".join(
        f'<button type="button" class="move part" data-step="{part.id}" data-position="{html_text(part.node.position)}" '
        f'aria-label="{html_text(part.node.heading)}">{html_text(part.node.label)}</button>'
        for part in reversed(parts)
    )
    return f'<span class="maneuver" role="group" aria-label="The maneuver, event by event">{buttons}</span>'


def viewer_link(href: str) -> str:
    """A report's link to a game's viewer page written next to it (``report --viewers DIR``)."""
    return f'<p class="viewer-link"><a href="{html_text(href)}">Step through this game in the viewer</a></p>'


def inline_viewer(page: str, title: str) -> str:
    """A game's viewer inside a report: the page in a frame that opens on demand, offline."""
    return (
        f'<details class="viewer-link"><summary>Step through this game</summary><iframe title="{html_text(title)}" '
        f'srcdoc="{html_text(page)}" loading="lazy" style="width:100%;height:44rem;border:0"></iframe></details>'
    )
