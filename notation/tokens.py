"""The tokenizer shared by the PGN-like record formats, MGN and RGN.

It reads a record line by line, so a file of any size streams, and gives every
token its 1-based line and column. It knows the shape of a record (tags,
comments, move numbers, variations, glyphs, results) but not what a turn means:
turn tokens are handed on as text for the game's own notation to resolve.
"""

from __future__ import annotations

import enum
import functools
import re
from collections.abc import Callable, Iterable, Iterator

import attrs

from admiralty.notation.limits import DEFAULT, Limits
from admiralty.referee.violation import AdmiraltyError, Violation

GLYPHS = ("!", "?", "!!", "??", "!?", "?!")
"""The annotation glyphs that may follow a turn token."""

RESULTS = ("red/tb", "blue/tb", "red", "blue", "*")
"""The MGN result tokens."""


@attrs.frozen
class Dialect:
    """What differs between the record formats that share this tokenizer.

    Args:
        syntax: the rule id of a syntax error (``MGN-SYNTAX``, ``RGN-SYNTAX``).
        results: the result words that end a game's movetext.
    """

    syntax: str
    results: tuple[str, ...]

    def error(self, message: str, line: int, column: int) -> AdmiraltyError:
        """A syntax error of this format at a place of the record."""
        return AdmiraltyError(Violation(self.syntax, message, None, line, column))

    def slip(self, message: str, line: int, column: int) -> Slip:
        """A syntax error of this format that a reader may read past (:class:`Slip`)."""
        return Slip(Violation(self.syntax, message, None, line, column))

    @property
    def pattern(self) -> re.Pattern[str]:
        """The token pattern, whose result alternative knows this format's results."""
        return _pattern(self.results)


class Slip(AdmiraltyError):
    """A syntax error a person reading the record reads past: a tag line that does not read.

    The tokenizer yields it as any error; the reader offers it to the game's visitor
    (:meth:`notation.visitor.BaseVisitor.read_past`) while the tag section is read.
    """


MGN = Dialect("MGN-SYNTAX", RESULTS)
"""The dialect of MGN, the default of :func:`tokenize`."""

RGN = Dialect("RGN-SYNTAX", ("blue", "green", "*"))
"""The RGN dialect: its result words and syntax rule id (specs/rgn.md)."""


class Kind(enum.Enum):
    TAG = "tag"
    MOVE_NUMBER = "move number"
    TURN = "turn"
    NAG = "nag"
    COMMENT = "comment"
    VARIATION_START = "("
    VARIATION_END = ")"
    RESULT = "result"
    BLANK = "blank line"


@attrs.frozen
class Token:
    """One token of a record.

    Args:
        kind: what the token is.
        text: the token's text: the tag name, the turn text, the comment body,
            the move number's digits, the result.
        line: 1-based line of the token's first character.
        column: 1-based column of the token's first character.
        value: the tag value, the glyph of a turn, ``...`` for a Blue move
            number, or the number of a ``$N``.
    """

    kind: Kind
    text: str
    line: int
    column: int
    value: str | None = None


_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]', re.ASCII)
_TOKEN = r"""
    (?P<space>\s+)
  | (?P<number>\d+)(?P<dots>\.\.\.|\.)
  | (?P<result>{results})(?=[\s()]|$)
  | (?P<nag>\$\d+)
  | (?P<turn>[^\s{{}}()\[\];$!?%"]+)(?P<glyph>[!?]+)?
  | (?P<open>\()
  | (?P<close>\))
  | (?P<comment>\{{)
  | (?P<rest>;)
    """


@functools.cache
def _pattern(results: tuple[str, ...]) -> re.Pattern[str]:
    """The token pattern for a set of result words, longest word first."""
    words = "|".join(re.escape(word) for word in sorted(results, key=len, reverse=True))
    return re.compile(_TOKEN.format(results=words), re.VERBOSE | re.ASCII)


_ESCAPES = re.compile(r"\\(.)")
_NOT_UTF8 = re.compile("[\udc80-\udcff]")


def syntax_error(message: str, line: int, column: int) -> AdmiraltyError:
    """An MGN-SYNTAX error at a place of the record."""
    return MGN.error(message, line, column)


def _tag_token(tag: re.Match[str], number: int) -> Token:
    """The token of a tag matched on line ``number``."""
    return Token(Kind.TAG, tag[1], number, tag.start() + 1, _unescape(tag[2]))


def read_tag(line: str) -> tuple[str, str] | None:
    """The name and value of ``line`` when it is one tag ``[Name "value"]`` (its line end cut),
    as the tokenizer reads it; None for any other line.

    >>> read_tag('[Red "Ann \\\\"A\\\\" Lee"]'), read_tag("1. 211c2-c4")
    (('Red', 'Ann "A" Lee'), None)
    """
    tag = _TAG.fullmatch(line)
    return None if tag is None else (tag[1], _unescape(tag[2]))


def readable(line: str) -> bool:
    """Whether ``line`` is text: it holds no byte that was not UTF-8 (decoded with ``surrogateescape``)."""
    return line.isascii() or _NOT_UTF8.search(line) is None


def _unescape(value: str) -> str:
    return _ESCAPES.sub(r"\1", value) if "\\" in value else value


