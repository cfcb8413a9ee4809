"""Rewriting a database of an older format (0 or 2) in the store's format (:data:`store.sqlite.schema.FORMAT`).

``admiralty migrate --db FILE`` runs :func:`migrate`: in one transaction it
reads every event of the old ``events`` table and writes it again in format 3:
each in its compact form (stored payload, timestamp only on the first row of
an append, binary hash, no ``prev_hash``), each maximal run of plain turns of
one append as one row holding the hash of its last turn. It builds the
``summaries`` projection (format 0) and the ``identities`` one (when missing), and
gives ``summaries`` its seat columns ``first`` and ``second`` where it has the
colour columns of before (:func:`store.sqlite.summaries.seat_columns`), and
makes the account projection with the views, in place of the views of before,
and the standings projection with its views (:mod:`store.account_projection`).
Every event's hash is computed again from the event and must be the one
stored, and the hashed text of each event does not change with the format
(specs/store.md, "The hash chain"), so each event keeps its hash, each game
its head hash, and every seal made before, stored or published, verifies
after. ``submissions`` and ``seals`` are not touched: not a byte of a
submission changes.

It refuses a file it does not recognise, and an old database whose rows the
new form could not give back exactly (a payload not in canonical form, a
``prev_hash`` that is not the hash before it, a hash that is not the event's
link): those are findings of ``verify`` by the Admiralty that made it, and
rewriting them would lose them.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from itertools import accumulate, groupby
from pathlib import Path

import attrs
import sqlite_utils

from admiralty.referee.violation import AdmiraltyError, violation
from admiralty.store import account_projection
from admiralty.store.chain import GENESIS
from admiralty.store.events import GameStarted, StoreEvent
from admiralty.store.identity import identity
from admiralty.store.mapper import encoded, from_row, from_stored, to_row, to_stored
from admiralty.store.projections import fold, summary
from admiralty.store.recorder import StoredEvent
from admiralty.store.rows import read_rows, row_values
from admiralty.store.sqlite import checks, identities, schema, summaries
from admiralty.store.sqlite.database import EventStore, io_error
from admiralty.store.sqlite.inserts import insert_rows
from admiralty.store.summaries import GameSummary, projected

OLD_EVENTS = ("game_id", "seq", "type", "payload", "at", "prev_hash", "hash")
"""The columns of ``events`` in format 0."""

SUBMISSIONS = ("id", "digest", "name", "size", "content", "tournament", "round", "at")
"""The columns of ``submissions``, the same in every format."""


@attrs.frozen
class Migrated:
    """What :func:`migrate` did.

    Args:
        path: the database.
        before: its format before (:data:`store.sqlite.schema.FORMAT` when there was nothing to do).
        games: the games rewritten.
        events: the events rewritten.
        size_before: the file's size in bytes before.
        size_after: the file's size in bytes after.
        keys: the games whose identity keys were written (:mod:`store.sqlite.identities`).
        seats: whether the ``summaries`` projection got its seat columns in place of colours
            (:func:`store.sqlite.summaries.seat_columns`).
        accounts: the tournaments whose account rows were written, when the account projection and its
            views were made (:func:`_accounts`); None when the store had them, or has no ledger.
        standings: the tournaments whose standings rows were written, when the standings projection and its
            views were made (with the account projection, or alone in a store that had that one); None when the
            store had them, or has no ledger.
    """

    path: str
    before: int
    games: int
    events: int
    size_before: int
    size_after: int
    keys: int = 0
    seats: bool = False
    accounts: int | None = None
    standings: int | None = None

    @property
    def done(self) -> bool:
        """Whether anything was written (False: the database was already in the store's format, with its
        identity keys, seat columns and account and standings projections)."""
        made = self.accounts is not None or self.standings is not None
        return self.before != schema.FORMAT or self.keys > 0 or self.seats or made


def _refuse(path: str, why: str) -> AdmiraltyError:
    return violation("STORE-MIGRATE", f"{path}: {why}; nothing was changed.")


def _columns(db: sqlite_utils.Database, table: str) -> tuple[str, ...]:
    return tuple(row[1] for row in db.execute(f"PRAGMA table_info({table})"))


def _format(db: sqlite_utils.Database, path: str) -> int:
    """The store format of the database at ``path``, when it is one this Admiralty knows."""
    version = int(db.execute("PRAGMA user_version").fetchone()[0])
    if version in schema.READ and "summaries" in db.table_names():
        return version
    if version == 0 and _columns(db, "events") == OLD_EVENTS and _columns(db, "submissions") == SUBMISSIONS:
        return 0
    raise _refuse(path, "this is not an Admiralty database of a format this version knows")


Event = tuple[int, StoreEvent, str, bool, str]
"""An old row's event as the migration reads it: ``(seq, event, at, stamped, hash)``, ``at`` its time
and ``stamped`` whether it begins an append (its row holds its own time)."""


def _old_rows(db: sqlite_utils.Database, path: str) -> Iterator[tuple[int, list[Event]]]:
    """Each game's events of format 0, every row checked to come back exactly from the new form.

    An append is the rows of one time: format 0 holds a time on every row.
    """
    cursor = db.execute(f"SELECT {', '.join(OLD_EVENTS)} FROM events_before ORDER BY game_id, seq")
    for game_id, grouped in groupby(cursor, key=lambda row: row[0]):
        events: list[Event] = []
        prev, stamp = GENESIS, None
        for game, seq, kind, payload, at, prev_hash, digest in grouped:
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
            events.append((seq, event, at, at != stamp, digest))
            prev, stamp = digest, at
        yield game_id, events


def _compact_rows(db: sqlite_utils.Database, path: str) -> Iterator[tuple[int, list[Event]]]:
    """Each game's events of format 2, every row checked to be in canonical form."""
    cursor = db.execute("SELECT game_id, seq, type, payload, at, hash FROM events_before ORDER BY game_id, seq")
    for game_id, rows in groupby(read_rows(cursor), key=lambda row: row.game_id):
        events: list[Event] = []
        for row in rows:
            try:
                event = from_stored(row.type, row.stored, row.seq)
            except AdmiraltyError:
                raise _refuse(
                    path, f"game {game_id} event {row.seq} does not read: run verify with the Admiralty that made it"
                ) from None
            if to_stored(event, row.seq) != (row.type, row.stored):
                raise _refuse(
                    path,
                    f"game {game_id} event {row.seq} is not in canonical form: run verify with the Admiralty that made it",
                )
            events.append((row.seq, event, row.at, row.stamped, row.hash))
        yield game_id, events


