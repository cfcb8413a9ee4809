"""A game's identity: its kind and its canonical turns, whatever else its record says.

Two submissions of one game (the same turns, whatever their whitespace, line
ends, comments, glyphs, NAGs or tag order) have the same :func:`identity` key,
computed here and nowhere else (specs/tournament.md, "Duplicates").
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import attrs

from admiralty.store.events import TURNS, GameStarted, StoreEvent, VerdictRecorded
from admiralty.store.mapper import canonical_json


@attrs.frozen
class Identity:
    """What makes a stored game the game it is.

    Args:
        key: the hex sha256 of its kind, start, turns and where it broke a rule.
        turns: its main-line turns as canonical tokens, one text per turn
            (a Rigadoon turn's actions joined by spaces).
    """

    key: str
    turns: tuple[str, ...]


def identity(events: Sequence[StoreEvent]) -> Identity:
    """The identity of a stored game, from its events.

    A game cut short by an illegal turn keeps only the turns before it, so the
    broken rule's id, turn and message are part of its key: two records that
    break the rules differently are two games. An error of the tags alone (a
    wrong Result tag) is not: it says nothing of the turns.

    >>> from admiralty.store.events import TurnPlayed
    >>> started = GameStarted((("Red", "A"),), "mfen", "6x4", False, 40, "digest", 1)
    >>> other = GameStarted((("Red", "a"), ("Round", "2")), "mfen", "6x4", False, 40, "other", 3, comments=("Hi",))
    >>> identity([started, TurnPlayed(1, "211c2-c4")]) == identity([other, TurnPlayed(1, "211c2-c4", "!")])
    True
    """
    started = events[0]
    assert isinstance(started, GameStarted), "a game's first event is its GameStarted"
    turns = tuple(event.text for event in events if isinstance(event, TURNS))
    verdict = next((event for event in events if isinstance(event, VerdictRecorded)), None)
    return identity_of(started, turns, verdict)


def identity_of(started: GameStarted, turns: tuple[str, ...], verdict: VerdictRecorded | None) -> Identity:
    """The identity of a game from its first event, its main-line turns' texts (as :func:`identity` reads
    them from its turn events) and its verdict: what an import knows before it makes the turn events."""
    broken = verdict.errors[0] if verdict is not None and verdict.errors else None
    at = [broken.rule, broken.turn, broken.message] if broken is not None and broken.turn is not None else None
    hashed = canonical_json([started.kind, started.start, started.board, list(turns), at])
    return Identity(hashlib.sha256(hashed.encode("ascii")).hexdigest(), turns)
