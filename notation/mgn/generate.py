"""Random legal MAD games, for tests and benchmarks. Deterministic for a seed.

Randomness lives here, never in the referee: the generator draws from an
explicit ``random.Random(seed)``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from admiralty.notation.mgn.record import GameRecord, Line, PlayedTurn
from admiralty.referee.mad import Rules, apply, decide, legal_turns, start


def random_game(rng: random.Random, rules: Rules, index: int = 1, max_turns: int = 400) -> GameRecord[PlayedTurn]:
    """Play uniformly random legal turns until the game ends (or ``max_turns``)."""
    state = start(rules)
    turns: list[PlayedTurn] = []
    while state.outcome is None and len(turns) < max_turns:
        (event,) = decide(state, rng.choice(legal_turns(state)))
        after = apply(state, event)
        turns.append(PlayedTurn(event, state, after))
        state = after
    tags = (("Event", "Generated"), ("Round", str(index)), ("Red", "Random Red"), ("Blue", "Random Blue"))
    return GameRecord(tags, start(rules), Line(tuple(turns)), state)


def random_games(
    seed: int, count: int, rules: Rules = Rules(), max_turns: int = 400
) -> Iterator[GameRecord[PlayedTurn]]:
    """``count`` random games from ``seed``, each played when asked for (one game held at a
    time, so ``generate`` runs in constant memory): the same seed gives the same games.

    >>> [len(game.main.turns) for game in random_games(7, 3)] == [len(game.main.turns) for game in random_games(7, 3)]
    True
    """
    rng = random.Random(seed)
    return (random_game(rng, rules, index, max_turns) for index in range(1, count + 1))
