"""repair --renumber and --move-number LINE:COLUMN: move numbers written as the turns need them, every other
character kept (specs/suggestions.md, "Move numbers"; notation/renumber.py), on scoresheets typed by hand."""

from pathlib import Path

import pytest

from admiralty.notation.kinds import MAD, RIGADOON
from admiralty.notation.renumber import NoSuchNumber, move_numbers, renumber

DATA = Path(__file__).resolve().parents[1] / "data"
MGN_SHEET = DATA / "scoresheet-typed.mgn"
RGN_SHEET = DATA / "scoresheet-typed.rgn"


def _lines(path):
    return path.read_text(encoding="utf-8").splitlines(keepends=True)


@pytest.mark.parametrize(
    ("path", "kind", "wrong", "right"),
    [(MGN_SHEET, MAD, "9.  222b1-b3", "10.  222b1-b3"), (RGN_SHEET, RIGADOON, "2...  G1e9", "2.  G1e9")],
)
def test_renumber_rewrites_the_wrong_number_and_keeps_every_other_character(path, kind, wrong, right):
    text = path.read_text(encoding="utf-8")
    fixed = renumber(str(path), _lines(path), kind)
    assert fixed.verdict.valid
    assert fixed.text == text.replace(wrong, right, 1)


def test_the_typed_scoresheet_is_invalid_at_its_move_number(run):
    result = run("validate", str(MGN_SHEET))
    assert result.exit_code == 1
    assert "MGN-SYNTAX (line 20, column 1): Move number 9. is written here, where 10. is expected." in result.output


def test_repair_move_number_rewrites_the_one_named(run, tmp_path):
    fixed = tmp_path / "fixed.mgn"
    result = run("repair", str(MGN_SHEET), "--move-number", "20:1", "-o", str(fixed))
    assert result.exit_code == 0
    assert "9. -> 10. (line 20, column 1)" in result.output and f"{fixed} #1: valid" in result.output
    assert run("validate", str(fixed)).exit_code == 0


def test_repair_move_number_at_a_right_number_or_no_number_is_a_usage_error(run):
    assert run("repair", str(MGN_SHEET), "--move-number", "19:1").exit_code == 2
    assert run("repair", str(MGN_SHEET), "--move-number", "19:5").exit_code == 2
    assert run("repair", str(MGN_SHEET), "--move-number", "nineteen").exit_code == 2
    assert run("repair", str(MGN_SHEET), "--renumber", "--turn", "3").exit_code == 2


def test_a_record_with_every_number_right_has_nothing_to_renumber():
    fixed = renumber("sheet", _lines(MGN_SHEET), MAD)
    with pytest.raises(NoSuchNumber):
        renumber("sheet", fixed.text.splitlines(keepends=True), MAD)


def test_every_number_is_listed_with_the_one_its_turn_needs():
    numbers = move_numbers(_lines(MGN_SHEET), MAD)
    assert len(numbers) == 14
    assert [(n.written, n.needed) for n in numbers if n.written != n.needed] == [("9.", "10.")]
