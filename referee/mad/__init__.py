"""MAD, the rules as implemented: states, turns, events, the reducer.

>>> from admiralty.referee.mad import start, legal_turns, decide, apply
>>> state = start()
>>> turn = legal_turns(state)[0]
>>> after = apply(state, decide(state, turn)[0])
>>> after.turn, after.side.name
(2, 'BLUE')
"""

import importlib
from typing import TYPE_CHECKING, Any

from admiralty.referee.mad.board import BOARDS, DEFAULT_BOARD, Board, Square
from admiralty.referee.mad.events import Event, Moved, Passed, Permuted, Rotated, Stopped, Termination
from admiralty.referee.mad.legal import legal_turns
from admiralty.referee.mad.reducer import apply, replay
from admiralty.referee.mad.rules import decide, origin_of, stop
from admiralty.referee.mad.ships import CODES, SHIPS, Ship, Side, is_ship_code
from admiralty.referee.mad.state import Expulsion, Outcome, Rules, State, position, start
from admiralty.referee.mad.turns import Movement, Pass, Permutation, Rotation, Shift, Turn

if TYPE_CHECKING:
    from admiralty.referee.mad.adjudication import Adjudication, adjudicate

_LATER = {"Adjudication": "admiralty.referee.mad.adjudication", "adjudicate": "admiralty.referee.mad.adjudication"}
"""The tie-break adjudication, imported when first named: judging a record (``validate``) never needs it."""


def __getattr__(name: str) -> Any:
    """A name of :data:`_LATER`, from its module (PEP 562)."""
    if name not in _LATER:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(_LATER[name]), name)


__all__ = [
    "BOARDS",
    "CODES",
    "DEFAULT_BOARD",
    "SHIPS",
    "Adjudication",
    "Board",
    "Event",
    "Expulsion",
    "Moved",
    "Movement",
    "Outcome",
    "Pass",
    "Passed",
    "Permutation",
    "Permuted",
    "Rotated",
    "Rotation",
    "Rules",
    "Shift",
    "Ship",
    "Side",
    "Square",
    "State",
    "Stopped",
    "Termination",
    "Turn",
    "adjudicate",
    "apply",
    "decide",
    "is_ship_code",
    "legal_turns",
    "origin_of",
    "position",
    "replay",
    "start",
    "stop",
]
