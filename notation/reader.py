"""Reading records: one reader, many visitors (STYLE.md 5).

:func:`read_games` splits a stream into games and calls a fresh visitor for
each, token by token. A game is a tag section followed by movetext; it ends with
its result token, with a tag after its movetext, or with the end of the input.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Generic, NamedTuple

from admiralty.notation.limits import DEFAULT, Limits
from admiralty.notation.tokens import MGN, Dialect, Kind, Slip, Token, Tokenizer
from admiralty.notation.visitor import SKIP, BaseVisitor, R
from admiralty.referee.violation import AdmiraltyError


class _Game(Generic[R]):
    """The reader's place in one game: which tokens it still passes to the visitor.

    After an error, or when the visitor skips the movetext, the game still
    follows the shape of its text (whether movetext has begun, how deep in
    variations it is) so that it ends where the text says it does.
    """

    def __init__(self, visitor: BaseVisitor[R], start: tuple[int, int], dialect: Dialect, limits: Limits) -> None:
        self.start = start
        self.limits = limits
        self.visitor = visitor
        self.syntax_error = dialect.error
        self.pattern = dialect.pattern
        self.in_movetext = False
        self.skipping_movetext = False
        self.skipped_depth = 0
        self.depth = 0
        self.failed = False
        self.last_line = start[0]
        visitor.begin_game(start[0])

    @property
    def nesting(self) -> int:
        """How many variations are open, visited or skipped."""
        return self.depth + self.skipped_depth

    def fail(self, error: AdmiraltyError) -> None:
        self.failed = True
        self.visitor.handle_error(error)

    def refuse(self, error: AdmiraltyError) -> None:
        """An error of the tokenizer: read past when it is a slip of the tag section its visitor reads past
        (:meth:`BaseVisitor.read_past`), else the game fails there, if it has not already."""
        if self.failed:
            return
        if isinstance(error, Slip) and not self.in_movetext and self.visitor.read_past(error):
            return
        self.fail(error)

    def feed(self, token: Token) -> None:
        """Pass one token on, or only follow it after an error or a SKIP."""
        self.last_line = token.line
        if token.kind is Kind.BLANK:
            return
        if self.failed or self.skipping_movetext:
            self._follow(token)
            return
        try:
            if token.kind is Kind.TAG:
                self.visitor.visit_tag(token)
                return
            if not self.in_movetext:
                self._end_tags()
        except AdmiraltyError as error:
            self.fail(error)
            self._follow(token)
            return
        if self.skipping_movetext:
            self._follow(token)
            return
        try:
            self._movetext(token)
        except AdmiraltyError as error:
            self.fail(error)

    def express(self, line: str, number: int) -> int:
        """Offer a whole line to the visitor (:meth:`BaseVisitor.visit_line`); the characters it took.

        Only main-line movetext of a game visited without error is offered
        (the tokenizer offers no line that starts with a tag, which may end the
        game). The line that opens the movetext is offered too when its first
        token is a move number or a turn, which the tokenizer passes on whole.
        """
        if self.failed or self.skipping_movetext or self.nesting:
            return 0
        if not self.in_movetext:
            if not self._opens_movetext(line):
                return 0
            try:
                self._end_tags()
            except AdmiraltyError as error:
                self.fail(error)
                return 0
            if self.skipping_movetext:
                return 0
        taken = self.visitor.visit_line(line, number, self.limits)
        if taken:
            self.last_line = number
        return taken

    def _opens_movetext(self, line: str) -> bool:
        match = self.pattern.match(line)
        if match is not None and match.lastgroup == "space":
            match = self.pattern.match(line, match.end())
        return match is not None and match.lastgroup in ("dots", "turn")

    def _follow(self, token: Token) -> None:
        """Keep track of the text's shape without visiting the token; a tag of the tag section is
        still offered to be kept as written (:meth:`BaseVisitor.keep_tag`)."""
        if token.kind is Kind.TAG and not self.in_movetext:
            self.visitor.keep_tag(token)
        if token.kind is not Kind.TAG:
            self.in_movetext = True
        if token.kind is Kind.VARIATION_START:
            self.depth += 1
        elif token.kind is Kind.VARIATION_END and self.depth:
            self.depth -= 1

    def _end_tags(self) -> None:
        self.in_movetext = True
        self.skipping_movetext = self.visitor.end_tags() is SKIP

    def _movetext(self, token: Token) -> None:
        kind, visitor = token.kind, self.visitor
        if kind in (Kind.MOVE_NUMBER, Kind.NAG) and len(token.text.lstrip("$")) > self.limits.digits:
            raise self.syntax_error(f"The number {token.text[:12]}... is too long.", token.line, token.column)
        if self.skipped_depth:
            if kind is Kind.VARIATION_START:
                self.skipped_depth += 1
            elif kind is Kind.VARIATION_END:
                self.skipped_depth -= 1
            return
        if kind is Kind.VARIATION_START:
            if self.nesting >= self.limits.depth:
                raise self.syntax_error(
                    f"Variations are nested more than {self.limits.depth} deep (limit depth).", token.line, token.column
                )
            self.depth += 1
            if visitor.begin_variation(token) is SKIP:
                self.skipped_depth = 1
                self.depth -= 1
        elif kind is Kind.VARIATION_END:
            if not self.depth:
                raise self.syntax_error("This ) closes no variation.", token.line, token.column)
            self.depth -= 1
            visitor.end_variation(token)
        elif kind is Kind.MOVE_NUMBER:
            visitor.visit_move_number(token)
        elif kind is Kind.TURN:
            visitor.visit_turn(token)
        elif kind is Kind.NAG:
            visitor.visit_nag(token)
        elif kind is Kind.COMMENT:
            visitor.visit_comment(token)
        elif kind is Kind.RESULT:
            if self.depth:
                raise self.syntax_error("The result comes after every variation is closed.", token.line, token.column)
            visitor.visit_result(token)

    def end(self, finished: bool) -> None:
        """Close the game; ``finished`` is False when the input stopped before a result."""
        if not self.in_movetext and not self.failed:
            try:
                self._end_tags()
            except AdmiraltyError as error:
                self.fail(error)
        if not finished and not self.failed and not self.skipping_movetext:
            self.fail(self.syntax_error("The game does not end with a result token.", self.last_line, 1))
        self.visitor.end_game(self.last_line)


def _error_start(error: AdmiraltyError, ended: int) -> tuple[int, int]:
    """Where a game that a syntax error opens starts: at the error, on the line where the game before
    ended (what comes before it is that game's); else at the start of its line, which no game before
    holds, so a line the tokenizer refused whole (not UTF-8, too long: reported at the bad character)
    is its game's from its first character, and a cut at this start leaves none of it to the game before."""
    line = error.violation.line or 1
    return (line, error.violation.column or 1) if line == ended else (line, 1)


class _Whole(NamedTuple, Generic[R]):
    """A game its visitor read whole (:meth:`BaseVisitor.visit_game`), and where it starts."""

    visitor: BaseVisitor[R]
    start: tuple[int, int]


def _ahead(
    first: tuple[int, str], rest: Iterator[tuple[int, str]], taken: list[tuple[int, str]]
) -> Iterator[tuple[int, str]]:
    """``first`` (in ``taken`` already), then the lines of ``rest``, each kept in ``taken`` as it is given."""
    yield first
    for item in rest:
        taken.append(item)
        yield item


def read_games(
    lines: Iterable[str], visitor: Callable[[], BaseVisitor[R]], dialect: Dialect = MGN, limits: Limits = DEFAULT
) -> Iterator[R]:
    """Read every game of ``lines`` with a fresh ``visitor()`` each, one by one.

    Args:
        lines: the record's lines (a text file, or ``text.splitlines()``).
        visitor: makes the visitor of one game.
        dialect: the format: its result words and syntax rule id (MGN by default).
        limits: the longest line and comment, the deepest nesting, the most
            digits a record may hold (notation.limits).

    Yields:
        Each game's ``visitor.result()``, in the order of the input.

    Raises:
        AdmiraltyError: whatever a visitor's ``handle_error`` raises.

    >>> from admiralty.notation.visitor import BaseVisitor
    >>> class Turns(BaseVisitor):
    ...     def begin_game(self, line): self.turns = []
    ...     def visit_turn(self, token): self.turns.append(token.text)
    ...     def result(self): return self.turns
    >>> list(read_games(["1. 211c2-c4 121a5-a4 *", "1. 112d2-d3 *"], Turns))
    [['211c2-c4', '121a5-a4'], ['112d2-d3']]
    """
    return (game.visitor.result() for game in _games(lines, visitor, dialect, limits))


def game_starts(lines: Iterable[str], dialect: Dialect = MGN, limits: Limits = DEFAULT) -> Iterator[tuple[int, int]]:
    """Where each game of ``lines`` starts, as ``(line, column)``, in the order :func:`read_games` reads them.

    A game runs from its start to the next game's: what lies between a result
    and the next game's first token is blank, so the starts cut a file into its
    games exactly, even several on one line (specs/mgn.md allows it).

    A broken game (a syntax error, no result token, bytes that are not UTF-8)
    still starts where it starts: the errors are the judges' to report, not this.

    >>> list(game_starts(["1. 211c2-c4 * 1. 112d2-d3 *", "", '[Red "a"]', "*"]))
    [(1, 1), (1, 15), (3, 1)]
    >>> list(game_starts(['[Red "a"]', "1. 211c2-c4", '[Red "b"]', "1. 211c2-c4 {open"]))
    [(1, 1), (3, 1)]
    """
    games: Iterator[_Game[None] | _Whole[None]] = _games(lines, _Bounds, dialect, limits)
    return (game.start for game in games)


class _Bounds(BaseVisitor[None]):
    """A visitor that only lets the reader find where games start and end: errors are passed over."""

    def handle_error(self, error: AdmiraltyError) -> None:
        """Pass over ``error``: the reader still skips the rest of the game after it."""


_WHOLE = frozenset("[0123456789")
"""How a line that may begin a game its visitor reads whole begins (:meth:`BaseVisitor.visit_game`): a tag, or
a move number (a game of movetext alone, often one line: its cost is one judgement, not a token's visit each)."""


def _games(
    lines: Iterable[str], visitor: Callable[[], BaseVisitor[R]], dialect: Dialect, limits: Limits
) -> Iterator[_Game[R] | _Whole[R]]:
    """Every game of ``lines``, each read to its end by a fresh ``visitor()`` (:func:`read_games`).

    Where a line begins with ``[`` or a digit and no game or comment is open, the game
    is first offered whole to its visitor (:meth:`BaseVisitor.visit_game`).
    """
    game: _Game[R] | None = None
    ended = 0  # the line where the last game ended with its result

    def express(line: str, number: int) -> int:
        return 0 if game is None else game.express(line, number)

    tokenizer = Tokenizer(dialect, limits, express)

    def tokens() -> Iterator[Token | AdmiraltyError | _Whole[R]]:
        source = enumerate(lines, start=1)
        for first in source:
            taken: Iterable[tuple[int, str]] = (first,)
            if game is None and first[1][:1] in _WHOLE and not tokenizer.in_comment:
                whole, taken = visitor(), [first]
                if whole.visit_game(_ahead(first, source, taken), limits):
                    yield _Whole(whole, (first[0], 1))
                    continue
            for number, raw in taken:
                yield from tokenizer.line(raw, number)
        yield from tokenizer.end()

    for token in tokens():
        if isinstance(token, _Whole):
            yield token
            continue
        if isinstance(token, AdmiraltyError):
            if game is None:
                game = _Game(visitor(), _error_start(token, ended), dialect, limits)
            game.refuse(token)
            continue
        if token.kind is Kind.BLANK and game is None:
            continue
        if game is not None and token.kind is Kind.TAG and game.in_movetext:
            game.end(finished=False)
            yield game
            game = None
        if game is None:
            game = _Game(visitor(), (token.line, token.column), dialect, limits)
        game.feed(token)
        if token.kind is Kind.RESULT and not game.nesting:
            game.end(finished=True)
            ended = token.line
            yield game
            game = None
    if game is not None:
        game.end(finished=False)
        yield game
