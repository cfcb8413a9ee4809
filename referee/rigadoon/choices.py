"""Reading a maneuver's choices in order, with the defaults of RIGADOON.md (RIG-CHOICE).

A sail's choices are one ordered tuple; the maneuver asks for the next attack,
a chest decision or an island where it needs one. A choice of another kind than
the one asked for is left for later; where the record is silent the default is
the breadth-first attack and "bump as far as the movement goes"; an island is
never guessed when more than one is available.
"""

from __future__ import annotations

import attrs

from admiralty.referee.rigadoon.actions import Aground, Bump, ChestDecision, Choice, Island, Pick, Sink
from admiralty.referee.rigadoon.board import Board, Square
from admiralty.referee.violation import violation


@attrs.frozen
class Choices:
    """The choices of a maneuver and how many are used.

    Args:
        items: the choices as written.
        cursor: how many of them are used.
        fill: legal generation only: a missing island is the first available one
            instead of an error, and is recorded in ``filled``.
        filled: (position in ``items``, island) for every island filled in.
    """

    items: tuple[Choice, ...]
    cursor: int = 0
    fill: bool = False
    filled: tuple[tuple[int, Island], ...] = ()

    def _next(self) -> Choice | None:
        return self.items[self.cursor] if self.cursor < len(self.items) else None

    def _used(self) -> Choices:
        return attrs.evolve(self, cursor=self.cursor + 1)

    def chest_decision(self) -> tuple[ChestDecision, bool, Choices]:
        """The decision for a chest met: (decision, written?, the rest).

        The default is ``Bump()``: as far as the movement goes (RIG-CHEST).
        """
        choice = self._next()
        if isinstance(choice, (Bump, Sink, Aground)):
            return choice, True, self._used()
        return Bump(), False, self

    def island(self, board: Board, available: tuple[Square, ...], turn: int) -> tuple[Square, Choices]:
        """The island a sunk chest goes to (RIG-SINK).

        Raises:
            AdmiraltyError: the island named is not one or holds a ship, or none is
                named while several are available (RIG-CHOICE).
        """
        choice = self._next()
        if isinstance(choice, Island):
            if choice.square not in board.islands:
                raise violation("RIG-CHOICE", f"{board.name_of(choice.square)} is not an island.", turn)
            if choice.square not in available:
                raise violation(
                    "RIG-CHOICE", f"The island {board.name_of(choice.square)} holds a ship: no chest goes there.", turn
                )
            return choice.square, self._used()
        if len(available) == 1:
            return available[0], self
        if self.fill:
            return available[0], attrs.evolve(self, filled=self.filled + ((self.cursor, Island(available[0])),))
        names = ", ".join(board.name_of(island) for island in available)
        raise violation("RIG-CHOICE", f"A chest is sunk: name its island ({names}); it is never guessed.", turn)

    def pick(self, pending: tuple[tuple[str, str], ...], turn: int) -> tuple[int, Choices]:
        """The index of the next attack among ``pending`` (RIG-CHAIN); the default is the first.

        Raises:
            AdmiraltyError: the attack named is not pending (RIG-CHOICE).
        """
        choice = self._next()
        if not isinstance(choice, Pick):
            return 0, self
        if (choice.attacker, choice.target) not in pending:
            raise violation("RIG-CHOICE", f"{choice.attacker}>{choice.target} is not a pending attack.", turn)
        return pending.index((choice.attacker, choice.target)), self._used()

    def check_used(self, turn: int) -> None:
        """Refuse a written choice that the maneuver never used (RIG-CHOICE)."""
        if self.cursor < len(self.items):
            raise violation("RIG-CHOICE", f"The choice {self.items[self.cursor]!r} is never used.", turn)

    def written(self) -> tuple[Choice, ...]:
        """The choices as written, with the islands filled in where they were needed."""
        items = list(self.items)
        for position, island in reversed(self.filled):
            items.insert(position, island)
        return tuple(items)
