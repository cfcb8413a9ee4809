"""The whole schema is the tool's (issue 29, findings 1 and 2): every row of ``sqlite_master`` is compared with
what the store creates, a store that differs is refused for writing (STORE-SCHEMA, exit 2) and reported by
``verify`` naming the object, and every writer confirms that what it appended is there before it commits."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from admiralty.referee.tournament.events import ResultDecided
from admiralty.referee.violation import AdmiraltyError
from admiralty.store import EventStore, adjudicate_game, import_file, verify
from admiralty.store import tournaments as ledger_commands
from admiralty.store.ledger import entries
from admiralty.store.seals import seal
from tests.conftest import AUTUMN
from tests.store.conftest import AT, FIXTURES, LATER, ROOT, fixture_copy

DECISION = ("--round", "4", "--pairing", "pn-jb", "--result", "second/forfeit", "--by", "M. T.", "--reason", "absent")


def hidden(db: str, name: str, sql: str) -> None:
    """Add the trigger ``sql`` and hide it as finding 1 did: its ``sqlite_master`` row's type made ``Trigger``."""
    connection = sqlite3.connect(db)
    with connection:
        connection.execute(sql)
    connection.execute("PRAGMA writable_schema = ON")
    with connection:
        connection.execute("UPDATE sqlite_master SET type = 'Trigger' WHERE name = ?", [name])
    connection.close()


def edited(db: str, *statements: str) -> None:
    connection = sqlite3.connect(db)
    with connection:
        for statement in statements:
            connection.execute(statement)
    connection.close()


def schema_findings(db: str) -> list[str]:
    with EventStore.open(db) as store:
        return [each.message for each in verify(store).findings if each.rule == "STORE-SCHEMA"]


def ledger_length(db: str) -> int:
    with EventStore.open(db) as store:
        return len(entries(store, AUTUMN))


IGNORE_ANNULMENT = (
    "CREATE TRIGGER hide BEFORE INSERT ON ledger WHEN NEW.type = 'DecisionAnnulled' BEGIN SELECT RAISE(IGNORE); END"
)


class TestHiddenTrigger:
    def test_it_still_runs_and_verify_names_it(self, autumn_db):
        hidden(autumn_db, "hide", IGNORE_ANNULMENT)
        connection = sqlite3.connect(autumn_db)
        assert connection.execute("SELECT type FROM sqlite_master WHERE name = 'hide'").fetchone() == ("Trigger",)
        connection.close()
        assert schema_findings(autumn_db) == ["The trigger hide is not one the tool creates."]

    def test_annul_is_refused_and_stores_nothing(self, run, autumn_db):
        decided = run("tournament", "decide", *DECISION, "--tournament", AUTUMN, "--db", autumn_db)
        assert decided.exit_code == 0
        hidden(autumn_db, "hide", IGNORE_ANNULMENT)
        before = ledger_length(autumn_db)
        result = run("tournament", "annul", str(before - 1), "--by", "M. T.", "--reason", "no",
                     "--tournament", AUTUMN, "--db", autumn_db)  # fmt: skip
        assert result.exit_code == 2 and "STORE-SCHEMA" in result.output and "annulled" not in result.output
        assert ledger_length(autumn_db) == before

    def test_decide_is_refused_and_stores_nothing(self, run, autumn_db):
        hidden(autumn_db, "hide", IGNORE_ANNULMENT.replace("DecisionAnnulled", "ResultDecided"))
        before = ledger_length(autumn_db)
        result = run("tournament", "decide", *DECISION, "--tournament", AUTUMN, "--db", autumn_db)
        assert result.exit_code == 2 and "STORE-SCHEMA" in result.output
        assert ledger_length(autumn_db) == before

    def test_adjudicate_is_refused_and_stores_nothing(self, run, db_path):
        run("import", str(ROOT / "examples" / "unfinished.mgn"), "--db", db_path)
        hidden(db_path, "hide", "CREATE TRIGGER hide BEFORE INSERT ON events WHEN NEW.type = 'Adjudicated' "
               "BEGIN SELECT RAISE(IGNORE); END")  # fmt: skip
        hidden(db_path, "keep", "CREATE TRIGGER keep BEFORE UPDATE ON summaries BEGIN SELECT RAISE(IGNORE); END")
        result = run("adjudicate", "1", "--by", "M. T.", "--reason", "time", "--db", db_path)
        assert result.exit_code == 2 and "STORE-SCHEMA" in result.output
        with EventStore.open(db_path) as store:
            assert [type(each.event).__name__ for each in store.events(1)][-1] == "VerdictRecorded"

    def test_seal_is_refused_and_stores_nothing(self, run, autumn_db):
        assert run("seal", "--db", autumn_db).exit_code == 0  # the first seal makes the table of seals
        hidden(autumn_db, "hide", "CREATE TRIGGER hide BEFORE INSERT ON seals BEGIN SELECT RAISE(IGNORE); END")
        result = run("seal", "--db", autumn_db)
        assert result.exit_code == 2 and "STORE-SCHEMA" in result.output and "seal 2" not in result.output
        with EventStore.open(autumn_db) as store:
            assert store.last_seal() is not None and store.last_seal()[0] == 1


