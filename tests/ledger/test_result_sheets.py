"""``tournament result`` and ``tournament results``: results from scoresheets, without records (issue 27), on the
README walkthrough's files; and ``verify`` finding a forged one."""

import json

import pytest

from admiralty.referee.tournament.events import ResultEntered
from admiralty.store import EventStore, verify
from admiralty.store.ledger import append, entries
from tests.conftest import AUTUMN
from tests.tables import row_shown

T = AUTUMN


@pytest.fixture
def db(autumn_db):
    return autumn_db


def _result(run, db, pairing, outcome, *more):
    return run("tournament", "result", "--round", "4", "--pairing", pairing, "--result", outcome, *more,
               "--tournament", T, "--db", db)  # fmt: skip


def test_a_result_sheet_counts_with_its_source(run, db):
    entered = _result(run, db, "pn-jb", "second", "--by", "M. Tanguy")
    assert entered.exit_code == 0, entered.output
    assert "Round 4, pn-jb: second from the result sheet (ledger event" in entered.output
    shown = run("tournament", "show", "--tournament", T, "--db", db).output
    assert row_shown(shown, "4", "5", "Pierre Nédélec", "Jeanne Bihan", "second", "result sheet")
    assert "entered by M. Tanguy" in shown
    assert "pn - jb: no record" not in shown and "Decisions" not in shown
    counted = json.loads(run("tournament", "show", "--tournament", T, "--json", "--db", db).output)["counted"]
    assert [each["result"]["source"] for each in counted if each["result"]["first"] == "pn"] == ["result sheet"]


def test_a_record_that_contradicts_the_sheet_is_an_open_item(run, db):
    game = json.loads(run("tournament", "show", "--tournament", T, "--json", "--db", db).output)["counted"][0]
    outcome = game["result"]["outcome"]
    other = "second" if outcome == "first" else "first"
    assert _result(run, db, f"{game['result']['first']}-{game['result']['second']}", other).exit_code == 0
    shown = run("tournament", "show", "--tournament", T, "--db", db)
    assert shown.exit_code == 3 and f"gives {outcome} and the result sheet (event" in shown.output


def test_a_results_file_is_read_strictly_all_or_none(run, db, tmp_path):
    sheet = tmp_path / "results.csv"
    sheet.write_text("round,first,second,outcome\n4,pn,jb,first/forfeit\n4,sc,em,second\n")
    entered = run("tournament", "results", str(sheet), "--tournament", T, "--db", db)
    assert entered.exit_code == 0 and "Results entered (ledger events" in entered.output
    wrong = tmp_path / "wrong.csv"
    wrong.write_text("round,first,second\n4,lk,mt\n")
    before = len(run("tournament", "show", "--tournament", T, "--db", db).output)
    refused = run("tournament", "results", str(wrong), "--tournament", T, "--db", db)
    assert refused.exit_code == 2 and "header round,first,second,outcome" in refused.output
    bad = tmp_path / "bad.csv"
    bad.write_text("round,first,second,outcome\n4,lk,mt,first\n4,lk,mt,won\n")
    refused = run("tournament", "results", str(bad), "--tournament", T, "--db", db)
    assert refused.exit_code == 2 and 'Line 3 of the results file: "won" is not a result' in refused.output
    assert len(run("tournament", "show", "--tournament", T, "--db", db).output) == before


def test_a_second_result_for_a_pairing_is_refused_until_the_first_is_annulled(run, db):
    _result(run, db, "pn-jb", "first")
    refused = _result(run, db, "pn-jb", "second")
    assert refused.exit_code == 2 and "already has the result first from the result sheet" in refused.output
    seq = len(entries(EventStore.open(db), T)) - 1
    annulled = run("tournament", "annul", str(seq), "--by", "M. T.", "--reason", "Misread", "--tournament", T,
                   "--db", db)  # fmt: skip
    assert annulled.exit_code == 0, annulled.output
    assert _result(run, db, "pn-jb", "second").exit_code == 0


def test_a_forged_result_sheet_is_found_by_verify(tmp_path, run):
    from tests.conftest import declared

    path = declared(run, str(tmp_path / "f.db"))
    with EventStore.open(path) as store:
        length = len(entries(store, T))
        append(store, T, length, [ResultEntered(9, "pn", "jb", "first")], "2026-11-22T06:00:00+00:00")
        findings = [finding.message for finding in verify(store).findings]
    assert any("ResultEntered could not have been made" in m for m in findings), findings


def test_annulling_a_result_sheets_result_names_it_an_event_not_a_decision(run, db):
    """A result sheet's result is no arbiter's decision (it is not listed among them): its annulment says
    event N, in the command's answer and in tournament show's decisions."""
    entered = _result(run, db, "pn-jb", "second", "--by", "M. Tanguy")
    seq = int(entered.output.rsplit("ledger event ", 1)[1].split(")")[0])
    annulled = run("tournament", "annul", str(seq), "--by", "M. Tanguy", "--reason", "Misread", "--tournament", T,
                   "--db", db)  # fmt: skip
    assert annulled.exit_code == 0 and annulled.output.startswith(f"Event {seq} annulled (ledger event ")
    shown = run("tournament", "show", "--tournament", T, "--db", db).output
    assert f"event {seq} annulled" in shown and "decision " + str(seq) not in shown
