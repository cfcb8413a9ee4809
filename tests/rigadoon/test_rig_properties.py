"""Properties of random legal games: determinism, the fold, material invariants, RFEN round trips."""

from __future__ import annotations

import attrs
from hypothesis import HealthCheck, given, settings

from admiralty.notation.rgn.rfen import parse_rfen, write_rfen
from admiralty.referee.rigadoon.legal import legal_actions
from admiralty.referee.rigadoon.reducer import replay
from admiralty.referee.rigadoon.rules import decide
from admiralty.referee.rigadoon.wind import ORTHOGONAL
from tests.rigadoon.strategies import Game, games

SETTINGS = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _all_events(game: Game) -> list:
    return [event for events in game.events for event in events]


@SETTINGS
@given(games)
def test_replay_is_deterministic_and_matches_decide(game: Game):
    events = _all_events(game)
    first, second = replay(game.initial, events), replay(game.initial, events)
    assert first == second
    if game.states:
        assert first == game.states[-1]
    cut = len(events) // 2
    assert replay(replay(game.initial, events[:cut]), events[cut:]) == first


@SETTINGS
@given(games)
def test_masts_ships_and_chests_stay_consistent(game: Game):
    for state in game.states:
        assert all(0 <= ship.masts <= 3 for ship in state.ships)
        squares = [ship.square for ship in state.ships]
        assert len(set(squares)) == len(squares)
        loose = [c for c in state.chests if c not in state.board.islands]
        assert len(set(loose)) == len(loose) and len(state.chests) == 4


@SETTINGS
@given(games)
def test_no_ships_orthogonally_next_to_each_other_after_a_maneuver(game: Game):
    for state in game.states:
        if state.outcome is not None:
            continue
        board = state.board
        for ship in state.ships:
            for direction in ORTHOGONAL:
                square = board.step(ship.square, direction)
                assert square is None or state.ship_on(square) is None, (ship.name, write_rfen(state))


@SETTINGS
@given(games)
def test_rfen_round_trips(game: Game):
    for state in (game.initial,) + game.states:
        text = write_rfen(state)
        again = parse_rfen(text, state.board, state.table)
        assert again == attrs.evolve(state, events=0)  # RFEN does not count log events
        assert write_rfen(again) == text


@settings(max_examples=5, deadline=None)
@given(games)
def test_every_listed_action_is_accepted(game: Game):
    state = game.states[len(game.states) // 2] if game.states else game.initial
    for action in legal_actions(state):
        decide(state, action)
