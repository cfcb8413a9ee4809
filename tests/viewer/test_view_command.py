"""``admiralty view``, ``replay --html`` and the report's links to the viewer (specs/viewer.md)."""

from __future__ import annotations

import re

import pytest

from admiralty.cli.app import app  # noqa: F401  (the commands are registered on import)

EXTERNAL = re.compile(r"""(?:src|href)\s*=\s*["'](?!#)|url\((?!#)|@import|https?://(?!www\.w3\.org/2000/svg)""")
"""What would make a page reach outside itself: an outside source or link, a stylesheet import, a URL."""


def test_the_page_is_self_contained(run, tmp_path):
    page = tmp_path / "tb.html"
    result = run("view", "examples/tiebreak.mgn", "-o", str(page))
    assert result.exit_code == 0, result.output
    html = page.read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>") and 'id="viewer-data"' in html and "<style>" in html
    assert not EXTERNAL.search(html)


def test_a_file_of_several_games_has_a_game_list_and_game_k_alone(run):
    every = run("view", "examples/round-4.mgn").output
    assert every.count('class="game"') == 4 and 'class="game-list"' in every
    second = run("view", "examples/round-4.mgn", "--game", "2").output
    assert second.count('class="game"') == 1 and "#2:" in second and 'class="game-list"' not in second


def test_a_game_the_file_does_not_hold_is_a_usage_error(run):
    result = run("view", "examples/tiebreak.mgn", "--game", "3")
    assert result.exit_code == 2 and "holds 1 game; there is no game 3" in result.output


def test_a_missing_file_is_an_io_error(run, tmp_path):
    assert run("view", str(tmp_path / "none.mgn")).exit_code == 2


def test_replay_html_is_view_of_one_game(run):
    assert run("replay", "examples/round-4.mgn", "--game", "3", "--html").output == (
        run("view", "examples/round-4.mgn", "--game", "3").output
    )


@pytest.mark.parametrize("record", ["examples/planted-violation.mgn", "examples/planted-violation.rgn"])
def test_replay_html_of_an_invalid_record_writes_the_page_and_exits_1(run, tmp_path, record):
    """replay judges: an invalid record exits 1 as replay without --html does, its page still written."""
    page = tmp_path / "bad.html"
    result = run("replay", record, "--html", "-o", str(page))
    assert result.exit_code == run("replay", record).exit_code == 1
    assert 'class="move bad' in page.read_text(encoding="utf-8")


def test_replay_html_of_a_valid_record_exits_0(run, tmp_path):
    assert run("replay", "examples/tiebreak.mgn", "--html", "-o", str(tmp_path / "tb.html")).exit_code == 0


def test_replay_html_of_an_invalid_stored_game_exits_1(run, tmp_path):
    db = str(tmp_path / "t.db")
    run("import", "examples/planted-violation.mgn", "--db", db)
    assert run("replay", "1", "--html", "--db", db, "-o", str(tmp_path / "g.html")).exit_code == 1


def test_view_of_an_invalid_record_still_exits_0(run, tmp_path):
    """view only draws (specs/viewer.md): its page of an invalid record is what was asked for."""
    assert run("view", "examples/planted-violation.mgn", "-o", str(tmp_path / "bad.html")).exit_code == 0


def test_a_stored_game_shows_the_arbiters_correction(run, tmp_path):
    db = str(tmp_path / "t.db")
    run("import", "examples/planted-violation.mgn", "--db", db)
    run("repair", "1", "--turn", "5", "--as", "211d4xc5", "--by", "M. Tanguy", "--reason", "slip", "--db", db)
    page = run("view", "1", "--db", db).output
    assert "Corrected by M. Tanguy: turn 5 written 211d4xd5, read as 211d4xc5 (slip)." in page
    assert 'class="move bad' in page


def test_the_html_report_inlines_each_games_viewer(run):
    report = run("report", "examples/planted-violation.mgn", "examples/tiebreak.mgn", "--format", "html").output
    assert report.count("<iframe") == 2 and report.count("srcdoc=") == 2


def test_the_html_report_links_to_viewer_pages_written_in_a_folder(run, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    result = run(
        "report", "examples/round-4.mgn", "--format", "html", "-o", str(out / "r.html"), "--viewers", str(out / "games")
    )
    assert result.exit_code == 0, result.output
    report = (out / "r.html").read_text(encoding="utf-8")
    links = re.findall(r'<a href="([^"]+)">Step through', report)
    assert links == [f"games/game-{n}.html" for n in range(1, 5)]
    assert all((out / link).read_text(encoding="utf-8").count('class="game"') == 1 for link in links)
    assert "<iframe" not in report and 'addEventListener("message"' not in report


def test_markdown_and_json_reports_have_no_viewer(run):
    assert "viewer" not in run("report", "examples/tiebreak.mgn", "--format", "md").output


def test_a_page_is_not_written_to_a_terminal(tmp_path):
    """view and replay --html without -o refuse a terminal (exit 2, saying how); a pipe gets the page."""
    import os
    import pty
    import subprocess
    import sys

    for command in (["view", "examples/tiebreak.mgn"], ["replay", "examples/tiebreak.mgn", "--html"]):
        leader, follower = pty.openpty()
        try:
            result = subprocess.run(
                [sys.executable, "-m", "admiralty.cli", *command], stdout=follower, stderr=subprocess.PIPE, text=True
            )
        finally:
            os.close(follower)
            os.close(leader)
        assert result.returncode == 2 and "give -o FILE.html" in result.stderr, result.stderr
    piped = subprocess.run(
        [sys.executable, "-m", "admiralty.cli", "view", "examples/tiebreak.mgn"], capture_output=True
    )
    assert piped.returncode == 0 and piped.stdout.startswith(b"<!DOCTYPE html>")


def test_the_html_report_written_to_a_file_links_its_viewers_by_default(run, tmp_path):
    """``-o R.html`` writes each game's viewer page into ``R_files`` and links it (issue 28)."""
    result = run("report", "examples/round-4.mgn", "--format", "html", "-o", str(tmp_path / "R.html"))
    assert result.exit_code == 0, result.output
    report = (tmp_path / "R.html").read_text(encoding="utf-8")
    assert re.findall(r'<a href="([^"]+)">Step through', report) == [f"R_files/game-{n}.html" for n in range(1, 5)]
    assert sorted(path.name for path in (tmp_path / "R_files").iterdir()) == [f"game-{n}.html" for n in range(1, 5)]
    assert "<iframe" not in report


def test_inline_viewers_keep_one_self_contained_file(run, tmp_path):
    out = tmp_path / "R.html"
    assert run("report", "examples/round-4.mgn", "--format", "html", "--inline-viewers", "-o", str(out)).exit_code == 0
    report = out.read_text(encoding="utf-8")
    assert report.count("<iframe") == 4 and not (tmp_path / "R_files").exists()
    assert report.count('addEventListener("message"') == 1  # the frames' sizing script, once, not once a game


def test_inline_viewers_and_a_viewers_folder_are_refused_together(run, tmp_path):
    result = run("report", "examples/round-4.mgn", "--inline-viewers", "--viewers", str(tmp_path / "v"))
    assert result.exit_code == 2 and "give one" in result.output
