"""Output that cannot be turned against its reader (issue 15): Markdown, terminal and CSV
output show what a record says, never run it."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from admiralty.cli.output import FORMULA_STARTS, csv_text

EXAMPLE = Path("examples/corvette-win.mgn").read_text(encoding="utf-8")
PLANTED = Path("examples/planted-violation.mgn").read_text(encoding="utf-8")


def hostile(tmp_path, red: str, blue: str = "Le Gall, Yves", text: str = EXAMPLE) -> str:
    path = tmp_path / "hostile.mgn"
    path.write_text(text.replace('"Morgan, Anne"', f'"{red}"').replace('"Le Gall, Yves"', f'"{blue}"'))
    return str(path)


def test_the_markdown_report_escapes_pipes_and_html(run, tmp_path):
    path = hostile(tmp_path, "A|B <script>alert(1)</script>", "[x](javascript:alert(1))")
    out = tmp_path / "report.md"
    run("report", path, "--format", "md", "-o", str(out))
    text = out.read_text(encoding="utf-8")
    assert "<script>" not in text and "&lt;script&gt;" in text
    assert "A\\|B" in text and "A|B" not in text
    assert "\\[x\\](javascript:alert(1))" in text  # shown, never a link


def test_a_pipe_in_a_message_keeps_the_violation_table_whole(run, tmp_path):
    """Each table row of the Markdown report has exactly its four cells."""
    path = tmp_path / "bad.mgn"
    path.write_text('[Red "a"]\n[Blue "b"]\n[Board "6|4"]\n*\n')
    out = tmp_path / "report.md"
    run("report", str(path), "--format", "md", "-o", str(out))
    (row,) = [line for line in out.read_text(encoding="utf-8").splitlines() if "Board is one of" in line]
    assert row.replace("\\|", "").count("|") == 5


def test_terminal_escapes_in_tags_are_shown_escaped_by_games(run, tmp_path):
    db = str(tmp_path / "t.db")
    run("import", "--db", db, hostile(tmp_path, "Ann\x1b]0;pwned\x07\x1b[2J"))
    listed = run("games", "--db", db).output
    assert "\x1b" not in listed and "\x07" not in listed
    assert "Ann\\x1b]0;pwned\\x07\\x1b[2J" in listed


def test_terminal_escapes_in_a_file_name_are_shown_escaped_by_validate(run, tmp_path):
    path = tmp_path / "evil\x1b[31m.mgn"
    path.write_text(PLANTED)
    shown = run("validate", str(path)).output
    assert "\x1b" not in shown and "evil\\x1b[31m.mgn" in shown


def test_every_formula_start_is_neutralised_and_numbers_are_kept():
    cells = [f"{start}1+1" for start in FORMULA_STARTS]
    assert csv_text([cells, [-1, 2.5]]) == ",".join(f"'{cell}" for cell in cells) + "\n-1,2.5\n"


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t"])  # a CR ends a tag line, so only csv_text sees one
def test_standings_csv_neutralises_formulas(run, tmp_path, start):
    name = f"{start}HYPERLINK(1)"
    rows = list(csv.reader(io.StringIO(run("standings", hostile(tmp_path, name), "--format", "csv").output)))
    players = [row[1] for row in rows[1:]]
    assert f"'{name}" in players and not any(p.startswith(FORMULA_STARTS) for p in players)


def test_standings_text_shows_markup_and_escapes_as_text(run, tmp_path):
    shown = run("standings", hostile(tmp_path, "[b]A\x07")).output
    assert "[b]A\\x07" in shown and "\x07" not in shown


def test_crosstable_csv_neutralises_formulas(run, tmp_path):
    name = "=HYPERLINK(1)"
    rows = list(
        csv.reader(io.StringIO(run("standings", hostile(tmp_path, name), "--crosstable", "--format", "csv").output))
    )
    assert f"'{name}" in [row[1] for row in rows[1:]]


def test_crosstable_text_shows_markup_and_escapes_as_text(run, tmp_path):
    shown = run("standings", hostile(tmp_path, "[b]A\x07"), "--crosstable").output
    assert "[b]A\\x07" in shown and "\x07" not in shown


@pytest.mark.parametrize(("form", "escaped"), [("md", "&lt;i&gt;A\\|B"), ("html", "&lt;i&gt;A|B")])
def test_the_reports_crosstable_escapes_player_names(run, tmp_path, form, escaped):
    text = run("report", hostile(tmp_path, "<i>A|B"), "--format", form).output
    section = text[text.index("Crosstable") :]
    assert escaped in section and "<i>A" not in section
