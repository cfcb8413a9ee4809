"""Several processes on one database: concurrent appends, and a killed import."""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
from collections import Counter

from admiralty.notation.mgn.generate import random_games
from admiralty.notation.mgn.writer import write_games
from admiralty.store import Annotated, EventStore, import_file, verify
from tests.store.conftest import AT, ROOT, SHORT_GAME
from tests.store.workers import append_notes

WORKERS = 3
NOTES = 8


def test_concurrent_appends_store_every_event_once(db_path) -> None:
    """Processes appending with expected versions: each event once, conflicts reported, chain valid."""
    with EventStore.open(db_path) as store:
        (game,) = import_file(store, "a.mgn", SHORT_GAME, AT).games
        before = store.version(game)
    context = multiprocessing.get_context("spawn")
    barrier, results = context.Barrier(WORKERS), context.Queue()
    processes = [
        context.Process(target=append_notes, args=(db_path, game, worker, NOTES, barrier, results))
        for worker in range(WORKERS)
    ]
    for process in processes:
        process.start()
    try:
        conflicts = dict(results.get(timeout=60) for _ in processes)
    finally:
        for process in processes:
            process.join(timeout=30)
            if process.is_alive():
                process.kill()
    with EventStore.open(db_path) as store:
        stored = store.events(game)
        checked = verify(store)
    notes = Counter(e.event.comment for e in stored if isinstance(e.event, Annotated))
    assert [process.exitcode for process in processes] == [0] * WORKERS
    assert notes == Counter(f"{w}:{i}" for w in range(WORKERS) for i in range(NOTES))
    assert [e.seq for e in stored] == list(range(before + WORKERS * NOTES))
    assert sum(conflicts.values()) >= WORKERS - 1
    assert checked.findings == ()


def test_killed_import_leaves_no_half_game(db_path, tmp_path) -> None:
    """A process killed in the middle of an import leaves nothing of it, and verify passes."""
    record = tmp_path / "big.mgn"
    record.write_text(write_games(random_games(11, 12, max_turns=80)), encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.store.workers", db_path, str(record)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    announced = [child.stdout.readline().strip() for _ in range(3)]
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    child.stdout.close()
    with EventStore.open(db_path) as store:
        left = (store.game_ids(), list(store.submissions()), verify(store).findings)
        again = import_file(store, str(record), record.read_bytes(), AT)
    assert announced == ["1", "2", "3"]
    assert left == ([], [], ())
    assert (again.duplicate, len(again.games)) == (False, 12)


def test_a_writer_kept_waiting_too_long_gets_store_locked(db_path, monkeypatch) -> None:
    """When another connection holds the write lock past the busy timeout, STORE-LOCKED, nothing written."""
    import sqlite3

    import pytest

    from admiralty.referee.violation import AdmiraltyError
    from admiralty.store.sqlite import schema

    with EventStore.open(db_path) as store:
        import_file(store, "a.mgn", SHORT_GAME, AT)
    monkeypatch.setattr(schema, "BUSY_TIMEOUT_MS", 50)
    holder = sqlite3.connect(db_path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        with EventStore.open(db_path) as store, pytest.raises(AdmiraltyError) as raised:
            store.append(1, store.version(1), [Annotated(1, comment="late")], AT)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert raised.value.violation.rule == "STORE-LOCKED"


def test_readers_do_not_wait_for_a_writer(db_path) -> None:
    """While another connection holds the write lock, games can still be read (WAL)."""
    import sqlite3

    from admiralty.store import games

    with EventStore.open(db_path) as store:
        import_file(store, "a.mgn", SHORT_GAME, AT)
    holder = sqlite3.connect(db_path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        with EventStore.open(db_path) as store:
            listed = [game.id for game in games(store)]
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert listed == [1]
