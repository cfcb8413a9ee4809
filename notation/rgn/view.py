"""Rigadoon's steps for the viewer (specs/viewer.md): one per action, its maneuver event by event, with the wind,
masts, chests and islands."""

from __future__ import annotations

from admiralty.notation.render.rigadoon_svg import rigadoon_svg
from admiralty.notation.render.text import rigadoon_status
from admiralty.notation.render.view_nodes import Node, ViewLine
from admiralty.notation.rgn.game import step_svg, steps
from admiralty.notation.rgn.record import PlayedAction, RigadoonRecord
from admiralty.notation.rgn.rfen import write_rfen
from admiralty.notation.rgn.turn import write_action
from admiralty.notation.steps import Step
from admiralty.referee.rigadoon import EndTurn, Fleet, State, replay


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


def nodes(record: RigadoonRecord) -> ViewLine:
    """One step per action (ends of turns included), each with its maneuver's parts."""
    return ViewLine(tuple(map(_node, record.actions, steps(record))), record.comments)


def _node(played: PlayedAction, step: Step) -> Node:
    ended = isinstance(played.action, EndTurn)
    return Node(
        step.turn,
        "end of turn" if ended else write_action(played.before, played.action, played.events),
        step.heading,
        write_rfen(step.after),
        step_svg(step),
        facts(step.after),
        played.before.fleet.name.lower(),
        step.story,
        played.glyph,
        played.nags,
        played.comments,
        parts=_parts(played, step),
    )


def _parts(played: PlayedAction, step: Step) -> tuple[Node, ...]:
    """The maneuver drawn event by event (RIG-BLAST, RIG-MAELSTROM...): the position after each event drawn but the
    last, its marks so far numbered as the story; the action's own step draws them all."""
    parts = []
    for count, mark in enumerate(step.marks[:-1], start=1):
        state = replay(played.before, played.events[: mark.order])
        told = step.story[mark.order - 1].strip()
        parts.append(
            Node(
                step.turn,
                str(mark.order),
                f"{step.heading} \u2014 {told}",
                write_rfen(state),
                rigadoon_svg(
                    state, marks=step.marks[:count], caption=f"{step.heading} (event {mark.order} of {len(step.story)})"
                ),
                facts(state),
                played.before.fleet.name.lower(),
                (told,),
            )
        )
    return tuple(parts)
