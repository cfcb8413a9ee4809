"""The store commands as a new user runs them (typer's CliRunner)."""

from __future__ import annotations

import json
import re
import sqlite3

import pytest
from typer.testing import CliRunner

from admiralty.cli.app import app
from tests.store.conftest import CANONICAL, EXAMPLES, ROOT

RGN_EXAMPLES = sorted((ROOT / "examples").glob("*.rgn"))
GAMES = 14
"""examples/ holds 10 MAD games (.mgn) and 4 Rigadoon games (.rgn); import takes both, in name order."""

runner = CliRunner()


def run(*args: str):
    return runner.invoke(app, list(args))


@pytest.fixture
def db(db_path) -> str:
    """A database holding every bundled example."""
    run("import", str(ROOT / "examples"), "--db", db_path, "--tournament", "Brest Open 2026")
    return db_path


def test_import_of_the_examples_exits_1_for_the_planted_violation(db_path) -> None:
    """Every game is stored; the planted violation makes the exit status 1."""
    result = run("import", str(ROOT / "examples"), "--db", db_path)
    assert result.exit_code == 1
    assert "INVALID MAD-EXPEL" in result.stdout


def test_games_lists_every_example_game(db) -> None:
    """games --json lists each game of each example, MGN and RGN, with players and verdict."""
    result = run("games", "--db", db, "--json")
    listed = json.loads(result.stdout)
    assert len(listed) == GAMES == sum(path.read_text().count("[Event ") for path in EXAMPLES + RGN_EXAMPLES)
    assert [game["rule"] for game in listed if not game["valid"]] == ["MAD-EXPEL", "RIG-ACT"]


def test_games_filters_by_tournament(db) -> None:
    """A tournament's games are listed; a tournament the store does not know is refused (STORE-NOTOURNAMENT)."""
    listed = json.loads(run("games", "--db", db, "--json", "--tournament", "Brest Open 2026").stdout)
    assert len(listed) == GAMES
    refused = run("games", "--db", db, "--json", "--tournament", "Other")
    assert refused.exit_code == 2 and refused.stdout == ""


def test_games_prints_a_table(db) -> None:
    """The text listing has a header and one line per game."""
    assert len(run("games", "--db", db).stdout.splitlines()) == GAMES + 1


def test_reimport_is_reported_as_duplicate(db) -> None:
    """Importing a stored file again stores nothing and says so."""
    result = run("import", str(CANONICAL[0]), "--db", db)
    assert (result.exit_code, "already imported" in result.stdout) == (0, True)
    assert re.search(r", game \d+\); nothing stored", result.stdout)  # one game: not "games 3"
    assert len(json.loads(run("games", "--db", db, "--json").stdout)) == GAMES


def test_annotate_then_export_shows_the_annotation(db) -> None:
    """An annotation appears in the export as glyph and signed comment."""
    annotated = run(
        "annotate", "2", "--turn", "1", "--glyph", "!?", "--comment", "Bold.", "--by", "M. Tanguy", "--db", db
    )
    exported = run("export", "2", "--db", db)
    assert annotated.exit_code == 0
    assert "111<>222!? {[by M. Tanguy] Bold.}" in exported.stdout


def test_export_to_a_file_is_byte_identical(db, tmp_path) -> None:
    """export -o of the four games of round-4.mgn rewrites it exactly."""
    out = tmp_path / "out.mgn"
    run("export", "8", "9", "10", "11", "--db", db, "-o", str(out))
    assert out.read_bytes() == (ROOT / "examples" / "round-4.mgn").read_bytes()


def test_show_submitted_prints_the_file_as_submitted(db) -> None:
    """show --submitted gives back the planted violation's bytes."""
    result = run("show", "5", "--submitted", "--db", db)
    assert result.stdout_bytes == (ROOT / "examples" / "planted-violation.mgn").read_bytes()


def test_verify_passes_after_import_and_annotation(db) -> None:
    """An untouched database verifies: exit 0."""
    run("annotate", "1", "--turn", "2", "--nag", "1", "--db", db)
    result = run("verify", "--db", db)
    assert (result.exit_code, result.stdout.startswith("ok:")) == (0, True)


