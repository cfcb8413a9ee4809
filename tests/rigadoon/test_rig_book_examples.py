"""The rule book's worked examples ("Examples"), as scenarios from set-up positions.

The book's figures are missing: every position here is reconstructed to agree
with the text, and each docstring says what was assumed.
"""

from __future__ import annotations

from admiralty.referee.rigadoon.actions import ChangeWind, EndTurn, Island, Repair, Sink
from admiralty.referee.rigadoon.legal import legal_sails
from admiralty.referee.rigadoon.state import Fleet
from admiralty.referee.rigadoon.wind import Direction
from tests.rigadoon.conftest import attacks, kinds, names, play, position, refused, sail, sq, where


def test_RIG_SAIL_REACH_basic_sailing_off_board_and_island_circles():
    """Basic sailing: wind N, a 3-mast ship on d1 (RIGADOON.md's reading of the figure).

    Its yellow circle on island b1 is refused (no chest there), the circle south of
    d1 is off the board; NW it enters the SW maelstrom c2 and comes out on i9.
    """
    state = position("B1d1/3 B2i5/3 B3a6/3 B4i7/3 G1f9/3 G2d9/3 G3e7/3 G4a4/3", fleet="B")
    ship = state.ship("B1")
    stops = sorted(set(names(s.stop for s in legal_sails(state, ship))))
    assert stops == sorted(["d2", "d3", "d4", "d5", "e2", "f3", "g4", "i9", "e1", "f1", "c1"])
    assert refused(state, sail("B1", "d1", "b1")) == "RIG-SAIL-PATH"
    assert refused(state, sail("B1", "d1", "d6")) == "RIG-SAIL-REACH"


def test_RIG_CLAIM_basic_sailing_island_circle_with_a_chest():
    """Basic sailing, continued: with a chest on b1 the same yellow circle is a legal stop."""
    state = position("B1d1/2 B2i5/3 B3a6/3 B4i7/3 G1f9/3 G2d9/3 G3e7/3 G4a4/3", chests="b1")
    assert refused(state, sail("B1", "d1", "b1")) == "RIG-SAIL-REACH"  # 2 masts: W reach is 1
    state = position("B1d1/3 B2i5/3 B3a6/3 B4i7/3 G1f9/3 G2d9/3 G3e7/3 G4a4/3", chests="b1")
    after, events = play(state, sail("B1", "d1", "b1"))
    assert where(after, "B1") == ("b1", 3) and after.in_port(after.ship("B1"))
    assert kinds(events) == ["Sailed", "Claimed"]


def test_RIG_CHEST_basic_chest_bumping():
    """Basic Chest bumping: a 1-mast Green ship on f5 bumps the chest on g5 east, wind E.

    Assumed: the chest is on g5 (the shallows' east edge), Green's 0-mast ship on
    i4 and a second chest on i2. Bumping 1 square is enough to get the chest out of
    the shallows; bumping 2 then sinking on the 3rd square puts the ship on i5,
    where it attacks its own 0-mast ship, blasting it 2 squares south onto i2,
    where it sinks the other chest.
    """
    ships = "B1b3/3 B2d1/3 B3a6/3 B4a8/3 G1f5/1 G2i4/0 G3e9/3 G4c9/3"
    state = position(ships, chests="g5,i2", wind="E", fleet="G")
    after, _ = play(state, sail("G1", "f5", "g5"))
    assert names(after.chests) == ["i2", "h5"] and where(after, "G1") == ("g5", 1)

    after, events = play(state, sail("G1", "f5", "i5", Sink(2), Island(sq("h1")), Sink(0), Island(sq("b9"))))
    assert where(after, "G1") == ("i5", 1)
    assert where(after, "G2") == ("i2", 0)
    assert names(after.chests) == ["h1", "b9"]
    assert kinds(events) == [
        "Sailed",
        "ChestBumped",
        "ChestBumped",
        "ChestSunk",
        "Attacked",
        "Blasted",
        "ChestSunk",
    ]


def test_RIG_BLAST_basic_attack_across_the_edge():
    """Basic attack: Blue's 3-mast ship sails 2 squares SW from g5 to e3.

    Assumed: Green's 1-mast ship on d3 (west) and Blue's own 0-mast ship on e2
    (south, one square from the edge). The western ship is blasted 2 west and loses
    its last mast; the southern one goes 1 south, then across the edge to e9, the
    northernmost square of its file, and loses nothing.
    """
    state = position("B1g5/3 B2e2/0 B3a6/3 B4i6/3 G1d3/1 G2c9/3 G3i4/3 G4a8/3", wind="SW")
    after, events = play(state, sail("B1", "g5", "e3"))
    assert where(after, "G1") == ("b3", 0)
    assert where(after, "B2") == ("e9", 0)
    assert where(after, "B1") == ("e3", 3)
    assert kinds(events) == ["Sailed", "Attacked", "Blasted", "Attacked", "MastLost", "Blasted"]


