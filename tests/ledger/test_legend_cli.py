"""Every ranked output carries the legend of its tie-breaks; one order of level players in every format; a bye's
points and a penalty as the arbiter gives and reads them (specs/arbiter.md, specs/tournament.md; issue 27)."""

from __future__ import annotations

import csv
import io
import json
import re

import pytest

from tests.conftest import AUTUMN, declared

LEGEND = ["Pts", "DE", "WON", "BH"]
TEXT = "Ranked by: Pts (points), DE (head-to-head), WON (wins, the W column), BH (buchholz)."


def test_standings_text_json_and_csv_carry_the_legend(run):
    assert TEXT in run("standings", "examples").stdout
    assert all(row["ranked_by"] == LEGEND for row in json.loads(run("standings", "examples", "--json").stdout))
    table = list(csv.DictReader(io.StringIO(run("standings", "examples", "--format", "csv").stdout)))
    assert {row["ranked_by"] for row in table} == {"Pts DE WON BH"}


@pytest.mark.parametrize("order", ["head-to-head,wins,buchholz", "wins,sonneborn-berger,koya,progressive"])
def test_each_short_name_of_the_legend_is_a_column_of_the_table_or_names_it(run, order):
    """WON is shown by the W column: the legend says so, where it named a column the table does not have."""
    shown = run("standings", "examples", "--tiebreaks", order).stdout
    header = next(line for line in shown.splitlines() if line.startswith("Rk")).split()
    legend = " ".join(shown[shown.index("Ranked by:") :].split())
    for short, named in re.findall(r"([A-Za-z0-9-]+) \(([^)]*)\)", legend):
        column = named.rpartition(", the ")[2].removesuffix(" column") if ", the " in named else short
        assert column in header, (short, named, header)


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


def test_aro_of_record_files_which_rate_no_one_is_a_usage_error(run):
    result = run("standings", "examples", "--tiebreaks", "aro")
    assert result.exit_code == 2 and "needs the players' ratings, and no player has one" in result.output


def _rated_cup(run, tmp_path, ratings):
    players = tmp_path / "rated.csv"
    players.write_text("id,name,aliases,rating\n" + "".join(f"{p},{p.upper()},,{r}\n" for p, r in ratings.items()))
    db = str(tmp_path / "r.db")
    assert run("tournament", "create", "Cup", "--tiebreaks", "aro,wins", "--db", db).exit_code == 0
    run("tournament", "players", str(players), "--tournament", "Cup", "--db", db)
    for first, second in (("aa", "bb"), ("cc", "dd")):
        run("tournament", "pair", "--round", "1", first, second, "--tournament", "Cup", "--db", db)
        run("tournament", "result", "--round", "1", "--pairing", f"{first}-{second}", "--result", "first",
            "--tournament", "Cup", "--db", db)  # fmt: skip
    run("tournament", "pair", "--round", "2", "aa", "cc", "--tournament", "Cup", "--db", db)
    run("tournament", "decide", "--round", "2", "--pairing", "aa-cc", "--result", "first/forfeit", "--by", "M. T.",
        "--reason", "cc absent", "--tournament", "Cup", "--db", db)  # fmt: skip
    return db


def test_a_tournament_created_with_aro_ranks_by_its_players_ratings(run, tmp_path):
    db = _rated_cup(run, tmp_path, {"aa": 1500, "bb": 1600, "cc": 2200, "dd": 1900})
    listed = json.loads(run("standings", "--tournament", "Cup", "--json", "--db", db).stdout)
    aro = {row["player"]: row["aro"] for row in listed["standings"]}
    assert aro == {"aa": 1600, "bb": 1500, "cc": 1900, "dd": 2200}  # aa's forfeit against cc is no game met
    assert listed["ranked_by"] == ["Pts", "ARO", "WON"]
    shown = run("standings", "--tournament", "Cup", "--tiebreaks", "aro", "--format", "csv", "--db", db)
    assert shown.exit_code == 0 and [row["player"] for row in csv.DictReader(io.StringIO(shown.stdout))][:2] == [
        "aa", "cc"]  # fmt: skip


