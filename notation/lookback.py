"""Did you mean, looking back: an earlier turn whose slip was itself legal (specs/suggestions.md, "Looking back").

A player who writes ``211c5-c4`` for ``211c5-c3`` usually writes a legal turn: the record goes on legally
and breaks turns later, where the bad token's own suggestions may not help. The look-back judges the game
again with each of the bad token's own suggestions, then takes each of the :data:`LOOK_BACK` legal tokens
before the bad one (MAD: turns; Rigadoon: actions, so that a turn of several actions is looked into), tries
its :data:`ALTERNATIVES` nearest other legal tokens (the suggestions at that position,
:mod:`admiralty.notation.suggest`) and judges the game again with each. Those that carry the game farther
than the record as written and at least as far as the best of the bad token's own (or to its end) are
offered with them, ranked by how far the game then goes, the bad token's own first among equals, each
naming its own turn: "211c5-c4 at turn 9 may have been 211c5-c3: then the record is legal to its end."

Bounded work: it runs only for an invalid game whose first error is about a turn token, and only when
asked (``validate --look-back``); it judges the one game at most ``MAX_SUGGESTIONS + LOOK_BACK x
ALTERNATIVES`` times, each judging stopping at its first error, so a record of N turns costs O(N x
ALTERNATIVES) turns judged with the cap of :data:`LOOK_BACK`. A valid record is never looked back on.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import attrs

from admiralty.notation.assume import Edit, original, replaced, token_start
from admiralty.notation.kinds import MAD, GameKind
from admiralty.notation.limits import DEFAULT, Limits
from admiralty.notation.suggest import MAX_SUGGESTIONS, Suggestion
from admiralty.notation.verdict import Verdict, verdicts

LOOK_BACK = 24
"""How many legal tokens before the bad one are looked back on, latest first."""

ALTERNATIVES = 6
"""How many of the nearest other legal tokens are tried at each of them."""

_END = 1 << 30
"""A reach past every turn: the moves are legal to their end."""

Reach = tuple[int, int, int]
"""How far a judged game got: its first error's (turn, line, column) in the record as written; the
moves legal to their end, :data:`_END` (then a valid game, ``(_END, 1, 0)``, beats a declared result
that differs, ``(_END, 0, 0)``)."""


def reach(verdict: Verdict, edit: Edit) -> Reach:
    """How far the game judged with ``edit`` made got (:data:`Reach`)."""
    if verdict.valid:
        return (_END, 1, 0)
    error = original(verdict.errors[0], [edit])
    if error.turn is None:
        return (_END, 0, 0)
    return (error.turn, error.line or 0, error.column or 0)


def said(turn: int, written: str, token: str, far: Reach) -> str:
    """The look-back suggestion told in the record's words.

    >>> said(9, "211c5-c4", "211c5-c3", (_END, 1, 0))
    '211c5-c4 at turn 9 may have been 211c5-c3: then the record is legal to its end.'
    >>> said(9, "211c5-c4", "211c5-c3", (30, 12, 4))
    '211c5-c4 at turn 9 may have been 211c5-c3: then the record is legal up to turn 30.'
    """
    then = "legal to its end" if far[0] == _END else f"legal up to turn {far[0]}"
    return f"{written} at turn {turn} may have been {token}: then the record is {then}."


class _Game:
    """One game of a text judged again with one token replaced: only its own lines are read."""

    def __init__(self, file: str, lines: list[str], start: int, kind: GameKind, limits: Limits) -> None:
        self.file, self.kind, self.limits = file, kind, limits
        self.lines = ["\n"] * (start - 1) + lines[start - 1 :]

    def judged(self, edit: Edit) -> Reach:
        """How far the game gets with ``edit`` made."""
        games: Iterator[tuple[Any, Verdict]] = verdicts(self.file, replaced(self.lines, edit), self.kind, self.limits)
        _, verdict = next(games)
        return reach(verdict, edit)


def _written(lines: list[str], line: int, column: int) -> str:
    """The token that starts at ``column`` (1-based) of ``line``."""
    rest = lines[line - 1][column - 1 :]
    return rest.split(maxsplit=1)[0].split("{", 1)[0] if rest.strip() else ""


def looked_back(
    file: str, lines: list[str], game: Any, verdict: Verdict, kind: GameKind = MAD, limits: Limits = DEFAULT
) -> Verdict:
    """``verdict`` on ``game`` (judged with its turns, :func:`notation.verdict.judge`) with the earlier
    tokens whose nearest other token carries the game as far as the bad token's best suggestion (or to its
    end) offered with them, ranked by how far each carries it; the verdict as it was when the game is valid,
    the error is not about a turn token, or looking back finds nothing."""
    if verdict.valid or not verdict.advice or verdict.advice[0].suggestions is None or game.offending is None:
        return verdict
    error, own = verdict.errors[0], verdict.advice[0].suggestions
    if error.line is None or error.column is None or error.turn is None:
        return verdict
    again = _Game(file, lines, game.line, kind, limits)
    start = token_start(lines[error.line - 1], game.offending, error.column)
    as_written: Reach = (error.turn, error.line, error.column)
    found = [
        (again.judged(Edit(error.line, start, game.offending, suggestion.token)), 0, order, suggestion)
        for order, suggestion in enumerate(own)
    ]
    best = max((far for far, *_ in found), default=as_written)
    places = [place for place in kind.plugin.token_places(game) if (place[1], place[2]) < (error.line, error.column)]
    for order, (turn, line, column, before) in enumerate(reversed(places[-LOOK_BACK:]), start=len(own)):
        written = _written(lines, line, column)
        others = kind.plugin.suggest(before, written, ALTERNATIVES + 1)
        for other in itertools.islice((s for s in others if s.distance and s.token != written), ALTERNATIVES):
            far = again.judged(Edit(line, column - 1, written, other.token))
            if far > as_written and (far >= best or far[0] == _END):
                told = said(turn, written, other.token, far)
                taken = Suggestion(other.token, other.distance, told, turn, (line, column, written))
                found.append((far, 1, order, taken))
    if len(found) == len(own):
        return verdict
    found.sort(key=lambda item: (-item[0][0], -item[0][1], -item[0][2], item[1], item[2]))
    suggestions = tuple(item[3] for item in found[:MAX_SUGGESTIONS])
    advice = (attrs.evolve(verdict.advice[0], suggestions=suggestions), *verdict.advice[1:])
    return attrs.evolve(verdict, advice=advice)
