"""A tournament in one line: what ``tournament list`` shows of each tournament of a store.

Its name and games, its rounds paired and how many of them have every result,
its players, whether it is complete (no open item: the notion that makes
``standings`` and ``tournament show`` exit 3) and when it was last sealed
(specs/tournament.md, "Commands").
"""

from __future__ import annotations

import attrs

from admiralty.referee.tournament.accounting import Account
from admiralty.referee.tournament.matching import Line

UNMATCHED = "unmatched record"
"""The open item of a record that counts for no pairing: it leaves no round without its result."""


@attrs.frozen
class Overview:
    """One tournament of a store, as ``tournament list`` shows it.

    Args:
        name: the tournament's name.
        kinds: the games it is played at (its ledger's, else those of its games).
        rounds_paired: how many rounds have a pairing in force (of a tournament without a ledger: a game).
        rounds_with_results: how many of those have a result for every pairing.
        players: the players registered (without a ledger: those its games name).
        complete: no open item remains (``standings`` and ``tournament show`` exit 3 otherwise).
        last_sealed: when the newest seal covering it was made (of it, or of the whole store), None if never.
        seal: that seal's number, None if never sealed.
    """

    name: str
    kinds: tuple[str, ...]
    rounds_paired: int
    rounds_with_results: int
    players: int
    complete: bool
    last_sealed: str | None = None
    seal: int | None = None


def overview(found: Account[Line]) -> Overview:
    """``found`` in one line, not yet told when it was sealed (the store knows).

    >>> from admiralty.referee.tournament.accounting import account
    >>> overview(account("Open", None, [], lambda kind, result: None, lambda game: ()))
    Overview(name='Open', kinds=(), rounds_paired=0, rounds_with_results=0, players=0, complete=True, last_sealed=None, seal=None)
    """
    state = found.ledger
    waiting = {item.round for item in found.open if item.what != UNMATCHED}
    paired: set[int | None]
    if state is not None:
        paired, players, played = set(state.rounds), len(state.players), state.kinds
    else:
        paired = {each.round for each in found.results} | waiting
        seats = [(each.first, each.second) for each in found.results]
        seats += [(item.first, item.second) for item in found.open]
        players = len({name for pair in seats for name in pair if name is not None})
        played = tuple(sorted({game.summary.kind for game in found.games}))
    rounds = {number for number in paired if number is not None}
    return Overview(found.tournament, played, len(rounds), len(rounds - waiting), players, found.complete)
