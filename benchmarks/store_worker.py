"""One side of the store benchmark (benchmarks/bench.py, ``store_comparison``), run by any Admiralty's Python.

It uses only what every version of the store offers (``EventStore``,
``import_file``, ``games``, ``pairings``, ``verify``), so the same script
times the anchor (an install of an earlier commit) and the code at hand, on the
same files. Usage::

    python benchmarks/store_worker.py FOLDER DB

imports every ``*.mgn`` of FOLDER (in name order, one transaction each) into
DB, a new database, then times the listing, the standings and ``verify``; then
stores the same files again, judged beforehand (``written_games``), into a
second database next to DB: the store's own cost. It prints the figures as one
JSON object.
"""

from __future__ import annotations

import json
import sqlite3
import sys
import time
from pathlib import Path

from admiralty.referee.standings import standings
from admiralty.store import EventStore, games, import_file, pairings, verify, written_games

AT = "2026-11-22T00:00:00+00:00"


def main(folder: Path, db: Path) -> None:
    files = sorted(folder.glob("*.mgn"))
    with EventStore.open(db) as store:
        start = time.perf_counter()
        for path in files:
            import_file(store, path.name, path.read_bytes(), AT, tournament="Bench", round=path.stem)
        imported = time.perf_counter() - start
        events = store.db.execute("SELECT count(*) FROM events").fetchone()[0]
    connection = sqlite3.connect(db)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    with EventStore.open(db) as store:
        start = time.perf_counter()
        listed = games(store)
        listing = time.perf_counter() - start
        start = time.perf_counter()
        ranked = standings(pairings(games(store, "Bench")))
        ranking = time.perf_counter() - start
        start = time.perf_counter()
        checked = verify(store)
        verifying = time.perf_counter() - start
    judged = [(path, list(written_games(path.name, path.read_bytes(), "Bench", path.stem))) for path in files]
    with EventStore.open(db.with_name(db.stem + "-judged.db")) as store:
        start = time.perf_counter()
        for path, written in judged:
            import_file(store, path.name, path.read_bytes(), AT, "Bench", path.stem, written=written)
        storing = time.perf_counter() - start
    figures = {
        "games": len(listed),
        "events": events,
        "import_s": imported,
        "storing_s": storing,
        "games_s": listing,
        "standings_s": ranking,
        "verify_s": verifying,
        "ok": checked.ok and len(ranked) > 0,
        "db_bytes": db.stat().st_size,
        "records_bytes": sum(path.stat().st_size for path in files),
    }
    print(json.dumps(figures))


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
