"""The store under faults: a full disk, a read-only disk, a locked database.

Each gives a clear message and leaves the database consistent: verify passes,
no half-imported file, nothing stored before the fault is lost. The disk faults
use a tiny tmpfs; where this machine cannot mount one, they are skipped.
"""

from __future__ import annotations

import sqlite3
import subprocess
from pathlib import Path

import pytest
import sqlite_utils

from admiralty.notation.mgn.generate import random_games
from admiralty.notation.mgn.writer import write_games
from admiralty.referee.violation import AdmiraltyError
from admiralty.store import EventStore, games, import_file, verify
from admiralty.store.sqlite.database import io_error

ROOT = Path(__file__).resolve().parents[2]
AT = "2026-11-22T06:00:00+00:00"


@pytest.fixture
def tiny(tmp_path):
    """A 200 KB filesystem, unmounted afterwards."""
    folder = tmp_path / "tiny"
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=200k", "tmpfs", str(folder)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.decode().strip()}")
    yield folder
    subprocess.run(["umount", str(folder)], check=False)


def big_record() -> bytes:
    return write_games(random_games(7, 300)).encode()


def test_full_disk_keeps_earlier_files_and_no_part_of_the_failing_one(run, tiny):
    db = str(tiny / "t.db")
    (tiny / "big.mgn").write_bytes(b"")
    assert run("import", "examples/unfinished.mgn", "--db", db).exit_code == 0
    big = Path(tiny.parent / "big.mgn")
    big.write_bytes(big_record())
    result = run("import", str(big), "--db", db)
    assert result.exit_code == 2
    assert "the disk is full" in result.output and "No part of this file was kept" in result.output
    with EventStore.open(db) as store:
        assert [g.first for g in games(store)] == ["A. Player"]
        assert verify(store).ok


def test_read_only_disk_refuses_writes_clearly_and_still_reads(run, tiny):
    db = str(tiny / "t.db")
    assert run("import", "examples/unfinished.mgn", "--db", db).exit_code == 0
    subprocess.run(["mount", "-o", "remount,ro", str(tiny)], check=True)
    result = run("import", "examples/corvette-win.mgn", "--db", db)
    assert result.exit_code == 2 and "read-only" in result.output
    assert run("games", "--db", db).exit_code == 0
    assert run("verify", "--db", db).exit_code == 0


def test_locked_database_is_reported_and_nothing_is_written(tmp_path):
    db = tmp_path / "t.db"
    with EventStore.open(db) as store:
        import_file(store, "u.mgn", (ROOT / "examples" / "unfinished.mgn").read_bytes(), AT)
    holder = sqlite3.connect(db)
    holder.execute("BEGIN IMMEDIATE")
    try:
        with EventStore.open(db, busy_timeout_ms=100) as store, pytest.raises(AdmiraltyError) as caught:
            import_file(store, "c.mgn", (ROOT / "examples" / "corvette-win.mgn").read_bytes(), AT)
        assert caught.value.violation.rule == "STORE-LOCKED"
    finally:
        holder.rollback()
        holder.close()
    with EventStore.open(db) as store:
        assert len(games(store)) == 1 and verify(store).ok


def test_locked_database_through_the_cli_exits_2(run, tmp_path):
    db = tmp_path / "t.db"
    assert run("import", "examples/unfinished.mgn", "--db", str(db)).exit_code == 0
    holder = sqlite3.connect(db)
    holder.execute("BEGIN IMMEDIATE")
    try:
        result = run("import", "examples/corvette-win.mgn", "--db", str(db))
    finally:
        holder.rollback()
        holder.close()
    assert result.exit_code == 2 and "STORE-LOCKED" in result.output and "try again" in result.output


def test_a_file_that_is_not_a_database_is_refused_clearly(run, tmp_path):
    db = tmp_path / "t.db"
    db.write_bytes(b"this is not sqlite" * 100)
    result = run("games", "--db", str(db))
    assert result.exit_code == 2 and "not an Admiralty database" in result.output


# Classification by SQLite's result code (sqlite_errorcode), never by its text.


def test_a_write_to_a_read_only_database_is_STORE_IO_read_only(tmp_path):
    db = tmp_path / "t.db"
    EventStore.open(db).close()
    read_only = sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)
    with EventStore(sqlite_utils.Database(read_only)) as store, pytest.raises(AdmiraltyError) as caught:
        import_file(store, "u.mgn", (ROOT / "examples" / "unfinished.mgn").read_bytes(), AT)
    assert caught.value.violation.rule == "STORE-IO" and "read-only" in caught.value.violation.message


def test_a_database_in_a_missing_folder_is_STORE_IO_cannot_open(tmp_path):
    with pytest.raises(AdmiraltyError) as caught:
        EventStore.open(tmp_path / "no" / "such" / "t.db")
    assert caught.value.violation.rule == "STORE-IO" and "cannot be opened" in caught.value.violation.message


def test_a_file_that_is_not_a_database_is_STORE_IO_not_a_database(tmp_path):
    db = tmp_path / "t.db"
    db.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(AdmiraltyError) as caught:
        EventStore.open(db)
    assert caught.value.violation.rule == "STORE-IO" and "not an Admiralty database" in caught.value.violation.message


def coded(text: str, code: int) -> sqlite3.OperationalError:
    """An SQLite error with a given text and result code, as the sqlite3 module raises them."""
    error = sqlite3.OperationalError(text)
    error.sqlite_errorcode = code
    return error


@pytest.mark.parametrize(
    "error, rule, words",
    [
        (coded("database is locked", sqlite3.SQLITE_FULL), "STORE-IO", "the disk is full"),
        (coded("disk full", sqlite3.SQLITE_BUSY_SNAPSHOT), "STORE-LOCKED", "try again"),
        (coded("busy", sqlite3.SQLITE_READONLY_DBMOVED), "STORE-IO", "read-only"),
        (coded("unable to open", sqlite3.SQLITE_CORRUPT), "STORE-IO", "damaged"),
        (coded("locked", sqlite3.SQLITE_LOCKED_SHAREDCACHE), "STORE-LOCKED", "another writer"),
    ],
)
def test_an_error_is_classified_by_its_primary_result_code_not_its_text(error, rule, words):
    classified = io_error(error).violation
    assert classified.rule == rule and words in classified.message


def test_another_programs_database_is_refused_untouched(tmp_path):
    path = tmp_path / "other.db"
    sqlite_utils.Database(path)["t"].insert({"x": 1})
    with pytest.raises(AdmiraltyError) as refused:
        EventStore.open(path)
    assert refused.value.violation.rule == "STORE-IO" and "tables: t" in refused.value.violation.message
    assert sqlite_utils.Database(path).table_names() == ["t"]