def tokenize(
    lines: Iterable[str],
    dialect: Dialect = MGN,
    limits: Limits = DEFAULT,
    express: Callable[[str, int], int] | None = None,
) -> Iterator[Token | AdmiraltyError]:
    """The tokens of a record, with syntax errors yielded in place, not raised.

    ``dialect`` gives the result words and the rule id of syntax errors;
    ``limits`` the longest line and comment (notation.limits); ``express`` is
    offered lines to judge at once (:class:`Tokenizer`).

    After an error the tokenizer skips to the end of the line and goes on, so a
    reader can recover at the next game. Invalid UTF-8 must have been decoded
    with ``errors="surrogateescape"``; such bytes are reported here.

    >>> [t.kind.value for t in tokenize(['[Board "6x4"]', "1. 211c2-c4! $1 *"])]
    ['tag', 'move number', 'turn', 'nag', 'result']
    """
    tokenizer = Tokenizer(dialect, limits, express)
    for number, raw in enumerate(lines, start=1):
        yield from tokenizer.line(raw, number)
    yield from tokenizer.end()


class Tokenizer:
    """The tokenizer fed one line at a time, so that a reader knows where it stands
    between lines (:attr:`in_comment`); :func:`tokenize` feeds it a whole record.

    Args:
        dialect: the result words and the rule id of syntax errors.
        limits: the longest line and comment.
        express: if given, is offered every line that starts outside a comment
            and not with a tag (after the checks of the whole line) with its
            number, before the line is cut; it returns how many characters it
            took, and the tokens start after them. The reader lets a visitor
            judge a whole line at once this way.
    """

    def __init__(
        self, dialect: Dialect = MGN, limits: Limits = DEFAULT, express: Callable[[str, int], int] | None = None
    ) -> None:
        self.dialect = dialect
        self.limits = limits
        self.express = express
        self.pattern = dialect.pattern
        self.comment: list[str] | None = None
        """The lines of a comment still open, if one is."""
        self.comment_at = (0, 0)
        self.comment_size = 0

    @property
    def in_comment(self) -> bool:
        """Whether a ``{`` comment is open at the end of the last line."""
        return self.comment is not None

    def line(self, raw: str, number: int) -> Iterator[Token | AdmiraltyError]:
        """The tokens of line ``number`` (``raw``, with or without its line end)."""
        dialect, limits = self.dialect, self.limits
        line = raw.rstrip("\r\n")
        if len(line) > limits.line:
            yield dialect.error(
                f"This line is longer than {limits.line} characters (limit line).", number, limits.line + 1
            )
            return
        if number == 1:
            line = line.removeprefix("\ufeff")
        bad = None if line.isascii() else _NOT_UTF8.search(line)
        if bad:
            yield dialect.error("This line is not valid UTF-8 text.", number, bad.start() + 1)
            return
        comment = self.comment
        if comment is None and line.startswith("[") and (tag := _TAG.fullmatch(line)):
            yield _tag_token(tag, number)  # a line of one tag, the common case
            return
        if comment is None and line.startswith("%"):
            return
        if comment is None and (not line or line.isspace()):
            yield Token(Kind.BLANK, "", number, 1)
            return
        position = 0
        if comment is not None:
            end = line.find("}")
            if end < 0:
                comment.append(line)
                self.comment_size += len(line)  # counted as it grows: summing every line again was quadratic
                if self.comment_size > limits.comment:
                    yield dialect.error(
                        f"This comment is longer than {limits.comment} characters (limit comment).", *self.comment_at
                    )
                    self.comment = None
                return
            comment.append(line[:end])
            self.comment = None
            yield Token(Kind.COMMENT, "\n".join(comment), *self.comment_at)
            position = end + 1
        elif self.express is not None and not line.startswith("["):
            position = self.express(line, number)
        yield from self._tokens(line, number, position)

    def _tokens(self, line: str, number: int, position: int) -> Iterator[Token | AdmiraltyError]:
        """The tokens of ``line`` from ``position``, outside any comment."""
        dialect, limits, token_pattern = self.dialect, self.limits, self.pattern
        while position < len(line):
            if line[position] == "[":
                tag = _TAG.match(line, position)
                if tag is None:
                    yield dialect.slip('A tag is written [Name "value"].', number, position + 1)
                    break
                yield _tag_token(tag, number)
                position = tag.end()
                continue
            match = token_pattern.match(line, position)
            if match is None:
                yield dialect.error(f"Unexpected character {line[position]!r}.", number, position + 1)
                break
            column = position + 1
            position = match.end()
            group = match.lastgroup
            if group == "space":
                continue
            if group == "dots":
                yield Token(Kind.MOVE_NUMBER, match["number"], number, column, match["dots"])
            elif group == "result":
                yield Token(Kind.RESULT, match["result"], number, column)
            elif group == "nag":
                yield Token(Kind.NAG, match["nag"], number, column, match["nag"][1:])
            elif group in ("turn", "glyph"):
                glyph = match["glyph"]
                if glyph is not None and glyph not in GLYPHS:
                    yield dialect.error(f"{glyph} is not an annotation glyph.", number, match.start("glyph") + 1)
                    break
                yield Token(Kind.TURN, match["turn"], number, column, glyph)
            elif group == "open":
                yield Token(Kind.VARIATION_START, "(", number, column)
            elif group == "close":
                yield Token(Kind.VARIATION_END, ")", number, column)
            elif group == "rest":
                yield Token(Kind.COMMENT, line[position:].strip(), number, column)
                break
            else:
                end = line.find("}", position)
                if end < 0:
                    self.comment, self.comment_at = [line[position:]], (number, column)
                    self.comment_size = len(line) - position
                    break
                if end - position > limits.comment:
                    yield dialect.error(
                        f"This comment is longer than {limits.comment} characters (limit comment).", number, column
                    )
                    break
                yield Token(Kind.COMMENT, line[position:end], number, column)
                position = end + 1

    def end(self) -> Iterator[AdmiraltyError]:
        """The error of a comment still open when the record ends."""
        if self.comment is not None:
            yield self.dialect.error("This comment is never closed with }.", *self.comment_at)
