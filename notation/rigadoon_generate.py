"""Seeded random Rigadoon games, played with :func:`referee.rigadoon.legal.legal_actions`.

Randomness lives here, outside the referee: every game is a pure function of
its seed. A game is the list of its actions; the generator changes the wind
early enough that the turn can always end (RIG-WIND), and stops a game that
reaches ``max_turns``.
"""

from __future__ import annotations

import random

from referee.rigadoon.actions import Action, ChangeWind, EndTurn
from referee.rigadoon.defaults import DEFAULT_BOARD, WIND_TABLE
from referee.rigadoon.legal import legal_actions
from referee.rigadoon.reducer import replay
from referee.rigadoon.rules import decide, owes_action
from referee.rigadoon.state import Fleet, State, start
from referee.rigadoon.wind import Direction


def opening(rng: random.Random) -> State:
    """A random start on the default board: first fleet, opening wind, cards or die (RIG-SETUP)."""
    return start(DEFAULT_BOARD, WIND_TABLE, rng.choice(list(Fleet)), rng.choice(list(Direction)), rng.random() < 0.3)


def _choose(rng: random.Random, state: State, actions: tuple[Action, ...]) -> Action:
    """A random action, changing the wind while at most one ship still owes an action."""
    winds = [a for a in actions if isinstance(a, ChangeWind)]
    if winds:
        owing = sum(owes_action(state, ship) for ship in state.fleet_ships(state.fleet))
        if owing <= 1 or rng.random() < 0.3:
            return rng.choice(winds)
    if EndTurn() in actions:
        return EndTurn()
    others = [a for a in actions if not isinstance(a, ChangeWind)]
    return rng.choice(others or winds)


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
        action = _choose(rng, state, legal)
        actions.append(action)
        state = replay(state, decide(state, action))
    return initial, actions, state


def random_games(seed: int, count: int, max_turns: int = 40) -> list[list[Action]]:
    """The actions of ``count`` random games, the i-th played from seed ``seed + i``."""
    return [random_game(seed + i, max_turns)[1] for i in range(count)]