def test_verify_fails_on_a_tampered_copy_naming_the_event(db, tmp_path) -> None:
    """A copy edited with plain sqlite3 fails verify, naming game and event."""
    copy = str(tmp_path / "copy.db")
    with sqlite3.connect(db) as source, sqlite3.connect(copy) as target:
        source.backup(target)
    target = sqlite3.connect(copy)
    with target:
        target.execute("DROP TRIGGER events_no_update")
        target.execute(
            "UPDATE events SET payload = replace(payload, '\"red\"', '\"blue\"') WHERE game_id = 2 AND type = 'VerdictRecorded'"
        )
    seq = target.execute("SELECT seq FROM events WHERE game_id = 2 AND type = 'VerdictRecorded'").fetchone()[0]
    target.close()
    result = run("verify", "--db", copy)
    assert result.exit_code == 1
    assert f"game 2 event {seq}: STORE-TAMPER" in result.stdout
    assert run("verify", "--db", db).exit_code == 0


def test_seal_prints_a_root_that_verify_checks(db, tmp_path) -> None:
    """seal prints its root and hash; verify --seal takes the root, or the file seal wrote."""
    written = tmp_path / "round.seal"
    assert run("seal", "--db", db, "--by", "M. Tanguy", "-o", str(written)).exit_code == 0
    first, root, full = written.read_text(encoding="utf-8").splitlines()
    assert first.startswith(f"seal 1: {GAMES} games, ")
    assert root.removeprefix("root ") == "-".join(full[5 + i : 9 + i] for i in range(0, 16, 4))
    for given in (root.removeprefix("root "), str(written)):
        result = run("verify", "--db", db, "--seal", given)
        assert (result.exit_code, result.stdout.strip().endswith("everything the seal covers holds")) == (0, True)


def test_verify_seal_names_a_game_truncated_after_the_seal(db) -> None:
    """The last event of a sealed game deleted (triggers dropped) is named, and verify exits 1."""
    run("annotate", "3", "--turn", "2", "--comment", "late", "--db", db)
    sealed = json.loads(run("seal", "--db", db, "--json").stdout)
    target = sqlite3.connect(db)
    with target:
        target.execute("DROP TRIGGER events_no_delete")
        seq = target.execute("SELECT max(seq) FROM events WHERE game_id = 3").fetchone()[0]
        target.execute("DELETE FROM events WHERE game_id = 3 AND seq = ?", [seq])
    target.close()
    result = run("verify", "--db", db, "--seal", sealed["hash"])
    assert result.exit_code == 1
    assert f"game 3 event {seq}: STORE-SEAL" in result.stdout


@pytest.mark.parametrize("given", ["not-a-root", "0123"])
def test_verify_seal_refuses_what_is_no_root(db, given) -> None:
    """A --seal that is neither a root, a hash nor a seal file is a usage error: exit 2."""
    result = run("verify", "--db", db, "--seal", given)
    assert (result.exit_code, "STORE-SEAL" in result.stderr) == (2, True)


def test_validate_accepts_a_stored_game_id(db) -> None:
    """validate 5 re-judges what was submitted for game 5: the planted violation."""
    result = run("validate", "5", "--db", db, "--json")
    (verdict,) = json.loads(result.stdout)
    assert (result.exit_code, verdict["errors"][0]["rule"], verdict["errors"][0]["line"]) == (1, "MAD-EXPEL", 13)


def test_validate_of_a_valid_stored_game_exits_0(db) -> None:
    """A valid stored game validates."""
    assert run("validate", "1", "--db", db).exit_code == 0


def test_replay_accepts_a_stored_game_id(db) -> None:
    """replay 2 --turn 1 draws the position after turn 1 of game 2."""
    result = run("replay", "2", "--turn", "1", "--db", db)
    assert (result.exit_code, result.stdout.splitlines()[0]) == (0, "Turn 1 (Red): 111<>222")


def test_ADMIRALTY_DB_names_the_database(db) -> None:
    """The environment variable stands in for --db."""
    result = runner.invoke(app, ["games", "--json"], env={"ADMIRALTY_DB": db})
    assert len(json.loads(result.stdout)) == GAMES


@pytest.mark.parametrize(
    "args",
    [
        ("show", "99"),
        ("annotate", "1", "--turn", "999", "--comment", "x"),
        ("annotate", "1", "--turn", "1", "--glyph", "!!!"),
    ],
    ids=["unknown game", "unplayed turn", "bad glyph"],
)
def test_store_errors_exit_2_without_traceback(db, args) -> None:
    """Usage errors against the store print a message and exit 2."""
    result = run(*args, "--db", db)
    assert (result.exit_code, result.exception is None or isinstance(result.exception, SystemExit)) == (2, True)
    assert "STORE-" in result.stderr


def test_reading_a_missing_database_exits_2(tmp_path) -> None:
    """games on a path with no database says so instead of creating one."""
    result = run("games", "--db", str(tmp_path / "none.db"))
    assert result.exit_code == 2 and not (tmp_path / "none.db").exists()


