"""The rule book's "What if" scenarios, from reconstructed positions (no figures exist)."""

from __future__ import annotations

from admiralty.referee.rigadoon.actions import Aground, Island, Pick, Sink
from admiralty.referee.rigadoon.state import Fleet, Reason
from tests.rigadoon.conftest import attacks, kinds, names, play, position, refused, sail, sq, where

MULTIPLE = "B1e1/3 B2d5/3 B3a8/3 B4i8/3 G1e6/3 G2f5/3 G3c1/3 G4g1/3"
"""B1 sails 4 north from e1 to e5 (wind N), between G1 (N), G2 (E) and its own B2 (W)."""


def test_RIG_STRIKE_what_if_orthogonal_to_multiple_ships_default_order():
    """What if I sail orthogonal to multiple ships: it attacks each; by default N, E, S, W."""
    after, events = play(position(MULTIPLE), sail("B1", "e1", "e5"))
    assert attacks(events) == [("B1", "G1"), ("B1", "G2"), ("B1", "B2")]
    assert [where(after, s) for s in ("G1", "G2", "B2")] == [("e8", 2), ("h5", 2), ("b5", 2)]


def test_RIG_CHAIN_what_if_orthogonal_to_multiple_ships_any_order():
    """... in any order the fleet decides: the picks say which attack comes next."""
    _, events = play(position(MULTIPLE), sail("B1", "e1", "e5", Pick("B1", "B2"), Pick("B1", "G2")))
    assert attacks(events) == [("B1", "B2"), ("B1", "G2"), ("B1", "G1")]


FOUR = "B1b3/3 B2d9/3 B3f9/3 B4a7/3 G1e7/3 G2e5/3 G3d3/3 G4f3/3"
"""B1 sails 3 NE to e6 between G1 (N) and G2 (S); G1 is blasted to e9 between B2
and B3, G2 to e3 between G3 and G4 (wind NE, no chests)."""


def test_RIG_CHAIN_what_if_two_blasted_ships_each_next_to_a_pair():
    """What if both ships I attack land next to 2 ships each: 4 more attacks, breadth first."""
    after, events = play(position(FOUR, wind="NE"), sail("B1", "b3", "e6"))
    assert attacks(events) == [
        ("B1", "G1"),
        ("B1", "G2"),
        ("G1", "B3"),
        ("G1", "B2"),
        ("G2", "G4"),
        ("G2", "G3"),
    ]
    assert [where(after, s) for s in ("B2", "B3", "G3", "G4")] == [("c9", 2), ("g9", 2), ("b3", 2), ("h3", 2)]


def test_RIG_CHAIN_what_if_the_four_attacks_in_any_order():
    """... and these attacks may come in any order the fleet picks; the rest follow the default."""
    picks = (Pick("B1", "G2"), Pick("G2", "G3"), Pick("B1", "G1"), Pick("G1", "B2"))
    _, events = play(position(FOUR, wind="NE"), sail("B1", "b3", "e6", *picks))
    assert attacks(events) == [
        ("B1", "G2"),
        ("G2", "G3"),
        ("B1", "G1"),
        ("G1", "B2"),
        ("G2", "G4"),
        ("G1", "B3"),
    ]


def test_RIG_STRIKE_what_if_the_attacked_ship_has_no_mast():
    """What if the ship I attack has no mast: blasted 2 squares, nothing else."""
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1e6/0 G2c9/3 G3c1/3 G4g1/3")
    after, events = play(state, sail("B1", "e1", "e5"))
    assert where(after, "G1") == ("e8", 0)
    assert kinds(events) == ["Sailed", "Attacked", "Blasted"]


def test_RIG_STRIKE_what_if_a_mastless_ship_is_blasted_next_to_another():
    """What if I attack a mast-less ship next to another ship: it still has its cannons."""
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1e6/0 G2e9/3 G3c1/3 G4g1/3")
    after, events = play(state, sail("B1", "e1", "e5"))
    assert attacks(events) == [("B1", "G1"), ("G1", "G2")]
    assert where(after, "G1") == ("e8", 0)
    assert where(after, "G2") == ("e2", 2)  # blasted north across the edge


