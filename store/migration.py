"""Rewriting a database of the format before (0) in the store's format (:data:`store.schema.FORMAT`).

``admiralty migrate --db FILE`` runs :func:`migrate`: in one transaction it
reads every event row of the old ``events`` table, writes it again in the
compact form (stored payload, timestamp only where it changes, binary hash,
no ``prev_hash``) and builds the ``summaries`` and ``identities`` projections;
a database of the store's format made before ``identities`` gets that table,
filled from its events. Every hash is
copied, not recomputed, and the hashed text of each event does not change with
the format (specs/store.md, "The hash chain"), so each event keeps its hash,
each game its head hash, and every seal made before, stored or published,
verifies after. ``submissions`` and ``seals`` are not touched: not a byte of a
submission changes.

It refuses a file it does not recognise, and an old database whose rows the
new form could not give back exactly (a payload not in canonical form, a
``prev_hash`` that is not the hash before it, a hash that is not 64 hex
digits): those are findings of ``verify`` by the Admiralty that made it, and
rewriting them would lose them.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from itertools import groupby
from pathlib import Path
from typing import Any

import attrs
import sqlite_utils

from admiralty.referee.violation import AdmiraltyError, violation
from admiralty.store import identities, schema, summaries
from admiralty.store.chain import GENESIS
from admiralty.store.database import StoredEvent, io_error
from admiralty.store.events import GameStarted, StoreEvent
from admiralty.store.identity import identity
from admiralty.store.mapper import from_row, from_stored, to_row, to_stored
from admiralty.store.projections import fold, summary

OLD_EVENTS = ("game_id", "seq", "type", "payload", "at", "prev_hash", "hash")
"""The columns of ``events`` in format 0."""

SUBMISSIONS = ("id", "digest", "name", "size", "content", "tournament", "round", "at")
"""The columns of ``submissions``, the same in every format."""


@attrs.frozen
class Migrated:
    """What :func:`migrate` did.

    Args:
        path: the database.
        before: its format before (:data:`store.schema.FORMAT` when there was nothing to do).
        games: the games rewritten.
        events: the events rewritten.
        size_before: the file's size in bytes before.
        size_after: the file's size in bytes after.
        keys: the games whose identity keys were written (:mod:`store.identities`).
    """

    path: str
    before: int
    games: int
    events: int
    size_before: int
    size_after: int
    keys: int = 0

    @property
    def done(self) -> bool:
        """Whether anything was written (False: the database was already in the store's format, with its
        identity keys)."""
        return self.before != schema.FORMAT or self.keys > 0


def _refuse(path: str, why: str) -> AdmiraltyError:
    return violation("STORE-MIGRATE", f"{path}: {why}; nothing was changed.")


def _columns(db: sqlite_utils.Database, table: str) -> tuple[str, ...]:
    return tuple(row[1] for row in db.execute(f"PRAGMA table_info({table})"))


def _format(db: sqlite_utils.Database, path: str) -> int:
    """The store format of the database at ``path``, when it is one this Admiralty knows."""
    version = int(db.execute("PRAGMA user_version").fetchone()[0])
    if version == schema.FORMAT and "summaries" in db.table_names():
        return version
    if version == 0 and _columns(db, "events") == OLD_EVENTS and _columns(db, "submissions") == SUBMISSIONS:
        return 0
    raise _refuse(path, "this is not an Admiralty database of a format this version knows")


def _rows(
    db: sqlite_utils.Database, path: str, table: str
) -> Iterator[tuple[int, list[tuple[Any, ...]], list[StoreEvent]]]:
    """Each game's old rows in ``table`` with their events, every row checked to come back exactly from the new form."""
    cursor = db.execute(f"SELECT {', '.join(OLD_EVENTS)} FROM {table} ORDER BY game_id, seq")
    for game_id, grouped in groupby(cursor, key=lambda row: row[0]):
        rows, events, prev = list(grouped), [], GENESIS
        for game, seq, kind, payload, _, prev_hash, digest in rows:
            where = f"game {game} event {seq}"
            if prev_hash != prev or not (isinstance(digest, str) and len(digest) == 64 and digest == digest.lower()):
                raise _refuse(
                    path, f"{where} is not linked to the event before it: run verify with the Admiralty that made it"
                )
            try:
                event = from_row(kind, payload)
                bytes.fromhex(digest)
            except (AdmiraltyError, ValueError):
                raise _refuse(path, f"{where} does not read: run verify with the Admiralty that made it") from None
            if to_row(event) != (kind, payload):
                raise _refuse(path, f"{where} is not in canonical form: run verify with the Admiralty that made it")
            events.append(event)
            prev = digest
        yield game_id, rows, events


