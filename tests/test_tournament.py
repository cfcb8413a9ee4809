"""The arbiter's day over a stored tournament: adjudicate, standings, reports."""

import json
from collections import Counter

import pytest

DECIDED = ("--by", "M. Tanguy", "--reason", "Stopped at the end of the session")
TOURNAMENT = "Brest Open 2026"
TIEBREAK_GAME = "13"
"""examples/ imported in name order, .mgn and .rgn: tiebreak.mgn is game 13."""


@pytest.fixture
def db(run, tmp_path):
    path = str(tmp_path / "t.db")
    assert run("import", "examples", "--tournament", TOURNAMENT, "--db", path).exit_code == 1
    return path


def test_adjudicate_a_stored_game_appends_the_decision(run, db):
    result = run("adjudicate", TIEBREAK_GAME, "--by", "M. Tanguy", "--reason", "40 turns", *DECIDED, "--db", db)
    assert result.exit_code == 0
    assert "Result: red/tb after turn 103." in result.output and "Stored as event" in result.output
    assert run("verify", "--db", db).exit_code == 0


def test_adjudicate_twice_is_refused(run, db):
    run("adjudicate", TIEBREAK_GAME, *DECIDED, "--db", db)
    result = run("adjudicate", TIEBREAK_GAME, *DECIDED, "--db", db)
    assert result.exit_code == 1 and "STORE-ADJUDICATE" in result.output


def test_adjudicate_a_corvette_win_is_refused(run, db):
    result = run("adjudicate", "2", *DECIDED, "--db", db)
    assert result.exit_code == 1 and "MAD-END" in result.output


def test_adjudicate_a_missing_game_exits_2(run, db):
    assert run("adjudicate", "99", *DECIDED, "--db", db).exit_code == 2


def test_adjudicated_result_shows_in_the_listing(run, db):
    run("adjudicate", "14", *DECIDED, "--db", db)
    listed = {game["id"]: game for game in json.loads(run("games", "--json", "--db", db).output)}
    assert listed[14]["result"] == "blue/tb"


def test_standings_of_a_stored_tournament(run, db):
    shown = json.loads(run("standings", "--tournament", TOURNAMENT, "--json", "--db", db).output)
    rows = shown["standings"]
    assert rows[0]["player"] == "Kerbrat, Loic" and sum(r["games"] for r in rows) == 2 * 10
    assert {item["what"] for item in shown["open"]} == {"invalid record", "unfinished record"}


def test_standings_of_an_unknown_tournament_exits_2(run, db):
    assert run("standings", "--tournament", "Nowhere", "--db", db).exit_code == 2


@pytest.mark.parametrize("args", [[], ["examples", "--tournament", TOURNAMENT]])
def test_standings_need_files_or_a_tournament(run, db, args):
    assert run("standings", *args, "--db", db).exit_code == 2


def test_json_report_of_a_stored_tournament(run, db):
    run("adjudicate", TIEBREAK_GAME, "--by", "M. Tanguy", *DECIDED, "--db", db)
    report = json.loads(run("report", "--tournament", TOURNAMENT, "--format", "json", "--db", db).output)
    finding, _ = [f for game in report["games"] for f in game["findings"]]
    assert (finding["rule"], finding["line"], finding["column"], finding["move"]) == ("MAD-EXPEL", 13, 4, "211d4xd5")
    decisions = {a["file"]: a["decision"] for a in report["adjudications"]}
    assert decisions["game 13 (examples/tiebreak.mgn)"].startswith("Adjudicated by M. Tanguy after turn 103")


@pytest.mark.parametrize("form, marker", [("html", "<svg"), ("md", "| MAD-EXPEL | 1 |")])
def test_html_and_markdown_reports_of_a_stored_tournament(run, db, tmp_path, form, marker):
    path = tmp_path / f"report.{form}"
    assert run("report", "--tournament", TOURNAMENT, "--format", form, "-o", str(path), "--db", db).exit_code == 0
    assert marker in path.read_text()


def marks(table) -> Counter[str]:
    """How often each mark shows in a crosstable's JSON."""
    return Counter(cell["mark"] for row in table["rows"] for cells in row["cells"] for cell in cells)


def test_crosstable_of_a_stored_tournament_counts_the_adjudicated_result(run, db):
    """unfinished.mgn (game 14) counts once adjudicated, as the semi-victory and semi-defeat it gets."""
    before = json.loads(run("standings", "--tournament", TOURNAMENT, "--crosstable", "--json", "--db", db).output)
    run("adjudicate", "14", *DECIDED, "--db", db)
    after = json.loads(run("standings", "--tournament", TOURNAMENT, "--crosstable", "--json", "--db", db).output)
    assert marks(after["crosstable"]) == marks(before["crosstable"]) + Counter("wl")


def test_report_of_a_stored_tournament_has_its_crosstable(run, db):
    report = json.loads(run("report", "--tournament", TOURNAMENT, "--format", "json", "--db", db).output)
    standings = json.loads(run("standings", "--tournament", TOURNAMENT, "--json", "--db", db).output)
    assert report["standings"] == standings["standings"] and report["crosstable"] == standings["crosstable"]
    assert report["crosstable"]["players"][0] == standings["standings"][0]["player"]


def test_report_of_the_whole_store_has_no_standings(run, db):
    report = json.loads(run("report", "--format", "json", "--db", db).output)
    assert report["standings"] == [] and report["crosstable"] is None


@pytest.mark.parametrize("given", [(), ("--by", "M. Tanguy"), ("--reason", "Time"), ("--by", " ", "--reason", "Time")])
def test_a_decision_on_a_stored_game_names_the_arbiter_and_why(run, db, given):
    """As a tournament's decisions do: adjudicate and repair of a stored game refuse to store an anonymous one."""
    for command in (("adjudicate", TIEBREAK_GAME), ("repair", "1", "--turn", "1", "--as", "211c2-c3")):
        result = run(*command, *given, "--db", db)
        assert result.exit_code == 2 and "give --by and --reason" in result.output
    assert "Adjudicated" not in run("show", TIEBREAK_GAME, "--db", db).output
