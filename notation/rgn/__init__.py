"""Reading and writing Rigadoon game records: RGN (specs/rgn.md) and RFEN positions.

>>> game = parse_game("1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 *")
>>> game.valid, game.turns, len(game.actions)
(True, 1, 6)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator

from admiralty.notation.judging import first_game
from admiralty.notation.reader import read_games
from admiralty.notation.rgn.generate import random_game
from admiralty.notation.rgn.judge import RigadoonBuilder, RigadoonReferee
from admiralty.notation.rgn.record import PlayedAction, RigadoonRecord
from admiralty.notation.tokens import RGN
from admiralty.referee.rigadoon import Action, EndTurn, State, decide, replay


def read_records(lines: Iterable[str]) -> Iterator[RigadoonRecord]:
    """Every game of an RGN text, as records holding their actions and verdicts."""
    return read_games(lines, RigadoonBuilder, RGN)


def read_verdicts(lines: Iterable[str]) -> Iterator[RigadoonRecord]:
    """Every game of an RGN text, judged in constant memory: records without their actions."""
    return read_games(lines, RigadoonReferee, RGN)


def parse_game(text: str) -> RigadoonRecord:
    """The first game of an RGN text.

    Raises:
        AdmiraltyError: the text holds no game, or the game's first error.
    """
    return first_game(read_records(text.splitlines()), RGN)


def record_of(start: State, actions: list[Action], tags: tuple[tuple[str, str], ...] = ()) -> RigadoonRecord:
    """The record of legal ``actions`` played from ``start`` (each judged again).

    Raises:
        AdmiraltyError: an action is not legal where it is played.
    """
    state, played, turns, acted = start, [], 0, False
    for action in actions:
        events = decide(state, action)
        after = replay(state, events)
        played.append(PlayedAction(action, events, state, after))
        turns += not acted and not isinstance(action, EndTurn)
        acted = not isinstance(action, EndTurn)
        state = after
    return RigadoonRecord(tags, start, tuple(played), state, turns)


def game_seeds(seed: int) -> Iterator[int]:
    """The seed of each game that ``generate --seed`` plays: the first is ``seed``, the others are drawn
    from ``random.Random(seed)``, so nearby seeds give unrelated games (``seed + i`` made game 2 of
    ``--seed 1`` game 1 of ``--seed 2``), and game 1 stays :func:`random_game` of ``seed``.

    >>> first, second = game_seeds(1), game_seeds(2)
    >>> next(first), next(second), next(first) != 2
    (1, 2, True)
    """
    draw = random.Random(seed)
    yield seed
    while True:
        yield draw.getrandbits(64)


def random_records(seed: int, count: int, max_turns: int = 40) -> Iterator[RigadoonRecord]:
    """``count`` random legal games (:mod:`notation.rgn.generate`), from the seeds of :func:`game_seeds`,
    each played when asked for (one game held at a time).

    >>> [game.final for game in random_records(3, 2, 4)] == [game.final for game in random_records(3, 2, 4)]
    True
    """
    for index, game_seed in zip(range(count), game_seeds(seed)):
        start, actions, _ = random_game(game_seed, max_turns)
        tags = (("Event", "Generated"), ("Round", str(index + 1)), ("Blue", "Random Blue"), ("Green", "Random Green"))
        yield record_of(start, actions, tags)