def _written(path: str, game_id: int, events: list[Event]) -> list[tuple[str, list[object]]]:
    """The time and the row values of each append of a game, in the store's format (:func:`store.mapper.encoded`),
    every event's hash computed again and checked to be the one stored."""
    written, prev = [], GENESIS
    starts = accumulate(int(stamped) for _, _, _, stamped, _ in events)
    for _, grouped in groupby(zip(starts, events), key=lambda each: each[0]):
        append = [event for _, event in grouped]
        seq, at = append[0][0], append[0][2]
        values, digests = row_values(game_id, seq, prev, at, encoded([each[1] for each in append], seq))
        for (place, _, _, _, digest), made in zip(append, digests):
            if made != digest:
                raise _refuse(
                    path,
                    f"game {game_id} event {place} does not hold its own hash: run verify with the Admiralty that made it",
                )
        written.append((at, values))
        prev = append[-1][4]
    return written


def _summary(game_id: int, events: list[Event]) -> GameSummary | None:
    """The summary of a game as ``verify`` makes it (its replay), or from its events when it does not replay."""
    try:
        return summary(
            fold(game_id, [StoredEvent(game_id, seq, event, at, digest) for seq, event, at, _, digest in events])
        )
    except AdmiraltyError:
        return projected(game_id, [each[1] for each in events])


