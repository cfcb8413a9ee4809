"""The steps of a game as a kind draws them for the viewer (specs/viewer.md), before the page numbers them.

A :class:`Node` is one step a player can stand on: a MAD turn, a Rigadoon
action, or one event of a Rigadoon action's maneuver (its ``parts``). Each
holds its position, what is drawn on the board after it (:class:`Drawing`: the
page's script draws the board from the position and it) and what the page says
beside the board. :mod:`admiralty.notation.render.view_model` numbers and links them.
"""

from __future__ import annotations

import attrs

from admiralty.notation.steps import Mark


@attrs.frozen
class Drawing:
    """What a step's board draws over its position, as ``diagram`` draws it: the page's script draws the board
    from the step's position (MFEN or RFEN) and this, the same SVG as the Python renderer's
    (:func:`admiralty.notation.render.view_boards.reference_svg`).

    Args:
        caption: the line under the board.
        arrow: a MAD turn's movement, as (start square, end square).
        marks: a Rigadoon maneuver, numbered (:mod:`admiralty.notation.render.maneuver_svg`).
        svg: a board drawn here instead, as the report draws it (the bad turn's, the offending token drawn).
    """

    caption: str = ""
    arrow: tuple[int, int] | None = None
    marks: tuple[Mark, ...] = ()
    svg: str = ""


@attrs.frozen
class ViewLine:
    """A line of steps: the main line, or a variation with the comments written before its first turn.

    Args:
        nodes: its steps, in order.
        comments: the comments written before its first turn.
        by_action: its steps are numbered by turn and action (Rigadoon), not by turn (MAD).
        breaking: on the main line of a record that broke a rule, the step of the token that broke it,
            numbered as the record numbers it; its ``parts`` are what its maneuver did before it broke
            (RIG-MANEUVER), event by event. The page draws its board from the finding.
    """

    nodes: tuple[Node, ...]
    comments: tuple[str, ...] = ()
    by_action: bool = False
    breaking: Node | None = None


@attrs.frozen
class Node:
    """One step of the viewer.

    Args:
        turn: the number of the turn it belongs to (0 for the start).
        label: what the move list shows: the token as the tool writes it.
        heading: the line above the board: the turn, who played it and the token.
        position: the position after the step, in MFEN or RFEN.
        drawing: what the board after the step draws over its position, as ``diagram`` draws it.
        facts: what the page lists beside the board (MAD: exiles and the quiet
            count; Rigadoon: wind, masts, chests, islands).
        side: who played it (``red``, ``blue``, ``green``; empty for the start).
        story: the chain reaction, one line per event (Rigadoon).
        glyph: its annotation glyph, if any.
        nags: its ``$N`` annotations.
        comments: the comments written after it.
        variations: alternatives to this step, each from the position before it (MAD).
        parts: the steps of the maneuver before the whole of it (Rigadoon): one per
            event drawn but the last, each with the marks so far.
        number: the move number the record writes before its turn (``12.``, ``12...``; MGN and RGN
            number each move of both sides, turn T being move (T + 1) // 2).
        action: its place among its turn's actions, from 1 (Rigadoon); 0 for a whole turn (MAD).
    """

    turn: int
    label: str
    heading: str
    position: str
    drawing: Drawing
    facts: tuple[str, ...]
    side: str = ""
    story: tuple[str, ...] = ()
    glyph: str | None = None
    nags: tuple[int, ...] = ()
    comments: tuple[str, ...] = ()
    variations: tuple[ViewLine, ...] = ()
    parts: tuple[Node, ...] = ()
    number: str = ""
    action: int = 0
