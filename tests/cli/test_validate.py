"""``admiralty validate``: verdict lines, the JSON contract, exit codes."""

import json

import pytest

PLANTED = "examples/planted-violation.mgn"


def test_valid_file_exits_0(run):
    result = run("validate", "examples/corvette-win.mgn")
    assert result.exit_code == 0
    assert "valid, result red (corvette)" in result.output


def test_planted_violation_exits_1_with_rule_turn_and_place(run):
    result = run("validate", PLANTED)
    assert result.exit_code == 1
    assert "INVALID MAD-EXPEL at turn 5 (line 13, column 4)" in result.output


def test_invalid_game_shows_the_position_before_the_bad_turn(run):
    output = run("validate", PLANTED).output
    assert "Position before the error:" in output
    assert "4 b121 b122 .... r211" in output


def test_json_is_one_array_over_all_games_in_input_order(run):
    result = run("validate", "examples/round-4.mgn", "examples/unfinished.mgn", "--json")
    verdicts = json.loads(result.output)
    assert [(v["file"], v["index"]) for v in verdicts] == [
        ("examples/round-4.mgn", 1),
        ("examples/round-4.mgn", 2),
        ("examples/round-4.mgn", 3),
        ("examples/round-4.mgn", 4),
        ("examples/unfinished.mgn", 1),
    ]


def test_json_element_has_exactly_the_contract_keys(run):
    (verdict,) = json.loads(run("validate", PLANTED, "--json").output)
    assert list(verdict) == ["file", "index", "valid", "result", "termination", "turns", "final", "errors"]
    assert list(verdict["errors"][0]) == ["rule", "turn", "line", "column", "message", "suggestions"]


def test_json_reports_the_planted_violation(run):
    (verdict,) = json.loads(run("validate", PLANTED, "--json").output)
    assert verdict["valid"] is False
    assert {k: verdict["errors"][0][k] for k in ("rule", "turn", "line", "column")} == {
        "rule": "MAD-EXPEL",
        "turn": 5,
        "line": 13,
        "column": 4,
    }
    assert verdict["turns"] == 4 and verdict["result"] == "*"
    assert verdict["final"] == "b221b111b222b212/..b211b112/b121b122.r211/..../r121r122.r112/r221r111r222r212 r 5 4 -"


def test_json_result_and_termination_of_a_tie_break(run):
    (verdict,) = json.loads(run("validate", "examples/tiebreak.mgn", "--json").output)
    assert (verdict["result"], verdict["termination"], verdict["turns"]) == ("red/tb", "turns", 103)


def test_tag_errors_have_a_null_turn(run, tmp_path):
    path = tmp_path / "bad.mgn"
    path.write_text('[Board "7x7"]\n\n*\n')
    (verdict,) = json.loads(run("validate", str(path), "--json").output)
    assert (verdict["errors"][0]["rule"], verdict["errors"][0]["turn"]) == ("MGN-TAG", None)


def test_folder_means_every_record_in_it(run):
    verdicts = json.loads(run("validate", "examples", "--json").output)
    assert len({v["file"] for v in verdicts}) == 11


def test_stdin_is_read_for_dash(run):
    result = run("validate", "-", "--json", input="1. 211c2-c4 *\n")
    assert json.loads(result.output)[0]["file"] == "-"


def test_missing_file_exits_2_without_traceback(run):
    result = run("validate", "no/such/file.mgn")
    assert result.exit_code == 2
    assert "no/such/file.mgn" in result.output


def test_no_paths_is_a_usage_error(run):
    assert run("validate").exit_code == 2


def test_empty_file_is_invalid(run, tmp_path):
    path = tmp_path / "empty.mgn"
    path.write_bytes(b"")
    (verdict,) = json.loads(run("validate", str(path), "--json").output)
    assert (verdict["valid"], verdict["errors"][0]["rule"]) == (False, "MGN-SYNTAX")


@pytest.mark.parametrize(
    "content",
    [
        b"\x00\x01\x02\xff\xfe garbage",
        b"1. 211c2-c4 \xc3\x28 *",
        b'[Event "unterminated\n\n1. 211c2-c4 *',
        b"1. 211c2-c4 {never closed",
        b"1. 211c2-c4 121a5-a4 2.",
        b"((((((*",
        b")))",
        b"$99999999999999999999 *",
    ],
)
def test_malformed_records_give_a_verdict_not_a_traceback(run, tmp_path, content):
    path = tmp_path / "bad.mgn"
    path.write_bytes(content)
    result = run("validate", str(path), "--json")
    assert result.exit_code == 1
    errors = json.loads(result.output)[0]["errors"]
    assert errors[0]["rule"].startswith("MGN-") and errors[0]["line"] >= 1


def test_many_files_give_the_same_output_with_one_process_or_several(run):
    files = [
        "examples/round-4.mgn",
        "examples/planted-violation.mgn",
        "examples/tiebreak.mgn",
        "examples/loop-loss.rgn",
    ]
    alone = run("validate", *files, "--jobs", "1")
    pooled = run("validate", *files, "--jobs", "2")
    assert (alone.exit_code, alone.output) == (pooled.exit_code, pooled.output)
    assert [line.split(" #")[0] for line in pooled.output.splitlines() if " #" in line] == [files[0]] * 4 + files[1:]


def test_pooled_json_keeps_the_input_order(run):
    files = ["examples/unfinished.mgn", "examples/corvette-win.mgn", "examples/agreement.mgn"]
    verdicts = json.loads(run("validate", *files, "--json", "--jobs", "2").output)
    assert [v["file"] for v in verdicts] == files


def test_a_missing_file_among_many_exits_2_before_any_work(run):
    result = run("validate", "examples/unfinished.mgn", "no/such.mgn", "--jobs", "2")
    assert result.exit_code == 2 and "no/such.mgn" in result.output


def test_limit_option_changes_a_reading_limit(run, tmp_path):
    path = tmp_path / "long.mgn"
    path.write_text("1. 211c2-c4 {" + "x" * 3000 + "} *\n")
    assert run("validate", str(path)).exit_code == 0
    result = run("validate", str(path), "--limit", "line=1000", "--json")
    assert result.exit_code == 1 and "limit line" in json.loads(result.output)[0]["errors"][0]["message"]


@pytest.mark.parametrize("setting", ["lines=5", "line=many", "line=0", "depth"])
def test_a_bad_limit_is_a_usage_error(run, setting):
    assert run("validate", "examples/unfinished.mgn", "--limit", setting).exit_code == 2
