"""The tie-breaks of the FIDE Tie-Break Regulations (C.07, 2024) with MAD's points, on tables computed by hand,
the issue's Autumn Open cases, and properties (specs/arbiter.md, "Tie-breaks")."""

from __future__ import annotations

import itertools
from collections import defaultdict

import pytest
from hypothesis import given
from hypothesis import strategies as st

from admiralty.referee.tournament import tiebreaks as rules
from admiralty.referee.tournament.results import scores
from admiralty.referee.tournament.standings import TIEBREAKS, Result, Scoring, checked_tiebreaks, standings
from admiralty.referee.tournament.tiebreak_names import SHORT_NAMES, legend, legend_text
from admiralty.referee.violation import AdmiraltyError
from tests.strategies import results


def rows(results, tiebreaks=("head-to-head", "wins", "buchholz"), ratings=None, scoring=Scoring()):
    return {row.player: row for row in standings(results, scoring, tiebreaks, ratings)}


def table_of(results, scoring=Scoring()):
    played = defaultdict(list)
    for result in results:
        for score in scores(result, scoring):
            played[score.player].append(score)
    return rules.rounds_of(played)


class TestDirectEncounter:
    """C.07 Art. 6: within the players level on everything before it, a place, never points against a player
    one did not meet."""

    AUTUMN = (
        Result(1, "Kerbrat", "Morvan", "first"),
        Result(2, "Morvan", "Pichon", "first"),
        Result(1, "Le Gall", "Tanguy", "first"),
        Result(2, "Riou", "Kerbrat", "first/forfeit", "forfeit"),
        Result(2, "Le Gall", None, "bye", "decision", (0, 0)),
    )
    """The issue's case: Kerbrat, Le Gall and Morvan end on 3 points; Kerbrat beat Morvan, Le Gall met neither."""

    def test_the_issues_case_no_longer_counts_a_game_against_a_player_level_with_one_never_met(self):
        table = rows(self.AUTUMN)
        assert {p: (table[p].points, table[p].head_to_head) for p in ("Kerbrat", "Le Gall", "Morvan")} == {
            "Kerbrat": (3, 0),
            "Le Gall": (3, 0),
            "Morvan": (3, 0),
        }

    def test_two_level_players_who_met_are_placed_by_their_game(self):
        level = [Result(1, "Kerbrat", "Morvan", "first"), Result(2, "Morvan", "Pichon", "first")]
        table = rows(level)  # Kerbrat 3, Morvan 0 + 3 = 3
        assert (table["Kerbrat"].head_to_head, table["Morvan"].head_to_head) == (1, 0)
        assert table["Kerbrat"].rank < table["Morvan"].rank

    def test_all_met_ranks_by_the_little_tournament_then_each_level_subgroup_among_itself(self):
        # Art. 6.2: A and B score 6 against the group, C and D 3; A beat B, C beat D.
        games = [
            Result(1, "A", "B", "first"),
            Result(1, "C", "D", "first"),
            Result(2, "A", "C", "first"),
            Result(2, "B", "D", "first"),
            Result(3, "D", "A", "first"),
            Result(3, "B", "C", "first"),
        ]
        assert rules.direct_encounter(["A", "B", "C", "D"], table_of(games), 3) == {"D": 0, "C": 1, "B": 2, "A": 3}

    def test_with_games_missing_only_a_player_no_missing_result_could_catch_is_placed(self):
        # Art. 6.3: A beat B and C, who never met: whatever B - C gives, no one reaches A's 6.
        caught = table_of([Result(1, "A", "B", "first"), Result(2, "A", "C", "first")])
        assert rules.direct_encounter(["A", "B", "C"], caught, 3) == {"A": 2, "B": 0, "C": 0}
        # A beat B and never met C: C could still reach 3 against A, so no one is placed.
        open_ = table_of([Result(1, "A", "B", "first"), Result(2, "C", "D", "first")])
        assert rules.direct_encounter(["A", "B", "C"], open_, 3) == {"A": 0, "B": 0, "C": 0}

    def test_a_forfeit_is_no_encounter(self):
        forfeited = table_of([Result(1, "A", "B", "first/forfeit", "forfeit"), Result(2, "B", None, "bye", "bye")])
        assert rules.direct_encounter(["A", "B"], forfeited, 3) == {"A": 0, "B": 0}

    def test_after_another_tiebreak_it_is_taken_within_the_players_level_on_it_too(self):
        # A, B and C on 3 points; A beat B, C met neither: on points alone, C could still catch A, so no one is
        # placed; ranked by wins first, C (no full victory) stands apart and A is placed above B.
        games = [
            Result(1, "A", "B", "first"),
            Result(2, "B", "X", "first"),
            Result(1, "C", "Y", "first/tb"),
            Result(2, "Z", "C", "first/tb"),
        ]
        assert [rows(games, ("head-to-head",))[p].head_to_head for p in "ABC"] == [0, 0, 0]
        assert [rows(games, ("wins", "head-to-head"))[p].head_to_head for p in "ABC"] == [1, 0, 0]


