"""The listing of ``admiralty games``: each game as ruled (:mod:`store.ruled`) with its round from the
tournament's ledger, and its filters."""

from __future__ import annotations

import functools

import attrs

from admiralty.notation.spellings import spelling_key
from admiralty.referee.tournament.names import nearest_key
from admiralty.referee.wording import quoted
from admiralty.store.accounts import account
from admiralty.store.projections import GameSummary, games
from admiralty.store.recorder import Recorder
from admiralty.store.ruled import Rulings, all_rulings, ruled_line


def as_ruled(store: Recorder, rulings: Rulings, line: GameSummary) -> GameSummary:
    """The listing ``line`` as ruled by every tournament's standing decisions: read with a correction an
    arbiter accepted (:func:`store.ruled.ruled_line`), marked excluded when an arbiter excluded it."""
    line = ruled_line(store, line, rulings)
    return attrs.evolve(line, excluded=True) if line.id in rulings.excluded else line


def listed(store: Recorder, tournament: str | None, chosen: Selection | None = None) -> list[GameSummary]:
    """The listing of a tournament's games (every game when None), each with its round: its pairing's
    from the ledger, else its Round tag's, else the round given at import; only those ``chosen``
    selects, a player found by any spelling the tournament's ledger registers."""
    chosen = chosen or Selection()
    if tournament is None:
        return [
            game for game in map(functools.partial(as_ruled, store, all_rulings(store)), games(store)) if chosen(game)
        ]
    found = account(store, tournament)
    if found.ledger is not None:
        chosen = attrs.evolve(chosen, spellings=found.ledger.spellings)
    rounded = (
        attrs.evolve(game.summary, round=str(game.round) if game.round else game.summary.round) for game in found.games
    )
    return [game for game in rounded if chosen(game)]


def nobody(store: Recorder, tournament: str | None, player: str) -> str | None:
    """The sentence saying that ``player`` is nobody of the listing (no game's player, no registered one), with
    the nearest player ("did you mean", with their id when registered); None when ``player`` is somebody, so an
    empty listing of theirs is only empty."""
    if listed(store, tournament, Selection(player=player)):
        return None
    ledger = account(store, tournament).ledger if tournament is not None else None
    if ledger is not None and ledger.named(player) is not None:
        return None
    names: dict[str, str] = {}
    for name in (name for game in listed(store, tournament) for name in game.players):
        names.setdefault(spelling_key(name), name)  # as first spelled
    if ledger is not None:
        names |= {key: f"{ledger.players[id].name} (id {id})" for key, id in ledger.spellings.items()}
    close = nearest_key(spelling_key(player), names)
    hint = f": did you mean {names[close]}?" if close is not None else "."
    return f"No game has the player {quoted(player)}{hint}"


@attrs.frozen
class Selection:
    """What ``games`` filters on; None: anything.

    Args:
        round: the round (as listed).
        player: a player, by any spelling (:func:`notation.spellings.spelling_key`).
        result: the result that stands (``red``, ``blue/tb``, ``green``, ``*``).
        valid: the verdict.
        kind: the game.
        spellings: a tournament's registered spellings (:attr:`referee.tournament.ledger.Ledger.spellings`): a
            player's id, name or alias then finds the games played under any of them.
    """

    round: str | None = None
    player: str | None = None
    result: str | None = None
    valid: bool | None = None
    kind: str | None = None
    spellings: dict[str, str] = attrs.field(factory=dict, eq=False)

    def _who(self, name: str) -> str:
        """The player ``name`` spells: a registered player's id, else the name's key."""
        key = spelling_key(name)
        return self.spellings.get(key, key)

    def __call__(self, game: GameSummary) -> bool:
        return (
            (self.round is None or game.round == self.round)
            and (self.player is None or self._who(self.player) in {self._who(name) for name in game.players})
            and (self.result is None or game.result == self.result)
            and (self.valid is None or game.valid == self.valid)
            and (self.kind is None or game.kind == self.kind)
        )
