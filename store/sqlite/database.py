"""The SQLite recorder: append-only event streams of games, the projections, the submissions, the
tournaments' ledgers and the seals, in one SQLite database.

:class:`EventStore` is the :class:`store.recorder.Recorder` of the store: it
appends events atomically with optimistic concurrency and reads them back; it
knows nothing of MGN. Every write is one ``BEGIN IMMEDIATE`` transaction, so
concurrent writers queue behind each other (up to
:data:`store.sqlite.schema.BUSY_TIMEOUT_MS`) instead of interleaving.

>>> store = EventStore.open(":memory:")
>>> from admiralty.store.events import GameStarted, Annotated
>>> started = GameStarted((), "mfen", "6x4", False, 40, "digest", 1)
>>> game = store.start_game([started], at="2026-11-22T06:00:00+00:00")
>>> [e.seq for e in store.append(game, 1, [Annotated(1, comment="ok")], at="2026-11-22T06:01:00+00:00")]
[1]
>>> store.append(game, 1, [Annotated(1, comment="late")], at="2026-11-22T06:02:00+00:00")
Traceback (most recent call last):
...
admiralty.referee.violation.AdmiraltyError: STORE-CONFLICT: Game 1 is at version 2, not 1: another writer appended first; nothing was written.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs
import sqlite_utils

from admiralty.referee.tournament.events import LedgerEvent
from admiralty.referee.violation import AdmiraltyError, violation
from admiralty.store.account_rows import GameRow, PairingRow
from admiralty.store.chain import GENESIS
from admiralty.store.events import StoreEvent
from admiralty.store.findings import Finding
from admiralty.store.identity import identity
from admiralty.store.ledger import STREAM as LEDGER_STREAM
from admiralty.store.ledger import LedgerRow, conflict, linked
from admiralty.store.mapper import RUN, Encoded, encoded, from_stored, held, singles
from admiralty.store.recorder import SignedEvent, StoredEvent, Submission
from admiralty.store.rows import LATER_VALUES, Row, hex_of, read_rows, row_values
from admiralty.store.signatures import Signature
from admiralty.store.sqlite import accounts, checks, identities, schema, summaries
from admiralty.store.sqlite.inserts import FIRST, insert_later, insert_rows
from admiralty.store.standing_rows import StandingRow, TiebreakRow
from admiralty.store.summaries import GameSummary, projected

if TYPE_CHECKING:
    from admiralty.store.seals import SealedLedger, SealedSubmission


_LOCKED = frozenset({sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED})
"""Primary result codes of a database another connection holds: STORE-LOCKED."""

_IO_HINTS = {
    sqlite3.SQLITE_FULL: "the disk is full: free some space and try again",
    sqlite3.SQLITE_READONLY: "the database (or its folder or disk) is read-only: writing needs write access",
    sqlite3.SQLITE_CANTOPEN: "the file cannot be opened: check the path and its folder",
    sqlite3.SQLITE_NOTADB: "the file is not an Admiralty database",
    sqlite3.SQLITE_CORRUPT: "the database file is damaged: restore it from a copy",
    sqlite3.SQLITE_IOERR: "the disk could not be read or written",
}
"""Plain-language reasons for the SQLite errors an arbiter can meet, by primary result code."""


_READ_ONLY_MEDIA = frozenset({sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_READONLY})
"""Primary result codes SQLite gives when opening a WAL database on a read-only disk."""


def _primary_code(error: sqlite3.Error) -> int | None:
    """The primary result code of an SQLite error (``SQLITE_BUSY`` for ``SQLITE_BUSY_SNAPSHOT``),
    or None for an error SQLite itself did not raise (a closed connection)."""
    code = getattr(error, "sqlite_errorcode", None)
    return None if code is None else code & 0xFF


def io_error(error: sqlite3.Error) -> AdmiraltyError:
    """A sqlite3 error as a store violation, by its result code: locked (STORE-LOCKED) or I/O (STORE-IO).

    Nothing of the failed write is kept: every write is one transaction.
    """
    text, code = str(error), _primary_code(error)
    if code in _LOCKED:
        return violation(
            "STORE-LOCKED", f"The database stayed locked by another writer ({text}); nothing was written, try again."
        )
    reason = _IO_HINTS.get(code, text) if code is not None else text
    return violation("STORE-IO", f"The database cannot be used: {reason} (SQLite: {text}).")


CONTENT = "CAST(content AS BLOB)"
"""A submission's bytes as the readers take them, whatever a hand stored there (its text's UTF-8 bytes): a file
edited as text is then told by its digest (STORE-TAMPER), not by a reader stopped."""

LEDGER_TEXTS = ", ".join(f"CAST({column} AS TEXT)" for column in ("type", "payload", "at", "prev_hash", "hash"))
"""A ledger row's text columns as texts, whatever a hand stored there: a value edited to another type is then told
by its link (STORE-TAMPER), not by a reader stopped."""

MOST_ID = 2**63 - 1
"""The largest integer SQLite holds, so the largest game id there can be."""


def holdable(game_id: int) -> bool:
    """Whether SQLite can hold ``game_id``: one it cannot (a larger, or below its least) names no stored game,
    and is never handed to SQLite, which would raise OverflowError.

    >>> holdable(MOST_ID), holdable(MOST_ID + 1), holdable(-MOST_ID - 1)
    (True, False, True)
    """
    return -MOST_ID - 1 <= game_id <= MOST_ID


def format_of(db: sqlite_utils.Database) -> int | None:
    """The store format of a database (:data:`store.sqlite.schema.FORMAT`), or None when it has no store yet."""
    if "events" not in db.table_names():
        return None
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def _refuse_foreign(db: sqlite_utils.Database) -> None:
    """Refuse a database that holds another program's tables: a store is made only in an empty one.

    Raises:
        AdmiraltyError: STORE-IO, naming the tables found; nothing is written.
    """
    tables = [name for name in db.table_names() if not name.startswith("sqlite_")]
    if tables:
        raise violation(
            "STORE-IO",
            f"The database is another program's (its tables: {', '.join(sorted(tables)[:5])}), not an Admiralty "
            "store: give --db a new file or an Admiralty database; nothing was written.",
        )


class EventStore:
    """The store in one SQLite database: the :class:`store.recorder.Recorder` the services write through.

    Open with :meth:`open`; close with :meth:`close` or a ``with`` block.
    """

    def __init__(self, db: sqlite_utils.Database) -> None:
        self.db = db
        """The SQLite database itself, for tests and tools that look under the recorder (no service does)."""
        self._depth = 0
        self._next: int | None = None
        self.signer: Callable[[str], Signature] | None = None
        """Signs the hash of every event this store appends to a game or a ledger while it is set (a command
        given ``--key``), in the append's transaction (specs/store.md, "Signed decisions")."""
        if format_of(db) is None:
            _refuse_foreign(db)
            # Only a fresh database takes the write lock on opening, and checks
            # again under it: readers never wait for a writer (WAL).
            with self.transaction():
                if format_of(db) is None:
                    schema.create(db)
        found = format_of(db)
        self._keys = identities.present(db)
        if found not in schema.READ:
            raise violation(
                "STORE-MIGRATE",
                f"The database is in an older store format ({found}, this Admiralty writes {schema.FORMAT}): "
                "run admiralty migrate --db FILE once to rewrite it; nothing was read or written.",
            )
        self.format: int = found
        """The database's store format: :data:`store.sqlite.schema.FORMAT`, or 2 (no runs) until ``migrate``."""

    @classmethod
    def open(cls, path: str | Path, busy_timeout_ms: int = schema.BUSY_TIMEOUT_MS) -> EventStore:
        """Open (creating if needed) the store at ``path``, or ``":memory:"``.

        ``busy_timeout_ms`` is how long a write waits for another writer before
        the database counts as locked (STORE-LOCKED).

        Raises:
            AdmiraltyError: STORE-IO when the file cannot be opened as a
                database, STORE-LOCKED when another writer holds it too long.
        """
        memory = str(path) == ":memory:"
        db: sqlite_utils.Database | None = None
        try:
            if memory:
                db = sqlite_utils.Database(memory=True, execute_plugins=False)
            else:
                conn = sqlite3.connect(str(path), timeout=busy_timeout_ms / 1000)
                db = sqlite_utils.Database(conn, execute_plugins=False)
            schema.configure(db, True, busy_timeout_ms)  # no WAL yet: a database refused is left as it was
            store = cls(db)
            if not memory:
                schema.configure(db, memory, busy_timeout_ms)
            return store
        except (sqlite3.Error, AdmiraltyError) as error:
            if db is not None:
                db.close()
            if isinstance(error, AdmiraltyError):
                raise
            if not memory and Path(path).is_file() and _primary_code(error) in _READ_ONLY_MEDIA:
                return cls._read_only(path, error)
            raise io_error(error) from None

    @classmethod
    def joining(cls, db: sqlite_utils.Database) -> EventStore:
        """The recorder of a store whose caller holds a write transaction on it (``admiralty migrate``'s): its
        writes join that transaction, which the caller commits or rolls back."""
        store = cls(db)
        store._depth = 1
        return store

    @classmethod
    def _read_only(cls, path: str | Path, error: sqlite3.Error) -> EventStore:
        """An existing database on a read-only disk, opened for reading only.

        SQLite cannot create the WAL's shared-memory file there, so the normal
        open fails; read-only immutable mode reads it as it is, and any write
        is refused as a read-only database (STORE-IO).
        """
        uri = f"{Path(path).resolve().as_uri()}?mode=ro&immutable=1"
        try:
            return cls(sqlite_utils.Database(sqlite3.connect(uri, uri=True), execute_plugins=False))
        except sqlite3.Error:
            raise io_error(error) from None

    @classmethod
    @contextmanager
    def opened(cls, path: str) -> Iterator[EventStore]:
        """The store at ``path`` (:meth:`open`) for a ``with`` block, closed after it; an SQLite error
        raised in the block, which no write turned into a violation, as STORE-IO with SQLite's text.

        Raises:
            AdmiraltyError: as :meth:`open`; STORE-IO.
        """
        try:
            with cls.open(path) as store:
                yield store
        except sqlite3.Error as error:
            raise violation("STORE-IO", str(error)) from None

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> EventStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[EventStore]:
        """One write transaction (``BEGIN IMMEDIATE``): everything inside or nothing.

        Nested blocks join the outer transaction. A store whose schema is not the tool's is not written to
        (:func:`store.sqlite.checks.refuse_foreign_schema`, STORE-SCHEMA).
        """
        if self._depth:
            self._depth += 1
            try:
                yield self
            finally:
                self._depth -= 1
            return
        conn = self.db.conn
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            raise io_error(error) from None
        self._depth = 1
        try:
            if format_of(self.db) is not None:  # a fresh database's schema is made in this transaction
                checks.refuse_foreign_schema(self.db)
            yield self
        except BaseException as error:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            if isinstance(error, sqlite3.Error) and not isinstance(error, sqlite3.IntegrityError):
                raise io_error(error) from None
            raise
        else:
            try:
                conn.execute("COMMIT")
            except sqlite3.Error as error:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise io_error(error) from None
        finally:
            self._depth = 0
            self._next = None

    @contextmanager
    def snapshot(self) -> Iterator[EventStore]:
        """One read transaction (``BEGIN``, deferred): every read inside sees the database as its first read
        found it, whatever another connection commits meanwhile (WAL); inside a transaction, that one."""
        conn = self.db.conn
        if self._depth or conn.in_transaction:
            yield self
            return
        try:
            conn.execute("BEGIN")
        except sqlite3.Error as error:
            raise io_error(error) from None
        try:
            yield self
        finally:
            if conn.in_transaction:
                conn.execute("ROLLBACK")

    def version(self, game_id: int) -> int:
        """How many events game ``game_id`` holds: the ``expected_seq`` of the next append."""
        return self._head(game_id)[0]

    def _head(self, game_id: int) -> tuple[int, str]:
        """How many events game ``game_id`` holds and the hash of its last: its last row's (a run's is its
        last turn's hash), one look-up."""
        row = self.db.execute(
            "SELECT seq, type, payload, hash FROM events WHERE game_id = ? ORDER BY seq DESC LIMIT 1", [game_id]
        ).fetchone()
        return (0, GENESIS) if row is None else (row[0] + held(row[1], row[2]), hex_of(row[3]))

    def heads(self) -> list[tuple[int, int, str]]:
        """Every game's ``(game_id, events, hash of its last event)``, in order (what a seal holds)."""
        # SQLite takes the bare columns (type, payload, hash) from the row holding max(seq).
        cursor = self.db.execute(
            "SELECT game_id, max(seq), type, payload, hash FROM events GROUP BY game_id ORDER BY game_id"
        )
        return [(game, seq + held(kind, stored), hex_of(digest)) for game, seq, kind, stored, digest in cursor]

    def hash_at(self, game_id: int, seq: int) -> str | None:
        """The hash of event ``seq`` of game ``game_id``, or None when the game holds no such event."""
        row = self.db.execute(
            "SELECT seq, type, payload, hash FROM events WHERE game_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1",
            [game_id, seq],
        ).fetchone()
        if row is None or row[0] + held(row[1], row[2]) <= seq:
            return None
        if row[0] + held(row[1], row[2]) == seq + 1:
            return hex_of(row[3])
        return next(each.hash for each in self.rows(game_id) if each.seq == seq)  # a turn inside a run

    def append(self, game_id: int, expected_seq: int, events: Sequence[StoreEvent], at: str) -> list[StoredEvent]:
        """Append ``events`` to game ``game_id`` at once, or nothing.

        Args:
            game_id: the game's stream.
            expected_seq: how many events the caller believes the game holds.
            events: the events to append, in order.
            at: the timestamp to record (ISO 8601); the store reads no clock.

        Returns:
            The stored events, with their sequence numbers and hashes.

        Raises:
            AdmiraltyError: STORE-CONFLICT when the game does not hold
                ``expected_seq`` events (another writer appended first);
                STORE-STREAM when a new game does not begin with GameStarted
                or GameStarted comes later; STORE-LOCKED, STORE-IO.
        """
        try:
            with self.transaction():
                digests = self._append(game_id, expected_seq, encoded(events, expected_seq), at)
                self._sign(game_id, "", expected_seq, digests)
                summaries.update(self.db, game_id, events)
                if self._keys and identities.changes(events):
                    identities.replace(self.db, game_id, [each.event for each in self.stored(game_id)])
        except sqlite3.IntegrityError:
            raise self._conflict(game_id, expected_seq) from None
        except sqlite3.Error as error:
            raise io_error(error) from None
        return [
            StoredEvent(game_id, seq, event, at, digest)
            for seq, event, digest in zip(range(expected_seq, expected_seq + len(digests)), events, digests)
        ]

    def _conflict(self, game_id: int, expected_seq: int) -> AdmiraltyError:
        return violation(
            "STORE-CONFLICT",
            f"Game {game_id} is at version {self.version(game_id)}, not {expected_seq}: "
            "another writer appended first; nothing was written.",
        )

    def _append(self, game_id: int, expected_seq: int, events: list[Encoded], at: str) -> list[str]:
        """Insert the rows of ``events``, chained to the game's head; returns their hashes."""
        seq, prev = self._head(game_id)
        if seq != expected_seq:
            raise self._conflict(game_id, expected_seq)
        return self._insert(game_id, seq, prev, events, at)

    def _insert(self, game_id: int, seq: int, prev: str, rows: list[Encoded], at: str) -> list[str]:
        """Insert ``rows`` as events ``seq`` on of game ``game_id``, chained to ``prev``; returns the events' hashes.

        A database of format 2 gets each run's turns as rows of their own.

        Raises:
            AdmiraltyError: STORE-STREAM when a GameStarted is not the first event, or the first is another;
                nothing is inserted then.
        """
        values, digests = row_values(game_id, seq, prev, at, rows if self.format >= 3 else singles(rows, seq))
        if values:  # the time is written on the first row of the append only: the others share it
            insert_rows(self.db.conn, (*values[:4], at, values[4]), values[LATER_VALUES:])
            head = self._head(game_id)
            if head != (seq + len(digests), digests[-1]):
                raise checks.dropped(f"events (game {game_id})", head[0] - seq, len(digests))
        return digests

    def start_game(self, events: Sequence[StoreEvent], at: str) -> int:
        """Append a new game (its first event a GameStarted) under the next free id, with its summary
        and its identity key."""
        with self.transaction():
            game_id = self._next_id()
            self._insert(game_id, 0, GENESIS, encoded(events, 0), at)
            line = projected(game_id, events)
            if line is not None:
                summaries.insert(self.db, [(game_id, line)])
                if self._keys:
                    identities.insert(self.db, [(game_id, identity(events).key)])
            return game_id

    def start_written(self, games: Sequence[tuple[Sequence[Encoded], GameSummary, str]], at: str) -> list[int]:
        """:meth:`start_game` for new games whose events are already encoded (:func:`encoded`), each given with
        the summary :func:`store.summaries.projected` gives for them (its id is set here) and their identity
        key; returns their ids. Each table is written in a few statements for all of them."""
        with self.transaction():
            ids, firsts, later = [], [], []
            for rows, _, _ in games:
                game_id = self._next_id()
                values, _ = row_values(game_id, 0, GENESIS, at, list(rows) if self.format >= 3 else singles(rows, 0))
                firsts.append((*values[:4], at, values[4]))
                later += values[LATER_VALUES:]
                ids.append(game_id)
            before = self.db.conn.total_changes
            self.db.conn.executemany(FIRST, firsts)
            insert_later(self.db.conn, later)
            checks.confirm("events", self.db.conn.total_changes - before, len(firsts) + len(later) // LATER_VALUES)
            summaries.insert(self.db, zip(ids, (summary for _, summary, _ in games)))
            if self._keys:
                identities.insert(self.db, zip(ids, (key for _, _, key in games)))
            return ids

    def _next_id(self) -> int:
        """The id of a new game: read once per write transaction, which no other writer can join."""
        if self._next is None:
            self._next = int(self.db.execute("SELECT coalesce(max(game_id), 0) + 1 FROM events").fetchone()[0])
        self._next += 1
        return self._next - 1

    def events(self, game_id: int) -> list[StoredEvent]:
        """The events of game ``game_id``, in order.

        Raises:
            AdmiraltyError: STORE-NOGAME when no game has that id; STORE-TAMPER
                when a payload cannot be read.
        """
        stored = list(self.stored(game_id))
        if not stored:
            raise violation("STORE-NOGAME", f"There is no game {game_id} in this database.")
        return stored

    def first(self, game_id: int) -> StoredEvent:
        """The first event of game ``game_id`` (its GameStarted), without reading the rest.

        Raises:
            AdmiraltyError: STORE-NOGAME; STORE-TAMPER when its payload cannot be read.
        """
        row = (
            self.db.execute(
                "SELECT game_id, seq, type, payload, at, hash FROM events WHERE game_id = ? AND seq = 0", [game_id]
            ).fetchone()
            if holdable(game_id)
            else None
        )
        if row is None:
            raise violation("STORE-NOGAME", f"There is no game {game_id} in this database.")
        return StoredEvent(row[0], 0, from_stored(row[2], row[3], 0), row[4] or "", hex_of(row[5]))

    def stored(self, game_id: int | None = None) -> Iterator[StoredEvent]:
        """The events of one game or of all, by game and sequence, read back.

        Raises:
            AdmiraltyError: STORE-TAMPER when a payload cannot be read.
        """
        for row in self.rows(game_id):
            yield StoredEvent(row.game_id, row.seq, from_stored(row.type, row.stored, row.seq), row.at, row.hash)

    def of_types(self, *types: str) -> Iterator[StoredEvent]:
        """The events of the given types only, of every game, by game and sequence (a few, read without the rest).

        Raises:
            AdmiraltyError: STORE-TAMPER when a payload cannot be read.
        """
        if "TurnPlayed" in types:  # turns are stored in runs too: read them with their games
            for each in self.stored():
                if type(each.event).__name__ in types:
                    yield each
            return
        cursor = self.db.execute(
            "SELECT game_id, seq, type, payload, coalesce(at, (SELECT b.at FROM events AS b WHERE b.game_id = e.game_id "
            "AND b.seq < e.seq AND b.at IS NOT NULL ORDER BY b.seq DESC LIMIT 1)), hash FROM events AS e "
            f"WHERE type IN ({', '.join('?' * len(types))}) ORDER BY game_id, seq",
            list(types),
        )
        for game_id, seq, kind, stored, at, digest in cursor:
            yield StoredEvent(game_id, seq, from_stored(kind, stored, seq), at or "", hex_of(digest))

    def rows(self, game_id: int | None = None) -> Iterator[Row]:
        """The event rows, of one game or of all, by game and sequence, as the hash chain reads them (:class:`Row`)."""
        if game_id is not None and not holdable(game_id):
            return iter(())  # an id SQLite cannot hold names no stored game
        where, params = ("WHERE game_id = ?", [game_id]) if game_id is not None else ("", [])
        cursor = self.db.execute(
            f"SELECT game_id, seq, type, payload, at, hash FROM events {where} ORDER BY game_id, seq", params
        )
        return read_rows(cursor)

    def game_ids(self) -> list[int]:
        """The ids of every stored game, in order."""
        return [row[0] for row in self.db.execute("SELECT DISTINCT game_id FROM events ORDER BY game_id")]

    def summaries(self, tournament: str | None = None) -> list[GameSummary]:
        """The stored summary of every game, or of one tournament's (:mod:`store.summaries`)."""
        return summaries.read(self.db, tournament)

    def add_submission(
        self, digest: str, name: str, content: bytes, at: str, tournament: str | None, round: str | None
    ) -> int:
        """Store a submitted file; returns its id. Call inside :meth:`transaction`."""
        cursor = self.db.execute(
            "INSERT INTO submissions (digest, name, size, content, tournament, round, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [digest, name, len(content), content, tournament, round, at],
        )
        checks.confirm("submissions", cursor.rowcount, 1)
        assert cursor.lastrowid is not None, "an INSERT sets the id of its row"
        return cursor.lastrowid

    def submission(self, digest: str) -> Submission | None:
        """The submission with this digest, if stored."""
        row = self.db.execute(
            f"SELECT id, digest, name, {CONTENT}, tournament, round, at FROM submissions WHERE digest = ?", [digest]
        ).fetchone()
        return None if row is None else Submission(*row)

    def submissions(self) -> Iterator[Submission]:
        """Every stored submission, in the order stored."""
        for row in self.db.execute(
            f"SELECT id, digest, name, {CONTENT}, tournament, round, at FROM submissions ORDER BY id"
        ):
            yield Submission(*row)

    def games_of(self, digest: str) -> list[int]:
        """The games imported from the submission ``digest``."""
        cursor = self.db.execute(
            f"SELECT game_id FROM events WHERE seq = 0 AND type = 'GameStarted' AND {schema.SUBMISSION} = ? ORDER BY game_id",
            [digest],
        )
        return [row[0] for row in cursor]

    def has(self, part: str) -> bool:
        """Whether the database has the table ``part`` (``summaries``, ``identities``, ``ledger``, ``seals``)."""
        return part in self.db.table_names()

    def write_account(self, tournament: str, pairings: Sequence[PairingRow], games: Sequence[GameRow]) -> None:
        """Replace the account rows of ``tournament`` (:mod:`store.sqlite.accounts`), in a write transaction."""
        with self.transaction():
            accounts.write(self.db, tournament, pairings, games)

    def account_rows(self, tournament: str) -> tuple[list[PairingRow], list[GameRow]]:
        """The stored account rows of ``tournament``: its pairings by line, its games by game."""
        return accounts.read(self.db, tournament)

    def write_standings(
        self, tournament: str, standings: Sequence[StandingRow], tiebreaks: Sequence[TiebreakRow]
    ) -> None:
        """Replace the standings rows of ``tournament`` (:mod:`store.sqlite.accounts`), in a write transaction."""
        with self.transaction():
            accounts.write_standings(self.db, tournament, standings, tiebreaks)

    def standing_rows(self, tournament: str) -> tuple[list[StandingRow], list[TiebreakRow]]:
        """The stored standings rows of ``tournament``: its players by line, their tie-breaks by line and position."""
        return accounts.read_standings(self.db, tournament)

    def account_tournaments(self) -> list[str]:
        """The tournaments the stored account and standings rows name."""
        parts = (schema.ACCOUNT, schema.STANDINGS)
        return accounts.tournaments(self.db, [table for part in parts if self.has(part[0]) for table in part])

    def games_holding(self, type: str) -> set[int]:
        """The games holding an event of ``type``: one pass over the events' types, no payload read."""
        types = [type, RUN] if type == "TurnPlayed" else [type]
        cursor = self.db.execute(
            f"SELECT DISTINCT game_id FROM events WHERE type IN ({', '.join('?' * len(types))})", types
        )
        return {row[0] for row in cursor}

    def summary(self, game_id: int) -> GameSummary | None:
        """The stored summary of game ``game_id``, if it has one."""
        return summaries.one(self.db, game_id)

    def imported_tournaments(self) -> list[str]:
        """The names games were imported under (``import --tournament``), each once."""
        return summaries.tournaments(self.db)

    def identity_keys(self, ids: Iterable[int] | None = None) -> dict[int, str]:
        """The stored identity keys (:mod:`store.sqlite.identities`), of the games ``ids`` or of all."""
        return identities.stored(self.db, ids)

    def submitted(self, tournament: str | None = None) -> list[SealedSubmission]:
        """Every stored submission (of ``tournament`` only, if given) but its bytes, by id."""
        where, params = ("WHERE tournament = ?", [tournament]) if tournament is not None else ("", [])
        return [
            (row[0], row[1], row[2], row[3], row[4], row[5])
            for row in self.db.execute(
                f"SELECT id, digest, name, tournament, round, at FROM submissions {where} ORDER BY id", params
            )
        ]

    def submitted_in(self) -> dict[int, str]:
        """Each game's submission digest, as its GameStarted records it."""
        return dict(
            self.db.execute(
                f"SELECT game_id, {schema.SUBMISSION} FROM events WHERE seq = 0 ORDER BY game_id"
            ).fetchall()
        )

    def ledger_rows(self, tournament: str | None = None) -> list[LedgerRow]:
        """The raw ledger rows, of one tournament or of all, by tournament and sequence."""
        if not self.has(schema.LEDGER):
            return []
        where, params = ("WHERE tournament = ?", [tournament]) if tournament is not None else ("", [])
        cursor = self.db.execute(
            f"SELECT tournament, seq, {LEDGER_TEXTS} FROM ledger {where} ORDER BY tournament, seq",
            params,
        )
        return [LedgerRow(*row) for row in cursor]

    def ledgers(self) -> list[str]:
        """The names of the tournaments with a ledger."""
        if not self.has(schema.LEDGER):
            return []
        return [row[0] for row in self.db.execute("SELECT DISTINCT tournament FROM ledger ORDER BY tournament")]

    def ledger_heads(self, tournament: str | None = None) -> list[SealedLedger]:
        """The head of each tournament's ledger (of ``tournament`` only, if given), by tournament."""
        if not self.has(schema.LEDGER):
            return []
        where, params = ("WHERE tournament = ?", [tournament]) if tournament is not None else ("", [])
        # SQLite takes the bare column (hash) from the row holding max(seq).
        rows = self.db.execute(
            f"SELECT tournament, max(seq), hash FROM ledger {where} GROUP BY tournament ORDER BY tournament", params
        )
        return [(str(row[0]), int(row[1]) + 1, str(row[2])) for row in rows]

    def ledger_hash_at(self, tournament: str, seq: int) -> str | None:
        """The hash of event ``seq`` of a tournament's ledger, or None when it holds no such event."""
        row = self.db.execute("SELECT hash FROM ledger WHERE tournament = ? AND seq = ?", [tournament, seq]).fetchone()
        return None if row is None else str(row[0])

    def append_ledger(self, tournament: str, expected_seq: int, events: Sequence[LedgerEvent], at: str) -> None:
        """Append ``events`` to a tournament's ledger at once, or nothing; the table, its triggers and the views
        are made by the first append to a database made before ledgers.

        Raises:
            AdmiraltyError: STORE-CONFLICT when the ledger does not hold ``expected_seq`` events;
                STORE-STREAM (:func:`store.ledger.linked`); STORE-LOCKED, STORE-IO.
        """
        try:
            with self.transaction():
                schema.create_ledger(self.db)
                head = self.db.execute(
                    "SELECT seq, hash FROM ledger WHERE tournament = ? ORDER BY seq DESC LIMIT 1", [tournament]
                ).fetchone()
                seq, prev = (0, GENESIS) if head is None else (head[0] + 1, head[1])
                if seq != expected_seq:
                    raise conflict(tournament, seq, expected_seq)
                rows = linked(tournament, seq, prev, at, events)
                self.db.conn.executemany(
                    "INSERT INTO ledger (tournament, seq, type, payload, at, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [attrs.astuple(row) for row in rows],
                )
                kept = self.db.execute(
                    "SELECT count(*), (SELECT hash FROM ledger WHERE tournament = ? ORDER BY seq DESC LIMIT 1) "
                    "FROM ledger WHERE tournament = ? AND seq >= ?",
                    [tournament, tournament, seq],
                ).fetchone()
                if rows and (kept[0], kept[1]) != (len(rows), rows[-1].hash):
                    raise checks.dropped(f"the ledger of {tournament}", kept[0], len(rows))
                self._sign(LEDGER_STREAM, tournament, seq, [row.hash for row in rows])
        except sqlite3.IntegrityError:
            raise conflict(tournament, len(self.ledger_rows(tournament)), expected_seq) from None

    def _sign(self, game_id: int, tournament: str, seq: int, digests: Sequence[str]) -> None:
        """Store :attr:`signer`'s signature of each hash of ``digests``, events ``seq`` on of a stream, making the
        table of signatures first; confirmed before the transaction commits. Nothing without a signer."""
        if self.signer is None or not digests:
            return
        schema.create_signatures(self.db)
        rows = [
            (game_id, tournament, place, made.public_key, made.value)
            for place, made in enumerate(map(self.signer, digests), seq)
        ]
        self.db.conn.executemany(
            "INSERT INTO signatures (game_id, tournament, seq, key, signature) VALUES (?, ?, ?, ?, ?)", rows
        )
        kept = self.db.execute(
            "SELECT count(*) FROM signatures WHERE game_id = ? AND tournament = ? AND seq >= ?",
            [game_id, tournament, seq],
        ).fetchone()[0]
        checks.confirm("signatures", kept, len(rows))

    def signature_rows(self) -> list[SignedEvent]:
        """Every stored signature of an event, by stream and place (none in a store never signed)."""
        if not self.has(schema.SIGNATURES):
            return []
        cursor = self.db.execute(
            "SELECT game_id, tournament, seq, key, signature FROM signatures ORDER BY game_id, tournament, seq"
        )
        return [
            SignedEvent(int(game), str(name), int(seq), Signature(str(key), str(value)))
            for game, name, seq, key, value in cursor
        ]

    def seal_rows(self) -> list[tuple[Any, ...]]:
        """Every stored seal's row ``(id, at, by, tournament, body, prev_hash, hash)``, by id."""
        if not self.has(schema.SEALS):
            return []
        return [
            tuple(row)
            for row in self.db.execute("SELECT id, at, by, tournament, body, prev_hash, hash FROM seals ORDER BY id")
        ]

    def last_seal(self) -> tuple[int, str] | None:
        """The id and hash of the last seal, or None before the first."""
        if not self.has(schema.SEALS):
            return None
        row = self.db.execute("SELECT id, hash FROM seals ORDER BY id DESC LIMIT 1").fetchone()
        return None if row is None else (row[0], row[1])

    def add_seal(self, row: tuple[int, str, str | None, str | None, str, str, str]) -> None:
        """Store a seal's row ``(id, at, by, tournament, body, prev_hash, hash)``, making the table of seals and
        its triggers first in a database made before seals. Call inside :meth:`transaction`."""
        schema.create_seals(self.db)
        self.db.execute(
            "INSERT INTO seals (id, at, by, tournament, body, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?)", list(row)
        )
        if self.last_seal() != (row[0], row[6]):
            raise checks.dropped("seals", 0, 1)

    def backup(self, path: str | Path) -> None:
        """Copy the whole database into the new file ``path`` with SQLite's backup: one consistent state,
        what the write-ahead log holds included, which a copy of the ``.db`` file alone misses.

        Raises:
            AdmiraltyError: STORE-IO when ``path`` is there already or cannot be written; STORE-LOCKED.
        """
        if Path(path).exists():
            raise violation("STORE-IO", f"{path}: a file is there already; nothing was written.")
        try:
            target = sqlite3.connect(str(path))
            try:
                self.db.conn.backup(target)
            finally:
                target.close()
        except sqlite3.Error as error:
            raise io_error(error) from None

    def quick_findings(self) -> list[Finding]:
        """The cheap check of a reading command (:mod:`store.consistency`): the whole schema, and the
        projections' row counts: a line of ``summaries`` and a key of ``identities`` per game, no other."""
        found = checks.schema_findings(self.db)
        games = self.db.execute("SELECT count(*), max(game_id) FROM events WHERE seq = 0").fetchone()
        for part in ("summaries", "identities"):
            if not self.has(part) or any("table " + part in each.message for each in found):
                continue
            lines = self.db.execute(
                f"SELECT count(*), count(DISTINCT game_id), sum(game_id NOT IN (SELECT game_id FROM events "
                f"WHERE seq = 0)) FROM {part}"
            ).fetchone()
            if (lines[0], lines[1], lines[2] or 0) != (games[0], games[0], 0):
                found.append(
                    Finding(
                        "STORE-PROJECTION",
                        f"The table {part} holds {lines[0]} lines for {games[0]} games"
                        + (f", {lines[2]} of them naming no stored game" if lines[2] else "")
                        + ".",
                    )
                )
        return found

    def storage_findings(self) -> list[Finding]:
        """SQLite's own check of the file and of its whole schema (:mod:`store.sqlite.checks`)."""
        return checks.findings(self.db)
