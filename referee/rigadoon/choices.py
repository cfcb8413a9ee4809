"""Reading a maneuver's choices, one sequence per kind, with the defaults of RIGADOON.md (RIG-CHOICE).

A sail's choices are written as one list, but each kind is its own sequence:
attack picks are taken by the attacks in the order they are made, chest
decisions by the chest meetings, islands by the sinks, each in the order they
happen, however the kinds are interleaved on paper. When a kind's sequence is
used up the default applies: the breadth-first attack, "bump as far as the
movement goes"; an island is never guessed when more than one is available. A
choice is never skipped: one that does not fit where it is used is an error at
that point, and one never used is RIG-CHOICE.
"""

from __future__ import annotations

import attrs

from admiralty.referee.rigadoon.actions import Aground, Bump, ChestDecision, Choice, Island, Pick, Sink
from admiralty.referee.rigadoon.board import Board, Square
from admiralty.referee.violation import violation

_KINDS: tuple[tuple[type, ...], ...] = ((Pick,), (Bump, Sink, Aground), (Island,))
"""The three sequences: picks, chest decisions, islands."""

_UNUSED = (
    "no other attack is made",
    "no other chest is met",
    "no other chest is sunk",
)
"""Why a choice of each kind is left over, for the RIG-CHOICE message."""


def spell(choice: Choice, board: Board) -> str:
    """How a record writes ``choice``: ``B1>G1``, ``bump``, ``bump2``, ``bump1+sink``, ``aground``, ``@h9``.

    Messages name a choice as it is written (specs/rgn.md, "Choices").
    """
    if isinstance(choice, Pick):
        return f"{choice.attacker}>{choice.target}"
    if isinstance(choice, Island):
        return "@" + board.name_of(choice.square)
    if isinstance(choice, Bump):
        return "bump" if choice.pushes is None else f"bump{choice.pushes}"
    end = "sink" if isinstance(choice, Sink) else "aground"
    return end if not choice.pushes else f"bump{choice.pushes}+{end}"


_KIND_OF: dict[type, int] = {cls: index for index, kinds in enumerate(_KINDS) for cls in kinds}
"""The sequence each class of choice belongs to."""


def _kind(choice: Choice) -> int:
    return _KIND_OF[type(choice)]


@attrs.frozen
class Choices:
    """The choices of a maneuver, how many of each kind are used, and what each point took.

    Args:
        items: the choices as written.
        cursors: how many picks, chest decisions and islands are used.
        fill: legal generation only: a missing island is the first available one
            instead of an error, and is recorded in ``filled``.
        filled: every island filled in, in order.
        used: the choice each point took, in the order of the points, defaults
            made explicit: the attack made, the chest decision (``Bump(0)`` where a
            default bump could not push at all), the island.
    """

    items: tuple[Choice, ...]
    cursors: tuple[int, int, int] = (0, 0, 0)
    fill: bool = False
    filled: tuple[Island, ...] = ()
    used: tuple[Choice, ...] = ()

    def _next(self, kind: int) -> Choice | None:
        """The next written choice of ``kind``, if any is left."""
        skip = self.cursors[kind]
        for choice in self.items:
            if _KIND_OF[type(choice)] == kind:
                if not skip:
                    return choice
                skip -= 1
        return None

    def _took(self, kind: int, choice: Choice, written: bool) -> Choices:
        cursors = list(self.cursors)
        cursors[kind] += written
        return Choices(self.items, (cursors[0], cursors[1], cursors[2]), self.fill, self.filled, self.used + (choice,))

    def chest_decision(self) -> tuple[ChestDecision, bool, Choices]:
        """The decision for a chest met: (decision, written?, the rest).

        The default is ``Bump()``: as far as the movement goes (RIG-CHEST).
        """
        choice = self._next(1)
        if isinstance(choice, (Bump, Sink, Aground)):
            return choice, True, self._took(1, choice, True)
        return Bump(), False, self._took(1, Bump(), False)

    def blocked(self) -> Choices:
        """A default bump that could not push at all: it is recorded as ``Bump(0)``."""
        return attrs.evolve(self, used=self.used[:-1] + (Bump(0),))

    def island(self, board: Board, available: tuple[Square, ...], turn: int) -> tuple[Square, Choices]:
        """The island a sunk chest goes to (RIG-SINK).

        Raises:
            AdmiraltyError: the island named is not one or holds a ship, or none is
                named while several are available (RIG-CHOICE).
        """
        choice = self._next(2)
        if isinstance(choice, Island):
            written = spell(choice, board)
            if choice.square not in board.islands:
                raise violation("RIG-CHOICE", f"{written} names {written[1:]}, which is not an island.", turn)
            if choice.square not in available:
                raise violation(
                    "RIG-CHOICE", f"{written} names an island that holds a ship: no chest goes there.", turn
                )
            return choice.square, self._took(2, choice, True)
        if len(available) == 1:
            return available[0], self._took(2, Island(available[0]), False)
        if self.fill:
            took = self._took(2, Island(available[0]), False)
            return available[0], attrs.evolve(took, filled=self.filled + (Island(available[0]),))
        names = ", ".join("@" + board.name_of(island) for island in available)
        raise violation("RIG-CHOICE", f"A chest is sunk: name its island, one of {names}; it is never guessed.", turn)

    def pick(self, pending: tuple[tuple[str, str], ...], turn: int) -> tuple[int, Choices]:
        """The index of the next attack among ``pending`` (RIG-CHAIN); the default is the first.

        Raises:
            AdmiraltyError: the attack named is not pending (RIG-CHOICE).
        """
        choice = self._next(0)
        if not isinstance(choice, Pick):
            return 0, self._took(0, Pick(*pending[0]), False)
        if (choice.attacker, choice.target) not in pending:
            named = ", ".join(f"{attacker}>{target}" for attacker, target in pending)
            raise violation(
                "RIG-CHOICE", f"{choice.attacker}>{choice.target} is not a pending attack; pending: {named}.", turn
            )
        return pending.index((choice.attacker, choice.target)), self._took(0, choice, True)

    def check_used(self, board: Board, turn: int) -> None:
        """Refuse a written choice that the maneuver never used (RIG-CHOICE)."""
        seen = [0, 0, 0]
        for choice in self.items:
            kind = _kind(choice)
            if seen[kind] >= self.cursors[kind]:
                message = f"The choice {spell(choice, board)} is never used: {_UNUSED[kind]}."
                raise violation("RIG-CHOICE", message, turn)
            seen[kind] += 1

    def assumed(self) -> tuple[Choice, ...]:
        """The choices the maneuver took that the token did not write: the defaults (RIG-CHOICE), in the order
        they were taken. Each kind's written choices are taken first, in order, so what a kind took past them
        was assumed.

        >>> from admiralty.referee.rigadoon.actions import Pick
        >>> Choices((Pick("B1", "B2"),), (1, 0, 0), used=(Pick("B1", "B2"), Pick("B1", "G1"), Bump())).assumed()
        (Pick(attacker='B1', target='G1'), Bump(pushes=None))
        """
        left = [sum(_kind(choice) == kind for choice in self.items) for kind in range(len(_KINDS))]
        assumed = []
        for choice in self.used:
            kind = _kind(choice)
            if left[kind]:
                left[kind] -= 1
            else:
                assumed.append(choice)
        return tuple(assumed)

    def written(self) -> tuple[Choice, ...]:
        """The choices as written, with the islands filled in where they were needed."""
        return self.items + self.filled
