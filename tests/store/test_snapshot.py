"""``verify`` reads in one snapshot (issue 29, finding 5): run again and again while another process imports
files into an untouched store, it never reports a finding."""

from __future__ import annotations

import multiprocessing
from pathlib import Path

from admiralty.store import EventStore, import_file, verify
from tests.store.conftest import AT, ROOT
from tests.store.workers import import_files

FILES = 30


def test_verify_during_an_import_finds_nothing(db_path: str, tmp_path: Path) -> None:
    text = (ROOT / "examples" / "unfinished.mgn").read_text()
    with EventStore.open(db_path) as store:
        import_file(store, "first.mgn", text.encode(), AT)
    records = []
    for index in range(FILES):
        record = tmp_path / f"r{index}.mgn"
        record.write_text(f"{text}\n{text.replace('A. Player', f'Player {index}')}")
        records.append(str(record))
    context = multiprocessing.get_context("spawn")
    started = context.Event()
    importer = context.Process(target=import_files, args=(db_path, records, started))
    importer.start()
    assert started.wait(timeout=60)
    runs = []
    with EventStore.open(db_path) as store:
        while importer.is_alive() or not runs:
            runs.append(verify(store).findings)
    importer.join(timeout=60)
    assert importer.exitcode == 0
    assert all(found == () for found in runs), next(found for found in runs if found)
    with EventStore.open(db_path) as store:
        assert len(store.game_ids()) == 1 + 2 * FILES
