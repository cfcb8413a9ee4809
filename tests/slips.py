"""Slips of the pen, for the "did you mean" tests and benchmarks: each turns a canonical MGN token (or RGN action
token) into what a player might have written instead (specs/suggestions.md).

Each slip takes the position, the canonical token and a number that picks among
its ways (a hypothesis draw or a ``random.Random`` draw), and gives the slipped
token, or None when that slip does not apply to the token.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from admiralty.notation.mgn.turn import check_marks, match_turn, parse_turn
from admiralty.notation.rgn.turn import match_action, parse_action
from admiralty.referee.mad import SHIPS, State, apply, decide
from admiralty.referee.rigadoon import State as RigadoonState
from admiralty.referee.rigadoon import decide as decide_action
from admiralty.referee.violation import AdmiraltyError

Slip = Callable[[State, str, int], str | None]


def _near(state: State, name: str, pick: int) -> str | None:
    """A square one step from ``name`` (on the board), the ``pick``-th of them modulo their number."""
    square = state.board.parse_square(name)
    assert square is not None
    file, rank = state.board.file_of(square), state.board.rank_of(square)
    names = [
        state.board.name_of(other)
        for other in range(len(state.squares))
        if abs(state.board.file_of(other) - file) + abs(state.board.rank_of(other) - rank) == 1
    ]
    return names[pick % len(names)] if names else None


def _movement(token: str) -> dict[str, str] | None:
    match = match_turn(token)
    return None if match is None or match["ship"] is None else {k: v for k, v in match.groupdict().items() if v}


def _rewrite(token: str, group: str, new: str) -> str:
    match = match_turn(token)
    assert match is not None
    return token[: match.start(group)] + new + token[match.end(group) :]


def wrong_target(state: State, token: str, pick: int) -> str | None:
    """The TO square one step off: ``211c2-c3`` for ``211c2-c4``."""
    parts = _movement(token)
    near = parts and _near(state, parts["target"], pick)
    return _rewrite(token, "target", near) if near else None


def wrong_origin(state: State, token: str, pick: int) -> str | None:
    """The FROM square one step off: ``211c3-c4`` for ``211c2-c4``."""
    parts = _movement(token)
    near = parts and _near(state, parts["origin"], pick)
    return _rewrite(token, "origin", near) if near else None


def swapped_digits(state: State, token: str, pick: int) -> str | None:
    """Two different digits of the ship swapped: ``121c2-c4`` for ``211c2-c4``."""
    parts = _movement(token)
    if parts is None:
        return None
    code = parts["ship"]
    swaps = [(i, j) for i in range(3) for j in range(i + 1, 3) if code[i] != code[j]]
    if not swaps:
        return None
    i, j = swaps[pick % len(swaps)]
    digits = list(code)
    digits[i], digits[j] = digits[j], digits[i]
    return _rewrite(token, "ship", "".join(digits))


def wrong_marker(state: State, token: str, pick: int) -> str | None:
    """``x`` for ``-`` or ``-`` for ``x``."""
    parts = _movement(token)
    return None if parts is None else _rewrite(token, "marker", "-" if parts["marker"] == "x" else "x")


def transposed(state: State, token: str, pick: int) -> str | None:
    """The FROM and TO squares written the other way round: ``211c4-c2`` for ``211c2-c4``."""
    parts = _movement(token)
    if parts is None or "origin" not in parts:
        return None
    return _rewrite(_rewrite(token, "target", parts["origin"]), "origin", parts["target"])


def other_side(state: State, token: str, pick: int) -> str | None:
    """The FROM of the opponent's ship with the same code: Blue's 211 on c5 written on Red's turn."""
    parts = _movement(token)
    if parts is None:
        return None
    theirs = state.where(SHIPS[state.side.other, parts["ship"]])
    return None if theirs is None else _rewrite(token, "origin", state.board.name_of(theirs))


def forgotten_bonus(state: State, token: str, pick: int) -> str | None:
    """The bonus shift left out: ``121b5-b6`` for ``121b5-b6+121<>212``."""
    return token.split("+")[0] if "+" in token else None


def forgotten_end(state: State, token: str, pick: int) -> str | None:
    """``#`` left out, or written on a turn that exiles no corvette."""
    return token[:-1] if token.endswith("#") else token + "#"


SLIPS: dict[str, Slip] = {
    slip.__name__: slip
    for slip in (
        wrong_target,
        wrong_origin,
        swapped_digits,
        transposed,
        wrong_marker,
        other_side,
        forgotten_bonus,
        forgotten_end,
    )
}
"""Every kind of slip, by name."""


def is_legal(state: State, token: str) -> bool:
    """Whether the referee takes ``token`` in ``state``, as the judge does (turn, marks)."""
    try:
        written = parse_turn(state, token)
        (event,) = decide(state, written.turn)
        check_marks(written, event, apply(state, event))
    except AdmiraltyError:
        return False
    return True


def _rigadoon_square(name: str, pick: int) -> str:
    """A square name one step from ``name`` (it may be off the board): the ``pick``-th of four."""
    file, rank = name[0], int(name[1:])
    moves = ((1, 0), (-1, 0), (0, 1), (0, -1))
    df, dr = moves[pick % 4]
    return f"{chr(ord(file) + df)}{rank + dr}"


def _sail(token: str) -> re.Match[str] | None:
    match = match_action(token)
    return match if match is not None and match["ship"] is not None else None


def _replace(token: str, match: re.Match[str], group: str, new: str) -> str:
    return token[: match.start(group)] + new + token[match.end(group) :]


def other_fleet(state: RigadoonState, token: str, pick: int) -> str | None:
    """The other fleet's ship of the same number: ``G1d1-d4`` for ``B1d1-d4``."""
    match = _sail(token)
    if match is None:
        return None
    ship = match["ship"]
    return _replace(token, match, "ship", ("G" if ship[0] == "B" else "B") + ship[1:])


def wrong_start(state: RigadoonState, token: str, pick: int) -> str | None:
    """The start square one step off."""
    match = _sail(token)
    return None if match is None else _replace(token, match, "origin", _rigadoon_square(match["origin"], pick))


def wrong_stop(state: RigadoonState, token: str, pick: int) -> str | None:
    """The stop square one step off."""
    match = _sail(token)
    return None if match is None else _replace(token, match, "stop", _rigadoon_square(match["stop"], pick))


def transposed_squares(state: RigadoonState, token: str, pick: int) -> str | None:
    """The start and stop squares written the other way round: ``B1d4-d1`` for ``B1d1-d4``."""
    match = _sail(token)
    if match is None:
        return None
    swapped = _replace(token, match, "stop", match["origin"])
    return _replace(swapped, match, "origin", match["stop"])


def dropped_choices(state: RigadoonState, token: str, pick: int) -> str | None:
    """The choices after ``/`` left out."""
    return token.split("/")[0] if "/" in token else None


RIGADOON_SLIPS: dict[str, Callable[[RigadoonState, str, int], str | None]] = {
    slip.__name__: slip for slip in (other_fleet, wrong_start, wrong_stop, transposed_squares, dropped_choices)
}
"""Every kind of slip of a Rigadoon action, by name."""


def is_legal_action(state: RigadoonState, token: str) -> bool:
    """Whether the referee takes the action ``token`` in ``state``."""
    try:
        decide_action(state, parse_action(state, token))
    except AdmiraltyError:
        return False
    return True
