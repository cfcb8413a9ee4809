"""The standings projection's values: each tournament's standings (:meth:`referee.tournament.accounting.Account.
ranked`) as plain rows, one per player, and the value of each tie-break of the tournament's order as one row
per player and tie-break, so that one shape holds every order (specs/store.md, "The standings projection").

Ranking needs the tie-breaks of the FIDE regulations (C.07), which SQL cannot compute from the ledger: the store
keeps them as a projection beside the account's (``standing_rows``, ``tiebreak_rows``, read by the ``standings``
and ``standing_tiebreaks`` views), written in the same transactions (:mod:`store.account_projection`) and
checked by ``verify`` in the same way.
"""

from __future__ import annotations

import attrs

from admiralty.referee.tournament.accounting import Account
from admiralty.referee.tournament.matching import Line
from admiralty.referee.tournament.standings import TIEBREAK_FIELDS
from admiralty.referee.tournament.tiebreak_names import SHORT_NAMES


@attrs.frozen
class StandingRow:
    """A player's line of a tournament's standings, as ``standings --tournament --format json`` gives it.

    Args:
        tournament: the tournament.
        line: its place in the standings (1: first), which ``rank`` shares with players level on everything.
        rank: the player's rank (level players share one: 1, 1, 3).
        player: the player (an id when registered).
        name: the player's display name (the player as given when not registered).
        points: their points (whole points as an integer).
        games: the games played on the board.
        victories: full victories.
        semi_victories: semi-victories (MAD-TIEBREAK).
        semi_defeats: semi-defeats.
        defeats: defeats.
        forfeit_wins: rounds won by forfeit.
        forfeit_losses: rounds lost by forfeit.
        byes: byes.
        withdrawn: the round the player withdrew from, None while they play on.
    """

    tournament: str
    line: int
    rank: int
    player: str
    name: str
    points: float
    games: int
    victories: int
    semi_victories: int
    semi_defeats: int
    defeats: int
    forfeit_wins: int
    forfeit_losses: int
    byes: int
    withdrawn: int | None


@attrs.frozen
class TiebreakRow:
    """The value of one tie-break of the tournament's order for one player of its standings.

    Args:
        tournament: the tournament.
        line: the player's line in the standings (:attr:`StandingRow.line`).
        position: the tie-break's place in the tournament's order (1: the first after the points).
        tiebreak: its name (``head-to-head``, ``buchholz``...).
        short_name: its FIDE short name (``DE``, ``BH``...), as the standings' headings and legend give it.
        value: the player's value (whole values as an integer).
    """

    tournament: str
    line: int
    position: int
    tiebreak: str
    short_name: str
    value: float


def standing_rows(found: Account[Line]) -> tuple[list[StandingRow], list[TiebreakRow]]:
    """The standings of an account, best first, and the value of each tie-break of its order for each player."""
    table, _ = found.ranked()
    names = found.display_names
    players = [
        StandingRow(
            found.tournament,
            line,
            each.rank,
            each.player,
            names.get(each.player, each.player),
            each.points,
            each.games,
            each.victories,
            each.semi_victories,
            each.semi_defeats,
            each.defeats,
            each.forfeit_wins,
            each.forfeit_losses,
            each.byes,
            each.withdrawn,
        )
        for line, each in enumerate(table, start=1)
    ]
    values = [
        TiebreakRow(found.tournament, line, position, name, SHORT_NAMES[name], getattr(each, TIEBREAK_FIELDS[name]))
        for line, each in enumerate(table, start=1)
        for position, name in enumerate(found.tiebreaks, start=1)
    ]
    return players, values
