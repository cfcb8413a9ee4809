"""The scratch board agrees with the general path: on every sail tried in random games, legal or not and with
choices written at random, it accepts exactly what ``sail_run`` accepts, with the same events, state and
choices, and declines exactly what ``sail_run`` refuses; ``play`` then gives the general path's violation,
with its partial maneuver (specs/performance.md, "Rigadoon")."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from admiralty.referee.rigadoon.actions import Aground, Bump, Choice, Island, Pick, Sail, Sink
from admiralty.referee.rigadoon.board import FLEET_SHIPS
from admiralty.referee.rigadoon.choices import Choices
from admiralty.referee.rigadoon.events import (
    Attacked,
    Backfired,
    Blasted,
    ChestBumped,
    GameEnded,
    MastLost,
    RigadoonMade,
    Whirled,
)
from admiralty.referee.rigadoon.fast.scratch import Trials, scratch_sail
from admiralty.referee.rigadoon.legal import legal_actions
from admiralty.referee.rigadoon.rules import play, sail_run
from admiralty.referee.rigadoon.sailing import plan_sail, sail_candidates
from admiralty.referee.rigadoon.state import State
from admiralty.referee.violation import AdmiraltyError
from tests.rigadoon.conftest import position, sail
from tests.rigadoon.strategies import Game, games, long_games

SETTINGS = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _general(state: State, action: Sail, fill: bool = False):
    """What the general path gives: (events, state, choices), or the error it raises."""
    try:
        run = sail_run(state, action, fill=fill)
    except AdmiraltyError as error:
        return error
    return run.log, run.state, run.choices


def _agree(state: State, action: Sail, fill: bool = False) -> bool:
    """Check that both paths judge ``action`` alike; whether the general path accepted it."""
    general, fast = _general(state, action, fill), scratch_sail(state, action, fill)
    if isinstance(general, AdmiraltyError):
        assert fast is None, action
        return False
    assert fast == general, action
    return True


def _choices(board_islands: tuple[int, ...]) -> st.SearchStrategy[tuple[Choice, ...]]:
    """A few choices of every kind, fitting or not."""
    pick = st.builds(Pick, st.sampled_from(FLEET_SHIPS), st.sampled_from(FLEET_SHIPS))
    pushes = st.integers(min_value=0, max_value=3)
    decision = st.one_of(st.just(Bump()), st.builds(Bump, pushes), st.builds(Sink, pushes), st.builds(Aground, pushes))
    island = st.builds(Island, st.one_of(st.sampled_from(board_islands), st.integers(min_value=0, max_value=80)))
    return st.lists(st.one_of(pick, decision, island), max_size=4).map(tuple)


def _tried(state: State) -> list[Sail]:
    """Every sail the legal generator tries for either fleet, and some with a wrong origin."""
    sails = [candidate for ship in state.ships for candidate in sail_candidates(state, ship)]
    return sails + [attrs.evolve(candidate, origin=candidate.stop) for candidate in sails[::5]]


@SETTINGS
@given(games)
def test_the_scratch_board_judges_every_tried_sail_as_the_general_path(game: Game):
    accepted = 0
    for state in (game.initial, *game.states):
        for candidate in _tried(state):
            accepted += _agree(state, candidate, fill=True)
            accepted += _agree(state, candidate)
    assert accepted > 0


@SETTINGS
@given(long_games, st.data())
def test_a_board_that_records_nothing_finds_the_general_paths_choices(game: Game, data):
    """Legal generation's scratch boards (no events, no state after, defaults taken without a Choices
    per point when nothing is written) accept what sail_run accepts, filling in the same islands."""
    for state in data.draw(st.lists(st.sampled_from((game.initial, *game.states)), min_size=1, max_size=6)):
        trials = Trials(state)
        for candidate in _tried(state):
            general, fast = _general(state, candidate, fill=True), trials.choices(candidate)
            if isinstance(general, AdmiraltyError):
                assert fast is None, candidate
                continue
            assert fast is not None, candidate
            assert (fast.written(), fast.cursors) == (general[2].written(), general[2].cursors), candidate


@SETTINGS
@given(games, st.data())
def test_the_scratch_course_is_what_plan_sail_accepts(game: Game, data):
    """RIG-TURN-END's "has a legal sail" asks the scratch board whether a sail's own course is legal."""
    state = data.draw(st.sampled_from((game.initial, *game.states)))
    for candidate in _tried(state):
        try:
            plan_sail(state, candidate, Choices(candidate.choices, fill=True))
        except AdmiraltyError:
            assert not Trials(state).has_course(candidate)
        else:
            assert Trials(state).has_course(candidate)


@SETTINGS
@given(games, st.data())
def test_the_scratch_board_judges_written_choices_as_the_general_path(game: Game, data):
    state = data.draw(st.sampled_from((game.initial, *game.states)))
    candidates = _tried(state)
    if not candidates:
        return
    for _ in range(20):
        candidate = data.draw(st.sampled_from(candidates))
        written = attrs.evolve(candidate, choices=data.draw(_choices(state.board.islands)))
        if not _agree(state, written) and state.outcome is None:
            _check_refused(state, written)


@SETTINGS
@given(games)
def test_the_sails_played_in_random_games_agree(game: Game):
    """The generator's own sails, with the choices it wrote; the events are those of the game."""
    for state, action, events in zip((game.initial, *game.states), game.actions, game.events):
        if isinstance(action, Sail):
            assert _agree(state, action) or events == play(state, action)[0]


