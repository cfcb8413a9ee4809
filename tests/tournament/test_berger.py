"""Round-robin pairings against the Berger tables of the FIDE Handbook (C.05, Annex 1), and their properties."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from admiralty.referee.tournament.berger import berger

FIDE_4 = """
1-4 2-3
4-3 1-2
2-4 3-1
"""
"""The FIDE Handbook's Berger table for 3 or 4 players: one round a line, the first seat (White) first."""

FIDE_6 = """
1-6 2-5 3-4
6-4 5-3 1-2
2-6 3-1 4-5
6-5 1-4 2-3
3-6 4-2 5-1
"""
"""The FIDE Handbook's Berger table for 5 or 6 players."""


def table(text: str, players: list[str], bye: int | None = None) -> list[list[tuple[str, str | None]]]:
    """A published table with each number replaced by its player; the number ``bye`` sits out."""

    def seat(number: str) -> str | None:
        return None if int(number) == bye else players[int(number) - 1]

    rounds = []
    for line in text.split("\n"):
        if line:
            boards = [tuple(map(seat, board.split("-"))) for board in line.split()]
            rounds.append([(b, None) if a is None else (a, b) for a, b in boards])
    return rounds


@pytest.mark.parametrize(("published", "count"), [(FIDE_4, 4), (FIDE_6, 6)])
def test_berger_is_the_published_table(published, count):
    players = [f"P{number}" for number in range(1, count + 1)]
    assert berger(players) == table(published, players)


@pytest.mark.parametrize(("published", "count"), [(FIDE_4, 3), (FIDE_6, 5)])
def test_an_odd_count_plays_the_next_table_with_the_last_number_a_bye(published, count):
    players = [f"P{number}" for number in range(1, count + 1)]
    assert berger(players) == table(published, players, bye=count + 1)


def test_fewer_than_two_players_play_no_round():
    assert berger([]) == [] and berger(["A"]) == []


rosters = st.integers(2, 16).map(lambda count: [f"P{number}" for number in range(count)])


@given(rosters)
def test_every_pair_meets_exactly_once(players):
    met = Counter(frozenset(board) for round in berger(players) for board in round if board[1] is not None)
    assert set(met) == {frozenset(pair) for pair in itertools.combinations(players, 2)}
    assert set(met.values()) == {1}


@given(rosters)
def test_each_round_everyone_plays_once(players):
    rounds = berger(players)
    assert len(rounds) == len(players) - 1 + len(players) % 2
    for round in rounds:
        seated = [player for board in round for player in board if player is not None]
        assert sorted(seated) == sorted(players)


@given(rosters)
def test_an_odd_count_gives_each_player_one_bye(players):
    byes = Counter(board[0] for round in berger(players) for board in round if board[1] is None)
    assert byes == (Counter(players) if len(players) % 2 else Counter())


@given(rosters.filter(lambda players: len(players) % 2 == 0))
def test_seats_are_balanced(players):
    """Each player has the first seat as often as the second, give or take one (n - 1 games is odd)."""
    firsts = Counter(board[0] for round in berger(players) for board in round)
    assert all(abs(2 * firsts[player] - (len(players) - 1)) == 1 for player in players)
