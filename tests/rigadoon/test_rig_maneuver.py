"""Maneuver rules: RIG-MAELSTROM, RIG-BLAST, RIG-CHAIN, RIG-LOOP, RIG-RIGADOON, RIG-WIN,
RIG-CLAIM, RIG-SINK, RIG-AGROUND, RIG-CHOICE, RIG-MANEUVER."""

from __future__ import annotations

import pytest

from admiralty.referee.rigadoon import decide
from admiralty.referee.rigadoon.actions import Bump, Island, Pick, Sink
from admiralty.referee.rigadoon.state import Fleet, Reason
from admiralty.referee.violation import AdmiraltyError
from tests.rigadoon.conftest import attacks, kinds, names, play, position, refused, sail, sq, where

# RIG-MAELSTROM


def test_RIG_MAELSTROM_a_sail_stops_at_the_exit_and_lands():
    """B1 on d1 sails 1 NW into c2 and comes out on i9, next to Green's G1 on i8."""
    state = position("B1d1/3 B2a8/3 B3a6/3 B4e5/3 G1i8/3 G2c9/3 G3e1/3 G4g9/3")
    after, events = play(state, sail("B1", "d1", "i9"))
    assert kinds(events)[:3] == ["Sailed", "Whirled", "Attacked"]
    assert where(after, "B1") == ("i9", 3) and where(after, "G1") == ("i6", 2)


def test_RIG_MAELSTROM_exit_holding_a_ship():
    state = position("B1d1/3 B2a8/3 B3a6/3 B4e5/3 G1i9/3 G2c9/3 G3e1/3 G4g7/3")
    assert refused(state, sail("B1", "d1", "i9")) == "RIG-MAELSTROM"


def test_RIG_MAELSTROM_no_stop_beyond_a_maelstrom():
    state = position("B1e2/3 B2a8/3 B3a6/3 B4e5/3 G1i7/3 G2c9/3 G3e9/3 G4g7/3", wind="W")
    assert refused(state, sail("B1", "e2", "b2")) == "RIG-MAELSTROM"


def test_RIG_MAELSTROM_arriving_on_an_exit_with_a_chest_sinks_it():
    state = position("B1d1/3 B2a8/3 B3a6/3 B4e5/3 G1i7/3 G2c9/3 G3e9/3 G4g7/3", chests="i9")
    assert refused(state, sail("B1", "d1", "i9")) == "RIG-CHOICE"  # which island?
    after, events = play(state, sail("B1", "d1", "i9", Island(sq("h1"))))
    assert names(after.chests) == ["h1"] and kinds(events)[:3] == ["Sailed", "Whirled", "ChestSunk"]


def test_RIG_MAELSTROM_the_sail_distance_counts_up_to_the_maelstrom():
    """Wind S, 1 mast: NW is k=3, reach 0, so d1 cannot reach c2 at all."""
    state = position("B1d1/1 B2a8/3 B3a6/3 B4e5/3 G1i7/3 G2c9/3 G3e9/3 G4g7/3", wind="S")
    assert refused(state, sail("B1", "d1", "i9")) == "RIG-SAIL-REACH"


def test_RIG_MAELSTROM_a_blasted_ship_through_a_maelstrom_counts_as_having_acted():
    """B1 attacks its own B2 on d2 west into c2: B2 comes out on i9 and has acted."""
    state = position("B1e4/3 B2d2/3 B3a6/3 B4a3/3 G1i5/3 G2c9/3 G3e9/3 G4g7/3", wind="S")
    after, _events = play(state, sail("B1", "e4", "e2"))
    assert where(after, "B2") == ("i9", 2) and after.ship("B2").acted
    assert refused(after, sail("B2", "i9", "i8")) == "RIG-ACT"


