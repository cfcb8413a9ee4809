"""A stored game's turn corrected by the arbiter: an event, never an edit of the submission (specs/suggestions.md)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from admiralty.cli.app import app
from tests.store.conftest import ROOT

PLANTED = ROOT / "examples" / "planted-violation.mgn"
NOTE = "Corrected by M. Tanguy: turn 5 written 211d4xd5, read as 211d4xc5 (slip of the pen)."

runner = CliRunner()


def run(*args: str):
    return runner.invoke(app, list(args))


@pytest.fixture
def db(db_path) -> str:
    """A database holding the planted violation as game 1."""
    run("import", str(PLANTED), "--db", db_path)
    return db_path


def _correct(db: str, token: str = "211d4xc5"):
    return run(
        "repair", "1", "--turn", "5", "--as", token, "--by", "M. Tanguy", "--reason", "slip of the pen", "--db", db
    )


def test_a_correction_is_stored_and_shown(db) -> None:
    result = _correct(db)
    assert result.exit_code == 0, result.output
    assert "Game 1: turn 5 read as 211d4xc5" in result.output
    assert "valid, result * (unfinished), 6 turns" in result.output
    assert NOTE in run("show", "1", "--db", db).output
    assert NOTE in run("export", "1", "--db", db).output


def test_a_correction_that_leaves_the_game_invalid_exits_1(db) -> None:
    result = run("repair", "1", "--turn", "3", "--as", "211c4-c3", "--by", "M. Tanguy", "--reason", "slip", "--db", db)
    assert result.exit_code == 1
    assert "Game 1: turn 3 read as 211c4-c3" in result.output and "INVALID MGN-FROM" in result.output


def test_a_correction_after_the_first_error_is_refused(db) -> None:
    args = ("repair", "1", "--turn", "6", "--as", "121c5-c4", "--by", "M. Tanguy", "--reason", "slip", "--db", db)
    result = run(*args)
    assert result.exit_code == 2 and "comes after the first error (turn 5)" in result.output
    assert "Corrected" not in run("show", "1", "--db", db).output


def test_the_submission_is_never_changed(db) -> None:
    _correct(db)
    assert run("show", "1", "--submitted", "--db", db).output == PLANTED.read_text(encoding="utf-8")
    assert run("verify", "--db", db).exit_code == 0


def test_the_report_shows_the_correction(db) -> None:
    _correct(db)
    assert NOTE in run("report", "--format", "md", "--db", db).output


def test_an_illegal_correction_is_refused_and_not_stored(db) -> None:
    result = _correct(db, "211d4xd6")
    assert result.exit_code == 1
    assert "MAD-MOVE-PATH" in result.output
    assert "Corrected" not in run("show", "1", "--db", db).output


def test_a_turn_without_a_token_is_refused(db) -> None:
    result = run("repair", "1", "--turn", "40", "--as", "211d4xc5", "--by", "M. Tanguy", "--reason", "slip", "--db", db)
    assert result.exit_code != 0
    assert "STORE-CORRECT" in result.output or "no turn token" in result.output


@pytest.mark.parametrize(
    ("original", "token", "found"),
    [
        ("211d4xd5", "211d4xd5", "could not have been made"),  # the token read is itself illegal there
        ("211c2-c3", "211d4xc5", "the submitted text has 211d4xd5"),  # another token claimed to be written
    ],
)
def test_verify_checks_a_correction_again(db, original, token, found) -> None:
    """A Corrected event appended without repair's checks is found by verify, which makes it again."""
    from admiralty.store import EventStore
    from admiralty.store.events import Corrected

    with EventStore.open(db) as events:
        events.append(1, len(events.events(1)), [Corrected(5, original, token, "X", None)], "2026-11-23T10:00:00+00:00")
    result = run("verify", "--db", db)
    assert result.exit_code == 1 and found in result.output
