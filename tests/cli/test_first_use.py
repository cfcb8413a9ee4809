"""What a user meets at once: reporting a whole store, suffixes in capitals, counts in good English."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from admiralty.cli.inputs import expand
from admiralty.cli.store_commands import _stored_before
from admiralty.notation.mgn import parse_mfen
from admiralty.notation.render.text import mad_status as status
from admiralty.referee.mad import BOARDS, Rules
from admiralty.store import EventStore

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def db(run, tmp_path) -> str:
    """A store holding one MAD game of tournament T and one Rigadoon game of tournament U."""
    path = str(tmp_path / "w.db")
    assert run("import", "examples/corvette-win.mgn", "--tournament", "T", "--db", path).exit_code == 0
    assert run("import", "examples/islands-win.rgn", "--tournament", "U", "--db", path).exit_code == 0
    return path


# --- report --db FILE: the whole store -------------------------------------------------------


def test_report_without_tournament_covers_every_stored_game(run, db):
    result = run("report", "--db", db, "--format", "json")
    assert result.exit_code == 0
    files = [game["file"] for game in json.loads(result.output)["games"]]
    assert files == ["game 1 (examples/corvette-win.mgn)", "game 2 (examples/islands-win.rgn)"]


def test_report_with_tournament_still_covers_only_it(run, db):
    games = json.loads(run("report", "--db", db, "--tournament", "U", "--format", "json").output)["games"]
    assert [game["kind"] for game in games] == ["rigadoon"]


def test_report_of_files_and_a_tournament_is_a_usage_error(run, db):
    assert run("report", "examples/unfinished.mgn", "--tournament", "T", "--db", db).exit_code == 2


def test_report_of_an_empty_store_says_so(run, tmp_path):
    path = str(tmp_path / "empty.db")
    with EventStore.open(path):
        pass
    result = run("report", "--db", path)
    assert result.exit_code == 2 and "no game is stored" in result.output


# --- Suffixes in any case --------------------------------------------------------------------


@pytest.fixture
def shouting(tmp_path) -> Path:
    """A folder of records whose suffixes are in capitals, as some systems write them."""
    shutil.copy(ROOT / "examples/corvette-win.mgn", tmp_path / "CORVETTE.MGN")
    shutil.copy(ROOT / "examples/islands-win.rgn", tmp_path / "Islands.Rgn")
    return tmp_path


def test_a_folder_holds_records_whatever_the_case_of_their_suffix(shouting):
    assert [Path(name).name for name in expand([str(shouting)])] == ["CORVETTE.MGN", "Islands.Rgn"]


def test_records_with_capital_suffixes_are_judged_as_their_kind(run, shouting):
    verdicts = json.loads(run("validate", str(shouting), "--json").output)
    assert [(Path(v["file"]).name, v["valid"], v["result"]) for v in verdicts] == [
        ("CORVETTE.MGN", True, "red"),
        ("Islands.Rgn", True, "blue"),
    ]


# --- Counts in good English --------------------------------------------------------------------


def test_a_game_of_one_turn_says_1_turn(run, tmp_path):
    path = tmp_path / "short.mgn"
    path.write_text("1. 211c2-c4 *\n")
    assert run("validate", str(path)).output.rstrip().endswith("valid, result * (unfinished), 1 turn")


def test_verify_counts_one_game_and_one_file_in_the_singular(run, tmp_path):
    path = str(tmp_path / "one.db")
    run("import", "examples/corvette-win.mgn", "--db", path)
    output = run("verify", "--db", path).output
    assert output.startswith("ok: 1 game, ") and output.rstrip().endswith(" events, 1 file verified")


def test_a_report_of_one_game_says_1_game(run):
    assert "1 game, 0 invalid." in run("report", "examples/corvette-win.mgn", "--format", "md").output


def test_a_quiet_count_of_one_without_tie_break_says_1_turn():
    start = "b221b111b222b212/b121b122b211b112/..../..../r121r122r211r112/r221r111r222r212 r 3 1 -"
    state = parse_mfen(start, Rules(BOARDS["6x4"], tiebreak=0))
    assert status(state).endswith(", 1 turn without expulsion.")


@pytest.mark.parametrize(
    ("files", "said"),
    [(0, "nothing was stored"), (1, "the file before it is stored"), (2, "the 2 files before it are stored")],
)
def test_a_failed_import_says_what_it_kept_in_good_english(files, said):
    assert _stored_before(files) == said


@pytest.mark.parametrize(
    ("content", "said"),
    [(None, "not a regular file"), (b"\xff\xfe", "not a scoring file")],
    ids=["a device", "bytes that are not UTF-8"],
)
def test_a_scoring_file_that_does_not_read_is_a_usage_error(run, tmp_path, content, said):
    """--scoring reads like every file the user names: a device is refused, not read forever; no traceback."""
    path = "/dev/zero" if content is None else tmp_path / "scoring.toml"
    if content is not None:
        path.write_bytes(content)
    result = run("standings", "examples/", "--scoring", str(path))
    assert result.exit_code == 2 and said in result.output


@pytest.mark.parametrize(
    "command",
    [["replay"], ["replay", "--html", "-o", "page.html"], ["view", "-o", "page.html"]]
    + [["repair", "--turn", "1", "--as", "211c2-c3"], ["adjudicate"]],
    ids=lambda command: " ".join(command),
)
@pytest.mark.parametrize(("name", "said"), [("folder.mgn", "not a regular file"), ("missing.mgn", "No such file")])
def test_every_command_on_one_record_refuses_a_folder_or_a_missing_file_without_a_traceback(
    run, tmp_path, command, name, said
):
    (tmp_path / "folder.mgn").mkdir()
    result = run(*command, str(tmp_path / name))
    assert result.exit_code == 2 and said in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
