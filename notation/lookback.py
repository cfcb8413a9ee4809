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
A turn written twice or left out is looked for too: the bad token (or the one before the bad place)
deleted, a legal token inserted at the bad place or before a token of the bad turn.

Bounded work: it runs only for an invalid game whose first error is in its movetext, and only when
asked (``validate --look-back``); it judges the one game at most ``MAX_SUGGESTIONS + LOOK_BACK x
ALTERNATIVES + 2 + INSERTIONS`` times, each judging stopping at its first error, so a record of N turns
costs O(N x ALTERNATIVES) turns judged with the caps of :data:`LOOK_BACK` and :data:`INSERTIONS` (twice
that when the first error is a move number read past and the bad turn after it is looked back on too). A
valid record is never looked back on.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import attrs

from admiralty.notation.assume import Edit, deletion, original, replaced, token_start
from admiralty.notation.kinds import MAD, GameKind
from admiralty.notation.limits import DEFAULT, Limits
from admiralty.notation.suggest import MAX_SUGGESTIONS, Suggestion
from admiralty.notation.verdict import Advice, Verdict, verdicts
from admiralty.referee.violation import Violation

LOOK_BACK = 24
"""How many legal tokens before the bad one are looked back on, latest first."""

ALTERNATIVES = 6
"""How many of the nearest other legal tokens are tried at each of them."""

INSERTIONS = 160
"""How many insertions of a legal token (a turn or an action left out) are tried at most."""

NUMBER = re.compile(r"[0-9]+\.+")
"""A move number as written."""

_END = 1 << 30
"""A reach past every turn: the moves are legal to their end."""

Place = tuple[int, int, int, Any]
"""A legal token's turn, line, column and the position it was played in (``token_places``)."""

Reach = tuple[int, int, int]
"""How far a judged game got: its first error's (line, column, turn) in the record as written (turn 0
for an error about no turn, a move number's); the moves legal to their end, :data:`_END` (then a valid
game, ``(_END, 1, 0)``, beats a declared result or Termination that differs, ``(_END, 0, 0)``). Places,
not turns, compare: a token inserted or deleted shifts the turns after it."""

_END_RULES = ("-RESULT", "-TAG")
"""The rules judged once every turn was legal (the Result and Termination tags, the result token): a tag
before the movetext is judged before any turn, so a record whose movetext alone was edited breaks a tag
rule only there."""


_Found = tuple[Reach, int, int, Suggestion]
"""A suggestion found with how far it carries the game, its kind (the bad token's own, an earlier token's,
a deletion, an insertion) and its order within its kind: the ranking key."""

Keep = Callable[[Reach], bool]


def reach(verdict: Verdict, edit: Edit, slips: frozenset[Violation] = frozenset()) -> Reach:
    """How far the game judged with ``edit`` made got (:data:`Reach`), passing over the ``slips`` of the
    record as written (move numbers or tags read past) that it still has."""
    if verdict.valid:
        return (_END, 1, 0)
    error = next((each for each in (original(e, [edit]) for e in verdict.errors) if each not in slips), None)
    if error is None or error.rule.endswith(_END_RULES):
        return (_END, 0, 0)
    return (error.line or 0, error.column or 0, error.turn or 0)


class _Game:
    """One game of a text judged again with one token replaced: only its own lines are read."""

    def __init__(
        self, file: str, lines: list[str], start: int, kind: GameKind, limits: Limits, slips: frozenset[Violation]
    ) -> None:
        self.file, self.kind, self.limits, self.slips = file, kind, limits, slips
        self.lines = ["\n"] * (start - 1) + lines[start - 1 :]

    def judged(self, edit: Edit) -> Reach:
        """How far the game gets with ``edit`` made, past the slips looked past (:func:`reach`)."""
        games: Iterator[tuple[Any, Verdict]] = verdicts(self.file, replaced(self.lines, edit), self.kind, self.limits)
        _, verdict = next(games)
        return reach(verdict, edit, self.slips)