def test_RIG_MAELSTROM_a_blast_into_a_maelstrom_with_its_exit_held_backfires():
    state = position("B1e4/3 B2d2/3 B3a6/3 B4a3/3 G1i9/3 G2c9/3 G3e7/3 G4g7/3", wind="S")
    after, events = play(state, sail("B1", "e4", "e2"))
    assert "Backfired" in kinds(events)
    assert where(after, "B2") == ("d2", 2) and where(after, "B1") == ("a9", 2)  # back east through g2


def test_RIG_MAELSTROM_no_chest_pushed_into_a_maelstrom_whose_exit_is_held():
    state = position("B1e2/3 B2a8/3 B3a6/3 B4e5/3 G1i9/3 G2c9/3 G3e9/3 G4g7/3", chests="d2", wind="W")
    assert refused(state, sail("B1", "e2", "d2", Bump(1))) == "RIG-CHEST"
    assert refused(state, sail("B1", "e2", "b2")) == "RIG-CHEST"


def test_RIG_MAELSTROM_a_pushed_chest_goes_through_and_the_ship_may_stop_or_follow():
    state = position("B1e2/3 B2a8/3 B3a6/3 B4e5/3 G1i7/3 G2c9/3 G3e9/3 G4g7/3", chests="d2", wind="W")
    stopped, events = play(state, sail("B1", "e2", "d2"))
    assert names(stopped.chests) == ["i9"] and where(stopped, "B1") == ("d2", 3)
    assert kinds(events) == ["Sailed", "ChestBumped", "ChestWhirled"]
    followed, events = play(state, sail("B1", "e2", "i9", Island(sq("b9"))))
    assert where(followed, "B1") == ("i9", 3) and names(followed.chests) == ["b9"]
    assert kinds(events) == ["Sailed", "ChestBumped", "ChestWhirled", "Whirled", "ChestSunk"]


# RIG-BLAST


def test_RIG_BLAST_stops_short_at_an_island_without_chest():
    """B1 sails 3 NE to h6 and attacks G1 on h7: h9 is an island without chest, G1 stops on h8."""
    state = position("B1e3/3 B2a8/3 B3a6/3 B4a3/3 G1h7/3 G2c9/3 G3c1/3 G4a2/3", wind="NE")
    after, _ = play(state, sail("B1", "e3", "h6"))
    assert where(after, "G1") == ("h8", 2)


def test_RIG_BLAST_ends_early_on_an_island_with_chests_and_claims():
    """B1 sails 3 NE to h7 and attacks the 1-mast G1 on h8 onto the chest of h9."""
    state = position("B1e4/3 B2a8/3 B3a6/3 B4a3/3 G1h8/1 G2c9/3 G3c1/3 G4a2/3", chests="h9", wind="NE")
    after, events = play(state, sail("B1", "e4", "h7"))
    assert where(after, "G1") == ("h9", 3) and kinds(events)[-2:] == ["Blasted", "Claimed"]
    assert events[-2].squares == 1


# RIG-CHAIN


def test_RIG_CHAIN_a_queued_attack_is_dropped_when_a_ship_moved():
    """B1 lands on b5 between G2 (north) and G1 on a5, whose far edge square i5 is held.
    Picking the attack on G1 first backfires and moves B1: its attack on G2 is dropped."""
    state = position("B1b2/3 B2a8/3 B3c9/3 B4i8/3 G1a5/3 G2b6/3 G3i5/3 G4g1/3")
    after, events = play(state, sail("B1", "b2", "b5", Pick("B1", "G1")))
    assert attacks(events) == [("B1", "G1")]
    assert where(after, "G2") == ("b6", 3) and where(after, "B1") == ("d5", 2)


def test_RIG_CHOICE_naming_an_attack_that_is_not_pending():
    state = position("B1b2/3 B2a8/3 B3c9/3 B4i8/3 G1a5/3 G2b6/3 G3i5/3 G4g1/3")
    assert refused(state, sail("B1", "b2", "b5", Pick("B1", "G1"), Pick("B1", "G2"))) == "RIG-CHOICE"
    assert refused(state, sail("B1", "b2", "b5", Pick("G2", "B1"))) == "RIG-CHOICE"


