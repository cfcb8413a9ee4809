"""The visitors that judge an RGN record as it is read (specs/rgn.md).

:class:`RigadoonJudge` resolves each action token against the position (RGN-*),
has the referee judge it (RIG-*), closes each turn at the next move number or
the result token (RIG-TURN-END, RIG-WIND; an unfinished record's last turn may
be cut off, RIG-UNFINISHED), and at the end checks the
Termination and Result tags. It reads past a wrong move number or tag and stops
at any other error, as the MGN judge does, and keeps no actions: a game of any length is judged in constant memory.
:class:`RigadoonBuilder` extends it to record every action with its events.
"""

from __future__ import annotations

from typing import TypeVar

import attrs

from admiralty.notation.judging import TagJudge, check_result, placed, start_or_default
from admiralty.notation.limits import Limits
from admiralty.notation.rgn.fast import Accelerator, accelerator
from admiralty.notation.rgn.record import PlayedAction, RigadoonRecord
from admiralty.notation.rgn.rfen import write_rfen
from admiralty.notation.rgn.story import tell
from admiralty.notation.rgn.tags import check_tag, result_of, start_of, termination_of
from admiralty.notation.rgn.turn import move_number, parse_action
from admiralty.notation.tokens import RGN, Token
from admiralty.notation.verdict import Summary
from admiralty.referee.rigadoon import Action, EndTurn, Event, State, decide, play
from admiralty.referee.violation import AdmiraltyError, violation

R = TypeVar("R")


class RigadoonJudge(TagJudge[R]):
    """Judges one RGN game; subclasses hear each judged action through :meth:`played`."""

    tag_rule = "RGN-TAG"

    def begin_game(self, line: int) -> None:
        super().begin_game(line)
        self.start: State | None = None
        self.state: State | None = None
        self.numbered = False
        self.acted = False
        self.turns = 0
        self.broken: tuple[Event, ...] = ()

    def check_tag(self, name: str, value: str) -> None:
        check_tag(name, value)

    @property
    def judging(self) -> bool:
        return self.state is not None

    def played(self, action: Action, events: tuple[Event, ...], before: State, token: Token) -> None:
        """An action was judged legal; ``token`` is where it was written (or what closed the turn)."""

    def end_tags(self) -> None:
        try:
            self.start = self.state = start_of(dict(self.tags))
        except AdmiraltyError as error:
            where = next(self.tag_tokens[name] for name in ("SetUp", "First", "Wind") if name in self.tag_tokens)
            raise placed(error, where) from None

    def _play(self, action: Action, token: Token) -> None:
        """Judge ``action`` and fold its events; errors are placed at ``token``."""
        before = self.state
        assert before is not None
        try:
            events, self.state = play(before, action)
        except AdmiraltyError as error:
            self.offending, self.broken = token.text, error.events
            raise placed(error, token) from None
        self.played(action, events, before, token)

    def _close_turn(self, token: Token) -> None:
        """End the open turn, if it has actions and the game runs (RIG-TURN-END, RIG-WIND)."""
        assert self.state is not None
        if self.acted and self.state.outcome is None:
            self._play(EndTurn(), token)
        self.acted = False

    def visit_move_number(self, token: Token) -> None:
        self._close_turn(token)
        state = self.state
        assert state is not None
        expected = move_number(state.turn)
        if state.outcome is not None:
            raise placed(violation("RIG-AFTER-END", "The game is over: no turn may follow."), token)
        if self.numbered or f"{token.text}{token.value}" != expected:
            message = f"Move number {token.text}{token.value} is written here, where {expected} is expected."
            self.slip(RGN.error(message, token.line, token.column))
        self.numbered = True

    def visit_turn(self, token: Token) -> None:
        state = self.state
        assert state is not None
        if not self.numbered and not self.acted and state.outcome is None:
            message = f"Move number {move_number(state.turn)} is missing before this action."
            self.slip(RGN.error(message, token.line, token.column))
        try:
            action = parse_action(state, token.text)
        except AdmiraltyError as error:
            self.offending = token.text
            raise placed(error, token) from None
        self._play(action, token)
        if not self.acted:
            self.turns += 1
        self.numbered, self.acted = False, True

    def visit_nag(self, token: Token) -> None:
        if not self.acted:
            raise RGN.error("A $N annotation must follow an action.", token.line, token.column)

    def begin_variation(self, token: Token) -> None:
        raise RGN.error("RGN has no variations: write alternatives in comments.", token.line, token.column)

    def visit_result(self, token: Token) -> None:
        self.result_token = token
        if token.text == "*":
            self._close_unfinished(token)
        else:
            self._close_turn(token)

    def _close_unfinished(self, token: Token) -> None:
        """An unfinished record may stop in the middle of a turn (RIG-UNFINISHED).

        The last turn is ended when its end is legal (**Decision**, specs/rigadoon.md);
        otherwise it is cut off there, its end not judged (no RIG-WIND, RIG-TURN-END).
        """
        state = self.state
        assert state is not None
        if self.acted and state.outcome is None:
            try:
                decide(state, EndTurn())
            except AdmiraltyError:
                self.acted = False
                return
        self._close_turn(token)

    def check_end(self) -> None:
        """Judge Termination, then the Result tag, then the result token (RGN-TAG, RGN-RESULT)."""
        tags, state = dict(self.tags), self.state
        assert state is not None
        declared, produced = tags.get("Termination"), termination_of(state)
        if declared is not None and declared != produced:
            message = f"Termination says {declared}, but the actions end the game by {produced}."
            raise placed(violation("RGN-TAG", message), self.tag_tokens["Termination"])
        check_result(tags, self.tag_tokens, self.result_token, result_of(state), "RGN-RESULT")

    def record(self, actions: tuple[PlayedAction, ...] = (), comments: tuple[str, ...] = ()) -> RigadoonRecord:
        """What was found: tags, start, final state, errors, and the ``actions`` given."""
        start = self.start if self.start is not None else start_or_default(start_of, dict(self.tags))
        final = self.state if self.state is not None else start
        return RigadoonRecord(
            self.written_tags,
            start,
            actions,
            final,
            self.turns,
            tuple(self.errors),
            self.line,
            self.offending,
            comments,
            self.broken,
        )