def _written(lines: list[str], line: int, column: int) -> str:
    """The token that starts at ``column`` (1-based) of ``line``."""
    rest = lines[line - 1][column - 1 :]
    return rest.split(maxsplit=1)[0].split("{", 1)[0] if rest.strip() else ""


def _then(far: Reach) -> str:
    """How far the record is legal, in words."""
    if far[0] == _END:
        return "legal to its end"
    return f"legal up to turn {far[2]}" if far[2] else f"legal up to line {far[0]}"


@attrs.frozen
class _Bad:
    """Where the game broke: the error's place, the token or move number written there (``word``, from
    ``start``, 0-based), the position there and its turn, and how far the record as written gets."""

    line: int
    start: int
    word: str
    before: Any
    turn: int
    as_written: Reach


def reached(game: Any, places: list[Place], line: int, column: int) -> tuple[int, Any]:
    """The turn and position ``game`` had reached at a place (line, column) of its record: those of the
    first legal token of ``places`` (:meth:`~notation.plugin.GamePlugin.token_places`) after it, else its
    final ones (a move number judged past, a slip, stands before the turns after it)."""
    after = next((place for place in places if (place[1], place[2]) > (line, column)), None)
    return (int(game.final.turn), game.final) if after is None else (after[0], after[3])


def _bad_place(lines: list[str], game: Any, error: Any, places: list[Place]) -> _Bad | None:
    """Where ``game`` broke first, when that is in its movetext (a turn token, a move number, a result
    token), with the position there (:func:`reached`); None for an error in the tag section or without a
    place."""
    if error.line is None or error.column is None:
        return None
    if game.offending is not None and error == game.errors[-1]:
        start = token_start(lines[error.line - 1], game.offending, error.column)
        word = game.offending
    else:
        start, word = error.column - 1, _written(lines, error.line, error.column)
    if not word or word.startswith("["):
        return None
    at, before = reached(game, places, error.line, error.column)
    turn = error.turn if error.turn is not None else at
    return _Bad(error.line, start, word, before, turn, (error.line, error.column, error.turn or 0))


def _own(again: _Game, bad: _Bad, own: tuple[Suggestion, ...]) -> list[_Found]:
    """The bad token's own suggestions, each with how far it carries the game."""
    return [
        (again.judged(Edit(bad.line, bad.start, bad.word, suggestion.token)), 0, order, suggestion)
        for order, suggestion in enumerate(own)
    ]


def _earlier(again: _Game, lines: list[str], places: list[Place], kind: GameKind, keep: Keep) -> Iterator[_Found]:
    """The nearest other tokens of the :data:`LOOK_BACK` legal tokens before the bad one that carry the game
    far enough (``keep``)."""
    for order, (turn, line, column, before) in enumerate(reversed(places[-LOOK_BACK:])):
        written = _written(lines, line, column)
        others = kind.plugin.suggest(before, written, ALTERNATIVES + 1)
        for other in itertools.islice((s for s in others if s.distance and s.token != written), ALTERNATIVES):
            far = again.judged(Edit(line, column - 1, written, other.token))
            if keep(far):
                told = f"{written} at turn {turn} may have been {other.token}: then the record is {_then(far)}."
                yield far, 1, order, Suggestion(other.token, other.distance, told, turn, (line, column, written))


def _deleted(again: _Game, lines: list[str], bad: _Bad, places: list[Place], keep: Keep) -> Iterator[_Found]:
    """The bad token, or the legal token just before the bad place, deleted (a turn written twice)."""
    bad_token = [] if NUMBER.fullmatch(bad.word) else [(bad.turn, bad.line, bad.start + 1)]
    for order, (turn, line, column) in enumerate([*bad_token, *(place[:3] for place in places[-1:])]):
        written = _written(lines, line, column)
        if order and bad_token and written == bad.word:
            continue  # the same token twice in a row: deleting either writes the same record
        far = again.judged(deletion(lines[line - 1], line, column - 1, written))
        if keep(far):
            told = f"{written} at turn {turn} may have been written twice: without it the record is {_then(far)}."
            yield far, 2, order, Suggestion(written, 1, told, turn, (line, column, written), "delete")


