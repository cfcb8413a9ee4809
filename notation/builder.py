"""The visitor that replays a MAD record into a :class:`GameRecord`.

It resolves each turn token against the position (MGN-*), has the referee judge
it (MAD-*), checks move numbers, markers, variations, and at the end the
Termination and Result tags against what the turns produced. It collects the
first error and stops judging there, as a referee reports the first error in
replay order.
"""

from __future__ import annotations

import attrs

from notation.mgn_turn import check_marks, parse_turn
from notation.record import GameRecord, Line, PlayedTurn
from notation.tags import check_tag, start_of, termination_error
from notation.tokens import Token, syntax_error
from notation.visitor import BaseVisitor
from referee.mad import Side, State, apply, decide, stop
from referee.mad.events import Stopped, TurnEvent
from referee.violation import AdmiraltyError, Violation, violation


def placed(error: AdmiraltyError, token: Token) -> AdmiraltyError:
    """The error placed at ``token``; a column already set is an offset into it."""
    found = error.violation
    column = token.column + (found.column or 0)
    return AdmiraltyError(found.at(token.line, column))


@attrs.define
class _Draft:
    """A turn being read: the mutable twin of :class:`PlayedTurn`."""

    event: TurnEvent
    before: State
    after: State
    token: Token
    nags: list[int] = attrs.Factory(list)
    comments: list[str] = attrs.Factory(list)
    variations: list[Line] = attrs.Factory(list)

    def freeze(self) -> PlayedTurn:
        token = self.token
        return PlayedTurn(
            self.event,
            self.before,
            self.after,
            token.line,
            token.column,
            token.value,
            tuple(self.nags),
            tuple(self.comments),
            tuple(self.variations),
        )


@attrs.define
class _Frame:
    """A line being read: the main line or a variation."""

    state: State
    turns: list[_Draft] = attrs.Factory(list)
    comments: list[str] = attrs.Factory(list)
    numbered: bool = False

    def freeze(self) -> Line:
        return Line(tuple(draft.freeze() for draft in self.turns), tuple(self.comments))


class GameBuilder(BaseVisitor[GameRecord]):
    """Builds the :class:`GameRecord` of one game, collecting its first error."""

    def begin_game(self, line: int) -> None:
        self.line = line
        self.tags: list[tuple[str, str]] = []
        self.tag_tokens: dict[str, Token] = {}
        self.errors: list[Violation] = []
        self.frames: list[_Frame] = []
        self.start: State | None = None
        self.stop: Stopped | None = None
        self.result_token: Token | None = None
        self.offending: str | None = None

    def visit_tag(self, token: Token) -> None:
        if token.text in self.tag_tokens:
            raise placed(violation("MGN-TAG", f"The {token.text} tag is given twice."), token)
        try:
            check_tag(token.text, token.value or "")
        except AdmiraltyError as error:
            raise placed(error, token) from None
        self.tags.append((token.text, token.value or ""))
        self.tag_tokens[token.text] = token

    def end_tags(self) -> None:
        try:
            self.start = start_of(dict(self.tags))
        except AdmiraltyError as error:
            raise placed(error, self.tag_tokens.get("SetUp") or self.tag_tokens["Board"]) from None
        self.frames.append(_Frame(self.start))

    @property
    def frame(self) -> _Frame:
        return self.frames[-1]

    def visit_move_number(self, token: Token) -> None:
        state = self.frame.state
        expected = (state.turn + 1) // 2
        dots = "." if state.side is Side.RED else "..."
        if self.frame.numbered or int(token.text) != expected or token.value != dots:
            raise syntax_error(
                f"Expected move number {expected}{dots} here, not {token.text}{token.value}.",
                token.line,
                token.column,
            )
        self.frame.numbered = True

    def visit_turn(self, token: Token) -> None:
        frame = self.frame
        before = frame.state
        if before.side is Side.RED and not frame.numbered and before.outcome is None:
            expected = (before.turn + 1) // 2
            raise syntax_error(f"Move number {expected}. is missing before this turn.", token.line, token.column)
        try:
            written = parse_turn(before, token.text)
            (event,) = decide(before, written.turn)
            after = apply(before, event)
            check_marks(written, event, after)
        except AdmiraltyError as error:
            if len(self.frames) == 1:
                self.offending = token.text
            raise placed(error, token) from None
        frame.turns.append(_Draft(event, before, after, token))
        frame.state, frame.numbered = after, False

    def visit_nag(self, token: Token) -> None:
        if not self.frame.turns:
            raise syntax_error("A $N annotation must follow a turn.", token.line, token.column)
        self.frame.turns[-1].nags.append(int(token.value or "0"))

    def visit_comment(self, token: Token) -> None:
        frame = self.frame
        (frame.turns[-1].comments if frame.turns else frame.comments).append(token.text)

    def begin_variation(self, token: Token) -> None:
        if not self.frame.turns:
            raise syntax_error("A variation must follow the turn it replaces.", token.line, token.column)
        self.frames.append(_Frame(self.frame.turns[-1].before))

    def end_variation(self, token: Token) -> None:
        variation = self.frames.pop().freeze()
        self.frame.turns[-1].variations.append(variation)
        self.frame.numbered = False

    def visit_result(self, token: Token) -> None:
        self.result_token = token

    def handle_error(self, error: AdmiraltyError) -> None:
        if not self.errors:
            self.errors.append(error.violation)

    def end_game(self, line: int) -> None:
        if self.errors or not self.frames:
            return
        try:
            self._check_end()
        except AdmiraltyError as error:
            self.errors.append(error.violation)

    def _check_end(self) -> None:
        """Judge Termination, then the Result tag, then the result token."""
        tags, main = dict(self.tags), self.frames[0]
        declared = tags.get("Termination")
        if declared is not None:
            reason = termination_error(declared, main.state)
            if reason:
                raise placed(violation("MGN-TAG", reason), self.tag_tokens["Termination"])
            if declared == "agreement":
                self.stop = stop(main.state)
                main.state = apply(main.state, self.stop)
        result = tags.get("Result", "*")
        if result != main.state.result:
            message = f"Result says {result}, but the turns produce {main.state.result}."
            where = self.tag_tokens.get("Result") or self.result_token
            error = violation("MGN-RESULT", message)
            raise placed(error, where) if where else error
        token = self.result_token
        if token is not None and token.text != result:
            raise placed(violation("MGN-RESULT", f"The result token {token.text} differs from the Result tag {result}."), token)

    def result(self) -> GameRecord:
        start = self.start
        if start is None:
            start = start_of({})
        main = self.frames[0] if self.frames else _Frame(start)
        return GameRecord(
            tuple(self.tags),
            start,
            main.freeze(),
            main.state,
            self.stop,
            tuple(self.errors),
            self.line,
            self.offending,
        )
