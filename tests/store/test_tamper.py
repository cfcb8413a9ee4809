"""An event edited outside the tool makes verify fail and name it."""

from __future__ import annotations

import sqlite3

import pytest

from admiralty.store import EventStore, Finding, import_file, verify
from tests.store.conftest import AT, SHORT_GAME


def tamper(db_path: str, *statements: str) -> None:
    """Edit the database as an outsider would: plain sqlite3, triggers dropped."""
    connection = sqlite3.connect(db_path)
    with connection:
        connection.execute("DROP TRIGGER events_no_update")
        connection.execute("DROP TRIGGER submissions_no_update")
        for statement in statements:
            connection.execute(statement)
    connection.close()


@pytest.fixture
def imported(db_path) -> str:
    with EventStore.open(db_path) as store:
        import_file(store, "a.mgn", SHORT_GAME, AT)
        import_file(store, "b.mgn", SHORT_GAME + b"\n", AT)
    return db_path


def findings(db_path: str) -> tuple[Finding, ...]:
    with EventStore.open(db_path) as store:
        return verify(store).findings


def test_edited_payload_is_named_by_game_and_seq(imported) -> None:
    """Changing a turn's token breaks the hash at that event."""
    tamper(
        imported, "UPDATE events SET payload = replace(payload, '121a5-a4', '121a5-a3') WHERE game_id = 2 AND seq = 2"
    )
    assert Finding(
        "STORE-TAMPER", "The TurnPlayed event was edited outside the tool: its hash does not match.", 2, 2
    ) in findings(imported)


def test_edited_timestamp_is_detected(imported) -> None:
    """The timestamp is hashed too."""
    tamper(imported, "UPDATE events SET at = '2020-01-01' WHERE game_id = 1 AND seq = 0")
    assert ("STORE-TAMPER", 1, 0) in [(f.rule, f.game, f.seq) for f in findings(imported)]


def test_edited_submission_is_detected(imported) -> None:
    """A submitted file that no longer matches its digest is reported."""
    tamper(imported, "UPDATE submissions SET content = x'00' WHERE id = 1")
    assert any("does not match its digest" in f.message for f in findings(imported))


def test_dropped_trigger_is_reported(imported) -> None:
    """verify checks the append-only triggers are still there."""
    tamper(imported)
    assert {f.rule for f in findings(imported)} == {"STORE-SCHEMA"}


def test_untouched_store_verifies(imported) -> None:
    """Without tampering there is nothing to report."""
    assert findings(imported) == ()
