"""RGN action tokens: reading one against a position, and writing one (specs/rgn.md).

A turn of RGN is the ordered list of its actions, one token each:

- ``W:NE`` changes the wind (RIG-WIND);
- ``B2+`` repairs a ship (RIG-REPAIR);
- ``B1c9-f6`` sails a ship from its square to its stop square (RIG-SAIL-*),
  optionally followed by ``/`` and the maneuver's choices in the order it needs
  them: ``B1>G1`` (an attack pick, RIG-CHAIN), ``bump``, ``bump2``, ``sink``,
  ``bump1+sink``, ``aground``, ``bump1+aground`` (a chest decision, RIG-CHEST)
  and ``@h9`` (the island of a sunk chest, RIG-SINK), separated by ``,`` (an
  island may also be glued to the choice before it: ``sink@h9``).

:func:`parse_action` resolves a token against the state it is played in, as
:func:`notation.mgn_turn.parse_turn` does for MGN; :func:`write_action` gives a
played action's canonical token, with every choice the maneuver used written.
"""

from __future__ import annotations

import functools
import re

import attrs

from admiralty.referee.rigadoon import (
    Action,
    Aground,
    Bump,
    ChangeWind,
    Choice,
    Direction,
    Event,
    Island,
    Pick,
    Repair,
    Sail,
    Sink,
    State,
    decide,
)
from admiralty.referee.rigadoon.actions import ChestDecision
from admiralty.referee.rigadoon.board import FLEET_SHIPS, Board
from admiralty.referee.rigadoon.choices import spell
from admiralty.referee.rigadoon.rules import used_choices
from admiralty.referee.violation import AdmiraltyError, violation

_SHIP = r"[A-Z][0-9]+"
_SQUARE = r"[a-z][0-9]+"
_ACTION = re.compile(
    rf"W:(?P<wind>[A-Z]+)"
    rf"|(?P<repaired>{_SHIP})\+"
    rf"|(?P<ship>{_SHIP})(?P<origin>{_SQUARE})-(?P<stop>{_SQUARE})(?:/(?P<choices>.+))?",
    re.ASCII,
)
_CHOICE = re.compile(
    rf"(?P<attacker>{_SHIP})>(?P<target>{_SHIP})"
    r"|(?:bump(?P<pushes>[0-9]+)\+)?(?P<end>sink|aground)"
    r"|bump(?P<bump>[0-9]+)?"
    rf"|@(?P<island>{_SQUARE})",
    re.ASCII,
)
_DECISIONS: dict[str, type[Sink | Aground]] = {"sink": Sink, "aground": Aground}


def match_action(text: str) -> re.Match[str] | None:
    """The parts of an action token by the groups of its pattern (``wind``, ``repaired``, ``ship``, ``origin``,
    ``stop``, ``choices``), or None when it is no action."""
    return _ACTION.fullmatch(text)


def _at(rule: str, message: str, offset: int) -> AdmiraltyError:
    """A violation of an RGN-* rule at character ``offset`` of the token: its 1-based column in the
    token's text (the reader places it at the token's own column); a token's reading has no turn."""
    error = violation(rule, message)
    error.violation = attrs.evolve(error.violation, column=offset + 1)
    return error


def _ship(match: re.Match[str], group: str, base: int = 0) -> str:
    name = match[group]
    if name not in FLEET_SHIPS:
        message = f"{name} is not a ship: the ships are B1..B4 and G1..G4."
        raise _at("RGN-SHIP", message, base + match.start(group))
    return name


def _square(match: re.Match[str], group: str, board: Board, base: int = 0) -> int:
    square = board.parse_square(match[group])
    if square is None:
        raise _at("RGN-SQUARE", f"{match[group]} is off the board.", base + match.start(group))
    return square


def _number(match: re.Match[str], group: str, base: int) -> int:
    text = match[group]
    if len(text) > 2:
        raise _at("RGN-SYNTAX", f"{text} pushes is too many to be a chest decision.", base + match.start(group))
    return int(text)


def _choice(match: re.Match[str], board: Board, base: int) -> Choice:
    """One choice of a sail, from its match (see the module docstring)."""
    if match["attacker"] is not None:
        return Pick(_ship(match, "attacker", base), _ship(match, "target", base))
    if match["island"] is not None:
        return Island(_square(match, "island", board, base))
    if match["end"] is not None:
        pushes = 0 if match["pushes"] is None else _number(match, "pushes", base)
        return _DECISIONS[match["end"]](pushes)
    return Bump(None if match["bump"] is None else _number(match, "bump", base))


def parse_choices(board: Board, text: str, base: int) -> tuple[Choice, ...]:
    """The choices written after a sail's ``/``; ``base`` is their offset in the token.

    Raises:
        AdmiraltyError: RGN-SYNTAX, RGN-SHIP or RGN-SQUARE, with its 1-based column in the token.
    """
    choices: list[Choice] = []
    position = 0
    while position < len(text):
        if choices and text[position] == ",":
            position += 1
        elif choices and text[position] != "@":
            raise _at("RGN-SYNTAX", "Choices are separated by commas.", base + position)
        match = _CHOICE.match(text, position)
        if match is None or (match.end() < len(text) and text[match.end()] not in ",@"):
            raise _at("RGN-SYNTAX", f"{text[position:]} is not a choice.", base + position)
        choices.append(_choice(match, board, base))
        position = match.end()
    return tuple(choices)


