"""Tournament standings from the pairings' results (MAD-TIEBREAK's semi-victories), with tie-breaks.

A full victory (corvette) beats a semi-victory (tie-break), which beats a
semi-defeat, which beats a defeat; there are no draws. A forfeit win, a forfeit
loss and a bye score their own points (:class:`Scoring`). Players level on
points are separated by the tie-breaks in the order given (by default
head-to-head, wins, Buchholz), each one of the FIDE Tie-Break Regulations
(Handbook C.07, 2024) as :mod:`referee.tournament.tiebreaks` computes it, with
the unplayed rounds (byes, forfeits, absences) counted as those regulations say;
players level on all of them share a rank and are listed by name
(specs/arbiter.md, "Standings").
"""

from __future__ import annotations

import difflib
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence

import attrs

from admiralty.referee.tournament import tiebreaks as rules
from admiralty.referee.tournament.crosstable import Cell, Crosstable, Row, crosstable
from admiralty.referee.tournament.names import Key, name_key
from admiralty.referee.tournament.outcome_names import OUTCOMES
from admiralty.referee.tournament.results import Result, Score, Scoring, result_of, scores, whole
from admiralty.referee.tournament.tiebreak_names import DEFAULT_TIEBREAKS, RATED, TIEBREAK_NAMES, legend
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
    "level_order",
    "named_crosstable",
    "named_standings",
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
    (:func:`referee.tournament.results.whole`), however the points were added up. ``aro`` is 0
    without ratings. ``ranked_by`` is the legend: the short names of what ranked the table, in order.
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
    buchholz_median_1: float = attrs.field(default=0, converter=whole)
    progressive: float = attrs.field(default=0, converter=whole)
    second_seat: int = 0
    koya: float = attrs.field(default=0, converter=whole)
    aro: int = 0
    withdrawn: int | None = None
    ranked_by: tuple[str, ...] = ()


Points = Mapping[str, float]
"""Each player's total points."""


@attrs.frozen
class _Event:
    """What every tie-break may read: each player's rounds, everyone's points, the Koya threshold, the ratings,
    and each player's direct encounter within their points group."""

    rounds: Mapping[str, Sequence[rules.Round]]
    points: Points
    threshold: float
    ratings: Mapping[str, int]
    encounters: Mapping[str, int]


TIEBREAKS: dict[str, Callable[[str, _Event], float]] = dict(
    zip(
        TIEBREAK_NAMES,
        (
            lambda player, event: event.encounters[player],
            lambda player, event: rules.won(event.rounds[player]),
            lambda player, event: rules.buchholz(player, event.rounds[player], event.points),
            lambda player, event: rules.buchholz(player, event.rounds[player], event.points, 1),
            lambda player, event: rules.sonneborn_berger(player, event.rounds[player], event.points),
            lambda player, event: rules.buchholz(player, event.rounds[player], event.points, 1, 1),
            lambda player, event: rules.progressive(event.rounds[player]),
            lambda player, event: rules.second_seat(event.rounds[player]),
            lambda player, event: rules.koya(event.rounds[player], event.points, event.threshold),
            lambda player, event: rules.aro(event.rounds[player], event.ratings),
        ),
        strict=True,
    )
)
"""Each tie-break by name, as ``(player, the event) -> value``; higher is better. Direct encounter's value here is
within the player's points group; ranked after other tie-breaks, it is taken within the group level on them too."""

TIEBREAK_FIELDS = {
    "head-to-head": "head_to_head",
    "wins": "victories",
    "buchholz": "buchholz",
    "buchholz-cut-1": "buchholz_cut_1",
    "sonneborn-berger": "sonneborn_berger",
    "buchholz-median-1": "buchholz_median_1",
    "progressive": "progressive",
    "second-seat": "second_seat",
    "koya": "koya",
    "aro": "aro",
}
"""The :class:`Standing` field that shows each tie-break."""


def checked_tiebreaks(names: Iterable[str], rated: bool = True) -> tuple[str, ...]:
    """``names`` as a tie-break order, each a name of :data:`TIEBREAKS`; ``rated``: some player has a rating.

    Raises:
        AdmiraltyError: STANDINGS-TIEBREAK, a name is not a tie-break, or is given twice (the second
            could never separate anyone the first left level), or needs ratings (``aro``) and ``rated`` is false
            (record files, or a tournament none of whose players has a rating).
    """
    order = tuple(names)
    for place, name in enumerate(order):
        if name not in TIEBREAKS:
            raise violation("STANDINGS-TIEBREAK", f'There is no tie-break "{name}"{_nearest(name)}')
        if name in order[:place]:
            raise violation("STANDINGS-TIEBREAK", f'The tie-break "{name}" is given twice; give each once.')
        if name in RATED and not rated:
            raise violation(
                "STANDINGS-TIEBREAK",
                f'The tie-break "{name}" needs the players\' ratings, and no player has one'
                " (the rating column of the players file, tournament players).",
            )
    return order


def _nearest(name: str) -> str:
    """The end of the refusal of a name that is no tie-break: the nearest tie-break when ``name`` looks like a
    misspelling of one (``buchholtz``), then every tie-break.

    >>> _nearest("buchholtz")
    '; did you mean "buchholz"? The tie-breaks are head-to-head, wins, buchholz, buchholz-cut-1, sonneborn-berger, buchholz-median-1, progressive, second-seat, koya, aro.'
    """
    close = difflib.get_close_matches(name.lower(), TIEBREAKS, n=1)
    hint = f'; did you mean "{close[0]}"? The' if close else "; the"
    return f"{hint} tie-breaks are {', '.join(TIEBREAKS)}."


def _counts(games: list[Score]) -> dict[str, int]:
    counted: dict[str, int] = defaultdict(int)
    for game in games:
        counted[game.category] += 1
    return counted


