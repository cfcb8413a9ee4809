"""The visitor that replays a MAD record into a :class:`GameRecord`.

It judges exactly as :class:`notation.judge.Judge` does and records every turn
with its annotations and variations, for replay and export;
:class:`Transcriber` records what the store keeps, faster.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Generic, TypeVar

import attrs

from admiralty.notation.limits import Limits
from admiralty.notation.mgn.judge import Judge, LineJudge
from admiralty.notation.mgn.record import GameRecord, Line, PlainTurn, PlayedTurn, StoredTurn
from admiralty.notation.tokens import Token
from admiralty.referee.mad import State
from admiralty.referee.mad.events import TurnEvent

R = TypeVar("R")
T = TypeVar("T", bound=StoredTurn)


@attrs.define
class _Written:
    """What is written after a turn being read: its NAGs, comments and variations."""

    nags: list[int] = attrs.field(factory=list, kw_only=True)
    comments: list[str] = attrs.field(factory=list, kw_only=True)
    variations: list[Line[PlayedTurn]] = attrs.field(factory=list, kw_only=True)

    def notes(self) -> tuple[tuple[int, ...], tuple[str, ...], tuple[Line[PlayedTurn], ...]]:
        return tuple(self.nags), tuple(self.comments), tuple(self.variations)


@attrs.define
class _Draft(_Written):
    """A turn being read: the mutable twin of :class:`PlayedTurn`."""

    event: TurnEvent
    before: State
    after: State
    token: Token

    def freeze(self) -> PlayedTurn:
        token = self.token
        return PlayedTurn(self.event, self.before, self.after, token.line, token.column, token.value, *self.notes())


@attrs.define
class _PlainDraft(_Written):
    """A turn of the fast lane being annotated: the mutable twin of :class:`PlainTurn`."""

    turn: int
    token: str

    def freeze(self) -> PlainTurn:
        return PlainTurn(self.turn, self.token, *self.notes())


@attrs.define
class _LineDraft:
    """A line being recorded: a variation, or the main line of a full record."""

    turns: list[_Draft] = attrs.Factory(list)
    comments: list[str] = attrs.Factory(list)

    def last(self) -> _Written:
        """The last turn, which takes what is written after it."""
        return self.turns[-1]

    def freeze(self) -> Line[PlayedTurn]:
        return Line(tuple(turn.freeze() for turn in self.turns), tuple(self.comments))


@attrs.define
class _StoredLineDraft:
    """The main line of a record made for the store.

    Turns of the fast lane are kept as :class:`PlainTurn` until something is
    written after one (:meth:`last`): most never need a draft.
    """

    turns: list[_Draft | _PlainDraft | PlainTurn] = attrs.Factory(list)
    comments: list[str] = attrs.Factory(list)

    def last(self) -> _Written:
        """The last turn, as a draft that takes what is written after it."""
        last = self.turns[-1]
        if isinstance(last, PlainTurn):
            last = self.turns[-1] = _PlainDraft(last.turn, last.token)
        return last

    def freeze(self) -> Line[StoredTurn]:
        turns = tuple(turn if isinstance(turn, PlainTurn) else turn.freeze() for turn in self.turns)
        return Line(turns, tuple(self.comments))


M = TypeVar("M", bound=_LineDraft | _StoredLineDraft)


class _Recorder(Judge[R], Generic[R, M]):
    """Records every turn with what is written after it, into the main line's
    draft ``main`` (a subclass makes it in :meth:`begin_game`) and its variations."""

    main: M

    def begin_game(self, line: int) -> None:
        super().begin_game(line)
        self.variations: list[_LineDraft] = []

    @property
    def current(self) -> _LineDraft | M:
        """The line being read: the innermost open variation, else the main line."""
        return self.variations[-1] if self.variations else self.main

    def played(self, event: TurnEvent, before: State, after: State, token: Token) -> None:
        self.current.turns.append(_Draft(event, before, after, token))

    def visit_nag(self, token: Token) -> None:
        super().visit_nag(token)
        self.current.last().nags.append(int(token.value or "0"))

    def visit_comment(self, token: Token) -> None:
        line = self.current
        (line.last().comments if line.turns else line.comments).append(token.text)

    def begin_variation(self, token: Token) -> None:
        super().begin_variation(token)
        self.variations.append(_LineDraft())

    def end_variation(self, token: Token) -> None:
        super().end_variation(token)
        variation = self.variations.pop().freeze()
        self.current.last().variations.append(variation)

    def record(self, main: Line[T]) -> GameRecord[T]:
        """The game's record, with ``main`` (the frozen main line) and what judging found."""
        found = self.judgement()
        return GameRecord(
            found.tags,
            found.start,
            main,
            found.final,
            found.stop,
            found.errors,
            found.line,
            found.offending,
        )


class GameBuilder(_Recorder[GameRecord[PlayedTurn], _LineDraft]):
    """Builds the :class:`GameRecord` of one game, every turn played in full,
    collecting its first error."""

    def begin_game(self, line: int) -> None:
        super().begin_game(line)
        self.main = _LineDraft()

    def result(self) -> GameRecord[PlayedTurn]:
        return self.record(self.main.freeze())


class Transcriber(
    LineJudge[GameRecord[StoredTurn]],
    _Recorder[GameRecord[StoredTurn], _StoredLineDraft],
):
    """Records a game for the store: as :class:`GameBuilder` does, but plain
    lines of the main line are judged at once through the fast lane, their
    turns kept as :class:`~notation.record.PlainTurn` (number and canonical
    token), which is all the store keeps of a turn.
    """

    recording = True

    whole: GameRecord[StoredTurn] | None = None
    """The record of a plain game judged whole (:mod:`notation.mgn.fast.plain`); None for one read token by token."""

    def visit_game(self, lines: Iterator[tuple[int, str]], limits: Limits) -> bool:
        fast = self.fast
        found = None if fast is None else fast.game(lines, limits, record=True)
        if found is None:
            return False
        first = found.start.turn
        main = Line(tuple(PlainTurn(first + index, token) for index, token in enumerate(found.tokens)))
        self.whole = GameRecord(found.tags, found.start, main, found.final, found.stop, line=found.line)
        return True

    def begin_game(self, line: int) -> None:
        super().begin_game(line)
        self.main = _StoredLineDraft()

    def lane_played(self, moves: list[PlainTurn]) -> None:
        self.main.turns.extend(moves)

    def result(self) -> GameRecord[StoredTurn]:
        return self.record(self.main.freeze()) if self.whole is None else self.whole
