"""Repairing a record: one turn token replaced by a legal one, the original kept in a comment (``admiralty repair``).

The arbiter names the turn and the token meant; the token written there is
replaced and followed by the comment ``{Repaired: written OLD}``, and the
record is judged again. A replacement that is not legal where it stands is
refused with the rule it breaks (specs/suggestions.md).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from typing import Any

import attrs

from admiralty.notation.assume import Edit, replaced, token_start
from admiralty.notation.kinds import MAD, GameKind
from admiralty.notation.lookback import reached
from admiralty.notation.suggest import edits
from admiralty.notation.verdict import Verdict, judge
from admiralty.referee.violation import AdmiraltyError


class NoSuchTurn(ValueError):
    """The record has no game of that number, or no single token of that turn to replace: a usage error."""


class AfterTheError(ValueError):
    """The turn named is after the record's first error, or the record breaks no rule: a repair corrects the
    bad turn or one before it (a slip that was itself legal), unless forced: a usage error."""


def first_bad_turn(game: Any, verdict: Verdict, kind: GameKind = MAD) -> int | None:
    """The turn of the record's bad turn (after any slips read past), else of its first error (for an
    error about no turn, a move number's, the turn the game had reached there: :func:`reached`); None for
    a valid record."""
    if verdict.valid:
        return None
    error = verdict.errors[-1] if game.offending is not None else verdict.errors[0]
    if error.turn is not None:
        return error.turn
    if error.line is None or error.column is None:
        return int(game.final.turn)
    return reached(game, kind.plugin.token_places(game), error.line, error.column)[0]


def check_at_or_before(game: Any, verdict: Verdict, turn: int, kind: GameKind = MAD) -> None:
    """Refuse a repair of ``turn`` that is not at or before the bad turn (or the first error).

    Raises:
        AfterTheError: saying why and how to force it.
    """
    bad = first_bad_turn(game, verdict, kind)
    if bad is None:
        raise AfterTheError("the record breaks no rule; give --force with --reason to change a legal turn")
    if turn > bad:
        raise AfterTheError(
            f"turn {turn} comes after the first error (turn {bad}): a repair corrects the bad turn or one "
            "before it; give --force with --reason to change a later turn"
        )


@attrs.frozen
class Repaired:
    """A repaired record: its text, the edit made and the verdict on the repaired game."""

    text: str
    edit: Edit
    verdict: Verdict


def _place(
    game: Any,
    verdict: Verdict,
    kind: GameKind,
    turn: int,
    token: str,
    text: list[str],
    place: tuple[int, int] | None = None,
) -> tuple[int, int, str]:
    """Where the token of turn ``turn`` stands: (line, column, text); the bad turn's token (unless ``token``
    is not legal there and is at an earlier action of that turn), else the one legal token of that turn, or of
    a turn of several (Rigadoon actions) the one at ``place`` (line, column) if given, else the one where
    ``token`` is legal, the one written nearest to it (in characters) if it is legal at several.

    Raises:
        NoSuchTurn: the turn has no token, or several and ``token`` is legal at none or several of them.
    """
    error = verdict.errors[-1] if verdict.errors else None  # the bad turn's, after any slips read past
    places = [each for each in kind.plugin.token_places(game) if each[0] == turn]
    if len(places) > 1 and place is not None:
        places = [each for each in places if each[1:3] == place] or places
    legal = [each for each in places if token in kind.plugin.legal_tokens(each[3])]
    bad = error is not None and error.turn == turn and game.offending is not None and place is None
    here = not legal or token in kind.plugin.legal_tokens(game.final)
    if bad and here and error is not None and error.line and error.column:
        return error.line, error.column, game.offending
    if len(places) > 1 and legal:
        far = [edits(token, text[each[1] - 1][each[2] - 1 :].split(maxsplit=1)[0]) for each in legal]
        places = [each for each, distance in zip(legal, far) if distance == min(far)]
    if len(places) != 1:
        how = "no turn token" if not places else f"{len(places)} action tokens"
        raise NoSuchTurn(f"turn {turn} has {how} to replace")
    return places[0][1], places[0][2], ""


def repair(
    file: str,
    lines: Iterable[str],
    turn: int,
    token: str,
    kind: GameKind = MAD,
    index: int = 1,
    place: tuple[int, int] | None = None,
    forced: str | None = None,
) -> Repaired:
    """Game ``index`` of the record ``lines`` with turn ``turn`` written as ``token``, judged again; ``place``
    (line, column) picks the token of a turn of several, as a look-back suggestion names it. ``forced`` is
    the reason a turn after the first error (or of a valid record) is changed, kept in the comment.

    Raises:
        NoSuchTurn: there is no game ``index``, or no single token of turn ``turn``.
        AfterTheError: ``turn`` is after the first error, or the record is valid, and nothing forces it.
        AdmiraltyError: the rule ``token`` breaks where it stands, when it is not legal there.
    """
    text = list(lines)
    found = next(itertools.islice(judge(file, text, kind), index - 1, None), None)
    if found is None:
        raise NoSuchTurn(f"{file} has no game {index}")
    if forced is None:
        check_at_or_before(*found, turn, kind)
    line, column, old = _place(*found, kind, turn, token, text, place)
    row = text[line - 1]
    start = token_start(row, old, column) if old else column - 1
    old = old or row[start:].split(maxsplit=1)[0]
    why = f"; {forced.replace('{', '(').replace('}', ')')}" if forced else ""
    edit = Edit(line, start, old, f"{token} {{Repaired: written {old}{why}}}")
    fixed = replaced(text, edit)
    _, verdict = next(itertools.islice(judge(file, fixed, kind), index - 1, None))
    for error in verdict.errors:
        if error.line == line and error.column is not None and start < error.column <= start + len(token):
            raise AdmiraltyError(error)
    return Repaired("".join(fixed), edit, verdict)
