"""Store format 3 holds each run of plain turns in one row, format 2 a row per event: the same events,
the same hashes, the same seals. A database of format 2 is read, written and verified as it is, and
``migrate`` rewrites it in format 3 (specs/store.md, "Schema", "Migration").

The fixture ``fixtures/v2.db`` was made by main at a2b61b6 (format 2) with
``fixtures/make_v1_db.py ... v2``: three files imported, an annotation, an
adjudication, a correction, and a seal (``fixtures/v2.seal``) taken then.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from admiralty.cli.app import app
from admiralty.store import EventStore, TurnPlayed, games, import_file, migrate, verify
from admiralty.store.mapper import RUN, encoded
from admiralty.store.seals import published
from tests.notation.test_express import damaged_records, set_up_records
from tests.store.conftest import AT, EXAMPLES, FIXTURES, LATER, SHORT_GAME, fixture_copy
from tests.store.recorders import former_format

SEAL = FIXTURES / "v2.seal"


@pytest.fixture
def v2(tmp_path: Path) -> Path:
    """A copy of the database made by the store of format 2."""
    return fixture_copy(tmp_path, "v2.db")


def chain(store: EventStore) -> list[tuple[object, ...]]:
    """Every event as its hash link reads it: game, place, type, stored form, time, hash before, hash."""
    return [(r.game_id, r.seq, r.type, r.stored, r.at, r.prev_hash, r.hash) for r in store.rows()]


def types(path: Path | str) -> list[str]:
    with sqlite3.connect(path) as connection:
        return [row[0] for row in connection.execute("SELECT type FROM events ORDER BY game_id, seq")]


def test_an_import_stores_the_same_events_and_hashes_in_either_format(tmp_path: Path) -> None:
    """Every example imported into a database of each format gives the same events and hashes, in fewer rows
    in format 3, and each verifies."""
    stores = {}
    for name, opened in (
        ("3", iter([EventStore.open(tmp_path / "3.db")])),
        ("2", former_format(str(tmp_path / "2.db"))),
    ):
        store = next(opened)
        for path in EXAMPLES:
            import_file(store, path.name, path.read_bytes(), AT, "Open", "1")
        assert verify(store).ok
        stores[name] = store
    assert chain(stores["3"]) == chain(stores["2"])
    assert RUN not in types(tmp_path / "2.db")
    assert len(types(tmp_path / "3.db")) < len(types(tmp_path / "2.db")) / 3
    for store in stores.values():
        store.close()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(damaged_records(), set_up_records()))
def test_any_record_is_stored_with_the_same_events_and_hashes_in_either_format(tmp_path: Path, text: str) -> None:
    """Generated records, damaged or from set-up positions (so with non-plain turns, stops and errors
    between runs), give the same events and hashes in both formats, and each database verifies."""
    content = text.encode("utf-8")
    chains = []
    for opened in (
        iter([EventStore.open(":memory:")]),
        former_format(str(tmp_path / f"{len(os.listdir(tmp_path))}.db")),
    ):
        store = next(opened)
        import_file(store, "g.mgn", content, AT)
        assert verify(store).ok
        chains.append(chain(store))
        store.close()
    assert chains[0] == chains[1]


def test_an_append_of_turns_is_stored_as_a_run_and_read_back(tmp_path: Path) -> None:
    """The library's append writes turns as a run too: the stream reads back event by event, and the
    game's head (its version and last hash) is the run's last turn."""
    with EventStore.open(tmp_path / "a.db") as store:
        (game,) = import_file(store, "a.mgn", b"1. 211c2-c4 *\n", AT).games
        seq = store.version(game)
        turns = [TurnPlayed(seq + n, token) for n, token in enumerate(["121a5-a4", "211c4-d4", "121a4-a3"])]
        appended = store.append(game, seq, turns, LATER)
        assert [each.event for each in store.events(game)[seq:]] == turns
        assert store.version(game) == seq + 3
        assert [each.hash for each in store.events(game)[seq:]] == [each.hash for each in appended]
        assert store.heads() == [(game, seq + 3, appended[-1].hash)]
        assert store.hash_at(game, seq + 1) == appended[1].hash
    assert types(tmp_path / "a.db")[-1] == RUN


def test_writers_appending_runs_at_the_same_place_collide_on_the_key(tmp_path: Path) -> None:
    """A run is keyed by its first turn's place: a second writer appending there, even a run of another
    length, fails on the key instead of forking the stream."""
    with EventStore.open(tmp_path / "a.db") as store:
        (game,) = import_file(store, "a.mgn", b"1. 211c2-c4 *\n", AT).games
        seq, prev = store.version(game), store.events(game)[-1].hash
        first = [TurnPlayed(seq, "121a5-a4"), TurnPlayed(seq + 1, "211c4-d4")]
        second = [*first, TurnPlayed(seq + 2, "121a4-a3")]
        with store.transaction():
            store._insert(game, seq, prev, encoded(first, seq), LATER)
            with pytest.raises(sqlite3.IntegrityError):
                store._insert(game, seq, prev, encoded(second, seq), LATER)


def test_a_database_of_format_2_is_read_and_verified_as_it_is(v2: Path) -> None:
    """It opens without a migration, lists its games, and verifies, against the seal made then too."""
    with EventStore.open(v2) as store:
        assert store.format == 2
        listed = [(g.id, g.kind, g.result, g.valid, g.rule, g.annotations) for g in games(store)]
        checked = verify(store, published(SEAL.read_text(encoding="utf-8")))
    assert listed == [
        (1, "mad", "blue/tb", True, None, 1),
        (2, "mad", "*", False, "MAD-EXPEL", 0),
        (3, "rigadoon", "green", True, None, 0),
    ]
    assert checked.findings == ()
    assert types(v2) == [
        row[0] for row in sqlite3.connect(FIXTURES / "v2.db").execute("SELECT type FROM events ORDER BY game_id, seq")
    ]


def test_a_database_of_format_2_gets_a_row_per_event_until_migrated(v2: Path) -> None:
    """An import keeps the database's format: no run is written, and it verifies."""
    with EventStore.open(v2) as store:
        import_file(store, "short.mgn", SHORT_GAME, LATER)
        assert verify(store).ok
    assert RUN not in types(v2)


