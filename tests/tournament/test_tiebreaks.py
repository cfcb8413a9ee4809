"""Tie-breaks on tables computed by hand, with a bye and forfeits; the order of tie-breaks; properties."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from admiralty.referee.tournament.standings import (
    DEFAULT_TIEBREAKS,
    TIEBREAK_FIELDS,
    TIEBREAKS,
    Result,
    Scoring,
    Standing,
    standings,
)
from admiralty.referee.violation import AdmiraltyError
from tests.strategies import results

FIVE = [
    Result(1, "A", "B", "first"),
    Result(1, "C", "D", "first/tb"),
    Result(1, "E", None, "bye", "bye"),
    Result(2, "A", "C", "second"),
    Result(2, "B", "E", "first/forfeit", "forfeit"),
    Result(2, "D", None, "bye", "bye"),
    Result(3, "A", "D", "first/tb"),
    Result(3, "C", "E", "second/tb"),
    Result(3, "B", None, "bye", "bye"),
    Result(4, "A", "E", "double-forfeit", "forfeit"),
    Result(4, "B", "D", "second"),
    Result(4, "C", None, "bye", "bye"),
]
"""Five players over four rounds, a bye each round, B's forfeit win over E, A and E's double forfeit.

By hand, with 3/2/1/0 and a forfeit win or a bye worth 3:

| player | R1 | R2 | R3 | R4 | points | played on the board (opponent: points scored) |
|---|---|---|---|---|---|---|
| A | W3 (B) | L0 (C) | w2 (D) | -0 (E) | 5 | B: 3, C: 0, D: 2 |
| B | L0 (A) | +3 (E) | bye 3 | L0 (D) | 6 | A: 0, D: 0 |
| C | w2 (D) | W3 (A) | l1 (E) | bye 3 | 9 | D: 2, A: 3, E: 1 |
| D | l1 (C) | bye 3 | l1 (A) | W3 (B) | 8 | C: 1, A: 1, B: 3 |
| E | bye 3 | -0 (B) | w2 (C) | -0 (A) | 5 | C: 2 |
"""

BY_HAND = {
    # player: (points, head-to-head, wins, Buchholz, cut-1, Sonneborn-Berger)
    # An unplayed round (bye, forfeit won or lost) meets a dummy opponent with the player's own points
    # (C.07 Art. 16.4); cut-1 drops a forfeit lost first (Art. 16.5), else the lowest opponent.
    "A": (5, 0, 1, 6 + 9 + 8 + 5, 6 + 9 + 8, 6 * 3 + 9 * 0 + 8 * 2 + 5 * 0),
    "B": (6, 0, 0, 5 + 6 + 6 + 8, 6 + 6 + 8, 5 * 0 + 6 * 3 + 6 * 3 + 8 * 0),
    "C": (9, 0, 1, 8 + 5 + 5 + 9, 8 + 5 + 9, 8 * 2 + 5 * 3 + 5 * 1 + 9 * 3),
    "D": (8, 0, 1, 9 + 8 + 5 + 6, 9 + 8 + 6, 9 * 1 + 8 * 3 + 5 * 1 + 6 * 3),
    "E": (5, 0, 0, 5 + 5 + 9 + 5, 5 + 9 + 5, 5 * 3 + 5 * 0 + 9 * 2 + 5 * 0),
}
"""Each tie-break of FIVE, FIDE's way (the table before counted forfeits and byes for nothing: E's Buchholz was
C's points only, 9; it is now 24, as Prigent's of the issue's Autumn Open is no longer 4)."""


def rows(results, scoring=Scoring(), tiebreaks=DEFAULT_TIEBREAKS):
    return {row.player: row for row in standings(results, scoring, tiebreaks)}


def values(row: Standing) -> tuple[float, ...]:
    return (
        row.points,
        row.head_to_head,
        row.victories,
        row.buchholz,
        row.buchholz_cut_1,
        row.sonneborn_berger,
    )


