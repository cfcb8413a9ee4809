"""The fast lane agrees with the full judgement: an accepted sail gives the very events and state that
``sail_run`` gives, on every sail tried in random games (specs/performance.md, "Rigadoon")."""

from __future__ import annotations

import attrs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from admiralty.referee.rigadoon.actions import Bump, Sail
from admiralty.referee.rigadoon.board import Kind
from admiralty.referee.rigadoon.events import Whirled
from admiralty.referee.rigadoon.fast.lane import plain_sail
from admiralty.referee.rigadoon.reducer import replay
from admiralty.referee.rigadoon.rules import decide, play, sail_run
from admiralty.referee.rigadoon.sailing import sail_candidates
from admiralty.referee.rigadoon.state import State
from admiralty.referee.violation import AdmiraltyError
from tests.rigadoon.conftest import position, sail
from tests.rigadoon.strategies import Game, games

SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _tried(state: State) -> list[Sail]:
    """Every sail the legal generator tries in ``state``, for every ship of both fleets, and each with
    a wrong origin: legal and illegal ones."""
    sails = [candidate for ship in state.ships for candidate in sail_candidates(state, ship)]
    return sails + [attrs.evolve(candidate, origin=candidate.stop) for candidate in sails[::5]]


def _full(state: State, action: Sail):
    try:
        run = sail_run(state, action)
    except AdmiraltyError:
        return None
    return run.log, run.state


@SETTINGS
@given(games)
def test_an_accepted_sail_gives_the_events_and_state_of_the_full_judgement(game: Game):
    accepted = 0
    for state in (game.initial, *game.states):
        if state.outcome is not None:
            continue
        for candidate in _tried(state):
            fast = plain_sail(state, candidate)
            if fast is None:
                continue
            accepted += 1
            assert _full(state, candidate) == ((fast[0],), fast[1])
    assert accepted > 0


@SETTINGS
@given(games)
def test_play_is_decide_then_replay(game: Game):
    for state, action in zip((game.initial, *game.states), game.actions):
        events, after = play(state, action)
        assert events == decide(state, action) and after == replay(state, events)


def test_the_lane_declines_a_sail_with_choices_or_that_meets_anything():
    state = position("B1d1/3 B2f1/3 B3a6/3 B4i6/3 G1f9/3 G2d9/3 G3i4/3 G4d4/3", "e4,d5,f5,e6")
    assert plain_sail(state, sail("B1", "d1", "d3")) is None  # lands next to G4 on d4
    assert plain_sail(state, sail("B2", "f1", "f3", Bump())) is None
    assert plain_sail(state, sail("B2", "f1", "f5")) is None  # meets the chest on f5
    assert plain_sail(state, sail("B2", "f1", "h1")) is None  # the island h1
    assert plain_sail(state, sail("G1", "f9", "f7")) is None  # not Green's turn
    assert plain_sail(state, sail("B2", "f1", "f3")) is not None


@SETTINGS
@given(games, st.data())
def test_an_illegal_sail_is_declined(game: Game, data):
    state = data.draw(st.sampled_from((game.initial, *game.states)))
    for candidate in _tried(state):
        if _full(state, candidate) is None:
            assert plain_sail(state, candidate) is None


def _stops_as_written(events: tuple, stop: int) -> bool:
    """Whether a sail's maneuver ends its course on the stop square written (or comes out of a maelstrom there)."""
    sailed = events[0]
    return sailed.to == stop or any(isinstance(e, Whirled) and e.ship == sailed.ship and e.exit == stop for e in events)


@SETTINGS
@given(games, st.data())
def test_the_candidates_left_out_at_a_ship_or_past_an_island_are_never_legal(game: Game, data):
    """sail_candidates stops a course at a ship and after an island: every legal sail to any square, with the
    default choices, is still among its candidates (a sail names a maelstrom's exit, not the maelstrom)."""
    state = data.draw(st.sampled_from((game.initial, *game.states)))
    board = state.board
    for ship in state.fleet_ships(state.fleet):
        kept = set(sail_candidates(state, ship))
        for stop in (square for square, kind in enumerate(board.kinds) if kind is not Kind.MAELSTROM):
            candidate = Sail(ship.name, ship.square, stop)
            full = _full(state, candidate)
            if full is not None and _stops_as_written(full[0], stop):
                assert candidate in kept