@pytest.mark.parametrize("command", ["import", "games", "show", "export", "annotate", "seal", "verify"])
def test_store_command_help_has_an_example(command) -> None:
    """Every store command teaches itself: --help ends with an Example line."""
    result = run(command, "--help")
    assert result.exit_code == 0 and "Example: admiralty " + command in result.stdout


def test_a_file_that_is_not_a_database_exits_2(tmp_path) -> None:
    """A --db that is not SQLite is an I/O error (STORE-IO), not a traceback."""
    bogus = tmp_path / "bogus.db"
    bogus.write_bytes(b"not a database at all" * 100)
    result = run("games", "--db", str(bogus))
    assert (result.exit_code, "STORE-IO" in result.stderr) == (2, True)


@pytest.mark.parametrize("nag, stored", [("999999999", True), ("1000000000", False), ("9999999999", False)])
def test_an_annotated_export_always_re_reads(db, tmp_path, nag, stored) -> None:
    """A NAG the reader would refuse ($N of more than 9 digits) is refused by annotate (issue 15)."""
    annotated = run("annotate", "2", "--turn", "1", "--nag", nag, "--db", db)
    assert (annotated.exit_code, "STORE-ANNOTATE" in annotated.output) == ((0, False) if stored else (2, True))
    out = tmp_path / "out.mgn"
    run("export", "2", "--db", db, "-o", str(out))
    assert run("validate", str(out)).exit_code == 0


@pytest.mark.parametrize("form", ["text", "json"])
def test_import_prints_each_file_once_stored_and_keeps_what_it_printed_when_a_later_file_fails(
    db_path, monkeypatch, form
) -> None:
    """Streamed output: the first file's lines are out before the second file is stored; when the second
    fails, the JSON is still one whole array of what was stored."""
    from admiralty import store
    from admiralty.referee.violation import violation

    stored, printed = store.import_file, []

    def import_file(events, name, *args, **kwargs):
        import sys

        sys.stdout.flush()
        printed.append(sys.stdout.buffer.getvalue().decode())
        if name.endswith("unfinished.mgn"):
            raise violation("STORE-IO", "The disk is full.")
        return stored(events, name, *args, **kwargs)

    monkeypatch.setattr(store, "import_file", import_file)
    files = [str(ROOT / "examples" / name) for name in ("corvette-win.mgn", "tiebreak.mgn", "unfinished.mgn")]
    result = run("import", *files, "--db", db_path, "--format", form, "--jobs", "1")
    assert result.exit_code == 2 and "the 2 files before it are stored" in result.output
    assert printed[0] == "" and "corvette-win.mgn" in printed[1] and "tiebreak.mgn" in printed[2]
    if form == "json":
        assert [each["name"] for each in json.loads(result.stdout)] == [files[0], files[1]]


def test_export_writes_only_what_reads_back(db, tmp_path) -> None:
    """A file is read as MGN or as RGN: MAD and Rigadoon games together, or a suffix naming the other
    game, are refused (exit 2) before anything is written; each alone re-validates."""
    kinds = {game["id"]: game["kind"] for game in json.loads(run("games", "--db", db, "--json").stdout)}
    mad, rigadoon = (str(next(i for i, kind in kinds.items() if kind == wanted)) for wanted in ("mad", "rigadoon"))
    mixed = run("export", mad, rigadoon, "--db", db, "-o", str(tmp_path / "both.txt"))
    assert mixed.exit_code == 2 and "cannot share a file" in mixed.output and not (tmp_path / "both.txt").exists()
    wrong = run("export", rigadoon, "--db", db, "-o", str(tmp_path / "r.mgn"))
    assert wrong.exit_code == 2 and "write Rigadoon records to a .rgn file" in wrong.output
    for game, name in ((mad, "m.mgn"), (rigadoon, "r.rgn")):
        assert run("export", game, "--db", db, "-o", str(tmp_path / name)).exit_code == 0
        assert run("validate", str(tmp_path / name)).exit_code in (0, 1)  # read as its own game, whatever its verdict
        assert "MGN-TAG" not in run("validate", str(tmp_path / name)).output


@pytest.mark.parametrize(("kind", "name"), [("rigadoon", "g.mgn"), ("mad", "g.rgn")])
def test_generate_refuses_a_file_named_for_the_other_game(tmp_path, kind, name) -> None:
    result = run("generate", "--kind", kind, "--seed", "1", "-o", str(tmp_path / name))
    assert result.exit_code == 2 and "records to a" in result.output and not (tmp_path / name).exists()
