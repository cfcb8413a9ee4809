"""The crosstable: every player against every other, each result from the row player's side, with its round.

Marks are those of chess crosstables, with MAD's semi-results: ``W`` a full
victory, ``w`` a semi-victory (tie-break), ``l`` a semi-defeat, ``L`` a
defeat, ``+`` a forfeit win, ``-`` a forfeit loss (either side's or both),
``B`` a bye, which has its own column (specs/arbiter.md, "Crosstable").
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence

import attrs

from admiralty.referee.tournament.results import Result, Scoring, scores

MARKS = {
    "victory": "W",
    "semi_victory": "w",
    "semi_defeat": "l",
    "defeat": "L",
    "forfeit_win": "+",
    "forfeit_loss": "-",
    "bye": "B",
}
"""The crosstable mark of each Scoring field."""


@attrs.frozen
class Cell:
    """One result from the row player's side: its round, mark (:data:`MARKS`), points and source."""

    round: int | None
    mark: str
    points: float
    source: str


@attrs.frozen
class Row:
    """One player's row: a tuple of cells against each player of the crosstable, in its order
    (empty where they did not meet, and in the player's own column), the byes, the total points."""

    player: str
    cells: tuple[tuple[Cell, ...], ...]
    byes: tuple[Cell, ...]
    total: float


@attrs.frozen
class Crosstable:
    """Players by players: ``rows[i].cells[j]`` holds the results of ``players[i]`` against ``players[j]``;
    ``ranked_by``, the legend of the standings whose order it follows (short names, :func:`referee.tournament.
    tiebreak_names.legend`), empty when it follows no standings."""

    players: tuple[str, ...]
    rows: tuple[Row, ...]
    ranked_by: tuple[str, ...] = ()


def _in_round_order(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """Cells by round, results outside any round last; the same cells in any input order give the same tuple."""
    return tuple(sorted(cells, key=lambda c: (c.round is None, c.round or 0, c.mark, c.points, c.source)))


def crosstable(results: Iterable[Result], scoring: Scoring = Scoring(), order: Sequence[str] = ()) -> Crosstable:
    """The crosstable of ``results``: players in ``order`` (the standings' order, say), then the others by name.

    >>> table = crosstable([Result(1, "Ann", "Bob", "first/tb"), Result(2, "Ann", None, "bye")])
    >>> [(row.player, [[c.mark for c in cell] for cell in row.cells], len(row.byes), row.total) for row in table.rows]
    [('Ann', [[], ['w']], 1, 5), ('Bob', [['l'], []], 0, 1)]
    """
    met: dict[tuple[str, str | None], list[Cell]] = defaultdict(list)
    totals: dict[str, float] = defaultdict(int)
    for result in results:
        for score in scores(result, scoring):
            totals[score.player] += score.points
            opponent = None if score.category == "bye" else score.opponent
            met[score.player, opponent].append(Cell(score.round, MARKS[score.category], score.points, score.source))
    listed = [player for player in dict.fromkeys(order) if player in totals]
    listed += sorted(totals.keys() - set(listed))
    rows = tuple(
        Row(
            player,
            tuple(_in_round_order(met.get((player, other), ())) for other in listed),
            _in_round_order(met.get((player, None), ())),
            totals[player],
        )
        for player in listed
    )
    return Crosstable(tuple(listed), rows)
