"""The tie-breaks of the FIDE Tie-Break Regulations (Handbook C.07, edition of 1 August 2024) that fit a two-seat game.

Each is computed with the tournament's own points (3/2/1/0 by default, or the
scoring file), not chess's 1/½/0 (specs/arbiter.md, "Tie-breaks"). A round is
*unplayed* for a player when it gave no game on the board: a bye, a forfeit won
or lost (or a double forfeit), or, among the numbered rounds of the event, a
round with no result at all for that player (absent, withdrawn, not yet
entered). C.07 Art. 16 says how each tie-break counts them:

- an unplayed round counts its own points in the player's score (16.1);
- for the opponent-based tie-breaks (Buchholz and its cuts, Sonneborn-Berger),
  each of the player's unplayed rounds is a game against a *dummy opponent*
  whose points are the player's own final points (16.4);
- an opponent's points are their points as scored (16.3): MAD has no requested
  bye, the one case 16.3 adjusts;
- a cut drops a *voluntarily* unplayed round first (a forfeit lost, an absence:
  16.5), before the lowest opponent.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence

import attrs

from admiralty.referee.tournament.results import Score, Scoring, whole


@attrs.frozen
class Round:
    """One round of one player as the tie-breaks read it.

    Args:
        number: the round (None: a result outside any numbered round).
        points: the points it gave (0 for an absence).
        opponent: the opponent met on the board, None for an unplayed round or a game without a second seat.
        played: whether a game was played on the board.
        voluntary: whether the player chose not to play (a forfeit lost, an absence: C.07 Art. 16.5).
        second: whether the player sat in the second seat (MAD's Blue, Rigadoon's Green).
        category: the :class:`Scoring` field of the points (``absent`` for an absence).
        versus: the paired opponent, forfeits included (None for a bye or an absence).
    """

    number: int | None
    points: float
    opponent: str | None
    played: bool
    voluntary: bool
    second: bool
    category: str
    versus: str | None


def rounds_of(scores: Mapping[str, Sequence[Score]]) -> dict[str, list[Round]]:
    """Each player's rounds, with an absence for each numbered round of the event that has no result of theirs.

    >>> from admiralty.referee.tournament.results import Result, scores
    >>> played = {"A": list(scores(Result(1, "A", "B", "first"), Scoring())), "B": []}
    >>> [(r.number, r.category) for r in rounds_of(played)["B"]]
    [(1, 'absent')]
    """
    numbers = sorted({score.round for games in scores.values() for score in games if score.round is not None})
    table: dict[str, list[Round]] = {}
    for player, games in scores.items():
        rounds = [
            Round(
                score.round,
                score.points,
                score.opponent if score.played else None,
                score.played,
                score.category == "forfeit_loss",
                not score.first,
                score.category,
                score.opponent,
            )
            for score in games
        ]
        seen = {score.round for score in games}
        rounds += [
            Round(number, 0, None, False, True, False, "absent", None) for number in numbers if number not in seen
        ]
        table[player] = rounds
    return table


Points = Mapping[str, float]
"""Each player's total points."""


@attrs.frozen
class Contribution:
    """One round's term in an opponent-based sum: its opponent's (or dummy's) points, its value, whether voluntary."""

    opponent_points: float
    value: float
    voluntary: bool


def _contributions(player: str, rounds: Iterable[Round], points: Points, weighted: bool) -> list[Contribution]:
    """Each round's term: the opponent's points (times the points scored when ``weighted``); an unplayed round's
    dummy opponent has the player's own points (C.07 Art. 16.4); a game without a second seat has no term."""
    terms = []
    for one in rounds:
        if one.played and one.opponent is None:
            continue
        met = points[player] if one.opponent is None else points[one.opponent]
        terms.append(Contribution(met, met * one.points if weighted else met, one.voluntary))
    return terms


def _cut(terms: list[Contribution], lowest: int, highest: int) -> list[Contribution]:
    """``terms`` without their ``lowest`` least and ``highest`` greatest (C.07 Art. 14); a voluntarily unplayed
    round is cut before any lowest (Art. 16.5)."""
    kept = sorted(terms, key=lambda term: (not term.voluntary, term.opponent_points, term.value))
    kept = kept[lowest:]
    kept.sort(key=lambda term: (term.opponent_points, term.value))
    return kept[: len(kept) - highest] if highest else kept


def buchholz(player: str, rounds: Sequence[Round], points: Points, lowest: int = 0, highest: int = 0) -> float:
    """Buchholz (C.07 Art. 8.1): the sum of the opponents' points, each unplayed round a dummy opponent with the
    player's own points (Art. 16.4); ``lowest`` and ``highest`` cut it (Cut-1: 1, 0; Median-1: 1, 1; Art. 14).

    >>> rows = [Round(1, 3, "B", True, False, False, "victory", "B"), Round(2, 3, None, False, False, False, "bye", None)]
    >>> buchholz("A", rows, {"A": 6, "B": 1}), buchholz("A", rows, {"A": 6, "B": 1}, 1)
    (7, 6)
    """
    return sum(term.value for term in _cut(_contributions(player, rounds, points, False), lowest, highest))


def sonneborn_berger(player: str, rounds: Sequence[Round], points: Points) -> float:
    """Sonneborn-Berger (C.07 Art. 9.1): the sum, over the rounds, of the opponent's points times the points
    scored against them; an unplayed round is the dummy opponent's points (the player's own) times the points
    the round gave (Art. 16.4)."""
    return sum(term.value for term in _contributions(player, rounds, points, True))


