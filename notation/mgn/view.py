"""MAD's steps for the viewer (specs/viewer.md): one per turn, variations included, with the exiles and the quiet count."""

from __future__ import annotations

from typing import Any

import attrs

from admiralty.notation.mgn.mfen import parse_mfen, write_mfen
from admiralty.notation.mgn.record import GameRecord, Line, PlayedTurn
from admiralty.notation.mgn.turn import sketch, write_event
from admiralty.notation.mgn.writer import move_number
from admiralty.notation.render.mad_svg import board_svg, ground_svg
from admiralty.notation.render.text import exile_line, mad_status
from admiralty.notation.render.view_nodes import Drawing, Node, ViewLine
from admiralty.referee.mad import Board, Rules, Side, State


def facts(state: State) -> tuple[str, ...]:
    """Each side's exiles, then who moves and the count of turns without expulsion (MAD-TIEBREAK), or the end."""
    return (*(exile_line(state, side) for side in Side), mad_status(state))


SIZE = 48
"""The side of a square of the viewer's boards, in pixels."""


def board_data(board: Board) -> dict[str, Any]:
    """What the viewer's script needs to draw a game's boards (``viewer_boards.js``): the board's size and its
    ground (squares and labels), drawn once; the ships come from each step's MFEN."""
    return {"files": board.files, "ranks": board.ranks, "ground": ground_svg(board, SIZE, ())}


def drawn(board: Board, position: str, drawing: Drawing) -> str:
    """A step's board as ``diagram`` draws it (:func:`admiralty.notation.render.mad_svg.board_svg`): its MFEN
    with the turn's arrow and the caption."""
    return drawing.svg or board_svg(
        parse_mfen(position, Rules(board=board)), arrow=drawing.arrow, size=SIZE, caption=drawing.caption
    )


def nodes(record: GameRecord[PlayedTurn]) -> ViewLine:
    """The main line's steps, each turn's variations with it, and the bad turn's number if a turn broke a rule."""
    main = _line(record.main)
    if not record.errors:
        return main
    final = record.final
    breaking = Node(
        final.turn, record.offending or "", "", "", Drawing(), (), final.side.name.lower(), number=move_number(final)
    )
    return attrs.evolve(main, breaking=breaking)


def heading(before: State, token: str) -> str:
    """``6... 121a5-a4 (Blue, turn 12)``: the turn numbered as the record numbers it, then who played it."""
    return f"{move_number(before)} {token} ({before.side.title}, turn {before.turn})"


def _line(line: Line[PlayedTurn]) -> ViewLine:
    return ViewLine(tuple(_node(played) for played in line.turns), line.comments)


def _node(played: PlayedTurn) -> Node:
    """A turn's step: the board after it, the turn's movement drawn as an arrow."""
    before, after = played.before, played.after
    token = write_event(before, played.event, after)
    said = heading(before, token)
    _, arrow = sketch(before, token)
    return Node(
        before.turn,
        token,
        said,
        write_mfen(after),
        Drawing(said, arrow),
        facts(after),
        before.side.name.lower(),
        glyph=played.glyph,
        nags=played.nags,
        comments=played.comments,
        variations=tuple(_line(variation) for variation in played.variations),
        number=move_number(before),
    )
