"""What a game gives the store of a judged game, and takes back to rebuild it: its codec, in game-neutral values.

Each game's plug-in provides a :class:`StoreCodec` (``kind.plugin.codec()``):
the game's part of a stored game's start (an :class:`Opening`), its main-line
turns as canonical tokens (a :data:`Turn`: one token, or several actions), the
players' agreed stop, a :class:`Replay` that plays stored turns again, judging
each one, and the canonical text of a stored game. The store turns these
values into its events and back in one generic adapter, the same for every
game (specs/store.md, "Rigadoon games"): a game adds no module to the store,
and the notation never names the store's modules (STYLE.md 2.1). specs/adding-a-game.md says
what a new game writes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol, TypeAlias, TypeVar

import attrs

from admiralty.referee.violation import Violation


@attrs.frozen
class Branch:
    """A variation: alternative turns, each written as its canonical token.

    Args:
        comments: comments written before its first turn.
        turns: its turns, in order.
    """

    comments: tuple[str, ...] = ()
    turns: tuple[WrittenMove, ...] = ()


@attrs.frozen
class WrittenMove:
    """One turn of a variation, or one action of a turn, with what the record said about it."""

    token: str
    glyph: str | None = None
    nags: tuple[int, ...] = ()
    comments: tuple[str, ...] = ()
    variations: tuple[Branch, ...] = ()


@attrs.frozen
class TokenTurn:
    """A main-line turn written as one canonical token (MAD's MGN token), with what the record said after it.

    Args:
        turn: the 1-based turn number.
        move: its token, glyph, NAGs, comments and variations.
    """

    turn: int
    move: WrittenMove


@attrs.frozen
class ActionsTurn:
    """A main-line turn of several actions, each written as its canonical token (a Rigadoon turn's RGN actions).

    Args:
        turn: the 1-based turn number.
        actions: its actions in order, each with the glyph, NAGs and comments written after it.
        ended: whether the turn was closed (its end judged); false for a turn cut short by the
            game's end or by an error.
        closing: the comments written after the next move number, before the next turn's first action.
    """

    turn: int
    actions: tuple[WrittenMove, ...]
    ended: bool = True
    closing: tuple[str, ...] = ()


Turn: TypeAlias = str | TokenTurn | ActionsTurn
"""A main-line turn as a game and the store give it to each other. A turn of one token that holds nothing
but its token may be given as the bare token, numbered by its 1-based place in the main line when a game
gives it (the store writes a run of them at once: specs/performance.md, "Import: a run of turns is one
row"), by the turn to play when the store gives it back to a :class:`Replay`: it reads as
``TokenTurn(number, WrittenMove(token))``."""


@attrs.frozen
class Opening:
    """A game's own part of a stored game's start.

    Args:
        start: the start position, as the game writes positions (MFEN, RFEN).
        board: the board's name (``6x4``).
        positioning: whether turns 1 and 2 are positioning turns (MAD; false for a game without them).
        tiebreak: the tie-break limit (MAD-TIEBREAK; 0 for a game without one).
        comments: comments written before the first turn.
    """

    start: str
    board: str
    positioning: bool = False
    tiebreak: int = 0
    comments: tuple[str, ...] = ()


class Replay(Protocol):
    """A stored game being played again, turn by turn, each turn judged again by the referee."""

    @property
    def turn(self) -> int:
        """The number of the turn to play next (a stored turn of another number is not this game's)."""
        ...

    def play(self, turn: Turn) -> bool:
        """Play a stored turn (numbered :attr:`turn`), judging it again; False when the game writes no turn of
        its shape.

        Raises:
            AdmiraltyError: the rule the turn breaks.
        """
        ...

    def stop(self) -> bool:
        """Stop the game where the players agreed to, after the last turn; False when the game has no such stop."""
        ...

    def annotate(self, turn: int, change: Callable[[Any], Any]) -> bool:
        """Replace the played turn a note on turn ``turn`` is about (for a turn of actions, its last one)
        by ``change`` of it, which sets its ``glyph``, ``nags`` and ``comments``; False when none was played."""
        ...

    def record(self, tags: tuple[tuple[str, str], ...], line: int, errors: tuple[Violation, ...]) -> Any:
        """The rebuilt game, as the game's builder records one, with its tags, the line where it started
        in its file and the errors its verdict recorded."""
        ...


class StoreCodec(Protocol):
    """How a game's judged records become the values the store keeps, and come back from them."""

    def opening(self, game: Any) -> Opening:
        """The game's part of a judged game's start."""
        ...

    def turns(self, game: Any) -> Iterable[Turn]:
        """A judged game's legal main-line turns, in order, with what was written after each."""
        ...

    def stop(self, game: Any) -> str | None:
        """Why the players of a judged game stopped it after its last turn (``agreement``), or None."""
        ...

    def replay(self, opening: Opening) -> Replay:
        """Start playing a stored game again from its opening.

        Raises:
            AdmiraltyError: STORE-STREAM, an opening that is not one of this game's.
        """
        ...

    def write(self, game: Any, comments: tuple[str, ...]) -> str:
        """A rebuilt game's canonical text, ``comments`` opening it (before its own opening comments)."""
        ...


P = TypeVar("P")


def change_last(played: list[P], change: Callable[[P], P], about: Callable[[P], bool]) -> bool:
    """Replace the last of ``played`` that ``about`` holds for by ``change`` of it; False when there is none
    (:meth:`Replay.annotate`)."""
    for place in reversed(range(len(played))):
        if about(played[place]):
            played[place] = change(played[place])
            return True
    return False
