"""The rule book's "Musts, cans & can-nots" lists: one test per line, named after it.

Positions are reconstructed (the book has no figures for these lines).
"""

from __future__ import annotations

from admiralty.referee.rigadoon.actions import Aground, Bump, Island, Pick, Sink
from admiralty.referee.rigadoon.legal import legal_sails
from tests.rigadoon.conftest import attacks, kinds, names, play, position, refused, sail, sq, where

# Ships MUST...


def test_must_attack_all_orthogonally_adjacent_ships_friend_or_foe():
    state = position("B1e1/3 B2d5/3 B3a8/3 B4i8/3 G1e6/3 G2f5/3 G3c1/3 G4g1/3")
    _, events = play(state, sail("B1", "e1", "e5"))
    assert sorted(attacks(events)) == [("B1", "B2"), ("B1", "G1"), ("B1", "G2")]


def test_must_decide_the_order_all_ships_are_attacked_even_in_chain_reactions():
    state = position("B1b3/3 B2d9/3 B3f9/3 B4a7/3 G1e7/3 G2e5/3 G3d3/3 G4f3/3", wind="NE")
    picks = (Pick("B1", "G1"), Pick("G1", "B2"), Pick("B1", "G2"), Pick("G2", "G3"), Pick("G2", "G4"))
    _, events = play(state, sail("B1", "b3", "e6", *picks))
    assert attacks(events) == [
        ("B1", "G1"),
        ("G1", "B2"),
        ("B1", "G2"),
        ("G2", "G3"),
        ("G2", "G4"),
        ("G1", "B3"),
    ]


def test_must_decide_bump_sink_or_aground_for_the_ship_it_has_just_attacked():
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1e6/3 G2c9/3 G3c1/3 G4g1/3", chests="e8")
    bumped, _ = play(state, sail("B1", "e1", "e5"))
    assert where(bumped, "G1") == ("e8", 2) and names(bumped.chests) == ["e9"]
    sunk, _ = play(state, sail("B1", "e1", "e5", Sink(0), Island(sq("b1"))))
    assert where(sunk, "G1") == ("e8", 2) and names(sunk.chests) == ["b1"]


def test_must_decide_for_all_ships_that_collide_with_chests_in_the_chain_reaction():
    """B1 sails 3 east to e5: G1 is blasted onto the chest on e8, then attacks G2 on e9,
    which is blasted across the edge onto the chest on e2: two decisions, two islands."""
    state = position("B1b5/3 B2a8/3 B3a6/3 B4i8/3 G1e6/0 G2e9/3 G3c1/3 G4g1/3", chests="e8,e2", wind="E")
    choices = (Sink(0), Island(sq("h9")), Sink(0), Island(sq("b1")))
    after, _ = play(state, sail("B1", "b5", "e5", *choices))
    assert where(after, "G1") == ("e8", 0)
    assert where(after, "G2") == ("e2", 2)
    assert names(after.chests) == ["b1", "h9"]


def test_must_blast_ships_across_the_board_from_within_one_square_of_the_edge():
    state = position("B1b2/3 B2a8/3 B3c9/3 B4i8/3 G1a5/3 G2e9/3 G3e1/3 G4g1/3")
    after, _ = play(state, sail("B1", "b2", "b5"))
    assert where(after, "G1") == ("h5", 2)


# Ships CAN...


def test_can_sail_to_spaces_allowed_by_the_current_wind():
    """2 masts, wind E: 3 east (h1 is an island without chest), 2 NE, 1 north."""
    state = position("B1e1/2 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g9/3", wind="E")
    stops = set(names(s.stop for s in legal_sails(state, state.ship("B1"))))
    assert stops == {"f1", "g1", "f2", "g3", "e2"}


def test_can_bump_sink_run_aground_on_and_claim_chests():
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g7/3", chests="e3")
    bumped, _ = play(state, sail("B1", "e1", "e4"))
    assert names(bumped.chests) == ["e5"]
    aground, _ = play(state, sail("B1", "e1", "e3", Aground()))
    assert aground.aground(aground.ship("B1"))
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g7/3", chests="e2")
    sunk, _ = play(state, sail("B1", "e1", "e2", Sink(), Island(sq("h1"))))
    assert names(sunk.chests) == ["h1"]
    state = position("B1h3/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g7/3", chests="h1", wind="S")
    claimed, events = play(state, sail("B1", "h3", "h1"))
    assert where(claimed, "B1") == ("h1", 3) and kinds(events) == ["Sailed", "Claimed"]