TEMP_ANNULMENT = (
    "CREATE TEMP TRIGGER hide BEFORE INSERT ON main.ledger WHEN NEW.type = '{type}' BEGIN SELECT RAISE(IGNORE); END"
)


class TestEveryWriterConfirms:
    """A trigger the schema check cannot see (a connection's TEMP one) that drops a row: the writer finds the row
    missing before it commits, and nothing is written."""

    @pytest.fixture
    def store(self, run, autumn_db):
        run("tournament", "decide", *DECISION, "--tournament", AUTUMN, "--db", autumn_db)
        with EventStore.open(autumn_db) as opened:
            yield opened

    def test_annul(self, store):
        before = len(entries(store, AUTUMN))
        store.db.execute(TEMP_ANNULMENT.format(type="DecisionAnnulled"))
        with pytest.raises(AdmiraltyError, match="STORE-SCHEMA"):
            ledger_commands.annul(store, AUTUMN, before - 1, "M. T.", "no", LATER)
        assert len(entries(store, AUTUMN)) == before

    def test_decide(self, store):
        before = len(entries(store, AUTUMN))
        store.db.execute(TEMP_ANNULMENT.format(type="ResultDecided"))
        with pytest.raises(AdmiraltyError, match="STORE-SCHEMA"):
            ledger_commands.decide(store, AUTUMN, 4, "pn-jb", "first/forfeit", None, "M. T.", "late", LATER)
        assert len(entries(store, AUTUMN)) == before
        assert not any(isinstance(each.event, ResultDecided) for each in entries(store, AUTUMN)[before:])

    def test_adjudicate(self, store):
        (game,) = import_file(store, "u.mgn", (ROOT / "examples" / "unfinished.mgn").read_bytes(), AT).games
        store.db.execute(
            "CREATE TEMP TRIGGER hide BEFORE INSERT ON main.events WHEN NEW.type = 'Adjudicated' "
            "BEGIN SELECT RAISE(IGNORE); END"
        )
        with pytest.raises(AdmiraltyError, match="STORE-SCHEMA"):
            adjudicate_game(store, game, LATER, by="M. T.", reason="time")
        assert store.version(game) == len(store.events(game))
        assert type(store.events(game)[-1].event).__name__ == "VerdictRecorded"

    def test_adjudicate_with_its_summary_kept(self, store):
        (game,) = import_file(store, "u.mgn", (ROOT / "examples" / "unfinished.mgn").read_bytes(), AT).games
        line = store.summary(game)
        store.db.execute("CREATE TEMP TRIGGER keep BEFORE UPDATE ON main.summaries BEGIN SELECT RAISE(IGNORE); END")
        with pytest.raises(AdmiraltyError, match="STORE-SCHEMA"):
            adjudicate_game(store, game, LATER, by="M. T.", reason="time")
        assert store.summary(game) == line
        assert type(store.events(game)[-1].event).__name__ == "VerdictRecorded"

    def test_seal(self, store):
        seal(store, AT)
        store.db.execute("CREATE TEMP TRIGGER hide BEFORE INSERT ON main.seals BEGIN SELECT RAISE(IGNORE); END")
        with pytest.raises(AdmiraltyError, match="STORE-SCHEMA"):
            seal(store, LATER)
        assert store.last_seal() is not None and store.last_seal()[0] == 1

    def test_import(self, store):
        store.db.execute("CREATE TEMP TRIGGER hide BEFORE INSERT ON main.summaries BEGIN SELECT RAISE(IGNORE); END")
        games = len(store.game_ids())
        with pytest.raises(AdmiraltyError, match="STORE-SCHEMA"):
            import_file(store, "u.mgn", (ROOT / "examples" / "unfinished.mgn").read_bytes(), AT)
        assert len(store.game_ids()) == games


