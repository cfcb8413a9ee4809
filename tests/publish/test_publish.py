"""``admiralty publish``: the event's pages, written once, rewritten only where they changed (specs/publish.md)."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from admiralty.store import EventStore
from admiralty.store.seals import seals
from tests.conftest import AUTUMN
from tests.publish.conftest import BY


def publish(run, db, folder, *more):
    return run("publish", "--tournament", AUTUMN, "-o", str(folder), "--db", db, *more)


def text(folder: Path, name: str) -> str:
    return (folder / name).read_text(encoding="utf-8")


def visible(html: str) -> str:
    """A page's text without its markup, spaces collapsed."""
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def cells(html: str) -> list[list[str]]:
    """The text of each cell of each row of a page's first table, its header row first."""
    return [
        [visible(cell) for cell in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S)]
        for row in re.findall(r"<tr[^>]*>(.*?)</tr>", html, re.S)
    ]


def test_the_index_names_the_event_its_rounds_arbiters_and_seal(run, autumn_db, tmp_path):
    result = publish(run, autumn_db, tmp_path / "site")
    assert result.exit_code == 0, result.output
    index = visible(text(tmp_path / "site", "index.html"))
    assert "Autumn Open" in index and "Round 4: pairings and results" in index and "Round 5" in index
    assert "Arbiters M. Tanguy" in index
    with EventStore.open(autumn_db) as events:
        (sealed, _), *_ = seals(events)
    assert sealed is not None and sealed.at.endswith("+00:00")
    minute = sealed.at[:16].replace("T", " ")  # to the minute, as people read it
    assert f"seal 1 at {minute} UTC by M. Tanguy; published root {sealed.root}" in index
    assert f'<time datetime="{sealed.at}">' in text(tmp_path / "site", "index.html")  # the exact time, for programs


def test_a_pairing_card_numbers_its_boards_and_gives_the_results(run, autumn_db, tmp_path):
    publish(run, autumn_db, tmp_path / "site")
    card = visible(text(tmp_path / "site", "round-4.html"))
    header, *rows = cells(text(tmp_path / "site", "round-4.html"))
    assert header[:2] == ["Board", "Red"] and [row[0] for row in rows] == [str(n) for n in range(1, len(rows) + 1)]
    assert "Pierre Nédélec 0 \N{EN DASH} 3 Jeanne Bihan forfeit" in card


def test_the_standings_after_each_round_carry_the_legend(run, autumn_db, tmp_path):
    publish(run, autumn_db, tmp_path / "site")
    after_4 = visible(text(tmp_path / "site", "standings-4.html"))
    after_5 = visible(text(tmp_path / "site", "standings-5.html"))
    assert "Ranked by: Pts (points), DE (head-to-head), WON (wins, the W column), BH (buchholz)." in after_4
    assert "Jeanne Bihan" in after_4 and "Ewen Morvan" in after_5
    header, *rows = cells(text(tmp_path / "site", "standings-5.html"))
    points = {row[1]: row[header.index("Pts")] for row in rows}
    assert points["Anne Morgan"] == points["Ewen Morvan"] == "6" and points["Pierre Nédélec"] == "0"
    header, *rows = cells(text(tmp_path / "site", "standings-4.html"))
    assert {row[1]: row[header.index("Pts")] for row in rows}["Anne Morgan"] == "3"


def test_every_player_and_published_game_has_its_page_linked(run, autumn_db, tmp_path):
    publish(run, autumn_db, tmp_path / "site")
    folder = tmp_path / "site"
    links = set()
    for page in folder.glob("*.html"):
        links |= set(re.findall(r'href="([^"#]+)"', text(folder, page.name)))
    pages = {page.name for page in folder.glob("*.html")} | {"site.css", "header.css"}
    assert links <= pages, links - pages
    assert {f"player-{n}.html" for n in range(1, 11)} <= links
    assert "game-4.html" in links and "compliance.html" in links and "crosstable.html" in links


def test_a_game_page_links_back_to_the_event_its_round_and_its_players(run, autumn_db, tmp_path):
    publish(run, autumn_db, tmp_path / "site")
    folder = tmp_path / "site"
    game = text(folder, "game-4.html")
    header = game.split('<header class="site">')[1].split("</header>")[0]
    assert re.findall(r'href="([^"]+)"', header)[:5] == [
        "index.html",
        "index.html",
        "standings-5.html",
        "crosstable.html",
        "compliance.html",
    ]
    context = header.split('<p class="context">')[1]
    card = cells(text(folder, "round-4.html"))
    board = next(row for row in card[1:] if "game 4" in row[-1])
    said = re.sub(r"<[^>]+>", "", context)  # the seats as the record played them (game 4's colours were swapped)
    assert said.startswith(f"Round 4, board {board[0]}: Red {board[3]} \N{EN DASH} Blue {board[1]}"), said
    assert 'href="round-4.html"' in context and len(re.findall(r'href="player-[0-9]+\.html"', context)) == 2
    assert 'rel="stylesheet" href="header.css"' in game and 'aria-current="page"' not in header


def test_the_compliance_page_names_the_players_of_each_decision(run, autumn_db, tmp_path):
    """As every page names them, not by the ids the arbiter typed (``sc - em``)."""
    publish(run, autumn_db, tmp_path / "site")
    page = text(tmp_path / "site", "compliance.html")
    rows = cells(page.split('<table class="decisions">')[1])
    what = {row[0]: row[1] for row in rows[1:]}
    assert what["12"] == "game 4 attached to round 4, Soazig Caradec - Ewen Morvan"
    assert what["13"] == "round 4, Pierre Nédélec - Jeanne Bihan: Jeanne Bihan wins by forfeit"
    assert what["16"] == "round 5, Maël Tanguy - Pierre Nédélec: Maël Tanguy wins"


