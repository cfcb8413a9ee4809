"""Reading commands warn (issue 29): ``games``, ``standings``, ``tournament show`` and ``report`` run a quick
check of the store they read (its schema, the projections' row counts, the last seal), tell on standard error
what it finds, exit 4 (SUSPECT), and a report states the check and the seal it was checked against."""

from __future__ import annotations

import sqlite3

import pytest

from admiralty.cli.exits import INCOMPLETE, SUSPECT
from tests.conftest import AUTUMN
from tests.forgery import untriggered

READING = (
    ("games", "--tournament", AUTUMN),
    ("standings", "--tournament", AUTUMN),
    ("tournament", "show", "--tournament", AUTUMN),
    ("report", "--tournament", AUTUMN, "--format", "md"),
)


@pytest.mark.parametrize("command", READING)
def test_an_untouched_store_reads_as_before(run, autumn_db, command):
    result = run(*command, "--db", autumn_db)
    assert result.exit_code in (0, INCOMPLETE), result.output
    assert "warning" not in result.output


@pytest.mark.parametrize("command", READING)
def test_a_dropped_trigger_is_told_before_the_output(run, autumn_db, command):
    connection = sqlite3.connect(autumn_db)
    connection.execute("DROP TRIGGER events_no_update")
    connection.close()
    result = run(*command, "--db", autumn_db)
    assert result.exit_code == SUSPECT, result.output
    assert "admiralty: warning:" in result.output and "events_no_update is missing" in result.output
    assert "run admiralty verify" in result.output


@pytest.mark.parametrize("command", READING)
def test_a_sealed_event_removed_is_told(run, autumn_db, command):
    assert run("seal", "--tournament", AUTUMN, "--db", autumn_db).exit_code == 0
    untriggered(
        autumn_db, "DELETE FROM events WHERE game_id = 1 AND seq = (SELECT max(seq) FROM events WHERE game_id = 1)"
    )
    result = run(*command, "--db", autumn_db)
    assert result.exit_code == SUSPECT, result.output
    assert "STORE-SEAL" in result.output


def test_a_summary_line_of_no_game_is_told(run, autumn_db):
    connection = sqlite3.connect(autumn_db)
    with connection:
        connection.execute(
            "INSERT INTO summaries SELECT 999, kind, tournament, round, first, second, result, valid, rule, turns, "
            "annotations FROM summaries WHERE game_id = 1"
        )
    connection.close()
    result = run("games", "--db", autumn_db)
    assert result.exit_code == SUSPECT and "1 of them naming no stored game" in result.output


def test_a_report_states_the_check_and_the_seal_it_was_checked_against(run, autumn_db):
    sealed = run("seal", "--tournament", AUTUMN, "--db", autumn_db)
    root = sealed.output.splitlines()[1].removeprefix("root ")
    result = run("report", "--tournament", AUTUMN, "--format", "md", "--db", autumn_db)
    assert "Checked when written: the store is as the tool left it (quick check); against seal 1" in result.output
    assert f"root {root}" in result.output
    html = run("report", "--tournament", AUTUMN, "--format", "html", "--db", autumn_db)
    assert '<p class="checked">Checked when written: the store is as the tool left it' in html.output