def _summary(game_id: int, rows: list[tuple[Any, ...]], events: list[StoreEvent]) -> summaries.GameSummary | None:
    """The summary of a game as ``verify`` makes it (its replay), or from its events when it does not replay."""
    try:
        return summary(
            fold(game_id, [StoredEvent(game_id, row[1], event, row[4], row[6]) for row, event in zip(rows, events)])
        )
    except AdmiraltyError:
        return summaries.projected(game_id, events)


def _rewrite(db: sqlite_utils.Database, path: str) -> tuple[int, int]:
    """Rewrite the events and build the summaries; returns how many games and events. Inside a transaction."""
    for name in schema.triggers("events"):
        db.execute(f"DROP TRIGGER IF EXISTS {name}")
    db.execute("ALTER TABLE events RENAME TO events_before")
    indexes = db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'events_before' AND sql IS NOT NULL"
    )
    for (index,) in indexes.fetchall():
        db.execute(f"DROP INDEX {index}")
    schema.create_events(db)
    db.execute(schema.SUMMARIES)
    db.execute(schema.IDENTITIES)
    schema.create_ledger(db)
    games = count = 0
    for game_id, rows, events in _rows(db, path, "events_before"):
        written, stamp = [], None
        for row, event in zip(rows, events):
            # A timestamp is written where it changes: NULL is the time of the event before.
            written.append(
                (
                    game_id,
                    row[1],
                    row[2],
                    to_stored(event, row[1])[1],
                    None if row[4] == stamp else row[4],
                    bytes.fromhex(row[6]),
                )
            )
            stamp = row[4]
        db.conn.executemany(
            "INSERT INTO events (game_id, seq, type, payload, at, hash) VALUES (?, ?, ?, ?, ?, ?)", written
        )
        line = _summary(game_id, rows, events)
        if line is not None:
            summaries.insert(db, line)
            identities.insert(db, game_id, identity(events).key)
        games, count = games + 1, count + len(rows)
    db.execute("DROP TABLE events_before")
    db.execute(f"PRAGMA user_version = {schema.FORMAT}")
    return games, count


def _keys(db: sqlite_utils.Database) -> int:
    """Add the ``identities`` table to a database of the store's format made before it, and write every
    game's key; returns how many. Inside a transaction."""
    db.execute(schema.IDENTITIES)
    count = 0
    cursor = db.execute("SELECT game_id, seq, type, payload FROM events ORDER BY game_id, seq")
    for game_id, rows in groupby(cursor, key=lambda row: row[0]):
        try:
            events = [from_stored(kind, payload, seq) for _, seq, kind, payload in rows]
        except AdmiraltyError:
            continue  # a payload that does not read is verify's finding; the standings compute nothing from it
        if isinstance(events[0], GameStarted):
            identities.insert(db, game_id, identity(events).key)
            count += 1
    return count


def migrate(path: str | Path) -> Migrated:
    """Rewrite the database at ``path`` in the store's format, in one transaction; then compact the file.

    A database already in the store's format gets the ``identities`` table and its keys when it was
    made before them (:mod:`store.identities`), and is otherwise left as it is (:attr:`Migrated.done` is False).

    Raises:
        AdmiraltyError: STORE-MIGRATE when there is no file, it is not an
            Admiralty database of a known format, or an old row would not come
            back exactly; STORE-LOCKED, STORE-IO. Nothing is changed then.
    """
    name = str(path)
    if not Path(name).is_file():
        raise _refuse(name, "there is no database here")
    size = Path(name).stat().st_size
    conn = sqlite3.connect(name, timeout=schema.BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    db = sqlite_utils.Database(conn, execute_plugins=False)
    try:
        try:
            conn.execute("BEGIN IMMEDIATE")
            before = _format(db, name)
        except sqlite3.DatabaseError as error:
            if getattr(error, "sqlite_errorcode", 0) & 0xFF != sqlite3.SQLITE_NOTADB:
                raise
            raise _refuse(name, "this is not an Admiralty database") from None
        if before == schema.FORMAT and identities.present(db):
            conn.execute("ROLLBACK")
            return Migrated(name, before, 0, 0, size, size)
        try:
            if before == schema.FORMAT:
                games, events, keys = 0, 0, _keys(db)
            else:
                games, events = _rewrite(db, name)
                keys = games
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        conn.execute("VACUUM")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    except sqlite3.Error as error:
        raise io_error(error) from None
    finally:
        conn.close()
    return Migrated(name, before, games, events, size, Path(name).stat().st_size, keys)
