"""MAD, the rules as implemented: states, turns, events, the reducer.

>>> from referee.mad import start, legal_turns, decide, apply
>>> state = start()
>>> turn = legal_turns(state)[0]
>>> after = apply(state, decide(state, turn)[0])
>>> after.turn, after.side.name
(2, 'BLUE')
"""

from referee.mad.adjudication import Adjudication, adjudicate
from referee.mad.board import BOARDS, DEFAULT_BOARD, Board, Square
from referee.mad.events import Event, Moved, Passed, Permuted, Rotated, Stopped, Termination
from referee.mad.legal import legal_turns
from referee.mad.reducer import apply, replay
from referee.mad.rules import decide, origin_of, stop
from referee.mad.ships import CODES, SHIPS, Ship, Side, is_ship_code
from referee.mad.state import Expulsion, Outcome, Rules, State, position, start
from referee.mad.turns import Movement, Pass, Permutation, Rotation, Shift, Turn

__all__ = [
    "Adjudication",
    "adjudicate",
    "BOARDS",
    "CODES",
    "DEFAULT_BOARD",
    "SHIPS",
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
