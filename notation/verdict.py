"""Verdicts: what ``admiralty validate`` says of each game (specs/json-contract.md).

Decoding is part of reading: a record is UTF-8, and bytes that are not are
reported as MGN-SYNTAX at their line rather than raised.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable, Iterator
from typing import IO, TYPE_CHECKING, Any, TypeVar

import attrs

from admiralty.notation.kinds import MAD, GameKind
from admiralty.notation.limits import DEFAULT, Limits
from admiralty.notation.reader import read_games
from admiralty.notation.visitor import BaseVisitor
from admiralty.referee.violation import Violation

if TYPE_CHECKING:
    from admiralty.notation.suggest import Suggestion

G = TypeVar("G")


@attrs.frozen
class Summary:
    """What a verdict says of a judged game besides its errors (specs/json-contract.md); ``broken``
    tells what the action that broke a rule did before it broke it, one sentence per event
    (Rigadoon: its maneuver so far)."""

    result: str
    termination: str
    turns: int
    final: str
    broken: tuple[str, ...] = ()


@attrs.frozen
class Advice:
    """What ``validate`` adds to an error (specs/suggestions.md).

    Args:
        suggestions: for the error of a written turn token, the legal turns
            nearest to it, nearest first (possibly none); None for any other error.
        assuming: the assumptions it rests on, ``turn 5: 211d4-d5 for
            211d4xd5``, when ``--assume-nearest`` went on past earlier bad turns.
        taken: the suggestion ``--assume-nearest`` took for this bad turn to go on, if it did.
        maneuver: what the action that broke the rule did before it broke it, one
            sentence per event, told as ``replay`` tells them (a Rigadoon chain
            reaction up to its violation); empty when nothing happened first.
    """

    suggestions: tuple[Suggestion, ...] | None = None
    assuming: tuple[str, ...] = ()
    taken: str | None = None
    maneuver: tuple[str, ...] = ()


@attrs.frozen
class Verdict:
    """The verdict on one game of one file; the JSON contract of ``validate``.

    ``advice`` is empty, or holds one :class:`Advice` per error, in order.
    """

    file: str
    index: int
    valid: bool
    result: str
    termination: str
    turns: int
    final: str
    errors: tuple[Violation, ...]
    advice: tuple[Advice, ...] = ()


MANEUVER_HEADING = "Before the error, the maneuver went:"
"""How every output (validate, replay, the report, the viewer) introduces :attr:`Advice.maneuver`."""


def advice_of(game: Any, kind: GameKind, maneuver: tuple[str, ...] = ()) -> tuple[Advice, ...]:
    """Suggestions for the error of a judged game where a written turn token broke a rule
    (``game.offending``, played in ``game.final``; the last error, after any slips read past),
    with what that token's ``maneuver`` did before it broke the rule; none otherwise."""
    if not game.errors or game.offending is None:
        return ()
    bad = Advice(kind.plugin.suggest(game.final, game.offending), maneuver=maneuver)
    return (*(Advice() for _ in game.errors[1:]), bad)


def verdict_of(file: str, index: int, game: Any, kind: GameKind = MAD) -> Verdict:
    """The verdict on the ``index``-th (1-based) game of ``file``, a judged game of ``kind``,
    with suggestions for a bad turn (:func:`advice_of`)."""
    summary = kind.plugin.summary(game)
    return Verdict(
        file,
        index,
        game.valid,
        summary.result,
        summary.termination,
        summary.turns,
        summary.final,
        game.errors,
        advice_of(game, kind, summary.broken),
    )


def text_lines(binary: IO[bytes], limits: Limits = DEFAULT) -> Iterator[str]:
    """The lines of a UTF-8 byte stream, with any line end (LF, CRLF, lone CR).

    Undecodable bytes become lone surrogates, which the tokenizer reports at
    their line. A line longer than ``limits.line`` is cut one character past the
    limit, its rest skipped unread into memory; the tokenizer reports it.
    """
    text = io.TextIOWrapper(binary, encoding="utf-8", errors="surrogateescape", newline=None)
    readline, longest = text.readline, limits.line  # local names: this runs for every line of an archive
    while line := readline(longest + 1):
        if len(line) > longest and not line.endswith("\n"):
            while (rest := readline(longest + 1)) and not rest.endswith("\n"):
                pass
        yield line


def _each(
    file: str, lines: Iterable[str], visitor: Callable[[], BaseVisitor[G]], kind: GameKind, limits: Limits
) -> Iterator[tuple[G, Verdict]]:
    """Each game with its verdict; a file without any game gets one invalid
    verdict (``The file holds no game.``) so that it is never silently passed over."""
    count = 0
    for count, game in enumerate(read_games(lines, visitor, kind.dialect, limits), start=1):
        yield game, verdict_of(file, count, game, kind)
    if count == 0:
        blank = visitor()
        blank.begin_game(1)
        # Every judging visitor's result is an attrs record with ``errors``;
        # G, any visitor's result, cannot say so to mypy's attrs plugin.
        empty = attrs.evolve(  # type: ignore[misc]
            blank.result(), errors=(kind.dialect.error("The file holds no game.", 1, 1).violation,)
        )
        yield empty, verdict_of(file, 1, empty, kind)


def judge(
    file: str, lines: Iterable[str], kind: GameKind = MAD, limits: Limits = DEFAULT
) -> Iterator[tuple[Any, Verdict]]:
    """Every game of a file of ``kind`` as a full record (with its turns), with its verdict."""
    return _each(file, lines, kind.plugin.builder, kind, limits)


def transcribe(
    file: str, lines: Iterable[str], kind: GameKind = MAD, limits: Limits = DEFAULT
) -> Iterator[tuple[Any, Verdict]]:
    """Like :func:`judge`, keeping of each turn what the store keeps (notation.builder.Transcriber)."""
    return _each(file, lines, kind.plugin.transcriber, kind, limits)


def verdicts(
    file: str, lines: Iterable[str], kind: GameKind = MAD, limits: Limits = DEFAULT
) -> Iterator[tuple[Any, Verdict]]:
    """Like :func:`judge`, in constant memory per game: no turns are kept."""
    return _each(file, lines, kind.plugin.referee, kind, limits)
