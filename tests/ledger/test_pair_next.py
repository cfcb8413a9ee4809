"""``tournament pair-next`` (issue 27): the FIDE Dutch system by its library, on the tournament's own results; the
round stored with its system and library; ``verify`` pairing it again; ``forbid``, withdrawals, late entries."""

import json
from pathlib import Path

import attrs
import pytest

from admiralty.referee.tournament.events import RoundPaired, Seating
from admiralty.store import EventStore, verify
from admiralty.store.ledger import append, entries
from admiralty.store.swiss import ENGINE
from tests.store.conftest import ROOT
from tests.store.test_forgery import attack

T = "Swiss Open"


def swiss(run, db, players=12):
    """A tournament of ``players`` players named p01, p02, ... registered."""
    assert run("tournament", "create", T, "--db", db).exit_code == 0
    for number in range(1, players + 1):
        added = run("tournament", "player", "add", f"p{number:02}", "--name", f"Player {number:02}", "--tournament", T,
                    "--db", db)  # fmt: skip
        assert added.exit_code == 0, added.output


def pair_next(run, db, *options):
    """The round pair-next pairs (its JSON), after checking it exited 0."""
    done = run("tournament", "pair-next", "--tournament", T, "--db", db, "--json", *options)
    assert done.exit_code == 0, done.output
    return json.loads(done.stdout)


def first_seat_wins(run, db, paired):
    """Every game of ``paired`` won by its first seat, entered from the result sheet."""
    for seat in paired["pairings"]:
        if seat["second"] is not None:
            entered = run("tournament", "result", "--round", str(paired["round"]), "--pairing",
                          f"{seat['first']}-{seat['second']}", "--result", "first", "--tournament", T, "--db", db)  # fmt: skip
            assert entered.exit_code == 0, entered.output


def played(run, db, rounds, players=12, planned=None):
    """The first ``rounds`` rounds of a Swiss of ``planned`` (by default ``rounds``) paired by pair-next, every
    game won by the first seat; the rounds made."""
    swiss(run, db, players)
    made = []
    for number in range(1, rounds + 1):
        paired = pair_next(run, db, *(["--rounds", str(planned or rounds)] if number == 1 else []))
        assert paired["round"] == number
        first_seat_wins(run, db, paired)
        made.append(paired)
    return made


@pytest.fixture
def db(tmp_path):
    return str(tmp_path / "swiss.db")


def test_a_swiss_is_paired_round_after_round_and_verify_makes_every_round_again(run, db):
    made = played(run, db, 5)
    met = [frozenset((s["first"], s["second"])) for r in made for s in r["pairings"] if s["second"] is not None]
    assert len(met) == len(set(met)) == 30  # no repeat pairing, six games a round
    assert all(r["system"] == "dutch" and r["engine"] == ENGINE and r["rounds"] == 5 for r in made)
    assert len(made[4]["basis"]) == 24  # every earlier pairing's result
    assert verify(EventStore.open(db)).ok


def test_round_one_is_the_top_half_against_the_bottom_half(run, db):
    swiss(run, db, 12)
    paired = pair_next(run, db, "--rounds", "5", "--dry-run")
    assert {frozenset((s["first"], s["second"])) for s in paired["pairings"]} == {
        frozenset((f"p{n:02}", f"p{n + 6:02}")) for n in range(1, 7)
    }
    assert paired["pairings"][0] == {"first": "p01", "second": "p07"}  # player 1 has White's role, the first seat


def test_a_dry_run_stores_nothing(run, db):
    swiss(run, db, 4)
    done = run("tournament", "pair-next", "--rounds", "3", "--dry-run", "--tournament", T, "--db", db)
    assert done.exit_code == 0 and "not stored (--dry-run)" in done.output
    shown = run("tournament", "show", "--tournament", T, "--db", db).output
    assert "round 1" not in shown


def test_the_rounds_planned_are_asked_the_first_time(run, db):
    swiss(run, db, 4)
    refused = run("tournament", "pair-next", "--tournament", T, "--db", db)
    assert refused.exit_code == 2 and "give --rounds N the first time" in refused.output


def test_a_round_is_not_paired_while_an_earlier_one_lacks_a_result(run, db):
    swiss(run, db, 4)
    pair_next(run, db, "--rounds", "3")
    refused = run("tournament", "pair-next", "--tournament", T, "--db", db)
    assert refused.exit_code == 2 and "Round 2 cannot be paired: round 1 p01 - p03" in refused.output


def test_every_planned_round_paired_is_refused(run, db):
    played(run, db, 2, players=4)
    refused = run("tournament", "pair-next", "--tournament", T, "--db", db)
    assert refused.exit_code == 2 and "Every planned round is paired (2)" in refused.output


