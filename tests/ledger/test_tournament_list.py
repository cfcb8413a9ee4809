"""``tournament list``: every tournament of a store on a line, as text and JSON (specs/tournament.md, "Commands";
issue 27)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from tests.conftest import AUTUMN

EXAMPLES = Path(__file__).parents[2] / "examples"


def _listed(run, db):
    result = run("tournament", "list", "--json", "--db", db)
    assert result.exit_code == 0, result.output
    return {each["name"]: each for each in json.loads(result.stdout)}


def test_a_store_without_a_tournament_says_so(run, tmp_path):
    db = str(tmp_path / "s.db")
    run("import", str(EXAMPLES / "corvette-win.mgn"), "--db", db)
    shown = run("tournament", "list", "--db", db)
    assert shown.exit_code == 0 and "No tournament in" in shown.stdout
    assert json.loads(run("tournament", "list", "--format", "json", "--db", db).stdout) == []


def test_a_ledger_is_listed_with_its_rounds_players_and_completeness(run, autumn_db):
    listed = _listed(run, autumn_db)[AUTUMN]
    shown = run("tournament", "show", "--tournament", AUTUMN, "--db", autumn_db)
    registered = len((EXAMPLES / "tournament" / "players.csv").read_text(encoding="utf-8").splitlines()) - 1
    assert listed["kinds"] == ["mad"] and listed["players"] == registered and listed["rounds_paired"] == 1
    assert listed["complete"] is (shown.exit_code == 0)  # the notion tournament show exits 3 on
    assert listed["rounds_with_results"] == (1 if listed["complete"] else 0)
    assert listed["last_sealed"] is None and listed["seal"] is None


def test_a_round_counts_as_with_results_once_every_pairing_has_one(run, tmp_path):
    db = str(tmp_path / "r.db")
    run("tournament", "create", "Cup", "--db", db)
    for player in ("aa", "bb", "cc"):
        run("tournament", "player", "add", player, "--name", player.upper(), "--tournament", "Cup", "--db", db)
    run("tournament", "pair", "--round", "1", "aa", "bb", "--tournament", "Cup", "--db", db)
    run("tournament", "pair", "--round", "1", "cc", "--tournament", "Cup", "--db", db)
    before = _listed(run, db)["Cup"]
    assert (before["rounds_paired"], before["rounds_with_results"], before["complete"]) == (1, 0, False)
    run("tournament", "result", "--round", "1", "--pairing", "aa-bb", "--result", "first", "--tournament", "Cup",
        "--db", db)  # fmt: skip
    after = _listed(run, db)["Cup"]
    assert (after["rounds_paired"], after["rounds_with_results"], after["complete"]) == (1, 1, True)
    assert after["players"] == 3


def test_a_tournament_of_imports_only_is_listed_by_its_games(run, tmp_path):
    db = str(tmp_path / "i.db")
    run("import", str(EXAMPLES / "islands-win.rgn"), "--tournament", "Club ladder", "--new", "--db", db)
    listed = _listed(run, db)["Club ladder"]
    assert listed["kinds"] == ["rigadoon"] and listed["players"] == 2 and listed["complete"]


def test_the_newest_seal_covering_a_tournament_is_shown(run, autumn_db):
    run("import", str(EXAMPLES / "islands-win.rgn"), "--tournament", "Club ladder", "--new", "--db", autumn_db)
    run("seal", "--db", autumn_db)
    run("seal", "--tournament", AUTUMN, "--db", autumn_db)
    listed = _listed(run, autumn_db)
    assert listed[AUTUMN]["seal"] == 2 and listed["Club ladder"]["seal"] == 1
    assert listed[AUTUMN]["last_sealed"]
    text = run("tournament", "list", "--db", autumn_db).stdout
    assert re.search(r"Autumn Open .* no +\d{4}-", text) and "Club ladder" in text


def test_the_list_is_in_name_order(run, autumn_db):
    run("import", str(EXAMPLES / "islands-win.rgn"), "--tournament", "Club ladder", "--new", "--db", autumn_db)
    assert list(_listed(run, autumn_db)) == [AUTUMN, "Club ladder"]


def test_the_json_keys_are_the_documented_ones(run, autumn_db):
    contract = (Path(__file__).parents[2] / "specs" / "json-contract.md").read_text(encoding="utf-8")
    section = contract.split("## `admiralty tournament list --json`")[1].split("\n## ")[0]
    documented = [line.split("`")[1] for line in section.splitlines() if line.startswith("| `")]
    assert list(_listed(run, autumn_db)[AUTUMN]) == documented


def test_the_last_seal_is_written_to_the_minute_so_a_row_fits_80_columns(run, autumn_db, monkeypatch):
    run("seal", "--tournament", AUTUMN, "--db", autumn_db)
    monkeypatch.setenv("COLUMNS", "80")
    sealed = _listed(run, autumn_db)[AUTUMN]["last_sealed"]
    text = run("tournament", "list", "--db", autumn_db).stdout
    row = next(line for line in text.splitlines() if AUTUMN in line)
    assert re.search(r" \d{4}-\d\d-\d\d \d\d:\d\d UTC$", row) and sealed not in text
