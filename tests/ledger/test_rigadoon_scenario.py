"""The walkthrough, shorter, for Rigadoon: three players, a round robin with byes, unfinished games decided.

Blue is the first seat, Green the second. By hand: ann has a bye (3), beats
cy by the arbiter's decision (3) and bob by forfeit (3): 9; bob has a bye and
beats cy on the board: 6; cy has a bye: 3.
"""

import json

import pytest
import sqlite_utils

from admiralty.notation.kinds import RIGADOON
from tests.accounts import both
from tests.records import pool, resubmitted, result, tagged

T = "Rigadoon Cup"
ARBITER = ("--by", "M. Tanguy", "--tournament", T)


@pytest.fixture(scope="module")
def games():
    found = pool("rigadoon", 1, 5)
    return next(g for g in found if result(g) == "blue"), next(g for g in found if result(g) == "*")


@pytest.fixture
def db(run, tmp_path, games):
    won, unfinished = games
    path = str(tmp_path / "r.db")
    assert run("tournament", "create", T, "--kind", "rigadoon", "--db", path).exit_code == 0
    for player, name in (("ann", "Ann Le Bras"), ("bob", "Bob Guérin"), ("cy", "Cyrille Nédélec")):
        assert (
            run("tournament", "player", "add", player, "--name", name, "--tournament", T, "--db", path).exit_code == 0
        )
    assert run("tournament", "round-robin", "--tournament", T, "--db", path).exit_code == 0
    rounds = _rounds(path)
    records = {
        "r1.rgn": tagged(won, rounds[("bob", "cy")], "Guerin, Bob", "Cyrille Nedelec", RIGADOON),
        "r2.rgn": tagged(unfinished, rounds[("cy", "ann")], "Cyrille Nédélec", "Le Bras, Ann", RIGADOON),
    }
    records["r2-again.rgn"] = resubmitted(records["r2.rgn"])
    for name, text in records.items():
        (tmp_path / name).write_bytes(text.encode("utf-8"))
        run("import", str(tmp_path / name), "--tournament", T, "--db", path)
    return path


def _rounds(db):
    """Each pairing's round, as the ledger's round robin declared it."""
    return {(r["first"], r["second"]): r["round"] for r in sqlite_utils.Database(db)["pairings"].rows}


def _shown(run, db):
    result = run("standings", "--tournament", T, "--json", "--db", db)
    return result.exit_code, json.loads(result.output)


def test_the_round_robin_of_three_has_a_bye_each_round(run, db):
    shown = json.loads(run("tournament", "show", "--tournament", T, "--json", "--db", db).output)
    byes = sorted(
        (c["result"]["round"], c["result"]["first"]) for c in shown["counted"] if c["result"]["second"] is None
    )
    assert byes == [(1, "ann"), (2, "cy"), (3, "bob")]  # the FIDE Berger table for 3 (4 with the bye)


def test_unfinished_games_and_the_missing_one_are_open(run, db):
    code, shown = _shown(run, db)
    assert code == 3
    assert sorted((item["round"], item["what"]) for item in shown["open"]) == [
        (2, "no record"),
        (3, "unfinished record"),
    ]


def test_decided_the_standings_equal_the_table_by_hand(run, db):
    rounds = _rounds(db)
    assert run("tournament", "decide", "--round", str(rounds[("cy", "ann")]), "--pairing", "cy-ann", "--result", "second",
               "--reason", "Cy resigned when time ran out", *ARBITER, "--db", db).exit_code == 0  # fmt: skip
    assert run("tournament", "decide", "--round", str(rounds[("ann", "bob")]), "--pairing", "ann-bob", "--result", "first/forfeit",
               "--reason", "Bob absent", *ARBITER, "--db", db).exit_code == 0  # fmt: skip
    code, shown = _shown(run, db)
    assert code == 0
    assert [(row["rank"], row["player"], row["points"]) for row in shown["standings"]] == [
        (1, "ann", 9),
        (2, "bob", 6),
        (3, "cy", 3),
    ]
    assert run("verify", "--db", db).exit_code == 0