def parse_action(state: State, text: str) -> Action:
    """Resolve the action token ``text`` in ``state`` (specs/rgn.md, "Action tokens").

    Columns of errors are 1-based columns in ``text``; the reader places them
    at the token's own column. Whether the action is legal is the referee's to judge.
    Reading a token needs only the board, so the last tokens read on each board are
    kept (a game repeats most of its tokens).

    Raises:
        AdmiraltyError: RGN-SYNTAX, RGN-SHIP or RGN-SQUARE.

    >>> from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE

    >>> from admiralty.referee.rigadoon import Fleet, start
    >>> parse_action(start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N), "B3a6-c6/B3>G4,sink@h9")
    Sail(ship='B3', origin=45, stop=47, choices=(Pick(attacker='B3', target='G4'), Sink(pushes=0), Island(square=79)))
    """
    return _read_action(state.board, text)


@functools.lru_cache(maxsize=16384)
def _read_action(board: Board, text: str) -> Action:
    """The action token ``text`` on ``board`` (see :func:`parse_action`); an error is raised afresh each time."""
    match = _ACTION.fullmatch(text)
    if match is None:
        raise _at("RGN-SYNTAX", f"{text} is not an action: write W:NE, B2+ or B1d1-d4/...", 0)
    if match["wind"] is not None:
        if match["wind"] not in Direction.__members__:
            raise _at("RGN-SYNTAX", f"{match['wind']} is not a wind direction.", match.start("wind"))
        return ChangeWind(Direction[match["wind"]])
    if match["repaired"] is not None:
        return Repair(_ship(match, "repaired"))
    ship = _ship(match, "ship")
    origin, stop = _square(match, "origin", board), _square(match, "stop", board)
    choices = () if match["choices"] is None else parse_choices(board, match["choices"], match.start("choices"))
    return Sail(ship, origin, stop, choices)


def move_number(turn: int) -> str:
    """The move number that introduces turn ``turn``: ``N.`` for odd turns, ``N...`` for even ones."""
    return f"{(turn + 1) // 2}{'.' if turn % 2 else '...'}"


def write_choice(state: State, choice: Choice) -> str:
    """The text of one choice, such as ``B1>G1``, ``bump2+sink`` or ``@h9``."""
    return spell(choice, state.board)


def write_choices(state: State, choices: tuple[Choice, ...]) -> str:
    """The choices after a sail's ``/``: commas between them, an island glued to a sink."""
    text = ""
    for previous, choice in zip((None, *choices), choices):
        glued = isinstance(choice, Island) and isinstance(previous, Sink)
        text += ("" if glued or not text else ",") + write_choice(state, choice)
    return text


def write_written(state: State, action: Action) -> str:
    """The token of ``action`` with its choices as they are (not made explicit)."""
    if isinstance(action, ChangeWind):
        return f"W:{action.direction.name}"
    if isinstance(action, Repair):
        return f"{action.ship}+"
    assert isinstance(action, Sail), action
    name = state.board.name_of
    choices = write_choices(state, action.choices)
    return f"{action.ship}{name(action.origin)}-{name(action.stop)}" + (f"/{choices}" if choices else "")


def _canonical(used: tuple[Choice, ...]) -> tuple[Choice, ...]:
    """The choices each point of a maneuver took, as the canonical form writes them.

    A bump is written ``bump`` however far it went; a bump that could not push
    at all is written ``bump0`` only where a later chest decision is written
    (each kind is its own sequence, so every meeting before it must be named).
    """
    pushing = [index for index, choice in enumerate(used) if isinstance(choice, ChestDecision) and choice != Bump(0)]
    last = pushing[-1] if pushing else -1
    return tuple(
        Bump() if isinstance(choice, Bump) and choice.pushes != 0 else choice
        for index, choice in enumerate(used)
        if choice != Bump(0) or index < last
    )


def explicit(before: State, sail: Sail, events: tuple[Event, ...]) -> Sail:
    """``sail`` with every choice its maneuver used written out (the canonical form).

    The referee tells which choice each point of the maneuver took; they are
    checked to give the same events. Should they not, the sail keeps its choices.
    """
    used = used_choices(before, sail)
    if used is None:
        return sail
    candidate = attrs.evolve(sail, choices=_canonical(used.used))
    try:
        if decide(before, candidate) == events:
            return candidate
    except AdmiraltyError:
        pass
    return sail


def write_action(before: State, action: Action, events: tuple[Event, ...]) -> str:
    """The canonical token of a played ``action``: a sail's choices all written.

    >>> from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE

    >>> from admiralty.referee.rigadoon import Fleet, start
    >>> state = start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N)
    >>> sail = parse_action(state, "B1d1-d4")
    >>> write_action(state, sail, decide(state, sail))
    'B1d1-d4'
    """
    if isinstance(action, Sail):
        action = explicit(before, action, events)
    return write_written(before, action)
