"""A tournament name that names nothing stored is refused (STORE-NOTOURNAMENT, exit 2) with the names nearest
to it, never answered as an empty, complete tournament (review finding F2)."""

from pathlib import Path

import pytest

from admiralty.referee.violation import AdmiraltyError
from admiralty.store import accounts
from admiralty.store.sqlite.database import EventStore
from admiralty.store.tournament_names import nearest

EXAMPLES = Path(__file__).parents[2] / "examples"
T = "Autumn Open"


@pytest.fixture
def db(run, tmp_path):
    """A store of two tournaments: one with a ledger and no game, one of imported games and no ledger."""
    path = str(tmp_path / "a.db")
    run("tournament", "create", T, "--db", path)
    run("import", str(EXAMPLES / "round-4.mgn"), "--tournament", "Brest Open 2026", "--new", "--db", path)
    return path


COMMANDS = [
    ["tournament", "show"],
    ["games"],
    ["standings"],
    ["report", "--format", "md"],
    ["tournament", "pair", "am", "--round", "1"],
]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda command: " ".join(command[:2]))
def test_an_unknown_tournament_is_refused_with_the_nearest_name(run, db, command):
    result = run(*command, "--tournament", "Autumm Open", "--db", db)
    assert result.exit_code == 2
    assert 'STORE-NOTOURNAMENT: There is no tournament "Autumm Open" in this database' in result.stderr
    assert 'did you mean "Autumn Open"?' in result.stderr


def test_a_name_far_from_every_tournament_lists_them(run, db):
    result = run("tournament", "show", "--tournament", "Nope", "--db", db)
    assert result.exit_code == 2
    assert 'its tournaments are "Autumn Open" and "Brest Open 2026"' in result.stderr


def test_a_store_without_tournaments_says_so(run, tmp_path):
    path = str(tmp_path / "b.db")
    run("import", str(EXAMPLES / "round-4.mgn"), "--db", path)
    result = run("standings", "--tournament", "Nope", "--db", path)
    assert result.exit_code == 2 and "it holds no tournament" in result.stderr


def test_a_tournament_of_games_without_a_ledger_is_known(run, db):
    assert run("games", "--tournament", "Brest Open 2026", "--db", db).exit_code == 0
    refused = run("tournament", "pair", "am", "--round", "1", "--tournament", "Brest Open 2026", "--db", db)
    assert refused.exit_code == 2 and 'the tournament "Brest Open 2026" has no ledger' in refused.stderr


def test_a_ledger_without_games_is_known(run, db):
    result = run("tournament", "show", "--tournament", T, "--db", db)
    assert result.exit_code == 0 and result.stdout.startswith(f'Tournament "{T}": 0 results')


def test_the_account_of_an_unknown_tournament_is_refused(db):
    with EventStore.open(db) as store, pytest.raises(AdmiraltyError) as raised:
        accounts.account(store, "autumn  OPEN")
    assert raised.value.violation.rule == "STORE-NOTOURNAMENT"


def test_names_spelt_alike_come_before_names_merely_close():
    names = ["Autumn Opens", "Brest Open", "AUTUMN  open", "Autumn Open"]
    assert nearest("Autumn Open", names) == ["AUTUMN  open", "Autumn Opens"]


def test_nothing_is_nearest_to_a_name_unlike_every_other():
    assert nearest("Nope", ["Autumn Open", "Brest Open 2026"]) == []


@pytest.mark.parametrize(
    "command",
    [
        ["tournament", "exclude", "1", "--by", "M. T.", "--reason", "why"],
        ["tournament", "annul", "1", "--by", "M. T.", "--reason", "why"],
        ["seal", "--by", "M. T."],
    ],
    ids=lambda command: " ".join(command[:2]),
)
def test_a_command_naming_its_events_refuses_an_unknown_tournament_too(run, db, command):
    result = run(*command, "--tournament", "Brest Open 2062", "--db", db)
    assert result.exit_code == 2
    assert 'There is no tournament "Brest Open 2062" in this database; did you mean "Brest Open 2026"?' in result.stderr


def test_create_quotes_the_name_as_other_messages_do(run, tmp_path):
    made = run("tournament", "create", "Tour Swiss", "--kind", "mad", "--db", str(tmp_path / "q.db"))
    assert made.exit_code == 0 and made.stdout.startswith('Tournament "Tour Swiss" created')
