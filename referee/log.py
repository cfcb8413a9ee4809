"""The event log and its fold, shared by every game kind.

A game is an append-only log of events. Every event carries ``seq``, its
0-based place in the log; a reducer refuses an event whose ``seq`` is not the
next one, so a log can neither skip nor repeat an event.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol, TypeVar

from admiralty.referee.violation import violation


class Event(Protocol):
    """What the fold needs of an event: its place in the log (read-only, as events are frozen)."""

    @property
    def seq(self) -> int: ...


class Folded(Protocol):
    """What the fold needs of a state: how many events made it (read-only, as states are frozen)."""

    @property
    def events(self) -> int: ...


S = TypeVar("S", bound=Folded)
E = TypeVar("E", bound=Event)


def check_next(state: Folded, event: Event) -> None:
    """Refuse an event that is not the next one of the log (LOG-SEQUENCE).

    Raises:
        AdmiraltyError: the event's ``seq`` is not ``state.events``.
    """
    if event.seq != state.events:
        raise violation(
            "LOG-SEQUENCE",
            f"Event number {event.seq} cannot follow {state.events} events.",
        )


def replay(initial: S, events: Iterable[E], apply: Callable[[S, E], S]) -> S:
    """Fold ``events`` into ``initial`` with the game's reducer ``apply``.

    Replaying the same log always gives the same state.
    """
    state = initial
    for event in events:
        state = apply(state, event)
    return state
