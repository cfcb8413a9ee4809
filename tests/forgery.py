"""A forger's hand in tests: writing a store with plain sqlite3, past the append-only triggers the tool
creates (store/sqlite/schema.py), as an insider with the file could."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence


def untriggered(db: str, *statements: str, params: Sequence[object] = ()) -> None:
    """Run ``statements`` with every trigger dropped, then put back as they were."""
    connection = sqlite3.connect(db)
    saved = connection.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
    with connection:
        for name, _ in saved:
            connection.execute(f'DROP TRIGGER "{name}"')
        for statement in statements:
            connection.execute(statement, list(params) if "?" in statement else [])
        for _, sql in saved:
            connection.execute(sql)
    connection.close()
