"""The issue's walkthrough (MAD): a six-player round robin over five rounds, every pairing accounted for once.

Both players submit most records; one resubmission differs only in line ends and
comments; one pairing has two records that part at turn 12; one invalid record
gets the arbiter's result; one forfeit; one unmatched record attached by hand;
one adjudication corrected. The standings and crosstable are computed by hand below.
"""

import json

import pytest

from tests.records import parted, pool, resubmitted, result, tagged

T = "Brest Open"
PLAYERS = """id,name,aliases
am,Anne Morgan,"Morgan, Anne"
gr,Gaël Riou,"Riou, Gael"
lk,Loïc Kerbrat,"Kerbrat, Loic"
yl,Yann Le Goff,"Le Goff, Yann"
sp,Soizic Prigent,"Prigent, S."
eb,Erwan Bihan,"Bihan, Erwan"
"""
SPELLING = {
    "am": "Morgan, Anne",
    "gr": "GAEL RIOU",
    "lk": "Kerbrat, Loïc",
    "yl": "Le Goff, Yann",
    "sp": "Prigent, S.",
    "eb": "erwan bihan",
}

ROUNDS = [
    [("am", "eb"), ("gr", "sp"), ("lk", "yl")],
    [("eb", "gr"), ("lk", "am"), ("yl", "sp")],
    [("lk", "eb"), ("yl", "gr"), ("sp", "am")],
    [("eb", "yl"), ("sp", "lk"), ("am", "gr")],
    [("sp", "eb"), ("am", "yl"), ("gr", "lk")],
]
"""The Berger tables of the six players in the order registered, worked out by hand."""

OUTCOME = {
    (1, "am"): "first", (1, "gr"): "first", (1, "lk"): "second",
    (2, "eb"): "second", (2, "lk"): "second", (2, "yl"): "first",
    (3, "lk"): "first", (3, "yl"): "second", (3, "sp"): "second",
    (4, "eb"): "first", (4, "sp"): "first/forfeit", (4, "am"): "second",
    (5, "sp"): "first", (5, "am"): "first", (5, "gr"): "first",
}  # fmt: skip
"""The result of each pairing (by round and first seat) once everything is decided."""

EXPECTED = [(1, "gr", 15), (2, "am", 12), (3, "yl", 6), (4, "sp", 6), (5, "lk", 3), (6, "eb", 3)]
"""Points by hand: gr wins all five; am loses to gr only; yl and sp have 6, yl beat sp in round 2 (head-to-head);
lk and eb have 3, lk beat eb in round 3 (the arbiter's result)."""


def _games():
    games = pool("mad", 1, 24)
    reds = [g for g in games if result(g) == "red"]
    blues = [g for g in games if result(g) == "blue"]
    return reds, blues, next(g for g in games if result(g) == "*")


@pytest.fixture(scope="module")
def submissions():
    """The files each player sent, in the order they arrive: (name, text)."""
    reds, blues, unfinished = _games()
    files = []
    for number, pairs in enumerate(ROUNDS, start=1):
        for first, second in pairs:
            outcome = OUTCOME[(number, first)]
            if outcome == "first/forfeit":
                continue  # sp did not come: no record
            game = unfinished if (number, first) == (5, "sp") else (reds if outcome == "first" else blues).pop(0)
            text = tagged(game, number, SPELLING[first], SPELLING[second])
            name = f"r{number}-{first}-{second}"
            if (number, first) == (1, "gr"):
                text = tagged(game, number, "G. Riou", SPELLING[second])  # an unknown spelling: unmatched
            if (number, first) == (3, "lk"):
                text = text.replace('[Result "red"]', '[Result "blue"]')  # invalid: the turns give red
            files.append((f"{name}-a.mgn", text))
            if (number, first) == (4, "am"):
                files.append((f"{name}-b.mgn", parted(text, 12)))  # the other player's record parts at turn 12
            elif number < 5 or first != "sp":
                files.append((f"{name}-b.mgn", resubmitted(text)))  # the other player's copy: one game
    return files


@pytest.fixture(scope="module")
def scenario(tmp_path_factory, submissions):
    """The tournament before the arbiter's decisions: its database and each file's game id."""
    from typer.testing import CliRunner

    from admiralty.cli.app import app

    folder = tmp_path_factory.mktemp("mad")
    db = str(folder / "t.db")
    runner = CliRunner()

    def run(*args):
        return runner.invoke(app, [*args, "--db", db], catch_exceptions=False)

    players = folder / "players.csv"
    players.write_text(PLAYERS, encoding="utf-8")
    assert run("tournament", "create", T, "--kind", "mad", "--tiebreaks", "head-to-head,wins,buchholz").exit_code == 0
    assert run("tournament", "players", str(players), "--tournament", T).exit_code == 0
    assert run("tournament", "round-robin", "--tournament", T).exit_code == 0
    ids = {}
    for number, (name, text) in enumerate(submissions, start=1):
        path = folder / name
        path.write_bytes(text.encode("utf-8"))
        run("import", str(path), "--tournament", T)
        ids[name] = number
    return db, ids, folder


@pytest.fixture
def db(scenario, tmp_path):
    """A copy of the scenario's database, for one test to decide in."""
    import shutil

    copy = tmp_path / "t.db"
    shutil.copy(scenario[0], copy)
    return str(copy)


def _standings(run, db):
    result = run("standings", "--tournament", T, "--json", "--db", db)
    return result.exit_code, json.loads(result.output)