def test_aro_is_refused_only_when_no_player_of_the_tournament_has_a_rating(run, tmp_path):
    db = _rated_cup(run, tmp_path, {"aa": "", "bb": "", "cc": "", "dd": ""})
    result = run("standings", "--tournament", "Cup", "--tiebreaks", "wins,aro", "--db", db)
    assert result.exit_code == 2 and "needs the players' ratings, and no player has one" in result.output
    own = json.loads(run("standings", "--tournament", "Cup", "--json", "--db", db).stdout)  # its own order: 0 for all
    assert {row["aro"] for row in own["standings"]} == {0}


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


def test_a_penalty_and_a_byes_point_read_as_given_in_the_report_and_the_crosstable(run, db):
    run("tournament", "pair", "--round", "5", "lp", "yl", "--tournament", AUTUMN, "--db", db)
    run("tournament", "pair", "--round", "5", "am", "--tournament", AUTUMN, "--db", db)
    _decide(run, db, "lp-yl", "first/forfeit", "3,-2")
    _decide(run, db, "am", "bye", "1")
    for form in ("md", "html"):
        report = run("report", "--tournament", AUTUMN, "--format", form, "--db", db).stdout
        assert "first/forfeit (points: first 3, second -2)" in report and "bye (points: 1)" in report, form
        assert "(-2-" not in report and "--2" not in report and "r5 -(-2)" in report, form
    crosstable = run("standings", "--tournament", AUTUMN, "--crosstable", "--db", db).stdout
    assert "r5 -(-2)" in crosstable and "r5 B1" in crosstable and "--2" not in crosstable


LEVEL = {"mm": "Anne Morgan", "zz": "Łukasz Abgrall", "aa": "Lydia Le Gall"}
"""Three players level on everything, in the one order: by the spelling key of the name (Łukasz is lukasz, before
lydia, though "Ł" sorts after "L" as written), then by id; their ids sort the other way round."""


@pytest.fixture
def level(run, tmp_path):
    players = tmp_path / "players.csv"
    players.write_text("id,name\n" + "".join(f"{id},{name}\n" for id, name in reversed(LEVEL.items())), "utf-8")
    db = str(tmp_path / "o.db")
    run("tournament", "create", "Cup", "--db", db)
    run("tournament", "players", str(players), "--tournament", "Cup", "--db", db)
    for player in sorted(LEVEL):
        run("tournament", "pair", "--round", "1", player, "--tournament", "Cup", "--db", db)
    return db


def _in_order(text, names):
    return sorted(names, key=text.index) == list(names)


def test_level_players_are_listed_in_one_order_in_every_format(run, level):
    ids, names = list(LEVEL), list(LEVEL.values())
    assert ids != sorted(ids) and names != sorted(names)  # neither the ids' order nor the names' as written
    shown = run("standings", "--tournament", "Cup", "--db", level).stdout
    assert _in_order(shown, names)
    table = csv.DictReader(
        io.StringIO(run("standings", "--tournament", "Cup", "--format", "csv", "--db", level).stdout)
    )
    assert [row["player"] for row in table] == ids
    listed = json.loads(run("standings", "--tournament", "Cup", "--json", "--db", level).stdout)
    assert [row["player"] for row in listed["standings"]] == listed["crosstable"]["players"] == ids
    report = json.loads(run("report", "--tournament", "Cup", "--format", "json", "--db", level).stdout)
    assert [row["player"] for row in report["standings"]] == report["crosstable"]["players"] == ids
    markdown = run("report", "--tournament", "Cup", "--format", "md", "--db", level).stdout
    assert all(_in_order(part, names) for part in markdown.split("## ")[1:] if "Anne Morgan" in part)


def test_the_text_and_csv_crosstables_number_each_player_alike(run, level):
    text = run("standings", "--tournament", "Cup", "--crosstable", "--db", level).stdout
    numbered = {
        line.split()[1]: line.split()[0] for line in text.splitlines() if line.split()[:1] in (["1"], ["2"], ["3"])
    }
    rows = csv.DictReader(io.StringIO(run("standings", "--tournament", "Cup", "--crosstable", "--format", "csv",
                                          "--db", level).stdout))  # fmt: skip
    assert {LEVEL[row["player"]].split()[0]: row["no"] for row in rows} == numbered


def test_the_published_standings_and_crosstable_list_level_players_in_the_one_order(run, level, tmp_path):
    site = tmp_path / "site"
    assert run("publish", "--tournament", "Cup", "-o", str(site), "--db", level).exit_code == 0
    for page in ("standings-1.html", "crosstable.html"):
        assert _in_order((site / page).read_text(encoding="utf-8"), list(LEVEL.values())), page
