"""``diagram RFEN --move TOKEN`` (specs/rgn.md, diagrams): a sail drawn event by event, and the choices it assumed.

A sail's maneuver moves ships as it goes (the sail, blasts, maelstrom crossings), so
one board under the whole numbered maneuver would show them where they started. The
diagram is one board per numbered event instead, one under the other: the position
just after that event (the events folded one by one by the referee's reducer) with
the marks so far, so that each ship stands where it is at that event. A token may
leave choices to their defaults (RIG-CHOICE: the breadth-first attack, "bump as far
as the movement goes", the only free island); the diagram never picks them silently
but names each one it assumed.
"""

from __future__ import annotations

import itertools

from admiralty.notation.render.rigadoon_svg import rigadoon_svg, stacked
from admiralty.notation.rgn.game import closes_turn, svg
from admiralty.notation.rgn.marks import maneuver_marks
from admiralty.notation.rgn.story import tell
from admiralty.notation.rgn.turn import parse_action, write_action
from admiralty.referee.rigadoon import Event, Sail, State, decide, replay
from admiralty.referee.rigadoon.actions import Bump, Choice, Island, Pick
from admiralty.referee.rigadoon.choices import spell
from admiralty.referee.rigadoon.rules import used_choices
from admiralty.referee.wording import counted


def move_diagram(state: State, move: str, size: int = 48) -> tuple[str, tuple[str, ...]]:
    """The SVG of ``state`` with the token ``move`` drawn, and the notes on what the drawing assumed.

    A sail of several numbered events is drawn event by event (one board each, one under the other);
    any other token as :func:`admiralty.notation.rgn.game.svg` draws it.

    Raises:
        AdmiraltyError: the token's RGN-* or RIG-* error.
    """
    if closes_turn(move):
        return svg(state, move, size, strict=True), ()
    action = parse_action(state, move)
    events = decide(state, action)
    marks = maneuver_marks(state, events)
    if not isinstance(action, Sail):
        return rigadoon_svg(state, marks=marks, size=size), ()
    notes = assumed_note(state, move, action, events)
    if len(marks) < 2:
        return rigadoon_svg(state, marks=marks, size=size), notes
    story = tell(events, state)
    panels = [
        rigadoon_svg(
            replay(state, events[: mark.order]),
            marks=marks[:count],
            size=size,
            caption=f"{move}, event {mark.order} of {len(events)}: {story[mark.order - 1]}",
        )
        for count, mark in enumerate(marks, start=1)
    ]
    return stacked(panels), notes


def assumed_note(state: State, move: str, sail: Sail, events: tuple[Event, ...]) -> tuple[str, ...]:
    """What the token left to the defaults of RIG-CHOICE, each choice assumed named with why, and the token
    with every choice written; nothing when it wrote them all."""
    used = used_choices(state, sail)
    assumed = used.assumed() if used is not None else ()
    if not assumed:
        return ()
    said = ", ".join(
        f"{', '.join(spell(choice, state.board) for choice in group)} ({why})"
        for why, group in itertools.groupby(assumed, key=_why)
    )
    return (
        f"{move} does not write {counted(len(assumed), 'choice')} of its maneuver; drawn with the defaults "
        f"(RIG-CHOICE): {said}. With every choice written: {write_action(state, sail, events)}",
    )


def _why(choice: Choice) -> str:
    """Why a default took ``choice`` (RIG-CHAIN, RIG-CHEST, RIG-SINK)."""
    if isinstance(choice, Pick):
        return "the pending attacks, breadth first"
    if isinstance(choice, Island):
        return "the only island free"
    if isinstance(choice, Bump) and choice.pushes == 0:
        return "a chest met that could not be pushed"
    return "the chest bumped as far as the movement goes"