class TestUnplayedRounds:
    """C.07 Art. 16 with MAD's points: the issue's Prigent, 6 points from one game, a forfeit lost and a bye."""

    PRIGENT = (
        Result(1, "Prigent", "Le Du", "first"),
        Result(2, "Le Du", "Prigent", "first/forfeit", "forfeit"),
        Result(3, "Prigent", None, "bye", "bye"),
        Result(3, "Le Du", "Ollivier", "second/tb"),
    )
    """Prigent: 3 + 0 + 3 = 6. Le Du: 0 + 3 + 1 = 4. Ollivier: 2, absent from rounds 1 and 2."""

    def test_buchholz_meets_a_dummy_opponent_with_the_players_own_points_in_each_unplayed_round(self):
        # Art. 16.4: Le Du's 4, then the forfeit and the bye each a dummy of Prigent's own 6 (it was 4 alone).
        assert rows(self.PRIGENT)["Prigent"].buchholz == 4 + 6 + 6

    def test_cut_1_drops_the_voluntarily_unplayed_round_first(self):
        # Art. 16.5: the forfeit lost is cut, not Le Du's 4, the lowest.
        table = rows(self.PRIGENT)
        assert table["Prigent"].buchholz_cut_1 == 4 + 6
        assert table["Prigent"].buchholz_median_1 == 4  # then the highest, the bye's 6

    def test_an_absence_is_an_unplayed_round_too(self):
        # Ollivier, absent from rounds 1 and 2: two voluntary unplayed rounds, each a dummy of their own 2.
        table = rows(self.PRIGENT)
        assert (table["Ollivier"].buchholz, table["Ollivier"].buchholz_cut_1) == (4 + 2 + 2, 4 + 2)

    def test_sonneborn_berger_weighs_each_dummy_by_the_points_of_its_round(self):
        # Le Du 4 x 3, the forfeit lost 6 x 0, the bye 6 x 3.
        assert rows(self.PRIGENT)["Prigent"].sonneborn_berger == 4 * 3 + 6 * 0 + 6 * 3

    def test_progressive_score_sums_the_running_score_round_by_round(self):
        table = rows(self.PRIGENT)
        assert (table["Prigent"].progressive, table["Ollivier"].progressive) == (3 + 3 + 6, 0 + 0 + 2)

    def test_games_won_and_second_seat_count_games_on_the_board_only(self):
        table = rows(self.PRIGENT)
        assert (table["Prigent"].victories, table["Prigent"].second_seat) == (1, 0)
        assert (table["Le Du"].victories, table["Le Du"].second_seat) == (0, 1)


class TestKoya:
    ROUND_ROBIN = (
        Result(1, "A", "B", "first"),
        Result(1, "C", "D", "first/tb"),
        Result(2, "A", "C", "second"),
        Result(2, "B", "D", "first"),
        Result(3, "A", "D", "first"),
        Result(3, "B", "C", "second/tb"),
    )
    """Three rounds: A 3 + 0 + 3 = 6, B 0 + 3 + 1 = 4, C 2 + 3 + 2 = 7, D 1 + 0 + 0 = 1; the threshold is half
    of 3 x 3, 4.5: A and C reach it."""

    def test_koya_counts_the_points_against_the_opponents_on_half_the_most_points_or_more(self):
        table = rows(self.ROUND_ROBIN, ("koya",))
        assert {p: (r.points, r.koya) for p, r in table.items()} == {
            "A": (6, 0),  # lost to C, the only other at 4.5 or more
            "B": (4, 0 + 1),  # a defeat against A, a semi-defeat against C
            "C": (7, 3),  # beat A
            "D": (1, 1 + 0),  # a semi-defeat against C, a defeat against A
        }


