"""MAD's store codec (:class:`admiralty.notation.codec.StoreCodec`): each main-line turn as its canonical MGN token.

The start is kept as MFEN with the rule options (board, positioning, tie-break);
each turn's token is read again against the position and judged again by the
referee when the game is rebuilt (MGN-*, MAD-*), variations included. A plain
turn, judged on the fast lane and holding nothing but its token, is given as
that token alone, so that the store writes a run of them at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from admiralty.notation.codec import Branch, Opening, TokenTurn, Turn, WrittenMove, change_last
from admiralty.notation.mgn.mfen import parse_mfen, write_mfen
from admiralty.notation.mgn.record import GameRecord, Line, PlainTurn, PlayedTurn, StoredTurn
from admiralty.notation.mgn.turn import parse_turn, write_event
from admiralty.notation.mgn.writer import write_game
from admiralty.referee.mad import BOARDS, Rules, State, apply, decide, stop
from admiralty.referee.mad.events import Stopped
from admiralty.referee.violation import Violation


def _branch(line: Line[PlayedTurn]) -> Branch:
    return Branch(line.comments, tuple(_written(played) for played in line.turns))


def _written(played: PlayedTurn) -> WrittenMove:
    token = write_event(played.before, played.event, played.after)
    return WrittenMove(token, played.glyph, played.nags, played.comments, tuple(map(_branch, played.variations)))


def _turn(played: StoredTurn) -> TokenTurn:
    """A main-line turn in full; a plain turn already holds its number and canonical token."""
    if isinstance(played, PlainTurn):
        variations = tuple(map(_branch, played.variations)) if played.variations else ()
        return TokenTurn(played.turn, WrittenMove(played.token, None, played.nags, played.comments, variations))
    return TokenTurn(played.before.turn, _written(played))


def _play(state: State, token: str) -> PlayedTurn:
    (event,) = decide(state, parse_turn(state, token).turn)
    return PlayedTurn(event, state, apply(state, event))


def _played(state: State, move: WrittenMove) -> PlayedTurn:
    """A stored turn played again in ``state``, with what was written after it, its variations judged too."""
    played = _play(state, move.token)
    variations = tuple(_line(state, each) for each in move.variations)
    return attrs.evolve(played, glyph=move.glyph, nags=move.nags, comments=move.comments, variations=variations)


def _line(state: State, branch: Branch) -> Line[PlayedTurn]:
    turns = []
    for move in branch.turns:
        played = _played(state, move)
        turns.append(played)
        state = played.after
    return Line(tuple(turns), branch.comments)


class MadReplay:
    """A MAD game rebuilt: each turn's token judged again (MGN-*, MAD-*)."""

    def __init__(self, opening: Opening) -> None:
        self.opening = opening
        rules = Rules(BOARDS[opening.board], opening.positioning, opening.tiebreak)
        self.start = self.state = parse_mfen(opening.start, rules)
        self.turns: list[PlayedTurn] = []
        self.stopped: Stopped | None = None

    @property
    def turn(self) -> int:
        return self.state.turn

    def play(self, turn: Turn) -> bool:
        if type(turn) is str:  # a plain turn: its token alone
            played = _play(self.state, turn)
        elif isinstance(turn, TokenTurn):
            played = _played(self.state, turn.move)
        else:
            return False
        self.turns.append(played)
        self.state = played.after
        return True

    def stop(self) -> bool:
        self.stopped = stop(self.state)
        self.state = apply(self.state, self.stopped)
        return True

    def annotate(self, turn: int, change: Callable[[Any], Any]) -> bool:
        return change_last(self.turns, change, lambda played: played.before.turn == turn)

    def record(
        self, tags: tuple[tuple[str, str], ...], line: int, errors: tuple[Violation, ...]
    ) -> GameRecord[PlayedTurn]:
        main = Line(tuple(self.turns), self.opening.comments)
        return GameRecord(tags, self.start, main, self.state, self.stopped, errors, line)


class MadCodec:
    """MAD's part of the store (:class:`admiralty.notation.codec.StoreCodec`)."""

    def opening(self, game: GameRecord[StoredTurn]) -> Opening:
        rules = game.start.rules
        return Opening(write_mfen(game.start), rules.board.name, rules.positioning, rules.tiebreak, game.main.comments)

    def turns(self, game: GameRecord[StoredTurn]) -> list[Turn]:
        """Each main-line turn in full, or as its token alone when it is plain (holding only its
        token, numbered by its place)."""
        return [
            played.token
            if type(played) is PlainTurn
            and played.turn == place
            and not (played.nags or played.comments or played.variations)
            else _turn(played)
            for place, played in enumerate(game.main.turns, 1)
        ]

    def stop(self, game: GameRecord[StoredTurn]) -> str | None:
        return None if game.stop is None else game.stop.reason.value

    def replay(self, opening: Opening) -> MadReplay:
        return MadReplay(opening)

    def write(self, game: GameRecord[PlayedTurn], comments: tuple[str, ...]) -> str:
        main = attrs.evolve(game.main, comments=comments + game.main.comments)
        return write_game(attrs.evolve(game, main=main, errors=()))


CODEC = MadCodec()
"""MAD's store codec (``MAD.plugin.codec()``)."""
