"""A misspelt tournament name never starts a second tournament by a slip (issue 27, "Import hygiene"): ``import``
under a name a store with ledgers does not know is refused with the nearest name unless ``--new``, the same from
ADMIRALTY_TOURNAMENT; ``tournament create`` of a name spelt like a stored one is refused (specs/tournament.md,
"Matching")."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from admiralty.store.tournament_names import look_alike_key

EXAMPLES = Path(__file__).parents[2] / "examples"
RECORD = str(EXAMPLES / "agreement.mgn")
RADE = "Rade Open 2026"


@pytest.fixture
def db(run, tmp_path):
    path = str(tmp_path / "r.db")
    assert run("tournament", "create", RADE, "--db", path).exit_code == 0
    return path


def _stored(db: str) -> int:
    with sqlite3.connect(db) as connection:
        return connection.execute("SELECT count(*) FROM submissions").fetchone()[0]


def test_an_unknown_name_is_refused_with_the_nearest(run, db):
    result = run("import", RECORD, "--tournament", "Rade Open 2O26", "--db", db)
    assert result.exit_code == 2
    assert (
        'There is no tournament "Rade Open 2O26" in this database; did you mean "Rade Open 2026"?'
        " Give --new to start a new one." in result.stderr
    )
    assert _stored(db) == 0


def test_new_starts_it_and_warns_of_the_look_alike(run, db):
    result = run("import", RECORD, "--tournament", "Rade Open 2O26", "--new", "--db", db)
    assert result.exit_code == 0 and _stored(db) == 1
    assert 'warning: "Rade Open 2O26" is a new tournament, spelt like "Rade Open 2026"' in result.stderr
    again = run("import", str(EXAMPLES / "tiebreak.mgn"), "--tournament", "Rade Open 2O26", "--db", db)
    assert again.exit_code == 0  # known now: games were imported under it


def test_the_environment_names_the_tournament(run, db, monkeypatch):
    monkeypatch.setenv("ADMIRALTY_TOURNAMENT", RADE)
    assert run("import", RECORD, "--db", db).exit_code == 0
    listed = run("games", "--format", "csv", "--db", db).stdout.splitlines()
    assert len(listed) == 2 and RADE in listed[1]


def test_an_unknown_name_from_the_environment_is_refused_alike(run, db, monkeypatch):
    monkeypatch.setenv("ADMIRALTY_TOURNAMENT", "rade open 2O26")
    result = run("import", RECORD, "--db", db)
    assert result.exit_code == 2 and 'did you mean "Rade Open 2026"?' in result.stderr
    assert run("import", RECORD, "--new", "--db", db).exit_code == 0


def test_a_store_without_ledgers_takes_any_name(run, tmp_path):
    db = str(tmp_path / "n.db")
    assert run("import", RECORD, "--tournament", "Friendly", "--db", db).exit_code == 0
    assert run("import", str(EXAMPLES / "tiebreak.mgn"), "--tournament", "Another", "--db", db).exit_code == 0


@pytest.mark.parametrize(
    "name", ["rade open 2026", "Rade  Open 2026", "Radé Open 2026", "Rade Open 2O26", "RADE 0PEN 2026"]
)
def test_create_refuses_a_name_spelt_like_a_stored_one(run, db, name):
    result = run("tournament", "create", name, "--db", db)
    assert result.exit_code == 2
    assert f'"{name}" is spelt like "Rade Open 2026", already in this database' in result.stderr
    assert '--tournament "Rade Open 2026"' in result.stderr


def test_create_takes_a_name_that_differs_by_more(run, db):
    assert run("tournament", "create", "Rade Open 2027", "--db", db).exit_code == 0


NAMES = st.text(alphabet="aeiouOlIsSrdnpt 0125", min_size=1, max_size=20)


@given(NAMES)
def test_a_letter_for_the_digit_it_looks_like_keeps_the_key(name):
    key = look_alike_key(name)
    assert look_alike_key(name.replace("O", "0").replace("l", "1").replace("S", "5")) == key
    assert look_alike_key(name.upper()) == key


def test_new_without_a_tournament_is_a_usage_error(run, tmp_path, monkeypatch):
    monkeypatch.delenv("ADMIRALTY_TOURNAMENT", raising=False)
    db = tmp_path / "u.db"
    result = run("import", RECORD, "--new", "--db", str(db))
    assert result.exit_code == 2 and "give --tournament NAME" in result.stderr and not db.exists()
