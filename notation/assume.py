"""Judging a record on past its bad turns, each taken for its one nearest legal turn (``validate --assume-nearest``).

When a turn token breaks a rule and exactly one legal turn is nearest to it
(:func:`notation.suggest.unique`), the record is judged again as if that turn
had been written, and so on until the game ends, an error has no single
nearest turn, or the error is not about a turn token. The verdict keeps the
first error as it is, adds every later one (a slip read past is listed once),
each with the assumptions it rests on, and sums up the game as it ends under the assumptions; it stays invalid
(specs/suggestions.md).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from typing import Any

import attrs

from admiralty.notation.kinds import MAD, GameKind
from admiralty.notation.limits import DEFAULT, Limits
from admiralty.notation.suggest import Suggestion, unique
from admiralty.notation.verdict import Advice, Verdict, verdicts
from admiralty.referee.violation import Violation


@attrs.frozen
class Edit:
    """A token replaced in a record's text: at ``line`` (1-based), from ``start`` (0-based), ``old`` by ``new``."""

    line: int
    start: int
    old: str
    new: str


def token_start(text: str, token: str, column: int) -> int:
    """Where ``token`` starts in the line ``text``, the error placed at the 1-based ``column`` in or at it.

    >>> token_start("3. 211d4xd5 112<>221", "211d4xd5", 4)
    3
    """
    return text.rfind(token, 0, column - 1 + len(token))


def replaced(lines: list[str], edit: Edit) -> list[str]:
    """``lines`` with ``edit`` made."""
    text = lines[edit.line - 1]
    changed = text[: edit.start] + edit.new + text[edit.start + len(edit.old) :]
    return [*lines[: edit.line - 1], changed, *lines[edit.line :]]


def original(error: Violation, edits: list[Edit]) -> Violation:
    """``error``, found in the edited text, placed at its column in the record as written."""
    if error.line is None or error.column is None:
        return error
    shift = sum(len(e.new) - len(e.old) for e in edits if e.line == error.line and e.start < error.column - 1)
    return attrs.evolve(error, column=error.column - shift)


def deletion(text: str, line: int, start: int, token: str) -> Edit:
    """The edit that deletes ``token``, starting at ``start`` (0-based) of the line ``text``, with the space
    that separates it from the next word (from the word before when it ends its line).

    >>> deletion("3. 211c2-c4 211c2-c4 121a5-a4", 3, 12, "211c2-c4")
    Edit(line=3, start=12, old='211c2-c4 ', new='')
    """
    end = start + len(token)
    if text[end : end + 1] == " ":
        return Edit(line, start, token + " ", "")
    if start and text[start - 1] == " ":
        return Edit(line, start - 1, " " + token, "")
    return Edit(line, start, token, "")


def suggested_edit(lines: list[str], suggestion: Suggestion) -> Edit:
    """The edit a suggestion that names its place makes (a look-back's: a replacement of an earlier
    token, a deletion, an insertion before what is written there)."""
    assert suggestion.place is not None
    line, column, written = suggestion.place
    if suggestion.change == "delete":
        return deletion(lines[line - 1], line, column - 1, written)
    if suggestion.change == "insert":
        return Edit(line, column - 1, "", suggestion.token + " ")
    return Edit(line, column - 1, written, suggestion.token)


def _edit(lines: list[str], offending: str | None, error: Violation, nearest: Suggestion) -> Edit:
    """The edit that takes the suggestion ``nearest`` for the token it replaces: the bad token at ``error``, or
    the place a look-back suggestion names (:mod:`admiralty.notation.lookback`)."""
    if nearest.place is not None:
        return suggested_edit(lines, nearest)
    assert error.line is not None and error.column is not None and offending is not None
    return Edit(error.line, token_start(lines[error.line - 1], offending, error.column), offending, nearest.token)


def _told(suggestion: Suggestion, edit: Edit) -> str:
    """What an assumption took, in the record's words: ``211d4xc5 for 211d4xd5``, ``211c2-c4 deleted``."""
    if suggestion.change == "delete":
        return f"{suggestion.token} deleted"
    if suggestion.change == "insert":
        return f"{suggestion.token} inserted"
    return f"{suggestion.token} for {edit.old}"


def _game(file: str, lines: list[str], index: int, kind: GameKind, limits: Limits) -> tuple[Any, Verdict]:
    """The ``index``-th (1-based) game of the text with its verdict."""
    return next(itertools.islice(verdicts(file, lines, kind, limits), index - 1, None))


def assumed(
    file: str, lines: list[str], game: Any, verdict: Verdict, kind: GameKind = MAD, limits: Limits = DEFAULT
) -> Verdict:
    """The verdict on one judged game of ``lines``, judged on past each bad turn with a single nearest turn."""
    errors, advice = list(verdict.errors), list(verdict.advice)
    listed = {error: index for index, error in enumerate(errors)}  # each error, placed as written, to its index
    edits: list[Edit] = []
    assuming: list[str] = []
    current = verdict
    while current.advice:
        bad = next((index for index, each in enumerate(current.advice) if each.suggestions), None)
        if bad is None:
            break
        nearest, error = unique(current.advice[bad].suggestions or ()), current.errors[bad]
        if nearest is None or error.line is None or error.column is None:
            break
        if nearest.place is None and (game.offending is None or bad != len(current.errors) - 1):
            break
        taken = listed[original(error, edits)]
        advice[taken] = attrs.evolve(advice[taken], taken=nearest.token)
        edit = _edit(lines, game.offending, error, nearest)
        lines, edits = replaced(lines, edit), [*edits, edit]
        assuming.append(f"turn {nearest.turn or error.turn}: {_told(nearest, edit)}")
        game, current = _game(file, lines, verdict.index, kind, limits)
        later = current.advice or tuple(Advice() for _ in current.errors)
        for found, each in zip(current.errors, later, strict=True):
            written = original(found, edits)
            if written not in listed:  # a slip read past before the edit is listed already
                listed[written] = len(errors)
                errors.append(written)
                advice.append(attrs.evolve(each, assuming=tuple(assuming)))
    if current is verdict:
        return verdict
    return attrs.evolve(current, valid=False, errors=tuple(errors), advice=tuple(advice))


def assume_nearest(
    file: str, lines: Iterable[str], kind: GameKind = MAD, limits: Limits = DEFAULT
) -> list[tuple[Any, Verdict]]:
    """Every game of a file with its verdict, each judged on past its bad turns (:func:`assumed`);
    the game is the one judged as written."""
    text = list(lines)
    return [
        (game, assumed(file, text, game, verdict, kind, limits)) for game, verdict in verdicts(file, text, kind, limits)
    ]