def _rewrite(db: sqlite_utils.Database, path: str, before: int) -> tuple[int, int, int]:
    """Rewrite the events in the store's format, with the summaries (format 0) and identity keys (when
    missing); returns how many games, events and keys. Inside a transaction."""
    keys = before == 0 or not identities.present(db)
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
    games = count = written = 0
    for game_id, events in (_old_rows if before == 0 else _compact_rows)(db, path):
        for at, values in _written(path, game_id, events):
            insert_rows(db.conn, (*values[:4], at, values[4]), values[5:])
        line = _summary(game_id, events) if before == 0 else None
        if line is not None:
            summaries.insert(db, [(game_id, line)])
        if keys and isinstance(events[0][1], GameStarted):
            identities.insert(db, [(game_id, identity([each[1] for each in events]).key)])
            written += 1
        games, count = games + 1, count + len(events)
    db.execute("DROP TABLE events_before")
    db.execute(f"PRAGMA user_version = {schema.FORMAT}")
    return games, count, written


def _keys(db: sqlite_utils.Database) -> int:
    """Add the ``identities`` table to a database of the store's format made before it, and write every
    game's key; returns how many. Inside a transaction."""
    db.execute(schema.IDENTITIES)
    count = 0
    cursor = db.execute("SELECT game_id, seq, type, payload, at, hash FROM events ORDER BY game_id, seq")
    for game_id, rows in groupby(read_rows(cursor), key=lambda row: row.game_id):
        try:
            events = [from_stored(row.type, row.stored, row.seq) for row in rows]
        except AdmiraltyError:
            continue  # a payload that does not read is verify's finding; the standings compute nothing from it
        if isinstance(events[0], GameStarted):
            identities.insert(db, [(game_id, identity(events).key)])
            count += 1
    return count


def _refuse_foreign(db: sqlite_utils.Database, name: str) -> None:
    """A store in the current format whose schema is not the tool's (a table dropped, a trigger added) is not
    left as if all were well: STORE-SCHEMA, naming the first object that differs (``verify`` names each).

    Raises:
        AdmiraltyError: STORE-SCHEMA.
    """
    differs = checks.schema_findings(db)
    if differs:
        raise violation(
            "STORE-SCHEMA",
            f"{name} is in the current store format, but its schema is not the tool's: {differs[0].message} "
            "Nothing was changed; run admiralty verify.",
        )


def _projections(db: sqlite_utils.Database, accounted: bool) -> int:
    """Make the projections a store lacks, with their views: the account projection and the standings one
    when it was made before both (the views of before dropped), the standings one when ``accounted``; and
    write every tournament's rows (:mod:`store.account_projection`); how many tournaments. Inside the
    migration's transaction, which the recorder joins."""
    if accounted:
        schema.create_standings(db)
    else:
        schema.create_views(db)
    store = EventStore.joining(db)
    names = account_projection.tournaments(store)
    account_projection.refresh(store, names)
    return len(names)


def migrate(path: str | Path) -> Migrated:
    """Rewrite the database at ``path`` in the store's format, in one transaction; then compact the file.

    A database already in the store's format gets the ``identities`` table and its keys when it was
    made before them (:mod:`store.sqlite.identities`), and is otherwise left as it is (:attr:`Migrated.done` is False).

    Raises:
        AdmiraltyError: STORE-MIGRATE when there is no file, it is not an
            Admiralty database of a known format, or an old row would not come
            back exactly; STORE-LOCKED, STORE-IO. Nothing is changed then.
    """
    name = str(path)
    if Path(name).is_dir():
        raise _refuse(name, "this is a folder, not a database")
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
        tables = db.table_names()
        accounted, ranked = schema.ACCOUNT[0] in tables, schema.STANDINGS[0] in tables
        current = (accounted and ranked) or schema.LEDGER not in tables  # a store without a ledger has no views
        if before == schema.FORMAT and identities.present(db) and not summaries.coloured(db) and current:
            conn.execute("ROLLBACK")
            _refuse_foreign(db, name)
            return Migrated(name, before, 0, 0, size, size)
        try:
            if before == schema.FORMAT:
                games, events, keys = 0, 0, 0 if identities.present(db) else _keys(db)
            else:
                games, events, keys = _rewrite(db, name, before)
            seats = summaries.seat_columns(db)  # after the events' rename, which views follow
            # after the rewrite, which may have made the ledger
            made = (
                None if (accounted and ranked) or schema.LEDGER not in db.table_names() else _projections(db, accounted)
            )
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
    accounts = None if accounted else made
    return Migrated(name, before, games, events, size, Path(name).stat().st_size, keys, seats, accounts, made)
