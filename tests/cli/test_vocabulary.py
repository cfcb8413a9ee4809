"""One vocabulary: ``--kind``, ``--game``, ``--format``/``--json`` mean the same on every command,
and the spellings they replace still work, hidden, for one release (README, "Options: one vocabulary")."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
START = "b221b111b222b212/b121b122b211b112/..../..../r121r122r211r112/r221r111r222r212 r 1 0 -"


@pytest.fixture
def two_games(tmp_path) -> str:
    """A file whose game 1 was won on the board and game 2 stopped by the tie-break count."""
    path = tmp_path / "two.mgn"
    path.write_text(
        (ROOT / "examples/corvette-win.mgn").read_text() + "\n" + (ROOT / "examples/tiebreak.mgn").read_text()
    )
    return str(path)


@pytest.fixture
def db(run, tmp_path) -> str:
    path = str(tmp_path / "v.db")
    run("import", "examples/corvette-win.mgn", "--tournament", "T", "--db", path)
    run("import", "examples/islands-win.rgn", "--tournament", "U", "--db", path)
    return path


# --- Hidden aliases: still read, never shown -----------------------------------------------

ALIASES = [
    (
        "generate",
        "--game",
        ["--seed", "1", "--max-turns", "3", "--game", "rigadoon"],
        ["--seed", "1", "--max-turns", "3", "--kind", "rigadoon"],
    ),
    ("adjudicate", "--index", ["--index", "2"], ["--game", "2"]),
    ("standings", "--csv", ["examples/tiebreak.mgn", "--csv"], ["examples/tiebreak.mgn", "--format", "csv"]),
]


def _argv(command: str, args: list[str], two_games: str) -> list[str]:
    return [command, two_games, *args] if command == "adjudicate" else [command, *args]


@pytest.mark.parametrize(("command", "alias", "old", "new"), ALIASES, ids=[a[1] for a in ALIASES])
def test_an_old_spelling_does_what_the_new_one_does(run, two_games, command, alias, old, new):
    before, after = run(*_argv(command, old, two_games)), run(*_argv(command, new, two_games))
    assert before.exit_code == after.exit_code == 0
    assert before.output == after.output


@pytest.mark.parametrize(("command", "alias", "old", "new"), ALIASES, ids=[a[1] for a in ALIASES])
def test_an_old_spelling_is_hidden_from_help(run, command, alias, old, new):
    assert not re.search(rf"{alias}\b(?!-)(?!s)", run(command, "--help").output)


def test_the_old_spelling_chooses_the_game_kind(run):
    assert '[Wind "' in run("generate", "--seed", "1", "--max-turns", "3", "--game", "rigadoon").output


def test_the_old_spelling_chooses_the_game_of_the_file(run, two_games):
    assert "Result: red/tb after turn 103." in run("adjudicate", two_games, "--index", "2").output


@pytest.mark.parametrize(
    "args",
    [
        ["generate", "--seed", "1", "--game", "rigadoon", "--kind", "mad"],
        ["standings", "examples", "--csv", "--format", "json"],
        ["standings", "examples", "--csv", "--json"],
        ["validate", "examples/unfinished.mgn", "--format", "text", "--json"],
        ["report", "examples/unfinished.mgn", "--format", "md", "--json"],
    ],
)
def test_two_spellings_that_disagree_are_a_usage_error(run, args):
    result = run(*args)
    assert result.exit_code == 2
    assert "disagree" in result.output


def test_adjudicate_index_and_game_that_disagree_are_a_usage_error(run, two_games):
    result = run("adjudicate", two_games, "--index", "2", "--game", "1")
    assert result.exit_code == 2 and "--game and --index disagree" in result.output


def test_two_spellings_that_agree_are_fine(run):
    assert run("generate", "--seed", "1", "--max-turns", "3", "--game", "mad", "--kind", "mad").exit_code == 0


# --- The new spellings ----------------------------------------------------------------------


def test_generate_kind_chooses_rigadoon(run):
    assert '[Wind "' in run("generate", "--seed", "1", "--max-turns", "3", "--kind", "rigadoon").output


def test_adjudicate_game_chooses_the_game_of_the_file(run, two_games):
    assert "MAD-END" in run("adjudicate", two_games, "--game", "1").output
    assert "Result: red/tb after turn 103." in run("adjudicate", two_games, "--game", "2").output


def test_a_game_beyond_the_file_is_a_usage_error_in_good_english(run):
    result = run("replay", "examples/unfinished.mgn", "--game", "2")
    assert result.exit_code == 2
    assert "holds 1 game; there is no game 2" in result.output


FORMATTED = [
    ["validate", "examples/unfinished.mgn"],
    ["moves", START],
    ["standings", "examples/tiebreak.mgn"],
    ["report", "examples/unfinished.mgn"],
]


@pytest.mark.parametrize("args", FORMATTED, ids=[a[0] for a in FORMATTED])
def test_json_is_short_for_format_json(run, args):
    shorthand, spelled = run(*args, "--json"), run(*args, "--format", "json")
    assert shorthand.exit_code == spelled.exit_code == 0
    assert json.loads(shorthand.output) == json.loads(spelled.output)


@pytest.mark.parametrize("args", [["games"], ["verify"]], ids=["games", "verify"])
def test_store_commands_take_format_json(run, db, args):
    assert json.loads(run(*args, "--db", db, "--format", "json").output) == json.loads(
        run(*args, "--db", db, "--json").output
    )


def test_import_takes_format_json(run, tmp_path):
    result = run("import", "examples/corvette-win.mgn", "--db", str(tmp_path / "i.db"), "--format", "json")
    assert result.exit_code == 0 and json.loads(result.output)[0]["name"] == "examples/corvette-win.mgn"


@pytest.mark.parametrize("args", FORMATTED[:3], ids=[a[0] for a in FORMATTED[:3]])
def test_format_text_is_the_default(run, args):
    assert run(*args, "--format", "text").output == run(*args).output


def test_an_unknown_format_is_a_usage_error(run):
    assert run("validate", "examples/unfinished.mgn", "--format", "csv").exit_code == 2
