"""Legal action generation: what is listed, and that decide accepts it."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from admiralty.referee.rigadoon.actions import Action, Aground, ChangeWind, EndTurn, Island, Repair, Sail, Sink
from admiralty.referee.rigadoon.fast.lane import lands_alone, may_sail_plainly, plain_course
from admiralty.referee.rigadoon.legal import legal_actions, legal_sails
from admiralty.referee.rigadoon.rules import decide, sail_run
from admiralty.referee.rigadoon.sailing import sail_candidates, sail_courses
from admiralty.referee.rigadoon.state import State
from admiralty.referee.rigadoon.wind import Direction
from admiralty.referee.violation import AdmiraltyError
from tests.rigadoon.conftest import position, sail, sq
from tests.rigadoon.strategies import Game, long_games


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


def _accepted(state: State, action: Action) -> bool:
    try:
        decide(state, action)
    except AdmiraltyError:
        return False
    return True


def _written(state: State, candidate: Sail) -> list[Sail]:
    """The general path's listing of one candidate: as written, then one per island where it filled one in."""
    try:
        choices = sail_run(state, candidate, fill=True).choices
    except AdmiraltyError:
        return []
    found = [Sail(candidate.ship, candidate.origin, candidate.stop, choices.written())]
    if choices.filled:
        for island in state.board.islands:
            variant = Sail(candidate.ship, candidate.origin, candidate.stop, candidate.choices + (Island(island),))
            found.extend(_written(state, variant)[:1])
    return found


def _general_listing(state: State) -> tuple[Action, ...]:
    """What the module docstring of referee.rigadoon.legal lists, asked of ``decide`` and ``sail_run`` alone."""
    if state.outcome is not None:
        return ()
    actions: list[Action] = [ChangeWind(d) for d in Direction if _accepted(state, ChangeWind(d))]
    for ship in state.fleet_ships(state.fleet):
        if _accepted(state, Repair(ship.name)):
            actions.append(Repair(ship.name))
        if not ship.acted or ship.second_sail:
            sails = [each for candidate in sail_candidates(state, ship) for each in _written(state, candidate)]
            actions.extend(dict.fromkeys(sails))
    if _accepted(state, EndTurn()):
        actions.append(EndTurn())
    return tuple(actions)


def _positions(game: Game, data: st.DataObject) -> list[State]:
    """Some states of a random game, and each with the other fleet to act (ships that acted, masts lost);
    never the end of the game, where nothing is listed at all."""
    running = [state for state in (game.initial, *game.states) if state.outcome is None]
    states = data.draw(st.lists(st.sampled_from(running), min_size=1, max_size=8))
    return states + [state.but(state.events, fleet=state.fleet.other) for state in states]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(long_games, st.data())
def test_the_listing_is_the_general_paths_in_random_positions(game: Game, data: st.DataObject):
    """The shortcuts of the listing (plain sails, scratch boards that record nothing, refusals not raised)
    list the very actions, in the very order, that decide and sail_run give (specs/performance.md)."""
    listed = 0
    for state in _positions(game, data):
        actions = legal_actions(state)
        assert actions == _general_listing(state)
        listed += len(actions)
    assert listed > 0


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(long_games, st.data())
def test_a_candidate_is_known_plain_exactly_when_the_lane_takes_it(game: Game, data: st.DataObject):
    for state in _positions(game, data):
        taken = [other.square for other in state.ships]
        for ship in state.ships:
            plain = may_sail_plainly(state, ship)
            for candidate, open_ in sail_courses(state, ship):
                known = open_ and plain and lands_alone(state.board, taken, candidate.origin, candidate.stop)
                assert known == (plain_course(state, candidate) is not None), candidate
