"""Tournament standings from the pairings' results (MAD-TIEBREAK's semi-victories), with tie-breaks.

A full victory (corvette) beats a semi-victory (tie-break), which beats a
semi-defeat, which beats a defeat; there are no draws. A forfeit win, a forfeit
loss and a bye score their own points (:class:`Scoring`). Players level on
points are separated by the tie-breaks in the order given (by default
head-to-head, wins, Buchholz); players level on all of them share a rank.

Only games played on the board count for the tie-breaks: a forfeit (won or
lost) and a bye add nothing to head-to-head, wins, Buchholz or
Sonneborn-Berger, and are left out of Buchholz cut-1's lowest. They count for
points, and an opponent's points (used by Buchholz and Sonneborn-Berger)
include that opponent's forfeits and byes (specs/arbiter.md, "Standings").
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence

import attrs

from admiralty.referee.tournament.crosstable import Cell, Crosstable, Row, crosstable
from admiralty.referee.tournament.outcome_names import OUTCOMES
from admiralty.referee.tournament.results import Result, Score, Scoring, result_of, scores, whole
from admiralty.referee.tournament.tiebreak_names import DEFAULT_TIEBREAKS, TIEBREAK_NAMES
from admiralty.referee.violation import violation

__all__ = [
    "DEFAULT_TIEBREAKS",
    "OUTCOMES",
    "TIEBREAKS",
    "TIEBREAK_FIELDS",
    "Cell",
    "Crosstable",
    "Result",
    "Row",
    "Scoring",
    "Standing",
    "checked_tiebreaks",
    "crosstable",
    "ranked",
    "result_of",
    "standings",
]


@attrs.frozen
class Standing:
    """One line of the standings table.

    ``games`` and the four outcome counts are games played on the board;
    ``forfeit_wins``, ``forfeit_losses`` and ``byes`` are the rounds not played.
    Every tie-break's value is given, whichever the order ranks by; a whole value is an int
    (:func:`referee.tournament.results.whole`), however the points were added up.
    """

    rank: int
    player: str
    games: int
    victories: int
    semi_victories: int
    semi_defeats: int
    defeats: int
    points: float = attrs.field(converter=whole)
    head_to_head: float = attrs.field(converter=whole)
    buchholz: float = attrs.field(converter=whole)
    forfeit_wins: int = 0
    forfeit_losses: int = 0
    byes: int = 0
    buchholz_cut_1: float = attrs.field(default=0, converter=whole)
    sonneborn_berger: float = attrs.field(default=0, converter=whole)


Points = Mapping[str, float]
"""Each player's total points."""


def _head_to_head(player: str, games: list[Score], points: Points) -> float:
    """The points scored in the games played against opponents level on points with ``player``."""
    return sum(
        game.points
        for game in games
        if game.played and game.opponent is not None and points[game.opponent] == points[player]
    )


def _wins(player: str, games: list[Score], points: Points) -> float:
    """The full victories won on the board (semi-victories, forfeit wins and byes are not wins)."""
    return sum(game.category == "victory" and game.played for game in games)


def _opponents_points(games: list[Score], points: Points) -> list[float]:
    """The points of the opponent of each game played on the board (an opponent met twice counts twice)."""
    return [points[game.opponent] for game in games if game.played and game.opponent is not None]


def _buchholz(player: str, games: list[Score], points: Points) -> float:
    """The sum of the points of the opponents met on the board."""
    return sum(_opponents_points(games, points))


def _buchholz_cut_1(player: str, games: list[Score], points: Points) -> float:
    """Buchholz without its lowest opponent's points (0 with no game played)."""
    met = _opponents_points(games, points)
    return sum(met) - min(met, default=0)


def _sonneborn_berger(player: str, games: list[Score], points: Points) -> float:
    """The sum, over the games played on the board, of the opponent's points times the points scored against them."""
    return sum(points[game.opponent] * game.points for game in games if game.played and game.opponent is not None)


TIEBREAKS: dict[str, Callable[[str, list[Score], Points], float]] = dict(
    zip(TIEBREAK_NAMES, (_head_to_head, _wins, _buchholz, _buchholz_cut_1, _sonneborn_berger), strict=True)
)
"""Each tie-break by name, as ``(player, their scores, everyone's points) -> value``; higher is better."""

