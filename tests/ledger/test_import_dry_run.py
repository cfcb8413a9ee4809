"""``import --dry-run`` judges and matches everything and says what would be stored, storing nothing (issue 27,
"Import hygiene"): the database's bytes are unchanged, and one that does not exist is not made; what it says is
what the import then does (specs/tournament.md, "What import says")."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from tests.conftest import AUTUMN, declared

EXAMPLES = Path(__file__).parents[2] / "examples"
FILES = [
    str(EXAMPLES / "round-4.mgn"),
    str(EXAMPLES / "tournament" / "round-5.mgn.txt"),
    str(EXAMPLES / "tournament" / "round-5-resent.mgn.txt"),
    str(EXAMPLES / "planted-violation.mgn"),
]


def _digest(path: str) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def test_a_dry_run_stores_nothing_and_says_what_the_import_does(run, tmp_path):
    db = declared(run, str(tmp_path / "a.db"))
    run("import", FILES[0], "--tournament", AUTUMN, "--db", db)
    before = _digest(db)
    dry = run("import", *FILES, "--tournament", AUTUMN, "--db", db, "--dry-run")
    assert _digest(db) == before and not Path(db + "-wal").exists()
    assert "admiralty: dry run (--dry-run): nothing was stored." in dry.stderr
    done = run("import", *FILES, "--tournament", AUTUMN, "--db", db)
    assert dry.stdout.replace("would store game ", "game ") == done.stdout
    assert dry.exit_code == done.exit_code == 1  # the planted violation
    assert "would store game 5: " in dry.stdout and "  matched round 4, board 1: " not in dry.stdout


def test_json_of_a_dry_run_is_the_import_s(run, tmp_path):
    db = declared(run, str(tmp_path / "a.db"))
    dry = json.loads(run("import", *FILES, "--tournament", AUTUMN, "--db", db, "--json", "--dry-run").stdout)
    done = json.loads(run("import", *FILES, "--tournament", AUTUMN, "--db", db, "--json").stdout)
    assert dry == done
    assert dry[0]["matching"][0]["board"] == 1


def test_a_database_that_does_not_exist_is_not_made(run, tmp_path):
    db = tmp_path / "none.db"
    result = run("import", FILES[0], FILES[0], "--db", str(db), "--dry-run")
    assert result.exit_code == 0 and not db.exists()
    assert result.stdout.splitlines()[0].startswith("would store game 1: ")


def test_a_file_given_twice_is_a_duplicate_of_the_first(run, tmp_path):
    copy = tmp_path / "copy.mgn"
    copy.write_bytes(Path(FILES[0]).read_bytes())
    result = run("import", FILES[0], str(copy), "--db", str(tmp_path / "n.db"), "--dry-run")
    assert "already imported (same sha256" in result.stdout and "games 1-4" in result.stdout


def test_a_dry_run_refuses_what_the_import_refuses(run, tmp_path):
    db = declared(run, str(tmp_path / "a.db"))
    players = str(EXAMPLES / "tournament" / "players.csv")
    refused = run("import", FILES[0], players, "--tournament", AUTUMN, "--db", db, "--dry-run")
    assert refused.exit_code == 2 and "players.csv: not stored: it is a CSV table" in refused.stderr
    unknown = run("import", FILES[0], "--tournament", "Autumn 0pen", "--db", db, "--dry-run")
    assert unknown.exit_code == 2 and 'did you mean "Autumn Open"?' in unknown.stderr
