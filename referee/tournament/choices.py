"""The arbiter's choice in a discrepancy (``tournament choose``): one of a pairing's different records.

A choice is made only where there is one to make: the game chosen must be a
record of a pairing that has two records or more whose turns differ
(specs/tournament.md, "Duplicates and discrepancies"). Two submissions of one
game are one record, so they leave nothing to choose.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NoReturn

from admiralty.referee.tournament.matching import Line, TournamentGame, records
from admiralty.referee.violation import violation


def refuse_nothing_to_choose(tournament: str, games: Sequence[TournamentGame[Line]], game: int) -> None:
    """Refuse the choice of stored game ``game`` when it has nothing to choose between: ``games`` are the
    tournament's, as :func:`referee.tournament.matching.placed` places them; the ledger's own checks
    (:func:`referee.tournament.checks.check`) come after.

    Raises:
        AdmiraltyError: STORE-LEDGER when the chosen game is not the tournament's, counts for no
            pairing, or is its pairing's only record (a discrepancy, whether the arbiter chose already or not,
            has two records or more).
    """
    found = next((each for each in games if each.summary.id == game), None)
    if found is None:
        _nothing(f"Game {game} is not a game of {tournament}")
    pair = found.pair
    if pair is None:
        _nothing(f"Game {game} counts for no pairing (attach it first: tournament attach)")
    if len(records(games)[pair]) < 2:
        _nothing(f"Game {game} is the only record of round {pair.round}, {pair.first} - {pair.second}")


def _nothing(why: str) -> NoReturn:
    raise violation(
        "STORE-LEDGER",
        f"{why}: there is no discrepancy to resolve. tournament choose picks one of a pairing's"
        " records whose turns differ.",
    )
