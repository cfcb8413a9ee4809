"""A tournament whose every pairing the arbiter decided, no game stored, has its report as it has its
standings: the ledger's standings, crosstable and decisions (review finding F8)."""

import json
import re

import pytest

T = "Storm Cup"
DECIDED = ["--by", "M. Tanguy", "--reason", "Storm: no boat sailed"]


@pytest.fixture
def db(run, tmp_path):
    path = str(tmp_path / "s.db")
    run("tournament", "create", T, "--db", path)
    for player, name in [("am", "Anne Morgan"), ("gr", "Gaël Riou")]:
        run("tournament", "player", "add", player, "--name", name, "--tournament", T, "--db", path)
    run("tournament", "pair", "am", "gr", "--round", "1", "--tournament", T, "--db", path)
    decided = run("tournament", "decide", "--round", "1", "--pairing", "am-gr", "--result", "double-forfeit",
                  *DECIDED, "--tournament", T, "--db", path)  # fmt: skip
    assert decided.exit_code == 0
    return path


def test_its_standings_are_complete(run, db):
    assert run("standings", "--tournament", T, "--db", db).exit_code == 0


def test_its_markdown_report_has_its_ledger_and_no_game(run, db):
    result = run("report", "--tournament", T, "--format", "md", "--db", db)
    assert result.exit_code == 0
    assert "| 1 | Anne Morgan | 0 |" in result.stdout
    assert "round 1, am - gr: double-forfeit | M. Tanguy | Storm: no boat sailed |" in result.stdout
    assert result.stdout.rstrip().endswith("## Games\n\nNone.")


def test_its_html_report_says_there_is_no_game(run, db):
    result = run("report", "--tournament", T, "--format", "html", "--db", db)
    assert result.exit_code == 0
    assert "Storm: no boat sailed" in result.stdout
    assert re.search(r'<h2>Games</h2>\s*<p class="games">None.</p>', result.stdout)


def test_its_json_report_reads_back(run, db):
    report = json.loads(run("report", "--tournament", T, "--format", "json", "--db", db).stdout)
    assert report["games"] == [] and [row["player"] for row in report["standings"]] == ["am", "gr"]


def test_a_store_without_games_still_has_no_report(run, tmp_path):
    path = str(tmp_path / "e.db")
    run("tournament", "create", T, "--db", path)
    result = run("report", "--format", "md", "--db", path)
    assert result.exit_code == 2 and "no game is stored in" in result.stderr
