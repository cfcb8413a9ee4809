"""Rigadoon's steps for the viewer (specs/viewer.md): one per action, its maneuver event by event, with the wind,
masts, chests and islands."""

from __future__ import annotations

from typing import Any

from admiralty.notation.render.rigadoon_svg import ground_svg, rigadoon_svg
from admiralty.notation.render.text import rigadoon_status
from admiralty.notation.render.view_nodes import Drawing, Node, ViewLine
from admiralty.notation.rgn.game import step as replay_step
from admiralty.notation.rgn.marks import maneuver_marks
from admiralty.notation.rgn.record import PlayedAction, RigadoonRecord
from admiralty.notation.rgn.rfen import parse_rfen, write_rfen
from admiralty.notation.rgn.story import tell
from admiralty.notation.rgn.turn import move_number, write_action
from admiralty.notation.steps import Mark
from admiralty.referee.rigadoon import Board, EndTurn, Event, Fleet, State, replay


def facts(state: State) -> tuple[str, ...]:
    """The wind and where it comes from, each fleet's masts, the chests, the islands, then who acts or the end."""
    board = state.board
    source = (
        "die" if state.deck is None else "deck " + " ".join(d.name for d in sorted(state.deck, key=lambda d: d.value))
    )
    fleets = [
        f"{fleet.name.title()} masts: "
        + ", ".join(
            f"{ship.name} {ship.masts}{' (aground)' if state.aground(ship) else ''}"
            for ship in state.fleet_ships(fleet)
        )
        for fleet in Fleet
    ]
    chests = ", ".join(
        board.name_of(square) + (f" \u00d7{state.chests_on(square)}" if state.chests_on(square) > 1 else "")
        for square in sorted(set(state.chests))
        if square not in board.islands
    )
    islands = ", ".join(_island(state, island) for island in board.islands)
    return (
        f"Wind {state.wind.name} ({source})",
        *fleets,
        f"Chests at sea: {chests or 'none'}",
        f"Islands: {islands}",
        rigadoon_status(state),
    )


def _island(state: State, island: int) -> str:
    """``e4 (B1 in port, 2 chests)``, or ``e4 (free)``."""
    ship, chests = state.ship_on(island), state.chests_on(island)
    held = ([f"{ship.name} in port"] if ship else []) + ([f"{chests} chest{'s' * (chests > 1)}"] if chests else [])
    return f"{state.board.name_of(island)} ({', '.join(held) or 'free'})"


SIZE = 48
"""The side of a square of the viewer's boards, in pixels."""


def board_data(board: Board) -> dict[str, Any]:
    """What the viewer's script needs to draw a game's boards (``viewer_boards.js``): the board's size, its
    islands (a ship there is in port, not aground) and its ground (squares, compass, maelstroms' pairs,
    labels), drawn once; ships, chests, the wind and who acts come from each step's RFEN."""
    return {
        "files": board.files,
        "ranks": board.ranks,
        "islands": list(board.islands),
        "ground": ground_svg(board, SIZE, (), ()),
    }


def drawn(board: Board, position: str, drawing: Drawing) -> str:
    """A step's board as ``replay --svg`` draws it (:func:`admiralty.notation.render.rigadoon_svg.rigadoon_svg`):
    its RFEN with the maneuver's marks and the caption."""
    return drawing.svg or rigadoon_svg(
        parse_rfen(position, board, checked=False), size=SIZE, marks=drawing.marks, caption=drawing.caption
    )


def nodes(record: RigadoonRecord) -> ViewLine:
    """One step per action (ends of turns included), each with its maneuver's parts, numbered by turn and action;
    for a record that broke a rule, the step of the bad token with what its maneuver did first."""
    numbered, actions = [], 0
    for index, played in enumerate(record.actions):
        first = index == 0 or record.actions[index - 1].before.turn != played.before.turn
        actions = 1 if first else actions + 1
        numbered.append(_node(played, actions))
    breaking = _breaking(
        record, actions if record.actions and record.actions[-1].before.turn == record.final.turn else 0
    )
    return ViewLine(tuple(numbered), record.comments, by_action=True, breaking=breaking)


def heading(turn: int, action: int, fleet: Fleet, label: str) -> str:
    """``1... B3i3-g1/bump1+sink@h1 (Blue, turn 2, action 2)``: the action numbered as the record numbers its
    turn, then who played it and its place in the turn."""
    return f"{move_number(turn)} {label} ({fleet.name.title()}, turn {turn}, action {action})"


def _node(played: PlayedAction, action: int) -> Node:
    ended = isinstance(played.action, EndTurn)
    written = None if ended else write_action(played.before, played.action, played.events)
    label = written or "end of turn"
    step = replay_step(played, written)
    said = heading(step.turn, action, played.before.fleet, label)
    return Node(
        step.turn,
        label,
        said,
        write_rfen(step.after),
        Drawing(step.heading, marks=step.marks),
        facts(step.after),
        played.before.fleet.name.lower(),
        step.story,
        played.glyph,
        played.nags,
        played.comments,
        parts=_parts(played.before, played.events, step.marks[:-1], said, step.heading),
        number=move_number(step.turn),
        action=action,
    )


def _breaking(record: RigadoonRecord, actions: int) -> Node | None:
    """The step of the token that broke a rule, the ``actions + 1``-th of its turn, with what its maneuver did
    before it broke (RIG-MANEUVER) drawn event by event up to the failing one, as ``validate`` tells it."""
    if not record.errors:
        return None
    final = record.final
    label = record.offending or ""
    said = heading(final.turn, actions + 1, final.fleet, label)
    marks = maneuver_marks(final, record.broken)
    caption = f"{record.offence_caption}, before the error"
    return Node(
        final.turn,
        label,
        said,
        "",
        Drawing(),
        (),
        final.fleet.name.lower(),
        parts=_parts(final, record.broken, marks, said, caption),
        number=move_number(final.turn),
        action=actions + 1,
    )


def _parts(
    before: State, events: tuple[Event, ...], marks: tuple[Mark, ...], said: str, caption: str
) -> tuple[Node, ...]:
    """The maneuver drawn event by event (RIG-BLAST, RIG-MAELSTROM...): the position after each event of
    ``marks``, its marks so far numbered as the story."""
    story = tell(events, before)
    parts = []
    state, done = before, 0
    for count, mark in enumerate(marks, start=1):
        state, done = replay(state, events[done : mark.order]), mark.order  # a fold: event by event as it goes
        told = f"{mark.order}. {story[mark.order - 1]}"
        parts.append(
            Node(
                before.turn,
                str(mark.order),
                f"{said} \u2014 {told}",
                write_rfen(state),
                Drawing(f"{caption} (event {mark.order} of {len(events)})", marks=marks[:count]),
                facts(state),
                before.fleet.name.lower(),
                (told,),
            )
        )
    return tuple(parts)