def _encounters(
    keys: Mapping[str, tuple[float, ...]], table: Mapping[str, Sequence[rules.Round]], most: float
) -> dict[str, int]:
    """Each player's direct encounter within the group of players whose ``keys`` equal theirs."""
    groups: dict[tuple[float, ...], list[str]] = defaultdict(list)
    for player in sorted(keys):
        groups[keys[player]].append(player)
    return {
        player: place
        for group in groups.values()
        for player, place in rules.direct_encounter(group, table, most).items()
    }


def level_order(names: Mapping[str, str], key: Key = name_key) -> Callable[[str], tuple[str, str]]:
    """The order of players level on points and every tie-break, in every format (specs/arbiter.md,
    "Standings"): by the spelling key (``key``, :func:`referee.tournament.names.name_key` or the store's,
    which transliterates) of the name, ``names[player]`` (a registered player's display name) or the player as
    given, then by the player as given (the id), so that two players of one name keep one order.

    >>> sorted(["zz", "aa", "mm"], key=level_order({"zz": "Anne", "aa": "Zoé", "mm": "anne"}))
    ['mm', 'zz', 'aa']
    """
    return lambda player: (key(names.get(player, player)), player)


def standings(
    results: Iterable[Result],
    scoring: Scoring = Scoring(),
    tiebreaks: Sequence[str] = DEFAULT_TIEBREAKS,
    ratings: Mapping[str, int] | None = None,
    names: Mapping[str, str] | None = None,
    withdrawn: Mapping[str, int] | None = None,
    key: Key = name_key,
) -> tuple[Standing, ...]:
    """The standings table, best first: by points, then by each tie-break of ``tiebreaks`` in turn.

    Direct encounter (``head-to-head``) is taken within each group of players level on everything ranked
    before it (C.07 Art. 6). Players with equal points and equal tie-breaks share a rank (1, 1, 3) and are
    listed by name, the one order of every format (:func:`level_order`). ``ratings`` (player: rating) give ``aro``;
    without them it is 0 for everyone and separates no one. ``withdrawn`` (player: round) marks the players
    withdrawn, ranked as their results rank them.

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
    table = rules.rounds_of(played)
    keys: dict[str, tuple[float, ...]] = {player: (points[player],) for player in played}
    encounters = _encounters(keys, table, scoring.victory)
    event = _Event(table, points, rules.koya_threshold(table, scoring), ratings or {}, encounters)
    values = {player: {name: rule(player, event) for name, rule in TIEBREAKS.items()} for player in played}
    for position, name in enumerate(order):
        if name == "head-to-head" and position > 0:  # first, it is the points groups' already in ``values``
            for player, place in _encounters(keys, table, scoring.victory).items():
                values[player][name] = place
        keys = {player: (*keys[player], values[player][name]) for player in played}

    by_name = level_order(names or {}, key)
    ranked = sorted(played, key=lambda p: (tuple(-value for value in keys[p]), by_name(p)))
    shown = tuple(legend(order))
    standing: list[Standing] = []
    for index, player in enumerate(ranked):
        level = standing and keys[ranked[index - 1]] == keys[player]
        counted, value = _counts(played[player]), values[player]
        standing.append(
            Standing(
                standing[-1].rank if level else index + 1,
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
                value["buchholz-median-1"],
                value["progressive"],
                int(value["second-seat"]),
                value["koya"],
                int(value["aro"]),
                (withdrawn or {}).get(player),
                shown,
            )
        )
    return tuple(standing)


def ranked(
    results: Sequence[Result],
    scoring: Scoring = Scoring(),
    tiebreaks: Sequence[str] = DEFAULT_TIEBREAKS,
    ratings: Mapping[str, int] | None = None,
    names: Mapping[str, str] | None = None,
    withdrawn: Mapping[str, int] | None = None,
    key: Key = name_key,
) -> tuple[tuple[Standing, ...], Crosstable]:
    """The standings, and the crosstable of the same results with its players in the standings' order
    and the standings' legend.

    >>> table, cross = ranked([Result(1, "Bob", "Ann", "second")])
    >>> [row.player for row in table] == list(cross.players) == ["Ann", "Bob"], cross.ranked_by
    (True, ('Pts', 'DE', 'WON', 'BH'))
    """
    table = standings(results, scoring, tiebreaks, ratings, names, withdrawn, key)
    grid = crosstable(results, scoring, [row.player for row in table])
    return table, attrs.evolve(grid, ranked_by=tuple(legend(tuple(tiebreaks))))


def named_standings(table: Iterable[Standing], names: Mapping[str, str]) -> tuple[Standing, ...]:
    """The standings with each player shown by ``names[player]`` (a registered player's display name) instead of
    the id, for the tables people read; in the order ranked, which is the table of ids' (:func:`level_order`).

    >>> [row.player for row in named_standings(standings([Result(1, "zz", "aa", "first")]), {"zz": "Zoé"})]
    ['Zoé', 'aa']
    """
    return tuple(attrs.evolve(row, player=names.get(row.player, row.player)) for row in table)


def named_crosstable(grid: Crosstable, names: Mapping[str, str]) -> Crosstable:
    """The crosstable with each player shown by ``names[player]`` instead of the id (:func:`named_standings`),
    numbered as the crosstable of ids is.

    >>> cross = named_crosstable(ranked([Result(1, "zz", "aa", "first")])[1], {"zz": "Zoé"})
    >>> cross.players, [row.player for row in cross.rows]
    (('Zoé', 'aa'), ['Zoé', 'aa'])
    """
    rows = tuple(attrs.evolve(row, player=names.get(row.player, row.player)) for row in grid.rows)
    return attrs.evolve(grid, players=tuple(names.get(player, player) for player in grid.players), rows=rows)
