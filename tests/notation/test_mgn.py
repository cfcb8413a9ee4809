"""MGN turns and games: resolution errors, markers, move numbers, tags, verdict order."""

import pytest

from admiralty.notation.mgn import parse_game, parse_turn, read_records, write_turn
from admiralty.referee.mad import Movement, Permutation, Rotation, start
from admiralty.referee.violation import AdmiraltyError


def first_error(text):
    (record,) = read_records(text.splitlines())
    return record.errors[0] if record.errors else None


def rule_of(text):
    error = first_error(text)
    return None if error is None else error.rule


def test_movement_without_from_resolves_to_the_ship_square():
    assert parse_turn(start(), "211-c4").turn == Movement("211", 6, 14)


def test_permutation_reads_in_either_order():
    assert parse_turn(start(), "221<>112").turn == Permutation(("112", "221"))


def test_rotation_is_the_same_cycle_from_any_ship():
    assert parse_turn(start(), "121>211>112").turn == Rotation(("112", "121", "211"))


def test_canonical_movement_gives_from_and_marker():
    assert write_turn(start(), Movement("211", 6, 14)) == "211c2-c4"


@pytest.mark.parametrize(
    "text, rule",
    [
        ("1. 311c2-c4 *", "MGN-SHIP"),
        ("1. 211c2-c9 *", "MGN-SQUARE"),
        ("1. 211e2-c4 *", "MGN-SQUARE"),
        ("1. 211d2-c4 *", "MGN-FROM"),
        ("1. 211c2xc4 *", "MGN-MARKER"),
        ("1. 211c2-c4# *", "MGN-MARKER"),
        ("1. 211c2~c4 *", "MGN-SYNTAX"),
        ("211c2-c4 *", "MGN-SYNTAX"),
        ("1. 211c2-c4 1. 121a5-a4 *", "MGN-SYNTAX"),
        ("1. 211c2-c4 2... 121a5-a4 *", "MGN-SYNTAX"),
        ("2. 211c2-c4 *", "MGN-SYNTAX"),
        ("1. -- *", "MAD-TURN"),
    ],
)
def test_record_errors_get_their_rule_id(text, rule):
    assert rule_of(text) == rule


def test_opponent_ship_on_the_from_square_is_mgn_ship():
    assert rule_of("1. 211c2-c4 121a5-a4 2. 211c5-c6 *") == "MGN-SHIP"


def test_error_column_points_at_the_bad_square():
    error = first_error("1. 211c2-c9 *")
    assert (error.line, error.column, error.turn) == (1, 10, 1)


def test_capture_marker_is_required_on_an_expulsion():
    assert rule_of("1. 211c2-c4 121a5-a4 2. 211c4-c5 *") == "MGN-MARKER"


def test_blue_move_number_is_optional():
    assert rule_of("1. 211c2-c4 1... 121a5-a4 2. 112d2-d3 *") is None


@pytest.mark.parametrize(
    "tag, rule",
    [
        ('[Board "6X4"]', "MGN-TAG"),
        ('[Positioning "yes"]', "MGN-TAG"),
        ('[TieBreak "-1"]', "MGN-TAG"),
        ('[Result "draw"]', "MGN-TAG"),
        ('[Termination "resigned"]', "MGN-TAG"),
        ('[Date "21/11/2026"]', "MGN-TAG"),
        ('[SetUp "not a position"]', "MGN-TAG"),
    ],
)
def test_bad_tag_values_are_mgn_tag(tag, rule):
    assert rule_of(f"{tag}\n\n1. 211c2-c4 *") == rule


def test_repeated_tag_is_mgn_tag():
    assert rule_of('[Red "A"]\n[Red "B"]\n\n*') == "MGN-TAG"


def test_tag_error_is_placed_at_the_tag():
    error = first_error('[Event "x"]\n[Board "7x7"]\n\n*')
    assert (error.line, error.column, error.turn) == (2, 1, None)


