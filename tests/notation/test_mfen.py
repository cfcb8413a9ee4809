"""MFEN: parsing, writing, and every malformed field."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from admiralty.notation.mgn import parse_mfen, write_mfen
from admiralty.notation.mgn.generate import random_games
from admiralty.referee.mad import BOARDS, Rules, Side, start
from admiralty.referee.violation import AdmiraltyError

START_6X4 = "b221b111b222b212/b121b122b211b112/..../..../r121r122r211r112/r221r111r222r212 r 1 0 -"
START_5X5 = "b221b111b211b222b212/b121.b122.b112/...../r121.r122.r112/r221r111r211r222r212 r 1 0 -"


def test_standard_6x4_start_is_the_board_start():
    assert parse_mfen(START_6X4) == start()


def test_standard_5x5_start_is_the_board_start():
    assert parse_mfen(START_5X5) == start(Rules(BOARDS["5x5"]))


def test_fields_are_read():
    state = parse_mfen("..../.b111../..../.r211../..../.r111.. b 10 7 r")
    assert (state.side, state.turn, state.quiet, state.last) == (Side.BLUE, 10, 7, Side.RED)


@pytest.mark.parametrize(
    "text",
    [
        "",
        START_6X4.replace(" r 1 0 -", " r 1 0"),
        START_6X4.replace("r221", "r321"),
        START_6X4.replace("r221", "x221"),
        START_6X4.replace("/..../..../", "/..../"),
        START_6X4.replace("..../..../", "...../..../"),
        START_6X4.replace("r112/", "r111/"),
        START_6X4.replace(" r 1 ", " g 1 "),
        START_6X4.replace(" r 1 ", " r 2 "),
        START_6X4.replace(" r 1 ", " r 0 "),
        START_6X4.replace(" 0 -", " -1 -"),
        START_6X4.replace(" 0 -", " 0 x"),
    ],
)
def test_malformed_mfen_is_mgn_tag(text):
    with pytest.raises(AdmiraltyError) as caught:
        parse_mfen(text)
    assert caught.value.violation.rule == "MGN-TAG"


def test_position_must_fit_the_rules_board():
    with pytest.raises(AdmiraltyError):
        parse_mfen(START_6X4, Rules(BOARDS["5x5"]))


def test_corvette_in_exile_means_the_game_is_over():
    state = parse_mfen("..../.b111../..../.r211../..../.... r 9 0 -")
    assert state.result == "blue"


@settings(deadline=None)  # a random game per example: speed is the benchmarks' business, never a test's
@given(seed=st.integers(0, 10_000), board=st.sampled_from(sorted(BOARDS)))
def test_write_then_parse_gives_the_same_position(seed, board):
    (game,) = random_games(seed, 1, Rules(BOARDS[board]), max_turns=30)
    for played in game.main.turns:
        assert parse_mfen(write_mfen(played.after), played.after.rules) == attrs_without_log(played.after)


def attrs_without_log(state):
    """A parsed position has no log and no last-expulsion detail: compare the rest."""
    import attrs

    return attrs.evolve(state, events=0, expulsion=None)
