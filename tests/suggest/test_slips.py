"""Property tests of "did you mean": a slip of each kind at a random turn of a random legal game
(specs/suggestions.md, tests/slips.py; the rates are measured by benchmarks/suggest_rates.py)."""

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from admiralty.notation.assume import Edit, assume_nearest, replaced
from admiralty.notation.kinds import MAD, RIGADOON
from admiralty.notation.mgn.generate import random_games
from admiralty.notation.mgn.mfen import write_mfen
from admiralty.notation.mgn.suggest import measure, parts_of, suggest
from admiralty.notation.mgn.turn import write_event
from admiralty.notation.rgn import random_records
from admiralty.notation.rgn.turn import write_action
from admiralty.notation.verdict import judge
from admiralty.referee.rigadoon import Sail
from tests.slips import RIGADOON_SLIPS, SLIPS, is_legal, is_legal_action
from tests.strategies import games

SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def slipped(draw):
    """A position of a random game, the turn played there (canonical) and a slip of it that is illegal there."""
    game = draw(games(max_turns=30))
    index = draw(st.integers(0, len(game.events) - 1))
    before, event, after = game.states[index], game.events[index], game.states[index + 1]
    intended = write_event(before, event, after)
    name = draw(st.sampled_from(sorted(SLIPS)))
    token = SLIPS[name](before, intended, draw(st.integers(0, 11)))
    assume(token is not None and not is_legal(before, token))
    return before, intended, name, token


@SETTINGS
@given(slipped())
def test_suggestions_are_legal_and_deterministic(case):
    before, _, _, token = case
    suggestions = suggest(before, token)
    assert suggestions == suggest(before, token)
    assert all(is_legal(before, suggestion.token) for suggestion in suggestions)
    assert [s.distance for s in suggestions] == sorted(s.distance for s in suggestions)


@SETTINGS
@given(slipped())
def test_the_intended_turn_is_among_the_nearest(case):
    """The intended turn is among the three given (first in most cases: benchmarks/suggest_rates.py); but a
    wrong TO square may land on
    another legal square (or, written with ``-``, on a ship that a legal ``x`` expels): then the intended turn
    is given, or only turns at least as near are."""
    before, intended, name, token = case
    suggestions = suggest(before, token)
    written, meant = parts_of(token), parts_of(intended)
    assert written is not None and meant is not None
    distance = measure(written, meant).distance
    tokens = [suggestion.token for suggestion in suggestions]
    if name == "wrong_target":
        assert intended in tokens or (all(s.distance <= distance for s in suggestions) and len(tokens) == 3)
    else:
        assert intended in tokens


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(0, 200), st.sampled_from(sorted(SLIPS)), st.integers(0, 11))
def test_assume_nearest_reaches_the_final_position_of_the_game(seed, turn, name, pick):
    """A record with one slip, judged on past it, ends where the game did when the intended turn is the one nearest."""
    (game,) = random_games(seed, 1, max_turns=40)
    text = MAD.plugin.write_games([game]).splitlines(keepends=True)
    (record, _), *_ = judge("game.mgn", text)
    played = record.main.turns[turn % len(record.main.turns)]
    intended = write_event(played.before, played.event, played.after)
    token = SLIPS[name](played.before, intended, pick)
    assume(token is not None and not is_legal(played.before, token))
    nearest = suggest(played.before, token)
    assume(len(nearest) == 1 or nearest[0].distance < nearest[1].distance)
    assume(nearest[0].token == intended)
    start = played.column - 1
    slipped_text = replaced(text, Edit(played.line, start, intended, token))
    ((_, verdict),) = assume_nearest("game.mgn", slipped_text)
    assert not verdict.valid and len(verdict.errors) == 1
    assert verdict.advice[0].taken == intended
    assert verdict.final == write_mfen(game.final)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(0, 100))
def test_rigadoon_slips_are_caught_and_only_legal_actions_suggested(seed, index):
    (record,) = random_records(seed, 1, 6)
    sails = [played for played in record.actions if isinstance(played.action, Sail)]
    assume(sails)
    played = sails[index % len(sails)]
    intended = write_action(played.before, played.action, played.events)
    for slip in RIGADOON_SLIPS.values():
        token = slip(played.before, intended, index)
        if token is None or is_legal_action(played.before, token):
            continue
        suggestions = RIGADOON.plugin.suggest(played.before, token)
        assert suggestions == RIGADOON.plugin.suggest(played.before, token)
        assert all(is_legal_action(played.before, suggestion.token) for suggestion in suggestions)
        assert [s.distance for s in suggestions] == sorted(s.distance for s in suggestions)
