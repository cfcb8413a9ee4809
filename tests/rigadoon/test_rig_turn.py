"""Setting up, the wind and the turn: RIG-SETUP, RIG-WIND, RIG-ACT, RIG-TURN-END, RIG-REPAIR, RIG-AFTER-END."""

from __future__ import annotations

import pytest

from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE
from admiralty.notation.rgn.rfen import parse_rfen
from admiralty.referee.rigadoon.actions import ChangeWind, EndTurn, Repair
from admiralty.referee.rigadoon.state import Fleet, start
from admiralty.referee.rigadoon.wind import Direction, wind_table
from admiralty.referee.violation import AdmiraltyError
from tests.rigadoon.conftest import names, play, position, refused, sail, where

QUIET = "B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g9/3"
"""Eight ships none of which is next to another."""


def test_RIG_SETUP_either_fleet_sails_first_with_the_other_players_opening_wind():
    state = start(DEFAULT_BOARD, WIND_TABLE, Fleet.GREEN, Direction.SW)
    assert state.fleet is Fleet.GREEN and state.wind is Direction.SW and state.turn == 1
    assert state.deck == frozenset(Direction) - {Direction.SW}
    assert names(s.square for s in state.ships) == ["d1", "f1", "a6", "i6", "f9", "d9", "i4", "a4"]
    assert names(state.chests) == ["e4", "d5", "f5", "e6"]
    assert start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N, die=True).deck is None


def test_RIG_SETUP_opening_wind_must_be_a_card():
    table = wind_table(
        {"reach": {"1": [3, 2, 1, 0, 0], "2": [3, 2, 1, 0, 0], "3": [4, 3, 2, 1, 1]}, "cards": ["N", "S"]}
    )
    with pytest.raises(AdmiraltyError) as caught:
        start(DEFAULT_BOARD, table, Fleet.BLUE, Direction.E)
    assert caught.value.violation.rule == "RIG-SETUP"


def test_RIG_WIND_cards_the_face_up_card_and_drawn_cards_are_not_in_the_deck():
    state = start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N)
    assert refused(state, ChangeWind(Direction.N)) == "RIG-WIND"
    after, events = play(state, ChangeWind(Direction.E))
    assert after.wind is Direction.E and Direction.E not in after.deck and not events[0].reshuffled
    assert refused(after, ChangeWind(Direction.S)) == "RIG-WIND"  # only once per turn


def test_RIG_WIND_cards_reshuffled_right_after_the_last_card_is_drawn():
    state = position(QUIET, wind="E", source="N", flag="-")
    after, events = play(state, ChangeWind(Direction.N))
    assert events[0].reshuffled
    assert after.deck == frozenset(Direction) - {Direction.N}


def test_RIG_WIND_a_drawn_card_cannot_come_back_before_the_reshuffle():
    state = position(QUIET, wind="E", source="N,S")
    assert refused(state, ChangeWind(Direction.W)) == "RIG-WIND"


def test_RIG_WIND_die_any_of_the_8_directions():
    state = position(QUIET, wind="E")
    after, _ = play(state, ChangeWind(Direction.E))
    assert after.wind is Direction.E and after.wind_changed


def test_RIG_WIND_no_change_ends_no_turn():
    state = position("B1e1/3* B2a8/3* B3a6/3* B4i8/3* G1a2/3 G2c9/3 G3c1/3 G4g9/3", wind="E")
    assert refused(state, EndTurn()) == "RIG-WIND"


def test_RIG_WIND_change_as_the_last_action_while_a_ship_still_can_act():
    state = position(QUIET, wind="E")
    after, _ = play(state, ChangeWind(Direction.N))
    assert refused(after, EndTurn()) == "RIG-WIND"


def test_RIG_WIND_change_after_every_ship_at_sea_acted():
    state = position("B1e1/3* B2a8/3* B3a6/3* B4i8/3* G1a2/3 G2c9/3 G3c1/3 G4g9/3", flag="W")
    assert refused(state, EndTurn()) == "RIG-WIND"


