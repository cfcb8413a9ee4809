"""The recorder: what the store's services ask of the database behind them, and the values it gives back.

A :class:`Recorder` appends events to a game's stream or a tournament's
ledger all or none at an expected sequence number (STORE-CONFLICT when
another writer appended first), reads the streams back, keeps the
projections (summaries, identity keys) in the transaction that stores their
events, keeps the submitted files and the chain of seals, and checks its own
storage. The services above it (imports, annotations, adjudications,
corrections, the ledger, seals, ``verify``) load through it, decide with the
pure domain and append through it; none of them holds SQL.

:class:`store.sqlite.database.EventStore` is the one recorder: SQLite, every
SQL statement, trigger and pragma in :mod:`store.sqlite`. A second backend
implements this protocol and runs the store contract suite
(tests/store/contract.py) through a fixture of its own (specs/store.md,
"Recorders").
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import attrs

from admiralty.store.events import StoreEvent

if TYPE_CHECKING:
    from admiralty.referee.tournament.events import LedgerEvent
    from admiralty.store.account_rows import GameRow, PairingRow
    from admiralty.store.findings import Finding
    from admiralty.store.ledger import LedgerRow
    from admiralty.store.mapper import Encoded
    from admiralty.store.rows import Row
    from admiralty.store.seals import SealedLedger, SealedSubmission
    from admiralty.store.signatures import Signature
    from admiralty.store.standing_rows import StandingRow, TiebreakRow
    from admiralty.store.summaries import GameSummary


@attrs.frozen
class StoredEvent:
    """An event read back, with its place, timestamp and hash link."""

    game_id: int
    seq: int
    event: StoreEvent
    at: str
    hash: str


@attrs.frozen
class Submission:
    """A submitted file, byte for byte."""

    id: int
    digest: str
    name: str
    content: bytes
    tournament: str | None
    round: str | None
    at: str


@attrs.frozen
class SignedEvent:
    """An arbiter's signature of event ``seq`` of game ``game_id`` (``tournament`` empty), or of the ledger of
    ``tournament`` (``game_id`` 0), over the event's hash."""

    game_id: int
    tournament: str
    seq: int
    signature: Signature


