"""One side of the store benchmark (benchmarks/bench.py, ``store_comparison``), run by any Admiralty's Python.

It uses only what every version of the store offers (``EventStore``,
``import_file``, ``written_games``, and the CLI's ``app``), so the same script
times the anchor (an install of an earlier commit) and the code at hand, on the
same files. Usage::

    python benchmarks/store_worker.py FOLDER DB [--storing]

imports every ``*.mgn`` of FOLDER (in name order, one transaction each, as
tournament ``Bench``) into DB, a new database; then times the commands
``games``, ``standings --tournament Bench`` and ``verify`` run in this process,
as a user's command runs them without the interpreter's start-up (each run
once beforehand on a store of FOLDER's first file, so that its modules are
loaded; each must exit 0). With ``--storing`` it then stores the same files
again, judged beforehand (``written_games``), into a second database next to
DB: the store's own cost. It prints the figures as one JSON object; times are
processor times (of the worker and any process it waited for).
"""

from __future__ import annotations

import contextlib
import json
import resource
import sqlite3
import sys
from pathlib import Path

from admiralty.cli.app import app
from admiralty.store import EventStore, import_file, written_games

AT = "2026-11-22T00:00:00+00:00"
COMMANDS = {"games": ["games"], "standings": ["standings", "--tournament", "Bench"], "verify": ["verify"]}
"""The commands timed, each given ``--db``."""


def processor_time() -> float:
    """The processor time (user and system) of this process and its children waited for, in seconds: on
    a machine shared with other work it varies far less than the wall time, which equals it on an idle one."""
    usage = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    return sum(each.ru_utime + each.ru_stime for each in usage)


def imported(files: list[Path], db: Path) -> tuple[float, int]:
    """Seconds to import ``files`` into ``db``, a new database, and the events stored."""
    with EventStore.open(db) as store:
        start = processor_time()
        for path in files:
            import_file(store, path.name, path.read_bytes(), AT, tournament="Bench", round=path.stem)
        seconds = processor_time() - start
        events = sum(store.version(game) for game in store.game_ids())  # events, not rows (a run holds many)
    connection = sqlite3.connect(db)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    return seconds, events


def command(args: list[str], db: Path) -> tuple[float, int]:
    """Seconds to run the CLI with ``args`` on ``db`` in this process, and the lines it printed
    (to a file next to ``db``); exits if the command did not succeed."""
    output = db.with_suffix(".out")
    status = 0
    with open(output, "w", encoding="utf-8") as handle, contextlib.redirect_stdout(handle):
        start = processor_time()
        try:
            app([*args, "--db", str(db)])
        except SystemExit as stop:
            status = stop.code if isinstance(stop.code, int) else 1
        seconds = processor_time() - start
    if status != 0:
        raise SystemExit(f"admiralty {' '.join(args)} exited {status}")
    return seconds, len(output.read_text(encoding="utf-8").splitlines())


def storing(files: list[Path], db: Path) -> float:
    """Seconds to store ``files`` judged beforehand into ``db``, a new database: the store's own cost."""
    judged = [(path, list(written_games(path.name, path.read_bytes(), "Bench", path.stem))) for path in files]
    with EventStore.open(db) as store:
        start = processor_time()
        for path, written in judged:
            import_file(store, path.name, path.read_bytes(), AT, "Bench", path.stem, written=written)
        return processor_time() - start


def main(folder: Path, db: Path, store_alone: bool) -> None:
    files = sorted(folder.glob("*.mgn"))
    warm = db.with_name(db.stem + "-warm.db")
    imported(files[:1], warm)
    for args in COMMANDS.values():
        command(args, warm)
    import_s, events = imported(files, db)
    figures = {"events": events, "import_s": import_s}
    for name, args in COMMANDS.items():
        figures[f"{name}_s"], figures[f"{name}_lines"] = command(args, db)
    if store_alone:
        figures["storing_s"] = storing(files, db.with_name(db.stem + "-judged.db"))
    figures["db_bytes"] = db.stat().st_size
    figures["records_bytes"] = sum(path.stat().st_size for path in files)
    figures["games"] = sum(path.read_bytes().count(b"[Event ") for path in files)
    print(json.dumps(figures))


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]), "--storing" in sys.argv[3:])
