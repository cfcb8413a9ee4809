"""Standings read from the projections account exactly as rebuilding every stored game does (issue 17).

Random small tournaments (hypothesis): registered players or none, round robins or no declared rounds,
records with a Round tag, an unknown one (``?``) or none and a round given at import, players' names
spelt right or not, resubmissions, records that part from another, adjudications, games of another
tournament excluded by the arbiter; and the same on a database made before the ``identities`` table,
then after ``admiralty migrate`` fills it.
"""

from __future__ import annotations

import re
import shutil
import sqlite3
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from admiralty.cli.app import app
from admiralty.referee.violation import AdmiraltyError
from admiralty.store import migrate
from admiralty.store.sqlite.database import EventStore
from admiralty.store.verify import verify
from tests.accounts import both
from tests.records import parted, pool, resubmitted, result, tagged

T = "Quimper"
NAMES = {"am": "Anne Morgan", "gr": "Gael Riou", "lk": "Loic Kerbrat"}

record = st.fixed_dictionaries(
    {
        "game": st.integers(0, 11),
        "round": st.sampled_from([1, 2, 3, "?", None]),
        "imported": st.sampled_from([None, "1", "2"]),
        "seats": st.permutations(sorted(NAMES)).map(lambda ids: ids[:2]),
        "stranger": st.booleans(),
        "copy": st.sampled_from([None, "resubmitted", "parted"]),
        "adjudicated": st.booleans(),
        "elsewhere": st.booleans(),
    }
)


def _run(db: str, *args: str) -> None:
    result = CliRunner().invoke(app, [*args, "--db", db], catch_exceptions=False)
    assert result.exit_code in (0, 1), result.output


def _tournament(folder: Path, ledger: str, records: list[dict]) -> str:
    db = str(folder / "t.db")
    if ledger != "none":
        _run(db, "tournament", "create", T, "--kind", "mad")
        for player, name in NAMES.items():
            _run(db, "tournament", "player", "add", player, "--name", name, "--tournament", T)
        if ledger == "round-robin":
            _run(db, "tournament", "round-robin", "--tournament", T)
    games = pool("mad", 3, 12)
    stored = 0
    for number, each in enumerate(records):
        text = games[each["game"]]
        first, second = (NAMES[seat] for seat in each["seats"])
        text = tagged(text, each["round"], "Someone Else" if each["stranger"] else first, second)
        copies = [text]
        if each["copy"] == "resubmitted":
            copies.append(resubmitted(text))
        elif each["copy"] == "parted" and len(text) > 400:
            copies.append(parted(text, 3))
        for index, copy in enumerate(copies):
            path = folder / f"r{number}-{index}.mgn"
            # Each file its own bytes (the Event tag is not in a game's identity): each import stores a game.
            path.write_text(re.sub(r'\[Event "[^"]*"\]', f'[Event "{path.stem}"]', copy, count=1), encoding="utf-8")
            where = ["--tournament", "Elsewhere", "--new"] if each["elsewhere"] else ["--tournament", T]
            _run(db, "import", str(path), *where, *(["--round", each["imported"]] if each["imported"] else []))
            stored += 1
            if each["adjudicated"] and result(copy) == "*":
                _run(db, "adjudicate", str(stored), "--by", "M. T.", "--reason", "Time")
            if each["elsewhere"] and ledger == "round-robin":
                _run(
                    db, "tournament", "exclude", str(stored), "--by", "M. T.", "--reason", "Not ours", "--tournament", T
                )
    return db


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ledger=st.sampled_from(["none", "players", "round-robin"]), records=st.lists(record, max_size=5))
def test_the_account_from_the_projections_is_the_one_from_every_game_rebuilt(tmp_path_factory, ledger, records):
    """Whatever the records and the ledger, the fast account equals the folded one."""
    db = _tournament(tmp_path_factory.mktemp("t"), ledger, records)
    try:
        fast, folded = both(db, T)
    except AdmiraltyError as refused:  # neither a ledger nor a game of the tournament: no account to compare
        assert refused.violation.rule == "STORE-NOTOURNAMENT"
        assert ledger == "none" and all(each["elsewhere"] for each in records)
        return
    assert fast == folded


def test_a_database_made_before_the_identities_table_accounts_the_same_until_and_after_migrate(tmp_path):
    """Without the table (a format 2 database made before it) the keys come from the events; games
    imported then have no key written; migrate writes every key, verify checks them, the account is the same."""
    records = [
        {"game": game, "round": rnd, "imported": None, "seats": seats, "stranger": False, "copy": copy,
         "adjudicated": True, "elsewhere": False}
        for game, rnd, seats, copy in [(0, 1, ("am", "gr"), "resubmitted"), (1, 2, ("gr", "lk"), "parted"),
                                       (2, 3, ("lk", "am"), None)]
    ]  # fmt: skip
    db = _tournament(tmp_path, "round-robin", records[:1])
    with sqlite3.connect(db) as connection:
        connection.execute("DROP TABLE identities")
    extra = tmp_path / "later.mgn"
    extra.write_text(tagged(pool("mad", 3, 12)[5], 2, NAMES["gr"], NAMES["lk"]), encoding="utf-8")
    _run(db, "import", str(extra), "--tournament", T)
    before = both(db, T)
    assert before[0] == before[1]
    with EventStore.open(db) as store:
        assert verify(store).ok
    done = migrate(db)
    assert done.done and (done.games, done.keys) == (0, 3)
    with EventStore.open(db) as store:
        assert verify(store).ok
        assert store.db.execute("SELECT count(*) FROM identities").fetchone()[0] == 3
    assert both(db, T) == before
    assert not migrate(db).done


def test_the_committed_v1_database_gets_its_identity_keys_when_migrated(tmp_path):
    """The fixture of the format before: migrate writes every game's key, which verify finds right."""
    old = tmp_path / "v1.db"
    shutil.copy(Path(__file__).parents[1] / "store" / "fixtures" / "v1.db", old)
    done = migrate(old)
    assert done.keys == done.games == 3
    with EventStore.open(old) as store:
        keys = dict(store.db.execute("SELECT game_id, key FROM identities").fetchall())
        assert sorted(keys) == [1, 2, 3] and verify(store).ok


def test_the_command_says_it_wrote_the_identity_keys(tmp_path):
    """``admiralty migrate`` on a database made before the table says how many keys it wrote, then nothing to do."""
    db = _tournament(tmp_path, "none", [])
    extra = tmp_path / "one.mgn"
    extra.write_text(pool("mad", 3, 12)[0], encoding="utf-8")
    _run(db, "import", str(extra), "--tournament", T)
    with sqlite3.connect(db) as connection:
        connection.execute("DROP TABLE identities")
    runner = CliRunner()
    first = runner.invoke(app, ["migrate", "--db", db])
    assert (first.exit_code, first.output) == (0, f"{db}: identity keys of 1 game written\n")
    again = runner.invoke(app, ["migrate", "--db", db])
    assert "nothing to do" in again.output