class TestWholeSchema:
    def test_summaries_without_their_key_are_found_and_refused(self, run, autumn_db):
        """Finding 2: two lines for one game; verify compared the last, standings read the first."""
        edited(
            autumn_db,
            "DROP VIEW game_list",
            "ALTER TABLE summaries RENAME TO old",
            "CREATE TABLE summaries (game_id INTEGER, kind TEXT NOT NULL, tournament TEXT, round TEXT, "
            "first TEXT NOT NULL, second TEXT NOT NULL, result TEXT NOT NULL, valid INTEGER NOT NULL, rule TEXT, "
            "turns INTEGER NOT NULL, annotations INTEGER NOT NULL)",
            "INSERT INTO summaries SELECT * FROM old WHERE game_id = 1",
            "UPDATE summaries SET result = 'first/tb'",
            "INSERT INTO summaries SELECT * FROM old",
            "DROP TABLE old",
        )
        edited(autumn_db, f"CREATE VIEW game_list AS {_view('game_list')}")
        assert schema_findings(autumn_db) == ["The table summaries was changed: its SQL is not what the tool creates."]
        result = run("import", str(ROOT / "examples" / "unfinished.mgn"), "--db", autumn_db)
        assert result.exit_code == 2 and "STORE-SCHEMA" in result.output and "summaries" in result.output

    @pytest.mark.parametrize(
        ("statements", "said"),
        [
            (
                ["DROP VIEW decisions", "CREATE VIEW decisions AS SELECT 'Autumn Open' AS tournament, 1 AS decision"],
                "The view decisions was changed: its SQL is not what the tool creates.",
            ),
            (
                ["ALTER TABLE ledger ADD COLUMN note TEXT"],
                "The table ledger was changed: its SQL is not what the tool creates.",
            ),
            (["DROP INDEX events_submission"], "The index events_submission is missing."),
            (["CREATE TABLE notes (x)"], "The table notes is not one the tool creates."),
            (["CREATE INDEX extra ON ledger (type)"], "The index extra is not one the tool creates."),
            (["DROP VIEW players"], "The view players is missing."),
        ],
    )
    def test_each_object_that_differs_is_named(self, run, autumn_db, statements, said):
        edited(autumn_db, *statements)
        assert schema_findings(autumn_db) == [said]
        result = run("tournament", "decide", *DECISION, "--tournament", AUTUMN, "--db", autumn_db)
        assert result.exit_code == 2 and "STORE-SCHEMA" in result.output

    @pytest.mark.parametrize("name", ["v2.db", "cut-tags.db"])
    def test_older_shapes_are_the_tools(self, tmp_path, name):
        """Format 2, and summaries with their colour columns before ``admiralty migrate``."""
        path = str(fixture_copy(tmp_path, name))
        assert schema_findings(path) == []
        with EventStore.open(path) as store:
            import_file(store, "u.mgn", (ROOT / "examples" / "unfinished.mgn").read_bytes(), LATER)

    def test_a_store_made_before_ledgers_and_seals_is_the_tools(self, tmp_path):
        path = str(tmp_path / "old.db")
        shutil.copyfile(FIXTURES / "v2.db", path)
        edited(path, *(f"DROP VIEW {view}" for view in ("game_list", "players", "pairings", "results")),
               "DROP TABLE ledger", "DROP TABLE seals")  # fmt: skip
        assert schema_findings(path) == []


def _view(name: str) -> str:
    from admiralty.store.sqlite.schema import VIEWS

    return VIEWS[name]


def test_a_fresh_store_is_the_tools(db_path: str) -> None:
    with EventStore.open(db_path) as store:
        import_file(store, "u.mgn", (ROOT / "examples" / "unfinished.mgn").read_bytes(), AT)
        seal(store, LATER)
    assert schema_findings(db_path) == []
    assert Path(db_path).exists()
