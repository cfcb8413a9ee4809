"""The tournament commands and the games filters, on the README walkthrough's files."""

import csv
import io
import json
import re
import shlex
from pathlib import Path

import pytest

from tests.conftest import AUTUMN
from tests.tables import row_shown

ROOT = Path(__file__).parents[2]
EXAMPLES = ROOT / "examples"
T = AUTUMN


@pytest.fixture
def db(autumn_db):
    return autumn_db


def test_show_names_each_gap_and_exits_3(run, db):
    result = run("tournament", "show", "--tournament", T, "--db", db)
    assert result.exit_code == 3
    assert row_shown(result.output, "4", "5", "Pierre Nédélec", "Jeanne Bihan", "open", "no record")
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
    assert run("tournament", "pair", "am", "gr", "--round", "1", "--tournament", "Nowhere", "--db", db).exit_code == 2


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


def _walkthrough(heading: str = "## The tournament ledger") -> list[list[str]]:
    """The ``admiralty`` commands of the first shell block after ``heading`` in the README, as argument lists."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split(heading, 1)[1]
    block = re.search(r"^```sh\n(.*?)^```", section, re.MULTILINE | re.DOTALL)
    assert block is not None
    lines = [shlex.split(line, comments=True) for line in block[1].splitlines()]
    return [argv[1:] for argv in lines if argv and argv[0] == "admiralty"]


WALKTHROUGH_POINTS = {"em": 6, "am": 6, "gr": 3, "sc": 3, "lk": 3, "mt": 3, "yl": 3, "jb": 3, "lp": 0, "pn": 0}
"""Worked out by hand from the records and decisions. Round 4: am beats gr, yl beats lp, lk beats mt, em beats sc
(the attached record), jb wins by forfeit. Round 5: am beats lp (two submissions, one game), gr beats yl (the chosen
record), sc beats lk (the decision on the invalid record), mt beats pn (the decision that corrects the adjudication,
which had given pn a semi-victory), em beats jb. A win is 3 points, a loss 0."""


def _run_walkthrough(run, tmp_path, monkeypatch, heading: str = "## The tournament ledger") -> None:
    """Run a README walkthrough's commands in ``tmp_path``, where ``examples/`` is the project's."""
    (tmp_path / "examples").symlink_to(EXAMPLES)
    (tmp_path / "scratch").mkdir()
    monkeypatch.chdir(tmp_path)
    for argv in _walkthrough(heading):
        run(*argv)


def test_the_readme_walkthrough_ends_with_the_standings_worked_out_by_hand(run, tmp_path, monkeypatch):
    assert b"\r\n" in (EXAMPLES / "tournament" / "round-5-resent.mgn.txt").read_bytes()
    _run_walkthrough(run, tmp_path, monkeypatch)
    final = run("standings", "--tournament", T, "--json", "--db", "scratch/autumn.db")
    shown = json.loads(final.output)
    assert final.exit_code == 0 and shown["complete"] and shown["open"] == []
    assert {row["player"]: row["points"] for row in shown["standings"]} == WALKTHROUGH_POINTS
    show = json.loads(run("tournament", "show", "--tournament", T, "--json", "--db", "scratch/autumn.db").output)
    round_5 = {
        (c["result"]["first"], c["result"]["second"]): (c["result"]["outcome"], c["result"]["source"], c["games"])
        for c in show["counted"]
        if c["result"]["round"] == 5
    }
    assert round_5 == {
        ("am", "lp"): ("first", "record", [5, 10]),
        ("gr", "yl"): ("first", "record", [6]),
        ("lk", "sc"): ("second", "decision", []),
        ("mt", "pn"): ("first", "decision", []),
        ("em", "jb"): ("first", "record", [9, 12]),
    }


RR = "Winter Round Robin"
ROUND_ROBIN_POINTS = {"gr": 10, "em": 9, "yl": 9, "am": 7, "sc": 6, "lk": 4}
"""Worked out by hand (a victory 3, a semi-victory 2, a semi-defeat 1, a defeat 0). Round 1: am beats em, gr beats sc,
yl beats lk. Round 2: em beats yl, lk beats sc (the decision on the invalid record), am beats gr by tie-break. Round 3:
gr beats em, am beats lk by tie-break, sc beats yl (the attached record). Round 4: em beats sc, yl beats am, gr wins
by forfeit. Round 5: em beats lk (the decision that corrects the adjudication), yl beats gr (the chosen record), sc
beats am."""


def test_the_readme_round_robin_ends_with_the_standings_worked_out_by_hand(run, tmp_path, monkeypatch):
    assert b"\r\n" in (EXAMPLES / "tournament" / "rr" / "resent.mgn.txt").read_bytes()
    _run_walkthrough(run, tmp_path, monkeypatch, "### A round robin from start to end")
    final = run("standings", "--tournament", RR, "--json", "--db", "scratch/rr.db")
    shown = json.loads(final.output)
    assert final.exit_code == 0 and shown["complete"] and shown["open"] == []
    assert [(row["player"], row["points"]) for row in shown["standings"]] == list(ROUND_ROBIN_POINTS.items())
    show = json.loads(run("tournament", "show", "--tournament", RR, "--json", "--db", "scratch/rr.db").output)
    sources = {
        (c["result"]["first"], c["result"]["second"]): (c["result"]["source"], c["games"]) for c in show["counted"]
    }
    assert len(sources) == 15
    assert {pairing: sources[pairing] for pairing in [("am", "em"), ("yl", "gr"), ("sc", "lk"), ("lk", "em")]} == {
        ("am", "em"): ("record", [1, 15]),
        ("yl", "gr"): ("record", [13]),
        ("sc", "lk"): ("decision", []),
        ("lk", "em"): ("decision", []),
    }


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("name,id\nAnne Morgan,am\n", 'the header id,name,aliases, not "name,id"'),
        ("id;name;aliases\nam;Anne Morgan;\n", "separated by ';'"),
        ("foo,bar\n1,2\n", 'not "foo,bar"'),
        # a results file given for the players: its first columns are not id,name,aliases (not "outcome" misnamed)
        ("round,first,second,outcome\n1,am,gr,first\n", 'not "round,first,second,outcome"'),
        ("id,name,club,rating\nam,Anne Morgan,Brest,1850\n", "then any of rating, federation"),
    ],
)
def test_a_players_file_with_another_header_is_refused_and_nothing_registered(run, tmp_path, text, said):
    path, players = str(tmp_path / "h.db"), tmp_path / "players.csv"
    players.write_text(text, encoding="utf-8")
    run("tournament", "create", "H", "--db", path)
    result = run("tournament", "players", str(players), "--tournament", "H", "--db", path)
    assert result.exit_code == 2 and said in result.output, result.output
    shown = json.loads(run("tournament", "show", "--tournament", "H", "--json", "--db", path).output)
    assert shown["ledger"]["players"] == {}


def test_a_game_is_not_attached_to_a_pairing_of_two_other_players(run, db):
    """Game 1 is Morgan - Riou (am - gr): attaching it to sc - em is refused, and nothing is written."""
    before = run("tournament", "show", "--tournament", T, "--json", "--db", db).output
    result = run("tournament", "attach", "1", "--round", "4", "--pairing", "sc-em",
                 "--by", "M. T.", "--reason", "why", "--tournament", T, "--db", db)  # fmt: skip
    assert result.exit_code == 2 and "Game 1 is Morgan, Anne - Riou, Gael, not a game of sc - em" in result.output
    assert run("tournament", "show", "--tournament", T, "--json", "--db", db).output == before


def test_a_correction_is_accepted_only_for_a_corrected_game(run, db):
    result = run(
        "tournament", "accept-correction", "1", "--by", "M. T.", "--reason", "why", "--tournament", T, "--db", db
    )
    assert result.exit_code == 2 and "Game 1 has no correction to accept" in result.output


def _first_game() -> str:
    """Game 1 of round-4.mgn: Morgan - Riou in round 4."""
    return (EXAMPLES / "round-4.mgn").read_text(encoding="utf-8").split("\n\n[Event")[0] + "\n"


SHORTER = '[Event "Brest Open 2026"]\n[Round "4"]\n[Red "Morgan, Anne"]\n[Blue "Riou, Gael"]\n\n1. 122>212>221 *\n'
"""Another record of Morgan - Riou in round 4, whose turns part from game 1's."""


