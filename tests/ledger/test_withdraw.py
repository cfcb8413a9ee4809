"""``tournament withdraw`` (issue 27) on the README walkthrough's files: paired no more, marked in the standings,
their open pairing decided as a forfeit; and ``verify`` finding a forged withdrawal."""

import csv
import io
import json

import pytest

from admiralty.referee.tournament.events import LateEntry, PlayerWithdrawn
from admiralty.store import EventStore, verify
from admiralty.store.ledger import append, entries
from tests.conftest import AUTUMN, declared

T = AUTUMN


@pytest.fixture
def db(run, tmp_path):
    """Round 4 paired, no game imported, Nedelec (pn) withdrawn from round 4."""
    path = declared(run, str(tmp_path / "w.db"))
    done = run("tournament", "withdraw", "Pierre Nedelec", "--from-round", "4", "--by", "M. Tanguy", "--reason", "Left",
               "--tournament", T, "--db", path)  # fmt: skip
    assert done.exit_code == 0 and "Pierre Nedelec withdrawn from round 4 (ledger event" in done.output, done.output
    return path


def test_a_withdrawn_player_is_paired_no_more(run, db):
    refused = run("tournament", "pair", "--round", "5", "pn", "am", "--tournament", T, "--db", db)
    assert refused.exit_code == 2 and "pn withdrew from round 4" in refused.output


def test_their_pairing_is_a_forfeit_the_arbiter_decides_and_the_standings_mark_them(run, db):
    shown = run("tournament", "show", "--tournament", T, "--db", db).output
    assert "pn withdrew from round 4: decide a forfeit" in shown and "pn withdrawn from round 4" in shown
    run("tournament", "decide", "--round", "4", "--pairing", "pn-jb", "--result", "second/forfeit", "--by",
        "M. Tanguy", "--reason", "Withdrawn", "--tournament", T, "--db", db)  # fmt: skip
    text = run("standings", "--tournament", T, "--db", db).output
    assert "(withdrawn from round 4)" in text
    table = json.loads(run("standings", "--tournament", T, "--json", "--db", db).output)["standings"]
    assert {row["player"]: row["withdrawn"] for row in table}["pn"] == 4
    rows = csv.DictReader(io.StringIO(run("standings", "--tournament", T, "--format", "csv", "--db", db).output))
    assert {row["player"]: row["withdrawn"] for row in rows if row["player"] in ("pn", "jb")} == {"pn": "4", "jb": ""}


def test_a_withdrawal_needs_who_and_why(run, db):
    refused = run("tournament", "withdraw", "am", "--from-round", "4", "--tournament", T, "--db", db)
    assert refused.exit_code == 2


def test_a_forged_withdrawal_of_a_player_is_found_by_verify(db):
    with EventStore.open(db) as store:
        length = len(entries(store, T))
        append(store, T, length, [PlayerWithdrawn("zz", 4, "M. T.", "forged")], "2026-11-22T06:00:00+00:00")
        findings = [finding.message for finding in verify(store).findings]
    assert any("PlayerWithdrawn could not have been made" in m for m in findings), findings


def test_a_late_entrant_joins_from_a_round(run, db, tmp_path):
    added = run("tournament", "player", "add", "yk", "--name", "Yann Kervella", "--from-round", "5",
                "--tournament", T, "--db", db)  # fmt: skip
    assert added.exit_code == 0 and "Player yk registered, from round 5 (ledger events" in added.output
    refused = run("tournament", "pair", "--round", "4", "yk", "--tournament", T, "--db", db)
    assert refused.exit_code == 2 and "yk entered late, from round 5" in refused.output
    assert run("tournament", "pair", "--round", "5", "yk", "am", "--tournament", T, "--db", db).exit_code == 0
    assert verify(EventStore.open(db)).ok


def test_a_forged_late_entry_is_found_by_verify(db):
    with EventStore.open(db) as store:
        length = len(entries(store, T))
        append(store, T, length, [LateEntry("am", 9)], "2026-11-22T06:00:00+00:00")
        findings = [finding.message for finding in verify(store).findings]
    assert any("LateEntry could not have been made" in m and "am is paired in round 4" in m for m in findings)


def test_a_late_entrant_is_registered_with_the_facts_a_players_file_gives(run, db):
    """A Swiss pairs a late entrant by rating: player add takes what the players file's columns would, the title
    and federation in capitals as the file's are; a rating out of range is refused, nothing registered."""
    refused = run("tournament", "player", "add", "yk", "--name", "Yann Kervella", "--rating", "5000",
                  "--tournament", T, "--db", db)  # fmt: skip
    assert refused.exit_code == 2 and "yk's rating is 5000: a rating is a whole number from 0 to 4000" in refused.output
    added = run("tournament", "player", "add", "yk", "--name", "Yann Kervella", "--rating", "1990", "--title", "fm",
                "--federation", "fra", "--club", "Brest", "--from-round", "5", "--tournament", T, "--db", db)  # fmt: skip
    assert added.exit_code == 0, added.output
    shown = json.loads(run("tournament", "show", "--tournament", T, "--json", "--db", db).output)["ledger"]["players"]
    assert {field: shown["yk"][field] for field in ("rating", "title", "federation", "club")} == {
        "rating": 1990,
        "title": "FM",
        "federation": "FRA",
        "club": "Brest",
    }
    assert verify(EventStore.open(db)).ok
