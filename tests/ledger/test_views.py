"""The read-only SQL views, read through datasette itself (no plugin): every pairing with its board, outcome,
source and game, every decision in its own columns, the open items, and the games with ``corrected`` and
``excluded`` agreeing with ``games --tournament`` (issue 28, "datasette")."""

from __future__ import annotations

import asyncio
import csv
import io
import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from admiralty.cli.app import app
from tests.conftest import AUTUMN

datasette_app = pytest.importorskip("datasette.app", reason="datasette is a test dependency (pip install -e '.[test]')")

ROOT = Path(__file__).parents[2]
EXAMPLES = ROOT / "examples"
ARBITER = ("--by", "M. Tanguy")
NAMES = {
    row["id"]: row["name"]
    for row in csv.DictReader(io.StringIO((EXAMPLES / "tournament" / "players.csv").read_text(encoding="utf-8")))
}


def _run(*args: str) -> str:
    result = CliRunner().invoke(app, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert result.exit_code in (0, 1, 3), result.output
    return result.output


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> str:
    """The README walkthrough's event through round 5, one decision annulled (an open item again), a Rigadoon game
    excluded, and a tournament whose invalid record was corrected and the correction accepted."""
    path = str(tmp_path_factory.mktemp("views") / "event.db")
    tournament = EXAMPLES / "tournament"
    on = ("--tournament", AUTUMN, "--db", path)
    _run("tournament", "create", AUTUMN, "--db", path)
    _run("tournament", "players", str(tournament / "players.csv"), *on)
    _run("tournament", "pairings", str(tournament / "round-4.csv"), *on)
    _run("import", str(EXAMPLES / "round-4.mgn"), *on)
    _run("tournament", "attach", "4", "--round", "4", "--pairing", "sc-em", *ARBITER, "--reason", "Colours", *on)
    _run("tournament", "decide", "--round", "4", "--pairing", "pn-jb", "--result", "second/forfeit", *ARBITER,
         "--reason", "Nédélec absent", *on)  # fmt: skip
    _run("tournament", "pairings", str(tournament / "round-5.csv"), *on)
    _run("import", str(tournament / "round-5.mgn.txt"), *on)
    _run("import", str(tournament / "round-5-resent.mgn.txt"), *on)
    _run("tournament", "choose", "6", *ARBITER, "--reason", "Both signed the longer record", *on)
    _run("adjudicate", "8", *ARBITER, "--reason", "Stopped at the end of the session", "--db", path)
    _run("tournament", "decide", "--round", "5", "--pairing", "lk-sc", "--result", "second", *ARBITER,
         "--reason", "A slip", *on)  # fmt: skip
    decided = json.loads(_run("tournament", "show", "--json", *on))["decisions"][-1]["seq"]
    _run("tournament", "annul", str(decided), *ARBITER, "--reason", "Decided on the wrong pairing", *on)
    _run("import", str(EXAMPLES / "loop-loss.rgn"), *on)
    rigadoon = max(game["id"] for game in json.loads(_run("games", "--json", "--db", path)))
    _run("tournament", "exclude", str(rigadoon), *ARBITER, "--reason", "Une partie amicale, déclarée à part", *on)
    _run("tournament", "create", "Slips", "--db", path)
    _run("import", str(EXAMPLES / "planted-violation.mgn"), "--tournament", "Slips", "--db", path)
    slip = max(game["id"] for game in json.loads(_run("games", "--json", "--db", path)))
    _run("repair", str(slip), "--turn", "5", "--as", "211d4xc5", *ARBITER, "--reason", "A slip", "--db", path)
    _run("tournament", "accept-correction", str(slip), *ARBITER, "--reason", "A slip", "--tournament", "Slips",
         "--db", path)  # fmt: skip
    return path


def browse(db: str, path: str) -> list[dict[str, object]]:
    """The rows datasette serves at ``path`` (a view of the database), as JSON objects, all of them."""

    async def fetched() -> list[dict[str, object]]:
        served = datasette_app.Datasette([db])
        response = await served.client.get(f"/{Path(db).stem}/{path}.json?_shape=array&_size=max")
        assert response.status_code == 200, response.text
        return list(response.json())

    return asyncio.run(fetched())


def test_every_pairing_has_its_round_board_outcome_source_and_game(db):
    rows = [row for row in browse(db, "pairings") if row["tournament"] == AUTUMN]
    assert [(row["round"], row["board"]) for row in rows] == sorted((row["round"], row["board"]) for row in rows)
    assert {row["round"] for row in rows} == {4, 5} and all(row["board"] for row in rows)
    by_seats = {(row["round"], row["first"], row["second"]): row for row in rows}
    assert (by_seats[(4, "pn", "jb")]["outcome"], by_seats[(4, "pn", "jb")]["source"]) == ("second/forfeit", "forfeit")
    assert by_seats[(4, "sc", "em")]["source"] == "record" and by_seats[(4, "sc", "em")]["game"] == 4
    assert by_seats[(5, "lk", "sc")]["outcome"] is None and by_seats[(5, "lk", "sc")]["open"] == "invalid record"
    sources = {row["source"] for row in rows}
    assert {"record", "forfeit", "adjudication"} <= sources
    assert (by_seats[(4, "pn", "jb")]["first_name"], by_seats[(4, "pn", "jb")]["second"]) == (NAMES["pn"], "jb")


def test_the_pairings_agree_with_tournament_show(db):
    shown = json.loads(_run("tournament", "show", "--json", "--tournament", AUTUMN, "--db", db))
    counted = [
        (each["result"]["round"], each["result"]["first"], each["result"]["second"], each["result"]["outcome"],
         each["result"]["source"], each["games"][0] if each["games"] else None, each["decision"])
        for each in shown["counted"]
    ]  # fmt: skip
    rows = [
        (row["round"], row["first"], row["second"], row["outcome"], row["source"], row["game"], row["decision"])
        for row in browse(db, "pairings")
        if row["tournament"] == AUTUMN and row["outcome"]
    ]
    assert sorted(rows) == sorted(counted) and len(rows) == 9


def test_every_decision_has_its_own_columns_in_plain_text(db):
    rows = [row for row in browse(db, "decisions") if row["tournament"] == AUTUMN]
    assert [row["decision"] for row in rows] == sorted(row["decision"] for row in rows)
    assert [row["command"] for row in rows] == ["attach", "decide", "choose", "decide", "annul", "exclude"]
    attach, forfeit, choose, decided, annul, exclude = rows
    assert (attach["game"], attach["round"], attach["first"], attach["second"]) == (4, 4, "sc", "em")
    assert (forfeit["outcome"], forfeit["reason"], forfeit["annulled_by"]) == ("second/forfeit", "Nédélec absent", None)
    assert (
        choose["game"] == 6 and decided["annulled_by"] == annul["decision"] and annul["annuls"] == decided["decision"]
    )
    assert exclude["reason"] == "Une partie amicale, déclarée à part"
    slips = [row["command"] for row in browse(db, "decisions") if row["tournament"] == "Slips"]
    assert slips == ["accept-correction"]


def test_the_open_items_are_those_tournament_show_lists(db):
    shown = json.loads(_run("tournament", "show", "--json", "--tournament", AUTUMN, "--db", db))
    items = [row for row in browse(db, "open_items") if row["tournament"] == AUTUMN]
    assert sorted((row["what"], row["round"], row["first"]) for row in items) == sorted(
        (item["what"], item["round"], item["first"]) for item in shown["open"]
    )
    assert ("invalid record", 5, "lk") in [(row["what"], row["round"], row["first"]) for row in items]


@pytest.mark.parametrize("tournament", [AUTUMN, "Slips"])
def test_the_games_agree_with_games_of_the_tournament(db, tournament):
    listed = json.loads(_run("games", "--tournament", tournament, "--json", "--db", db))
    rows = [row for row in browse(db, "tournament_games") if row["tournament"] == tournament]
    assert [row["game"] for row in rows] == [game["id"] for game in listed]
    for row, game in zip(rows, listed, strict=True):
        assert (row["result"], row["verdict"], row["turns"]) == (
            game["result"],
            "valid" if game["valid"] else "invalid",
            game["turns"],
        )
        assert str(row["round"]) == str(game["round"])


def test_the_corrected_and_the_excluded_game_say_so(db):
    rows = browse(db, "tournament_games")
    corrected = [row for row in rows if row["corrected"]]
    excluded = [row for row in rows if row["excluded"]]
    assert [(row["tournament"], row["verdict"]) for row in corrected] == [("Slips", "valid")]
    assert [(row["tournament"], row["result"]) for row in excluded] == [(AUTUMN, "green")]
    listed = {row["game"]: row["verdict"] for row in browse(db, "game_list")}
    assert listed[corrected[0]["game"]] == "invalid"  # the record as submitted; the tournament reads it corrected


def test_the_game_list_and_players_are_in_order(db):
    games = [row["game"] for row in browse(db, "game_list")]
    assert games == sorted(games) and len(games) > 10
    assert [(row["id"], row["name"]) for row in browse(db, "players")] == list(NAMES.items())


def test_the_views_are_read_only_and_verify_holds(db):
    connection = sqlite3.connect(db)
    with pytest.raises(sqlite3.OperationalError):
        connection.execute("DELETE FROM pairings")
    connection.close()
    assert CliRunner().invoke(app, ["verify", "--db", db]).exit_code == 0


def test_the_standings_agree_with_standings_of_the_tournament(db):
    printed = json.loads(_run("standings", "--tournament", AUTUMN, "--format", "json", "--db", db))
    rows = [row for row in browse(db, "standings") if row["tournament"] == AUTUMN]
    columns = ("rank", "player", "points", "games", "victories", "semi_victories", "defeats", "byes", "withdrawn")
    assert [tuple(row[name] for name in columns) for row in rows] == [
        tuple(each[name] for name in columns) for each in printed["standings"]
    ]
    assert [row["name"] for row in rows] == [NAMES.get(each["player"], each["player"]) for each in printed["standings"]]
    assert len(rows) == len(NAMES) and {row["points"] for row in rows} > {0}


def test_each_tiebreak_value_is_a_row_in_the_tournament_s_order(db):
    printed = json.loads(_run("standings", "--tournament", AUTUMN, "--format", "json", "--db", db))
    rows = [row for row in browse(db, "standing_tiebreaks") if row["tournament"] == AUTUMN]
    order = printed["ranked_by"][1:]  # after the points
    assert [row["short_name"] for row in rows] == order * len(printed["standings"])
    assert [row["position"] for row in rows] == list(range(1, len(order) + 1)) * len(printed["standings"])
    fields = {"DE": "head_to_head", "WON": "victories", "BH": "buchholz"}
    assert [(row["player"], row["value"]) for row in rows] == [
        (each["player"], each[fields[name]]) for each in printed["standings"] for name in order
    ]
