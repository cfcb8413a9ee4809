"""The results that count in the standings, one per pairing, and the points they give.

A :class:`Result` says who sat in the first and the second seat (MAD's Red and
Blue, Rigadoon's Blue and Green) and how the pairing ended, from the first
seat's side: a full victory (corvette, or any Rigadoon win), a semi-victory by
tie-break (MAD-TIEBREAK), a win by forfeit, a double forfeit, or a bye. Each
result gives each player a :class:`Score`: the points, the crosstable mark, and
whether the game was played on the board, which the tie-breaks ask
(specs/arbiter.md, "Standings").
"""

from __future__ import annotations

import attrs

from admiralty.referee.tournament.outcome_names import OUTCOMES

SOURCES = ("record", "adjudication", "decision", "forfeit", "bye", "result sheet", "late entry")
"""Where a result comes from, kept for traceability."""

PLAYED = frozenset(OUTCOMES[:4])
"""The outcomes of a game played on the board (a record's, an adjudication's or a decision's)."""


def _victory_points(scoring: Scoring) -> float:
    return scoring.victory


def whole(points: float) -> float:
    """Points as written: a whole number as an int (``3``, not ``3.0``), so that tables, CSV and JSON
    show the points a scoring file or a decision gave, however they were read (TOML, the ledger's JSON).

    >>> whole(3.0), whole(2.5)
    (3, 2.5)
    """
    return int(points) if float(points).is_integer() else points


def _both_whole(points: tuple[float, float] | None) -> tuple[float, float] | None:
    return None if points is None else (whole(points[0]), whole(points[1]))


@attrs.frozen
class Scoring:
    """Points per outcome; the default is 3, 2, 1, 0, and a forfeit win or a bye is worth a victory.

    Args:
        victory: a full victory (MAD: the opponent's corvette in exile; any Rigadoon win).
        semi_victory: a win by tie-break (MAD-TIEBREAK).
        semi_defeat: a loss by tie-break.
        defeat: a full defeat.
        forfeit_win: a win because the opponent forfeited (by default a victory's points).
        forfeit_loss: a loss by forfeit, either side's or both (by default 0).
        bye: a round without an opponent (by default a victory's points).
        late_entry: each round a late entrant missed (``tournament player add --from-round N``); 0 (the
            default): no result for those rounds.
    """

    victory: float = attrs.field(default=3, converter=whole)
    semi_victory: float = attrs.field(default=2, converter=whole)
    semi_defeat: float = attrs.field(default=1, converter=whole)
    defeat: float = attrs.field(default=0, converter=whole)
    forfeit_win: float = attrs.field(default=attrs.Factory(_victory_points, takes_self=True), converter=whole)
    forfeit_loss: float = attrs.field(default=0, converter=whole)
    bye: float = attrs.field(default=attrs.Factory(_victory_points, takes_self=True), converter=whole)
    late_entry: float = attrs.field(default=0, converter=whole)


MOST_POINTS = 1000
"""The most points one result may give a player, and the most a penalty may take away: more is a
slip (``1e400``, ``99999999999999999999``), and the tie-breaks' sums and products of points stay exact."""

POINTS_RULE = f"points are a number from 0 to {MOST_POINTS}, or down to -{MOST_POINTS} for a loss by forfeit, a penalty"
"""What :func:`fit_points` asks, in a message's words."""


def fit_points(category: str, points: object) -> bool:
    """Whether ``points`` can be the points of the :class:`Scoring` field ``category``: a finite number (not a
    truth value) from 0 to :data:`MOST_POINTS`, or from ``-MOST_POINTS`` for ``forfeit_loss``, a penalty for
    not turning up (specs/arbiter.md, "Standings").

    >>> fit_points("victory", 3), fit_points("forfeit_loss", -1), fit_points("victory", -1)
    (True, True, False)
    >>> fit_points("victory", float("nan")), fit_points("bye", float("inf")), fit_points("victory", "5")
    (False, False, False)
    """
    if isinstance(points, bool) or not isinstance(points, int | float):
        return False
    least = -MOST_POINTS if category == "forfeit_loss" else 0
    return least <= points <= MOST_POINTS  # NaN is neither


