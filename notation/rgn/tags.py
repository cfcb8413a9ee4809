"""The meaning of RGN tags: who sails first, the opening wind, the board, the declared end.

Tag names and values are case-sensitive, as in MGN. Unknown tags are kept and
ignored by the rules; a value outside a known tag's values is RGN-TAG
(specs/rgn.md, "Tags").
"""

from __future__ import annotations

from admiralty.notation.mgn.tags import check_known_tag
from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE
from admiralty.notation.rgn.rfen import parse_rfen
from admiralty.referee.rigadoon import Board, Direction, Fleet, Reason, State, start
from admiralty.referee.violation import violation

ROSTER = ("Event", "Site", "Date", "Round", "Blue", "Green")
"""Tags every written record carries, with ``?`` when unknown."""

RULE_TAGS = ("First", "Wind", "WindSource", "Board")
"""The tags that set up the game, written by the canonical writer."""

BOARDS: dict[str, Board] = {"default": DEFAULT_BOARD}
"""The boards a Board tag may name: the packaged default board of RIGADOON.md."""

FLEETS = {"blue": Fleet.BLUE, "green": Fleet.GREEN}
SOURCES = ("cards", "dice")
RESULTS = ("blue", "green", "*")
UNFINISHED = "unfinished"
TERMINATIONS = (*(reason.value for reason in Reason), UNFINISHED)

_CHOICES = {
    "First": tuple(FLEETS),
    "Wind": tuple(direction.name for direction in Direction),
    "WindSource": SOURCES,
    "Board": tuple(BOARDS),
    "Termination": TERMINATIONS,
    "Result": RESULTS,
}
KNOWN = (*ROSTER, *RULE_TAGS, "SetUp", "Termination", "Result")
_FOLDED = {name.lower(): name for name in KNOWN}


def check_tag(name: str, value: str) -> None:
    """Refuse a value a known RGN tag cannot take, or a known tag miswritten (RGN-TAG)."""
    check_known_tag(name, value, _FOLDED, _CHOICES, "RGN-TAG")


def result_of(state: State) -> str:
    """The result word of a state: ``blue``, ``green`` or ``*`` while it runs."""
    return "*" if state.outcome is None else state.outcome.winner.name.lower()


def termination_of(state: State) -> str:
    """How a state ended: ``islands`` (RIG-WIN), ``loop`` (RIG-LOOP) or ``unfinished``."""
    return UNFINISHED if state.outcome is None else state.outcome.reason.value


def first_fleet(state: State) -> Fleet:
    """The fleet that sails on the odd turns, so the one numbered ``N.`` (RIG-SETUP)."""
    return state.fleet if state.turn % 2 else state.fleet.other


def _check_setup(tags: dict[str, str], state: State) -> None:
    """The First, Wind and WindSource tags, when given, agree with the SetUp position (RGN-TAG)."""
    given = {
        "First": (tags.get("First"), first_fleet(state).name.lower()),
        "Wind": (tags.get("Wind"), state.wind.name),
        "WindSource": (tags.get("WindSource"), "dice" if state.deck is None else "cards"),
    }
    for name, (value, implied) in given.items():
        if value is not None and value != implied:
            raise violation("RGN-TAG", f"{name} says {value}, but the SetUp position says {implied}.")


def start_of(tags: dict[str, str]) -> State:
    """The state a game starts from: the board's start with the tags' options, or SetUp.

    Defaults: Blue sails first, the opening wind is N, the wind source is the
    cards, the board is the default board.

    Raises:
        AdmiraltyError: RFEN-SYNTAX or RFEN-POSITION for a bad SetUp, RGN-TAG when
            First, Wind or WindSource contradict it.
    """
    board = BOARDS[tags.get("Board", "default")]
    setup = tags.get("SetUp")
    if setup is not None:
        state = parse_rfen(setup, board)
        _check_setup(tags, state)
        return state
    first = FLEETS[tags.get("First", "blue")]
    wind = Direction[tags.get("Wind", "N")]
    return start(board, WIND_TABLE, first, wind, die=tags.get("WindSource", "cards") == "dice")


def board_name(board: Board) -> str:
    """The name a Board tag gives ``board``."""
    return next(name for name, known in BOARDS.items() if known == board)
