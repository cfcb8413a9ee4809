"""Properties of the MAD referee over drawn games and positions (hypothesis).

Strategies are in :mod:`tests.strategies`. Settings stay modest so that the
whole suite runs in well under 30 seconds.
"""

from __future__ import annotations

import attrs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from admiralty.referee.mad import (
    Moved,
    Movement,
    Pass,
    Passed,
    Permutation,
    Permuted,
    Rotated,
    Side,
    State,
    apply,
    decide,
    legal_turns,
    replay,
    start,
)
from admiralty.referee.violation import AdmiraltyError
from tests import strategies

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
"""Enough to find generator/decider disagreements, quick enough for every run."""

games_or_positions = st.one_of(
    strategies.games().map(lambda game: game.final),
    strategies.positions(),
    strategies.games(initial=strategies.positions(), max_turns=12).map(lambda game: game.final),
)
"""States to check properties on: reached by play, set up at random, or both."""

running_states = games_or_positions.filter(lambda state: state.outcome is None)
"""The same, while the game runs (ended states refuse everything: MGN-AFTER-END)."""


def on_board(state: State) -> list:
    return [ship for ship in state.squares if ship is not None]


# --- The event fold -------------------------------------------------------------


@SETTINGS
@given(strategies.games())
def test_replay_is_deterministic(game):
    first = replay(game.initial, game.events)
    second = replay(game.initial, game.events)
    assert first == second == game.final


@SETTINGS
@given(strategies.games(), st.data())
def test_prefix_replay_then_the_rest_is_the_whole_replay(game, data):
    cut = data.draw(st.integers(0, len(game.events)))
    middle = replay(game.initial, game.events[:cut])
    assert middle == game.states[cut]
    assert replay(middle, game.events[cut:]) == replay(game.initial, game.events)


@SETTINGS
@given(strategies.games())
def test_each_turn_is_one_event_and_passes_the_move(game):
    for before, event, after in zip(game.states, game.events, game.states[1:]):
        assert event.seq == before.events and after.events == before.events + 1
        assert after.side is before.side.other and after.turn == before.turn + 1


# --- legal_turns and decide agree -----------------------------------------------


@SETTINGS
@given(games_or_positions)
def test_every_legal_turn_is_accepted(state):
    turns = legal_turns(state)
    assert len(turns) == len(set(turns)), "legal_turns lists a turn twice"
    for turn in turns:
        (event,) = decide(state, turn)
        after = apply(state, event)
        assert len(on_board(after)) == len(set(on_board(after)))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_turn_not_listed_is_refused_with_a_rule_id(data):
    state = data.draw(running_states)
    turn = data.draw(strategies.turns_any(state))
    legal = legal_turns(state)
    if turn in legal:
        decide(state, turn)
        return
    try:
        decide(state, turn)
    except AdmiraltyError as error:
        assert error.violation.rule.startswith(("MAD-", "MGN-"))
    else:
        raise AssertionError(f"decide accepted {turn!r}, which legal_turns does not list")


@SETTINGS
@given(games_or_positions)
def test_every_legal_turn_with_a_bonus_is_a_one_square_arrival_on_the_last_row(state):
    board = state.board
    for turn in legal_turns(state):
        if isinstance(turn, Movement) and turn.bonus is not None:
            assert board.rank_of(turn.target) == board.last_row(state.side)
            assert turn.target in board.neighbours(turn.origin)
            assert turn.ship in turn.bonus.ships


# --- Facts that follow from the rules (MAD.md) -----------------------------------


@SETTINGS
@given(games_or_positions)
def test_a_side_always_has_a_legal_turn_while_the_game_runs(state):
    """MAD.md: 111<>222 is always available while the game runs; none after the end."""
    if state.outcome is None:
        assert legal_turns(state), "no legal turn in a running game"
        corvette_swap = Permutation(("111", "222"))
        assert corvette_swap in legal_turns(state)
    else:
        assert legal_turns(state) == []


@SETTINGS
@given(strategies.games(initial=st.one_of(strategies.rules().map(start), strategies.positions())))
def test_at_most_one_enemy_ship_is_exiled_per_turn(game):
    """MAD.md: only the movement's own expulsion exiles an enemy ship."""
    for before, event, after in zip(game.states, game.events, game.states[1:]):
        enemy = before.side.other
        gone = set(after.exiles(enemy)) - set(before.exiles(enemy))
        assert len(gone) <= 1
        assert set(before.exiles(enemy)) >= set(after.exiles(enemy)) - gone
        if isinstance(event, Moved):
            assert {ship.code for ship in gone} == ({event.expelled} if event.expelled else set())
        else:
            assert gone == set()


@SETTINGS
@given(strategies.games(initial=st.one_of(strategies.rules().map(start), strategies.positions())))
def test_shifts_never_expel_and_never_reset_the_quiet_count(game):
    """MAD.md: permutations, rotations, passes and quiet movements add 1 to QUIET."""
    for before, event, after in zip(game.states, game.events, game.states[1:]):
        if isinstance(event, (Permuted, Rotated, Passed)) or (isinstance(event, Moved) and not event.expelled):
            enemy = before.side.other
            assert after.exiles(enemy) == before.exiles(enemy)
            assert after.quiet == before.quiet + 1 and after.last is before.last
            if isinstance(event, (Permuted, Rotated)):
                mine = [s for s in before.squares if s is not None and s.side is enemy]
                assert [s for s in after.squares if s is not None and s.side is enemy] == mine
        if isinstance(event, Moved) and event.expelled:
            assert after.quiet == 0 and after.last is before.side


@SETTINGS
@given(strategies.games(initial=st.one_of(strategies.rules().map(start), strategies.positions())))
def test_ships_never_duplicate_on_the_board(game):
    for state in game.states:
        ships = on_board(state)
        assert len(ships) == len(set(ships))
        assert len(ships) + len(state.exiles(Side.RED)) + len(state.exiles(Side.BLUE)) == 16


@SETTINGS
@given(strategies.games())
def test_a_finished_game_has_the_winner_the_rules_give(game):
    """MAD-END: the side whose corvette is on the board; MAD-TIEBREAK: the last expeller, else Blue."""
    final = game.final
    if final.outcome is not None and final.outcome.termination.value == "corvette":
        loser = final.outcome.winner.other
        assert any(ship.code == "111" for ship in final.exiles(loser))
        assert not any(ship.code == "111" for ship in final.exiles(final.outcome.winner))
    if final.outcome is not None and final.outcome.termination.value == "turns":
        assert final.quiet == final.rules.tiebreak > 0
        winner = Side.BLUE if final.last is None else final.last
        assert final.outcome.winner is winner


@SETTINGS
@given(strategies.games(initial=strategies.rules(positioning=True).map(start), max_turns=4))
def test_positioning_turns_never_move_a_ship_to_a_new_square_by_movement(game):
    for before, event in zip(game.states, game.events):
        if before.turn <= 2:
            assert not isinstance(event, Moved)
            assert Pass() in legal_turns(before)


@SETTINGS
@given(strategies.games(max_turns=30))
def test_decided_events_are_what_apply_consumes(game):
    """Re-deciding each state's legal turns reproduces an event equal to the log's."""
    for before, event in zip(game.states, game.events):
        redo = [decide(before, turn)[0] for turn in legal_turns(before)]
        assert event in redo
        assert attrs.evolve(event, seq=before.events) == event
