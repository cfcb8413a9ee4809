"""What each game an import brings does in its tournament (specs/tournament.md, "What import says").

The tournament's ledger and games are read and placed once, before the first file is stored
(:func:`store.accounts.tournament_games`); then each game arriving is placed alone and added to them, so that
an import of N games into a tournament of T says where each went in T + N steps, not N x T, and a game
arriving twice in one batch is told a duplicate of the first.
"""

from __future__ import annotations

from collections.abc import Iterable

from admiralty.referee.tournament.arrivals import Arrival, arrival, standing, unmatched_note
from admiralty.referee.tournament.ledger import Ledger, Pair
from admiralty.referee.tournament.matching import GameLine, TournamentGame, placed
from admiralty.store.accounts import identity_keys_of, load, tournament_games
from admiralty.store.recorder import Recorder
from admiralty.store.summaries import GameSummary


class Arrivals:
    """A tournament's games as one import goes: those stored before, then each game it brings, added as it is
    placed. The tally of one command, kept up to date by :meth:`arrived`, not a value.

    >>> from admiralty.store import EventStore, import_file
    >>> store = EventStore.open(":memory:")
    >>> arrivals = Arrivals(store, "Open")
    >>> first = import_file(store, "a.mgn", b"1. 211c2-c4 *\\n", "2026-11-27T05:00:00+00:00", "Open")
    >>> again = import_file(store, "b.mgn", b"1. 211c2-c4 {the same} *\\n", "2026-11-27T05:01:00+00:00", "Open")
    >>> [each.note for each in arrivals.of(store, first.games + again.games)]
    ['the tournament has no ledger: the game is its own pairing', 'duplicates game 1 (the same game submitted again): it counts once; the tournament has no ledger: the game is its own pairing']
    """

    def __init__(self, store: Recorder, tournament: str) -> None:
        self.state = load(store, tournament)
        self.standing = standing(self.state)
        self.keys: dict[str, int] = {}
        """Each identity key of the tournament's games, to the first game with it."""
        self.records: dict[Pair, dict[str, int]] = {}
        """Each pairing's records: their identity keys, to the first game of each."""
        self.said: dict[tuple[str, tuple[str, str], str | None, Pair | None], str] = {}
        """Why a game is unmatched, by its kind, players, matching note and own pairing (:meth:`_unmatched`)."""
        for game in tournament_games(store, tournament, self.state):
            self._add(game)

    def _unmatched(self, state: Ledger | None, game: TournamentGame[GameLine]) -> str:
        """Why ``game`` is unmatched (:func:`referee.tournament.arrivals.unmatched_note`), said once for each game
        kind, players and matching note: finding the nearest registered player to a misspelt one is the costly
        part, and an import's games name the same few players."""
        seen = (game.summary.kind, game.summary.players, game.note, game.pair)
        if seen not in self.said:
            self.said[seen] = unmatched_note(state, game)
        return self.said[seen]

    def _add(self, game: TournamentGame[GameSummary]) -> None:
        self.keys.setdefault(game.key, game.summary.id)
        if game.pair is not None:
            self.records.setdefault(game.pair, {}).setdefault(game.key, game.summary.id)

    def arrived(self, line: GameSummary, key: str) -> Arrival:
        """What the game of listing line ``line`` and identity ``key`` does in the tournament; it is then one of
        its games."""
        (game,) = placed(self.state, [line], {line.id: key}, ())
        others = self.records.get(game.pair, {}) if game.pair is not None else {}
        made = arrival(
            self.standing,
            game,
            self.keys.get(key),
            tuple(first for each, first in others.items() if each != key),
            self._unmatched,
        )
        self._add(game)
        return made

    def of(self, store: Recorder, games: Iterable[int]) -> tuple[Arrival, ...]:
        """What each stored game of ``games`` (an import's, in order) does in the tournament."""
        ids = list(games)
        keys = identity_keys_of(store, ids)
        lines = [store.summary(game_id) for game_id in ids]
        return tuple(self.arrived(line, keys[line.id]) for line in lines if line is not None)