def test_a_round_emptied_by_unpair_is_paired_again(run, db):
    swiss(run, db, 4)
    pair_next(run, db, "--rounds", "3")
    assert run("tournament", "unpair", "--round", "1", "--tournament", T, "--db", db).exit_code == 0
    assert pair_next(run, db)["round"] == 1


def test_an_odd_player_gets_the_bye_and_a_bye_once(run, db):
    made = played(run, db, 3, players=5)
    byes = [s["first"] for r in made for s in r["pairings"] if s["second"] is None]
    assert len(byes) == 3 and len(set(byes)) == 3
    assert all(r["pairings"][-1]["second"] is None for r in made)  # the bye is the last board


def forbid(run, db, pairing):
    forbidden = run("tournament", "forbid", pairing, "--by", "M. Tanguy", "--reason", "Same club",
                    "--tournament", T, "--db", db)  # fmt: skip
    assert forbidden.exit_code == 0, forbidden.output


def test_a_forbidden_pair_is_not_paired(run, db):
    swiss(run, db, 6)
    unforbidden = pair_next(run, db, "--rounds", "3", "--dry-run")
    first_seat_wins(run, db, pair_next(run, db, "--rounds", "3"))
    again = pair_next(run, db, "--dry-run")["pairings"][0]
    forbid(run, db, f"{again['first']}-{again['second']}")
    paired = pair_next(run, db)
    assert {again["first"], again["second"]} not in [{s["first"], s["second"]} for s in paired["pairings"]]
    assert verify(EventStore.open(db)).ok
    assert unforbidden["round"] == 1


def test_a_forbidden_pair_the_library_pairs_in_round_one_is_refused(run, db):
    swiss(run, db, 4)
    forbid(run, db, "p01-p03")
    refused = run("tournament", "pair-next", "--rounds", "3", "--tournament", T, "--db", db)
    assert refused.exit_code == 2 and "p01 - p03, forbidden to meet" in refused.output
    said = " ".join(refused.output.split())
    assert "write its pairings in a CSV file (round,first,second" in said
    assert "tournament pairings FILE; then tournament pair-next pairs round 2 on" in said
    # What it says to do works: round 1 declared by hand, pair-next pairs round 2 and keeps the pair apart.
    pairings = Path(db).with_name("round-1.csv")
    pairings.write_text("round,first,second\n1,p01,p02\n1,p03,p04\n", encoding="utf-8")
    assert run("tournament", "pairings", str(pairings), "--tournament", T, "--db", db).exit_code == 0
    by_hand = [{"first": "p01", "second": "p02"}, {"first": "p03", "second": "p04"}]
    first_seat_wins(run, db, {"round": 1, "pairings": by_hand})
    paired = pair_next(run, db, "--rounds", "3")
    assert paired["round"] == 2 and {"p01", "p03"} not in [{s["first"], s["second"]} for s in paired["pairings"]]


def test_forbid_needs_two_players_who_and_why(run, db):
    swiss(run, db, 4)
    one = run("tournament", "forbid", "p01", "--by", "M. T.", "--reason", "r", "--tournament", T, "--db", db)
    assert one.exit_code == 2 and "names one player" in one.output
    assert run("tournament", "forbid", "p01-p02", "--tournament", T, "--db", db).exit_code == 2


def test_a_withdrawn_player_is_not_paired_from_their_round(run, db):
    made = played(run, db, 1, players=6, planned=3)
    run("tournament", "withdraw", "p02", "--from-round", "2", "--by", "M. T.", "--reason", "Left",
        "--tournament", T, "--db", db)  # fmt: skip
    paired = pair_next(run, db)
    assert "p02" not in {p for s in paired["pairings"] for p in (s["first"], s["second"])}
    assert [s for s in paired["pairings"] if s["second"] is None]  # five players left: a bye
    assert made


def test_a_late_entrant_is_paired_from_their_round(run, db):
    played(run, db, 1, players=4, planned=3)
    added = run("tournament", "player", "add", "p05", "--name", "Player 05", "--from-round", "2",
                "--tournament", T, "--db", db)  # fmt: skip
    assert added.exit_code == 0
    paired = pair_next(run, db)
    assert "p05" in {p for s in paired["pairings"] for p in (s["first"], s["second"])}
    assert verify(EventStore.open(db)).ok