def _decide_all(run, db, ids, last=True):
    arbiter = ("--by", "M. Tanguy", "--tournament", T, "--db", db)
    assert run("tournament", "attach", str(ids["r1-gr-sp-a.mgn"]), "--round", "1", "--pairing", "gr-sp",
               "--reason", "G. Riou is Gaël Riou", *arbiter).exit_code == 0  # fmt: skip
    assert run("tournament", "decide", "--round", "3", "--pairing", "lk-eb", "--result", "first",
               "--reason", "Wrong Result tag; the board shows Red's win", *arbiter).exit_code == 0  # fmt: skip
    assert run("tournament", "choose", str(ids["r4-am-gr-a.mgn"]), "--reason", "Both players signed this one",
               *arbiter).exit_code == 0  # fmt: skip
    unfinished = str(ids["r5-sp-eb-a.mgn"])
    assert run("adjudicate", unfinished, "--stop-after", "100", "--by", "M. Tanguy", "--reason", "Time",
               "--db", db).exit_code == 0  # fmt: skip
    assert run("tournament", "decide", "--round", "5", "--pairing", "Prigent, S.-eb", "--result", "first",
               "--reason", "The adjudication is corrected: eb resigned at turn 100", *arbiter).exit_code == 0  # fmt: skip
    if last:
        assert run("tournament", "decide", "--round", "4", "--pairing", "sp-lk", "--result", "first/forfeit",
                   "--reason", "Kerbrat absent", *arbiter).exit_code == 0  # fmt: skip


def test_before_any_decision_every_gap_is_an_open_item(run, db):
    code, shown = _standings(run, db)
    assert code == 3 and not shown["complete"]
    found = {(item["round"], item["first"], item["what"]) for item in shown["open"]}
    assert found == {
        (1, "G. Riou", "unmatched record"),
        (1, "gr", "no record"),
        (3, "lk", "invalid record"),
        (4, "am", "discrepancy"),
        (4, "sp", "no record"),
        (5, "sp", "unfinished record"),
    }


def test_a_discrepancy_shows_both_records_from_turn_12(run, db, scenario):
    item = next(i for i in _standings(run, db)[1]["open"] if i["what"] == "discrepancy")
    ids = scenario[1]
    assert item["parting"] == 12
    assert [side["game"] for side in item["sides"]] == [ids["r4-am-gr-a.mgn"], ids["r4-am-gr-b.mgn"]]
    assert [side["verdict"] for side in item["sides"]] == ["valid, blue", "valid, *"]
    text = run("tournament", "show", "--tournament", T, "--db", db).output
    assert "part at turn 12" in text and "12    " in text


def test_before_the_last_decision_the_forfeit_is_missing(run, db, scenario):
    _decide_all(run, db, scenario[1], last=False)
    result = run("standings", "--tournament", T, "--db", db)
    assert result.exit_code == 3
    assert "round 4, sp - lk: no record" in result.output


def test_the_standings_equal_the_table_by_hand(run, db, scenario):
    _decide_all(run, db, scenario[1])
    code, shown = _standings(run, db)
    assert code == 0 and shown["complete"] and shown["open"] == []
    assert [(row["rank"], row["player"], row["points"]) for row in shown["standings"]] == EXPECTED


def test_every_pairing_counts_exactly_once_with_its_source(run, db, scenario):
    _decide_all(run, db, scenario[1])
    counted = _standings(run, db)[1]["results"]
    pairings = sorted((c["result"]["round"], c["result"]["first"], c["result"]["second"]) for c in counted)
    assert pairings == sorted((n, a, b) for n, pairs in enumerate(ROUNDS, start=1) for a, b in pairs)
    assert {(c["result"]["round"], c["result"]["first"]): c["result"]["outcome"] for c in counted} == OUTCOME
    sources = {(c["result"]["round"], c["result"]["first"]): c["result"]["source"] for c in counted}
    assert (sources[(3, "lk")], sources[(4, "sp")], sources[(5, "sp")], sources[(1, "am")]) == (
        "decision", "forfeit", "decision", "record")  # fmt: skip


def test_a_resubmission_is_one_game_with_two_submissions(run, db, scenario):
    ids = scenario[1]
    counted = _standings(run, db)[1]["results"]
    first = next(c for c in counted if (c["result"]["round"], c["result"]["first"]) == (1, "am"))
    assert first["games"] == [ids["r1-am-eb-a.mgn"], ids["r1-am-eb-b.mgn"]]


def test_the_crosstable_by_hand(run, db, scenario):
    _decide_all(run, db, scenario[1])
    grid = _standings(run, db)[1]["crosstable"]
    row = dict(zip(grid[0][1:], next(r for r in grid if r[0] == "gr")[1:]))
    assert row == {"am": "R4:3", "eb": "R2:3", "gr": "x", "lk": "R5:3", "sp": "R1:3", "yl": "R3:3"}


def test_the_ledger_verifies(run, db, scenario):
    _decide_all(run, db, scenario[1])
    assert run("verify", "--db", db).exit_code == 0


@pytest.mark.parametrize("form", ["md", "html"])
def test_the_report_lists_every_decision_and_open_item(run, db, scenario, tmp_path, form):
    _decide_all(run, db, scenario[1], last=False)
    path = tmp_path / f"report.{form}"
    assert run("report", "--tournament", T, "--format", form, "-o", str(path), "--db", db).exit_code == 0
    text = path.read_text(encoding="utf-8")
    assert "Crosstable" in text and "Arbiter's decisions" in text
    assert "Wrong Result tag; the board shows Red" in text and "G. Riou is Gaël Riou" in text
    assert "Open items" in text and "No record was submitted" in text
