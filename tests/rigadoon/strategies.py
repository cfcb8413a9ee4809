"""Hypothesis strategies for Rigadoon: seeded random legal games and their states."""

from __future__ import annotations

import attrs
from hypothesis import strategies as st

from admiralty.notation.rgn.generate import random_game
from admiralty.referee.rigadoon.reducer import apply
from admiralty.referee.rigadoon.rules import decide
from admiralty.referee.rigadoon.state import State


@attrs.frozen
class Game:
    """A random game: its start, actions, events (one tuple per action) and states after each action."""

    initial: State
    actions: tuple
    events: tuple[tuple, ...]
    states: tuple[State, ...]


def play_game(seed: int, max_turns: int) -> Game:
    initial, actions, _ = random_game(seed, max_turns)
    state, logs, states = initial, [], []
    for action in actions:
        events = decide(state, action)
        for event in events:
            state = apply(state, event)
        logs.append(events)
        states.append(state)
    return Game(initial, tuple(actions), tuple(logs), tuple(states))


seeds = st.integers(min_value=0, max_value=2**32 - 1)
games = st.builds(play_game, seeds, st.just(8))
"""Random legal games of at most 8 turns."""

long_games = st.builds(play_game, seeds, st.just(40))
"""Random legal games of at most 40 turns, the generator's length: chests are met, sunk and run aground on."""
