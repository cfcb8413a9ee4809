"""The game kinds a record may hold, MAD (MGN) and Rigadoon (RGN): the one place that dispatches.

Each :class:`GameKind` names its record format's file suffix, its dialect of the
shared tokenizer, the visitors that judge a game (recording it or not), and
how a judged game is summed up in a verdict (specs/json-contract.md). A file's
kind comes from its suffix, else from its first game (specs/rgn.md, "Game
kinds"), unless the caller names it.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import attrs
from admiralty.notation.mgn.builder import GameBuilder, Transcriber
from admiralty.notation.mgn.judge import Referee
from admiralty.notation.mgn.mfen import write_mfen
from admiralty.notation.rgn.judge import RGN, RigadoonBuilder, RigadoonReferee
from admiralty.notation.rgn.rfen import write_rfen
from admiralty.notation.rgn.tags import result_of, termination_of
from admiralty.notation.tokens import MGN, Dialect
from admiralty.notation.visitor import BaseVisitor


@attrs.frozen
class Summary:
    """What a verdict says of a judged game besides its errors."""

    result: str
    termination: str
    turns: int
    final: str


def _mad_summary(game: Any) -> Summary:
    final = game.final
    return Summary(final.result, final.termination.value, game.played, write_mfen(final))


def _rigadoon_summary(game: Any) -> Summary:
    final = game.final
    return Summary(result_of(final), termination_of(final), game.turns, write_rfen(final))


@attrs.frozen
class GameKind:
    """One game and its record format.

    Args:
        name: ``mad`` or ``rigadoon``.
        suffix: the file suffix of its records.
        dialect: its dialect of the shared tokenizer.
        builder: makes the visitor that records a whole game.
        transcriber: makes the visitor that records what the store keeps of a
            game (for MAD, main-line turns as their tokens only).
        referee: makes the visitor that judges a game in constant memory.
        summary: sums up a judged game for its verdict.
        seats: the tags naming its two players, the one whose victory is
            written first in a result first (``Red``/``Blue``, ``Blue``/``Green``).
    """

    name: str
    suffix: str
    dialect: Dialect
    builder: Callable[[], BaseVisitor[Any]]
    transcriber: Callable[[], BaseVisitor[Any]]
    referee: Callable[[], BaseVisitor[Any]]
    summary: Callable[[Any], Summary]
    seats: tuple[str, str]

    def players(self, game: Any) -> tuple[str, str]:
        """The two players of a judged game, from its seat tags (``?`` when unknown)."""
        return tuple(game.tag(seat, "?") or "?" for seat in self.seats)  # type: ignore[return-value]


MAD = GameKind("mad", ".mgn", MGN, GameBuilder, Transcriber, Referee, _mad_summary, ("Red", "Blue"))
RIGADOON = GameKind(
    "rigadoon", ".rgn", RGN, RigadoonBuilder, RigadoonBuilder, RigadoonReferee, _rigadoon_summary, ("Blue", "Green")
)
KINDS: dict[str, GameKind] = {kind.name: kind for kind in (MAD, RIGADOON)}
"""Every game kind, by name."""

SUFFIXES = tuple(kind.suffix for kind in KINDS.values())
"""The suffixes of record files, for searching folders."""

_RIGADOON_TAG = re.compile(r"\[\s*(?:Green|First|Wind|WindSource)\s")
_RIGADOON_ACTION = re.compile(r"(?:^|\s)(?:W:[NESW]|[BG][1-4](?:[a-i][1-9]-|\+))")
_TAGS = re.compile(r'\[[^\]"]*"(?:[^"\\]|\\.)*"\s*\]')


def _movetext(line: str) -> str:
    """The movetext of a line: empty for a ``%`` line, tags taken out."""
    return "" if line.startswith("%") else _TAGS.sub(" ", line).strip()


def kind_of_text(lines: list[str]) -> GameKind:
    """The kind of the first game, from its first lines (tags, then its first movetext line).

    Rigadoon when a Green, First, Wind or WindSource tag is given, or when the
    first movetext line holds a wind change, a sail or a repair of RGN; MAD
    otherwise.
    """
    for line in lines:
        if _RIGADOON_TAG.search(line):
            return RIGADOON
        if _movetext(line):
            return RIGADOON if _RIGADOON_ACTION.search(_movetext(line)) else MAD
    return MAD


def detect(name: str, lines: Iterable[str]) -> tuple[GameKind, Iterator[str]]:
    """The kind of the record ``name`` and its lines, none lost to the look-ahead.

    The suffix decides (``.mgn``, ``.rgn``); otherwise (standard input ``-``, any
    other name) the first game's opening lines do (:func:`kind_of_text`).
    """
    for kind in KINDS.values():
        if name.lower().endswith(kind.suffix):
            return kind, iter(lines)
    stream = iter(lines)
    head: list[str] = []
    for line in stream:
        head.append(line)
        if _movetext(line) or _RIGADOON_TAG.search(line):
            break
    return kind_of_text(head), itertools.chain(head, stream)


def kind_of_position(text: str) -> GameKind:
    """The kind of a position line: RFEN has 8 fields (specs/rigadoon.md), MFEN 5 (specs/mfen.md)."""
    return RIGADOON if len(text.split()) == 8 else MAD
