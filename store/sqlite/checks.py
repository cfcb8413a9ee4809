"""SQLite's own checks of a store, for ``verify``: the file's integrity and the append-only triggers.

A trigger dropped, or replaced by a no-op of the same name, lets rows be
edited in place: each must exist with exactly the SQL :mod:`store.sqlite.schema`
creates, and no other trigger may (STORE-SCHEMA). ``PRAGMA integrity_check``
finds a damaged file (STORE-INTEGRITY).
"""

from __future__ import annotations

import sqlite_utils

from admiralty.store.findings import Finding
from admiralty.store.sqlite.schema import APPEND_ONLY, LEDGER, SEALS, triggers


def _integrity(db: sqlite_utils.Database) -> list[Finding]:
    """What ``PRAGMA integrity_check`` says, when it is not ``ok``."""
    integrity = [row[0] for row in db.execute("PRAGMA integrity_check")]
    if integrity == ["ok"]:
        return []
    return [Finding("STORE-INTEGRITY", f"SQLite integrity check: {line}") for line in integrity]


def _triggers(db: sqlite_utils.Database) -> list[Finding]:
    """Every append-only trigger exists with the SQL :mod:`store.sqlite.schema` creates, and no other trigger does."""
    stored = {row[0]: row[1] for row in db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'")}
    present = db.table_names()
    tables = (*APPEND_ONLY, *(table for table in (SEALS, LEDGER) if table in present))
    expected = {name: sql for table in tables for name, sql in triggers(table).items()}
    findings = [
        Finding("STORE-SCHEMA", f"The append-only trigger {name} is missing.")
        if name not in stored
        else Finding(
            "STORE-SCHEMA", f"The append-only trigger {name} was replaced: its SQL is not what the tool creates."
        )
        for name, sql in expected.items()
        if stored.get(name) != sql
    ]
    findings += [
        Finding("STORE-SCHEMA", f"The trigger {name} is not one the tool creates.")
        for name in stored
        if name not in expected
    ]
    return findings


def findings(db: sqlite_utils.Database) -> list[Finding]:
    """What SQLite's integrity check finds, then every append-only trigger missing, replaced or added."""
    return _integrity(db) + _triggers(db)