def test_a_player_s_page_spells_out_each_tiebreak(run, autumn_db, tmp_path):
    """A phone shows no abbreviation's title: the name of each tie-break is written beside its short name."""
    publish(run, autumn_db, tmp_path / "site")
    page = visible(text(tmp_path / "site", "player-1.html"))
    assert re.search(r"Points 6 DE \(head-to-head\) \d+ WON \(wins\) 2 BH \(buchholz\) \d+", page), page


def test_each_round_s_card_links_the_other_rounds(run, autumn_db, tmp_path):
    publish(run, autumn_db, tmp_path / "site")
    card = text(tmp_path / "site", "round-5.html")
    assert '<a href="standings-5.html">' in card and '<a href="round-4.html">round 4</a>' in card
    assert 'href="round-5.html"' not in card.split('<main id="main">')[1]  # not itself


def test_no_page_names_the_organiser_s_files(run, autumn_db, tmp_path):
    """A game is named by its page's title, not by the path of the file it was imported from."""
    publish(run, autumn_db, tmp_path / "site")
    folder = tmp_path / "site"
    for page in folder.glob("*.html"):
        assert ".mgn" not in text(folder, page.name), page.name
    assert "<h1>Game 4: Autumn Open</h1>" in text(folder, "game-4.html")


def test_running_again_writes_nothing_and_a_new_decision_only_what_it_changed(run, autumn_db, tmp_path):
    folder = tmp_path / "site"
    first = json.loads(publish(run, autumn_db, folder, "--format", "json").output)
    assert first["unchanged"] == [] and "index.html" in first["written"]
    again = json.loads(publish(run, autumn_db, folder, "--format", "json").output)
    assert again["written"] == [] and len(again["unchanged"]) == len(first["written"])
    stamp = (folder / "game-1.html").stat().st_mtime_ns
    run("tournament", "exclude", "12", *BY, "--reason", "A second copy", "--db", autumn_db)
    third = json.loads(publish(run, autumn_db, folder, "--format", "json").output)
    assert third["removed"] == ["game-12.html"] and not (folder / "game-12.html").exists()
    assert "game-1.html" in third["unchanged"] and (folder / "game-1.html").stat().st_mtime_ns == stamp
    assert "round-5.html" in third["written"] and "round-4.html" in third["unchanged"]


def test_an_excluded_game_is_in_no_page(run, autumn_db, tmp_path):
    run("tournament", "exclude", "12", *BY, "--reason", "A second copy", "--db", autumn_db)
    publish(run, autumn_db, tmp_path / "site")
    folder = tmp_path / "site"
    assert not (folder / "game-12.html").exists()
    for page in folder.glob("*.html"):
        assert 'href="game-12.html"' not in text(folder, page.name), page.name


def test_the_same_store_gives_the_same_bytes(run, autumn_db, tmp_path):
    publish(run, autumn_db, tmp_path / "a")
    publish(run, autumn_db, tmp_path / "b")
    names = sorted(path.name for path in (tmp_path / "a").iterdir())
    assert names == sorted(path.name for path in (tmp_path / "b").iterdir())
    assert all((tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes() for name in names)


def test_the_text_output_says_what_was_written(run, autumn_db, tmp_path):
    result = publish(run, autumn_db, tmp_path / "site")
    assert result.output.startswith("Published Autumn Open into ") and "  wrote index.html\n" in result.output
    assert "0 unchanged" in publish(run, autumn_db, tmp_path / "other").output
    assert "0 pages written" in publish(run, autumn_db, tmp_path / "site").output


def test_an_unknown_tournament_or_an_unwritable_folder_exits_2(run, autumn_db, tmp_path):
    unknown = run("publish", "--tournament", "Nope", "-o", str(tmp_path / "x"), "--db", autumn_db)
    assert unknown.exit_code == 2 and "Nope" in unknown.stderr
    (tmp_path / "file").write_text("not a folder")
    blocked = publish(run, autumn_db, tmp_path / "file")
    assert blocked.exit_code == 2 and "admiralty:" in blocked.stderr
    assert "file is a file; publish writes a website into a folder: give a folder" in blocked.stderr


def test_the_tournament_is_read_from_admiralty_tournament_as_other_commands_read_it(
    run, autumn_db, tmp_path, monkeypatch
):
    monkeypatch.delenv("ADMIRALTY_TOURNAMENT", raising=False)
    unnamed = run("publish", "-o", str(tmp_path / "x"), "--db", autumn_db)
    assert unnamed.exit_code == 2 and "give --tournament NAME" in unnamed.stderr
    monkeypatch.setenv("ADMIRALTY_TOURNAMENT", AUTUMN)
    named = run("publish", "-o", str(tmp_path / "site"), "--db", autumn_db)
    assert named.exit_code == 0 and named.output.startswith("Published Autumn Open into ")


def test_the_same_store_gives_the_same_bytes_whatever_the_hash_seed(autumn_db, tmp_path):
    """Two processes with other string hashes (set and dict orders) write the same site, byte for byte."""
    for seed in ("1", "2"):
        command = [sys.executable, "-m", "admiralty.cli", "publish", "--tournament", AUTUMN, "-o", str(tmp_path / seed)]
        env = {**os.environ, "PYTHONHASHSEED": seed}
        subprocess.run([*command, "--db", autumn_db], env=env, check=True, capture_output=True)
    names = sorted(path.name for path in (tmp_path / "1").iterdir())
    assert len(names) > 20 and names == sorted(path.name for path in (tmp_path / "2").iterdir())
    assert [
        name for name in names if (tmp_path / "1" / name).read_bytes() != (tmp_path / "2" / name).read_bytes()
    ] == []
