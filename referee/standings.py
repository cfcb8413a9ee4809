"""Tournament standings from game results (MAD-TIEBREAK's semi-victories).

A full victory (corvette) beats a semi-victory (tie-break), which beats a
semi-defeat, which beats a defeat; there are no draws. Players level on points
are separated, in this order, by head-to-head points among them, by full
victories, then by the sum of their opponents' points (Buchholz). Players still
level share a rank. Unfinished games (``*``) do not count.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

import attrs


@attrs.frozen
class Scoring:
    """Points per outcome; the default is 3, 2, 1, 0."""

    victory: int = 3
    semi_victory: int = 2
    semi_defeat: int = 1
    defeat: int = 0


@attrs.frozen
class Pairing:
    """One game's players and its MGN result (``red``, ``blue/tb``, ``*``...)."""

    red: str
    blue: str
    result: str


@attrs.frozen
class Standing:
    """One line of the standings table."""

    rank: int
    player: str
    games: int
    victories: int
    semi_victories: int
    semi_defeats: int
    defeats: int
    points: int
    head_to_head: int
    buchholz: int


_OUTCOMES = ("victories", "semi_victories", "semi_defeats", "defeats")


def _outcomes(pairing: Pairing) -> tuple[tuple[str, str, str], tuple[str, str, str]] | None:
    """(player, opponent, outcome) for both players, or None for an unfinished game."""
    if pairing.result == "*":
        return None
    winner_is_red = pairing.result.startswith("red")
    semi = pairing.result.endswith("/tb")
    win, loss = ("semi_victories", "semi_defeats") if semi else ("victories", "defeats")
    winner, loser = (pairing.red, pairing.blue) if winner_is_red else (pairing.blue, pairing.red)
    return (winner, loser, win), (loser, winner, loss)


def standings(pairings: Iterable[Pairing], scoring: Scoring = Scoring()) -> tuple[Standing, ...]:
    """The standings table, best first.

    >>> table = standings([Pairing("Ann", "Bob", "red"), Pairing("Bob", "Cy", "blue/tb")])
    >>> [(s.rank, s.player, s.points) for s in table]
    [(1, 'Ann', 3), (2, 'Cy', 2), (3, 'Bob', 1)]
    """
    worth = {
        "victories": scoring.victory,
        "semi_victories": scoring.semi_victory,
        "semi_defeats": scoring.semi_defeat,
        "defeats": scoring.defeat,
    }
    counts: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(_OUTCOMES, 0))
    games: list[tuple[str, str, str]] = []
    for pairing in pairings:
        both = _outcomes(pairing)
        if both is None:
            continue
        for player, opponent, outcome in both:
            counts[player][outcome] += 1
            games.append((player, opponent, outcome))
    points = {player: sum(worth[o] * n for o, n in tally.items()) for player, tally in counts.items()}
    level: dict[int, set[str]] = defaultdict(set)
    for player, total in points.items():
        level[total].add(player)
    head = dict.fromkeys(points, 0)
    buchholz = dict.fromkeys(points, 0)
    for player, opponent, outcome in games:
        buchholz[player] += points[opponent]
        if opponent in level[points[player]]:
            head[player] += worth[outcome]

    def key(player: str) -> tuple[int, int, int, int]:
        return (points[player], head[player], counts[player]["victories"], buchholz[player])

    order = sorted(points, key=lambda p: (tuple(-v for v in key(p)), p))
    table: list[Standing] = []
    for index, player in enumerate(order):
        rank = table[-1].rank if table and key(order[index - 1]) == key(player) else index + 1
        tally = counts[player]
        table.append(
            Standing(
                rank,
                player,
                sum(tally.values()),
                tally["victories"],
                tally["semi_victories"],
                tally["semi_defeats"],
                tally["defeats"],
                points[player],
                head[player],
                buchholz[player],
            )
        )
    return tuple(table)
