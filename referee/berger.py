"""Round-robin pairings by Berger tables: every player meets every other once.

The circle method: the last player (or a bye, for an odd count) stays, the
others turn one place a round; colours alternate so each player has the first
seat about half the time.
"""

from __future__ import annotations

from collections.abc import Sequence


def berger(players: Sequence[str]) -> list[list[tuple[str, str | None]]]:
    """The rounds of a round robin, each a list of ``(first seat, second seat)``; ``None``: a bye.

    >>> berger(["A", "B", "C", "D"])
    [[('A', 'D'), ('B', 'C')], [('D', 'B'), ('C', 'A')], [('C', 'D'), ('A', 'B')]]
    """
    seats: list[str | None] = [*players, None] if len(players) % 2 else list(players)
    count = len(seats)
    if count < 2:
        return []
    fixed, ring = seats[-1], seats[:-1]
    rounds: list[list[tuple[str, str | None]]] = []
    for number in range(count - 1):
        turned = ring[number:] + ring[:number]
        pairs = [(turned[0], fixed) if number % 2 == 0 else (fixed, turned[0])]
        pairs += [(turned[i], turned[-i]) for i in range(1, count // 2)]
        rounds.append([_seated(a, b) for a, b in pairs])
    return rounds


def _seated(first: str | None, second: str | None) -> tuple[str, str | None]:
    """A pair with the bye (None) in the second seat."""
    if first is None:
        assert second is not None, "a pair has at most one bye"
        return second, None
    return first, second
