"""MGN's fast paths: plain movetext judged at once on MAD's lane (specs/performance.md).

Two readers of plain text: :mod:`.express` takes the plain words at the start of a
line of movetext, :mod:`.plain` a plain game whole. Both only ever find turns legal
and hand anything else to the one full path, token by token. The judges
(:class:`notation.mgn.judge.LineJudge` and its subclasses) reach them only through
:func:`accelerator`, which gives None when the switch (:mod:`referee.fast`) runs the
general path alone.
"""

from __future__ import annotations

from collections.abc import Iterator

from admiralty.notation.limits import Limits
from admiralty.notation.mgn.fast.express import Express, Lexicon
from admiralty.notation.mgn.fast.plain import Plain, PlainGames
from admiralty.referee import fast
from admiralty.referee.mad import State

__all__ = ["Accelerator", "Express", "Plain", "accelerator"]


class Accelerator:
    """MGN's fast paths, and what they keep from game to game: the turn tokens read
    (:class:`~.express.Lexicon`), tag lines and start positions (:class:`~.plain.PlainGames`).

    One serves every game the judges of a process read (:func:`accelerator`), so a
    tournament's tokens are read once; a judge given one of its own keeps its words apart.
    """

    def __init__(self) -> None:
        self.lexicon = Lexicon()
        self.plain = PlainGames()

    def line(self, state: State, numbered: bool, record: bool) -> Express:
        """A main line from ``state`` judged through the lane, line after line (:class:`~.express.Express`)."""
        return Express(state, numbered, self.lexicon, record)

    def game(self, lines: Iterator[tuple[int, str]], limits: Limits, record: bool = False) -> Plain | None:
        """A plain game judged whole, or None when it is not plain or not valid (:meth:`~.plain.PlainGames.judge`)."""
        return self.plain.judge(lines, limits, self.lexicon, record)


_SHARED = Accelerator()
"""The accelerator every judge of the process shares (its tables start empty)."""


def accelerator() -> Accelerator | None:
    """The accelerator every judge of the process shares; None when the fast paths are off (:mod:`referee.fast`)."""
    return _SHARED if fast.engaged else None
