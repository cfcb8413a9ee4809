"""Tournament standings from game results (MAD-TIEBREAK's semi-victories).

A full victory (corvette) beats a semi-victory (tie-break), which beats a
semi-defeat, which beats a defeat; there are no draws. Players level on points
are separated by the tie-breaks, in the order asked (by default head-to-head
points among them, full victories, then the sum of their opponents' points,
Buchholz). Players still level share a rank. Unfinished games (``*``) do not count.

A pairing's result is a :class:`Result`, its outcome seen from the first seat
(MAD's Red, Rigadoon's Blue): a game's result, a forfeit, a double forfeit or a
bye (specs/tournament.md, "Results"). The older :class:`Pairing` (a game's
players and its MGN result) is still read.
"""

# TEMPORARY SHIM (branch `ledger`): Result, OUTCOMES, result_of, the Scoring
# fields forfeit_win/forfeit_loss/bye, the `tiebreaks` argument and crosstable
# follow /work/briefs/interface14.md; the lead replaces this module by the one
# of branch `tiebreaks` at merge.

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence

import attrs

OUTCOMES = (
    "first",
    "second",
    "first/tb",
    "second/tb",
    "first/forfeit",
    "second/forfeit",
    "double-forfeit",
    "bye",
)
"""A pairing's outcomes, from the first seat's side."""

TIEBREAKS = ("head-to-head", "wins", "buchholz", "buchholz-cut-1", "sonneborn-berger")
"""The tie-breaks a tournament may order."""

DEFAULT_TIEBREAKS = ("head-to-head", "wins", "buchholz")
"""The tie-break order when a tournament names none."""


@attrs.frozen
class Scoring:
    """Points per outcome; the default is 3, 2, 1, 0; a forfeit win and a bye are worth a victory."""

    victory: int = 3
    semi_victory: int = 2
    semi_defeat: int = 1
    defeat: int = 0
    forfeit_win: float | None = None
    forfeit_loss: float = 0
    bye: float | None = None


@attrs.frozen
class Pairing:
    """One game's players and its MGN result (``red``, ``blue/tb``, ``*``...)."""

    red: str
    blue: str
    result: str


@attrs.frozen
class Result:
    """One pairing's result that counts in the standings (one per pairing, exactly once)."""

    round: int | None
    first: str
    second: str | None
    outcome: str
    source: str = "record"
    points: tuple[float, float] | None = None


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
    points: float
    head_to_head: float
    buchholz: float


@attrs.frozen
class Cell:
    """One result in a crosstable: the round and the points the row's player scored."""

    round: int | None
    points: float
    outcome: str


@attrs.frozen
class Crosstable:
    """Players by players: ``cells[i][j]`` are row player i's results against column player j."""

    players: tuple[str, ...]
    cells: tuple[tuple[tuple[Cell, ...], ...], ...]


_SEAT_OUTCOMES = {"red": "first", "blue": "second", "red/tb": "first/tb", "blue/tb": "second/tb"}


def result_of(kind_result: str, seat_results: Mapping[str, str]) -> str | None:
    """The outcome of a game's own result (``red``, ``blue/tb``, Rigadoon's ``green``); None for ``*``.

    >>> result_of("green", {"blue": "red", "green": "blue"})
    'second'
    """
    return _SEAT_OUTCOMES.get(seat_results.get(kind_result, kind_result))


_KINDS = {
    "first": ("victories", "defeats"),
    "second": ("defeats", "victories"),
    "first/tb": ("semi_victories", "semi_defeats"),
    "second/tb": ("semi_defeats", "semi_victories"),
    "first/forfeit": ("forfeit_win", "forfeit_loss"),
    "second/forfeit": ("forfeit_loss", "forfeit_win"),
    "double-forfeit": ("forfeit_loss", "forfeit_loss"),
    "bye": ("bye", None),
}
_COUNTED = ("victories", "semi_victories", "semi_defeats", "defeats")


def _worth(scoring: Scoring) -> dict[str, float]:
    return {
        "victories": scoring.victory,
        "semi_victories": scoring.semi_victory,
        "semi_defeats": scoring.semi_defeat,
        "defeats": scoring.defeat,
        "forfeit_win": scoring.victory if scoring.forfeit_win is None else scoring.forfeit_win,
        "forfeit_loss": scoring.forfeit_loss,
        "bye": scoring.victory if scoring.bye is None else scoring.bye,
    }


