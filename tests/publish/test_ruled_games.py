"""What the site publishes of the games as the arbiter ruled them: a corrected game shown as corrected, an
excluded game nowhere, a Rigadoon event with its own seats (specs/publish.md, "Which games are published")."""

import json
import re
from pathlib import Path

from tests.publish.test_publish import cells, text, visible

EXAMPLES = Path(__file__).parents[2] / "examples"
ARBITER = ("--by", "M. Tanguy", "--reason", "A slip of the pen at turn 5")


def test_a_corrected_game_is_published_as_corrected_with_its_violation_as_submitted(run, tmp_path):
    db = str(tmp_path / "c.db")
    run("tournament", "create", "Slips", "--db", db)
    run("import", str(EXAMPLES / "planted-violation.mgn"), "--tournament", "Slips", "--db", db)
    run("repair", "1", "--turn", "5", "--as", "211d4xc5", *ARBITER, "--db", db)
    run("tournament", "accept-correction", "1", *ARBITER, "--tournament", "Slips", "--db", db)
    assert run("publish", "--tournament", "Slips", "-o", str(tmp_path / "site"), "--db", db).exit_code == 0
    site = tmp_path / "site"
    card = visible(text(site, "round-3.html"))
    assert "game 1 (corrected)" in card
    compliance = text(site, "compliance.html")
    corrections = compliance.split('<h2 id="corrections">Corrections</h2>')[1].split("<h2>")[0]
    header, row = cells(corrections)
    assert header[:3] == ["Game", "Turn", "Read as"]
    assert row == ["game 1 (corrected)", "5", "211d4xc5", "M. Tanguy", "A slip of the pen at turn 5", "by decision 1"]
    violations = visible(compliance.split("<h2>Violations</h2>")[1].split("<h2>")[0])
    assert "Breaks MAD-EXPEL at turn 5" in violations
    game = text(site, "game-1.html")
    assert "Read as corrected by the arbiter" in visible(game) and 'href="compliance.html#corrections"' in game
    steps = json.loads(re.search(r'id="viewer-data">(.*?)</script>', game, re.S).group(1))["games"][0]["steps"]
    turns = json.loads(run("games", "--tournament", "Slips", "--json", "--db", db).output)[0]["turns"]
    assert len(steps) == turns + 1 == 7 and 'class="fault"' not in game  # stepped through to its end


def test_a_rigadoon_event_names_its_seats_and_never_publishes_the_excluded_mad_game(run, tmp_path):
    db = str(tmp_path / "r.db")
    run("tournament", "create", "Isles", "--kind", "rigadoon", "--db", db)
    for name in ("islands-win.rgn", "loop-loss.rgn", "corvette-win.mgn"):
        run("import", str(EXAMPLES / name), "--tournament", "Isles", "--db", db)
    run("tournament", "exclude", "3", *ARBITER, "--tournament", "Isles", "--db", db)
    result = run("publish", "--tournament", "Isles", "-o", str(tmp_path / "site"), "--db", db, "--format", "json")
    assert result.exit_code == 0, result.output
    pages = json.loads(result.output)["written"]
    assert [page for page in pages if page.startswith("game-")] == ["game-1.html", "game-2.html"]
    site = tmp_path / "site"
    header, *rows = cells(text(site, "round-1.html"))
    assert header[:4] == ["Board", "Blue", "Result", "Green"] and rows[0][1:4] == [
        "A. Player",
        "3 \N{EN DASH} 0",
        "B. Player",
    ]
    assert "Rigadoon" in visible(text(site, "index.html"))
    for page in site.glob("*.html"):
        assert "game-3.html" not in text(site, page.name) and "Le Gall" not in text(site, page.name)
