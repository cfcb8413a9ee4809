"""The visitor that judges a MAD record as it is read, in constant memory.

It resolves each turn token against the position (MGN-*), has the referee judge
it (MAD-*), checks move numbers, markers and variations, and at the end the
Termination and Result tags against what the turns produced. A wrong move number
or tag is a slip it keeps and reads past (:meth:`TagJudge.slip`); it stops judging
at any other error, kept after them: a referee reports the first error in replay
order. It keeps no turns, so a game of any length is judged in constant memory;
:class:`notation.builder.GameBuilder` extends it to record the game.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, TypeVar

import attrs

from admiralty.notation.judging import TagJudge, check_result, placed, start_or_default
from admiralty.notation.limits import Limits
from admiralty.notation.mgn.fast import Accelerator, Express, accelerator
from admiralty.notation.mgn.mfen import write_mfen
from admiralty.notation.mgn.record import GameRecord, PlainTurn
from admiralty.notation.mgn.tags import check_tag, start_of, termination_error
from admiralty.notation.mgn.turn import check_marks, parse_turn
from admiralty.notation.tokens import Token, syntax_error
from admiralty.notation.verdict import Summary
from admiralty.referee.mad import Side, State, apply, decide, stop
from admiralty.referee.mad.events import Stopped, TurnEvent
from admiralty.referee.mad.rules import check_running
from admiralty.referee.violation import AdmiraltyError, Violation, violation

R = TypeVar("R")


@attrs.frozen
class Judgement:
    """What judging one game found, without its turns.

    Args:
        tags: the tags as written, in order.
        start: the state before the first turn.
        final: the state the main line reached (before the first illegal turn).
        played: how many main-line turns were legal.
        stop: the agreement stop (Termination "agreement"), if any.
        errors: the violations, first one first; empty for a valid game.
        line: the line where the game starts in its file.
        offending: the text of the turn token that broke a rule in the main
            line, if one did (the last error); it was played in ``final``.
    """

    tags: tuple[tuple[str, str], ...]
    start: State
    final: State
    played: int
    stop: Stopped | None = None
    errors: tuple[Violation, ...] = ()
    line: int = 1
    offending: str | None = None

    @property
    def valid(self) -> bool:
        return not self.errors


@attrs.define
class Frame:
    """A line being judged: the main line or a variation."""

    state: State
    before: State | None = None
    numbered: bool = False
    played: int = 0


class Judge(TagJudge[R]):
    """Judges one game; subclasses hear each judged turn through :meth:`played`."""

    def begin_game(self, line: int) -> None:
        super().begin_game(line)
        self.frames: list[Frame] = []
        self.start: State | None = None
        self.stop: Stopped | None = None

    check_tag = staticmethod(check_tag)

    @property
    def judging(self) -> bool:
        return bool(self.frames)

    def played(self, event: TurnEvent, before: State, after: State, token: Token) -> None:
        """A turn was judged legal; ``token`` is where it was written."""

    def end_tags(self) -> None:
        try:
            self.start = start_of(dict(self.tags))
        except AdmiraltyError as error:
            raise placed(error, self.tag_tokens.get("SetUp") or self.tag_tokens["Board"]) from None
        self.frames.append(Frame(self.start))

    @property
    def frame(self) -> Frame:
        return self.frames[-1]

    def visit_move_number(self, token: Token) -> None:
        """A move number; a wrong one is a slip, read as the number the turn needs (specs/mgn.md, "Slips")."""
        state = self.frame.state
        expected = (state.turn + 1) // 2
        dots = "." if state.side is Side.RED else "..."
        if self.frame.numbered or int(token.text) != expected or token.value != dots:
            message = f"Move number {token.text}{token.value} is written here, where {expected}{dots} is expected."
            self.slip(syntax_error(message, token.line, token.column))
        self.frame.numbered = True

    def visit_turn(self, token: Token) -> None:
        frame = self.frame
        before = frame.state
        if before.side is Side.RED and not frame.numbered and before.outcome is None:
            expected = (before.turn + 1) // 2
            self.slip(syntax_error(f"Move number {expected}. is missing before this turn.", token.line, token.column))
        try:
            check_running(before)
            written = parse_turn(before, token.text)
            (event,) = decide(before, written.turn)
            after = apply(before, event)
            check_marks(written, event, after)
        except AdmiraltyError as error:
            if len(self.frames) == 1:
                self.offending = token.text
            raise placed(error, token) from None
        frame.state, frame.before, frame.numbered = after, before, False
        frame.played += 1
        self.played(event, before, after, token)

    def visit_nag(self, token: Token) -> None:
        if self.frame.before is None:
            raise syntax_error("A $N annotation must follow a turn.", token.line, token.column)

    def begin_variation(self, token: Token) -> None:
        before = self.frame.before
        if before is None:
            raise syntax_error("A variation must follow the turn it replaces.", token.line, token.column)
        self.frames.append(Frame(before))

    def end_variation(self, token: Token) -> None:
        self.frames.pop()
        self.frame.numbered = False

    def visit_result(self, token: Token) -> None:
        self.result_token = token

    def check_end(self) -> None:
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
        check_result(tags, self.tag_tokens, self.result_token, main.state.result, "MGN-RESULT")

    def judgement(self) -> Judgement:
        """What was found: tags, start, final state, errors."""
        start = self.start if self.start is not None else start_or_default(start_of, dict(self.tags))
        main = self.frames[0] if self.frames else Frame(start)
        return Judgement(
            self.written_tags,
            start,
            main.state,
            main.played,
            self.stop,
            tuple(self.errors),
            self.line,
            self.offending,
        )


class LineJudge(Judge[R]):
    """A judge that takes plain lines of movetext at once through the fast paths
    (:mod:`notation.mgn.fast`) while they are on; the turns it plays there are not
    heard one by one through :meth:`Judge.played`, only, when :attr:`recording`,
    through :meth:`lane_played`.
    """

    recording = False
    """Whether the lane keeps the turns it plays, for :meth:`lane_played`."""

    @property
    def fast(self) -> Accelerator | None:
        """The fast paths and the words they read, shared by every judge of the process
        (:func:`notation.mgn.fast.accelerator`); None when they are off. A subclass may
        give its own :class:`~notation.mgn.fast.Accelerator` to keep its words apart."""
        return accelerator()

    def begin_game(self, line: int) -> None:
        super().begin_game(line)
        self.express: Express | None = None

    def visit_line(self, line: str, number: int, limits: Limits) -> int:
        if self.express is None:
            fast = self.fast
            if fast is None:
                return 0
            self.express = fast.line(self.frame.state, self.frame.numbered, self.recording)
        taken = self.express.run(line, limits.digits)
        if taken < len(line):
            self._settle()
        return taken

    def lane_played(self, moves: list[PlainTurn]) -> None:
        """Turns the lane played, each as its number and canonical token."""

    def _settle(self) -> None:
        """Bring the main line up to the lane, before any token is visited one by one.

        The reader offers every line before cutting it, so a lane that took a
        whole line may run on into the next; it settles where it stops, and
        when the game ends.
        """
        if self.express is None:
            return
        frame, lane = self.frame, self.express.lane
        if lane.played:
            frame.state, frame.before = lane.state(), lane.before()
            frame.played += lane.played
            if self.express.moves:
                self.lane_played(self.express.moves)
        frame.numbered = self.express.numbered
        self.express = None

    def end_game(self, line: int) -> None:
        self._settle()
        super().end_game(line)


class Referee(LineJudge[Judgement]):
    """The judging visitor on its own: its result is the :class:`Judgement`.

    A plain game is judged whole (:mod:`notation.mgn.fast.plain`), any other token by token.
    """

    whole: Judgement | None = None
    """The judgement of a game judged whole; None for one read token by token."""

    def visit_game(self, lines: Iterator[tuple[int, str]], limits: Limits) -> bool:
        fast = self.fast
        found = None if fast is None else fast.game(lines, limits)
        if found is None:
            return False
        self.whole = Judgement(found.tags, found.start, found.final, found.played, found.stop, line=found.line)
        return True

    def result(self) -> Judgement:
        return self.judgement() if self.whole is None else self.whole


def summary(game: Judgement | GameRecord[Any]) -> Summary:
    """What a MAD verdict says of a judged game: result, termination, turns played, the final MFEN."""
    final = game.final
    return Summary(final.result, final.termination.value, game.played, write_mfen(final))
