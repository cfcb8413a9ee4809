"""The issue's walkthrough (MAD): a six-player round robin over five rounds, every pairing accounted for once.

Both players submit most records; one resubmission differs only in line ends and
comments; one pairing has two records that part at turn 12; one invalid record
gets the arbiter's result; one forfeit; one unmatched record attached by hand;
one adjudication corrected. The standings and crosstable are computed by hand below.
"""

import json
import sqlite3
from collections import Counter
from contextlib import closing

import pytest
import sqlite_utils

from tests.accounts import both
from tests.records import parted, pool, resubmitted, result, tagged
from tests.tables import row_shown

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

PAIRINGS = [
    ("am", "eb"), ("gr", "sp"), ("lk", "yl"), ("gr", "eb"), ("lk", "am"), ("yl", "sp"), ("lk", "eb"), ("yl", "gr"),
    ("sp", "am"), ("eb", "yl"), ("sp", "lk"), ("am", "gr"), ("eb", "sp"), ("am", "yl"), ("gr", "lk"),
]  # fmt: skip
"""The round robin of the six players by the FIDE Berger tables (C.05, Annex 1), players numbered in the
order registered, first seat first (the tournament's own round numbers are read from its ledger)."""

OUTCOME = {
    ("am", "eb"): "first", ("gr", "sp"): "first", ("lk", "yl"): "second",
    ("gr", "eb"): "first", ("lk", "am"): "second", ("yl", "sp"): "first",
    ("lk", "eb"): "first", ("yl", "gr"): "second", ("sp", "am"): "second",
    ("eb", "yl"): "first", ("sp", "lk"): "first/forfeit", ("am", "gr"): "second",
    ("eb", "sp"): "second", ("am", "yl"): "first", ("gr", "lk"): "first",
}  # fmt: skip
"""The result of each pairing once everything is decided."""

EXPECTED = [(1, "gr", 15), (2, "am", 12), (3, "yl", 6), (4, "sp", 6), (5, "lk", 3), (6, "eb", 3)]
"""Points by hand: gr wins all five; am loses to gr only; yl and sp have 6, yl beat sp (head-to-head);
lk and eb have 3, lk beat eb (the arbiter's result)."""

UNMATCHED, INVALID, FORFEIT, PARTED, ADJUDICATED = ("gr", "sp"), ("lk", "eb"), ("sp", "lk"), ("am", "gr"), ("eb", "sp")


def _games():
    games = pool("mad", 1, 24)
    reds = [g for g in games if result(g) == "red"]
    blues = [g for g in games if result(g) == "blue"]
    return reds, blues, next(g for g in games if result(g) == "*")


def _files(rounds):
    """The files each player sent, in the order they arrive: (name, text)."""
    reds, blues, unfinished = _games()
    files = []
    for pairing in sorted(PAIRINGS, key=lambda pair: rounds[pair]):
        first, second = pairing
        if pairing == FORFEIT:
            continue  # lk did not come: no record
        game = unfinished if pairing == ADJUDICATED else (reds if OUTCOME[pairing] == "first" else blues).pop(0)
        text = tagged(game, rounds[pairing], "G. Riou" if pairing == UNMATCHED else SPELLING[first], SPELLING[second])
        if pairing == INVALID:
            text = text.replace('[Result "red"]', '[Result "blue"]')  # invalid: the turns give red
        files.append((f"{first}-{second}-a.mgn", text))
        if pairing == PARTED:
            files.append((f"{first}-{second}-b.mgn", parted(text, 12)))  # the other record parts at turn 12
        elif pairing != ADJUDICATED:
            files.append((f"{first}-{second}-b.mgn", resubmitted(text)))  # the other player's copy: one game
    return files


