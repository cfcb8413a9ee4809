"""``validate`` suggests the nearest legal turns, ``--assume-nearest`` judges on, ``repair`` writes the correction
(specs/suggestions.md)."""

import json

PLANTED = "examples/planted-violation.mgn"
PLANTED_RGN = "examples/planted-violation.rgn"


def test_validate_shows_suggestions_for_the_bad_turn(run):
    result = run("validate", PLANTED)
    assert result.exit_code == 1
    assert "  Did you mean 211d4xc5, 211d4-d3 or 211d4-c4?" in result.output


def test_validate_json_gives_the_suggestions_on_the_error(run):
    (verdict,) = json.loads(run("validate", PLANTED, "--json").output)
    suggestions = verdict["errors"][0]["suggestions"]
    assert [s["token"] for s in suggestions] == ["211d4xc5", "211d4-d3", "211d4-c4"]
    assert [s["distance"] for s in suggestions] == [2, 3, 3]
    assert list(suggestions[0]) == ["token", "distance", "explanation"]


def test_a_slip_is_explained(run, tmp_path):
    record = tmp_path / "slip.mgn"
    record.write_text('[Red "R"]\n[Blue "B"]\n[Result "*"]\n\n1. 211c3-c4 *\n', encoding="utf-8")
    output = run("validate", str(record)).output
    assert "INVALID MGN-FROM at turn 1" in output
    assert "Did you mean 211c2-c4" in output
    assert "211c2-c4: The ship 211 stands on c2, not c3." in output


def test_an_error_that_is_not_about_a_turn_token_gets_no_suggestions(run, tmp_path):
    record = tmp_path / "result.mgn"
    record.write_text('[Result "red"]\n\n1. 211c2-c4 *\n', encoding="utf-8")
    (verdict,) = json.loads(run("validate", str(record), "--json").output)
    assert verdict["errors"][0]["rule"] == "MGN-RESULT"
    assert "suggestions" not in verdict["errors"][0]


def test_assume_nearest_judges_the_rest_of_the_record(run):
    result = run("validate", PLANTED, "--assume-nearest")
    assert result.exit_code == 1
    assert "Assumed 211d4xc5 and judged on." in result.output
    assert "Under the assumptions: result * (unfinished), 6 turns" in result.output
    (verdict,) = json.loads(run("validate", PLANTED, "--assume-nearest", "--json").output)
    assert verdict["valid"] is False and verdict["turns"] == 6
    assert verdict["errors"][0]["assumed"] == "211d4xc5"


def test_assume_nearest_reports_later_errors_with_their_assumptions(run, tmp_path):
    """The later error is placed in the record as written, though the assumed token is shorter."""
    record = tmp_path / "two.mgn"
    record.write_text('[Result "*"]\n\n1. 211c2-c4# 121a5-a4 2. 211c4-d5 *\n', encoding="utf-8")
    (verdict,) = json.loads(run("validate", str(record), "--assume-nearest", "--json").output)
    first, later = verdict["errors"]
    assert (first["rule"], first["turn"], first["assumed"]) == ("MGN-MARKER", 1, "211c2-c4")
    assert first["suggestions"][0]["explanation"] == "This turn exiles no corvette: drop #."
    assert (later["rule"], later["turn"], later["line"], later["column"]) == ("MAD-EXPEL", 3, 3, 26)
    assert later["assuming"] == ["turn 1: 211c2-c4 for 211c2-c4#"]
    text = run("validate", str(record), "--assume-nearest").output
    assert "  then INVALID MAD-EXPEL at turn 3 (line 3, column 26)" in text
    assert "  (assuming turn 1: 211c2-c4 for 211c2-c4#)" in text


def test_assume_nearest_goes_on_past_several_slips(run, tmp_path):
    """Each bad turn taken for its nearest turn keeps the assumptions made before it."""
    record = tmp_path / "slips.mgn"
    record.write_text('[Result "*"]\n\n1. 211c2-c4# 121a5-a4 2. 211c4-d4# *\n', encoding="utf-8")
    (verdict,) = json.loads(run("validate", str(record), "--assume-nearest", "--json").output)
    first, second = verdict["errors"]
    assert (first["turn"], first["assumed"]) == (1, "211c2-c4") and "assuming" not in first
    assert (second["turn"], second["assumed"]) == (3, "211c4-d4")
    assert second["assuming"] == ["turn 1: 211c2-c4 for 211c2-c4#"]
    assert verdict["turns"] == 3


