"""The ``identities`` table: the games' identity keys, a projection of the events.

Each game's key (:func:`store.identity.identity`, the one place it is computed)
is written in the same transaction as its events, so the standings find a
tournament's duplicates without decoding every game's turns. It is not
evidence: :mod:`store.verify` computes every key again and reports one that
differs, is missing or has no game (STORE-PROJECTION).

A database made before the table has none, and a game may lack its row:
the standings (:mod:`store.accounts`) then compute the key from its events
(slow but right), and ``admiralty migrate`` adds and fills the table.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

import sqlite_utils

from admiralty.store.events import AFTER_IMPORT, StoreEvent
from admiralty.store.identity import identity
from admiralty.store.sqlite import checks

TABLE = "identities"
"""The table's name (:data:`store.sqlite.schema.IDENTITIES`)."""


def present(db: sqlite_utils.Database) -> bool:
    """Whether the database has the table (one made before it has not, until ``migrate``)."""
    return TABLE in db.table_names()


def insert(db: sqlite_utils.Database, keys: Iterable[tuple[int, str]]) -> None:
    """Write the keys of new games, as ``(game_id, key)``, in one statement. Call inside the transaction
    that stores their events."""
    rows = list(keys)
    if rows:
        cursor = db.conn.executemany(f"INSERT INTO {TABLE} (game_id, key) VALUES (?, ?)", rows)
        checks.confirm(TABLE, cursor.rowcount, len(rows))


def changes(events: Sequence[StoreEvent]) -> bool:
    """Whether appending ``events`` to a game may change its key: anything but an annotation, an
    adjudication or a correction (the key is made of the start, the turns and the verdict)."""
    return not all(isinstance(event, AFTER_IMPORT) for event in events)


def replace(db: sqlite_utils.Database, game_id: int, events: Sequence[StoreEvent]) -> None:
    """Write game ``game_id``'s key again from all its ``events``, in the transaction that appended some."""
    cursor = db.execute(f"INSERT OR REPLACE INTO {TABLE} (game_id, key) VALUES (?, ?)", [game_id, identity(events).key])
    checks.confirm(TABLE, cursor.rowcount, 1)


def stored(db: sqlite_utils.Database, ids: Iterable[int] | None = None) -> dict[int, str]:
    """The stored keys, of the games ``ids`` or of all (none without the table)."""
    if not present(db):
        return {}
    if ids is None:
        return dict(db.execute(f"SELECT game_id, key FROM {TABLE}").fetchall())
    cursor = db.execute(
        f"SELECT game_id, key FROM {TABLE} WHERE game_id IN (SELECT value FROM json_each(?))", [json.dumps(list(ids))]
    )
    return dict(cursor.fetchall())
