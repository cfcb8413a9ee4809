"""The small texts of the tournament's outputs and the store's commands (review findings F14 and F15)."""

import re
from pathlib import Path

import pytest

from tests.tables import row_shown

T = "Odd Cup"
EXAMPLES = Path(__file__).parents[2] / "examples"


@pytest.fixture
def db(run, tmp_path):
    """Three players in a round robin (a bye each round), one record of round 1 imported."""
    path = str(tmp_path / "o.db")
    run("tournament", "create", T, "--db", path)
    for player, name in [("am", "Anne Morgan"), ("gr", "Gaël Riou"), ("lk", "Loïc Kerbrat")]:
        run("tournament", "player", "add", player, "--name", name, "--tournament", T, "--db", path)
    run("tournament", "round-robin", "--tournament", T, "--db", path)
    return path


def test_a_bye_is_said_once(run, db):
    shown = run("tournament", "show", "--tournament", T, "--db", db).stdout
    assert row_shown(shown, None, None, None, "(bye)", "bye", "bye") and "bye (bye: bye)" not in shown
    assert not row_shown(shown, None, None, None, "(bye)", "bye", "bye", "bye")  # no note saying it again


def test_the_report_of_a_tournament_names_it_in_its_title(run, db):
    shown = run("report", "--tournament", T, "--format", "md", "--db", db).stdout
    assert shown.startswith(f"# Rule-compliance report: {T}\n")
    titled = run("report", "--tournament", T, "--format", "md", "--title", "Round 1", "--db", db).stdout
    assert titled.startswith("# Round 1\n")


@pytest.mark.parametrize("form", ["md", "html"])
def test_the_report_s_crosstable_has_a_legend_of_its_marks(run, db, form):
    shown = run("report", "--tournament", T, "--format", form, "--db", db).stdout
    assert "W victory, w semi-victory, l semi-defeat, L defeat, + forfeit win, - forfeit loss, B bye" in shown


def test_an_invalid_record_s_open_item_says_what_the_arbiter_does(run, db, tmp_path):
    shown = run("tournament", "show", "--tournament", T, "--db", db).stdout
    first, second = re.search(r"^ *1 +\d+ +(\w+ \w+) +(\w+ \w+) +open +no record", shown, re.MULTILINE).groups()
    planted = (EXAMPLES / "planted-violation.mgn").read_text(encoding="utf-8")
    tags = {"Round": "1", "Red": first, "Blue": second}
    record = tmp_path / "bad.mgn"
    record.write_text(re.sub(r'\[(Round|Red|Blue) "[^"]*"\]', lambda m: f'[{m[1]} "{tags[m[1]]}"]', planted))
    run("import", str(record), "--tournament", T, "--db", db)
    shown = run("tournament", "show", "--tournament", T, "--db", db).stdout
    assert row_shown(shown, "1", None, f"{first} - {second}", "invalid record") and "once paired" not in shown
    assert "the arbiter decides its result (tournament decide), or corrects the bad turn (repair 1)" in shown


def test_a_seal_written_to_a_file_prints_its_root(run, tmp_path):
    path = str(tmp_path / "s.db")
    run("import", str(EXAMPLES / "corvette-win.mgn"), "--db", path)
    result = run("seal", "--by", "M. T.", "-o", str(tmp_path / "r.seal"), "--db", path)
    assert result.exit_code == 0 and "publish its root" in result.stdout
    assert result.stdout.split()[-1] in (tmp_path / "r.seal").read_text()


def test_only_a_command_reading_standard_input_suggests_it(run, tmp_path):
    scoring = run("standings", str(EXAMPLES / "round-4.mgn"), "--scoring", str(tmp_path))
    assert scoring.exit_code == 2 and "not a regular file" in scoring.stderr and "give -" not in scoring.stderr
    records = run("validate", "/dev/null")
    assert "not a regular file (give - to read standard input)" in records.stderr


@pytest.mark.parametrize("command", [["migrate"], ["games"]])
def test_a_folder_given_as_the_database_is_called_a_folder(run, tmp_path, command):
    result = run(*command, "--db", str(tmp_path))
    assert result.exit_code == 2 and "folder, not a database" in result.stderr


def test_a_tournament_of_rigadoon_is_named_as_the_game(run, tmp_path):
    path = str(tmp_path / "r.db")
    run("tournament", "create", "Isles", "--kind", "rigadoon", "--db", path)
    for player in ("bb", "gg"):
        run("tournament", "player", "add", player, "--name", player.upper(), "--tournament", "Isles", "--db", path)
    run("tournament", "pair", "bb", "gg", "--round", "1", "--tournament", "Isles", "--db", path)
    result = run("tournament", "decide", "--round", "1", "--pairing", "bb-gg", "--result", "first/tb",
                 "--by", "M. T.", "--reason", "why", "--tournament", "Isles", "--db", path)  # fmt: skip
    assert result.exit_code == 2 and "Rigadoon has none" in result.stderr


def test_a_move_number_is_not_doubled_by_the_sentence_s_stop(run, tmp_path):
    record = tmp_path / "n.mgn"
    record.write_text('[Red "a"]\n[Blue "b"]\n\n1. 211c2-c4 9. 121a5-a4 *\n', encoding="utf-8")
    shown = run("validate", str(record)).stdout
    assert "Move number 9. is written here, where 1... is expected." in shown and ".." not in shown.replace("...", "")


def test_a_tag_with_one_value_says_it_must_be_that_value(run, tmp_path):
    record = tmp_path / "b.rgn"
    record.write_text('[Blue "a"]\n[Green "b"]\n[Board "x"]\n\n*\n', encoding="utf-8")
    assert 'Board must be default, not "x".' in run("validate", str(record)).stdout
