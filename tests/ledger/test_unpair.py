"""``tournament unpair`` and ``tournament pairings --replace`` (issue 27) on the README walkthrough's files; and
``verify`` finding a forged withdrawal."""

import json
from pathlib import Path

import pytest

from admiralty.referee.tournament.events import PairingsWithdrawn, Seating
from admiralty.store import EventStore, verify
from admiralty.store.ledger import append, entries
from tests.conftest import AUTUMN, declared

T = AUTUMN


@pytest.fixture
def db(run, tmp_path):
    """Round 4 paired, no game imported."""
    return declared(run, str(tmp_path / "d.db"))


def _pairs(run, db):
    shown = json.loads(run("tournament", "show", "--tournament", T, "--json", "--db", db).output)
    return sorted((item["first"], item["second"]) for item in shown["open"])


def test_a_pairing_is_withdrawn_and_paired_again(run, db):
    done = run("tournament", "unpair", "--round", "4", "--pairing", "am-gr", "--by", "M. T.", "--reason", "Mistyped",
               "--tournament", T, "--db", db)  # fmt: skip
    assert done.exit_code == 0 and "Round 4, am-gr withdrawn (ledger event" in done.output
    assert ("am", "gr") not in _pairs(run, db)
    assert run("tournament", "pair", "--round", "4", "gr", "am", "--tournament", T, "--db", db).exit_code == 0
    assert ("gr", "am") in _pairs(run, db)
    assert verify(EventStore.open(db)).ok


def test_a_whole_round_is_withdrawn(run, db):
    assert run("tournament", "unpair", "--round", "4", "--tournament", T, "--db", db).exit_code == 0
    assert _pairs(run, db) == []


def test_a_pairing_with_a_record_or_a_decision_is_refused(run, db):
    run("import", str(Path(__file__).parents[2] / "examples" / "round-4.mgn"), "--tournament", T, "--db", db)
    refused = run("tournament", "unpair", "--round", "4", "--tournament", T, "--db", db)
    assert refused.exit_code == 2 and "Round 4, am - gr cannot be withdrawn: game 1 of the store counts for it" in (
        refused.output
    )
    run("tournament", "decide", "--round", "4", "--pairing", "pn-jb", "--result", "first/forfeit", "--by", "M. T.",
        "--reason", "absent", "--tournament", T, "--db", db)  # fmt: skip
    refused = run("tournament", "unpair", "--round", "4", "--pairing", "pn-jb", "--tournament", T, "--db", db)
    assert refused.exit_code == 2 and "pn - jb cannot be withdrawn: decision" in refused.output


def test_a_round_is_declared_anew_with_replace(run, db, tmp_path):
    other = tmp_path / "round-4.csv"
    other.write_text("round,first,second\n4,gr,am\n4,yl,lp\n")
    refused = run("tournament", "pairings", str(other), "--tournament", T, "--db", db)
    assert refused.exit_code == 2 and "already paired in round 4" in refused.output
    done = run("tournament", "pairings", str(other), "--replace", "--tournament", T, "--db", db)
    assert done.exit_code == 0 and "Pairings declared anew" in done.output
    assert _pairs(run, db) == [("gr", "am"), ("yl", "lp")]


def test_a_forged_withdrawal_is_found_by_verify(run, db):
    run("tournament", "decide", "--round", "4", "--pairing", "pn-jb", "--result", "first/forfeit", "--by", "M. T.",
        "--reason", "absent", "--tournament", T, "--db", db)  # fmt: skip
    with EventStore.open(db) as store:
        length = len(entries(store, T))
        append(store, T, length, [PairingsWithdrawn(4, (Seating("pn", "jb"),))], "2026-11-22T06:00:00+00:00")
        findings = [finding.message for finding in verify(store).findings]
    assert any("PairingsWithdrawn could not have been made" in m and "decision" in m for m in findings), findings


def test_annul_takes_a_round_declared_by_mistake(run, db):
    run("tournament", "pair", "--round", "7", "am", "gr", "--tournament", T, "--db", db)
    seq = len(entries(EventStore.open(db), T)) - 1
    done = run("tournament", "annul", str(seq), "--by", "M. T.", "--reason", "Mistyped round", "--tournament", T,
               "--db", db)  # fmt: skip
    assert done.exit_code == 0, done.output
    assert run("tournament", "pair", "--round", "7", "am", "yl", "--tournament", T, "--db", db).exit_code == 0
    assert verify(EventStore.open(db)).ok


def test_annul_of_a_round_with_a_record_names_it(run, db):
    run("import", str(Path(__file__).parents[2] / "examples" / "round-4.mgn"), "--tournament", T, "--db", db)
    declared_at = next(e.seq for e in entries(EventStore.open(db), T) if type(e.event).__name__ == "RoundPaired")
    refused = run("tournament", "annul", str(declared_at), "--by", "M. T.", "--reason", "why", "--tournament", T,
                  "--db", db)  # fmt: skip
    assert (
        refused.exit_code == 2 and "Round 4, am - gr cannot be annulled: game 1 of the store counts" in refused.output
    )


def test_a_repeat_pairing_is_warned_and_refused_with_strict(run, db):
    warned = run("tournament", "pair", "--round", "5", "gr", "am", "--tournament", T, "--db", db)
    assert warned.exit_code == 0 and "admiralty: warning: gr and am already met in round 4." in warned.output
    refused = run("tournament", "pair", "--round", "7", "yl", "--strict", "--tournament", T, "--db", db)
    assert refused.exit_code == 2 and "Round 7 is paired while round 6 has no pairing." in refused.output
    assert "--strict refuses it" in refused.output