def test_RIG_ACT_what_if_i_attack_my_own_ship_it_may_still_act():
    """What if I attack one of my own ships: it may still take its turn."""
    state = position("B1e1/3 B2e6/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4g1/3")
    after, _ = play(state, sail("B1", "e1", "e5"))
    assert where(after, "B2") == ("e8", 2) and not after.ship("B2").acted
    after, _ = play(after, sail("B2", "e8", "f8"))
    assert where(after, "B2") == ("f8", 2)


OPPONENT_ONTO_CHEST = "B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1e6/3 G2c9/3 G3c1/3 G4g1/3"


def test_RIG_SINK_what_if_i_blast_an_opponent_onto_a_chest_i_choose_its_island():
    """What if I force an opponent's ship to sink a chest: I decide the island."""
    state = position(OPPONENT_ONTO_CHEST, chests="e8")
    after, _events = play(state, sail("B1", "e1", "e5", Sink(0), Island(sq("h9"))))
    assert where(after, "G1") == ("e8", 2)
    assert names(after.chests) == ["h9"]
    assert refused(state, sail("B1", "e1", "e5", Sink(0))) == "RIG-CHOICE"  # never guessed


def test_RIG_BACKFIRE_what_if_the_target_is_blocked_by_an_island():
    """What if the ship I attack is blocked by an island: the attack backfires.

    Assumed: Green's G1 on c1 with the island b1 behind it; Blue's B1 sails 2 south
    from d3 to d1 (wind S). Both lose 1 mast; B1 is blasted 2 east to f1.
    """
    state = position("B1d3/3 B2a8/3 B3a6/3 B4i8/3 G1c1/3 G2c9/3 G3e9/3 G4i4/3", wind="S")
    after, events = play(state, sail("B1", "d3", "d1"))
    assert kinds(events) == ["Sailed", "Attacked", "Backfired", "MastLost", "MastLost", "Blasted"]
    assert where(after, "G1") == ("c1", 2)
    assert where(after, "B1") == ("f1", 2)


def test_RIG_BACKFIRE_what_if_the_far_edge_square_holds_a_ship():
    """What if the edge square across the board holds a ship: the attack backfires.

    Assumed: Green's G1 on a5, Green's G2 on i5 across the edge; Blue's B1 sails to
    b5 from b2 (wind N) and attacks G1 west: G1 cannot move, B1 goes 2 east to d5.
    """
    state = position("B1b2/3 B2a8/3 B3c9/3 B4i8/3 G1a5/3 G2i5/3 G3e9/3 G4g1/3")
    after, _events = play(state, sail("B1", "b2", "b5"))
    assert where(after, "G1") == ("a5", 2)
    assert where(after, "B1") == ("d5", 2)
    assert where(after, "G2") == ("i5", 3)


def test_RIG_CHEST_what_if_i_bump_a_chest_into_a_ship():
    """What if I bump a chest into a ship: nothing happens, the ship cannot pass it.

    Assumed: Blue's 2-mast B1 on e1 (wind N), chest on e3 (shallows), Green's G1 on e4.
    """
    state = position("B1e1/2 B2a8/3 B3a6/3 B4i8/3 G1e4/3 G2c9/3 G3c1/3 G4g1/3", chests="e3")
    assert refused(state, sail("B1", "e1", "e3")) == "RIG-CHEST"
    after, _ = play(state, sail("B1", "e1", "e2"))
    assert names(after.chests) == ["e3"] and where(after, "B1") == ("e2", 2)


def test_RIG_CHOICE_bumping_into_a_ship_stop_on_the_chest_needs_a_stated_choice():
    """With 3 masts the same stop square is reachable only by running aground: say so."""
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1e4/3 G2c9/3 G3c1/3 G4g1/3", chests="e3")
    assert refused(state, sail("B1", "e1", "e3")) == "RIG-CHOICE"
    after, _ = play(state, sail("B1", "e1", "e3", Aground()))
    assert after.aground(after.ship("B1"))