def progressive(rounds: Sequence[Round]) -> float:
    """Progressive score (C.07 Art. 7.5): the sum of the player's running score after each round, in round
    order; an unplayed round adds its own points (Art. 16.1); results outside any numbered round count as
    one last step, after every numbered round.

    >>> progressive([Round(2, 1, None, False, False, False, "bye", None), Round(1, 3, "B", True, False, False, "victory", "B")])
    7
    """
    steps: dict[float, float] = defaultdict(float)
    for one in rounds:
        steps[float("inf") if one.number is None else one.number] += one.points
    running = total = 0.0
    for step in sorted(steps):
        running += steps[step]
        total += running
    return whole(total)


def won(rounds: Sequence[Round]) -> int:
    """Games won (C.07 Art. 7.2, WON): the full victories played on the board; a semi-victory, a forfeit win or a
    bye is no game won."""
    return sum(one.played and one.category == "victory" for one in rounds)


def second_seat(rounds: Sequence[Round]) -> int:
    """Games played with the second seat (C.07 Art. 7.3, BPG, Black's role): MAD's Blue, Rigadoon's Green, on the
    board only (a forfeit is no game played)."""
    return sum(one.played and one.second for one in rounds)


def rounds_in(table: Mapping[str, Sequence[Round]]) -> int:
    """The number of rounds of the event: its numbered rounds, or without any, the most results of one player."""
    numbers = {one.number for rounds in table.values() for one in rounds if one.number is not None}
    return len(numbers) if numbers else max((len(rounds) for rounds in table.values()), default=0)


def koya(rounds: Sequence[Round], points: Points, threshold: float) -> float:
    """Koya (C.07 Art. 9.2, round robins): the points scored against the opponents who finished with at least
    ``threshold`` (half the most points of the event: a victory's points times the rounds, halved); a forfeit
    counts against its paired opponent, the pairings of a round robin being set in advance (Art. 15.2)."""
    return sum(one.points for one in rounds if one.versus is not None and points[one.versus] >= threshold)


def koya_threshold(table: Mapping[str, Sequence[Round]], scoring: Scoring) -> float:
    """Half the most points a player could score: a victory's points in every round of the event."""
    return scoring.victory * rounds_in(table) / 2


def aro(rounds: Sequence[Round], ratings: Mapping[str, int]) -> int:
    """Average rating of opponents (C.07 Art. 10.1): the mean rating of the rated opponents met on the board,
    rounded to the nearest whole number (a half up); unplayed rounds are left out (Art. 16); none: 0.

    >>> aro([Round(1, 3, "B", True, False, False, "victory", "B"), Round(2, 0, "C", True, False, True, "defeat", "C")], {"B": 1500, "C": 1601})
    1551
    """
    met = [ratings[one.opponent] for one in rounds if one.opponent is not None and one.opponent in ratings]
    return int(sum(met) / len(met) + 0.5) if met else 0


def _bounds(
    player: str, group: Sequence[str], table: Mapping[str, Sequence[Round]], most: float
) -> tuple[float, float]:
    """The least and the most ``player`` can have in the little tournament of ``group``: the points scored on the
    board against its members, and those plus ``most`` (a victory's points) for each member never met."""
    others = set(group) - {player}
    games = [one for one in table[player] if one.played and one.opponent in others]
    scored = sum(one.points for one in games)
    return scored, scored + most * len(others - {one.opponent for one in games})


def _split(bounds: Mapping[str, tuple[float, float]]) -> list[list[str]]:
    """The group split into the subgroups its bounds keep apart, lowest first: a player joins the subgroup below
    when their least does not clear the most that subgroup can still have."""
    subgroups: list[list[str]] = []
    ceiling = 0.0
    for player, (least, most) in sorted(bounds.items(), key=lambda item: (item[1], item[0])):
        if subgroups and least <= ceiling:
            subgroups[-1].append(player)
            ceiling = max(ceiling, most)
        else:
            subgroups.append([player])
            ceiling = most
    return subgroups


def direct_encounter(
    group: Sequence[str], table: Mapping[str, Sequence[Round]], most: float, base: int = 0
) -> dict[str, int]:
    """Direct encounter (C.07 Art. 6) within ``group``, players level on every criterion before it, as a place:
    how many players of the group the encounters rank this one above (``base`` more, in a subgroup).

    The players are ranked by the points each scored on the board against the others of the group. When every
    two of them met, that ranks them all, and the players it leaves level are ranked again among themselves
    (Art. 6.2). When some never met, a player is ranked first only if no result of the missing games could
    catch them (their points exceed what any other could reach, ``most`` per game missing), and Art. 6 is then
    applied again to the others (Art. 6.3); otherwise it separates no one. A forfeit is no encounter.

    >>> rows = {"A": [Round(1, 3, "B", True, False, False, "victory", "B")], "B": [Round(1, 0, "A", True, False, True, "defeat", "A")]}
    >>> sorted(direct_encounter(["A", "B"], rows, 3).items()), direct_encounter(["A", "B", "C"], rows | {"C": []}, 3)
    ([('A', 1), ('B', 0)], {'A': 0, 'B': 0, 'C': 0})
    """
    places: dict[str, int] = {}
    rest = list(group)
    while len(rest) > 1:
        bounds = {player: _bounds(player, rest, table, most) for player in rest}
        subgroups = _split(bounds)
        if len(subgroups) > 1 and any(least != most_ for least, most_ in bounds.values()):
            if len(subgroups[-1]) > 1:
                break
            (top,) = subgroups[-1]
            rest.remove(top)
            places[top] = base + len(rest)
            continue
        if len(subgroups) == 1:
            break
        for subgroup in subgroups:
            places |= direct_encounter(subgroup, table, most, base)
            base += len(subgroup)
        return places
    return places | dict.fromkeys(rest, base)
