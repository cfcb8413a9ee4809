"""The listing of ``admiralty games``: each game with its round from the tournament's ledger, and its filters."""

from __future__ import annotations

import attrs

from admiralty.store.accounting import account
from admiralty.store.database import EventStore
from admiralty.store.names import name_key
from admiralty.store.projections import GameSummary, games


def listed(store: EventStore, tournament: str | None) -> list[GameSummary]:
    """The listing of a tournament's games (every game when None), each with its round: its pairing's
    from the ledger, else its Round tag's, else the round given at import."""
    if tournament is None:
        return games(store)
    found = account(store, tournament)
    return [
        attrs.evolve(game.summary, round=str(game.round) if game.round else game.summary.round) for game in found.games
    ]


@attrs.frozen
class Selection:
    """What ``games`` filters on; None: anything.

    Args:
        round: the round (as listed).
        player: a player, by any spelling (:func:`store.names.name_key`).
        result: the result that stands (``red``, ``blue/tb``, ``green``, ``*``).
        valid: the verdict.
        kind: the game.
    """

    round: str | None = None
    player: str | None = None
    result: str | None = None
    valid: bool | None = None
    kind: str | None = None

    def __call__(self, game: GameSummary) -> bool:
        players = {name_key(name) for name in game.players}
        return (
            (self.round is None or game.round == self.round)
            and (self.player is None or name_key(self.player) in players)
            and (self.result is None or game.result == self.result)
            and (self.valid is None or game.valid == self.valid)
            and (self.kind is None or game.kind == self.kind)
        )
