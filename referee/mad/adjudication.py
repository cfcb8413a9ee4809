"""Adjudication of a stopped game (MAD-TIEBREAK).

A game stopped by the turn count, by agreement or by the arbiter goes to the
side that made the last expulsion, or to Blue when there was none; it is a
semi-victory. A game already decided on the board cannot be adjudicated.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from admiralty.referee.mad.events import Termination
from admiralty.referee.mad.ships import Side
from admiralty.referee.mad.state import Expulsion, State, tiebreak_winner
from admiralty.referee.violation import violation


@attrs.frozen
class Adjudication:
    """The decision on a stopped game and what it rests on.

    Args:
        winner: the side awarded the semi-victory.
        after_turn: the last turn played before the stop.
        expulsion: the last expulsion of the game's log, if one is known.
        last: the side of the last expulsion (known even from a set-up position).
    """

    winner: Side
    after_turn: int
    expulsion: Expulsion | None
    last: Side | None

    @property
    def result(self) -> str:
        return f"{self.winner.name.lower()}/tb"

    def explanation(self, square_name: Callable[[int], str] = str) -> str:
        """Why the winner wins, in one sentence."""
        if self.last is None:
            return f"No expulsion in the game: {self.winner.title} wins by tie-break (a semi-victory)."
        if self.expulsion is None:
            return (
                f"{self.winner.title} made the last expulsion (before the set-up position): "
                f"{self.winner.title} wins by tie-break (a semi-victory)."
            )
        made = self.expulsion
        return (
            f"{made.side.title} made the last expulsion, on turn {made.turn}: {made.ship} expelled "
            f"{made.victim} on {square_name(made.square)}. {self.winner.title} wins by tie-break (a semi-victory)."
        )


def adjudicate(state: State) -> Adjudication:
    """Adjudicate the game stopped in ``state`` (MAD-TIEBREAK).

    A state already stopped by the turn count or an agreement is adjudicated
    as it stands; a running game is adjudicated as if stopped now.

    Raises:
        AdmiraltyError: MAD-END, the game was decided on the board.
    """
    if state.outcome is not None and state.outcome.termination is Termination.CORVETTE:
        raise violation(
            "MAD-END",
            f"The game was decided on the board ({state.result}): a corvette is in exile, "
            "so there is nothing to adjudicate.",
        )
    return Adjudication(tiebreak_winner(state.last), state.turn - 1, state.expulsion, state.last)
