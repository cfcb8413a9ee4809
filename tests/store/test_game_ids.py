"""A game id larger than SQLite's integers names no game: STORE-NOGAME (exit 2) like any id not stored, never
an OverflowError's traceback (review finding F4)."""

from __future__ import annotations

import pytest

from admiralty.referee.violation import AdmiraltyError
from admiralty.store.sqlite.database import MOST_ID, EventStore
from tests.conftest import AUTUMN

T = AUTUMN
HUGE = "99999999999999999999"
DECISION = ["--by", "M. T.", "--reason", "why"]


@pytest.fixture
def db(autumn_db):
    return autumn_db


COMMANDS = [
    ["show", HUGE],
    ["export", HUGE],
    ["view", HUGE],
    ["validate", HUGE],
    ["replay", HUGE],
    ["adjudicate", HUGE, *DECISION],
    ["repair", HUGE, "--turn", "1", "--as", "211c2-c3", *DECISION],
    ["annotate", HUGE, "--turn", "1", "--comment", "hi"],
    ["tournament", "attach", HUGE, "--round", "4", "--pairing", "pn-jb", *DECISION, "--tournament", T],
    ["tournament", "exclude", HUGE, *DECISION, "--tournament", T],
    ["tournament", "accept-correction", HUGE, *DECISION, "--tournament", T],
]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda command: " ".join(command[:2]))
def test_a_huge_game_id_is_no_game(run, db, command):
    result = run(*command, "--db", db)
    assert result.exit_code == 2
    assert f"There is no game {HUGE}" in result.stderr


@pytest.mark.parametrize("game_id", [MOST_ID + 1, 10**30, -(10**30)])
def test_the_store_reads_no_game_of_an_id_it_cannot_hold(db, game_id):
    with EventStore.open(db) as store:
        assert list(store.stored(game_id)) == []
        for read in (store.events, store.first):
            with pytest.raises(AdmiraltyError) as raised:
                read(game_id)
            assert raised.value.violation.rule == "STORE-NOGAME"


def test_the_largest_id_sqlite_holds_is_looked_up_as_any_other(db):
    with EventStore.open(db) as store, pytest.raises(AdmiraltyError, match=f"no game {MOST_ID} "):
        store.events(MOST_ID)
