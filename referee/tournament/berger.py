"""Round-robin pairings from the Berger tables (FIDE Handbook C.05, Annex 1).

Players are numbered by their place in the list given, from 1. With an even
count n, player n stays put and the others turn round the table by n/2 places
each round; player n plays the first seat in the even rounds, and on the other
boards the player listed first in the table has the first seat (White in
chess, MAD Red, Rigadoon Blue), which balances each player's seats as the
published tables do. An odd count adds a bye as the last number: whoever meets
it sits out that round.
"""

from __future__ import annotations

from collections.abc import Sequence

Pairings = list[list[tuple[str, str | None]]]
"""Rounds of pairings, each ``(first seat, second seat)``; a second seat of None is a bye."""


def berger(players: Sequence[str]) -> Pairings:
    """The rounds of a single round robin among ``players`` (distinct names), in the Berger tables' order.

    >>> berger(["A", "B", "C", "D"])
    [[('A', 'D'), ('B', 'C')], [('D', 'C'), ('A', 'B')], [('B', 'D'), ('C', 'A')]]
    >>> berger(["A", "B", "C"])[0]
    [('A', None), ('B', 'C')]
    """
    if len(players) < 2:
        return []
    seats: list[str | None] = [*players, *([None] if len(players) % 2 else [])]
    count = len(seats)
    fixed, turning = seats[-1], count - 1
    rounds: Pairings = []
    for number in range(turning):
        circle = [seats[(number * count // 2 + place) % turning] for place in range(turning)]
        first = (fixed, circle[0]) if number % 2 else (circle[0], fixed)
        boards = [first, *((circle[place], circle[turning - place]) for place in range(1, count // 2))]
        rounds.append([_bye_second(board) for board in boards])
    return rounds


def _bye_second(board: tuple[str | None, str | None]) -> tuple[str, str | None]:
    """A board with its bye, if any, in the second seat."""
    first, second = board
    if first is None:
        assert second is not None  # only one seat of a list is the bye
        return second, None
    return first, second