class RigadoonReferee(RigadoonJudge[RigadoonRecord]):
    """The judging visitor on its own: a record without its actions, in constant memory.

    It takes plain lines of movetext at once (:meth:`visit_line`) while the fast
    paths are on; it hears no action through :meth:`RigadoonJudge.played`.
    """

    @property
    def fast(self) -> Accelerator | None:
        """The line path and the action words it read, shared by every referee of the process
        (:func:`notation.rgn.fast.accelerator`); None when the fast paths are off. A subclass may
        give its own :class:`~notation.rgn.fast.Accelerator` to keep its words apart."""
        return accelerator()

    def visit_line(self, line: str, number: int, limits: Limits) -> int:
        """Judge the move numbers and actions at the start of ``line`` without cutting it into
        tokens (:meth:`notation.rgn.fast.lines.Accelerator.line`), while the fast paths are on."""
        fast, state = self.fast, self.state
        if fast is None or state is None:
            return 0
        taken, (self.state, self.numbered, self.acted, self.turns) = fast.line(
            line, limits, (state, self.numbered, self.acted, self.turns)
        )
        return taken

    def result(self) -> RigadoonRecord:
        return self.record()


@attrs.define
class _Draft:
    """An action being read: the mutable twin of :class:`PlayedAction`."""

    played: PlayedAction
    nags: list[int] = attrs.Factory(list)
    comments: list[str] = attrs.Factory(list)

    def freeze(self) -> PlayedAction:
        return attrs.evolve(self.played, nags=tuple(self.nags), comments=tuple(self.comments))


class RigadoonBuilder(RigadoonJudge[RigadoonRecord]):
    """Builds the :class:`RigadoonRecord` of one game with every action and its events."""

    def begin_game(self, line: int) -> None:
        super().begin_game(line)
        self.drafts: list[_Draft] = []
        self.opening: list[str] = []

    def played(self, action: Action, events: tuple[Event, ...], before: State, token: Token) -> None:
        glyph = None if isinstance(action, EndTurn) else token.value
        assert self.state is not None
        self.drafts.append(_Draft(PlayedAction(action, events, before, self.state, token.line, token.column, glyph)))

    def visit_nag(self, token: Token) -> None:
        super().visit_nag(token)
        self.drafts[-1].nags.append(int(token.value or "0"))

    def visit_comment(self, token: Token) -> None:
        (self.drafts[-1].comments if self.drafts else self.opening).append(token.text)

    def result(self) -> RigadoonRecord:
        return self.record(tuple(draft.freeze() for draft in self.drafts), tuple(self.opening))


def summary(game: RigadoonRecord) -> Summary:
    """What a Rigadoon verdict says of a judged game: result, termination, turns, the final RFEN, and
    what a broken action did before it broke (its maneuver so far)."""
    final = game.final
    return Summary(result_of(final), termination_of(final), game.turns, write_rfen(final), tell(game.broken, final))
