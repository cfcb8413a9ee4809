"""The fast lane agrees with decide and apply (referee/mad/fast/lane.py).

A lane may only accept a turn that ``decide`` accepts with the marks written,
and must then reach the state ``apply`` reaches; it must accept every legal
turn outside positioning turns, or it would be of no use.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from admiralty.referee.mad import (
    SHIPS,
    Moved,
    Movement,
    Pass,
    Permutation,
    Permuted,
    Rotation,
    Rules,
    State,
    Termination,
    apply,
    decide,
    start,
)
from admiralty.referee.mad.events import Event, Passed, Stopped
from admiralty.referee.mad.fast.lane import Lane, Play, movement, shift
from admiralty.referee.violation import AdmiraltyError
from tests import strategies
from tests.mad.test_properties import SETTINGS, games_or_positions


def referee_after(state: State, turn, expels: bool, ends: bool) -> State | None:
    """The state after ``turn`` written with these marks, or None when the referee refuses it."""
    try:
        (event,) = decide(state, turn)
        after = apply(state, event)
    except AdmiraltyError:
        return None
    if isinstance(event, Moved) and expels != (event.expelled is not None):
        return None
    if ends and after.termination is not Termination.CORVETTE:
        return None
    return after


def one(lane: Lane, play: Play | None) -> bool:
    """Whether the lane plays ``play``, None for a turn no position makes legal."""
    return play is not None and lane.play([play]) == 1


def play(lane: Lane, turn, expels: bool, ends: bool, written_origin: bool) -> bool:
    if isinstance(turn, Movement):
        origin = turn.origin if written_origin else None
        return one(lane, movement(lane.board, turn.ship, origin, turn.target, turn.bonus, expels, ends))
    if isinstance(turn, Pass):
        return False
    return one(lane, shift(turn, ends))


@SETTINGS
@given(st.data(), games_or_positions, st.booleans(), st.booleans(), st.booleans())
def test_a_lane_accepts_exactly_the_legal_turns_and_reaches_the_same_state(data, state, expels, ends, written):
    turn = data.draw(strategies.turns_any(state))
    judged = turn
    if isinstance(turn, Movement) and not written:
        home = state.where(SHIPS[state.side, turn.ship])
        judged = None if home is None else Movement(turn.ship, home, turn.target, turn.bonus)
    after = None if judged is None else referee_after(state, judged, expels, ends)
    moves = isinstance(turn, Movement)
    expected = after is not None and not isinstance(turn, Pass) and not (moves and state.positioning_turn)

    lane = Lane(state)
    assert play(lane, turn, expels, ends, written) is expected
    if expected:
        assert lane.state() == after
        assert lane.before() == state
    else:
        assert lane.state() == state and lane.played == 0


def lane_turn(lane: Lane, event: Event, after: State) -> bool:
    """Replay a judged event through the lane, with the marks a canonical record writes."""
    return one(lane, lane_play(event, lane.state(), after))


def lane_play(event: Event, before: State, after: State, ends: bool | None = None) -> Play | None:
    """The play of a judged event in ``before``, with the marks a canonical record writes (or ``#`` as ``ends`` says)."""
    ends = after.termination is Termination.CORVETTE if ends is None else ends
    if isinstance(event, Moved):
        expels = event.expelled is not None
        return movement(before.board, event.ship, event.origin, event.target, event.bonus, expels, ends)
    return shift(Permutation(event.ships) if isinstance(event, Permuted) else Rotation(event.ships), ends)


@SETTINGS
@given(strategies.games(max_turns=80))
def test_a_whole_game_through_one_lane_ends_where_the_reducer_ends(game):
    lane = Lane(game.initial)
    states = game.states
    for index, event in enumerate(game.events):
        if isinstance(event, (Passed, Stopped)):
            lane = Lane(states[index + 1])  # a pass or a stop: the full referee plays it
            continue
        assert lane_turn(lane, event, states[index + 1])
        assert lane.state() == states[index + 1]
    assert lane.state() == game.final
    if lane.played:
        assert lane.before() == states[-2]


@SETTINGS
@given(strategies.games(max_turns=80), st.data())
def test_a_lane_given_turns_in_runs_knows_the_state_before_the_last(game, data):
    """Runs of any length (a plain game's whole movetext, a line's turns): :meth:`Lane.before` plays
    the last run again but its last turn, and finds the state before it, even after runs of none; a
    run that ends with the next turn written with a ``#`` that exiles no corvette stops before it."""
    states, lane, played = game.states, None, []
    for index, event in enumerate(game.events):
        if isinstance(event, (Passed, Stopped)):
            lane, played = None, []  # a pass or a stop: the full referee plays it
            continue
        if lane is None:
            lane = Lane(states[index])
        played.append(lane_play(event, states[index], states[index + 1]))
        if data.draw(st.booleans()) or index == len(game.events) - 1:
            following = game.events[index + 1 : index + 2]
            if following and not isinstance(following[0], (Passed, Stopped)):
                after = states[index + 2]
                if after.termination is not Termination.CORVETTE and data.draw(st.booleans()):
                    wrong = lane_play(following[0], states[index + 1], after, ends=True)
                    assert lane.play([*played, wrong]) == len(played)
                    assert lane.state() == states[index + 1]
                    played = []
            assert lane.play(played) == len(played)
            assert lane.play([]) == 0
            assert lane.state() == states[index + 1]
            assert lane.before() == states[index]
            played = []


def test_a_lane_declines_a_turn_after_the_end():
    state = start(Rules(tiebreak=1))
    lane = Lane(state)
    assert one(lane, movement(state.board, "211", 6, 14, None, expels=False, ends=False))
    assert lane.state().termination is Termination.TURNS
    assert not one(lane, movement(state.board, "211", 22, 18, None, expels=False, ends=False))
    assert lane.played == 1