def test_RIG_CLAIM_claiming_a_chest_by_a_blast():
    """Claiming a Chest: wind S, Green's turn; a chest washed up on island h1.

    Assumed: Green ship G1 on h5 sails 1 south to h4 and attacks Green's 0-mast G2
    on h3, blasting it onto h1: it claims the chest and has 3 masts, yet has not
    acted, so it may still sail 1 north and blast Blue's 1-mast ship on i2 (east of
    h2) across the edge, costing it its last mast.
    """
    state = position("B1i2/1 B2d1/3 B3a6/3 B4a8/3 G1h5/3 G2h3/0 G3e9/3 G4c9/3", chests="h1", wind="S", fleet="G")
    after, events = play(state, sail("G1", "h5", "h4"))
    assert where(after, "G2") == ("h1", 3)
    assert after.in_port(after.ship("G2")) and not after.ship("G2").acted
    assert kinds(events)[-1] == "Claimed"
    after, events = play(after, sail("G2", "h1", "h2"))
    assert where(after, "B1") == ("b2", 0)
    assert names(after.chests) == ["h1"]


def _thousand_words():
    """A thousand words: the position before Blue's turn, reconstructed.

    Assumed, wind S: Blue's 3-mast B1 on c9 sails 3 squares SE to f6. There it
    attacks Green's 2-mast G1 on e6 (west) and Blue's 0-mast B2 on f5 (south).
    B2 is blasted to f3, next to Blue's B3 on g3; G1 is blasted to c6, next to
    Green's G2 on b6. B2 blasts B3 to i3, near the chest on h2; G1 blasts G2 across
    the west edge onto the chest on i6 (open water), where it sinks it; Blue sends
    it to b9, the island nearest Blue's B4 on a8.
    """
    return position("B1c9/3 B2f5/0 B3g3/3 B4a8/3 G1e6/2 G2b6/2 G3e1/3 G4a2/3", chests="h2,i6", wind="S", fleet="B")


def _step_1_to_3():
    return play(_thousand_words(), sail("B1", "c9", "f6", Sink(0), Island(sq("b9"))))


def test_RIG_STRIKE_thousand_words_step_1_sail_southeast():
    """Step 1: 3 squares SE; B1 must attack both G1 (west) and its own B2 (south)."""
    after, events = _step_1_to_3()
    assert events[0].origin == sq("c9") and events[0].to == sq("f6") and events[0].squares == 3
    assert attacks(events)[:2] == [("B1", "B2"), ("B1", "G1")]
    assert where(after, "B1") == ("f6", 3)


def test_RIG_STRIKE_thousand_words_step_2_attack_ships():
    """Step 2: G1 loses a mast, B2 has none to lose; both are blasted next to other ships."""
    after, events = _step_1_to_3()
    assert next((e.ship, e.masts) for e in events if type(e).__name__ == "MastLost") == ("G1", 1)
    blasts = {e.ship: (e.origin, e.to) for e in events if type(e).__name__ == "Blasted"}
    assert blasts["B2"] == (sq("f5"), sq("f3")) and blasts["G1"] == (sq("e6"), sq("c6"))
    assert where(after, "B2") == ("f3", 0) and where(after, "G1") == ("c6", 1)


def test_RIG_SINK_thousand_words_step_3_attack_ships_then_sink_a_chest():
    """Step 3: B3 lands near the chest of h2; G2 goes across the west edge onto the chest
    of i6 in open water and sinks it; Blue, who started the maneuver, sends it to b9."""
    after, events = _step_1_to_3()
    assert attacks(events)[2:] == [("B2", "B3"), ("G1", "G2")]
    assert where(after, "B3") == ("i3", 2) and where(after, "G2") == ("i6", 1)
    assert names(after.chests) == ["h2", "b9"]
    assert kinds(events)[-2:] == ["Blasted", "ChestSunk"]


def test_RIG_SINK_thousand_words_step_4_bump_then_sink():
    """Step 4: B3 sails SW with the same wind, bumps the chest 1 square, sinks it on the 2nd."""
    state, _ = _step_1_to_3()
    after, events = play(state, sail("B3", "i3", "g1", Sink(1), Island(sq("h1"))))
    assert where(after, "B3") == ("g1", 2)
    assert names(after.chests) == ["h1", "b9"]
    assert kinds(events) == ["Sailed", "ChestBumped", "ChestSunk"]


def test_RIG_CLAIM_thousand_words_step_5_claim_then_wind_then_repair():
    """Step 5: B4 sails 1 NE onto b9 and claims; the wind change waits until just
    before the last action, the repair of the 0-mast B2, which cannot sail."""
    state, _ = _step_1_to_3()
    state, _ = play(state, sail("B3", "i3", "g1", Sink(1), Island(sq("h1"))))
    state, events = play(state, sail("B4", "a8", "b9"))
    assert where(state, "B4") == ("b9", 3) and kinds(events) == ["Sailed", "Claimed"]
    state, _ = play(state, ChangeWind(Direction.E))
    assert refused(state, EndTurn()) == "RIG-WIND"  # the change may not be the last action
    assert refused(state, sail("B2", "f3", "f4")) == "RIG-SAIL-MAST"
    state, _ = play(state, Repair("B2"), EndTurn())
    assert where(state, "B2") == ("f3", 1)
    assert state.fleet is Fleet.GREEN and state.outcome is None
