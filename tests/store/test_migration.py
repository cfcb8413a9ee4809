"""``admiralty migrate``: a database made by the store of the format before, rewritten and still proving the same.

The fixture ``fixtures/v1.db`` was made by main at b615f95 (before the compact
format) with ``fixtures/make_v1_db.py``: three files imported, an annotation,
an adjudication, a correction, and a seal (``fixtures/v1.seal``) taken then.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from admiralty.cli.app import app
from admiralty.referee.violation import AdmiraltyError
from admiralty.store import EventStore, games, migrate, verify
from admiralty.store.seals import published
from tests.store.conftest import FIXTURES, fixture_copy


@pytest.fixture
def old(tmp_path: Path) -> Path:
    """A copy of the database made by the store of the format before."""
    return fixture_copy(tmp_path, "v1.db")


def contents(path: Path) -> list[tuple[object, ...]]:
    with sqlite3.connect(path) as connection:
        return connection.execute("SELECT * FROM submissions ORDER BY id").fetchall()


def old_hashes(path: Path) -> list[tuple[int, int, str]]:
    with sqlite3.connect(path) as connection:
        return connection.execute("SELECT game_id, seq, hash FROM events ORDER BY game_id, seq").fetchall()


def test_an_old_database_is_refused_until_migrated(old: Path) -> None:
    """Opening a database of the format before raises STORE-MIGRATE and changes nothing."""
    before = old.read_bytes()
    with pytest.raises(AdmiraltyError) as raised:
        EventStore.open(old)
    assert raised.value.violation.rule == "STORE-MIGRATE"
    assert old.read_bytes() == before


def test_migration_keeps_every_submission_byte_and_every_hash(old: Path) -> None:
    """The submissions are unchanged and every event keeps its hash."""
    submitted, hashes = contents(old), old_hashes(old)
    done = migrate(old)
    assert (done.before, done.games, done.events) == (0, 3, len(hashes))
    assert contents(old) == submitted
    with EventStore.open(old) as store:
        assert [(row.game_id, row.seq, row.hash) for row in store.rows()] == hashes


def test_a_seal_made_before_the_migration_verifies_after(old: Path) -> None:
    """The stored seal and the published seal file both hold on the migrated database."""
    migrate(old)
    with EventStore.open(old) as store:
        checked = verify(store, published((FIXTURES / "v1.seal").read_text(encoding="utf-8")))
    assert checked.findings == ()
    assert (checked.games, checked.submissions) == (3, 3)


def test_migrated_summaries_are_the_games_as_they_were(old: Path) -> None:
    """The listing after migrating shows the adjudication, the annotation, the invalid game and the Rigadoon game."""
    migrate(old)
    with EventStore.open(old) as store:
        listed = [(g.id, g.kind, g.result, g.valid, g.rule, g.annotations) for g in games(store)]
    assert listed == [
        (1, "mad", "blue/tb", True, None, 1),
        (2, "mad", "*", False, "MAD-EXPEL", 0),
        (3, "rigadoon", "green", True, None, 0),
    ]


def test_migrating_twice_does_nothing_the_second_time(old: Path) -> None:
    migrate(old)
    after = old.read_bytes()
    assert not migrate(old).done
    assert old.read_bytes() == after


def test_a_file_that_is_no_admiralty_database_is_refused_untouched(tmp_path: Path) -> None:
    """A text file, and an SQLite database of another program, are refused and left as they were."""
    text = tmp_path / "notes.db"
    text.write_text("not a database\n" * 100, encoding="utf-8")
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as connection:
        connection.execute("CREATE TABLE events (id INTEGER PRIMARY KEY, what TEXT)")
    for path in (text, other, tmp_path / "missing.db"):
        before = path.read_bytes() if path.exists() else None
        with pytest.raises(AdmiraltyError) as raised:
            migrate(path)
        assert raised.value.violation.rule == "STORE-MIGRATE"
        assert (path.read_bytes() if path.exists() else None) == before


def test_an_old_database_with_a_broken_link_is_refused_untouched(old: Path) -> None:
    """A prev_hash that is not the hash before cannot be dropped: the migration refuses rather than lose it."""
    with sqlite3.connect(old) as connection:
        connection.execute("DROP TRIGGER events_no_update")
        connection.execute("UPDATE events SET prev_hash = ? WHERE game_id = 1 AND seq = 2", ["f" * 64])
    before = old.read_bytes()
    with pytest.raises(AdmiraltyError, match="game 1 event 2"):
        migrate(old)
    assert old.read_bytes() == before


def test_the_command_migrates_and_says_what_it_did(old: Path) -> None:
    runner = CliRunner()
    refused = runner.invoke(app, ["games", "--db", str(old)])
    assert refused.exit_code == 2 and "admiralty migrate" in refused.output
    done = runner.invoke(app, ["migrate", "--db", str(old)])
    assert done.exit_code == 0 and "3 games, 18 events rewritten" in done.output
    assert runner.invoke(app, ["verify", "--db", str(old), "--seal", str(FIXTURES / "v1.seal")]).exit_code == 0
