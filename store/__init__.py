"""The event store: every submitted record and every decision, append-only, in SQLite.

A stored game is a stream of events (:mod:`store.events`) with a hash chain;
views (listings, MGN, standings pairings) are folded from them (:mod:`store.projections`)
and :func:`verify` proves nothing was edited. The store reads no clock: callers
give every timestamp. The services here write and read through a recorder
(:mod:`store.recorder`); the SQLite one (:mod:`store.sqlite`) holds every SQL
statement. specs/store.md is the reference.

>>> from admiralty.store import EventStore, import_file, load, mgn
>>> store = EventStore.open(":memory:")
>>> imported = import_file(store, "g.mgn", b"1. 211c2-c4 121a5-a4 *\\n", "2026-11-22T06:00:00+00:00")
>>> print(mgn(load(store, imported.games[0])).splitlines()[-1])
1. 211c2-c4 121a5-a4 *
"""

from __future__ import annotations

import importlib
import sys
import types
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from admiralty.store.adjudications import adjudicate_game, refuse_invalid, refuse_kind, tiebreak
    from admiralty.store.annotations import annotate
    from admiralty.store.corrections import correct_game
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
    from admiralty.store.projections import (
        GameSummary,
        StoredGame,
        export,
        game_result,
        games,
        load,
        load_all,
        mgn,
        results,
        spelled_alike,
    )
    from admiralty.store.recorder import Recorder, StoredEvent
    from admiralty.store.reports import file_report, stored_report
    from admiralty.store.seals import Seal, published, seal
    from admiralty.store.sqlite.database import EventStore
    from admiralty.store.sqlite.migration import Migrated, migrate
    from admiralty.store.submissions import (
        Imported,
        WrittenGame,
        digest_of,
        import_file,
        submission_of,
        submitted_lines,
        written_ahead,
        written_games,
    )
    from admiralty.store.verify import Finding, Verification, verify

_HOMES: dict[str, str] = {
    "Adjudicated": "admiralty.store.events",
    "Annotated": "admiralty.store.events",
    "Corrected": "admiralty.store.events",
    "EventStore": "admiralty.store.sqlite.database",
    "Finding": "admiralty.store.verify",
    "GameStarted": "admiralty.store.events",
    "GameStopped": "admiralty.store.events",
    "GameSummary": "admiralty.store.projections",
    "Imported": "admiralty.store.submissions",
    "Migrated": "admiralty.store.sqlite.migration",
    "Recorder": "admiralty.store.recorder",
    "Seal": "admiralty.store.seals",
    "StoredEvent": "admiralty.store.recorder",
    "StoredGame": "admiralty.store.projections",
    "TurnPlayed": "admiralty.store.events",
    "TurnSailed": "admiralty.store.events",
    "VerdictRecorded": "admiralty.store.events",
    "Verification": "admiralty.store.verify",
    "WrittenGame": "admiralty.store.submissions",
    "adjudicate_game": "admiralty.store.adjudications",
    "annotate": "admiralty.store.annotations",
    "correct_game": "admiralty.store.corrections",
    "digest_of": "admiralty.store.submissions",
    "export": "admiralty.store.projections",
    "file_report": "admiralty.store.reports",
    "game_result": "admiralty.store.projections",
    "spelled_alike": "admiralty.store.projections",
    "games": "admiralty.store.projections",
    "import_file": "admiralty.store.submissions",
    "load": "admiralty.store.projections",
    "load_all": "admiralty.store.projections",
    "mgn": "admiralty.store.projections",
    "migrate": "admiralty.store.sqlite.migration",
    "published": "admiralty.store.seals",
    "results": "admiralty.store.projections",
    "refuse_invalid": "admiralty.store.adjudications",
    "refuse_kind": "admiralty.store.adjudications",
    "tiebreak": "admiralty.store.adjudications",
    "seal": "admiralty.store.seals",
    "stored_report": "admiralty.store.reports",
    "submission_of": "admiralty.store.submissions",
    "submitted_lines": "admiralty.store.submissions",
    "verify": "admiralty.store.verify",
    "written_ahead": "admiralty.store.submissions",
    "written_games": "admiralty.store.submissions",
}
"""Where each public name lives: imported on first use (PEP 562), so that naming
one part of the store (``admiralty.store.sources``) does not load the database and SQLite."""

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
    "Recorder",
    "Seal",
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
    "game_result",
    "games",
    "import_file",
    "load",
    "load_all",
    "mgn",
    "migrate",
    "published",
    "refuse_invalid",
    "refuse_kind",
    "results",
    "seal",
    "spelled_alike",
    "stored_report",
    "submission_of",
    "submitted_lines",
    "tiebreak",
    "verify",
    "written_ahead",
    "written_games",
]


def __getattr__(name: str) -> Any:
    """The public name ``name``, from its module, imported now (PEP 562)."""
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module = importlib.import_module(_HOMES[name])
    globals().update({other: getattr(module, other) for other, home in _HOMES.items() if home == module.__name__})
    return globals()[name]


class _Store(types.ModuleType):
    """This package, which keeps a public name when a submodule of the same name is imported."""

    def __setattr__(self, name: str, value: Any) -> None:
        # Importing the submodule store.verify sets ``verify`` on the package: the function
        # of that name is kept, as when the package imported every name at once.
        if isinstance(value, types.ModuleType) and _HOMES.get(name) == value.__name__:
            value = getattr(value, name)
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Store
