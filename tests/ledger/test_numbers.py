"""The numbers a user gives the ledger and the standings: points, rounds (specs/arbiter.md, specs/tournament.md)."""

import json
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from admiralty.referee.tournament.events import PlayerRegistered, ResultDecided, RoundPaired, Seating, TournamentCreated
from admiralty.referee.tournament.results import MOST_POINTS, fit_points
from admiralty.referee.tournament.rounds import MOST_ROUNDS, round_number
from admiralty.store import EventStore, verify
from admiralty.store.ledger import append
from admiralty.store.tournaments import record
from tests.conftest import declared
from tests.ledger.test_cli import EXAMPLES, T
from tests.records import AT


@pytest.fixture
def db(run, tmp_path):
    """A tournament of round 4 of the README's walkthrough, no game imported."""
    return declared(run, str(tmp_path / "n.db"))


def _decide(run, db, result, points):
    return run("tournament", "decide", "--round", "4", "--pairing", "am-gr", "--result", result, "--points", points,
               "--by", "M. T.", "--reason", "why", "--tournament", T, "--db", db)  # fmt: skip


class TestPoints:
    @given(st.sampled_from(["victory", "bye", "forfeit_loss"]), st.floats(allow_nan=True, allow_infinity=True))
    def test_points_fit_when_finite_and_within_the_bounds(self, category, points):
        least = -MOST_POINTS if category == "forfeit_loss" else 0
        assert fit_points(category, points) == (math.isfinite(points) and least <= points <= MOST_POINTS)

    @pytest.mark.parametrize("points", [True, "5", None, 10**20])
    def test_what_is_not_a_number_or_too_big_does_not_fit(self, points):
        assert not fit_points("victory", points)

    @pytest.mark.parametrize("points", ["nan,0", "1e400,0", "-5,0", "99999999999999999999,0", "0,-inf"])
    def test_a_decision_giving_impossible_points_is_refused_and_writes_nothing(self, run, db, points):
        result = _decide(run, db, "first", points)
        assert result.exit_code == 2 and "STORE-LEDGER" in result.output and "Traceback" not in result.output
        shown = json.loads(run("standings", "--tournament", T, "--json", "--db", db).output)
        assert shown["results"] == []

    def test_a_decision_may_penalise_the_seat_that_forfeited(self, run, db):
        assert _decide(run, db, "first/forfeit", "3,-1").exit_code == 0
        shown = json.loads(run("standings", "--tournament", T, "--json", "--db", db).output)
        assert {row["player"]: row["points"] for row in shown["standings"]}["gr"] == -1

    def test_a_decision_may_not_penalise_the_seat_that_won(self, run, db):
        assert _decide(run, db, "first/forfeit", "-1,0").exit_code == 2

    @pytest.mark.parametrize(
        "line",
        ["victory = nan", "victory = inf", "forfeit_loss = -inf", "victory = 1e400", 'victory = "5"', "victory = true",
         "bye = 99999999999999999999", "defeat = -1"],
    )  # fmt: skip
    def test_a_scoring_file_of_impossible_points_is_refused(self, run, tmp_path, line):
        path = tmp_path / "s.toml"
        path.write_text(f"[scoring]\n{line}\n", encoding="utf-8")
        result = run("standings", "examples/", "--scoring", str(path))
        assert result.exit_code == 2 and "from 0 to 1000" in result.output
        created = run("tournament", "create", "Cup", "--scoring", str(path), "--db", str(tmp_path / "c.db"))
        assert created.exit_code == 2

    def test_the_ledger_refuses_a_scoring_of_impossible_points(self):
        store = EventStore.open(":memory:")
        with pytest.raises(Exception, match="STORE-LEDGER"):
            record(store, "Cup", [TournamentCreated("Cup", ("mad",), (("victory", math.nan),))], AT)

    def test_verify_flags_points_stored_not_finite(self):
        store = EventStore.open(":memory:")
        players = [PlayerRegistered("am", "Anne Morgan"), PlayerRegistered("gr", "Gaël Riou")]
        record(store, "Cup", [TournamentCreated("Cup", ("mad",)), *players, RoundPaired(1, (Seating("am", "gr"),))], AT)
        append(store, "Cup", 4, [ResultDecided(1, "am", "gr", "first", "M. T.", "why", (math.nan, 0.0))], AT)
        findings = verify(store).findings
        assert [finding.rule for finding in findings] == ["STORE-TAMPER"]
        assert "nan" in findings[0].message


class TestRounds:
    @given(st.integers(min_value=0, max_value=10**30))
    def test_a_round_is_a_number_from_1_to_the_most(self, number):
        assert round_number(str(number)) == (number if 1 <= number <= MOST_ROUNDS else None)

    @pytest.mark.parametrize("round", ["99999999999999999999", "1000"])
    def test_a_round_beyond_the_most_is_refused_on_the_command_line(self, run, db, round):
        result = run("tournament", "pair", "--round", round, "am", "gr", "--tournament", T, "--db", db)
        assert result.exit_code == 2 and "1<=x<=999" in result.output
        assert run("tournament", "pair", "--round", "999", "am", "gr", "--tournament", T, "--db", db).exit_code == 0

    @pytest.mark.parametrize("round", ["99999999999999999999", "9" * 5000, "0"])
    def test_a_round_beyond_the_most_is_refused_in_a_pairings_file(self, run, db, tmp_path, round):
        path = tmp_path / "p.csv"
        path.write_text(f"round,first,second\n{round},am,gr\n", encoding="utf-8")
        result = run("tournament", "pairings", str(path), "--tournament", T, "--db", db)
        assert (
            result.exit_code == 2 and "Line 2 of the pairings file" in result.output and "(1 to 999)" in result.output
        )

    def test_the_ledger_refuses_a_round_beyond_the_most(self):
        store = EventStore.open(":memory:")
        players = [PlayerRegistered("am", "Anne Morgan"), PlayerRegistered("gr", "Gaël Riou")]
        with pytest.raises(Exception, match="from 1 to 999"):
            record(
                store,
                "Cup",
                [TournamentCreated("Cup", ("mad",)), *players, RoundPaired(1000, (Seating("am", "gr"),))],
                AT,
            )

    def test_a_round_tag_of_thousands_of_digits_is_no_round(self, run, db, tmp_path):
        text = (EXAMPLES / "corvette-win.mgn").read_text(encoding="utf-8")
        path = tmp_path / "big.mgn"
        path.write_text(text.replace('[Round "1"]', f'[Round "{"9" * 5000}"]'), encoding="utf-8")
        run("import", str(path), "--tournament", T, "--db", db)
        shown = run("standings", "--tournament", T, "--json", "--db", db)
        assert shown.exit_code == 3 and "unmatched record" in shown.output
        assert run("standings", str(path), "--json").exit_code == 0
