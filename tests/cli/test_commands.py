"""``replay``, ``moves`` and ``generate``."""

import json

START = "b221b111b222b212/b121b122b211b112/..../..../r121r122r211r112/r221r111r222r212 r 1 0 -"


def test_replay_draws_every_turn(run):
    result = run("replay", "examples/unfinished.mgn")
    assert result.exit_code == 0
    assert result.output.count("Turn ") == 4
    assert "Turn 3 (Red): 211d2-d4" in result.output


def test_replay_at_one_turn(run):
    result = run("replay", "examples/unfinished.mgn", "--turn", "1")
    assert result.output.splitlines()[0] == "Turn 1 (Red): 112>121>211"
    assert " 2 r112 r122 r121 r211" in result.output


def test_replay_shows_exiles_side_and_quiet_count(run):
    output = run("replay", "examples/corvette-win.mgn", "--turn", "4").output
    assert "Red in exile: -" in output and "Blue in exile: 211" in output


def test_replay_of_an_invalid_game_exits_1_with_the_error(run):
    result = run("replay", "examples/planted-violation.mgn")
    assert result.exit_code == 1
    assert "MAD-EXPEL" in result.output


def test_replay_of_a_missing_game_is_a_usage_error(run):
    assert run("replay", "examples/unfinished.mgn", "--game", "2").exit_code == 2


def test_replay_of_an_unplayed_turn_is_a_usage_error_saying_which_turns_were_played(run):
    result = run("replay", "examples/planted-violation.mgn", "--turn", "99")
    assert result.exit_code == 2
    assert "turn 99 was not played in this game: its turns are 1 to 4" in result.stderr  # the 5th breaks a rule


def test_moves_lists_the_legal_turns_of_the_start(run):
    tokens = json.loads(run("moves", START, "--json").output)
    assert len(tokens) == 15 and "211c2-c4" in tokens and "112<>221" in tokens


def test_moves_with_positioning_allows_a_pass_and_no_movement(run):
    tokens = run("moves", START, "--positioning").output.split()
    assert tokens[0] == "--" and not any("-" in t[1:] for t in tokens[1:])


def test_moves_rejects_a_bad_position_with_exit_2(run):
    result = run("moves", "not a position")
    assert result.exit_code == 2 and "Invalid MFEN" in result.output


def test_moves_rejects_a_board_mismatch(run):
    assert run("moves", START, "--board", "5x5").exit_code == 2


def test_generate_is_deterministic_and_valid(run, tmp_path):
    first = run("generate", "--seed", "4", "--games", "3").output
    assert first == run("generate", "--seed", "4", "--games", "3").output
    path = tmp_path / "games.mgn"
    assert run("generate", "--seed", "4", "--games", "3", "-o", str(path)).exit_code == 0
    assert path.read_text() == first
    assert run("validate", str(path)).exit_code == 0


def test_generate_on_the_5x5_board(run):
    output = run("generate", "--seed", "1", "--board", "5x5").output
    assert '[Board "5x5"]' in output


def test_generate_rejects_an_unknown_board(run):
    assert run("generate", "--seed", "1", "--board", "8x8").exit_code == 2
