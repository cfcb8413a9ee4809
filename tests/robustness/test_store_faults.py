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

from admiralty.notation.mgn.generate import random_games
from admiralty.notation.mgn.writer import write_games
from admiralty.referee.violation import AdmiraltyError
from admiralty.store import EventStore, games, import_file, verify

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
        assert [g.red for g in games(store)] == ["A. Player"]
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
