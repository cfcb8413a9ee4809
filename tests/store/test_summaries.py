"""The summaries projection: written with the events, in agreement with the replay, checked by verify."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from admiralty.cli.app import app
from admiralty.store import EventStore, adjudicate_game, annotate, games, import_file, load, verify
from admiralty.store.projections import summary
from tests.store.conftest import AT, LATER, ROOT

EXAMPLES = sorted((ROOT / "examples").glob("*.[mr]gn"))


def stored_everything(path: str) -> None:
    """Every example imported, a game annotated twice and one adjudicated."""
    with EventStore.open(path) as store:
        for example in EXAMPLES:
            import_file(store, example.name, example.read_bytes(), AT, tournament="Open", round=example.stem)
        annotate(store, 1, 1, LATER, comment="first")
        annotate(store, 1, 2, LATER, glyph="!?")
        unfinished = next(line.id for line in games(store) if line.result == "*" and line.valid and line.kind == "mad")
        adjudicate_game(store, unfinished, LATER, by="M. Tanguy")


def test_the_projection_is_what_replaying_every_game_gives(db_path: str) -> None:
    """The line written with the events equals the line made from the rebuilt game, for every example."""
    stored_everything(db_path)
    with EventStore.open(db_path) as store:
        lines = games(store)
        assert lines == [summary(load(store, game_id)) for game_id in store.game_ids()]
        assert {line.kind for line in lines} == {"mad", "rigadoon"}
        assert any(line.result.endswith("/tb") for line in lines) and any(not line.valid for line in lines)


def test_games_of_a_tournament_are_its_lines_only(db_path: str) -> None:
    with EventStore.open(db_path) as store:
        import_file(store, "a.mgn", (ROOT / "examples" / "unfinished.mgn").read_bytes(), AT, tournament="A")
        import_file(store, "b.rgn", (ROOT / "examples" / "loop-loss.rgn").read_bytes(), AT, tournament="B")
        assert [line.id for line in games(store, "B")] == [2]


def edit(path: str, statement: str) -> None:
    with sqlite3.connect(path) as connection:
        connection.execute(statement)


@pytest.mark.parametrize(
    ("statement", "said"),
    [
        ("UPDATE summaries SET result = 'forfeit' WHERE game_id = 2", 'result "forfeit", not'),
        ("UPDATE summaries SET annotations = 5 WHERE game_id = 1", "annotations 5, not 2"),
        ("UPDATE summaries SET second = 'Someone Else' WHERE game_id = 3", 'second "Someone Else"'),
        ("DELETE FROM summaries WHERE game_id = 4", "no summary line"),
        (
            "INSERT INTO summaries VALUES (99, 'mad', NULL, NULL, 'A', 'B', 'red', 1, NULL, 3, 0)",
            "not stored",
        ),
    ],
)
def test_a_summary_edited_by_hand_is_found_by_verify(db_path: str, statement: str, said: str) -> None:
    """verify rebuilds the lines from the events: an edited, removed or added line is STORE-PROJECTION, exit 1."""
    stored_everything(db_path)
    edit(db_path, statement)
    with EventStore.open(db_path) as store:
        (finding,) = verify(store).findings
    assert finding.rule == "STORE-PROJECTION" and said in finding.message
    result = CliRunner().invoke(app, ["verify", "--db", db_path])
    assert result.exit_code == 1 and "STORE-PROJECTION" in result.output


def test_a_dropped_summaries_table_is_one_finding(db_path: str) -> None:
    stored_everything(db_path)
    edit(db_path, "DROP TABLE summaries")
    with EventStore.open(db_path) as store:
        (finding,) = verify(store).findings
    assert finding.rule == "STORE-PROJECTION" and "missing" in finding.message


def test_an_untouched_store_with_its_summaries_verifies(db_path: str) -> None:
    stored_everything(db_path)
    with EventStore.open(db_path) as store:
        assert verify(store).findings == ()


def test_an_aborted_import_writes_no_summary(db_path: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The line is written in the import's transaction: a failure leaves neither events nor line."""
    from admiralty.store.sqlite import database

    def refuse(*args: object) -> None:
        raise RuntimeError("disk gone")

    with EventStore.open(db_path) as store:
        monkeypatch.setattr(database.summaries, "insert", refuse)
        with pytest.raises(RuntimeError):
            import_file(store, "a.mgn", (ROOT / "examples" / "unfinished.mgn").read_bytes(), AT)
        monkeypatch.undo()
        assert store.game_ids() == [] and games(store) == []


def test_listing_reads_no_event(db_path: str, tmp_path: Path) -> None:
    """games answers from the projection alone: with the events' payloads unreadable it still lists."""
    stored_everything(db_path)
    with sqlite3.connect(db_path) as connection:
        connection.execute("DROP TRIGGER events_no_update")
        connection.execute("UPDATE events SET payload = 'x' WHERE seq > 0")
    with EventStore.open(db_path) as store:
        assert len(games(store)) == len(EXAMPLES) + 3  # round-4.mgn holds four games