def _choose(run, db, game):
    return run("tournament", "choose", str(game), "--by", "M. T.", "--reason", "why", "--tournament", T, "--db", db)


def test_choosing_a_pairings_only_record_is_refused_and_writes_nothing(run, db):
    """Game 1 is round 4's only record of am - gr: there is no discrepancy to resolve."""
    result = _choose(run, db, 1)
    assert result.exit_code == 2
    assert "STORE-LEDGER" in result.output and "only record of round 4, am - gr" in result.output
    assert "Decisions" not in run("tournament", "show", "--tournament", T, "--db", db).output


def test_choosing_between_two_submissions_of_one_game_is_refused(run, db, tmp_path):
    """The same game submitted again (other bytes, same turns) is one record: nothing to choose."""
    again = tmp_path / "again.mgn"
    again.write_text("{submitted twice}\n" + _first_game(), encoding="utf-8")
    run("import", str(again), "--tournament", T, "--db", db)
    assert "no discrepancy to resolve" in _choose(run, db, 5).output


def test_choosing_a_game_that_counts_for_no_pairing_is_refused(run, db):
    """Game 4 is sc - em in the wrong colours: an unmatched record (attach it first)."""
    result = _choose(run, db, 4)
    assert result.exit_code == 2 and "counts for no pairing" in result.output


