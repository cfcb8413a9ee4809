"""The turns a MAD player can make, as typed values (MAD-TURN).

A turn is one movement, permutation or rotation; a movement may carry a bonus
permutation or rotation (MAD-BONUS); a pass exists only in the positioning turn
(MAD-POSITIONING). Turns name ships by code: the ships are always the side to
move's. They hold no verdict: :func:`referee.mad.rules.decide` judges them.
"""

from __future__ import annotations

import attrs

from admiralty.referee.mad.board import Square


def _pair(ships: tuple[str, str]) -> tuple[str, str]:
    low, high = sorted(ships)
    return (low, high)


def _cycle(ships: tuple[str, str, str]) -> tuple[str, str, str]:
    """The same cyclic order, started from its lowest code."""
    first = ships.index(min(ships))
    rotated = ships[first:] + ships[:first]
    return (rotated[0], rotated[1], rotated[2])


@attrs.frozen
class Permutation:
    """Swap the places of two ships of a complementary pair (MAD-PERMUTE).

    The order does not matter: ``Permutation(("221", "112"))`` equals
    ``Permutation(("112", "221"))``.
    """

    ships: tuple[str, str] = attrs.field(converter=_pair)


@attrs.frozen
class Rotation:
    """Move each ship of a pool to the next one's place (MAD-ROTATE).

    ``Rotation(("112", "121", "211"))``: 112 takes 121's place, 121 takes
    211's, 211 takes 112's. The same cycle written from another ship is equal.
    """

    ships: tuple[str, str, str] = attrs.field(converter=_cycle)


Shift = Permutation | Rotation


@attrs.frozen
class Movement:
    """Move ``ship`` from ``origin`` to ``target`` (MAD-MOVE-*), then perhaps
    a bonus shift involving it (MAD-BONUS)."""

    ship: str
    origin: Square
    target: Square
    bonus: Shift | None = None


@attrs.frozen
class Pass:
    """No move: only allowed in the positioning turn (MAD-POSITIONING)."""


Turn = Movement | Permutation | Rotation | Pass