def test_every_tiebreak_of_the_hand_computed_table():
    assert {player: values(row) for player, row in rows(FIVE).items()} == BY_HAND


def test_byes_and_forfeits_are_counted_apart_from_games_played():
    table = rows(FIVE)
    counts = {p: (r.games, r.victories, r.forfeit_wins, r.forfeit_losses, r.byes) for p, r in table.items()}
    assert counts == {
        "A": (3, 1, 0, 1, 0),
        "B": (2, 0, 1, 0, 1),
        "C": (3, 1, 0, 0, 1),
        "D": (3, 1, 0, 0, 1),
        "E": (1, 0, 0, 2, 1),
    }


def test_the_default_order_ranks_the_hand_computed_table():
    # A and E level on 5 points, never met on the board: A has one full victory, E none.
    assert [(row.rank, row.player) for row in standings(FIVE)] == [(1, "C"), (2, "D"), (3, "B"), (4, "A"), (5, "E")]


def test_forfeit_and_bye_points_come_from_the_scoring():
    scoring = Scoring(forfeit_win=1, bye=2, forfeit_loss=-1)
    table = rows(FIVE, scoring)
    assert {p: r.points for p, r in table.items()} == {"A": 4, "B": 3, "C": 8, "D": 7, "E": 2}


def test_forfeit_win_and_bye_default_to_the_victory_points():
    assert (Scoring(victory=2).forfeit_win, Scoring(victory=2).bye, Scoring().forfeit_loss) == (2, 2, 0)


def test_an_arbiters_points_override_the_scoring():
    table = rows([Result(1, "A", None, "bye", "decision", (1, 0)), Result(1, "B", "C", "first", "decision", (2, 1))])
    assert {p: r.points for p, r in table.items()} == {"A": 1, "B": 2, "C": 1}


def test_head_to_head_counts_only_games_played_on_the_board():
    # A and B level on 3: A beat B by forfeit (not on the board), B beat C; A had a bye.
    results = [
        Result(1, "A", "B", "first/forfeit", "forfeit"),
        Result(2, "B", "C", "first"),
        Result(2, "A", None, "bye", "bye", (0, 0)),
    ]
    table = rows(results)
    assert (table["A"].points, table["B"].points, table["A"].head_to_head, table["B"].head_to_head) == (3, 3, 0, 0)


LEVEL = [
    # P and Q end level on 6 points and never meet: P scores against strong opponents, Q wins twice against weak ones.
    Result(1, "P", "X", "first"),  # P 3
    Result(2, "P", "Y", "first/tb"),  # P 2
    Result(3, "P", "Z", "second/tb"),  # P 1
    Result(1, "Q", "W", "first"),  # Q 3
    Result(2, "Q", "V", "first"),  # Q 3
    Result(3, "Q", "U", "second"),  # Q 0
    Result(4, "X", "Y", "first"),  # X 3
    Result(4, "Z", "U", "first"),  # Z 3+2
    Result(5, "Y", "Z", "second/tb"),  # Y 1+1, Z 2
]
"""By hand: X 3, Y 1 + 1 = 2, Z 2 + 3 + 2 = 7, W 0, V 0, U 3 + 0 = 3; P and Q 6 each.

P and Q play rounds 1 to 3 and are absent from rounds 4 and 5, two unplayed rounds each, each a dummy opponent
with their own 6 points (C.07 Art. 16.4), the first cut by cut-1, an absence being voluntary (Art. 16.5):
P: Buchholz 3 + 2 + 7 + 6 + 6 = 24, cut-1 18, Sonneborn-Berger 3*3 + 2*2 + 7*1 + 6*0 + 6*0 = 20, one win.
Q: Buchholz 0 + 0 + 3 + 6 + 6 = 15, cut-1 9, Sonneborn-Berger 0*3 + 0*3 + 3*0 = 0, two wins.
"""


def test_the_hand_computed_level_table():
    table = rows(LEVEL)
    assert [values(table[p])[0:1] + values(table[p])[2:] for p in "PQ"] == [(6, 1, 24, 18, 20), (6, 2, 15, 9, 0)]


