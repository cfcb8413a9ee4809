"""The MAD reducer: :func:`apply` is the only way a state changes.

It folds events that :func:`referee.mad.rules.decide` already judged, so it does
not judge again; it only refuses an event out of sequence (LOG-SEQUENCE).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from admiralty.referee.log import check_next
from admiralty.referee.log import replay as fold
from admiralty.referee.mad.events import Event, Moved, Passed, Permuted, Rotated, Stopped, TurnEvent
from admiralty.referee.mad.shifts import shifted
from admiralty.referee.mad.ships import SHIPS, Ship
from admiralty.referee.mad.state import Expulsion, Outcome, State, outcome_of, tiebreak_winner

Squares = tuple[Ship | None, ...]


def apply(state: State, event: Event) -> State:
    """The state after ``event``.

    Raises:
        AdmiraltyError: the event is not the next of the log (LOG-SEQUENCE).
    """
    check_next(state, event)
    return _REDUCERS[type(event)](event, state)


def replay(state: State, events: tuple[Event, ...] | list[Event]) -> State:
    """Fold a log of events into ``state``."""
    return fold(state, events, apply)


def _after_turn(state: State, event: TurnEvent, squares: Squares, expulsion: Expulsion | None) -> State:
    """The common bookkeeping of a turn: side, turn number, quiet count, end."""
    if expulsion is None:
        quiet, last, latest = state.quiet + 1, state.last, state.expulsion
    else:
        quiet, last, latest = 0, event.side, expulsion
    return State(
        state.rules,
        squares,
        event.side.other,
        event.turn + 1,
        quiet,
        last,
        state.events + 1,
        outcome_of(squares, state.rules, quiet, last),
        latest,
    )


def _moved(event: Moved, state: State) -> State:
    ship = SHIPS[event.side, event.ship]
    board = list(state.squares)
    board[event.origin] = None
    board[event.target] = ship
    squares = tuple(board)
    if event.bonus is not None:
        squares = shifted(squares, event.side, event.bonus.ships)
    expulsion = None
    if event.expelled is not None:
        expulsion = Expulsion(event.turn, event.side, event.ship, event.expelled, event.target)
    return _after_turn(state, event, squares, expulsion)


def _shifted(event: Permuted | Rotated, state: State) -> State:
    squares = shifted(state.squares, event.side, event.ships)
    return _after_turn(state, event, squares, None)


def _passed(event: Passed, state: State) -> State:
    return _after_turn(state, event, state.squares, None)


def _stopped(event: Stopped, state: State) -> State:
    outcome = Outcome(tiebreak_winner(state.last), event.reason)
    return attrs.evolve(state, events=state.events + 1, outcome=outcome)


_REDUCERS: dict[type, Callable[..., State]] = {
    Moved: _moved,
    Permuted: _shifted,
    Rotated: _shifted,
    Passed: _passed,
    Stopped: _stopped,
}
"""The reducer of each event class."""