def test_RIG_WIND_change_may_be_last_when_no_unacted_ship_at_sea_can_act():
    """B1 ran aground this turn with 3 masts: it can neither sail off nor repair."""
    state = position("B1e4/3! B2a8/3* B3a6/3* B4i8/3* G1a2/3 G2c9/3 G3c1/3 G4g9/3", chests="e4", flag="W")
    after, _events = play(state, EndTurn())
    assert after.fleet is Fleet.GREEN and after.turn == 2 and not after.ship("B1").grounded


def test_RIG_TURN_END_a_ship_at_sea_that_owes_an_action():
    state = position("B1e1/2 B2a8/3* B3a6/3* B4i8/3* G1a2/3 G2c9/3 G3c1/3 G4g9/3", flag="w")
    assert refused(state, EndTurn()) == "RIG-TURN-END"
    after, _ = play(state, Repair("B1"), EndTurn())
    assert after.fleet is Fleet.GREEN and not any(s.acted for s in after.ships)


def test_RIG_TURN_END_a_3_mast_ship_with_no_legal_sail_need_not_act():
    state = position("B1e4/3! B2a8/3* B3a6/3* B4i8/3* G1a2/3 G2c9/3 G3c1/3 G4g9/3", chests="e4", flag="w")
    after, _ = play(state, EndTurn())
    assert after.fleet is Fleet.GREEN


def test_RIG_TURN_END_ships_in_port_need_not_act():
    state = position("B1b1/3 B2a8/3* B3a6/3* B4i8/3* G1a3/3 G2c9/3 G3c4/3 G4g9/3", chests="b1", flag="w")
    after, _ = play(state, EndTurn())
    assert after.fleet is Fleet.GREEN


def test_RIG_TURN_END_a_ship_blasted_out_of_port_in_its_own_turn_must_act():
    """B2 sails 2 west to c1 and blasts its own B1 off the island b1, across the edge to i1."""
    state = position("B1b1/3 B2e1/3 B3a6/3* B4i8/3* G1a4/3 G2c9/3 G3g4/3 G4g9/3", chests="b1", wind="W", flag="w")
    after, _ = play(state, sail("B2", "e1", "c1"))
    assert where(after, "B1") == ("i1", 2) and not after.in_port(after.ship("B1"))
    assert refused(after, EndTurn()) == "RIG-TURN-END"


def test_RIG_ACT_each_ship_acts_once():
    state = position(QUIET, wind="N")
    after, _ = play(state, sail("B1", "e1", "e2"))
    assert refused(after, sail("B1", "e2", "e3")) == "RIG-ACT"
    assert refused(after, Repair("B1")) == "RIG-ACT"


def test_RIG_ACT_not_the_other_fleets_ship():
    assert refused(position(QUIET), sail("G1", "a2", "a3")) == "RIG-ACT"


def test_RIG_ACT_a_repaired_ship_does_not_sail():
    state = position(QUIET.replace("B1e1/3", "B1e1/2"))
    after, _ = play(state, Repair("B1"))
    assert refused(after, sail("B1", "e1", "e2")) == "RIG-ACT"


def test_RIG_ACT_a_ship_that_lost_a_mast_earlier_in_the_turn_may_repair():
    state = position("B1e1/3 B2e6/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g9/3")
    after, _ = play(state, sail("B1", "e1", "e5"), Repair("B2"))
    assert where(after, "B2") == ("e8", 3)


def test_RIG_REPAIR_adds_one_mast_never_above_3():
    state = position(QUIET.replace("B1e1/3", "B1e1/0"))
    after, _ = play(state, Repair("B1"))
    assert where(after, "B1") == ("e1", 1)
    assert refused(position(QUIET), Repair("B1")) == "RIG-ACT"


def test_RIG_SAIL_MAST_a_ship_without_masts_does_not_sail():
    assert refused(position(QUIET.replace("B1e1/3", "B1e1/0")), sail("B1", "e1", "e2")) == "RIG-SAIL-MAST"


def test_RIG_AFTER_END_nothing_after_the_end():
    line = "B1e1/3,B2a8/3,B3a6/3,B4i8/3,G1a2/3,G2c9/3,G3c1/3,G4g9/3 - N die B 5 - G:islands"
    ended = parse_rfen(line, DEFAULT_BOARD)
    for action in (EndTurn(), ChangeWind(Direction.S), Repair("B1"), sail("B1", "e1", "e2")):
        assert refused(ended, action) == "RIG-AFTER-END"