def test_can_bump_then_sink_or_run_aground_so_long_as_there_are_enough_spaces():
    state = position("B1i2/2 B2a8/3 B3c9/3 B4a6/3 G1a2/3 G2e9/3 G3c1/3 G4g1/3", chests="i3")
    after, _ = play(state, sail("B1", "i2", "i4", Sink(1), Island(sq("h9"))))
    assert where(after, "B1") == ("i4", 2) and names(after.chests) == ["h9"]
    assert refused(state, sail("B1", "i2", "i6", Sink(3))) == "RIG-SAIL-REACH"
    state = position("B1b5/3 B2a8/3 B3c9/3 B4i8/3 G1a2/3 G2e9/3 G3c1/3 G4g1/3", chests="c5", wind="E")
    after, _ = play(state, sail("B1", "b5", "e5", Aground(2)))
    assert where(after, "B1") == ("e5", 3) and names(after.chests) == ["e5"]
    assert refused(state, sail("B1", "b5", "g5", Aground(4))) == "RIG-SAIL-REACH"


def test_can_bump_multiple_chests_in_a_row():
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g1/3", chests="e2,e3")
    after, events = play(state, sail("B1", "e1", "e3"))
    assert names(after.chests) == ["e4", "e5"]
    assert kinds(events) == ["Sailed"] + ["ChestBumped"] * 4


def test_can_force_a_mastless_ship_to_bump_sink_run_aground_attack_or_claim():
    base = "B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1e6/0 G2c9/3 G3c1/3 G4g1/3"
    sunk, _ = play(position(base, chests="e8"), sail("B1", "e1", "e5", Sink(0), Island(sq("h1"))))
    assert where(sunk, "G1") == ("e8", 0) and names(sunk.chests) == ["h1"]
    aground, _ = play(position(base, chests="e7"), sail("B1", "e1", "e5", Aground(0)))
    assert aground.aground(aground.ship("G1"))
    _attack, events = play(position(base.replace("G2c9", "G2e9")), sail("B1", "e1", "e5"))
    assert ("G1", "G2") in attacks(events)
    state = position("B1h5/3 B2a8/3 B3a6/3 B4e9/3 G1h3/0 G2c9/3 G3c1/3 G4a2/3", chests="h1", wind="S")
    claimed, _ = play(state, sail("B1", "h5", "h4"))
    assert where(claimed, "G1") == ("h1", 3)


def test_can_run_itself_aground_in_the_shallows_with_all_3_masts():
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g1/3", chests="e4")
    after, _ = play(state, sail("B1", "e1", "e4", Aground()))
    assert after.aground(after.ship("B1"))
    weaker = position("B1e1/2 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g1/3", chests="e4")
    assert refused(weaker, sail("B1", "e1", "e4", Aground())) == "RIG-AGROUND"
    water = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g1/3", chests="e2")
    assert refused(water, sail("B1", "e1", "e2", Aground())) == "RIG-AGROUND"


def test_can_dislodge_itself_from_being_aground_with_all_3_masts():
    ships = "B1e4/{} B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g1/3"
    after, _ = play(position(ships.format(3), chests="e4"), sail("B1", "e4", "e6"))
    assert where(after, "B1") == ("e6", 3) and names(after.chests) == ["e4"]
    assert refused(position(ships.format(2), chests="e4"), sail("B1", "e4", "e6")) == "RIG-AGROUND"


def test_can_attack_a_ship_off_the_edge_and_across_to_the_other_side():
    state = position("B1d7/3 B2a8/3 B3c9/3 B4i8/3 G1e9/3 G2a6/3 G3c1/3 G4g1/3", wind="E")
    after, _ = play(state, sail("B1", "d7", "e8"))
    assert where(after, "G1") == ("e2", 2)


# Ships can NOT...