def test_choosing_a_game_of_another_tournament_is_refused(run, db):
    run("import", str(EXAMPLES / "tiebreak.mgn"), "--db", db)
    result = _choose(run, db, 5)
    assert result.exit_code == 2 and f"Game 5 is not a game of {T}" in result.output


def test_choosing_one_of_two_different_records_is_accepted(run, db, tmp_path):
    """Two records of am - gr whose turns differ: a discrepancy, resolved by choosing one."""
    other = tmp_path / "other.mgn"
    other.write_text(SHORTER, encoding="utf-8")
    run("import", str(other), "--tournament", T, "--db", db)
    assert "discrepancy" in run("tournament", "show", "--tournament", T, "--db", db).output
    result = _choose(run, db, 1)
    assert result.exit_code == 0 and "Game 1 chosen" in result.output


def test_the_cli_refuses_an_open_quote_and_registers_no_one(run, tmp_path):
    path, players = str(tmp_path / "q.db"), tmp_path / "q.csv"
    players.write_text('id,name,aliases\nam,Anne Morgan,\nab,"Unclosed\n', encoding="utf-8")
    run("tournament", "create", "Q", "--db", path)
    result = run("tournament", "players", str(players), "--tournament", "Q", "--db", path)
    assert result.exit_code == 2 and "a quoted cell is never closed" in result.output
    shown = json.loads(run("tournament", "show", "--tournament", "Q", "--json", "--db", path).output)
    assert shown["ledger"]["players"] == {}


def test_the_events_a_command_appends_are_told_as_a_run(run, tmp_path):
    """Registering the players of a file appends an event each, written at once: told ``1-10``, not every number
    (an imported TRF's forty-odd events otherwise fill a screen)."""
    db = str(tmp_path / "runs.db")
    run("tournament", "create", "Runs", "--kind", "mad", "--db", db)
    added = run(
        "tournament", "players", str(EXAMPLES / "tournament" / "players.csv"), "--tournament", "Runs", "--db", db
    )
    assert added.exit_code == 0 and "10 players registered (ledger events 1-10)." in added.output