@pytest.fixture(scope="module")
def scenario(tmp_path_factory):
    """The tournament before the arbiter's decisions: its database, each file's game id, each pairing's round."""
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
    with closing(sqlite3.connect(db)) as connection:  # closed now, so that no open reader keeps the WAL
        rounds = {(r["first"], r["second"]): r["round"] for r in sqlite_utils.Database(connection)["pairings"].rows}
    ids = {}
    for number, (name, text) in enumerate(_files(rounds), start=1):
        path = folder / name
        path.write_bytes(text.encode("utf-8"))
        run("import", str(path), "--tournament", T)
        ids[name] = number
    return db, ids, rounds


@pytest.fixture
def db(scenario, tmp_path):
    """A copy of the scenario's database, for one test to decide in: by SQLite's backup, which copies
    what the write-ahead log holds too (a copy of the file alone missed the games an open connection had
    kept from being checkpointed, depending on when the garbage collector closed it)."""
    copy = str(tmp_path / "t.db")
    with closing(sqlite3.connect(scenario[0])) as source, closing(sqlite3.connect(copy)) as target:
        source.backup(target)
    return copy


def test_the_round_robin_is_the_berger_tables(scenario):
    rounds = scenario[2]
    assert sorted(rounds) == sorted(PAIRINGS)
    assert sorted(Counter(rounds.values()).items()) == [(n, 3) for n in range(1, 6)]


def _standings(run, db):
    result = run("standings", "--tournament", T, "--json", "--db", db)
    return result.exit_code, json.loads(result.output)


def _decide_all(run, db, scenario, last=True):
    _, ids, rounds = scenario
    arbiter = ("--by", "M. Tanguy", "--tournament", T, "--db", db)

    def at(pairing):
        return ("--round", str(rounds[pairing]), "--pairing", "-".join(pairing))

    assert run("tournament", "attach", str(ids["gr-sp-a.mgn"]), *at(UNMATCHED),
               "--reason", "G. Riou is Gaël Riou", *arbiter).exit_code == 0  # fmt: skip
    assert run("tournament", "decide", *at(INVALID), "--result", "first",
               "--reason", "Wrong Result tag; the board shows Red's win", *arbiter).exit_code == 0  # fmt: skip
    assert run("tournament", "choose", str(ids["am-gr-a.mgn"]), "--reason", "Both players signed this one",
               *arbiter).exit_code == 0  # fmt: skip
    assert run("adjudicate", str(ids["eb-sp-a.mgn"]), "--stop-after", "100", "--by", "M. Tanguy", "--reason", "Time",
               "--db", db).exit_code == 0  # fmt: skip
    assert run("tournament", "decide", "--round", str(rounds[ADJUDICATED]), "--pairing", "eb-Prigent, S.",
               "--result", "second", "--reason", "The adjudication is corrected: eb resigned at turn 100",
               *arbiter).exit_code == 0  # fmt: skip
    if last:
        assert run("tournament", "decide", *at(FORFEIT), "--result", "first/forfeit",
                   "--reason", "Kerbrat absent", *arbiter).exit_code == 0  # fmt: skip


def test_before_any_decision_every_gap_is_an_open_item(run, db, scenario):
    rounds = scenario[2]
    code, shown = _standings(run, db)
    assert code == 3 and not shown["complete"]
    found = {(item["round"], item["first"], item["what"]) for item in shown["open"]}
    assert found == {
        (rounds[UNMATCHED], "G. Riou", "unmatched record"),
        (rounds[UNMATCHED], "gr", "no record"),
        (rounds[INVALID], "lk", "invalid record"),
        (rounds[PARTED], "am", "discrepancy"),
        (rounds[FORFEIT], "sp", "no record"),
        (rounds[ADJUDICATED], "eb", "unfinished record"),
    }


def test_a_discrepancy_shows_both_records_from_turn_12(run, db, scenario):
    item = next(i for i in _standings(run, db)[1]["open"] if i["what"] == "discrepancy")
    ids = scenario[1]
    assert item["parting"] == 12
    assert [side["game"] for side in item["sides"]] == [ids["am-gr-a.mgn"], ids["am-gr-b.mgn"]]
    assert [side["verdict"] for side in item["sides"]] == ["valid, blue", "valid, *"]
    text = run("tournament", "show", "--tournament", T, "--db", db).output
    assert "part at turn 12" in text and "12    " in text