@SETTINGS
@given(games, st.data())
def test_a_refused_sail_gets_the_general_paths_violation_and_partial_maneuver(game: Game, data):
    state = data.draw(st.sampled_from((game.initial, *game.states)))
    if state.outcome is None:
        for candidate in _tried(state):
            _check_refused(state, candidate)


def _check_refused(state: State, action: Sail) -> None:
    """If the general path refuses ``action``, ``play`` raises its very violation and partial maneuver."""
    general = _general(state, action)
    if not isinstance(general, AdmiraltyError):
        return
    with pytest.raises(AdmiraltyError) as caught:
        play(state, action)
    assert caught.value.violation == general.violation
    assert caught.value.events == general.events


def test_the_legal_listing_is_what_the_general_path_accepts():
    """Every sail listed is accepted by the general path, with the choices written as listed."""
    state = position("B1d1/3 B2f1/3 B3a6/3 B4i6/3 G1f9/3 G2d9/3 G3i4/3 G4d4/3", "e4,d5,f5,e6")
    listed = [action for action in legal_actions(state) if isinstance(action, Sail)]
    assert listed
    for action in listed:
        assert not isinstance(_general(state, action), AdmiraltyError)


CHAIN = position("B1d1/3 B2f1/3 B3a6/3 B4i6/3 G1f9/3 G2d9/3 G3i4/3 G4d4/3", "e4,d5,f5,e6")


@pytest.mark.parametrize("action", [sail("B1", "d1", "d3"), sail("B1", "d1", "d3", Pick("B1", "G4"))])
def test_the_scratch_board_agrees_on_a_chain_reaction(action: Sail):
    """B1 d1-d3 lands next to G4 on d4: G4 loses a mast and is blasted into the chests on d5 and d6."""
    fast = scratch_sail(CHAIN, action)
    assert fast is not None and fast == _general(CHAIN, action)
    assert {Attacked, MastLost, Blasted, ChestBumped} <= {type(event) for event in fast[0]}


def test_the_scratch_board_declines_what_the_general_path_refuses():
    for action in (
        sail("B2", "f1", "f5", Sink()),  # the chest on f5 is in the shallows
        sail("B2", "f1", "f6"),  # beyond B2's reach
        sail("G1", "f9", "f7"),  # not Green's turn
        sail("B1", "d1", "d3", Pick("B1", "G2")),  # not a pending attack
        sail("B1", "d1", "d3", Pick("B1", "G4"), Pick("B1", "G4")),  # one attack: the second pick is never used
    ):
        assert scratch_sail(CHAIN, action) is None
        assert isinstance(_general(CHAIN, action), AdmiraltyError)


def test_the_random_games_reach_chain_reactions_of_every_kind():
    """The differential tests above see maelstroms, backfires, Rigadoons and ends in the middle of a maneuver."""
    from tests.rigadoon.strategies import play_game

    seen: set[type] = set()
    for seed in range(12):
        game = play_game(seed, 40)
        seen |= {type(event) for events in game.events for event in events}
    assert {Whirled, Backfired, RigadoonMade, GameEnded} <= seen
