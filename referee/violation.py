"""Rule violations as values, and the one exception that carries them.

A violation names the rule it breaks by id (``MAD-EXPEL``, ``MGN-SYNTAX``,
``RIG-WIND`` ...), the turn where it happened, where in the record it was written
and a sentence a player understands. Kinds of error differ by rule id, not by
class: there is exactly one exception, :class:`AdmiraltyError`.
"""

from __future__ import annotations

from typing import Any

import attrs


@attrs.frozen
class Violation:
    """A broken rule, as data.

    Args:
        rule: the rule id, as listed in ``specs/`` (``MAD-MOVE-PATH``).
        message: one plain sentence for a player.
        turn: the 1-based turn number, or ``None`` for tag and syntax errors.
        line: the 1-based line in the record, when the record is text.
        column: the 1-based column in the record, when the record is text.

    >>> Violation("MAD-TURN", "Passing is illegal here.", turn=3)
    Violation(rule='MAD-TURN', message='Passing is illegal here.', turn=3, line=None, column=None)
    """

    rule: str
    message: str
    turn: int | None = None
    line: int | None = None
    column: int | None = None

    @property
    def placed(self) -> str:
        """The violation in one line, as ``validate`` writes it: its rule, turn and place, then its sentence.

        >>> Violation("MAD-TURN", "Passing is illegal here.", turn=3, line=4, column=1).placed
        'MAD-TURN at turn 3 (line 4, column 1): Passing is illegal here.'
        """
        turn = f" at turn {self.turn}" if self.turn is not None else ""
        place = f" (line {self.line}, column {self.column})" if self.line is not None else ""
        return f"{self.rule}{turn}{place}: {self.message}"

    def at(self, line: int, column: int) -> Violation:
        """The same violation, placed at a line and column of the record."""
        return attrs.evolve(self, line=line, column=column)


class AdmiraltyError(ValueError):
    """Raised with a :class:`Violation` when a record or a turn breaks a rule.

    ``events`` is what the action did before it broke the rule, as the game's
    events numbered from the position it was played in: the part of a Rigadoon
    maneuver's chain reaction made before its violation (RIG-MANEUVER); empty
    when the action broke a rule before anything happened.

    >>> try:
    ...     raise AdmiraltyError(Violation("MGN-SQUARE", "Square z9 is off the board."))
    ... except AdmiraltyError as error:
    ...     error.violation.rule
    'MGN-SQUARE'
    """

    def __init__(self, violation: Violation, events: tuple[Any, ...] = ()) -> None:
        super().__init__(f"{violation.rule}: {violation.message}")
        self.violation = violation
        self.events = events


def violation(rule: str, message: str, turn: int | None = None) -> AdmiraltyError:
    """Build the exception for a broken rule, ready to ``raise``."""
    return AdmiraltyError(Violation(rule, message, turn))