def test_before_the_last_decision_the_forfeit_is_missing(run, db, scenario):
    _decide_all(run, db, scenario, last=False)
    result = run("standings", "--tournament", T, "--db", db)
    assert result.exit_code == 3
    assert row_shown(result.output, str(scenario[2][FORFEIT]), None, "Soizic Prigent - Loïc Kerbrat", "no record")


def test_the_standings_equal_the_table_by_hand(run, db, scenario):
    _decide_all(run, db, scenario)
    code, shown = _standings(run, db)
    assert code == 0 and shown["complete"] and shown["open"] == []
    assert [(row["rank"], row["player"], row["points"]) for row in shown["standings"]] == EXPECTED


def _by_pairing(counted, field):
    return {(c["result"]["first"], c["result"]["second"]): c["result"][field] for c in counted}


def test_every_pairing_counts_exactly_once_with_its_source(run, db, scenario):
    _decide_all(run, db, scenario)
    counted = _standings(run, db)[1]["results"]
    assert sorted((c["result"]["first"], c["result"]["second"]) for c in counted) == sorted(PAIRINGS)
    assert _by_pairing(counted, "round") == scenario[2]
    assert _by_pairing(counted, "outcome") == OUTCOME
    sources = _by_pairing(counted, "source")
    assert [sources[p] for p in (INVALID, FORFEIT, ADJUDICATED, ("am", "eb"))] == [
        "decision",
        "forfeit",
        "decision",
        "record",
    ]


def test_a_resubmission_is_one_game_with_two_submissions(run, db, scenario):
    ids = scenario[1]
    counted = _standings(run, db)[1]["results"]
    first = next(c for c in counted if (c["result"]["first"], c["result"]["second"]) == ("am", "eb"))
    assert first["games"] == [ids["am-eb-a.mgn"], ids["am-eb-b.mgn"]]


def test_the_crosstable_by_hand(run, db, scenario):
    rounds = scenario[2]
    _decide_all(run, db, scenario)
    table = _standings(run, db)[1]["crosstable"]
    row = next(r for r in table["rows"] if r["player"] == "gr")
    cells = dict(zip(table["players"], row["cells"]))
    won = {
        other: [(rounds.get((other, "gr"), rounds.get(("gr", other))), "W", 3)]
        for other in ("am", "eb", "lk", "sp", "yl")
    }
    assert {p: [(c["round"], c["mark"], c["points"]) for c in cell] for p, cell in cells.items()} == {"gr": [], **won}
    assert row["total"] == 15


def test_the_ledger_verifies(run, db, scenario):
    _decide_all(run, db, scenario)
    assert run("verify", "--db", db).exit_code == 0


@pytest.mark.parametrize("form", ["md", "html"])
def test_the_report_lists_every_decision_and_open_item(run, db, scenario, tmp_path, form):
    _decide_all(run, db, scenario, last=False)
    path = tmp_path / f"report.{form}"
    assert run("report", "--tournament", T, "--format", form, "-o", str(path), "--db", db).exit_code == 0
    text = path.read_text(encoding="utf-8")
    assert "Crosstable" in text and "Arbiter's decisions" in text
    assert "Wrong Result tag; the board shows Red" in text and "G. Riou is Gaël Riou" in text
    assert "Open items" in text and "No record was submitted" in text


@pytest.mark.parametrize("decided", [False, True])
def test_the_account_from_the_projections_is_the_one_from_every_game_rebuilt(run, db, scenario, decided):
    """Before and after the arbiter's decisions (an attachment, a choice, an adjudication), standings read
    from the projections account exactly as rebuilding every game does, discrepancy and all."""
    if decided:
        _decide_all(run, db, scenario, last=False)
    fast, folded = both(db, T)
    assert fast == folded
    assert [item.what for item in fast.open].count("discrepancy") == (0 if decided else 1)
