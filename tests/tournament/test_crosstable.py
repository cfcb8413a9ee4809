"""The crosstable: the hand-computed table of test_tiebreaks, its properties, and its outputs."""

from __future__ import annotations

import csv
import io
import json
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from admiralty.notation.render.standings import crosstable_rows
from admiralty.referee.tournament.standings import Result, crosstable, standings
from tests.strategies import results
from tests.tournament.test_tiebreaks import FIVE

BY_HAND = [
    ["no", "player", "1", "2", "3", "4", "5", "bye", "total"],
    ["1", "C", "x", "r1 w2", "", "r2 W3", "r3 l1", "r4 B3", "9"],
    ["2", "D", "r1 l1", "x", "r4 W3", "r3 l1", "", "r2 B3", "8"],
    ["3", "B", "", "r4 L0", "x", "r1 L0", "r2 +3", "r3 B3", "6"],
    ["4", "A", "r2 L0", "r3 w2", "r1 W3", "x", "r4 -0", "", "5"],
    ["5", "E", "r3 w2", "", "r2 -0", "r4 -0", "x", "r1 B3", "5"],
]
"""FIVE's crosstable in the standings' order, written by hand from its table (test_tiebreaks.FIVE)."""


def test_the_hand_computed_crosstable():
    order = [row.player for row in standings(FIVE)]
    assert crosstable_rows(crosstable(FIVE, order=order)) == BY_HAND


def test_without_an_order_players_are_listed_by_name():
    assert crosstable(FIVE).players == ("A", "B", "C", "D", "E")


def test_a_pair_met_twice_shows_both_results_in_round_order():
    table = crosstable(
        [Result(3, "A", "B", "second/tb"), Result(1, "A", "B", "first"), Result(None, "B", "A", "first")]
    )
    assert crosstable_rows(table)[1][3] == "r1 W3, r3 l1, L0"


def marks(cells) -> Counter[str]:
    return Counter(cell.mark for cell in cells)


@given(results)
def test_totals_are_the_standings_points_and_cells_mirror_each_other(drawn):
    """Each result shows in both players' rows: a victory as the other's defeat, a forfeit win as the other's
    forfeit loss (a double forfeit is a forfeit loss in both)."""
    table = crosstable(drawn)
    assert {row.player: row.total for row in table.rows} == {row.player: row.points for row in standings(drawn)}
    for i, row in enumerate(table.rows):
        assert row.cells[i] == ()
        for j, cells in enumerate(row.cells):
            mine, theirs = marks(cells), marks(table.rows[j].cells[i])
            assert sorted(c.round or 0 for c in cells) == sorted(c.round or 0 for c in table.rows[j].cells[i])
            assert (mine["W"], mine["w"], mine["l"], mine["L"]) == (theirs["L"], theirs["l"], theirs["w"], theirs["W"])
            assert mine["-"] - theirs["+"] == theirs["-"] - mine["+"] >= 0


@given(results, st.randoms(use_true_random=False))
def test_the_order_of_the_results_does_not_matter(drawn, shuffler):
    shuffled = list(drawn)
    shuffler.shuffle(shuffled)
    assert crosstable(shuffled) == crosstable(drawn)


def test_standings_crosstable_in_text(run):
    shown = run("standings", "examples", "--crosstable").stdout
    assert "Crosstable" in shown and "r2 w2" in shown and "bye" in shown


def test_standings_crosstable_in_csv(run):
    rows = list(csv.reader(io.StringIO(run("standings", "examples", "--crosstable", "--format", "csv").stdout)))
    header, first = rows[0], rows[1]
    assert header[:3] == ["no", "player", "1"] and header[-3:] == ["bye", "total", "ranked_by"]
    assert first[:3] == ["1", "Kerbrat, Loic", "x"] and first[-2:] == ["7", "Pts DE WON BH"]


def test_standings_crosstable_in_json(run):
    table = json.loads(run("standings", "examples", "--crosstable", "--json").stdout)
    first = table["rows"][0]
    assert table["players"][0] == first["player"] == "Kerbrat, Loic" and first["total"] == 7
    assert first["cells"][1] == [{"round": 2, "mark": "w", "points": 2, "source": "record"}]