def _inserted(
    again: _Game, lines: list[str], bad: _Bad, places: list[Place], kind: GameKind, keep: Keep
) -> Iterator[_Found]:
    """A legal token inserted at the bad place, or before a legal token of the bad turn (else before the
    last legal token), latest first (a turn or an action left out), at most :data:`INSERTIONS` tried."""
    same_turn = [place for place in places if place[0] == bad.turn] or places[-1:]
    spots = [(bad.line, bad.start + 1, bad.before), *((p[1], p[2], p[3]) for p in reversed(same_turn))]
    tried = 0
    for order, (line, column, before) in enumerate(spots):
        for token in kind.plugin.legal_tokens(before):
            if NUMBER.fullmatch(token):
                continue  # the end of a Rigadoon turn is no token left out
            if tried == INSERTIONS:
                return
            tried += 1
            far = again.judged(Edit(line, column - 1, "", token + " "))
            if keep(far):
                told = f"{token} may have been left out at turn {bad.turn}: with it the record is {_then(far)}."
                yield far, 3, order, Suggestion(token, 1, told, bad.turn, (line, column, ""), "insert")


def _distinct(ranked: Iterable[Suggestion]) -> Iterator[Suggestion]:
    """``ranked`` without a token inserted again at a later place than its best one."""
    inserted: set[str] = set()
    for suggestion in ranked:
        if suggestion.change == "insert":
            if suggestion.token in inserted:
                continue
            inserted.add(suggestion.token)
        yield suggestion


def looked_back(
    file: str, lines: list[str], game: Any, verdict: Verdict, kind: GameKind = MAD, limits: Limits = DEFAULT
) -> Verdict:
    """``verdict`` on ``game`` (judged with its turns, :func:`notation.verdict.judge`) with the earlier
    tokens whose nearest other token carries the game as far as the bad token's best suggestion (or to its
    end) offered with them, and the bad token (or the one before the bad place) deleted or a token inserted
    there when that does, ranked by how far each carries it; the verdict as it was when the game is valid,
    the error is not in the movetext, or looking back finds nothing. Its first error is looked back on;
    when that is a slip read past (a move number) and finds nothing, the bad turn after it is, past the
    slips before it."""
    if verdict.valid:
        return verdict
    told = _looked_back_at(file, lines, game, verdict, kind, limits, 0)
    last = len(verdict.errors) - 1
    if told is verdict and last and game.offending is not None:
        return _looked_back_at(file, lines, game, verdict, kind, limits, last)
    return told


def _looked_back_at(
    file: str, lines: list[str], game: Any, verdict: Verdict, kind: GameKind, limits: Limits, at: int
) -> Verdict:
    """:func:`looked_back` on the ``at``-th error of ``verdict``, the slips before it passed over."""
    every = kind.plugin.token_places(game)
    bad = _bad_place(lines, game, verdict.errors[at], every)
    if bad is None:
        return verdict
    advised = verdict.advice or tuple(Advice() for _ in verdict.errors)
    own = advised[at].suggestions or ()
    again = _Game(file, lines, game.line, kind, limits, frozenset(verdict.errors[:at]))
    found = _own(again, bad, own)
    best = max((far for far, *_ in found), default=bad.as_written)

    def keep(far: Reach) -> bool:
        return far > bad.as_written and (far >= best or far[0] == _END)

    places = [place for place in every if (place[1], place[2]) < (bad.line, bad.start + 1)]
    found += _earlier(again, lines, places, kind, keep)
    found += _deleted(again, lines, bad, places, keep)
    found += _inserted(again, lines, bad, places, kind, keep)
    if len(found) == len(own):
        return verdict
    found.sort(key=lambda item: (-item[0][0], -item[0][1], -item[0][2], item[1], item[2]))
    suggestions = tuple(itertools.islice(_distinct(item[3] for item in found), MAX_SUGGESTIONS))
    advice = (*advised[:at], attrs.evolve(advised[at], suggestions=suggestions), *advised[at + 1 :])
    return attrs.evolve(verdict, advice=advice)
