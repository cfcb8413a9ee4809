"""Legal action generation: what is listed, and that decide accepts it."""

from __future__ import annotations

from admiralty.referee.rigadoon.actions import Aground, ChangeWind, EndTurn, Island, Repair, Sink
from admiralty.referee.rigadoon.legal import legal_actions, legal_sails
from admiralty.referee.rigadoon.rules import decide
from tests.rigadoon.conftest import position, sail, sq


def test_legal_sails_list_chest_decisions_and_one_sail_per_available_island():
    state = position("B1e1/3 B2a8/3 B3a6/3 B4i8/3 G1a2/3 G2c9/3 G3c1/3 G4h9/3", chests="e2,h9")
    with_choices = {s for s in legal_sails(state, state.ship("B1")) if s.choices}
    islands = ("b1", "h1", "b9")  # h9 holds G4
    assert with_choices == {sail("B1", "e1", "e2", Sink(0), Island(sq(i))) for i in islands} | {
        sail("B1", "e1", stop, Aground(n)) for n, stop in enumerate(("e3", "e4", "e5"), start=1)
    }


def test_legal_actions_list_repairs_and_the_end_of_turn_when_allowed():
    state = position("B1e1/2 B2a8/3* B3a6/3* B4i8/3* G1a2/3 G2c9/3 G3c1/3 G4g9/3", flag="w")
    actions = legal_actions(state)
    assert Repair("B1") in actions and EndTurn() not in actions
    assert not any(isinstance(a, ChangeWind) for a in actions)
    for action in actions:
        decide(state, action)
    state = position("B1e1/2* B2a8/3* B3a6/3* B4i8/3* G1a2/3 G2c9/3 G3c1/3 G4g9/3", flag="w")
    assert legal_actions(state) == (EndTurn(),)