def test_a_forged_swiss_round_is_found_by_verify(run, db):
    played(run, db, 1, players=4, planned=3)
    paired = pair_next(run, db)
    assert run("tournament", "unpair", "--round", "2", "--tournament", T, "--db", db).exit_code == 0
    with EventStore.open(db) as store:
        stored = entries(store, T)
        made = next(e.event for e in stored if isinstance(e.event, RoundPaired) and e.event.round == 2)
        swapped = tuple(Seating(s.second, s.first) for s in made.pairings if s.second)  # colours forged
        append(store, T, len(stored), [attrs.evolve(made, pairings=swapped)], "2026-11-22T06:00:00+00:00")
        findings = [finding.message for finding in verify(store).findings]
    assert any("RoundPaired could not have been made" in m and f"{ENGINE} pairs round 2" in m for m in findings)
    assert paired["round"] == 2


def test_the_players_file_ratings_give_the_initial_order(run, db, tmp_path):
    assert run("tournament", "create", T, "--db", db).exit_code == 0
    rows = [f"p{n:02},Player {n:02},,{1000 + 100 * n},FRA" for n in range(1, 7)]  # p06 rated highest
    (tmp_path / "players.csv").write_text("id,name,aliases,rating,federation\n" + "\n".join(rows) + "\n")
    assert run("tournament", "players", str(tmp_path / "players.csv"), "--tournament", T, "--db", db).exit_code == 0
    shown = run("tournament", "pair-next", "--rounds", "3", "--dry-run", "--tournament", T, "--db", db).output
    assert shown.splitlines()[0] == "1. Player 06 (p06, 1600) - Player 03 (p03, 1300)"


def test_the_readme_swiss_pairs_no_forbidden_pair_no_withdrawn_player_and_the_late_entrant(run, db):
    """The README's walkthrough (examples/tournament/swiss/): what its text says of rounds 1-3."""
    folder = "examples/tournament/swiss"
    name = "Spring Swiss"

    def ok(*args):
        done = run(*args, "--tournament", name, "--db", db)
        assert done.exit_code == 0, done.output
        return done

    assert run("tournament", "create", name, "--db", db).exit_code == 0
    ok("tournament", "players", f"{ROOT}/{folder}/players.csv")
    ok("tournament", "forbid", "am-ed", "--by", "M. Tanguy", "--reason", "Same club")
    rounds = [json.loads(ok("tournament", "pair-next", "--rounds", "4", "--json").stdout)]
    ok("tournament", "results", f"{ROOT}/{folder}/round-1-results.csv", "--by", "M. Tanguy")
    rounds.append(json.loads(ok("tournament", "pair-next", "--json").stdout))
    ok("tournament", "results", f"{ROOT}/{folder}/round-2-results.csv", "--by", "M. Tanguy")
    ok("tournament", "withdraw", "mt", "--from-round", "3", "--by", "M. Tanguy", "--reason", "Left")
    ok("tournament", "player", "add", "kb", "--name", "Katell Bihan", "--from-round", "3")
    rounds.append(json.loads(ok("tournament", "pair-next", "--json").stdout))
    seated = [{p for s in r["pairings"] for p in (s["first"], s["second"])} for r in rounds]
    assert "mt" not in seated[2] and "kb" in seated[2] and "kb" not in seated[0] | seated[1]
    assert all({s["first"], s["second"]} != {"am", "ed"} for r in rounds for s in r["pairings"])
    assert rounds[0]["pairings"][0] == {"first": "am", "second": "sc"}  # rated 1850 against 1610, the 5th of 8


def test_the_round_robin_system_pairs_the_berger_tables_next_round(run, db):
    swiss(run, db, 4)
    first = pair_next(run, db, "--system", "round-robin")
    assert first["system"] == "round-robin" and first["engine"] == "" and len(first["pairings"]) == 2
    first_seat_wins(run, db, first)
    second = pair_next(run, db, "--system", "round-robin")
    met = {frozenset((s["first"], s["second"])) for r in (first, second) for s in r["pairings"]}
    assert second["round"] == 2 and len(met) == 4
    assert verify(EventStore.open(db)).ok


def test_a_seal_covers_a_swiss_round_and_a_forbidden_pair(run, db, tmp_path, monkeypatch):
    """A Swiss round cut after the seal: the chain still holds, and the seal finds it."""
    monkeypatch.chdir(ROOT)
    swiss(run, db, 4)
    forbid(run, db, "p01-p02")
    pair_next(run, db, "--rounds", "3")
    assert run("import", "examples/corvette-win.mgn", "--db", db).exit_code == 0  # a seal seals a stored file too
    assert run("seal", "--json", "-o", str(tmp_path / "s.json"), "--db", db).exit_code == 0
    attack(db, "DELETE FROM ledger WHERE type = 'RoundPaired'")  # the last event: the chain still holds
    cut = run("verify", "--db", db, "--seal", str(tmp_path / "s.json"))
    assert cut.exit_code == 1 and "STORE-SEAL" in cut.output
