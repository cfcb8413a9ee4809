"""Code run in other processes by the concurrency and crash tests."""

from __future__ import annotations

import sys

from admiralty.referee.violation import AdmiraltyError
from admiralty.store import Annotated, EventStore, import_file

AT = "2026-11-22T06:00:00+00:00"


def append_notes(path: str, game: int, worker: int, count: int, barrier, results) -> None:
    """Append ``count`` annotations to ``game``, each at the version just read,
    retrying on STORE-CONFLICT; the first attempt of every worker starts at
    the same moment (``barrier``) so they collide. Reports its conflicts."""
    conflicts = 0
    first = True
    with EventStore.open(path) as store:
        for index in range(count):
            while True:
                expected = store.version(game)
                if first:
                    barrier.wait(timeout=30)
                    first = False
                try:
                    store.append(game, expected, [Annotated(1, comment=f"{worker}:{index}")], AT)
                    break
                except AdmiraltyError as error:
                    if error.violation.rule != "STORE-CONFLICT":
                        raise
                    conflicts += 1
    results.put((worker, conflicts))


def slow_import(path: str, record: str) -> None:
    """Import ``record``, announcing each game written, and stall after the
    third, inside the import's transaction, until killed."""
    import time

    def written(game: int, line: int) -> None:
        print(game, flush=True)
        if game == 3:
            time.sleep(60)

    with open(record, "rb") as handle:
        content = handle.read()
    with EventStore.open(path) as store:
        import_file(store, record, content, AT, on_game=written)
    print("done", flush=True)


if __name__ == "__main__":
    slow_import(sys.argv[1], sys.argv[2])


def import_files(path: str, records: list[str], started) -> None:
    """Import each of ``records`` (file names) in its own transaction, as ``import`` does, after ``started``."""
    with EventStore.open(path) as store:
        started.set()
        for record in records:
            with open(record, "rb") as handle:
                import_file(store, record, handle.read(), AT)
