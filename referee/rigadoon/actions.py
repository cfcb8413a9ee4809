"""The actions a record makes, and the choices a maneuver needs (RIG-CHOICE).

An action is a typed value; a sail carries the active fleet's decisions for its
maneuver as one ordered tuple of choices, in the order the maneuver needs them
("What the record must say").
"""

from __future__ import annotations

import attrs

from admiralty.referee.rigadoon.board import Square
from admiralty.referee.rigadoon.wind import Direction


@attrs.frozen
class Pick:
    """The next attack of the maneuver: ``attacker`` attacks ``target`` (RIG-CHAIN)."""

    attacker: str
    target: str


@attrs.frozen
class Bump:
    """Bump the chest met: as far as the movement goes, or exactly ``pushes`` times (RIG-CHEST)."""

    pushes: int | None = None


@attrs.frozen
class Sink:
    """Bump the chest met ``pushes`` times, then enter its square and sink it (RIG-SINK)."""

    pushes: int = 0


@attrs.frozen
class Aground:
    """Bump the chest met ``pushes`` times, then run aground on it (RIG-AGROUND)."""

    pushes: int = 0


@attrs.frozen
class Island:
    """The island a sunk chest goes to (RIG-SINK)."""

    square: Square


ChestDecision = Bump | Sink | Aground
Choice = Pick | Bump | Sink | Aground | Island


@attrs.frozen
class ChangeWind:
    """Change the wind to ``direction`` (RIG-WIND)."""

    direction: Direction


@attrs.frozen
class Sail:
    """Sail ``ship`` from ``origin`` to ``stop``, with the maneuver's choices (RIG-SAIL-*)."""

    ship: str
    origin: Square
    stop: Square
    choices: tuple[Choice, ...] = ()


@attrs.frozen
class Repair:
    """Add one mast to ``ship`` (RIG-REPAIR)."""

    ship: str


@attrs.frozen
class EndTurn:
    """End the active fleet's turn (RIG-TURN-END)."""


Action = ChangeWind | Sail | Repair | EndTurn
