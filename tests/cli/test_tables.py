"""The terminal's tables fit its width (issue 28, "Terminal"): ``standings``, ``games`` and ``tournament show``
drawn by one renderer (cli/tables.py) with short headings, names wrapping inside their cells, no line longer
than the terminal; a number is never cut."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from tests.conftest import AUTUMN
from tests.records import pool, result, tagged
from tests.tables import row_shown

LONG = ("Jean-Baptiste Marie de la Tour d'Auvergne-Lauraguais et de Kergoat", "Marie-Thérèse Kerguelen de Trémarec")
"""Two players, the first one's name alone wider than most of an 80-column terminal."""


@pytest.fixture
def long_names(tmp_path) -> str:
    """A record file of one finished game between the two players of :data:`LONG`."""
    game = next(text for text in pool("mad", 3, 6) if result(text) == "red")
    path = tmp_path / "long.mgn"
    path.write_text(tagged(game, 1, *LONG), encoding="utf-8")
    return str(path)


def widest(output: str) -> int:
    return max(cell_len(line) for line in output.splitlines())


def test_standings_fit_80_columns_with_short_headings_and_wrapped_names(run, long_names, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    shown = run("standings", long_names, "--tiebreaks", "buchholz,sonneborn-berger").output
    assert widest(shown) <= 80
    assert row_shown(shown, "Rk", "Player", "G", "W", "w", "l", "L", "Pts", "BH", "SB")
    assert LONG[0] not in shown and "Jean-Baptiste" in shown  # wrapped inside its cell, not cut
    assert "Ranked by: Pts (points), BH (buchholz), SB (sonneborn-berger)." in shown
    assert "G games played, W victories, w semi-victories, l semi-defeats, L defeats." in shown


def test_a_wide_terminal_shows_each_player_on_one_line(run, long_names):
    shown = run("standings", long_names).output
    assert row_shown(shown, "1", LONG[0], "1", "1", "0", "0", "0", "3") and row_shown(shown, "2", LONG[1])


def test_a_number_is_never_cut_however_narrow_the_terminal(run, long_names, monkeypatch):
    monkeypatch.setenv("COLUMNS", "20")
    shown = run("standings", long_names).output
    assert widest(shown) > 20 and row_shown(shown, "Rk", "Player", "G", "W", "w", "l", "L", "Pts")


@pytest.mark.parametrize(
    "command",
    [
        ("games",),
        ("games", "--tournament", AUTUMN),
        ("standings", "--tournament", AUTUMN),
        ("standings", "--crosstable", "--tournament", AUTUMN),
        ("tournament", "show", "--tournament", AUTUMN),
    ],
)
def test_every_table_fits_80_columns(run, autumn_db, monkeypatch, command):
    wide = run(*command, "--db", autumn_db).output
    monkeypatch.setenv("COLUMNS", "80")
    narrow = run(*command, "--db", autumn_db).output
    assert widest(wide) > 80 >= widest(narrow)


def test_the_legend_of_forfeits_wraps_to_80_columns_too(run, autumn_db, monkeypatch):
    """A forfeit adds the + and - columns, and their words to the legend under the table: that line wraps
    as the table does."""
    decided = ("--round", "4", "--pairing", "pn-jb", "--result", "second/forfeit", "--by", "M. Tanguy")
    run("tournament", "decide", *decided, "--reason", "Absent", "--tournament", AUTUMN, "--db", autumn_db)
    monkeypatch.setenv("COLUMNS", "80")
    shown = run("standings", "--tournament", AUTUMN, "--db", autumn_db).output
    assert widest(shown) <= 80
    assert "+ forfeit wins, - forfeit losses." in " ".join(shown.split())


def test_tournament_show_lists_pairings_by_round_and_board(run, autumn_db):
    run("tournament", "pairings", "examples/tournament/round-5.csv", "--tournament", AUTUMN, "--db", autumn_db)
    shown = run("tournament", "show", "--tournament", AUTUMN, "--db", autumn_db).output
    table = shown.split("Pairings\n", 1)[1].split("Open items", 1)[0].splitlines()[1:]
    places = [tuple(map(int, line.split()[:2])) for line in table]
    assert places == [(4, board) for board in range(1, 6)] + [(5, board) for board in range(1, 6)]
    assert row_shown(shown, "4", "1", "Anne Morgan", "Gaël Riou", "first", "record", "1", "game 1, red")
    assert row_shown(shown, "5", "1", None, None, "open", "no record")


def test_an_empty_column_keeps_its_heading_so_the_last_number_is_not_cut(monkeypatch, capsys):
    """A crosstable of a Swiss without a bye: its empty bye column still needs its heading's width, which the
    table must count, or the total column after it is cut (``to``) and its numbers lost."""
    from admiralty.cli.tables import numbers, print_table, text

    monkeypatch.setenv("COLUMNS", "30")
    rows = [[str(place), LONG[1], *["r1 W3"] * 5, "", "15"] for place in (1, 2)]
    print_table([numbers("no"), text("player"), *map(text, "12345"), text("bye"), numbers("total")], rows)
    shown = capsys.readouterr().out
    assert row_shown(shown, "no", "player", "1", "2", "3", "4", "5", "bye", "total")
    assert row_shown(shown, "1", None, "r1 W3", "r1 W3", "r1 W3", "r1 W3", "r1 W3", "15")


def test_a_crosstable_of_twelve_players_fits_80_columns_its_results_one_word_a_line(monkeypatch, capsys):
    """A Swiss of twelve players over seven rounds: each result column may be as narrow as ``r3``, its mark and
    points under it, so the table fits 80 columns with every total; a wide terminal keeps each result on one
    line."""
    from admiralty.cli.tables import numbers, print_table, text, words

    places = [str(place) for place in range(1, 13)]
    heads = [numbers("no"), text("player"), *map(words, places), text("bye"), numbers("total")]
    rows = [[place, "Gwenaëlle Le Bihan", *[f"r{int(place) % 7 + 1} W3"] * 12, "", "36"] for place in places]
    monkeypatch.setenv("COLUMNS", "80")
    print_table(heads, rows)
    narrow = capsys.readouterr().out
    assert widest(narrow) <= 80 and narrow.count(" 36\n") == 12
    assert row_shown(narrow, "12", None, *["r6"] * 12, "36") and row_shown(narrow, None, *["W3"] * 12)
    monkeypatch.setenv("COLUMNS", "200")
    print_table(heads, rows)
    assert row_shown(capsys.readouterr().out, "12", "Gwenaëlle Le Bihan", *["r6 W3"] * 12, "36")
