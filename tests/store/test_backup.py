"""``admiralty backup`` (issue 29): a copy through SQLite's backup holds what the write-ahead log holds, which a
copy of the ``.db`` file alone misses, and verifies."""

from __future__ import annotations

import shutil

from admiralty.store import EventStore, import_file, verify
from tests.records import AT
from tests.store.conftest import ROOT


def test_a_backup_taken_while_the_log_holds_the_games_has_every_game(run, tmp_path):
    db, copy, plain = tmp_path / "a.db", tmp_path / "copy.db", tmp_path / "plain.db"
    with EventStore.open(db) as store:
        store.db.execute("PRAGMA wal_autocheckpoint = 0")  # every page stays in a.db-wal while it is open
        for name in ("unfinished.mgn", "loop-loss.rgn", "islands-win.rgn"):
            import_file(store, name, (ROOT / "examples" / name).read_bytes(), AT)
        shutil.copyfile(db, plain)
        result = run("backup", "--db", str(db), "-o", str(copy))
        assert result.exit_code == 0, result.output
        assert f"copied to {copy}" in result.output
    with EventStore.open(copy) as copied:
        assert copied.game_ids() == [1, 2, 3]
        assert verify(copied).ok
    with EventStore.open(plain) as missed:  # what the backup command is for: the file alone lacks the log
        assert missed.game_ids() == []


def test_a_backup_never_writes_over_a_file(run, tmp_path):
    db, copy = tmp_path / "a.db", tmp_path / "copy.db"
    with EventStore.open(db) as store:
        import_file(store, "u.mgn", (ROOT / "examples" / "unfinished.mgn").read_bytes(), AT)
    copy.write_bytes(b"kept")
    result = run("backup", "--db", str(db), "-o", str(copy))
    assert result.exit_code == 2 and "a file is there already" in result.output
    assert copy.read_bytes() == b"kept"
