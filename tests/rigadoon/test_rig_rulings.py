"""The rulings RIG-CHEST (decisions belong to their meeting) and RIG-UNFINISHED, from the text of RIGADOON.md."""

from __future__ import annotations

import pytest

from admiralty.notation.rgn import read_records
from admiralty.notation.rgn.rfen import write_rfen
from admiralty.referee.rigadoon.actions import Aground, Bump
from admiralty.referee.rigadoon.rules import decide
from admiralty.referee.violation import AdmiraltyError
from tests.rigadoon.conftest import kinds, names, play, position, refused, sail, where

FIRST_STEP = "B1d1/3 B2a1/3 B3a7/3 B4i7/3 G1e4/3 G2g4/3 G3e9/3 G4i1/3"
"""B1 sails d1-d4 and attacks G1 on e4: G1's first step east is the chest on f4, held by G2 on g4."""

SECOND_STEP = "B1d1/3 B2a1/3 B3a7/3 B4i7/3 G1e4/3 G2h4/3 G3e9/3 G4i1/3"
"""As FIRST_STEP, but G1 moves to f4 before meeting the chest on g4, held by G2 on h4."""


def _message(state, action) -> str:
    with pytest.raises(AdmiraltyError) as caught:
        decide(state, action)
    return caught.value.violation.message


# RIG-CHEST: an explicit bump names at least one push


def test_RIG_CHEST_a_blast_whose_first_step_meets_a_chest_that_cannot_be_pushed_backfires():
    """Without a decision nothing happens: the blocked first step makes the attack backfire."""
    after, events = play(position(FIRST_STEP, chests="f4"), sail("B1", "d1", "d4"))
    assert "Backfired" in kinds(events) and where(after, "B1") == ("b4", 2)


def test_RIG_CHEST_an_explicit_bump_on_a_blasts_first_step_that_cannot_push():
    """bump claims a push that cannot happen: RIG-CHEST at that meeting, never carried over."""
    state = position(FIRST_STEP, chests="f4")
    assert refused(state, sail("B1", "d1", "d4", Bump())) == "RIG-CHEST"
    assert _message(state, sail("B1", "d1", "d4", Bump())) == (
        "bump names at least one push, but the chest on f4 cannot be pushed."
    )


def test_RIG_CHEST_an_explicit_bump_on_a_blasts_second_step_that_cannot_push():
    """G1 moves one square, then meets a chest it cannot push: bump is RIG-CHEST, the default stops it short."""
    state = position(SECOND_STEP, chests="g4")
    assert refused(state, sail("B1", "d1", "d4", Bump())) == "RIG-CHEST"
    after, _ = play(state, sail("B1", "d1", "d4"))
    assert where(after, "G1") == ("f4", 2) and names(after.chests) == ["g4"]


def test_RIG_CHEST_an_explicit_bump_on_a_sail_that_cannot_push():
    """B1 sails onto c4 whose chest is held by G1 on d4: bump is RIG-CHEST, aground is allowed."""
    state = position("B1b4/3 B2a1/3 B3a7/3 B4i7/3 G1d4/3 G2g9/3 G3e9/3 G4i1/3", chests="c4", wind="E")
    assert refused(state, sail("B1", "b4", "c4", Bump())) == "RIG-CHEST"
    after, _ = play(state, sail("B1", "b4", "c4", Aground()))
    assert where(after, "B1")[0] == "c4"


def test_RIG_CHEST_the_decision_of_a_backfire_blasts_second_chest_is_its_own():
    """G1 cannot push f4 (a backfire); B1's return blast meets the chest on c4: a second meeting.

    A single written decision belongs to the first meeting; the second meeting's
    decision comes second, after bump0 for the first.
    """
    state = position(FIRST_STEP, chests="c4,f4")
    assert refused(state, sail("B1", "d1", "d4", Bump())) == "RIG-CHEST"
    after, _ = play(state, sail("B1", "d1", "d4", Bump(0), Aground()))
    assert where(after, "B1") == ("c4", 2) and names(after.chests) == ["c4", "f4"]
    after, _ = play(state, sail("B1", "d1", "d4", Aground()))
    assert where(after, "G1") == ("f4", 2) and where(after, "B1") == ("d4", 3)


# RIG-UNFINISHED


def _read(movetext: str):
    (record,) = read_records(movetext.splitlines())
    return record


def test_RIG_UNFINISHED_a_record_cut_after_a_sail():
    """A study of one sail: judged, its turn's end not (no RIG-WIND); the position is after the sail."""
    record = _read("1. B1d1-d3 *")
    assert not record.errors
    assert write_rfen(record.final).startswith("B1d3/3*,") and record.final.turn == 1


def test_RIG_UNFINISHED_a_record_cut_after_a_chain_reaction():
    """The rule book's chain reaction, cut right after it: valid, the position after the maneuver."""
    setup = "B1c9/3,B2f5/0,B3g3/3,B4a8/3,G1e6/2,G2b6/2,G3e1/3,G4a2/3 h2,i6 S die B 1 - *"
    record = _read(f'[SetUp "{setup}"]\n\n1. B1c9-f6/sink@b9 *')
    assert not record.errors
    assert kinds(record.actions[-1].events).count("Attacked") == 4 and record.final.turn == 1


def test_RIG_UNFINISHED_every_action_is_still_judged():
    assert _read("1. B1d1-d3 B1d3-d4 *").errors[0].rule == "RIG-ACT"


def test_RIG_UNFINISHED_a_decided_record_is_judged_to_the_end_of_its_last_turn():
    """The same cut with a decided result: the end of the turn is judged (RIG-WIND)."""
    assert _read("1. B1d1-d3 blue").errors[0].rule == "RIG-WIND"


def test_RIG_UNFINISHED_a_last_turn_that_may_end_is_ended():
    """Decision: an unfinished record whose last turn may legally end ends it, as before."""
    record = _read("1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 *")
    assert not record.errors and record.final.turn == 2
