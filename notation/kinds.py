"""The game kinds a record may hold, MAD (MGN) and Rigadoon (RGN): the one registry, the one place that dispatches.

Each :class:`GameKind` names its game (suffix, record and position formats,
dialect, seats, whether it has a tie-break) and loads, when first used, its
plug-in (:class:`~admiralty.notation.plugin.GamePlugin`), which does everything
else: judging, positions, random games, drawings, replay. A file's kind comes
from its suffix, else from its first game (specs/rgn.md, "Game kinds"), unless
the caller names it. specs/adding-a-game.md says how to add a game.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any

import attrs

from admiralty.notation.tokens import MGN, RGN, Dialect

if TYPE_CHECKING:
    from admiralty.notation.plugin import GamePlugin


@attrs.frozen
class GameKind:
    """One game as the registry knows it before it is used: its name, formats and seats, and its plug-in.

    The CLI, the store and the reports reach a game only through its kind, and
    what the kind does with the game through its :attr:`plugin`
    (specs/adding-a-game.md lists what a new game provides).

    Args:
        name: ``mad`` or ``rigadoon``.
        title: the game's name in prose.
        suffix: the file suffix of its records.
        record_format: the name of its record notation (``MGN``, ``RGN``).
        position_format: the name of its position notation (``MFEN``, ``RFEN``).
        position_fields: how many fields a position line has, which tells the formats apart.
        dialect: its dialect of the shared tokenizer.
        seats: the tags naming its two players, the one whose victory is
            written first in a result first (``Red``/``Blue``, ``Blue``/``Green``).
        tiebreak: whether a stopped game is adjudicated by a tie-break (MAD-TIEBREAK).
        load: imports the game's plug-in (:class:`~admiralty.notation.plugin.GamePlugin`): the one
            import a kind defers, so that naming a game loads none of it.
        decided: how a game without a tie-break is decided, as the refusal to adjudicate one says it
            (STORE-ADJUDICATE).
    """

    name: str
    title: str
    suffix: str
    record_format: str
    position_format: str
    position_fields: int
    dialect: Dialect
    seats: tuple[str, str]
    tiebreak: bool
    load: Callable[[], GamePlugin] = attrs.field(repr=False)
    decided: str = attrs.field(default="a game is decided on the board.", repr=False)

    @functools.cached_property
    def plugin(self) -> GamePlugin:
        """The game's plug-in, imported at its first use."""
        return self.load()

    @property
    def winners(self) -> tuple[str, str]:
        """The result words of the first and the second seat's victory: the seats' tags in lower case
        (``red``/``blue``, ``blue``/``green``), as a result writes them (``blue/tb``)."""
        first, second = self.seats
        return first.lower(), second.lower()

    def players(self, game: Any) -> tuple[str, str]:
        """The two players of a judged game, from its seat tags (``?`` when unknown)."""
        first, second = (game.tag(seat, "?") or "?" for seat in self.seats)
        return first, second

    def matches(self, name: str) -> bool:
        """Whether a file name has this kind's suffix, in any case (``.mgn``, ``.MGN``)."""
        return name.lower().endswith(self.suffix)


def _mad() -> GamePlugin:
    from admiralty.notation.mgn.plugin import PLUGIN

    return PLUGIN


def _rigadoon() -> GamePlugin:
    from admiralty.notation.rgn.plugin import PLUGIN

    return PLUGIN


MAD = GameKind("mad", "MAD", ".mgn", "MGN", "MFEN", 5, MGN, ("Red", "Blue"), True, _mad)
RIGADOON = GameKind(
    "rigadoon",
    "Rigadoon",
    ".rgn",
    "RGN",
    "RFEN",
    8,
    RGN,
    ("Blue", "Green"),
    False,
    _rigadoon,
    "a game is won by two islands (RIG-WIN) or lost by a loop (RIG-LOOP), on the board.",
)
KINDS: dict[str, GameKind] = {kind.name: kind for kind in (MAD, RIGADOON)}
"""Every game kind, by name."""

SUFFIXES = tuple(kind.suffix for kind in KINDS.values())
"""The suffixes of record files, for searching folders."""

# The patterns are compiled by re when first used (and kept in its cache): a record named by
# its suffix never needs them (specs/performance.md, "Start-up").
_RIGADOON_TAG = r"\[\s*(?:Green|First|Wind|WindSource)\s"
_RIGADOON_ACTION = r"(?:^|\s)(?:W:[NESW]|[BG][1-4](?:[a-i][1-9]-|\+))"
_TAGS = r'\[[^\]"\[]*"(?:[^"\\]|\\.)*"\s*\]'
"""A tag: its name part stops at the next ``[``, so a line of many ``[`` is scanned once, not once per ``[``."""


def _movetext(line: str) -> str:
    """The movetext of a line: empty for a ``%`` line, tags taken out."""
    return "" if line.startswith("%") else re.sub(_TAGS, " ", line).strip()


def kind_of_text(lines: list[str]) -> GameKind:
    """The kind of the first game, from its first lines (tags, then its first movetext line).

    Rigadoon when a Green, First, Wind or WindSource tag is given, or when the
    first movetext line holds a wind change, a sail or a repair of RGN; MAD
    otherwise.
    """
    for line in lines:
        if re.search(_RIGADOON_TAG, line):
            return RIGADOON
        if _movetext(line):
            return RIGADOON if re.search(_RIGADOON_ACTION, _movetext(line)) else MAD
    return MAD


LOOK_AHEAD_LINES = 1_000
LOOK_AHEAD_CHARACTERS = 1_000_000
"""How far :func:`detect` reads ahead when no suffix tells the kind: the lines it holds are
bounded (6 MB of ``%`` lines on standard input once took 253 MB). A first game with
longer tags than that is read as MAD unless its kind is named (``--kind``)."""


def detect(name: str, lines: Iterable[str]) -> tuple[GameKind, Iterator[str]]:
    """The kind of the record ``name`` and its lines, none lost to the look-ahead.

    The suffix decides (``.mgn``, ``.rgn``, in any case); otherwise (standard
    input ``-``, any other name) the first game's opening lines do
    (:func:`kind_of_text`), read ahead at most :data:`LOOK_AHEAD_LINES` lines
    and :data:`LOOK_AHEAD_CHARACTERS` characters.
    """
    for kind in KINDS.values():
        if kind.matches(name):
            return kind, iter(lines)
    stream = iter(lines)
    head: list[str] = []
    size = 0
    for line in stream:
        head.append(line)
        size += len(line)
        if (
            _movetext(line)
            or re.search(_RIGADOON_TAG, line)
            or len(head) >= LOOK_AHEAD_LINES
            or size >= LOOK_AHEAD_CHARACTERS
        ):
            break
    return kind_of_text(head), itertools.chain(head, stream)


def kind_of_position(text: str) -> GameKind:
    """The kind of a position line by its number of fields: RFEN has 8 (specs/rigadoon.md), MFEN 5
    (specs/mfen.md); a line of any other length is read as MFEN, whose reader says what is wrong."""
    fields = len(text.split())
    return next((kind for kind in KINDS.values() if kind.position_fields == fields), MAD)
