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
        connection.execute("DROP TRIGGER events_no_delete")
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
    """Changing a turn's token breaks the hash of its run's last turn, the one its row holds: the run is named."""
    tamper(
        imported, "UPDATE events SET payload = replace(payload, '121a5-a4', '121a5-a3') WHERE game_id = 2 AND seq = 1"
    )
    assert Finding(
        "STORE-TAMPER", "The run of turns 1 to 3 was edited outside the tool: its last hash does not match.", 2, 1
    ) in findings(imported)


def test_edited_event_of_its_own_row_is_named_by_game_and_seq(imported) -> None:
    """Changing an event stored alone breaks its own hash."""
    tamper(imported, "UPDATE events SET payload = replace(payload, 'true', 'false') WHERE game_id = 2 AND seq = 4")
    assert Finding(
        "STORE-TAMPER", "The VerdictRecorded event was edited outside the tool: its hash does not match.", 2, 4
    ) in findings(imported)


@pytest.mark.parametrize(
    ("payload", "seq"),
    [
        ('["211c2-c4","211c4-d4"]', 3),  # a turn dropped: the verdict is at 4, event 3 missing
        ('["121a5-a4","211c2-c4","211c4-d4"]', 1),  # two turns swapped: the last link differs
        ('["211c2-c4","121a5-a4","211c4-d5"]', 1),  # the last token edited: its own hash differs
    ],
)
def test_a_run_with_a_turn_dropped_or_moved_is_found(imported, payload, seq) -> None:
    """Every turn's link inside a run is computed again: dropping or reordering one breaks the chain."""
    tamper(imported, f"UPDATE events SET payload = '{payload}' WHERE game_id = 1 AND seq = 1")
    assert ("STORE-TAMPER", 1, seq) in [(f.rule, f.game, f.seq) for f in findings(imported)]


@pytest.mark.parametrize(
    "payload",
    ['["211c2-c4", "121a5-a4", "211c4-d4"]', '["211c2-c4","121a5-a4","211c4-d4",]', '{"token":"211c2-c4"}'],
)
def test_a_run_not_in_canonical_form_does_not_read(imported, payload) -> None:
    """A run row holds the canonical JSON array of its tokens, nothing else."""
    tamper(imported, f"UPDATE events SET payload = '{payload}' WHERE game_id = 1 AND seq = 1")
    assert Finding("STORE-TAMPER", "The row is not a run of plain turns in canonical form.", 1, 1) in findings(imported)


def test_a_run_split_in_two_rows_with_its_hashes_is_not_in_canonical_form(imported) -> None:
    """Plain turns of one append are one row: the same events in two rows, every hash right, are reported."""
    with EventStore.open(imported) as store:
        first = next(row for row in store.rows(1) if row.seq == 1)
        last = next(row for row in store.rows(1) if row.seq == 3)
    tamper(
        imported,
        "DELETE FROM events WHERE game_id = 1 AND seq = 1",
        f"INSERT INTO events VALUES (1, 1, 'TurnPlayed', '\"211c2-c4\"', NULL, x'{first.hash}')",
        f"INSERT INTO events VALUES (1, 2, 'TurnsPlayed', '[\"121a5-a4\",\"211c4-d4\"]', NULL, x'{last.hash}')",
    )
    found = findings(imported)
    assert [(f.rule, f.game, f.seq) for f in found if f.rule != "STORE-SCHEMA"] == [("STORE-TAMPER", 1, 2)]
    assert "not in canonical form" in found[-1].message


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
