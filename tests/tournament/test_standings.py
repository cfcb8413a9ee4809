"""Standings: points per outcome and the default tie-break order (head-to-head, victories, Buchholz)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from admiralty.referee.tournament.standings import Result, Scoring, result_of, standings


def mad_game(red, blue, result):
    """A finished MAD game's result, as the store gives it (round unknown)."""
    outcome = result_of(result, ("red", "blue"))
    assert outcome is not None
    return Result(None, red, blue, outcome)


def table(*games, scoring=Scoring()):
    return {s.player: s for s in standings([mad_game(*g) for g in games], scoring)}


def test_default_scoring_is_3_2_1_0():
    rows = table(("A", "B", "red"), ("C", "D", "blue/tb"))
    assert [rows[p].points for p in "ABCD"] == [3, 0, 1, 2]


def test_outcomes_are_counted_by_kind():
    row = table(("A", "B", "red"), ("B", "A", "red/tb"), ("A", "C", "blue/tb"), ("C", "A", "red"))["A"]
    assert (row.games, row.victories, row.semi_victories, row.semi_defeats, row.defeats) == (4, 1, 0, 2, 1)


def test_unfinished_games_have_no_outcome():
    assert result_of("*", ("red", "blue")) is None and result_of("*", ("blue", "green")) is None


@pytest.mark.parametrize(
    ("result", "seats", "outcome"),
    [
        ("red", ("red", "blue"), "first"),
        ("blue", ("red", "blue"), "second"),
        ("red/tb", ("red", "blue"), "first/tb"),
        ("blue/tb", ("red", "blue"), "second/tb"),
        ("blue", ("blue", "green"), "first"),
        ("green", ("blue", "green"), "second"),
    ],
)
def test_a_games_result_is_an_outcome_from_the_first_seats_side(result, seats, outcome):
    assert result_of(result, seats) == outcome


def test_custom_scoring():
    rows = table(("A", "B", "red/tb"), scoring=Scoring(victory=2, semi_victory=1, semi_defeat=0, defeat=0))
    assert (rows["A"].points, rows["B"].points) == (1, 0)


def test_head_to_head_breaks_a_tie_on_points():
    # A and B have 6 points each; B has more full victories, but A beat B.
    rows = standings(
        [
            mad_game("A", "B", "red"),
            mad_game("B", "C", "red"),
            mad_game("B", "D", "red"),
            mad_game("A", "E", "red/tb"),
            mad_game("F", "A", "red/tb"),
        ]
    )
    a, b = (next(s for s in rows if s.player == p) for p in "AB")
    assert (a.points, b.points, a.victories, b.victories) == (6, 6, 1, 2)
    # Direct encounter is a place (C.07 Art. 6): A is ranked above the one other player level with them.
    assert (a.head_to_head, b.head_to_head) == (1, 0) and a.rank < b.rank


def test_victories_break_a_tie_after_head_to_head():
    # A: one victory (3) + defeat; B: semi-victory + semi-defeat (3); they never met.
    rows = standings(
        [
            mad_game("A", "X", "red"),
            mad_game("A", "Y", "blue"),
            mad_game("B", "X", "red/tb"),
            mad_game("B", "Y", "blue/tb"),
        ]
    )
    order = [s.player for s in rows if s.player in "AB"]
    assert order == ["A", "B"]


def test_buchholz_breaks_a_tie_after_victories():
    # A and B each beat one opponent; A's opponent X scored more elsewhere.
    rows = standings([mad_game("A", "X", "red"), mad_game("B", "Y", "red"), mad_game("X", "Z", "red")])
    a, b = (next(s for s in rows if s.player == p) for p in "AB")
    assert (a.points, b.points) == (3, 3) and a.buchholz > b.buchholz and a.rank < b.rank


def test_players_level_on_everything_share_a_rank():
    rows = standings([mad_game("A", "X", "red"), mad_game("B", "Y", "red")])
    ranks = {s.player: s.rank for s in rows}
    assert ranks["A"] == ranks["B"] == 1 and ranks["X"] == ranks["Y"] == 3


@given(
    st.lists(
        st.tuples(
            st.sampled_from("ABCDE"),
            st.sampled_from("ABCDE"),
            st.sampled_from(["red", "blue", "red/tb", "blue/tb", "*"]),
        )
    )
)
def test_points_add_up_and_ranks_are_sorted(games):
    finished = [(r, b, result) for r, b, result in games if r != b and result != "*"]
    rows = standings([mad_game(*game) for game in finished])
    assert sum(s.games for s in rows) == 2 * len(finished)
    semis = sum(result.endswith("/tb") for _, _, result in finished)
    assert sum(s.points for s in rows) == 3 * (len(finished) - semis) + 3 * semis
    assert [s.rank for s in rows] == sorted(s.rank for s in rows)
    assert [s.points for s in rows] == sorted((s.points for s in rows), reverse=True)