def test_without_the_flag_later_errors_are_not_judged(run, tmp_path):
    record = tmp_path / "two.mgn"
    record.write_text('[Result "*"]\n\n1. 211c3-c4 121a5-a4 2. 211c4-d5 *\n', encoding="utf-8")
    (verdict,) = json.loads(run("validate", str(record), "--json").output)
    assert len(verdict["errors"]) == 1 and "assumed" not in verdict["errors"][0]
    assert verdict["turns"] == 0


def test_repair_writes_a_record_that_validates(run, tmp_path):
    fixed = tmp_path / "fixed.mgn"
    result = run("repair", PLANTED, "--turn", "5", "--as", "211d4xc5", "-o", str(fixed))
    assert result.exit_code == 0
    text = fixed.read_text(encoding="utf-8")
    assert "3. 211d4xc5 {Repaired: written 211d4xd5} {Red claims" in text
    assert run("validate", str(fixed)).exit_code == 0


def test_repair_refuses_a_replacement_that_is_not_legal_there(run, tmp_path):
    fixed = tmp_path / "fixed.mgn"
    result = run("repair", PLANTED, "--turn", "5", "--as", "211d4xd6", "-o", str(fixed))
    assert result.exit_code == 1
    assert "MAD-MOVE-PATH" in result.output
    assert not fixed.exists()


def test_repair_of_a_turn_without_a_token_is_a_usage_error(run):
    result = run("repair", PLANTED, "--turn", "9", "--as", "211d4xc5", "--force", "--reason", "the scoresheet")
    assert result.exit_code == 2
    assert "turn 9 has no turn token to replace" in result.output


def test_repair_reports_the_file_it_wrote(run, tmp_path):
    fixed = tmp_path / "fixed.mgn"
    result = run("repair", PLANTED, "--turn", "5", "--as", "211d4xc5", "-o", str(fixed))
    assert result.exit_code == 0
    assert f"{fixed} #1: valid" in result.output and f"{PLANTED} #1" not in result.output


def test_repair_refuses_a_turn_after_the_first_error(run, tmp_path):
    fixed = tmp_path / "fixed.mgn"
    result = run("repair", PLANTED, "--turn", "6", "--as", "121c5-c4", "-o", str(fixed))
    assert result.exit_code == 2
    assert "turn 6 comes after the first error (turn 5)" in result.output and "--force" in result.output
    assert not fixed.exists()


def test_repair_refuses_a_turn_of_a_valid_record(run, tmp_path):
    fixed = tmp_path / "fixed.mgn"
    run("repair", PLANTED, "--turn", "5", "--as", "211d4xc5", "-o", str(fixed))
    result = run("repair", str(fixed), "--turn", "3", "--as", "211c4-c5")
    assert result.exit_code == 2 and "the record breaks no rule" in result.output


def test_repair_forced_on_a_valid_record_keeps_the_reason(run, tmp_path):
    fixed, changed = tmp_path / "fixed.mgn", tmp_path / "changed.mgn"
    run("repair", PLANTED, "--turn", "5", "--as", "211d4xc5", "-o", str(fixed))
    args = ("repair", str(fixed), "--turn", "3", "--as", "211c4-c3", "-o", str(changed), "--force")
    assert run(*args).exit_code == 2, "--force needs --reason"
    result = run(*args, "--reason", "the {scoresheet} says so")
    assert result.exit_code == 1  # turn 5 now breaks a rule
    assert "211c4-c3 {Repaired: written 211c4-d4; the (scoresheet) says so}" in changed.read_text(encoding="utf-8")


def test_repair_of_a_legal_turn_shows_the_new_verdict(run):
    result = run("repair", PLANTED, "--turn", "3", "--as", "211c4-c5")
    assert result.exit_code == 1
    assert "MGN-MARKER" in result.output


def test_repair_of_a_rigadoon_action(run):
    result = run("repair", PLANTED_RGN, "--turn", "3", "--as", "B1d3-d4")
    assert "2. B1d3-d4 {Repaired: written B1+} *" in result.output
    # RIG-UNFINISHED: the record is unfinished (*), so its cut-off turn 3 is not ended nor judged for RIG-WIND
    assert result.exit_code == 0 and "valid, result * (unfinished), 3 turns" in result.output
