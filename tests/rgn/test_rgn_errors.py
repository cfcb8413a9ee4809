"""Malformed and illegal RGN: clear errors with rule, line and column, never a traceback."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from admiralty.notation.kinds import RIGADOON
from admiralty.notation.rgn import parse_game, read_records
from admiralty.notation.verdict import verdicts
from admiralty.referee.violation import AdmiraltyError

OPENING = "1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7"
GREEN = "1... W:S G1f9-f7 G2d9-d7 G3i4-i5 G4a4-a5"


def first_error(text: str) -> tuple[str, int | None, int | None]:
    """The rule, line and column of the first error of the first game of ``text``."""
    (record, *_) = read_records(text.splitlines())
    assert record.errors, text
    error = record.errors[0]
    return error.rule, error.line, error.column


# One test at least per RGN-* id


def test_RGN_SYNTAX_an_unknown_choice_at_its_character():
    assert first_error("1. B1d1-d3/zz *") == ("RGN-SYNTAX", 1, 12)


def test_RGN_SYNTAX_a_missing_move_number():
    assert first_error("B1d1-d3 *") == ("RGN-SYNTAX", 1, 1)


def test_RGN_SYNTAX_a_wrong_move_number():
    assert first_error(f"{OPENING} 2. W:S *") == ("RGN-SYNTAX", 1, 40)


def test_RGN_SYNTAX_two_move_numbers_in_a_row():
    assert first_error("1. 1. B1d1-d3 *")[0] == "RGN-SYNTAX"


def test_RGN_SYNTAX_no_variations():
    assert first_error(f"{OPENING} (1... W:N) *") == ("RGN-SYNTAX", 1, 40)


def test_RGN_SYNTAX_a_nag_before_any_action():
    assert first_error("1. $1 B1d1-d3 *") == ("RGN-SYNTAX", 1, 4)


def test_RGN_SYNTAX_mgn_results_are_not_rgn_results():
    """``red`` is no RGN result word: it reads as an action token and fails as one."""
    assert first_error(f"{OPENING} red")[0] == "RGN-SYNTAX"


def test_RGN_SYNTAX_a_game_without_result():
    assert first_error(OPENING) == ("RGN-SYNTAX", 1, 1)


def test_RGN_SYNTAX_lexical_errors_use_the_rgn_id():
    assert first_error("1. B1d1-d3 } *") == ("RGN-SYNTAX", 1, 12)


def test_RGN_SYNTAX_an_unknown_wind():
    assert first_error("1. W:NNE *") == ("RGN-SYNTAX", 1, 6)


def test_RGN_SYNTAX_too_many_pushes():
    assert first_error("1. B1d1-d3/bump999 *")[0] == "RGN-SYNTAX"


def test_RGN_SHIP_an_unknown_acting_ship():
    assert first_error("1. B5d1-d3 *") == ("RGN-SHIP", 1, 4)


def test_RGN_SHIP_an_unknown_ship_in_a_pick():
    assert first_error("1. B1d1-d3/B1>X9 *") == ("RGN-SHIP", 1, 15)


def test_RGN_SHIP_an_unknown_repaired_ship():
    assert first_error("1. G7+ *") == ("RGN-SHIP", 1, 4)


def test_RGN_SQUARE_a_stop_off_the_board():
    assert first_error("1. B1d1-d10 *") == ("RGN-SQUARE", 1, 9)


def test_RGN_SQUARE_an_island_off_the_board():
    assert first_error("1. B1d1-d3/sink@z1 *") == ("RGN-SQUARE", 1, 17)


def test_RGN_TAG_a_bad_value():
    assert first_error('[First "red"]\n*') == ("RGN-TAG", 1, 1)


def test_RGN_TAG_given_twice():
    assert first_error('[Wind "N"]\n[Wind "S"]\n*') == ("RGN-TAG", 2, 1)


def test_RGN_TAG_case_sensitive_names():
    assert first_error('[wind "N"]\n*')[0] == "RGN-TAG"


def test_RGN_TAG_contradicting_the_setup():
    setup = '[SetUp "B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4,d5,f5,e6 N die B 1 - *"]'
    assert first_error(f'{setup}\n[Wind "S"]\n*') == ("RGN-TAG", 1, 1)


def test_RGN_TAG_a_wrong_termination():
    assert first_error(f'[Termination "loop"]\n{OPENING} *') == ("RGN-TAG", 1, 1)


def test_RGN_RESULT_tag_differs_from_the_actions():
    assert first_error(f'[Result "green"]\n{OPENING} *') == ("RGN-RESULT", 1, 1)


def test_RGN_RESULT_token_differs_from_the_tag():
    assert first_error(f"{OPENING} blue") == ("RGN-RESULT", 1, 40)


def test_RFEN_errors_are_placed_at_the_setup_tag():
    assert first_error('[Event "x"]\n[SetUp "nonsense"]\n*') == ("RFEN-SYNTAX", 2, 1)


# Rule violations are the referee's, at the action token


def test_RIG_ACT_at_the_action_token():
    assert first_error(f"{OPENING} {GREEN}\n2. B1+ *") == ("RIG-ACT", 2, 4)


def test_RIG_ACT_the_other_fleets_ship_without_a_move_number():
    assert first_error(f"{OPENING} G1f9-f7 *") == ("RIG-ACT", 1, 40)


def test_RIG_TURN_END_at_the_move_number_that_ends_the_turn():
    assert first_error("1. B1d1-d3 W:E B3a6-a7 B4i6-i7 1... *") == ("RIG-TURN-END", 1, 32)


def test_RIG_WIND_at_the_result_token_that_ends_the_turn():
    """A decided result ends the last turn there (with * the turn would be cut off: RIG-UNFINISHED)."""
    assert first_error("1. B1d1-d3 B2f1-f3 B3a6-a7 B4i6-i7 W:E blue") == ("RIG-WIND", 1, 40)


def test_RIG_CHOICE_an_island_never_guessed():
    setup = '[SetUp "B1c9/3,B2f5/0,B3g3/3,B4a8/3,G1e6/2,G2b6/2,G3e1/3,G4a2/3 h2,i6 S die B 1 - *"]'
    assert first_error(f"{setup}\n1. B1c9-f6/sink *") == ("RIG-CHOICE", 2, 4)


def test_RIG_AFTER_END_an_action_after_a_win():
    setup = '[SetUp "B1h3/3,B2b9/3,B3a6/3,B4i8/3,G1a2/3,G2c9/3,G3c1/3,G4g7/3 h1,b9 S die B 1 - *"]'
    assert first_error(f"{setup}\n1. B1h3-h1 B3a6-a5 blue")[0] == "RIG-AFTER-END"


def test_RIG_AFTER_END_a_move_number_after_a_win():
    setup = '[SetUp "B1h3/3,B2b9/3,B3a6/3,B4i8/3,G1a2/3,G2c9/3,G3c1/3,G4g7/3 h1,b9 S die B 1 - *"]'
    assert first_error(f"{setup}\n1. B1h3-h1 1... W:N blue") == ("RIG-AFTER-END", 2, 12)


def test_the_first_error_in_replay_order_is_kept():
    """A turn error is reported, not the later result mismatch."""
    assert first_error('[Result "blue"]\n1. B1d1-e3 *')[0] == "RIG-SAIL-REACH"


def test_offending_token_and_final_position_before_it():
    (record,) = read_records([f"{OPENING} {GREEN} 2. B1+ *"])
    assert record.offending == "B1+" and record.turns == 2 and record.final.turn == 3


# Nasty inputs never raise anything but an AdmiraltyError in a record

NASTY = [
    "",
    "*",
    "1.",
    "1... *",
    '[SetUp ""]\n*',
    '[Board "huge"]\n*',
    "1. W: *",
    "1. W:N! W:N? *",
    "1. B1d1-d3/ *",
    "1. B1d1-d3/, *",
    "1. B1d1-d3/@ *",
    "1. B1d1-d3/@@d4 *",
    "1. B1d1-d3/B1> *",
    "1. B1d1-d3/bump1+ *",
    "1. B1d1-d3/sink@h1@h9,,bump *",
    "1. B1d1-d1 *",
    "1. B1a0-a1 *",
    "1. B99999999999d1-d3 *",
    "1. B1d1-d99999999999999 *",
    "1. B1d1-d3/bump99+sink *",
    "1. B1+ B1+ B1+ *",
    "1. { unclosed",
    "999999999999. *",
    "1. B1d1-d3 $99999999999 *",
    '[First "blue"] [First "blue"] *',
    "\ufeff1. B1d1-d3 *",
    "1. B1d1-d3 * 1. B1d1-d3 *",
    "1. B1d1-d3 (",
    "1. ) *",
    "1. B1d1-d3 ; comment\n*",
    "1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 1... W:S G1f9-f7 G2d9-d7 G3i4-i5 G4a4-a5 2. 2... *",
]


@pytest.mark.parametrize("text", NASTY)
def test_nasty_text_gives_records_not_tracebacks(text):
    for record in read_records(text.splitlines()):
        assert record.valid or all(error.rule and error.line for error in record.errors)


@pytest.mark.parametrize("text", ["", "% only a comment"])
def test_parse_game_refuses_text_without_a_game(text):
    with pytest.raises(AdmiraltyError) as caught:
        parse_game(text)
    assert caught.value.violation.rule == "RGN-SYNTAX"


ALPHABET = st.sampled_from(
    list('BG1234abcdefghi-/+>,@W:NESW.*{}()[];$!?% "\n') + ["bump", "sink", "aground", "1.", "1...", " *"]
)


@settings(max_examples=200, deadline=None)
@given(st.lists(ALPHABET, max_size=40).map("".join))
def test_fuzz_random_text_through_read_and_validate(text):
    """Any text reads to records and verdicts, raising nothing."""
    list(read_records(text.splitlines()))
    for _, verdict in verdicts("fuzz.rgn", text.splitlines(), RIGADOON):
        assert verdict.valid or verdict.errors[0].rule.split("-")[0] in ("RGN", "RIG", "RFEN")
