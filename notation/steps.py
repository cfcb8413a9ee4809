"""Values the game kinds share: a replay's step and what a random game is played with."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import attrs


@attrs.frozen
class Mark:
    """A drawable event of a step's maneuver, numbered as the step's story numbers it.

    Args:
        kind: what happened, which is also its CSS class: ``sail``, ``attack``,
            ``backfire``, ``blast``, ``whirl``, ``push``, ``sink``, ``aground``,
            ``claim``, ``rigadoon``, ``repair`` or ``mast``.
        order: the event's number in the step's story, from 1.
        path: the squares it went through, in order; one square for what
            happens in place. A path whose consecutive squares are not neighbours
            wrapped across the board's edge.
        label: who or what it concerns, such as ``G1`` (a tooltip).
    """

    kind: str
    order: int
    path: tuple[int, ...]
    label: str = ""


@attrs.frozen
class Step:
    """One step of a replay: a MAD turn, or a Rigadoon action with its chain reaction.

    Args:
        turn: the number of the turn the step belongs to.
        heading: the turn or action as written, with who played it.
        story: the chain reaction, one line per event (empty for MAD).
        after: the position after the step.
        marks: the maneuver's events to draw, in the order they happened.
    """

    turn: int
    heading: str
    story: tuple[str, ...]
    after: Any
    marks: tuple[Mark, ...] = ()


def separated(games: Iterable[str]) -> Iterator[str]:
    """Written games one after another, a blank line between each, each as soon as it is
    written: ``"".join`` of the pieces is the whole record text (``generate`` streams them).

    >>> list(separated(["1. a *\\n", "1. b *\\n"]))
    ['1. a *\\n', '\\n1. b *\\n']
    """
    for index, text in enumerate(games):
        yield "\n" + text if index else text


@attrs.frozen
class Generation:
    """How random games are played: the seed, how many, how long, and MAD's rule options.

    Rigadoon games are at most 40 turns long and ignore MAD's options.
    """

    seed: int
    games: int = 1
    max_turns: int = 400
    board: str = "6x4"
    positioning: bool = False
    tiebreak: int = 40
