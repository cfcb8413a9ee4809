"""Importing under a new tournament name spelt like a stored one (case, accents, spaces, dots) warns on
standard error, naming the stored tournament: the games still go where the name says (review finding F9)."""

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).parents[2] / "examples"
WARNING = 'admiralty: warning: "review  CUP" is a new tournament, spelt like "Review Cup"'


@pytest.fixture
def db(run, tmp_path):
    path = str(tmp_path / "s.db")
    assert run("import", str(EXAMPLES / "corvette-win.mgn"), "--tournament", "Review Cup", "--db", path).exit_code == 0
    return path


def test_a_new_name_spelt_like_a_stored_one_is_warned_of(run, db):
    result = run("import", str(EXAMPLES / "agreement.mgn"), "--tournament", "review  CUP", "--db", db)
    assert result.exit_code == 0 and WARNING in result.stderr
    assert '--tournament "Review Cup"' in result.stderr
    listed = run("games", "--tournament", "review  CUP", "--format", "csv", "--db", db).stdout.splitlines()
    assert len(listed) == 2  # stored where the name says: a header and the game


def test_a_ledger_s_name_is_stored_too(run, tmp_path):
    """A store with a ledger refuses the new name unless --new (tests/ledger/test_import_tournament_names.py)."""
    path = str(tmp_path / "l.db")
    run("tournament", "create", "Kerné Open", "--db", path)
    result = run("import", str(EXAMPLES / "agreement.mgn"), "--tournament", "Kerne open", "--new", "--db", path)
    assert 'warning: "Kerne open" is a new tournament, spelt like "Kerné Open"' in result.stderr


@pytest.mark.parametrize("name", ["Review Cup", "Review Cup 2"])
def test_the_stored_name_or_another_name_is_not_warned_of(run, db, name):
    result = run("import", str(EXAMPLES / "agreement.mgn"), "--tournament", name, "--db", db)
    assert result.exit_code == 0 and "warning" not in result.stderr


def test_a_name_is_warned_of_once_when_it_is_new(run, db):
    run("import", str(EXAMPLES / "agreement.mgn"), "--tournament", "review  CUP", "--db", db)
    again = run("import", str(EXAMPLES / "tiebreak.mgn"), "--tournament", "review  CUP", "--db", db)
    assert "warning" not in again.stderr
