"""The visitor interface of :func:`notation.reader.read_games`.

The reader calls one method per token, in order; a visitor decides what to
build (a game record, a verdict, a tag index) and its error policy: the base
:meth:`BaseVisitor.handle_error` re-raises, a collecting visitor keeps the error.
After an error the reader skips the rest of that game.
"""

from __future__ import annotations

import enum
from typing import Generic, TypeVar

from admiralty.notation.limits import Limits
from admiralty.notation.tokens import Token
from admiralty.referee.violation import AdmiraltyError

R = TypeVar("R")


class Skip(enum.Enum):
    SKIP = "skip"


SKIP = Skip.SKIP
"""Returned by :meth:`BaseVisitor.end_tags` or :meth:`BaseVisitor.begin_variation`
to have the reader pass over the movetext or the variation."""


class BaseVisitor(Generic[R]):
    """Does nothing with the tokens; override what you need, and :meth:`result`."""

    def begin_game(self, line: int) -> None:
        """A game starts at ``line``."""

    def visit_tag(self, token: Token) -> None:
        """A tag: ``token.text`` is the name, ``token.value`` the value."""

    def end_tags(self) -> Skip | None:
        """The tags are over; return :data:`SKIP` to pass over the movetext."""
        return None

    def visit_line(self, line: str, number: int, limits: Limits) -> int:
        """A whole line of main-line movetext, offered before it is cut into tokens.

        A visitor may judge the tokens at the start of the line at once; it
        returns how many characters it took (0 for none), and the reader passes
        the tokens after them one by one as usual. Lines are offered only
        outside comments and variations, while the game is visited without
        error; ``limits`` are the reading limits the tokens must keep.
        """
        return 0

    def visit_move_number(self, token: Token) -> None:
        """``N.`` (``token.value == "."``) or ``N...``."""

    def visit_turn(self, token: Token) -> None:
        """A turn token; ``token.value`` is its glyph, if any."""

    def visit_nag(self, token: Token) -> None:
        """A numeric annotation ``$N``."""

    def visit_comment(self, token: Token) -> None:
        """A ``{...}`` or ``;`` comment."""

    def begin_variation(self, token: Token) -> Skip | None:
        """A variation opens; return :data:`SKIP` to pass over it."""
        return None

    def end_variation(self, token: Token) -> None:
        """The innermost variation closes."""

    def visit_result(self, token: Token) -> None:
        """The result token that ends the movetext."""

    def end_game(self, line: int) -> None:
        """The game is over; ``line`` is the last line read for it."""

    def handle_error(self, error: AdmiraltyError) -> None:
        """A syntax or rule error; the reader skips the rest of the game after it."""
        raise error

    def result(self) -> R:
        """What the visitor built for the game."""
        raise NotImplementedError
