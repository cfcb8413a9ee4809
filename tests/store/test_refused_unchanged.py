"""A command that refuses an old-format database leaves it as it was (issue 29, finding 10): "reading nothing
and writing nothing" (specs/store.md, STORE-MIGRATE), its journal mode included."""

from __future__ import annotations

import shutil
import sqlite3

from tests.store.conftest import FIXTURES


def test_a_refused_database_keeps_its_journal_mode(run, tmp_path):
    old = tmp_path / "old.db"
    shutil.copyfile(FIXTURES / "v1.db", old)
    connection = sqlite3.connect(old)
    assert connection.execute("PRAGMA journal_mode = DELETE").fetchone() == ("delete",)
    connection.close()
    before = old.read_bytes()
    result = run("games", "--db", str(old))
    assert result.exit_code == 2 and "STORE-MIGRATE" in result.output
    connection = sqlite3.connect(old)
    assert connection.execute("PRAGMA journal_mode").fetchone() == ("delete",)
    connection.close()
    assert old.read_bytes() == before