def test_unknown_tags_are_kept():
    game = parse_game('[Opening "Left flank"]\n\n1. 211c2-c4 *')
    assert game.tag("Opening") == "Left flank"


def test_result_tag_must_match_what_the_moves_produce():
    assert rule_of('[Result "red"]\n\n1. 211c2-c4 red') == "MGN-RESULT"


def test_result_token_must_match_the_result_tag():
    assert rule_of('[Result "*"]\n\n1. 211c2-c4 red') == "MGN-RESULT"


def test_illegal_turn_is_reported_before_the_result_tag():
    assert rule_of('[Result "red"]\n\n1. 211c2-c5 red') == "MAD-MOVE-STEP"


def test_agreement_termination_adjudicates_to_blue_without_expulsion():
    game = parse_game('[Termination "agreement"]\n[Result "blue/tb"]\n\n1. 211c2-c4 blue/tb')
    assert (game.final.result, game.final.termination.value) == ("blue/tb", "agreement")


def test_agreement_on_a_finished_game_is_mgn_tag():
    mfen = "..../.b111../..../.r211../..../.r111.. r 9 0 -"
    text = f'[SetUp "{mfen}"]\n[Termination "agreement"]\n\n5. 211b3xb5 red'
    assert rule_of(text) == "MGN-TAG"


def test_termination_turns_needs_the_tie_break_count():
    assert rule_of('[Termination "turns"]\n\n1. 211c2-c4 *') == "MGN-TAG"


def test_setup_numbers_turns_from_its_turn_field():
    mfen = "..../.b111../..../.r211../..../.r111.. r 9 0 -"
    game = parse_game(f'[SetUp "{mfen}"]\n[Result "red"]\n\n5. 211b3xb5# red')
    assert (game.main.turns[0].event.turn, game.final.result) == (9, "red")


def test_turn_after_the_corvette_end_is_mgn_after_end():
    mfen = "..../.b111../..../.r211../..../.r111.. r 9 0 -"
    assert rule_of(f'[SetUp "{mfen}"]\n\n5. 211b3xb5 5... 111<>222 red') == "MGN-AFTER-END"


def test_variation_is_judged_from_the_position_before_its_turn():
    game = parse_game("1. 211c2-c4 (1. 211c2-c3) 121a5-a4 *")
    (variation,) = game.main.turns[0].variations
    assert variation.turns[0].event.target == 10


def test_illegal_variation_makes_the_record_invalid():
    assert rule_of("1. 211c2-c4 (1. 211c2-c5) 121a5-a4 *") == "MAD-MOVE-STEP"


def test_variation_never_changes_the_main_line():
    game = parse_game("1. 211c2-c4 (1. 112d2-d3 121a5-a4) 121a5-a4 *")
    assert [t.event.ship for t in game.main.turns] == ["211", "121"]


def test_parse_game_raises_the_first_error():
    with pytest.raises(AdmiraltyError) as caught:
        parse_game("1. 211c2-c5 *")
    assert caught.value.violation.rule == "MAD-MOVE-STEP"


def test_MAD_TIEBREAK_a_game_stopped_after_a_turn_is_the_position_after_it():
    game = parse_game("1. 211c2-c4 121a5-a4 2. 211c4-d4 *")
    assert game.stopped_after(2) == game.main.turns[1].after
    assert game.stopped_after(None) == game.final


def test_MAD_TIEBREAK_a_game_cannot_stop_after_a_turn_not_played():
    with pytest.raises(AdmiraltyError) as caught:
        parse_game("1. 211c2-c4 121a5-a4 *").stopped_after(3)
    assert caught.value.violation.rule == "MAD-TIEBREAK"


def test_a_turn_token_read_alone_gives_the_1_based_column_of_its_fault():
    with pytest.raises(AdmiraltyError) as caught:
        parse_turn(start(), "211c2-c9")
    assert caught.value.violation.column == 7