def test_RIG_CHOICE_a_choice_that_is_never_used():
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g9/3")
    assert refused(state, sail("B1", "e1", "e2", Sink())) == "RIG-CHOICE"
    assert refused(state, sail("B1", "e1", "e2", Island(sq("b1")))) == "RIG-CHOICE"


def test_RIG_CHOICE_an_island_that_holds_a_ship_or_is_no_island():
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4h9/3", chests="e2,h9")
    assert refused(state, sail("B1", "e1", "e2", Sink(), Island(sq("h9")))) == "RIG-CHOICE"
    assert refused(state, sail("B1", "e1", "e2", Sink(), Island(sq("e9")))) == "RIG-CHOICE"


def test_RIG_CHOICE_bump_n_that_does_not_match_the_movement():
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g9/3", chests="e2")
    assert refused(state, sail("B1", "e1", "e3", Bump(1))) == "RIG-CHOICE"
    assert refused(state, sail("B1", "e1", "e3", Bump(3))) == "RIG-CHOICE"
    after, _ = play(state, sail("B1", "e1", "e3", Bump(2)))
    assert names(after.chests) == ["e4"]


# RIG-LOOP and RIG-WIN


def test_RIG_LOOP_two_ships_firing_on_each_other_without_end():
    """B1 sails to c1 between the island b1 and G1 on d1, whose way east is held by G2."""
    state = position("B1a3/3 B2a8/3 B3a6/3 B4i8/3 G1d1/3 G2e1/3 G3c9/3 G4g9/3", wind="SE")
    after, events = play(state, sail("B1", "a3", "c1"))
    assert after.outcome.winner is Fleet.GREEN and after.outcome.reason is Reason.LOOP
    assert kinds(events)[-1] == "GameEnded"


def test_RIG_WIN_checked_after_a_claim_even_in_the_other_fleets_maneuver():
    """Green has G2 in port on h9; Blue's B1 sails 2 south to b4 and blasts G1 onto the
    chest of b1: Green wins at once, and Blue's pending attack on G3 is never made."""
    state = position("B1b6/3 B2a8/3 B3c9/3 B4i8/3 G1b3/2 G2h9/3 G3a4/3 G4g1/3", chests="b1,h9", wind="S")
    after, events = play(state, sail("B1", "b6", "b4"))
    assert after.outcome.winner is Fleet.GREEN and after.outcome.reason is Reason.ISLANDS
    assert attacks(events) == [("B1", "G1")]
    assert where(after, "G1") == ("b1", 3) and where(after, "G3") == ("a4", 3)


def test_RIG_WIN_sailing_onto_a_second_island():
    state = position("B1h3/3 B2b9/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g7/3", chests="h1,b9", wind="S")
    after, events = play(state, sail("B1", "h3", "h1"))
    assert after.outcome.winner is Fleet.BLUE and kinds(events) == ["Sailed", "Claimed", "GameEnded"]


# RIG-RIGADOON


RIGADOON = "B1b2/1 B2a8/3 B3a6/3 B4i8/3 G1e6/3 G2f5/3 G3e4/3 G4d5/3"
"""B1 (1 mast) sails 3 NE to e5, surrounded by the 4 Green ships (wind NE)."""


def test_RIG_RIGADOON_every_opposing_ship_attacked_restores_masts_and_a_second_sail():
    after, events = play(position(RIGADOON, wind="NE"), sail("B1", "b2", "e5"))
    assert kinds(events)[-4:] == ["Attacked", "MastLost", "RigadoonMade", "Blasted"]
    assert where(after, "B1") == ("e5", 3) and after.ship("B1").second_sail
    again, events = play(after, sail("B1", "e5", "e6"))
    assert events[0].second and where(again, "B1") == ("e6", 3)
    assert refused(again, sail("B1", "e6", "e7")) == "RIG-ACT"