@pytest.mark.parametrize(("order", "first"), [(("wins",), "Q"), (("buchholz",), "P"), (("buchholz-cut-1",), "P")])
def test_the_order_of_tiebreaks_decides_who_comes_first(order, first):
    ranked = [row.player for row in standings(LEVEL, tiebreaks=order) if row.player in "PQ"]
    assert ranked[0] == first


def test_sonneborn_berger_rewards_points_against_strong_opponents():
    ranked = [row.player for row in standings(LEVEL, tiebreaks=("sonneborn-berger",)) if row.player in "PQ"]
    assert ranked == ["P", "Q"]


def test_no_tiebreak_leaves_players_level_on_points_sharing_a_rank():
    table = rows(LEVEL, tiebreaks=())
    assert table["P"].rank == table["Q"].rank


def test_a_played_result_without_a_second_seat_scores_the_first_seat_only():
    table = rows([Result(1, "A", None, "first", "decision"), Result(1, "B", "C", "first")])
    assert {p: (r.points, r.games, r.buchholz, r.head_to_head) for p, r in table.items()} == {
        "A": (3, 1, 0, 0),
        "B": (3, 1, 0, 0),
        "C": (0, 1, 3, 0),
    }


@pytest.mark.parametrize(("field", "value"), [("outcome", "draw"), ("source", "rumour")])
def test_a_result_refuses_an_unknown_outcome_or_source(field, value):
    with pytest.raises(ValueError, match=field):
        Result(1, "A", "B", **{"outcome": "first", field: value})


def test_an_unknown_tiebreak_is_refused_naming_the_known_ones():
    with pytest.raises(AdmiraltyError) as raised:
        standings(FIVE, tiebreaks=("head-to-head", "median"))
    assert raised.value.violation.rule == "STANDINGS-TIEBREAK"
    assert '"median"' in raised.value.violation.message and all(n in raised.value.violation.message for n in TIEBREAKS)


POINTS = {"first": (3, 0), "second": (0, 3), "first/tb": (2, 1), "second/tb": (1, 2)}
POINTS |= {"first/forfeit": (3, 0), "second/forfeit": (0, 3), "double-forfeit": (0, 0), "bye": (3, 0)}
"""Each outcome's points for the first and second seat with the default scoring (a bye has no second)."""

orders = st.lists(st.sampled_from(sorted(TIEBREAKS)), unique=True, max_size=len(TIEBREAKS))


@given(results)
def test_points_add_up_to_the_points_of_the_results(drawn):
    expected = sum(POINTS[r.outcome][0] + (POINTS[r.outcome][1] if r.second else 0) for r in drawn)
    assert sum(row.points for row in standings(drawn)) == expected


def rated(drawn) -> dict[str, int]:
    """A rating for each player of ``drawn``, so that any order may hold ``aro``."""
    players = {r.first for r in drawn} | {r.second for r in drawn if r.second}
    return {player: 1000 + sum(map(ord, player)) % 700 for player in players}


@given(results, st.randoms(use_true_random=False), orders)
def test_the_order_of_the_results_does_not_matter(drawn, shuffler, order):
    shuffled = list(drawn)
    shuffler.shuffle(shuffled)
    assert standings(shuffled, tiebreaks=order, ratings=rated(drawn)) == standings(
        drawn, tiebreaks=order, ratings=rated(drawn)
    )


@given(results, orders)
def test_ranks_are_shared_exactly_when_every_key_is_equal(drawn, order):
    table = standings(drawn, tiebreaks=order, ratings=rated(drawn))

    def key(row: Standing) -> tuple[float, ...]:
        return (row.points, *(getattr(row, TIEBREAK_FIELDS[name]) for name in order))

    for above, below in itertools.pairwise(table):
        assert key(above) >= key(below)
        assert (above.rank == below.rank) == (key(above) == key(below))
    assert [row.rank for row in table] == [
        next(i for i, other in enumerate(table, 1) if key(other) == key(row)) for row in table
    ]
