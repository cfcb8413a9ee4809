"""A Rigadoon game as read from an RGN record: tags, actions with their events, verdict.

Records are frozen values; :class:`notation.rigadoon_judge.RigadoonBuilder`
makes them and :func:`notation.rigadoon_writer.write_game` writes them back.
"""

from __future__ import annotations

import attrs

from admiralty.notation.mgn.record import Tagged
from admiralty.notation.tokens import RGN
from admiralty.referee.rigadoon import Action, Event, State
from admiralty.referee.violation import Violation


@attrs.frozen
class PlayedAction:
    """One action of the record, with what the referee decided and the record said.

    Args:
        action: the action as read (a sail's choices as written).
        events: its events, as :func:`referee.rigadoon.decide` judged them; for
            the end of a turn, the ``TurnEnded`` event.
        before: the state the action was played in.
        after: the state it left.
        line: where its token stands (for the end of a turn: the move number or
            result token that closed it).
        column: where its token stands.
        glyph: its annotation glyph (``!?``), if any.
        nags: its ``$N`` annotations.
        comments: the comments written after it.
    """

    action: Action
    events: tuple[Event, ...]
    before: State
    after: State
    line: int = 0
    column: int = 0
    glyph: str | None = None
    nags: tuple[int, ...] = ()
    comments: tuple[str, ...] = ()
    broken: tuple[Event, ...] = ()


@attrs.frozen
class RigadoonRecord(Tagged):
    """One Rigadoon game of a record file.

    Args:
        tags: the tags as written, in order.
        start: the state before the first action.
        actions: the legal actions, ends of turns included, in order.
        final: the state they reached (before the first illegal action).
        turns: how many turns were played (the last one possibly unfinished).
        errors: the violations, first one first; empty for a valid game.
        line: the line where the game starts in its file.
        offending: the text of the token that broke a rule, if one did.
        comments: the comments before the first action.
        broken: what the action that broke a rule did before it broke it, played
            from ``final``: the events of its maneuver up to the violation
            (RIG-MANEUVER); empty when nothing happened first.
    """

    tags: tuple[tuple[str, str], ...]
    start: State
    actions: tuple[PlayedAction, ...]
    final: State
    turns: int
    errors: tuple[Violation, ...] = ()
    line: int = 1
    offending: str | None = None
    comments: tuple[str, ...] = ()
    broken: tuple[Event, ...] = ()

    @property
    def offence_caption(self) -> str:
        """The caption of ``final`` drawn with the offending token: a turn has several actions, so
        ``final`` is the position before the bad action (``Turn 3, before B1d1-d4``), or the one at the
        end of the turn when the move number or result token that closed it broke a rule (RIG-WIND,
        RIG-TURN-END) or came after the end (RIG-AFTER-END)."""
        if self.offending is None:
            return "Position reached"
        turn = self.errors[-1].turn
        if self.offending[:1].isdigit() or self.offending in RGN.results:
            return f"At the end of turn {turn}"
        return f"Turn {turn}, before {self.offending}"