# RIG-AGROUND, RIG-CLAIM, RIG-SINK


def test_RIG_AGROUND_not_dislodged_in_the_turn_it_ran_aground():
    state = position("B1e4/3! B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g9/3", chests="e4")
    assert refused(state, sail("B1", "e4", "e6")) == "RIG-AGROUND"


def test_RIG_AGROUND_blasted_off_the_chest_stays():
    state = position("B1e1/3 B2e4/1 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g9/3", chests="e4")
    after, _ = play(state, sail("B1", "e1", "e3"))
    assert where(after, "B2") == ("e6", 0) and names(after.chests) == ["e4"]


def test_RIG_CLAIM_sailing_away_abandons_the_chests():
    state = position("B1h1/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g9/3", chests="h1", wind="N")
    after, _ = play(state, sail("B1", "h1", "h3"))
    assert names(after.chests) == ["h1"] and not after.in_port(after.ship("B1"))


def test_RIG_SINK_an_island_may_hold_several_chests():
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g9/3", chests="b1,e2")
    after, _ = play(state, sail("B1", "e1", "e2", Sink(), Island(sq("b1"))))
    assert names(after.chests) == ["b1", "b1"]


def test_RIG_CHEST_sinking_in_the_shallows():
    state = position("B1e2/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g9/3", chests="e3")
    assert refused(state, sail("B1", "e2", "e3", Sink())) == "RIG-CHEST"


def test_RIG_MANEUVER_the_events_replay_to_the_state_decide_judged():
    from admiralty.referee.rigadoon.reducer import replay
    from admiralty.referee.rigadoon.rules import decide, sail_run

    state = position(RIGADOON, wind="NE")
    action = sail("B1", "b2", "e5")
    events = decide(state, action)
    assert [e.seq for e in events] == list(range(len(events)))
    assert replay(state, events) == sail_run(state, action).state


def test_RIG_MAELSTROM_a_blasted_ship_with_a_step_left_follows_its_chest():
    """B1 sails 2 south to f2 and blasts its own B2 west from e2: B2 pushes the chest of d2
    into c2 (out on i9), then follows it and sinks it there."""
    state = position("B1f4/3 B2e2/3 B3a6/3 B4a3/3 G1i5/3 G2c9/3 G3e9/3 G4g7/3", chests="d2", wind="S")
    assert refused(state, sail("B1", "f4", "f2")) == "RIG-CHOICE"  # the island is never guessed
    after, events = play(state, sail("B1", "f4", "f2", Island(sq("h9"))))
    assert where(after, "B2") == ("i9", 2) and names(after.chests) == ["h9"]
    assert kinds(events)[-5:] == ["Blasted", "ChestBumped", "ChestWhirled", "Whirled", "ChestSunk"]


def test_RIG_CHOICE_unused_picks_are_no_error_when_the_game_ended_first():
    state = position("B1b6/3 B2a8/3 B3c9/3 B4i8/3 G1b3/2 G2h9/3 G3a4/3 G4g1/3", chests="b1,h9", wind="S")
    after, _ = play(state, sail("B1", "b6", "b4", Pick("B1", "G1"), Pick("B1", "G3")))
    assert after.outcome.winner is Fleet.GREEN


def test_RIG_SAIL_REACH_says_one_square_in_the_singular():
    """Wind N, 3 masts: S is reach 1 (review finding F15: not "at most 1 squares")."""
    state = position("B1e5/3 B2a8/3 B3a6/3 B4i5/3 G1i7/3 G2c9/3 G3e9/3 G4g7/3", wind="N")
    with pytest.raises(AdmiraltyError) as caught:
        decide(state, sail("B1", "e5", "e3"))
    assert caught.value.violation.rule == "RIG-SAIL-REACH"
    assert "sails at most 1 square S, not 2." in caught.value.violation.message