def test_an_annulled_decision_no_longer_counts(run, db):
    run("tournament", "decide", "--round", str(_rounds(db)[("ann", "bob")]), "--pairing", "ann-bob", "--result", "first/forfeit",
        "--reason", "Bob absent", *ARBITER, "--db", db)  # fmt: skip
    decision = json.loads(run("tournament", "show", "--tournament", T, "--json", "--db", db).output)["decisions"][0]
    run("tournament", "annul", str(decision["seq"]), "--reason", "Bob had warned", *ARBITER, "--db", db)
    code, shown = _shown(run, db)
    assert code == 3 and (_rounds(db)[("ann", "bob")], "no record") in {(i["round"], i["what"]) for i in shown["open"]}
    decisions = json.loads(run("tournament", "show", "--tournament", T, "--json", "--db", db).output)["decisions"]
    assert decisions[0]["annulled_by"] == decisions[1]["seq"]


def test_the_text_tables_name_players_by_their_display_names(run, db):
    table = run("standings", "--tournament", T, "--db", db).output
    cross = run("standings", "--tournament", T, "--crosstable", "--db", db).output
    for name in ("Ann Le Bras", "Bob Guérin", "Cyrille Nédélec"):
        assert name in table and name in cross
    shown = run("standings", "--tournament", T, "--format", "csv", "--db", db).output
    players = [line.split(",")[1] for line in shown.splitlines()[1:4]]
    assert sorted(players) == ["ann", "bob", "cy"]  # CSV keeps the ids


def test_the_account_from_the_projections_is_the_one_from_every_game_rebuilt(db):
    """Byes, an unfinished game submitted twice: the projections account as rebuilding every game does."""
    fast, folded = both(db, T)
    assert fast == folded
    assert len(fast.games) == 3


@pytest.mark.parametrize("outcome", ["first/tb", "second/tb"])
def test_a_semi_victory_is_refused_where_no_game_has_a_tie_break(run, db, outcome):
    """Rigadoon has no tie-break (MAD-TIEBREAK is MAD's), so no decision gives a semi-victory."""
    (first, second), round = next((pair, round) for pair, round in _rounds(db).items() if pair[1] is not None)
    decision = ("tournament", "decide", "--round", str(round), "--pairing", f"{first}-{second}", "--db", db)
    refused = run(*decision, "--result", outcome, "--reason", "unfinished", *ARBITER)
    assert refused.exit_code == 2 and "semi-victory" in refused.output and "MAD-TIEBREAK" in refused.output
    plain = outcome.removesuffix("/tb")
    assert run(*decision, "--result", plain, "--reason", "unfinished", *ARBITER).exit_code == 0


def test_the_reports_standings_name_players_as_standings_does(run, db):
    """Markdown and HTML are read by people: display names, as standings' text; JSON keeps the ids."""
    markdown = run("report", "--tournament", T, "--format", "md", "--db", db).output
    table = markdown[markdown.index("## Standings") : markdown.index("## Crosstable")]
    assert "Ann Le Bras" in table and "| ann |" not in table
    listed = json.loads(run("report", "--tournament", T, "--json", "--db", db).output)["standings"]
    assert {row["player"] for row in listed} == {"ann", "bob", "cy"}
    shown = run("standings", "--tournament", T, "--db", db).output
    assert all(name in shown for name in ("Ann Le Bras", "Bob Guérin", "Cyrille Nédélec"))


@pytest.mark.parametrize("spelling", ["ann", "Ann Le Bras", "Le Bras, Ann", "ANN LE BRAS"])
def test_games_of_a_player_are_found_by_any_spelling_the_ledger_registers(run, db, spelling):
    """Her records are tagged "Le Bras, Ann"; her id, her display name and any spelling of it find them."""
    listed = json.loads(run("games", "--tournament", T, "--player", spelling, "--json", "--db", db).output)
    assert listed and all("Le Bras, Ann" in (game["first"], game["second"]) for game in listed)


def test_a_player_cannot_be_paired_against_themselves(run, tmp_path):
    path = str(tmp_path / "self.db")
    run("tournament", "create", T, "--kind", "rigadoon", "--db", path)
    run("tournament", "player", "add", "ann", "--name", "Ann Le Bras", "--tournament", T, "--db", path)
    result = run("tournament", "pair", "--round", "1", "ann", "ann", "--tournament", T, "--db", path)
    assert result.exit_code == 2 and "ann cannot be paired against themselves" in result.output