def _as_result(item: Pairing | Result) -> Result | None:
    if isinstance(item, Result):
        return item
    outcome = _SEAT_OUTCOMES.get(item.result)
    return None if outcome is None else Result(None, item.red, item.blue, outcome)


@attrs.frozen
class _Game:
    """One side of a result: the player, the opponent (None: a bye), the kind of outcome and its points."""

    player: str
    opponent: str | None
    kind: str
    points: float
    round: int | None
    outcome: str


def _sides(results: Iterable[Pairing | Result], scoring: Scoring) -> list[_Game]:
    worth = _worth(scoring)
    sides = []
    for item in results:
        result = _as_result(item)
        if result is None:
            continue
        kinds = _KINDS[result.outcome]
        seats = ((result.first, result.second, kinds[0]), (result.second, result.first, kinds[1]))
        for index, (player, opponent, kind) in enumerate(seats):
            if player is None or kind is None:
                continue
            points = worth[kind] if result.points is None else result.points[index]
            sides.append(_Game(player, opponent, kind, points, result.round, result.outcome))
    return sides


def standings(
    results: Iterable[Pairing | Result], scoring: Scoring = Scoring(), tiebreaks: Sequence[str] = DEFAULT_TIEBREAKS
) -> tuple[Standing, ...]:
    """The standings table, best first.

    >>> table = standings([Pairing("Ann", "Bob", "red"), Pairing("Bob", "Cy", "blue/tb")])
    >>> [(s.rank, s.player, s.points) for s in table]
    [(1, 'Ann', 3), (2, 'Cy', 2), (3, 'Bob', 1)]
    """
    sides = _sides(results, scoring)
    points: dict[str, float] = defaultdict(float)
    counts: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(_COUNTED, 0))
    for side in sides:
        points[side.player] += side.points
        if side.kind in _COUNTED:
            counts[side.player][side.kind] += 1
    played = [side for side in sides if side.kind in _COUNTED and side.opponent is not None]
    values: dict[str, dict[str, float]] = {player: dict.fromkeys(TIEBREAKS, 0.0) for player in points}
    for side in played:
        assert side.opponent is not None
        mine = values[side.player]
        mine["buchholz"] += points[side.opponent]
        mine["sonneborn-berger"] += points[side.opponent] * side.points / max(_worth(scoring)["victories"], 1)
        if points[side.opponent] == points[side.player]:
            mine["head-to-head"] += side.points
    for player, mine in values.items():
        mine["wins"] = counts[player]["victories"]
        faced = sorted(points[s.opponent] for s in played if s.player == player and s.opponent is not None)
        mine["buchholz-cut-1"] = sum(faced[1:])

    def key(player: str) -> tuple[float, ...]:
        return (points[player], *(values[player][name] for name in tiebreaks))

    order = sorted(points, key=lambda p: (tuple(-v for v in key(p)), p))
    table: list[Standing] = []
    for index, player in enumerate(order):
        rank = table[-1].rank if table and key(order[index - 1]) == key(player) else index + 1
        tally = counts[player]
        table.append(
            Standing(
                rank,
                player,
                sum(1 for side in sides if side.player == player and side.opponent is not None),
                tally["victories"],
                tally["semi_victories"],
                tally["semi_defeats"],
                tally["defeats"],
                _number(points[player]),
                _number(values[player]["head-to-head"]),
                _number(values[player]["buchholz"]),
            )
        )
    return tuple(table)


def _number(value: float) -> float:
    """A whole number of points as an int (3, not 3.0), so tables and JSON stay as they were."""
    return int(value) if value == int(value) else value


def crosstable(results: Iterable[Pairing | Result], scoring: Scoring = Scoring()) -> Crosstable:
    """Players by players, each cell the rounds and points of the row player against the column player.

    >>> table = crosstable([Result(1, "Ann", "Bob", "first")])
    >>> table.players, table.cells[0][1]
    (('Ann', 'Bob'), (Cell(round=1, points=3, outcome='first'),))
    """
    sides = [side for side in _sides(results, scoring) if side.opponent is not None]
    players = tuple(sorted({side.player for side in sides}))
    place = {player: index for index, player in enumerate(players)}
    cells: list[list[list[Cell]]] = [[[] for _ in players] for _ in players]
    for side in sides:
        assert side.opponent is not None
        cells[place[side.player]][place[side.opponent]].append(Cell(side.round, _number(side.points), side.outcome))
    return Crosstable(players, tuple(tuple(tuple(cell) for cell in row) for row in cells))
