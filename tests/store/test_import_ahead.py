"""Files judged ahead in worker processes are stored exactly as one process stores them."""

from __future__ import annotations

import sqlite3

from typer.testing import CliRunner

from admiralty.cli.app import app
from admiralty.notation.mgn.generate import random_games
from admiralty.notation.mgn.writer import write_games
from admiralty.notation.pool import CHUNK_GAMES
from admiralty.store import EventStore, import_file, written_games
from admiralty.store.submissions import written_ahead
from tests.store.conftest import AT, ROOT

runner = CliRunner()


def generated(seed: int, games: int = CHUNK_GAMES + 30) -> bytes:
    """A file of more games than a worker sends at once, the last one damaged."""
    text = write_games(random_games(seed, games, max_turns=30))
    return (text + "\n1. 211c2-c9 *\n").encode()


def rows(db: str) -> list[tuple]:
    """What an import stored, but its timestamps (and so its hashes)."""
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT game_id, seq, type, payload FROM events ORDER BY game_id, seq").fetchall()


def test_games_judged_beforehand_are_stored_as_games_judged_at_import() -> None:
    content = generated(1)
    stores = [EventStore.open(":memory:") for _ in range(2)]
    alone = import_file(stores[0], "a.mgn", content, AT)
    ahead = import_file(stores[1], "a.mgn", content, AT, written=written_games("a.mgn", content))
    assert ahead == alone
    assert list(stores[1].rows()) == list(stores[0].rows())


def test_import_on_two_cores_stores_what_one_process_stores(tmp_path) -> None:
    """Ids, order, events and report are the same with --jobs 2; a repeated file is still reported as such."""
    names = []
    for seed in range(3):
        path = tmp_path / f"round{seed}.mgn"
        path.write_bytes(generated(seed))
        names.append(str(path))
    copy = tmp_path / "copy.mgn"
    copy.write_bytes(generated(0))
    files = [*names, str(ROOT / "examples"), str(copy)]
    results = {}
    for jobs in ("1", "2"):
        db = str(tmp_path / f"jobs{jobs}.db")
        result = runner.invoke(app, ["import", *files, "--db", db, "--jobs", jobs])
        results[jobs] = (result.exit_code, result.stdout, rows(db))
    assert results["2"] == results["1"]
    code, report, stored = results["2"]
    assert code == 1 and "already imported" in report.splitlines()[-1]
    assert len({game for game, *_ in stored}) == 3 * (CHUNK_GAMES + 31) + 14


def test_a_file_the_importer_does_not_take_leaves_the_next_ones_whole() -> None:
    """A file found stored meanwhile is not read; the files after it still arrive in order, each whole."""
    contents = {f"g{seed}.mgn": generated(seed, CHUNK_GAMES * 2) for seed in range(4)}
    ahead = written_ahead(contents, None, None, 2, lambda content: False)
    assert next(ahead) is not None
    later = [list(games) for games in ahead]
    assert later == [list(written_games(name, content)) for name, content in list(contents.items())[1:]]


def test_files_stored_already_or_repeated_are_left_to_the_importer() -> None:
    contents = {"a.mgn": generated(1), "b.mgn": generated(2), "c.mgn": generated(1)}
    ahead = [
        games and list(games)
        for games in written_ahead(contents, None, None, 2, lambda content: content == contents["b.mgn"])
    ]
    assert ahead == [list(written_games("a.mgn", contents["a.mgn"])), None, None]
    assert list(written_ahead(contents, None, None, 1, lambda content: False)) == [None] * 3