def test_RIG_BLAST_a_chest_pushed_into_a_ship_stops_the_blast_short():
    """A blasted ship whose chest cannot be pushed stops on the square before it."""
    state = position("B1e1/3 B2e3/3 B3a6/3 B4i8/3 G1e6/3 G2c9/3 G3c1/3 G4g1/3", chests="e5")
    after, _ = play(state, sail("B1", "e1", "e2"))
    assert where(after, "B2") == ("e4", 2) and names(after.chests) == ["e5"]


ISLAND_BETWEEN = "B1d3/3 B2a9/3 B3c9/3 B4i8/3 G1b4/3 G2b2/3 G3e9/3 G4i4/3"
"""B1 sails 2 west from d3 to b3 (wind W), between G1 on b4 (free) and G2 on b2,
which has the island b1 behind it."""


def _island_between_result(after):
    assert where(after, "G1") == ("b8", 1)  # 4 squares away, 2 masts lost
    assert where(after, "B1") == ("b5", 2)  # 2 squares away, 1 mast lost
    assert where(after, "G2") == ("b2", 2)  # does not move, loses 1


def test_RIG_BACKFIRE_island_between_two_ships_free_ship_first():
    """What if a ship sails between 2 ships, one blocked by an island: free ship attacked first."""
    after, events = play(position(ISLAND_BETWEEN, wind="W"), sail("B1", "d3", "b3"))
    _island_between_result(after)
    assert attacks(events) == [("B1", "G1"), ("B1", "G2"), ("B1", "G1")]


def test_RIG_BACKFIRE_island_between_two_ships_blocked_ship_first():
    """... blocked ship attacked first: the pending attack on the free ship is made first."""
    after, events = play(position(ISLAND_BETWEEN, wind="W"), sail("B1", "d3", "b3", Pick("B1", "G2")))
    _island_between_result(after)
    assert attacks(events) == [("B1", "G2"), ("B1", "G1"), ("B1", "G1")]


def test_RIG_LOOP_what_if_i_cause_an_infinite_loop():
    """What if I cause an infinite loop of attacks: I lose.

    Assumed: column g. Blue's B3 sails 2 east to g3 under Green's G3 on g4; B1 on g7.
    Both maelstroms at the column's ends (g2, g8) have their exits held (G1 on a9,
    B4 on a1), so every attack at either end backfires and G3 bounces for ever.
    """
    state = position("B1g7/3 B2c5/3 B3e3/3 B4a1/3 G1a9/3 G2c9/3 G3g4/3 G4e9/3", wind="E")
    after, events = play(state, sail("B3", "e3", "g3"))
    assert after.outcome is not None
    assert after.outcome.winner is Fleet.GREEN and after.outcome.reason is Reason.LOOP
    assert kinds(events)[-1] == "GameEnded"
    assert where(after, "B1")[1] == 0 and where(after, "B3")[1] == 0


def test_RIG_CHEST_what_if_an_aground_ship_is_blasted_into_a_second_chest():
    """What if, aground on a chest, I am blasted into another chest: the attacking fleet decides.

    Assumed: Blue's B2 aground on the chest on d5, another chest on e5; Green's G1
    sails 2 NE from a3 to c5 (wind NE) and attacks it east.
    """
    state = position("B1a8/3 B2d5/2 B3c9/3 B4i8/3 G1a3/3 G2e9/3 G3i4/3 G4g1/3", chests="d5,e5", wind="NE", fleet="G")
    after, _ = play(state, sail("G1", "a3", "c5"))
    assert where(after, "B2") == ("f5", 1) and names(after.chests) == ["d5", "g5"]
    after, events = play(state, sail("G1", "a3", "c5", Aground(0)))
    assert where(after, "B2") == ("e5", 1) and names(after.chests) == ["d5", "e5"]
    assert after.aground(after.ship("B2"))
    assert kinds(events)[-1] == "RanAground"
