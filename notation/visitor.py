"""The visitor interface of :func:`notation.reader.read_games`.

The reader calls one method per token, in order; a visitor decides what to
build (a game record, a verdict, a tag index) and its error policy: the base
:meth:`BaseVisitor.handle_error` re-raises, a collecting visitor keeps the error.
After an error the reader skips the rest of that game.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
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

    def keep_tag(self, token: Token) -> None:
        """A tag of the tag section that is not judged: the one that broke a rule, and every tag after
        it (the game is in error); a visitor may keep it as written (specs/store.md: every tag is kept)."""

    def end_tags(self) -> Skip | None:
        """The tags are over; return :data:`SKIP` to pass over the movetext."""
        return None

    def visit_game(self, lines: Iterator[tuple[int, str]], limits: Limits) -> bool:
        """A whole game offered at once, before any of its tokens is visited.

        ``lines`` gives ``(number, line)`` from the game's first line on: a
        line that begins with ``[`` (its tags) or a digit (movetext alone), read
        where no game and no comment is open.
        A visitor may take the lines of a game it can judge at once, up to the
        line that ends with its result token; it returns True when it did, its
        :meth:`result` then ready, the reader going on after the last line it
        took. It returns False otherwise, and the reader reads every line it
        took token by token as usual, with a fresh visitor: declining is
        always safe. ``limits`` are the reading limits the lines must keep.
        """
        return False

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

    def read_past(self, error: AdmiraltyError) -> bool:
        """A slip of the tag section (:class:`notation.tokens.Slip`, a tag line that does not read); return
        True to have the reader go on with the game as if the rest of the line were not written, False
        (the default) to have it go to :meth:`handle_error`."""
        return False

    def handle_error(self, error: AdmiraltyError) -> None:
        """A syntax or rule error; the reader skips the rest of the game after it."""
        raise error

    def result(self) -> R:
        """What the visitor built for the game."""
        raise NotImplementedError
