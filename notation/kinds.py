"""The game kinds a record may hold, MAD (MGN) and Rigadoon (RGN): the one registry, the one place that dispatches.

Each :class:`GameKind` names everything the tool does with its game: its
record and position formats, the visitors that judge a game (recording it or
not), how a judged game is summed up in a verdict (specs/json-contract.md),
legal moves, random games, text and SVG diagrams, replay steps, its tie-break
and the store module that keeps its games. A file's kind comes from its
suffix, else from its first game (specs/rgn.md, "Game kinds"), unless the
caller names it. specs/adding-a-game.md says how to add a game.
"""

from __future__ import annotations

import importlib
import itertools
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

import attrs

from admiralty.notation.tokens import MGN, RGN, Dialect

if TYPE_CHECKING:
    from admiralty.notation.render.view_nodes import ViewLine
    from admiralty.notation.steps import Generation, Step
    from admiralty.notation.suggest import Suggestion
    from admiralty.notation.verdict import Summary
    from admiralty.notation.visitor import BaseVisitor


@attrs.frozen
class Deferred:
    """A function or class of a game named by its module and name, imported when first called.

    A kind's parts are deferred so that naming a game costs nothing: ``validate``
    of a MAD record imports MAD's reader and judge, never Rigadoon, the SVG code
    or the store. Python keeps an imported module, so later calls find it at once.

    >>> deferred("admiralty.referee.wording:counted")(2, "game")
    '2 games'
    """

    module: str
    name: str

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        module = sys.modules.get(self.module) or importlib.import_module(
            self.module
        )  # called per game: the short way first
        return getattr(module, self.name)(*args, **kwargs)


def deferred(path: str) -> Callable[..., Any]:
    """The part ``module:name`` (:class:`Deferred`), called as the function or class it names."""
    module, _, name = path.partition(":")
    return Deferred(module, name)


@attrs.frozen
class GameKind:
    """One game and everything the tool does with it: the one place that dispatches on the game.

    The CLI, the store and the reports reach a game only through its kind
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
        seat_results: a result in seat terms for the standings (the first seat's
            victory is ``red``), where the game's own words differ.
        tiebreak: whether a stopped game is adjudicated by a tie-break (MAD-TIEBREAK).
        builder: makes the visitor that records a whole game.
        transcriber: makes the visitor that records what the store keeps of a
            game (for MAD, main-line turns as their tokens only).
        referee: makes the visitor that judges a game in constant memory.
        summary: sums up a judged game for its verdict.
        read_position: a position from its line, ``(text, board=None, positioning=False)``.
        write_position: a position's line.
        legal_tokens: a position's legal turns or actions, written canonically.
        suggest: the legal turns or actions of a position nearest to a token
            that broke a rule there, nearest first (:mod:`admiralty.notation.suggest`).
        token_places: where the tokens of a recorded game's legal main-line turns
            or actions stand, as ``(turn, line, column)`` (for ``repair``).
        generate: random legal games as record text, from a :class:`Generation`: each
            game's text as it is played, the pieces joined making the record.
        write_games: records as one canonical text.
        text_diagram: a position drawn as text, ``(state, indent="  ")``.
        status: who is to play in a position, or how the game ended.
        steps: a judged record's replay, as :class:`Step` values.
        svg: a position as SVG, ``(state, move=None, size=48, caption=None, strict=False)``,
            the move token drawn.
        step_svg: the SVG of the board after a replay step.
        view_nodes: a judged record's steps for the viewer, variations and maneuvers
            included (:mod:`admiralty.notation.render.view_nodes`).
        view_facts: what the viewer lists beside a position's board (MAD: exiles and the
            quiet count; Rigadoon: wind, masts, chests, islands).
        tiebreak_note: the adjudication a judged game stopped without a winner would get, if any.
        storage: the store module that turns its records into events and back; the
            store imports it when it needs it, as the store is the layer above.
    """

    name: str
    title: str
    suffix: str
    record_format: str
    position_format: str
    position_fields: int
    dialect: Dialect
    seats: tuple[str, str]
    seat_results: Mapping[str, str]
    tiebreak: bool
    builder: Callable[[], BaseVisitor[Any]]
    transcriber: Callable[[], BaseVisitor[Any]]
    referee: Callable[[], BaseVisitor[Any]]
    summary: Callable[[Any], Summary]
    read_position: Callable[..., Any]
    write_position: Callable[[Any], str]
    legal_tokens: Callable[[Any], list[str]]
    suggest: Callable[[Any, str], tuple[Suggestion, ...]]
    token_places: Callable[[Any], list[tuple[int, int, int]]]
    generate: Callable[[Generation], Iterator[str]]
    write_games: Callable[[list[Any]], str]
    text_diagram: Callable[..., str]
    status: Callable[[Any], str]
    steps: Callable[[Any], list[Step]]
    svg: Callable[..., str]
    step_svg: Callable[[Step], str]
    view_nodes: Callable[[Any], ViewLine]
    view_facts: Callable[[Any], tuple[str, ...]]
    tiebreak_note: Callable[[Any], str | None]
    storage: str

    def players(self, game: Any) -> tuple[str, str]:
        """The two players of a judged game, from its seat tags (``?`` when unknown)."""
        first, second = (game.tag(seat, "?") or "?" for seat in self.seats)
        return first, second

    def matches(self, name: str) -> bool:
        """Whether a file name has this kind's suffix, in any case (``.mgn``, ``.MGN``)."""
        return name.lower().endswith(self.suffix)