def test_cannot_bump_a_chest_into_another_ship_either_to_bump_or_attack_it():
    state = position("B1e1/2 B2a8/3 B3a6/3 B4i8/3 G1e4/3 G2c9/3 G3c1/3 G4g1/3", chests="e3")
    assert refused(state, sail("B1", "e1", "e4")) == "RIG-CHEST"
    assert refused(state, sail("B1", "e1", "e3", Bump(1))) == "RIG-CHEST"


def test_cannot_bump_other_ships():
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1e2/3 G2c9/3 G3c1/3 G4g1/3")
    assert refused(state, sail("B1", "e1", "e3")) == "RIG-SAIL-PATH"


def test_cannot_bump_a_treasure_chest_to_the_opposite_side_of_the_board():
    state = position("B1e7/3 B2a8/3 B3a6/3 B4i6/3 G1a2/3 G2c9/3 G3c1/3 G4g1/3", chests="e9")
    assert refused(state, sail("B1", "e7", "e9", Bump())) == "RIG-CHEST"
    assert refused(state, sail("B1", "e7", "e9")) == "RIG-CHOICE"  # only sinking reaches e9
    after, _ = play(state, sail("B1", "e7", "e9", Sink(), Island(sq("b1"))))
    assert names(after.chests) == ["b1"]


def test_cannot_attack_treasure_chests():
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g1/3", chests="d3,f3")
    _, events = play(state, sail("B1", "e1", "e3"))
    assert kinds(events) == ["Sailed"]


def test_cannot_attack_other_ships_diagonal_to_themselves():
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1d4/3 G2f4/3 G3c1/3 G4g1/3")
    _, events = play(state, sail("B1", "e1", "e3"))
    assert kinds(events) == ["Sailed"]


def test_cannot_occupy_the_same_space_as_any_other_ship():
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1e3/3 G2c9/3 G3c1/3 G4g1/3")
    assert refused(state, sail("B1", "e1", "e3")) == "RIG-SAIL-PATH"


def test_cannot_sail_off_the_edge_to_the_other_side_of_the_board():
    state = position("B1a5/3 B2a8/3 B3c9/3 B4i8/3 G1e2/3 G2e9/3 G3c1/3 G4g1/3", wind="W")
    assert refused(state, sail("B1", "a5", "i5")) == "RIG-SAIL-REACH"
    assert "i5" not in names(s.stop for s in legal_sails(state, state.ship("B1")))


def test_cannot_attack_a_ship_on_the_opposite_side_of_the_board():
    state = position("B1a3/3 B2a8/3 B3c9/3 B4e8/3 G1i5/3 G2e9/3 G3c1/3 G4g1/3")
    _, events = play(state, sail("B1", "a3", "a5"))
    assert kinds(events) == ["Sailed"]


# Treasure Chests can NOT...


def test_chests_cannot_occupy_the_same_space_as_another_chest():
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g1/3", chests="e2,e4")
    after, _ = play(state, sail("B1", "e1", "e3"))
    assert names(after.chests) == ["e4", "e5"]


def test_chests_cannot_attack_other_chests_or_ships():
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1d4/3 G2f9/3 G3c1/3 G4g1/3", chests="e2")
    after, events = play(state, sail("B1", "e1", "e3"))
    assert names(after.chests) == ["e4"]  # now next to G1 on d4: nothing happens
    assert kinds(events) == ["Sailed", "ChestBumped", "ChestBumped"]


def test_chests_cannot_bump_other_chests_when_blocked_by_a_ship_an_island_or_the_edge():
    ships = "B1{} B2a8/3 B3a6/3 B4i8/3 G1{} G2c9/3 G3c1/3 G4g6/3"
    by_ship = position(ships.format("e1/2", "e5/3"), chests="e2,e3,e4")
    assert refused(by_ship, sail("B1", "e1", "e2", Bump(1))) == "RIG-CHEST"
    by_island = position(ships.format("e1/2", "i4/3"), chests="f1,g1")
    assert refused(by_island, sail("B1", "e1", "f1", Bump(1))) == "RIG-CHEST"
    by_edge = position(ships.format("e6/2", "i4/3"), chests="e7,e8,e9")
    assert refused(by_edge, sail("B1", "e6", "e7", Bump(1))) == "RIG-CHEST"
