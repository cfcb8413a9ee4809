"""The event store: every submitted record and every decision, append-only, in SQLite.

A stored game is a stream of events (:mod:`store.events`) with a hash chain;
a game's MGN is folded from them (:mod:`store.projections`), the listings and
standings pairings read a summary per game written with them (:mod:`store.summaries`),
and :func:`verify` proves nothing was edited. The store reads no clock: callers
give every timestamp. specs/store.md is the reference.

>>> store = EventStore.open(":memory:")
>>> imported = import_file(store, "g.mgn", b"1. 211c2-c4 121a5-a4 *\\n", "2026-11-22T06:00:00+00:00")
>>> print(mgn(load(store, imported.games[0])).splitlines()[-1])
1. 211c2-c4 121a5-a4 *
"""

from admiralty.store.adjudications import adjudicate_game, refuse_kind
from admiralty.store.annotations import annotate
from admiralty.store.corrections import correct_game
from admiralty.store.database import EventStore, StoredEvent
from admiralty.store.events import (
    Adjudicated,
    Annotated,
    Corrected,
    GameStarted,
    GameStopped,
    TurnPlayed,
    TurnSailed,
    VerdictRecorded,
)
from admiralty.store.migration import Migrated, migrate
from admiralty.store.pool import judge_source, judged, written_ahead
from admiralty.store.projections import GameSummary, StoredGame, export, games, load, load_all, mgn, pairing, pairings
from admiralty.store.reports import file_report, stored_report
from admiralty.store.seals import Seal, published, seal
from admiralty.store.sources import SourceError, opened, read_source
from admiralty.store.submissions import (
    Imported,
    WrittenGame,
    digest_of,
    import_file,
    submission_of,
    submitted_lines,
    written_games,
)
from admiralty.store.verify import Finding, Verification, verify

__all__ = [
    "Adjudicated",
    "Annotated",
    "Corrected",
    "EventStore",
    "Finding",
    "GameStarted",
    "GameStopped",
    "GameSummary",
    "Imported",
    "Migrated",
    "Seal",
    "SourceError",
    "StoredEvent",
    "StoredGame",
    "TurnPlayed",
    "TurnSailed",
    "VerdictRecorded",
    "Verification",
    "WrittenGame",
    "adjudicate_game",
    "annotate",
    "correct_game",
    "digest_of",
    "export",
    "file_report",
    "games",
    "import_file",
    "judge_source",
    "judged",
    "load",
    "load_all",
    "mgn",
    "migrate",
    "opened",
    "pairing",
    "pairings",
    "published",
    "read_source",
    "refuse_kind",
    "seal",
    "stored_report",
    "submission_of",
    "submitted_lines",
    "verify",
    "written_ahead",
    "written_games",
]