class Recorder(Protocol):
    """The event streams, projections, submissions, ledgers and seals of one store (specs/store.md, "Recorders").

    Every write is all or nothing; ``at`` is always the caller's timestamp (a recorder reads no clock).
    """

    @property
    def format(self) -> int:
        """The store format of the events' rows: 3 keeps each run of plain turns of an append as one row,
        2 (until ``migrate``) a row per event (specs/store.md, "Runs of turns")."""
        ...

    def transaction(self) -> AbstractContextManager[Recorder]:
        """One write transaction: everything written inside or nothing; nested blocks join the outer one."""
        ...

    def snapshot(self) -> AbstractContextManager[Recorder]:
        """One read transaction: everything read inside sees the store as it was when the block began, whatever
        another writer commits meanwhile (``verify`` reads in one, so an import running beside it gives no
        false finding); inside a write transaction, that one."""
        ...

    def has(self, part: str) -> bool:
        """Whether the store holds ``part`` (``summaries``, ``identities``, ``ledger`` or ``seals``): a store
        made before one has not, until ``migrate`` or its first use."""
        ...

    # The games' event streams.

    def version(self, game_id: int) -> int:
        """How many events game ``game_id`` holds: the ``expected_seq`` of the next append."""
        ...

    def heads(self) -> list[tuple[int, int, str]]:
        """Every game's ``(game_id, events, hash of its last event)``, in order (what a seal holds)."""
        ...

    def hash_at(self, game_id: int, seq: int) -> str | None:
        """The hash of event ``seq`` of game ``game_id``, or None when the game holds no such event."""
        ...

    def append(self, game_id: int, expected_seq: int, events: Sequence[StoreEvent], at: str) -> list[StoredEvent]:
        """Append ``events`` to game ``game_id`` at once, or nothing (STORE-CONFLICT, STORE-STREAM)."""
        ...

    def start_game(self, events: Sequence[StoreEvent], at: str) -> int:
        """Append a new game (its first event a GameStarted) under the next free id; returns the id."""
        ...

    def start_written(self, games: Sequence[tuple[Sequence[Encoded], GameSummary, str]], at: str) -> list[int]:
        """Append new games already encoded, each with its summary and identity key; returns their ids."""
        ...

    def events(self, game_id: int) -> list[StoredEvent]:
        """The events of game ``game_id``, in order (STORE-NOGAME when there is none)."""
        ...

    def first(self, game_id: int) -> StoredEvent:
        """The first event of game ``game_id`` (its GameStarted), without reading the rest (STORE-NOGAME)."""
        ...

    def stored(self, game_id: int | None = None) -> Iterator[StoredEvent]:
        """The events of one game or of all, by game and sequence."""
        ...

    def of_types(self, *types: str) -> Iterator[StoredEvent]:
        """The events of the given types only, of every game, by game and sequence."""
        ...

    def rows(self, game_id: int | None = None) -> Iterator[Row]:
        """The events as the hash chain reads them, of one game or of all, by game and sequence."""
        ...

    def game_ids(self) -> list[int]:
        """The ids of every stored game, in order."""
        ...

    def games_holding(self, type: str) -> set[int]:
        """The games holding an event of ``type`` (one a run of turns never holds), without reading a payload."""
        ...

    # The projections.

    def summaries(self, tournament: str | None = None) -> list[GameSummary]:
        """The stored summary of every game, or of one tournament's, in game order."""
        ...

    def summary(self, game_id: int) -> GameSummary | None:
        """The stored summary of game ``game_id``, if it has one."""
        ...

    def imported_tournaments(self) -> list[str]:
        """The names games were imported under (``import --tournament``), each once."""
        ...

    def identity_keys(self, ids: Iterable[int] | None = None) -> dict[int, str]:
        """The stored identity keys, of the games ``ids`` or of all (none in a store without them)."""
        ...

    def write_account(self, tournament: str, pairings: Sequence[PairingRow], games: Sequence[GameRow]) -> None:
        """Replace the account rows of ``tournament`` (:mod:`store.account_projection`), in a write transaction;
        only in a store that has the projection (``has("pairing_rows")``)."""
        ...

    def account_rows(self, tournament: str) -> tuple[list[PairingRow], list[GameRow]]:
        """The stored account rows of ``tournament``: its pairings by line, its games by game."""
        ...

    def write_standings(
        self, tournament: str, standings: Sequence[StandingRow], tiebreaks: Sequence[TiebreakRow]
    ) -> None:
        """Replace the standings rows of ``tournament`` (:mod:`store.account_projection`), in a write transaction;
        only in a store that has them (``has("standing_rows")``)."""
        ...

    def standing_rows(self, tournament: str) -> tuple[list[StandingRow], list[TiebreakRow]]:
        """The stored standings rows of ``tournament``: its players by line, their tie-breaks by line and position."""
        ...

    def account_tournaments(self) -> list[str]:
        """The tournaments the stored account and standings rows name (none in a store without them)."""
        ...

    # The submitted files.

    def add_submission(
        self, digest: str, name: str, content: bytes, at: str, tournament: str | None, round: str | None
    ) -> int:
        """Store a submitted file; returns its id. Call inside :meth:`transaction`."""
        ...

    def submission(self, digest: str) -> Submission | None:
        """The submission with this digest, if stored."""
        ...

    def submissions(self) -> Iterator[Submission]:
        """Every stored submission, in the order stored."""
        ...

    def submitted(self, tournament: str | None = None) -> list[SealedSubmission]:
        """Every stored submission (of ``tournament`` only, if given) but its bytes, by id, as a seal holds it."""
        ...

    def games_of(self, digest: str) -> list[int]:
        """The games imported from the submission ``digest``."""
        ...

    def submitted_in(self) -> dict[int, str]:
        """Each game's submission digest, as its first event (its GameStarted) records it."""
        ...

    # The tournaments' ledgers.

    def ledger_rows(self, tournament: str | None = None) -> list[LedgerRow]:
        """The ledger rows exactly as stored, of one tournament or of all, by tournament and sequence."""
        ...

    def ledgers(self) -> list[str]:
        """The names of the tournaments with a ledger, in order."""
        ...

    def ledger_heads(self, tournament: str | None = None) -> list[SealedLedger]:
        """Each ledger's ``(tournament, events, hash of its last event)`` (of ``tournament`` only, if given)."""
        ...

    def ledger_hash_at(self, tournament: str, seq: int) -> str | None:
        """The hash of event ``seq`` of a tournament's ledger, or None when it holds no such event."""
        ...

    def append_ledger(self, tournament: str, expected_seq: int, events: Sequence[LedgerEvent], at: str) -> None:
        """Append ``events`` to a tournament's ledger at once, or nothing (STORE-CONFLICT, STORE-STREAM)."""
        ...

    # The chain of seals.

    def seal_rows(self) -> list[tuple[Any, ...]]:
        """Every stored seal's row ``(id, at, by, tournament, body, prev_hash, hash)``, by id."""
        ...

    def last_seal(self) -> tuple[int, str] | None:
        """The id and hash of the last seal, or None before the first."""
        ...

    def add_seal(self, row: tuple[int, str, str | None, str | None, str, str, str]) -> None:
        """Store a seal's row ``(id, at, by, tournament, body, prev_hash, hash)``. Call inside :meth:`transaction`."""
        ...

    # The arbiters' signatures.

    def signature_rows(self) -> list[SignedEvent]:
        """Every stored signature of an event (specs/store.md, "Signed decisions"), by stream and place."""
        ...

    # The storage itself.

    def backup(self, path: str | Path) -> None:
        """Copy the whole store into the new file ``path``, in one consistent state (``admiralty backup``)."""
        ...

    def quick_findings(self) -> list[Finding]:
        """What a cheap check of the storage finds (its schema, the projections' row counts), for a reading
        command (:mod:`store.consistency`)."""
        ...

    def storage_findings(self) -> list[Finding]:
        """What the storage's own checks find (STORE-INTEGRITY, STORE-SCHEMA), for ``verify``."""
        ...