@attrs.frozen
class Result:
    """One pairing's result that counts in the standings (one per pairing, exactly once).

    Args:
        round: the round number (None: a game outside any declared round).
        first: the player of the first seat (MAD Red, Rigadoon Blue), or the bye's player.
        second: the player of the second seat (MAD Blue, Rigadoon Green); None for a bye.
        outcome: one of :data:`OUTCOMES`, from the first seat's side.
        source: one of :data:`SOURCES`, for traceability.
        points: the points of the first and second seat given by an arbiter's decision
            (a bye's second is ignored); None: from the :class:`Scoring`.
    """

    round: int | None
    first: str
    second: str | None
    outcome: str = attrs.field(validator=attrs.validators.in_(OUTCOMES))
    source: str = attrs.field(default="record", validator=attrs.validators.in_(SOURCES))
    points: tuple[float, float] | None = attrs.field(default=None, converter=_both_whole)


@attrs.frozen
class Score:
    """One player's side of a result.

    Args:
        player: the player.
        opponent: the opponent, None for a bye.
        round: the result's round.
        category: the :class:`Scoring` field that gives the points (``victory``, ``forfeit_loss``...).
        points: the points scored.
        played: whether the game was played on the board (not a forfeit or a bye).
        first: whether the player sat in the first seat.
        source: the result's source.
    """

    player: str
    opponent: str | None
    round: int | None
    category: str
    points: float
    played: bool
    first: bool
    source: str


_CATEGORIES: dict[str, tuple[str, str]] = {
    "first": ("victory", "defeat"),
    "second": ("defeat", "victory"),
    "first/tb": ("semi_victory", "semi_defeat"),
    "second/tb": ("semi_defeat", "semi_victory"),
    "first/forfeit": ("forfeit_win", "forfeit_loss"),
    "second/forfeit": ("forfeit_loss", "forfeit_win"),
    "double-forfeit": ("forfeit_loss", "forfeit_loss"),
    "bye": ("bye", "bye"),
}
"""Each outcome's Scoring field for the first and the second seat."""


def categories(outcome: str) -> tuple[str, str]:
    """The :class:`Scoring` fields of the first and the second seat's points for ``outcome``.

    >>> categories("first/forfeit")
    ('forfeit_win', 'forfeit_loss')
    """
    return _CATEGORIES[outcome]


def scores(result: Result, scoring: Scoring) -> tuple[Score, ...]:
    """Each player's side of ``result``: two scores, or one for a bye.

    >>> [(s.player, s.category, s.points) for s in scores(Result(1, "Ann", "Bob", "second/tb"), Scoring())]
    [('Ann', 'semi_defeat', 1), ('Bob', 'semi_victory', 2)]
    """
    played = result.outcome in PLAYED
    seats = [(result.first, result.second, True)]
    if result.second is not None and result.outcome != "bye":
        seats.append((result.second, result.first, False))
    return tuple(
        Score(
            player,
            opponent,
            result.round,
            category,
            getattr(scoring, category) if result.points is None else result.points[index],
            played,
            first,
            result.source,
        )
        for index, ((player, opponent, first), category) in enumerate(zip(seats, categories(result.outcome)))
    )


def result_of(kind_result: str, winners: tuple[str, str]) -> str | None:
    """The outcome of a game's own result, or None for an unfinished game (``*``), which does not count.

    ``winners`` are the game's result words for the first and the second seat's
    victory (MAD's ``red`` and ``blue``, Rigadoon's ``blue`` and ``green``).

    >>> result_of("blue/tb", ("red", "blue")), result_of("blue", ("blue", "green")), result_of("*", ("red", "blue"))
    ('second/tb', 'first', None)
    """
    winner, _, how = kind_result.partition("/")
    if winner not in winners:
        return None
    side = "first" if winner == winners[0] else "second"
    return f"{side}/{how}" if how else side
