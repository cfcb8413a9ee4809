"""The ``summaries`` projection names its players by seat (``first``, ``second``), whatever the game calls
its seats; a database made when it named them by colour (``red``, ``blue``, ``green``) is read and written as
it is, and ``migrate`` gives it the seat columns (specs/store.md, "summaries", "Migration").

The fixtures: ``fixtures/v2.db`` (format 2) and ``fixtures/cut-tags.db`` (format 3, its identity keys
written), both with the colour columns and a seal taken then.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from typer.testing import CliRunner

from admiralty.cli.app import app
from admiralty.store import EventStore, games, import_file, migrate, verify
from admiralty.store.seals import published
from tests.store.conftest import FIXTURES, LATER, SHORT_GAME, fixture_copy

PLAYERS = [
    (1, "mad", "A. Player", "B. Player"),
    (2, "mad", "Tanguy, Mael", "Riou, Gael"),
    (3, "rigadoon", "C. Player", "D. Player"),
]
"""v2.db's games by seat: MAD's Red and Blue, Rigadoon's Blue and Green."""


def columns(path: Path, table: str = "summaries") -> list[str]:
    with sqlite3.connect(path) as connection:
        return [row[1] for row in connection.execute(f"PRAGMA table_info({table})")]


def listed(path: Path) -> list[tuple[object, ...]]:
    with EventStore.open(path) as store:
        return [(g.id, g.kind, *g.players) for g in games(store)]


def test_a_database_with_colour_columns_lists_its_players_by_seat_and_takes_new_games(tmp_path: Path) -> None:
    v2 = fixture_copy(tmp_path, "v2.db")
    assert "green" in columns(v2) and listed(v2) == PLAYERS
    with EventStore.open(v2) as store:
        import_file(store, "short.mgn", SHORT_GAME, LATER)
        assert verify(store).ok
    assert "green" in columns(v2) and listed(v2)[:3] == PLAYERS


def test_migrate_gives_the_summaries_seat_columns_and_every_seal_still_holds(tmp_path: Path) -> None:
    v2 = fixture_copy(tmp_path, "v2.db")
    with EventStore.open(v2) as store:
        import_file(store, "short.mgn", SHORT_GAME, LATER)
    before = listed(v2)
    done = migrate(v2)
    assert done.seats and done.before == 2
    assert columns(v2)[4:6] == ["first", "second"] and "green" not in columns(v2)
    assert listed(v2) == before
    assert columns(v2, "game_list")[4:6] == ["first", "second"]
    with EventStore.open(v2) as store:
        assert verify(store, published((FIXTURES / "v2.seal").read_text(encoding="utf-8"))).findings == ()


def test_a_database_of_the_current_format_gets_only_its_seat_columns(tmp_path: Path) -> None:
    db = fixture_copy(tmp_path, "cut-tags.db")
    done = migrate(db)
    assert (done.before, done.games, done.keys, done.seats) == (3, 0, 0, True)
    assert "green" not in columns(db) and not migrate(db).done
    runner = CliRunner()
    assert runner.invoke(app, ["verify", "--db", str(db), "--seal", str(FIXTURES / "cut-tags.seal")]).exit_code == 0


def test_the_command_says_it_gave_the_seat_columns(tmp_path: Path) -> None:
    db = str(fixture_copy(tmp_path, "cut-tags.db"))
    result = CliRunner().invoke(app, ["migrate", "--db", db])
    assert result.exit_code == 0 and result.output == (
        f"{db}: summaries given their seat columns (first, second)\n"
        f"{db}: account rows and views of 1 tournament written\n"
    )
