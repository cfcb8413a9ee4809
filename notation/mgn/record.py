"""A game as read from a record: tags, turns with their annotations, verdict.

Records are frozen values; :class:`notation.builder.GameBuilder` makes them and
:func:`notation.writer.write_game` writes them back. A record's lines are typed
by what their turns hold: ``GameRecord[PlayedTurn]`` (every turn with its
states, for replay and export) or, made for the store,
``GameRecord[StoredTurn]`` (main-line turns may be :class:`PlainTurn`).
"""

from __future__ import annotations

from typing import Generic, TypeAlias, TypeVar

import attrs

from admiralty.referee.mad import State
from admiralty.referee.mad.events import Stopped, TurnEvent
from admiralty.referee.violation import Violation, violation


class Tagged:
    """What MGN and RGN game records share: their verdict and their tags."""

    __slots__ = ()
    tags: tuple[tuple[str, str], ...]
    errors: tuple[Violation, ...]

    @property
    def valid(self) -> bool:
        return not self.errors

    def tag(self, name: str, default: str | None = None) -> str | None:
        """The value of tag ``name``, or ``default``."""
        return dict(self.tags).get(name, default)


@attrs.frozen
class PlayedTurn:
    """One turn of a line, with what the record said about it.

    Args:
        event: the turn's event, as the referee decided it.
        before: the state the turn was played in.
        after: the state the turn left.
        line: where the turn token stands in the record.
        column: where the turn token stands in the record.
        glyph: its annotation glyph (``!?``), if any.
        nags: its ``$N`` annotations.
        comments: the comments written after it.
        variations: alternatives to this turn, each from ``before``.
    """

    event: TurnEvent
    before: State
    after: State
    line: int = 0
    column: int = 0
    glyph: str | None = None
    nags: tuple[int, ...] = ()
    comments: tuple[str, ...] = ()
    variations: tuple[Line[PlayedTurn], ...] = ()


@attrs.frozen
class PlainTurn:
    """A main-line turn judged on the fast lane, kept as its number and canonical token.

    Only the express lane of :class:`notation.builder.Transcriber`, which
    records games for the store, makes them; what was written after the turn
    is kept as for a :class:`PlayedTurn` (a turn with a glyph is never plain).
    """

    turn: int
    token: str
    nags: tuple[int, ...] = ()
    comments: tuple[str, ...] = ()
    variations: tuple[Line[PlayedTurn], ...] = ()


StoredTurn: TypeAlias = PlayedTurn | PlainTurn
"""A main-line turn of a record made for the store: played in full, or plain."""

T_co = TypeVar("T_co", bound=StoredTurn, covariant=True)
"""What the turns of a line are: :class:`PlayedTurn`, or :data:`StoredTurn` for the store."""


@attrs.frozen
class Line(Generic[T_co]):
    """A sequence of turns (the main line or a variation) and its opening comments.

    Turns are :class:`PlayedTurn` (``Line[PlayedTurn]``); only the main line of
    a record made for the store may also hold :class:`PlainTurn`
    (``Line[StoredTurn]``). Variations always hold played turns.
    """

    turns: tuple[T_co, ...] = ()
    comments: tuple[str, ...] = ()


@attrs.frozen
class GameRecord(Tagged, Generic[T_co]):
    """One game of a record file, its main line holding ``T_co`` turns.

    Args:
        tags: the tags as written, in order.
        start: the state before the first turn.
        main: the main line.
        final: the state the main line reached (before the first illegal turn).
        stop: the agreement stop (Termination "agreement"), if any.
        errors: the violations, first one first; empty for a valid game.
        line: the line where the game starts in its file.
        offending: the text of the turn token that broke a rule, if one did;
            it was played in ``final``.
    """

    tags: tuple[tuple[str, str], ...]
    start: State
    main: Line[T_co]
    final: State
    stop: Stopped | None = None
    errors: tuple[Violation, ...] = ()
    line: int = 1
    offending: str | None = None

    @property
    def offence_caption(self) -> str:
        """The caption of ``final`` drawn with the offending turn: the position before the bad turn."""
        if self.offending is None:
            return "Position reached"
        return f"Before turn {self.errors[-1].turn}: {self.offending}"

    @property
    def played(self) -> int:
        """How many main-line turns were legal."""
        return len(self.main.turns)

    def stopped_after(self, turn: int | None) -> State:
        """The position the game stopped in: after main-line turn ``turn``, or its final one (MAD-TIEBREAK).

        An arbiter may stop a game after a given turn (specs/arbiter.md,
        ``--stop-after``); the later turns of the record are ignored.

        Raises:
            AdmiraltyError: MAD-TIEBREAK when turn ``turn`` was not played in the main line.
        """
        if turn is None:
            return self.final
        for played in self.main.turns:
            if isinstance(played, PlayedTurn) and played.before.turn == turn:
                return played.after
        raise violation("MAD-TIEBREAK", f"Turn {turn} was not played in this game.")
