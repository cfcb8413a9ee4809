"""Rigadoon's store codec (:class:`admiralty.notation.codec.StoreCodec`): each turn's actions as canonical RGN tokens.

The start is kept as RFEN with the board's name; each turn's actions are
written by :func:`notation.rgn.turn.write_action` (every choice of a sail
explicit) and, when the game is rebuilt, read again against the position and
judged again by the referee (RGN-*, RIG-*), the turn's end included
(RIG-TURN-END, RIG-WIND).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from admiralty.notation.codec import ActionsTurn, Opening, Turn, WrittenMove, change_last
from admiralty.notation.rgn.record import PlayedAction, RigadoonRecord
from admiralty.notation.rgn.rfen import parse_rfen, write_rfen
from admiralty.notation.rgn.tags import BOARDS, board_name
from admiralty.notation.rgn.turn import parse_action, write_action
from admiralty.notation.rgn.writer import write_game
from admiralty.referee.rigadoon import Action, EndTurn, decide, replay
from admiralty.referee.rigadoon.rules import check_running
from admiralty.referee.violation import Violation, violation
from admiralty.referee.wording import quoted


class RigadoonReplay:
    """A Rigadoon game rebuilt: every action of every turn judged again."""

    def __init__(self, opening: Opening) -> None:
        self.opening = opening
        board = BOARDS.get(opening.board)
        if board is None:
            raise violation("STORE-STREAM", f"{quoted(opening.board)} is not a Rigadoon board.")
        self.start = self.state = parse_rfen(opening.start, board)
        self.actions: list[PlayedAction] = []
        self.turns = 0

    @property
    def turn(self) -> int:
        return self.state.turn

    def _play(
        self, action: Action, glyph: str | None = None, nags: tuple[int, ...] = (), comments: tuple[str, ...] = ()
    ) -> None:
        before = self.state
        check_running(before)
        events = decide(before, action)
        self.state = replay(before, events)
        self.actions.append(PlayedAction(action, events, before, self.state, glyph=glyph, nags=nags, comments=comments))

    def play(self, turn: Turn) -> bool:
        if not isinstance(turn, ActionsTurn):
            return False
        for move in turn.actions:
            self._play(parse_action(self.state, move.token), move.glyph, move.nags, move.comments)
        if turn.ended:
            self._play(EndTurn(), comments=turn.closing)
        self.turns += 1
        return True

    def stop(self) -> bool:
        return False

    def annotate(self, turn: int, change: Callable[[Any], Any]) -> bool:
        return change_last(
            self.actions, change, lambda played: played.before.turn == turn and not isinstance(played.action, EndTurn)
        )

    def record(self, tags: tuple[tuple[str, str], ...], line: int, errors: tuple[Violation, ...]) -> RigadoonRecord:
        return RigadoonRecord(
            tags,
            self.start,
            tuple(self.actions),
            self.state,
            self.turns,
            errors,
            line,
            None,
            self.opening.comments,
        )


class RigadoonCodec:
    """Rigadoon's part of the store (:class:`admiralty.notation.codec.StoreCodec`)."""

    def opening(self, game: RigadoonRecord) -> Opening:
        """RFEN start, board name, no MAD rule options."""
        return Opening(write_rfen(game.start), board_name(game.start.board), comments=game.comments)

    def turns(self, game: RigadoonRecord) -> list[ActionsTurn]:
        """One turn of actions per turn of the record's legal actions."""
        turns: list[ActionsTurn] = []
        moves: list[WrittenMove] = []
        for played in game.actions:
            if isinstance(played.action, EndTurn):
                turns.append(ActionsTurn(played.before.turn, tuple(moves), True, played.comments))
                moves = []
                continue
            token = write_action(played.before, played.action, played.events)
            moves.append(WrittenMove(token, played.glyph, played.nags, played.comments))
        if moves:
            turns.append(ActionsTurn(game.actions[-1].before.turn, tuple(moves), False))
        return turns

    def stop(self, game: RigadoonRecord) -> str | None:
        return None

    def replay(self, opening: Opening) -> RigadoonReplay:
        return RigadoonReplay(opening)

    def write(self, game: RigadoonRecord, comments: tuple[str, ...]) -> str:
        """The canonical RGN of a stored game, ``comments`` opening its movetext."""
        return write_game(attrs.evolve(game, comments=comments + game.comments, errors=()))


CODEC = RigadoonCodec()
"""Rigadoon's store codec (``RIGADOON.plugin.codec()``)."""
