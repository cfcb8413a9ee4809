"""Values the game kinds share: a replay's step and what a random game is played with."""

from __future__ import annotations

from typing import Any

import attrs


@attrs.frozen
class Step:
    """One step of a replay: a MAD turn, or a Rigadoon action with its chain reaction.

    Args:
        turn: the number of the turn the step belongs to.
        heading: the turn or action as written, with who played it.
        story: the chain reaction, one line per event (empty for MAD).
        after: the position after the step.
        arrow: the movement to draw, as (start square, end square), if any.
    """

    turn: int
    heading: str
    story: tuple[str, ...]
    after: Any
    arrow: tuple[int, int] | None = None


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
