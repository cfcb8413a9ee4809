"""Helpers for the Rigadoon tests: positions from RFEN, squares by name, playing actions."""

from __future__ import annotations

import pytest

from admiralty.notation.rgn.data import DEFAULT_BOARD
from admiralty.notation.rgn.rfen import parse_rfen
from admiralty.referee.rigadoon.actions import Action, Choice, Sail
from admiralty.referee.rigadoon.reducer import replay
from admiralty.referee.rigadoon.rules import decide
from admiralty.referee.rigadoon.state import State
from admiralty.referee.violation import AdmiraltyError


def sq(name: str) -> int:
    """The default board's square called ``name``."""
    square = DEFAULT_BOARD.parse_square(name)
    assert square is not None, name
    return square


def names(squares) -> list[str]:
    return [DEFAULT_BOARD.name_of(square) for square in squares]


def position(
    ships: str,
    chests: str = "-",
    wind: str = "N",
    fleet: str = "B",
    source: str = "die",
    flag: str = "-",
    turn: int = 1,
) -> State:
    """A position on the default board; ``ships`` lists all 8 ships, space separated."""
    return parse_rfen(f"{','.join(ships.split())} {chests} {wind} {source} {fleet} {turn} {flag} *", DEFAULT_BOARD)


def sail(ship: str, origin: str, stop: str, *choices: Choice) -> Sail:
    return Sail(ship, sq(origin), sq(stop), tuple(choices))


def play(state: State, *actions: Action) -> tuple[State, tuple]:
    """The state after ``actions`` and the events of the last one."""
    events: tuple = ()
    for action in actions:
        events = decide(state, action)
        state = replay(state, events)
    return state, events


def refused(state: State, action: Action) -> str:
    """The rule id of the violation ``action`` gets in ``state``."""
    with pytest.raises(AdmiraltyError) as caught:
        decide(state, action)
    return caught.value.violation.rule


def where(state: State, ship: str) -> tuple[str, int]:
    """A ship's square name and masts."""
    found = state.ship(ship)
    assert found is not None
    return DEFAULT_BOARD.name_of(found.square), found.masts


def kinds(events) -> list[str]:
    return [type(event).__name__ for event in events]


def attacks(events) -> list[tuple[str, str]]:
    """The (attacker, target) of every attack among ``events``, in order."""
    return [(e.attacker, e.target) for e in events if type(e).__name__ == "Attacked"]


def pytest_configure(config):
    config.addinivalue_line("markers", "soak: long soak checks, run only with -m soak")


def pytest_collection_modifyitems(config, items):
    """Soak tests run only when asked for with ``-m soak``."""
    if "soak" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="soak check: run with -m soak")
    for item in items:
        if "soak" in item.keywords:
            item.add_marker(skip)