TIEBREAK_FIELDS = {
    "head-to-head": "head_to_head",
    "wins": "victories",
    "buchholz": "buchholz",
    "buchholz-cut-1": "buchholz_cut_1",
    "sonneborn-berger": "sonneborn_berger",
}
"""The :class:`Standing` field that shows each tie-break."""


def checked_tiebreaks(names: Iterable[str]) -> tuple[str, ...]:
    """``names`` as a tie-break order, each a name of :data:`TIEBREAKS`.

    Raises:
        AdmiraltyError: STANDINGS-TIEBREAK, a name is not a tie-break, or is given twice (the second
            could never separate anyone the first left level).
    """
    order = tuple(names)
    for place, name in enumerate(order):
        if name not in TIEBREAKS:
            raise violation(
                "STANDINGS-TIEBREAK", f'There is no tie-break "{name}"; the tie-breaks are {", ".join(TIEBREAKS)}.'
            )
        if name in order[:place]:
            raise violation("STANDINGS-TIEBREAK", f'The tie-break "{name}" is given twice; give each once.')
    return order


def _counts(games: list[Score]) -> dict[str, int]:
    counted: dict[str, int] = defaultdict(int)
    for game in games:
        counted[game.category] += 1
    return counted


def standings(
    results: Iterable[Result], scoring: Scoring = Scoring(), tiebreaks: Sequence[str] = DEFAULT_TIEBREAKS
) -> tuple[Standing, ...]:
    """The standings table, best first: by points, then by each tie-break of ``tiebreaks`` in turn.

    Players with equal points and equal tie-breaks share a rank (1, 1, 3) and are listed by name.

    >>> table = standings([Result(1, "Ann", "Bob", "first"), Result(2, "Bob", "Cy", "second/tb")])
    >>> [(s.rank, s.player, s.points) for s in table]
    [(1, 'Ann', 3), (2, 'Cy', 2), (3, 'Bob', 1)]

    Raises:
        AdmiraltyError: STANDINGS-TIEBREAK, a name of ``tiebreaks`` is not a tie-break.
    """
    order = checked_tiebreaks(tiebreaks)
    played: dict[str, list[Score]] = defaultdict(list)
    for result in results:
        for score in scores(result, scoring):
            played[score.player].append(score)
    points = {player: sum(game.points for game in games) for player, games in played.items()}
    values = {
        player: {name: rule(player, games, points) for name, rule in TIEBREAKS.items()}
        for player, games in played.items()
    }

    def key(player: str) -> tuple[float, ...]:
        return (points[player], *(values[player][name] for name in order))

    ranked = sorted(played, key=lambda player: (tuple(-value for value in key(player)), player))
    table: list[Standing] = []
    for index, player in enumerate(ranked):
        rank = table[-1].rank if table and key(ranked[index - 1]) == key(player) else index + 1
        counted, value = _counts(played[player]), values[player]
        table.append(
            Standing(
                rank,
                player,
                sum(game.played for game in played[player]),
                counted["victory"],
                counted["semi_victory"],
                counted["semi_defeat"],
                counted["defeat"],
                points[player],
                value["head-to-head"],
                value["buchholz"],
                counted["forfeit_win"],
                counted["forfeit_loss"],
                counted["bye"],
                value["buchholz-cut-1"],
                value["sonneborn-berger"],
            )
        )
    return tuple(table)


def ranked(
    results: Sequence[Result], scoring: Scoring = Scoring(), tiebreaks: Sequence[str] = DEFAULT_TIEBREAKS
) -> tuple[tuple[Standing, ...], Crosstable]:
    """The standings, and the crosstable of the same results with its players in the standings' order.

    >>> table, cross = ranked([Result(1, "Bob", "Ann", "second")])
    >>> [row.player for row in table] == list(cross.players) == ["Ann", "Bob"]
    True
    """
    table = standings(results, scoring, tiebreaks)
    return table, crosstable(results, scoring, [row.player for row in table])
