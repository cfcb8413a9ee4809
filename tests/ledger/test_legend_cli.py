"""Every ranked output carries the legend of its tie-breaks; one order of level players in every format; a bye's
points and a penalty as the arbiter gives and reads them (specs/arbiter.md, specs/tournament.md; issue 27)."""

from __future__ import annotations

import csv
import io
import json

import pytest

from tests.conftest import AUTUMN, declared

LEGEND = ["Pts", "DE", "WON", "BH"]
TEXT = "Ranked by: Pts (points), DE (head-to-head), WON (wins), BH (buchholz)."


def test_standings_text_json_and_csv_carry_the_legend(run):
    assert TEXT in run("standings", "examples").stdout
    assert all(row["ranked_by"] == LEGEND for row in json.loads(run("standings", "examples", "--json").stdout))
    table = list(csv.DictReader(io.StringIO(run("standings", "examples", "--format", "csv").stdout)))
    assert {row["ranked_by"] for row in table} == {"Pts DE WON BH"}


def test_the_legend_follows_the_order_chosen(run):
    shown = run("standings", "examples", "--tiebreaks", "buchholz-median-1,progressive,koya,second-seat")
    assert "Ranked by: Pts (points), BH-M1 (buchholz-median-1), PS (progressive), KS (koya), BPG (second-seat)." in (
        shown.stdout
    )


def test_the_crosstable_carries_the_legend_in_every_format(run):
    assert TEXT in run("standings", "examples", "--crosstable").stdout
    assert json.loads(run("standings", "examples", "--crosstable", "--json").stdout)["ranked_by"] == LEGEND
    rows = list(csv.reader(io.StringIO(run("standings", "examples", "--crosstable", "--format", "csv").stdout)))
    assert rows[0][-1] == "ranked_by" and {row[-1] for row in rows[1:]} == {"Pts DE WON BH"}


def test_the_reports_standings_carry_the_legend(run):
    assert TEXT in run("report", "examples", "--format", "md").stdout
    assert TEXT in run("report", "examples", "--format", "html").stdout
    report = json.loads(run("report", "examples", "--format", "json").stdout)
    assert report["standings"][0]["ranked_by"] == LEGEND and report["crosstable"]["ranked_by"] == LEGEND


def test_aro_without_ratings_is_a_usage_error(run, tmp_path):
    result = run("standings", "examples", "--tiebreaks", "aro")
    assert result.exit_code == 2 and "needs the players' ratings" in result.output
    created = run("tournament", "create", "Cup", "--tiebreaks", "wins,aro", "--db", str(tmp_path / "r.db"))
    assert created.exit_code == 2 and "needs the players' ratings" in created.output


@pytest.fixture
def db(run, tmp_path):
    return declared(run, str(tmp_path / "t.db"))


def _decide(run, db, pairing, result, points):
    return run("tournament", "decide", "--round", "5", "--pairing", pairing, "--result", result, "--points", points,
               "--by", "M. T.", "--reason", "why", "--tournament", AUTUMN, "--db", db)  # fmt: skip


def test_a_bye_takes_one_number_of_points_and_reads_it(run, db):
    run("tournament", "pair", "--round", "5", "am", "--tournament", AUTUMN, "--db", db)
    assert _decide(run, db, "am", "bye", "1").exit_code == 0
    assert "round 5, am (bye): bye (points: 1)" in run("tournament", "show", "--tournament", AUTUMN, "--db", db).stdout
    shown = json.loads(run("standings", "--tournament", AUTUMN, "--json", "--db", db).stdout)
    assert {row["player"]: row["points"] for row in shown["standings"]}["am"] == 1
    assert shown["ranked_by"] == LEGEND


def test_points_that_are_not_one_or_two_numbers_are_refused(run, db):
    run("tournament", "pair", "--round", "5", "am", "--tournament", AUTUMN, "--db", db)
    result = _decide(run, db, "am", "bye", "1,2,3")
    assert result.exit_code == 2 and "two numbers, or one for a bye" in result.output


def test_a_penalty_reads_with_each_seat_named_and_its_total_is_a_number_in_csv(run, db):
    run("tournament", "pair", "--round", "5", "lp", "yl", "--tournament", AUTUMN, "--db", db)
    assert _decide(run, db, "lp-yl", "first/forfeit", "3,-2").exit_code == 0
    shown = run("tournament", "show", "--tournament", AUTUMN, "--db", db).stdout
    assert "first/forfeit (points: first 3, second -2)" in shown
    text = run("standings", "--tournament", AUTUMN, "--crosstable", "--format", "csv", "--db", db).stdout
    rows = list(csv.DictReader(io.StringIO(text.split("\n\n")[0])))
    assert {row["player"]: row["total"] for row in rows}["yl"] == "-2"


def test_level_players_are_listed_in_one_order_in_every_format(run, tmp_path):
    # Ids and display names sort the other way round: "zz" is Anne, "aa" is Zoé; both level on everything.
    players = tmp_path / "players.csv"
    players.write_text("id,name\nzz,Anne Abgrall\naa,Zoé Zorn\n", encoding="utf-8")
    db = str(tmp_path / "o.db")
    run("tournament", "create", "Cup", "--db", db)
    run("tournament", "players", str(players), "--tournament", "Cup", "--db", db)
    for player in ("aa", "zz"):
        run("tournament", "pair", "--round", "1", player, "--tournament", "Cup", "--db", db)
    text = run("standings", "--tournament", "Cup", "--db", db).stdout
    assert text.index("Anne Abgrall") < text.index("Zoé Zorn")
    table = csv.DictReader(io.StringIO(run("standings", "--tournament", "Cup", "--format", "csv", "--db", db).stdout))
    assert [row["player"] for row in table] == ["zz", "aa"]
    listed = json.loads(run("standings", "--tournament", "Cup", "--json", "--db", db).stdout)
    assert [row["player"] for row in listed["standings"]] == listed["crosstable"]["players"] == ["zz", "aa"]