class TestAverageRatingOfOpponents:
    def test_the_mean_rating_of_the_opponents_met_rounded_half_up(self):
        games = [Result(1, "A", "B", "first"), Result(2, "C", "A", "first"), Result(3, "A", None, "bye", "bye")]
        assert rows(games, ("aro",), {"B": 1500, "C": 1601})["A"].aro == 1551

    def test_an_unrated_opponent_is_left_out(self):
        games = [Result(1, "A", "B", "first"), Result(2, "C", "A", "first")]
        assert rows(games, ("aro",), {"B": 1500})["A"].aro == 1500

    def test_unplayed_rounds_are_left_out_as_art_16_reads_them_for_ratings(self):
        # A: a game with B, a forfeit won against C (rated higher), a bye, an absence in round 5; C: only the
        # forfeit lost, so no opponent met on the board at all; D beat B on the board.
        games = [
            Result(1, "A", "B", "first"),
            Result(2, "A", "C", "first/forfeit"),
            Result(3, "A", None, "bye"),
            Result(4, "D", "B", "first"),
            Result(5, "D", "C", "double-forfeit"),
        ]
        table = rows(games, ("aro",), {"A": 1800, "B": 1500, "C": 2400, "D": 2000})
        assert (table["A"].aro, table["B"].aro, table["C"].aro, table["D"].aro) == (1500, (1800 + 2000) // 2, 0, 1500)

    def test_aro_ranks_level_players_by_their_opponents_ratings(self):
        games = [Result(1, "A", "B", "first"), Result(1, "C", "D", "first")]
        ranked = standings(games, tiebreaks=("aro",), ratings={"B": 1400, "D": 1900})
        assert [row.player for row in ranked] == ["C", "A", "B", "D"] and [row.rank for row in ranked] == [1, 2, 3, 3]

    def test_aro_without_ratings_separates_no_one_and_an_order_that_cannot_rate_refuses_it(self):
        assert {row.aro for row in standings([Result(1, "A", "B", "first")], tiebreaks=("aro",))} == {0}
        with pytest.raises(AdmiraltyError) as raised:
            checked_tiebreaks(("wins", "aro"), rated=False)
        assert raised.value.violation.rule == "STANDINGS-TIEBREAK" and "ratings" in raised.value.violation.message


def test_every_tiebreak_has_a_short_name_and_the_legend_starts_with_the_points():
    assert set(SHORT_NAMES) == set(TIEBREAKS)
    assert legend(("buchholz-cut-1", "sonneborn-berger")) == ["Pts", "BH-C1", "SB"]
    assert legend_text(()) == "Ranked by: Pts (points)."
    assert standings([Result(1, "A", "B", "first")], tiebreaks=("koya",))[0].ranked_by == ("Pts", "KS")


@given(results)
def test_the_cuts_are_bounded_by_buchholz(drawn):
    for row in standings(drawn):
        assert row.buchholz_median_1 <= row.buchholz_cut_1 <= row.buchholz


@given(results)
def test_direct_encounter_places_only_players_level_with_another(drawn):
    table = standings(drawn, tiebreaks=("head-to-head",))
    for row in table:
        level = [other for other in table if other.points == row.points]
        assert 0 <= row.head_to_head < len(level)


@given(st.permutations(["A", "B", "C", "D"]), st.lists(st.sampled_from(["first", "second", "first/tb"]), min_size=6))
def test_when_all_met_a_player_with_more_points_between_them_is_placed_higher(order, outcomes):
    games = [
        Result(1, first, second, outcome)
        for (first, second), outcome in zip(itertools.combinations(order, 2), outcomes)
    ]
    table = table_of(games)
    places = rules.direct_encounter(list(order), table, 3)
    inside = {p: sum(one.points for one in table[p]) for p in order}
    for one, other in itertools.permutations(order, 2):
        if inside[one] > inside[other]:
            assert places[one] > places[other]
        if inside[one] == inside[other] and len([p for p in order if inside[p] == inside[one]]) == 2:
            met = next(r for r in table[one] if r.opponent == other)
            assert (places[one] > places[other]) == (
                met.points > next(r for r in table[other] if r.opponent == one).points
            )


@given(results)
def test_two_players_level_on_points_who_never_met_are_level_on_direct_encounter(drawn):
    table = standings(drawn, tiebreaks=("head-to-head",))
    met = {
        frozenset((r.first, r.second))
        for r in drawn
        if r.second and r.outcome in ("first", "second", "first/tb", "second/tb")
    }
    for row in table:
        level = [other for other in table if other.points == row.points]
        if len(level) == 2 and frozenset(other.player for other in level) not in met:
            assert [other.head_to_head for other in level] == [0, 0]
