"""What the judging visitors of MGN and RGN share: tags, the errors, the declared result.

:class:`TagJudge` reads and checks the tag section and keeps the errors of a
game in replay order: every slip a reader reads past (a move number, a tag:
:meth:`TagJudge.slip`), then the error judging stops at, if any (a referee
reports the first error first); after the movetext it runs the subclass's end
checks. :func:`placed` puts an error at a
token, :func:`check_result` judges the Result tag and the result token.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol, TypeVar

from admiralty.notation.tokens import Dialect, Token
from admiralty.notation.visitor import BaseVisitor
from admiralty.referee.violation import AdmiraltyError, Violation, violation

R = TypeVar("R")
S = TypeVar("S")


def placed(error: AdmiraltyError, token: Token) -> AdmiraltyError:
    """The error placed at ``token``: at its first character, or at the column
    the error gives within the token's text (both 1-based), with what the action did first."""
    found = error.violation
    column = token.column if found.column is None else token.column + found.column - 1
    return AdmiraltyError(found.at(token.line, column), error.events)


def check_result(
    tags: dict[str, str], tag_tokens: dict[str, Token], result_token: Token | None, produced: str, rule: str
) -> None:
    """The Result tag, then the result token, against what the turns produced (MGN-RESULT, RGN-RESULT).

    Args:
        tags: the game's tags; a missing Result tag means ``*``.
        tag_tokens: where each tag was written.
        result_token: the result token that ended the movetext, if any.
        produced: the result the turns produced.
        rule: the format's rule id for a result mismatch.

    Raises:
        AdmiraltyError: placed at the Result tag (else the result token) or the result token.
    """
    result = tags.get("Result", "*")
    if result != produced:
        message = f"Result says {result}, but the turns produce {produced}."
        where = tag_tokens.get("Result") or result_token
        error = violation(rule, message)
        raise placed(error, where) if where else error
    if result_token is not None and result_token.text != result:
        message = f"The result token {result_token.text} differs from the Result tag {result}."
        raise placed(violation(rule, message), result_token)


class _Judged(Protocol):
    @property
    def errors(self) -> tuple[Violation, ...]: ...


J = TypeVar("J", bound=_Judged)


def first_game(games: Iterable[J], dialect: Dialect) -> J:
    """The first of ``games`` (records read from a text), which must be valid.

    Raises:
        AdmiraltyError: the text holds no game (the dialect's syntax error), or
            the first game's first error.
    """
    for game in games:
        if game.errors:
            raise AdmiraltyError(game.errors[0])
        return game
    raise dialect.error("The text holds no game.", 1, 1)


def start_or_default(start_of: Callable[[dict[str, str]], S], tags: dict[str, str]) -> S:
    """The start the tags give, or the default start when they give none (tags in error)."""
    try:
        return start_of(tags)
    except AdmiraltyError:
        return start_of({})


class TagJudge(BaseVisitor[R]):
    """The tag section and the errors of one game, for the MGN and RGN judges.

    Subclasses set :attr:`tag_rule`, give :meth:`check_tag` and :meth:`check_end`,
    and say through :attr:`judging` whether the movetext was judged at all.

    A slip (MGN-SYNTAX, RGN-SYNTAX for a move number; MGN-TAG, RGN-TAG or the
    syntax error of a tag line in the tag section) is kept and judging goes on
    as a reader reads the record (specs/mgn.md, "Slips"): the record stays
    invalid, its turns and result are known. Any other error stops judging,
    and is the last error kept.
    """

    tag_rule = "MGN-TAG"
    """The rule id of tag errors."""

    def begin_game(self, line: int) -> None:
        self.line = line
        self.tags: list[tuple[str, str]] = []
        self.written: list[tuple[str, str]] = []
        self.tag_tokens: dict[str, Token] = {}
        self.errors: list[Violation] = []
        self.halted = False
        self.result_token: Token | None = None
        self.offending: str | None = None

    def check_tag(self, name: str, value: str) -> None:
        """Refuse a tag value (raising the format's tag error)."""

    def check_end(self) -> None:
        """Judge the declared end of a game whose movetext was judged without error."""

    @property
    def judging(self) -> bool:
        """Whether the movetext was reached (the tags gave a start)."""
        return True

    def slip(self, error: AdmiraltyError) -> None:
        """Keep ``error``, a slip a reader reads past; judging goes on."""
        self.errors.append(error.violation)

    def read_past(self, error: AdmiraltyError) -> bool:
        """A tag line that does not read (its tags up to the slip were visited): a slip."""
        self.slip(error)
        return True

    def visit_tag(self, token: Token) -> None:
        """Read a tag; one given twice or with a value its rules cannot take is a slip, read as not written
        (the earlier of two is kept; a rule tag then takes its default)."""
        self.keep_tag(token)
        if token.text in self.tag_tokens:
            self.slip(placed(violation(self.tag_rule, f"The {token.text} tag is given twice."), token))
            return
        try:
            self.check_tag(token.text, token.value or "")
        except AdmiraltyError as error:
            self.slip(placed(error, token))
            return
        self.tags.append((token.text, token.value or ""))
        self.tag_tokens[token.text] = token

    def keep_tag(self, token: Token) -> None:
        self.written.append((token.text, token.value or ""))

    @property
    def written_tags(self) -> tuple[tuple[str, str], ...]:
        """Every tag as written, in order, those read as not written (slips) too; :attr:`tags`, the tags
        judged, alone give the start."""
        return tuple(self.written)

    def handle_error(self, error: AdmiraltyError) -> None:
        if not self.halted:
            self.errors.append(error.violation)
            self.halted = True

    def end_game(self, line: int) -> None:
        if self.halted or not self.judging:
            return
        try:
            self.check_end()
        except AdmiraltyError as error:
            self.errors.append(error.violation)
