"""The games of an event as ruled (specs/tournament.md, "Games as ruled"): every reader agrees on an excluded
game and on a game read with a correction its arbiter accepted, for both games."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
EXAMPLES = ROOT / "examples"
T = "Slips"
ARBITER = ("--by", "M. Tanguy", "--reason", "A slip of the pen")


@pytest.fixture(
    params=[
        ("planted-violation.mgn", 5, "211d4xc5", "211d4xd5", "islands-win.rgn"),
        ("planted-violation.rgn", 3, "B1d3-d4", "B1+", "tiebreak.mgn"),
    ],
    ids=["mad", "rigadoon"],
)
def case(request):
    return request.param


@pytest.fixture
def db(run, tmp_path, case) -> str:
    """Game 1: a bad record corrected, its correction accepted; game 2: a game of the other kind, excluded."""
    planted, turn, token, _, other = case
    path = str(tmp_path / "ruled.db")
    assert run("tournament", "create", T, "--kind", "both", "--db", path).exit_code == 0
    for name in (planted, other):
        assert run("import", str(EXAMPLES / name), "--tournament", T, "--db", path).exit_code in (0, 1)
    assert run("repair", "1", "--turn", str(turn), "--as", token, *ARBITER, "--db", path).exit_code == 0
    assert run("tournament", "accept-correction", "1", *ARBITER, "--tournament", T, "--db", path).exit_code == 0
    assert run("tournament", "exclude", "2", *ARBITER, "--tournament", T, "--db", path).exit_code == 0
    return path


def _listed(run, db: str, *tournament: str) -> dict[int, dict]:
    return {game["id"]: game for game in json.loads(run("games", *tournament, "--json", "--db", db).output)}


def test_games_say_the_same_with_or_without_the_tournament(run, db) -> None:
    alone, within = _listed(run, db), _listed(run, db, "--tournament", T)
    assert alone == within
    assert (alone[1]["valid"], alone[1]["corrected"], alone[1]["excluded"]) == (True, True, False)
    assert (alone[2]["corrected"], alone[2]["excluded"]) == (False, True)


def test_games_as_csv_end_with_how_each_is_ruled(run, db) -> None:
    rows = list(csv.reader(io.StringIO(run("games", "--format", "csv", "--db", db).output)))
    assert rows[0][-2:] == ["corrected", "excluded"]
    assert [row[-2:] for row in rows[1:]] == [["yes", "no"], ["no", "yes"]]


def test_a_game_before_its_correction_is_accepted_reads_as_submitted(run, tmp_path, case) -> None:
    planted, turn, token, _, _ = case
    path = str(tmp_path / "open.db")
    run("tournament", "create", T, "--kind", "both", "--db", path)
    run("import", str(EXAMPLES / planted), "--tournament", T, "--db", path)
    run("repair", "1", "--turn", str(turn), "--as", token, *ARBITER, "--db", path)
    game = _listed(run, path)[1]
    assert (game["valid"], game["corrected"]) == (False, False)
    assert "Repaired: written" not in run("show", "1", "--db", path).output


@pytest.mark.parametrize("command", ["show", "export"])
def test_show_and_export_read_the_accepted_correction_to_the_end(run, db, case, command) -> None:
    _, _, token, written, _ = case
    text = " ".join(run(command, "1", "--db", db).output.split())
    assert f"{token} {{Repaired: written {written}}}" in text
    assert "Corrected by M. Tanguy" in text
    assert "invalid" not in text.lower()


def test_the_viewer_steps_to_the_end_of_the_accepted_correction(run, db, case, tmp_path) -> None:
    _, _, token, _, _ = case
    page = tmp_path / "game.html"
    assert run("view", "1", "-o", str(page), "--db", db).exit_code == 0
    html = page.read_text(encoding="utf-8")
    assert token in html and "Accepted by M. Tanguy" in html


def test_the_report_leaves_the_excluded_game_out_and_shows_the_correction(run, db, case) -> None:
    planted, *_ = case
    built = json.loads(run("report", "--tournament", T, "--format", "json", "--db", db).output)
    assert [game["file"] for game in built["games"]] == [f"game 1 ({EXAMPLES / planted})"]
    (game,) = built["games"]
    assert game["valid"] and game["corrected"] and game["findings"] == []
    assert "Accepted by M. Tanguy" in game["corrections"][-1]
    assert [each["index"] for each in built["corrections"]] == [1]
    markdown = run("report", "--tournament", T, "--format", "md", "--db", db).output
    assert "1 game, 0 invalid." in markdown and "valid as corrected" in markdown
    corrections = markdown.split("## Corrections", 1)[1].split("## Adjudications", 1)[0]
    assert "Corrected by M. Tanguy" in corrections


def test_the_report_links_no_viewer_of_an_excluded_game(run, db, tmp_path) -> None:
    pages = tmp_path / "viewers"
    out = tmp_path / "r.html"
    result = run("report", "--tournament", T, "--viewers", str(pages), "-o", str(out), "--db", db)
    assert result.exit_code == 0, result.output
    assert sorted(path.name for path in pages.iterdir()) == ["game-1.html"]
    assert "<h2>Corrections</h2>" in out.read_text(encoding="utf-8")
