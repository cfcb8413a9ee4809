"""MAD, the rules as implemented: states, turns, events, the reducer.

>>> from admiralty.referee.mad import start, legal_turns, decide, apply
>>> state = start()
>>> turn = legal_turns(state)[0]
>>> after = apply(state, decide(state, turn)[0])
>>> after.turn, after.side.name
(2, 'BLUE')
"""

from admiralty.referee.mad.adjudication import Adjudication, adjudicate
from admiralty.referee.mad.board import BOARDS, DEFAULT_BOARD, Board, Square
from admiralty.referee.mad.events import Event, Moved, Passed, Permuted, Rotated, Stopped, Termination
from admiralty.referee.mad.legal import legal_turns
from admiralty.referee.mad.reducer import apply, replay
from admiralty.referee.mad.rules import decide, origin_of, stop
from admiralty.referee.mad.ships import CODES, SHIPS, Ship, Side, is_ship_code
from admiralty.referee.mad.state import Expulsion, Outcome, Rules, State, position, start
from admiralty.referee.mad.turns import Movement, Pass, Permutation, Rotation, Shift, Turn

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
