"""Messages quote a name one way, in double quotes, whatever it holds: never a Python repr, whose quotes flip
with the text (``'Review Cup'`` but ``"Kerné's Open"``), and never an exception's own words (review finding F11).

The verdicts of records (``notation/``, ``referee/``) keep their texts, which specs/mgn.md and specs/mfen.md
state and the JSON contract carries; a programmer's error (``TypeError``, ``AttributeError``) may show a repr.
"""

from __future__ import annotations

import ast
import json
import sqlite3
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
EXAMPLES = ROOT / "examples"
PROGRAMMERS = {"TypeError", "AttributeError"}
"""Errors only a programmer sees: their messages may hold a repr."""


def _reprs(path: Path) -> list[int]:
    """The lines of ``path`` where an f-string formats a value with ``!r`` outside a programmer's error."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    allowed = {
        id(node)
        for raised in ast.walk(tree)
        if isinstance(raised, ast.Raise)
        and isinstance(raised.exc, ast.Call)
        and isinstance(raised.exc.func, ast.Name)
        and raised.exc.func.id in PROGRAMMERS
        for node in ast.walk(raised)
    }
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.FormattedValue) and node.conversion == ord("r") and id(node) not in allowed
    ]


@pytest.mark.parametrize("package", ["cli", "store"])
def test_no_message_of_the_store_or_the_command_is_a_repr(package):
    found = {str(path.relative_to(ROOT)): lines for path in (ROOT / package).rglob("*.py") if (lines := _reprs(path))}
    assert found == {}


def test_a_pairing_that_names_no_one_is_quoted_as_written(run, tmp_path):
    db = str(tmp_path / "k.db")
    run("tournament", "create", "Kerné's Open", "--db", db)
    result = run("tournament", "pair", "Kerné's", "--round", "1", "--tournament", "Kerné's Open", "--db", db)
    assert result.exit_code == 2 and '"Kerné\'s" is not a registered player' in result.stderr


def test_a_tournament_without_a_ledger_is_quoted(run, tmp_path):
    db = str(tmp_path / "k.db")
    run("import", str(EXAMPLES / "round-4.mgn"), "--tournament", "Kerné's Open", "--db", db)
    result = run("tournament", "pair", "am", "--round", "1", "--tournament", "Kerné's Open", "--db", db)
    assert 'the tournament "Kerné\'s Open" has no ledger' in result.stderr


def test_a_summary_edited_by_hand_is_told_with_quoted_values(run, tmp_path):
    db = str(tmp_path / "v.db")
    run("import", str(EXAMPLES / "round-4.mgn"), "--db", db)
    with sqlite3.connect(db) as connection:
        connection.execute("UPDATE summaries SET result = 'blue', round = NULL WHERE game_id = 1")
    findings = json.loads(run("verify", "--json", "--db", db).stdout)["findings"]
    (message,) = [each["message"] for each in findings if each["rule"] == "STORE-PROJECTION"]
    assert 'round none, not "4"' in message and 'result "blue", not "red"' in message


def test_a_submission_edited_by_hand_is_told_with_quoted_values(run, tmp_path):
    db = str(tmp_path / "v.db")
    run("import", str(EXAMPLES / "round-4.mgn"), "--tournament", "Open", "--db", db)
    with sqlite3.connect(db) as connection:
        connection.execute("DROP TRIGGER IF EXISTS submissions_no_update")
        connection.execute("UPDATE submissions SET tournament = 'Kerné''s Open'")
    findings = json.loads(run("verify", "--json", "--db", db).stdout)["findings"]
    assert any("its tournament is \"Kerné's Open\", but its game 1 was stored with \"Open\"" in each["message"]
               for each in findings)  # fmt: skip


def test_what_is_no_seal_is_quoted(run, tmp_path):
    db = str(tmp_path / "v.db")
    run("import", str(EXAMPLES / "round-4.mgn"), "--db", db)
    result = run("verify", "--seal", "it's no root", "--db", db)
    assert result.exit_code == 2 and '"it\'s no root" is not a seal' in result.stderr


@pytest.mark.parametrize(
    ("setting", "said"),
    [("lines=3", '--limit "lines=3": write NAME=NUMBER'), ("line=0", "--limit line=0: line must be from 1 to")],
)
def test_a_bad_limit_is_told_in_the_notation(run, setting, said):
    result = run("validate", "--limit", setting, str(EXAMPLES / "round-4.mgn"))
    assert result.exit_code == 2 and said in result.stderr


def test_a_scoring_file_that_is_not_utf8_is_told_so(run, tmp_path):
    path = tmp_path / "s.toml"
    path.write_bytes(b"\xff[scoring]\n")
    result = run("standings", str(EXAMPLES / "round-4.mgn"), "--scoring", str(path))
    assert result.exit_code == 2 and "not UTF-8 text" in result.stderr and "codec" not in result.stderr
