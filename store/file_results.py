"""The standings results of record files (specs/arbiter.md, "Standings"): one result per valid finished
game, the spellings of one name as one player, and the games left out named: an invalid game, and a
game whose two seats name one player.

An invalid game broke a rule and has no result to count; a tournament lists its
record as an open item, files name it (:class:`InvalidGame`).

Files register no players, so :func:`store.projections.spelled_alike` takes the
spellings of a name for one player; a game whose seats are then one player
(``Anne Morgan`` against ``Morgan, Anne``, or ``G. Riou`` against ``g. riou``)
would count a victory and a defeat for the same person. As a pairing of a
player against themselves is refused (STORE-LEDGER), such a game counts for
no one and is named instead.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import attrs

from admiralty.notation.kinds import GameKind
from admiralty.notation.spellings import spelling_key
from admiralty.notation.verdict import Verdict
from admiralty.referee.tournament.names import one_player
from admiralty.referee.tournament.standings import Result
from admiralty.referee.violation import Violation
from admiralty.referee.wording import quoted
from admiralty.store.projections import game_result, spelled_alike


@attrs.frozen
class OnePlayer:
    """A valid finished game of a file whose two seats name one player: it counts for no one.

    Args:
        file: the record file.
        index: the game's place in it, from 1.
        seats: its seat tags (``Red``, ``Blue``; ``Blue``, ``Green``) and their values.
    """

    file: str
    index: int
    seats: tuple[tuple[str, str], tuple[str, str]]

    @property
    def message(self) -> str:
        """The finding in words, with the rule id of the refused self-pairing."""
        (first, one), (second, other) = self.seats
        return (
            f"{self.file} game {self.index}: {first} {quoted(one)} and {second} {quoted(other)} name one player, who cannot"
            " be paired against themselves (STORE-LEDGER): the game is left out of the standings."
        )


@attrs.frozen
class InvalidGame:
    """An invalid game of a file: it broke a rule, so it counts for no one.

    Args:
        file: the record file.
        index: the game's place in it, from 1.
        error: the first rule it broke.
    """

    file: str
    index: int
    error: Violation

    @property
    def message(self) -> str:
        """The finding in words: the first broken rule, as ``validate`` writes it."""
        return f"{self.file} game {self.index}: INVALID {self.error.placed} The game is left out of the standings."


@attrs.frozen
class FileResults:
    """The results that count, and the games left out (invalid, or their seats naming one player), in order."""

    results: tuple[Result, ...]
    left_out: tuple[InvalidGame | OnePlayer, ...]


def file_results(games: Iterable[tuple[GameKind, Any, Verdict]]) -> FileResults:
    """The standings results of judged record games (each with its kind and verdict), in order."""
    found: list[Result] = []
    left_out: list[InvalidGame | OnePlayer] = []
    for kind, record, verdict in games:
        if not verdict.valid:
            left_out.append(InvalidGame(verdict.file, verdict.index, verdict.errors[0]))
            continue
        players = kind.players(record)
        result = game_result(kind, players, verdict.result, record.tag("Round"))
        if result is None:
            continue
        if one_player(players, spelling_key):
            first, second = kind.seats
            left_out.append(OnePlayer(verdict.file, verdict.index, ((first, players[0]), (second, players[1]))))
        else:
            found.append(result)
    return FileResults(tuple(spelled_alike(found)), tuple(left_out))
