"""Rigadoon, the rules as implemented: boards and wind cards, states, actions, events, the reducer.

The default board and wind cards are data files read by :mod:`notation.rigadoon_data`.

>>> from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE
>>> from admiralty.referee.rigadoon import ChangeWind, Direction, Fleet, decide, replay, start
>>> state = start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N)
>>> state = replay(state, decide(state, ChangeWind(Direction.E)))
>>> state.wind.name, len(state.deck)
('E', 6)
"""

from admiralty.referee.rigadoon.actions import (
    Action,
    Aground,
    Bump,
    ChangeWind,
    Choice,
    EndTurn,
    Island,
    Pick,
    Repair,
    Sail,
    Sink,
)
from admiralty.referee.rigadoon.board import Board, Kind, Square, board
from admiralty.referee.rigadoon.events import Event
from admiralty.referee.rigadoon.legal import legal_actions
from admiralty.referee.rigadoon.reducer import apply, replay
from admiralty.referee.rigadoon.rules import decide, play
from admiralty.referee.rigadoon.state import Fleet, Outcome, Reason, Ship, State, start
from admiralty.referee.rigadoon.wind import Direction, WindTable, wind_table

__all__ = [
    "Action",
    "Aground",
    "Board",
    "Bump",
    "ChangeWind",
    "Choice",
    "Direction",
    "EndTurn",
    "Event",
    "Fleet",
    "Island",
    "Kind",
    "Outcome",
    "Pick",
    "Reason",
    "Repair",
    "Sail",
    "Ship",
    "Sink",
    "Square",
    "State",
    "WindTable",
    "apply",
    "board",
    "decide",
    "legal_actions",
    "play",
    "replay",
    "start",
    "wind_table",
]
