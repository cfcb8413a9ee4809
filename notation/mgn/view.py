"""MAD's steps for the viewer (specs/viewer.md): one per turn, variations included, with the exiles and the quiet count."""

from __future__ import annotations

import attrs

from admiralty.notation.mgn.mfen import write_mfen
from admiralty.notation.mgn.record import GameRecord, Line, PlayedTurn
from admiralty.notation.mgn.turn import sketch, write_event
from admiralty.notation.mgn.writer import move_number
from admiralty.notation.render.mad_svg import board_svg
from admiralty.notation.render.text import exile_line, mad_status
from admiralty.notation.render.view_nodes import Node, ViewLine
from admiralty.referee.mad import Side, State


def facts(state: State) -> tuple[str, ...]:
    """Each side's exiles, then who moves and the count of turns without expulsion (MAD-TIEBREAK), or the end."""
    return (*(exile_line(state, side) for side in Side), mad_status(state))


def nodes(record: GameRecord[PlayedTurn]) -> ViewLine:
    """The main line's steps, each turn's variations with it, and the bad turn's number if a turn broke a rule."""
    main = _line(record.main)
    if not record.errors:
        return main
    final = record.final
    breaking = Node(
        final.turn, record.offending or "", "", "", "", (), final.side.name.lower(), number=move_number(final)
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
        board_svg(after, arrow=arrow, caption=said),
        facts(after),
        before.side.name.lower(),
        glyph=played.glyph,
        nags=played.nags,
        comments=played.comments,
        variations=tuple(_line(variation) for variation in played.variations),
        number=move_number(before),
    )
