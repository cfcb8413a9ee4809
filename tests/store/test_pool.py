"""The import's process pool (:func:`store.submissions.written_ahead`, built on
:mod:`notation.pool`) and stored games read as record sources, whose errors
are library values (:func:`store.sources.stored_game`)."""

from __future__ import annotations

import multiprocessing
import os
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

import pytest

from admiralty.notation.sources import SourceError, opened
from admiralty.store import EventStore, written_ahead
from admiralty.store.sources import stored_game
from tests.store.conftest import ROOT

FILES = [str(ROOT / "examples" / name) for name in ("planted-violation.mgn", "corvette-win.mgn", "loop-loss.rgn")]


def test_an_import_asked_for_countless_jobs_imports_its_one_file(run, tmp_path) -> None:
    result = run("import", FILES[1], "--jobs", str(10**20), "--db", str(tmp_path / "j.db"))
    assert result.exit_code == 0 and "game 1" in result.output


def test_a_stored_game_without_a_database_is_a_source_error(tmp_path) -> None:
    db = str(tmp_path / "none.db")
    with pytest.raises(SourceError, match="no database here"):
        opened("7", None, stored=partial(stored_game, db))
    assert not (tmp_path / "none.db").exists()


def test_an_unknown_stored_game_is_a_source_error_naming_the_rule(tmp_path) -> None:
    db = str(tmp_path / "empty.db")
    EventStore.open(db).close()
    with pytest.raises(SourceError, match="STORE-NOGAME"):
        opened("7", None, stored=partial(stored_game, db))


def _contents(files: int, games: int) -> dict[str, bytes]:
    return {f"f{n}.mgn": f"% file {n}\n".encode() + b"1. 211c2-c4 *\n" * games for n in range(files)}


def test_an_import_stopped_early_ends_its_workers() -> None:
    """Workers blocked on sending games nobody reads any more still end: the pool's shutdown never hangs."""
    ahead = written_ahead(_contents(3, 3000), None, None, 2, lambda content: False)
    games = next(ahead)
    assert games is not None and next(games).verdict.valid
    ahead.close()
    assert multiprocessing.active_children() == []


CHILD = """
import multiprocessing, sys, time
from admiralty.store.submissions import written_ahead
contents = {f"f{n}.mgn": f"% {n}\\n".encode() + b"1. 211c2-c4 *\\n" * 3000 for n in range(3)}
ahead = written_ahead(contents, None, None, 2, lambda content: False)
next(next(ahead))
print(" ".join(str(p.pid) for p in multiprocessing.active_children()), flush=True)
time.sleep(600)
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return Path(f"/proc/{pid}/stat").exists() and Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="workers end with their parent through prctl on Linux")
def test_killing_an_import_ends_its_workers() -> None:
    """An import killed (SIGKILL) leaves no worker alive holding the database's files."""
    child = subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    workers = [int(pid) for pid in child.stdout.readline().split()]
    assert workers and all(_alive(pid) for pid in workers)
    child.kill()
    child.wait()
    for _ in range(600):  # the kernel signals them at once; they may take a moment to exit
        if not any(_alive(pid) for pid in workers):
            break
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in workers)
