"""Replays tell the maneuver in a player's words, squares named (notation/rgn/story.py)."""

from __future__ import annotations

from pathlib import Path

from admiralty.notation.rgn import read_records
from admiralty.notation.rgn.story import _describe, tell
from admiralty.referee.rigadoon import events

LOOP = Path(__file__).resolve().parents[2] / "examples" / "loop-loss.rgn"


def test_every_event_is_told():
    """Each event class of the referee has its own sentence."""
    classes = {
        value for value in vars(events).values() if isinstance(value, type) and value.__module__ == events.__name__
    }
    assert len(classes) == 16 and classes <= set(_describe.registry)


def test_a_backfire_names_both_ships_and_their_squares():
    (record,) = read_records(LOOP.read_text(encoding="utf-8").splitlines())
    sail = record.actions[0]
    assert tell(sail.events, sail.before)[1:3] == (
        "B1 on c1 attacks G1 on d1",
        "G1 cannot move: the attack backfires and G1 fires back at B1",
    )
