"""The tournament commands and the games filters, on the README walkthrough's files."""

import csv
import io
import json
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).parents[2] / "examples"
T = "Autumn Open"


@pytest.fixture
def db(run, tmp_path):
    path = str(tmp_path / "a.db")
    run("tournament", "create", T, "--db", path)
    run("tournament", "players", str(EXAMPLES / "tournament" / "players.csv"), "--tournament", T, "--db", path)
    run("tournament", "pairings", str(EXAMPLES / "tournament" / "round-4.csv"), "--tournament", T, "--db", path)
    run("import", str(EXAMPLES / "round-4.mgn"), "--tournament", T, "--db", path)
    return path


def test_show_names_each_gap_and_exits_3(run, db):
    result = run("tournament", "show", "--tournament", T, "--db", db)
    assert result.exit_code == 3
    assert "round 4, pn - jb: no record" in result.output
    assert "wrong colours: round 4 pairs sc in the first seat against em" in result.output


def test_csv_standings_list_the_open_items_after_the_table(run, db):
    text = run("standings", "--tournament", T, "--format", "csv", "--db", db).output
    table, items = text.split("\n\n")
    assert table.startswith("rank,player,") and items.startswith("round,first,second,open,games,detail")
    assert [row["open"] for row in csv.DictReader(io.StringIO(items))] == ["no record", "no record", "unmatched record"]


def test_a_refused_decision_exits_2_and_writes_nothing(run, db):
    result = run("tournament", "decide", "--round", "4", "--pairing", "jb-pn", "--result", "first",
                 "--by", "M. T.", "--reason", "why", "--tournament", T, "--db", db)  # fmt: skip
    assert result.exit_code == 2 and "STORE-LEDGER" in result.output
    assert "Decisions" not in run("tournament", "show", "--tournament", T, "--db", db).output


def test_a_decision_needs_its_reason(run, db):
    result = run("tournament", "decide", "--round", "4", "--pairing", "pn-jb", "--result", "first/forfeit",
                 "--by", "M. T.", "--tournament", T, "--db", db)  # fmt: skip
    assert result.exit_code == 2


def test_a_command_without_a_ledger_exits_2(run, db):
    assert run("tournament", "pair", "am", "gr", "--tournament", "Nowhere", "--db", db).exit_code == 2


@pytest.mark.parametrize(
    ("filters", "games"),
    [
        (["--round", "4"], [1, 2, 3, 4]),
        (["--player", "GAEL RIOU"], [1]),
        (["--result", "blue"], [2]),
        (["--invalid"], []),
        (["--valid", "--kind", "rigadoon"], []),
    ],
)
def test_games_filters(run, db, filters, games):
    listed = json.loads(run("games", "--tournament", T, *filters, "--json", "--db", db).output)
    assert [game["id"] for game in listed] == games


def test_games_as_csv_show_the_ledger_round(run, db):
    rows = list(csv.DictReader(io.StringIO(run("games", "--tournament", T, "--format", "csv", "--db", db).output)))
    assert [(row["game"], row["round"]) for row in rows] == [("1", "4"), ("2", "4"), ("3", "4"), ("4", "4")]


def test_a_corrected_game_is_judged_as_corrected_once_the_arbiter_accepts_it(run, tmp_path):
    """Issue 19: the correction alone changes nothing; the arbiter's ruling makes the corrected game count."""
    path = str(tmp_path / "c.db")
    run("tournament", "create", "Slips", "--db", path)
    run("import", str(EXAMPLES / "planted-violation.mgn"), "--tournament", "Slips", "--db", path)
    before = json.loads(run("standings", "--tournament", "Slips", "--json", "--db", path).output)
    assert [item["what"] for item in before["open"]] == ["invalid record"] and before["standings"] == []
    arbiter = ("--by", "M. Tanguy", "--reason", "A slip of the pen at turn 5")
    assert run("repair", "1", "--turn", "5", "--as", "211d4xc5", *arbiter, "--db", path).exit_code == 0
    still = run("standings", "--tournament", "Slips", "--json", "--db", path)
    assert still.exit_code == 3 and json.loads(still.output)["open"] == before["open"]
    accepted = run("tournament", "accept-correction", "1", *arbiter, "--tournament", "Slips", "--db", path)
    assert accepted.exit_code == 0, accepted.output
    shown = json.loads(run("standings", "--tournament", "Slips", "--json", "--db", path).output)
    # Read as corrected, the game is legal to its end: an unfinished record (*), no longer an invalid one.
    assert [(item["what"], item["games"]) for item in shown["open"]] == [("unfinished record", [1])]
    decisions = json.loads(run("tournament", "show", "--tournament", "Slips", "--json", "--db", path).output)
    assert [d["text"] for d in decisions["decisions"]] == ["game 1 counts as corrected"]
    assert run("verify", "--db", path).exit_code == 0
