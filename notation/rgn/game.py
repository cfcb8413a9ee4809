"""Rigadoon as a game kind: what the registry (:mod:`admiralty.notation.kinds`) calls for RGN records and RFEN
positions."""

from __future__ import annotations

import re
from collections.abc import Iterator

from admiralty.notation.render.rigadoon_svg import rigadoon_svg
from admiralty.notation.rgn import random_records
from admiralty.notation.rgn.data import DEFAULT_BOARD
from admiralty.notation.rgn.marks import maneuver_marks, named_squares
from admiralty.notation.rgn.record import PlayedAction, RigadoonRecord
from admiralty.notation.rgn.rfen import parse_rfen
from admiralty.notation.rgn.story import tell
from admiralty.notation.rgn.tags import BOARDS
from admiralty.notation.rgn.turn import move_number, parse_action, write_action
from admiralty.notation.rgn.writer import write_game
from admiralty.notation.steps import Generation, Step, separated
from admiralty.notation.tokens import RGN
from admiralty.referee.rigadoon import EndTurn, Sail, State, decide, legal_actions
from admiralty.referee.rigadoon.rules import owes_action
from admiralty.referee.violation import AdmiraltyError, violation

MAX_TURNS = 40
"""The longest random game played (RIG-TURN: a game is short; a longer one rarely ends otherwise)."""


def read_position(text: str, board: str | None = None, positioning: bool = False) -> State:
    """An RFEN position on a Rigadoon board (the default one unless ``board`` names another).

    Raises:
        AdmiraltyError: RFEN-SYNTAX or RFEN-POSITION; RFEN-SYNTAX too for ``positioning``, a MAD rule option.
    """
    if positioning:
        raise violation("RFEN-SYNTAX", "Rigadoon has no positioning turns: that option is MAD's.")
    if board is not None and board not in BOARDS:
        raise violation("RFEN-SYNTAX", f"There is no Rigadoon board {board}; the boards are {', '.join(BOARDS)}.")
    return parse_rfen(text, BOARDS[board] if board else DEFAULT_BOARD)


def legal_tokens(state: State) -> list[str]:
    """The legal actions of a position in canonical RGN; the end of the turn is its next move number."""
    tokens = []
    for action in legal_actions(state):
        if isinstance(action, EndTurn):
            tokens.append(move_number(state.turn + 1))
        else:
            tokens.append(write_action(state, action, decide(state, action)))
    return tokens


def generate(options: Generation) -> Iterator[str]:
    """Random legal games as canonical RGN, each at most :data:`MAX_TURNS` turns long: each
    game's text as soon as it is played (:func:`notation.steps.separated`)."""
    records = random_records(options.seed, options.games, min(options.max_turns, MAX_TURNS))
    return separated(write_game(record) for record in records)


def token_places(record: RigadoonRecord) -> list[tuple[int, int, int, State]]:
    """Where each legal action token stands (not the ends of turns) and the position it was played in:
    (turn, line, column, before)."""
    return [
        (played.before.turn, played.line, played.column, played.before)
        for played in record.actions
        if not isinstance(played.action, EndTurn)
    ]


def heading(played: PlayedAction, written: str | None = None) -> str:
    """``Turn 3 (Blue): B1c9-f6/B1>B2``, or ``Turn 3 (Blue) ends.`` for the end of a turn; ``written``: the
    action's canonical token, when the caller has written it (:func:`write_action`)."""
    before = played.before
    who = f"Turn {before.turn} ({before.fleet.name.title()})"
    if isinstance(played.action, EndTurn):
        return f"{who} ends."
    return f"{who}: {written or write_action(before, played.action, played.events)}"


def story(played: PlayedAction) -> tuple[str, ...]:
    """The chain reaction of an action, one numbered line per event."""
    return tuple(f"  {number}. {line}" for number, line in enumerate(tell(played.events, played.before), start=1))


def steps(record: RigadoonRecord) -> list[Step]:
    """A replay's steps: one per legal action, with its chain reaction told and marked, and the board after it."""
    return [step(played) for played in record.actions]


def step(played: PlayedAction, written: str | None = None) -> Step:
    """The replay step of a legal action; ``written``: its canonical token, when the caller has written it."""
    return Step(
        played.before.turn,
        heading(played, written),
        story(played),
        played.after,
        maneuver_marks(played.before, played.events),
    )


def svg(state: State, move: str | None = None, size: int = 48, caption: str | None = None, strict: bool = False) -> str:
    """The SVG of a position with an action drawn: a legal one with its whole maneuver, numbered.

    An illegal token (the report draws the position before an offending action
    this way) gets the squares it names outlined, the acting ship's first, and
    a wind change marks the wind; a sail still draws its arrow. A move number
    or a result token is the end of the turn (:func:`closes_turn`): ended
    against RIG-TURN-END it outlines the ships at sea that still owe an action,
    against RIG-WIND it marks the wind. With ``strict`` an illegal token is
    raised instead.

    Raises:
        AdmiraltyError: with ``strict``, the token's RGN-* or RIG-* error.
    """
    if not move:
        return rigadoon_svg(state, size=size, caption=caption)
    if closes_turn(move):
        return _end_svg(state, size, caption, strict)
    action = None
    try:
        action = parse_action(state, move)
        marks = maneuver_marks(state, decide(state, action))
    except AdmiraltyError:
        if strict:
            raise
    else:
        return rigadoon_svg(state, marks=marks, size=size, caption=caption)
    return rigadoon_svg(
        state,
        arrow=(action.origin, action.stop) if isinstance(action, Sail) else None,
        size=size,
        caption=caption,
        offence=named_squares(state, move),
        wind_offence=move.startswith("W:"),
    )


_CLOSING = re.compile(r"[0-9]+(?:\.|\.\.\.)?|" + "|".join(re.escape(word) for word in RGN.results))


def closes_turn(token: str) -> bool:
    """Whether ``token`` is what ends a turn in a record: a move number (``3.``, ``2...``, or
    ``3`` as a report names it) or a result (RIG-TURN-END).

    >>> closes_turn("2..."), closes_turn("*"), closes_turn("W:S")
    (True, True, False)
    """
    return _CLOSING.fullmatch(token) is not None


def _end_svg(state: State, size: int, caption: str | None, strict: bool) -> str:
    """The position with the end of its turn drawn: nothing when it is legal, else what broke the rule."""
    try:
        decide(state, EndTurn())
    except AdmiraltyError as error:
        if strict:
            raise
        if error.violation.rule == "RIG-WIND":
            said = "ended on a wind change" if state.wind_changed else "ended, wind unchanged"
            return rigadoon_svg(state, size=size, caption=caption, wind_offence=True, turn_end=said)
        if error.violation.rule == "RIG-TURN-END":
            owing = tuple(ship.square for ship in state.fleet_ships(state.fleet) if owes_action(state, ship))
            return rigadoon_svg(state, size=size, caption=caption, owing=owing, turn_end="ships owing an action")
    return rigadoon_svg(state, size=size, caption=caption)


def step_svg(step: Step) -> str:
    """The SVG of the board after a replay step, its whole maneuver drawn and numbered as its story, captioned
    with the action."""
    return rigadoon_svg(step.after, marks=step.marks, caption=step.heading)