def test_migrating_format_2_makes_runs_and_keeps_every_hash(v2: Path) -> None:
    """migrate rewrites the events in runs: every event keeps its hash, the seal made before still holds,
    the submitted files are untouched, and an import after writes runs."""
    with EventStore.open(v2) as store:
        import_file(store, "short.mgn", SHORT_GAME, LATER)
        before = chain(store)
        files = list(store.submissions())
    done = migrate(v2)
    assert (done.before, done.games, done.events) == (2, 4, len(before))
    with EventStore.open(v2) as store:
        assert store.format == 3
        assert chain(store) == before
        assert list(store.submissions()) == files
        assert verify(store, published(SEAL.read_text(encoding="utf-8"))).findings == ()
        import_file(store, "again.mgn", SHORT_GAME + b"\n", LATER)
        assert verify(store).ok
    assert types(v2).count(RUN) >= 3
    assert not migrate(v2).done


def test_the_command_migrates_format_2(v2: Path) -> None:
    runner = CliRunner()
    assert runner.invoke(app, ["games", "--db", str(v2)]).exit_code == 0
    done = runner.invoke(app, ["migrate", "--db", str(v2)])
    assert done.exit_code == 0 and "3 games, 18 events rewritten" in done.output
    assert runner.invoke(app, ["verify", "--db", str(v2), "--seal", str(SEAL)]).exit_code == 0


def test_a_format_2_database_with_a_run_is_reported(tmp_path: Path) -> None:
    """Format 2 writes no run: a run row found there is not in its canonical form."""
    path = str(tmp_path / "2.db")
    with EventStore.open(path) as store:
        import_file(store, "a.mgn", SHORT_GAME, AT)
        store.db.execute("PRAGMA user_version = 2")
    with EventStore.open(path) as store:
        found = verify(store).findings
    assert [(f.rule, f.game, f.seq) for f in found] == [("STORE-TAMPER", 1, 1), ("STORE-TAMPER", 1, 1)]