MAD = GameKind(
    name="mad",
    title="MAD",
    suffix=".mgn",
    record_format="MGN",
    position_format="MFEN",
    position_fields=5,
    dialect=MGN,
    seats=("Red", "Blue"),
    seat_results={},
    tiebreak=True,
    builder=deferred("admiralty.notation.mgn.builder:GameBuilder"),
    transcriber=deferred("admiralty.notation.mgn.builder:Transcriber"),
    referee=deferred("admiralty.notation.mgn.judge:Referee"),
    summary=deferred("admiralty.notation.mgn.judge:summary"),
    read_position=deferred("admiralty.notation.mgn.game:read_position"),
    write_position=deferred("admiralty.notation.mgn.mfen:write_mfen"),
    legal_tokens=deferred("admiralty.notation.mgn.game:legal_tokens"),
    suggest=deferred("admiralty.notation.mgn.suggest:suggest"),
    token_places=deferred("admiralty.notation.mgn.game:token_places"),
    generate=deferred("admiralty.notation.mgn.game:generate"),
    write_games=deferred("admiralty.notation.mgn.writer:write_games"),
    text_diagram=deferred("admiralty.notation.render.text:mad_diagram"),
    status=deferred("admiralty.notation.render.text:mad_status"),
    steps=deferred("admiralty.notation.mgn.game:steps"),
    svg=deferred("admiralty.notation.mgn.game:svg"),
    step_svg=deferred("admiralty.notation.mgn.game:step_svg"),
    view_nodes=deferred("admiralty.notation.mgn.view:nodes"),
    view_facts=deferred("admiralty.notation.mgn.view:facts"),
    tiebreak_note=deferred("admiralty.notation.mgn.game:tiebreak_note"),
    storage="admiralty.store.mad_recording",
)
RIGADOON = GameKind(
    name="rigadoon",
    title="Rigadoon",
    suffix=".rgn",
    record_format="RGN",
    position_format="RFEN",
    position_fields=8,
    dialect=RGN,
    seats=("Blue", "Green"),
    seat_results={"blue": "red", "green": "blue"},
    tiebreak=False,
    builder=deferred("admiralty.notation.rgn.judge:RigadoonBuilder"),
    transcriber=deferred("admiralty.notation.rgn.judge:RigadoonBuilder"),
    referee=deferred("admiralty.notation.rgn.judge:RigadoonReferee"),
    summary=deferred("admiralty.notation.rgn.judge:summary"),
    read_position=deferred("admiralty.notation.rgn.game:read_position"),
    write_position=deferred("admiralty.notation.rgn.rfen:write_rfen"),
    legal_tokens=deferred("admiralty.notation.rgn.game:legal_tokens"),
    suggest=deferred("admiralty.notation.rgn.suggest:suggest"),
    token_places=deferred("admiralty.notation.rgn.game:token_places"),
    generate=deferred("admiralty.notation.rgn.game:generate"),
    write_games=deferred("admiralty.notation.rgn.writer:write_games"),
    text_diagram=deferred("admiralty.notation.render.text:rigadoon_diagram"),
    status=deferred("admiralty.notation.render.text:rigadoon_status"),
    steps=deferred("admiralty.notation.rgn.game:steps"),
    svg=deferred("admiralty.notation.rgn.game:svg"),
    step_svg=deferred("admiralty.notation.rgn.game:step_svg"),
    view_nodes=deferred("admiralty.notation.rgn.view:nodes"),
    view_facts=deferred("admiralty.notation.rgn.view:facts"),
    tiebreak_note=deferred("admiralty.notation.rgn.game:tiebreak_note"),
    storage="admiralty.store.rigadoon_recording",
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
