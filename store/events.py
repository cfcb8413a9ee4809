"""The store's events: what happened to a stored game, one frozen class each.

A stored game is a stream of these events, numbered from 0 (``seq``). The first
is always :class:`GameStarted`; an import appends the turns as written, the stop
when the players agreed on one, and the verdict; later tools append
annotations. Nothing is ever edited: a correction is a new event.

The referee's own events (:mod:`referee.mad.events`) say what a turn did to the
board; these say what was *submitted and decided*, so a turn is kept as its
canonical token and re-judged by the referee whenever the game is rebuilt.
Timestamps and hash links are not part of an event: the store adds them.
"""

from __future__ import annotations

import attrs

from admiralty.notation.codec import Branch, WrittenMove
from admiralty.referee.violation import Violation


@attrs.frozen
class GameStarted:
    """A game was submitted: its tags as written and where it comes from.

    Args:
        tags: every tag as written, in order (even invalid ones).
        start: the start position in MFEN.
        board: the board name (``6x4``, ``5x5``).
        positioning: whether turns 1 and 2 are positioning turns.
        tiebreak: the MAD-TIEBREAK limit (0: none).
        submission: the sha256 digest of the submitted file.
        index: the game's 1-based place in that file.
        line: the line where the game starts in that file.
        comments: comments written before the first turn.
        tournament: the tournament given at import, if any.
        round: the round given at import, if any.
        kind: the game, ``mad`` or ``rigadoon`` (notation.kinds). Left out of a
            MAD payload, so MAD events keep the bytes they always had. For
            Rigadoon, ``start`` is RFEN, ``board`` the Board tag's board, and
            ``positioning`` and ``tiebreak`` are unused (false, 0).
    """

    tags: tuple[tuple[str, str], ...]
    start: str
    board: str
    positioning: bool
    tiebreak: int
    submission: str
    index: int
    line: int = 1
    comments: tuple[str, ...] = ()
    tournament: str | None = None
    round: str | None = None
    kind: str = "mad"


@attrs.frozen
class TurnPlayed:
    """A turn of the main line, written as its canonical token: MAD's MGN token, or any game's whose turn
    is one token: what its codec gives as a :class:`notation.codec.TokenTurn` (or a bare token), stored
    as this event (:func:`store.recording.turn_event`; a game's turns are these or :class:`TurnSailed`
    events, :data:`TURNS`).

    Args:
        turn: the 1-based turn number.
        token: the canonical token (``211c2-c4``).
        glyph: its glyph as submitted (``!?``), if any.
        nags: its ``$N`` annotations as submitted.
        comments: the comments submitted after it.
        variations: the variations submitted after it.
    """

    turn: int
    token: str
    glyph: str | None = None
    nags: tuple[int, ...] = ()
    comments: tuple[str, ...] = ()
    variations: tuple[Branch, ...] = ()

    @property
    def text(self) -> str:
        """The turn's text in its game's identity (:func:`store.identity.identity`): its token."""
        return self.token


@attrs.frozen
class TurnSailed:
    """A turn of several actions, each written as its canonical token: a Rigadoon turn's RGN actions, or
    any game's whose turn is several actions: what its codec gives as a :class:`notation.codec.ActionsTurn`.

    Args:
        turn: the 1-based turn number.
        actions: its actions in order (``W:E``, ``B2+``, ``B1d1-d3/bump``), each
            with the glyph, NAGs and comments written after it.
        ended: whether the turn was closed (its end judged, RIG-TURN-END);
            false for a turn cut short by the game's end or by an error.
        closing: the comments written after the next move number, before the
            next turn's first action.
    """

    turn: int
    actions: tuple[WrittenMove, ...]
    ended: bool = True
    closing: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        """The turn's text in its game's identity (:func:`store.identity.identity`): its action tokens
        joined by spaces."""
        return " ".join(action.token for action in self.actions)


@attrs.frozen
class GameStopped:
    """The players agreed to stop after the last turn (Termination "agreement")."""

    reason: str = "agreement"


@attrs.frozen
class VerdictRecorded:
    """What the referee decided on the submitted game.

    Args:
        valid: no rule is broken.
        errors: the violations, first one first.
        result: the result the turns produce (``red``, ``blue/tb``, ``*``).
        termination: how the game ended (``corvette``, ``unfinished`` ...).
        turns: how many main-line turns were legal.
    """

    valid: bool
    errors: tuple[Violation, ...]
    result: str
    termination: str
    turns: int


@attrs.frozen
class Annotated:
    """An arbiter's or player's note on a turn, added after the import.

    In a Rigadoon game the note is on the turn's last action: the glyph and NAG
    are written after its token, the comment after its comments.

    Args:
        turn: the 1-based turn number it is about.
        comment: a comment, written after the turn as ``{[by NAME] TEXT}``.
        glyph: a glyph that replaces the turn's glyph.
        nag: a ``$N`` added to the turn's NAGs.
        by: who annotated.
    """

    turn: int
    comment: str | None = None
    glyph: str | None = None
    nag: int | None = None
    by: str | None = None


@attrs.frozen
class Adjudicated:
    """The arbiter adjudicated the game by the tie-break rule (MAD-TIEBREAK).

    Args:
        after_turn: the last turn that counts: the game stopped after it.
        result: the semi-victory awarded (``red/tb`` or ``blue/tb``).
        explanation: what the decision rests on (the last expulsion, or none).
        by: the arbiter.
        reason: why the game was stopped, in the arbiter's words.
    """

    after_turn: int
    result: str
    explanation: str
    by: str | None = None
    reason: str | None = None


@attrs.frozen
class Corrected:
    """The arbiter corrected a turn token of the record (``admiralty repair GAME``, specs/suggestions.md).

    The submitted file is never changed: the correction says which token the
    arbiter reads in place of the one written.

    Args:
        turn: the 1-based turn number of the token.
        original: the token as written.
        token: the legal token the arbiter reads there.
        by: the arbiter.
        reason: why, in the arbiter's words.
    """

    turn: int
    original: str
    token: str
    by: str | None = None
    reason: str | None = None


StoreEvent = GameStarted | TurnPlayed | TurnSailed | GameStopped | VerdictRecorded | Annotated | Adjudicated | Corrected

TURNS = (TurnPlayed, TurnSailed)
"""The events of a game's turns, whatever its game: one token, or several actions."""

AFTER_IMPORT = (Annotated, Adjudicated, Corrected)
"""Events appended to a game after its import, by annotate, adjudicate and repair."""

EVENT_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (GameStarted, TurnPlayed, TurnSailed, GameStopped, VerdictRecorded, Annotated, Adjudicated, Corrected)
}
"""Every event type by the name stored in the ``type`` column."""
