"""Seeded random Rigadoon games, played with :func:`referee.rigadoon.legal.legal_actions`.

Randomness lives here, outside the referee: every game is a pure function of
its seed. A game is the list of its actions; the generator changes the wind
at random, and at the latest before the action after which no ship at sea owes
one, so that the turn can end (RIG-WIND). It stops a game that reaches
``max_turns`` or, should it happen, a position without legal action.
"""

from __future__ import annotations

import random

from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE
from admiralty.referee.rigadoon.actions import Action, ChangeWind, EndTurn
from admiralty.referee.rigadoon.legal import legal_actions
from admiralty.referee.rigadoon.rules import owes_action, play
from admiralty.referee.rigadoon.state import Fleet, State, start
from admiralty.referee.rigadoon.wind import Direction


def opening(rng: random.Random) -> State:
    """A random start on the default board: first fleet, opening wind, cards or die (RIG-SETUP)."""
    return start(DEFAULT_BOARD, WIND_TABLE, rng.choice(list(Fleet)), rng.choice(list(Direction)), rng.random() < 0.3)


def _owing(after: State) -> bool:
    """Whether, in ``after``, a ship at sea still owes an action or the game is over."""
    return after.outcome is not None or any(owes_action(after, ship) for ship in after.fleet_ships(after.fleet))


def _choose(rng: random.Random, state: State, actions: tuple[Action, ...]) -> tuple[Action, State | None]:
    """A random action, and the state after it if that was needed to choose; the wind changes at random,
    and at the latest before the action after which no ship at sea owes one (a later change would be the
    last, RIG-WIND)."""
    winds = [a for a in actions if isinstance(a, ChangeWind)]
    if winds and rng.random() < 0.3:
        return rng.choice(winds), None
    if EndTurn() in actions:
        return EndTurn(), None
    others = [a for a in actions if not isinstance(a, ChangeWind)]
    if not others:
        return rng.choice(winds), None
    action = rng.choice(others)
    if not winds:
        return action, None
    after = play(state, action)[1]
    if not _owing(after):
        return rng.choice(winds), None
    return action, after


def random_game(seed: int, max_turns: int = 40) -> tuple[State, list[Action], State]:
    """Play one random legal game.

    Returns:
        The start, the actions played, and the final state (over, out of turns, or
        stuck with no legal action).
    """
    rng = random.Random(seed)
    initial = state = opening(rng)
    actions: list[Action] = []
    while state.outcome is None and state.turn <= max_turns:
        legal = legal_actions(state)
        if not legal:
            break
        action, after = _choose(rng, state, legal)
        actions.append(action)
        state = play(state, action)[1] if after is None else after
    return initial, actions, state


def random_games(seed: int, count: int, max_turns: int = 40) -> list[list[Action]]:
    """The actions of ``count`` random games, the i-th played from seed ``seed + i``."""
    return [random_game(seed + i, max_turns)[1] for i in range(count)]
