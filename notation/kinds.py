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

import itertools
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

import attrs

from admiralty.notation.mgn import game as mad
from admiralty.notation.mgn.builder import GameBuilder, Transcriber
from admiralty.notation.mgn.judge import Referee
from admiralty.notation.mgn.mfen import write_mfen
from admiralty.notation.mgn.suggest import suggest as suggest_turns
from admiralty.notation.mgn.writer import write_games as write_mgn_games
from admiralty.notation.render.text import mad_diagram, mad_status, rigadoon_diagram, rigadoon_status
from admiralty.notation.rgn import game as rigadoon
from admiralty.notation.rgn.judge import RGN, RigadoonBuilder, RigadoonReferee
from admiralty.notation.rgn.rfen import write_rfen
from admiralty.notation.rgn.story import tell
from admiralty.notation.rgn.suggest import suggest as suggest_actions
from admiralty.notation.rgn.tags import result_of, termination_of
from admiralty.notation.rgn.writer import write_games as write_rgn_games
from admiralty.notation.steps import Generation, Step
from admiralty.notation.suggest import Suggestion
from admiralty.notation.tokens import MGN, Dialect
from admiralty.notation.visitor import BaseVisitor


@attrs.frozen
class Summary:
    """What a verdict says of a judged game besides its errors; ``broken`` tells what the action
    that broke a rule did before it broke it, one sentence per event (Rigadoon: its maneuver so far)."""

    result: str
    termination: str
    turns: int
    final: str
    broken: tuple[str, ...] = ()


def _mad_summary(game: Any) -> Summary:
    final = game.final
    return Summary(final.result, final.termination.value, game.played, write_mfen(final))


def _rigadoon_summary(game: Any) -> Summary:
    final = game.final
    return Summary(result_of(final), termination_of(final), game.turns, write_rfen(final), tell(game.broken, final))


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
        generate: random legal games as a record text, from a :class:`Generation`.
        write_games: records as one canonical text.
        text_diagram: a position drawn as text, ``(state, indent="  ")``.
        status: who is to play in a position, or how the game ended.
        steps: a judged record's replay, as :class:`Step` values.
        svg: a position as SVG, ``(state, move=None, size=48, caption=None, strict=False)``,
            the move token drawn.
        step_svg: the SVG of the board after a replay step.
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
    generate: Callable[[Generation], str]
    write_games: Callable[[list[Any]], str]
    text_diagram: Callable[..., str]
    status: Callable[[Any], str]
    steps: Callable[[Any], list[Step]]
    svg: Callable[..., str]
    step_svg: Callable[[Step], str]
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
    builder=GameBuilder,
    transcriber=Transcriber,
    referee=Referee,
    summary=_mad_summary,
    read_position=mad.read_position,
    write_position=write_mfen,
    legal_tokens=mad.legal_tokens,
    suggest=suggest_turns,
    token_places=mad.token_places,
    generate=mad.generate,
    write_games=write_mgn_games,
    text_diagram=mad_diagram,
    status=mad_status,
    steps=mad.steps,
    svg=mad.svg,
    step_svg=mad.step_svg,
    tiebreak_note=mad.tiebreak_note,
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
    builder=RigadoonBuilder,
    transcriber=RigadoonBuilder,
    referee=RigadoonReferee,
    summary=_rigadoon_summary,
    read_position=rigadoon.read_position,
    write_position=write_rfen,
    legal_tokens=rigadoon.legal_tokens,
    suggest=suggest_actions,
    token_places=rigadoon.token_places,
    generate=rigadoon.generate,
    write_games=write_rgn_games,
    text_diagram=rigadoon_diagram,
    status=rigadoon_status,
    steps=rigadoon.steps,
    svg=rigadoon.svg,
    step_svg=rigadoon.step_svg,
    tiebreak_note=rigadoon.tiebreak_note,
    storage="admiralty.store.rigadoon_recording",
)
KINDS: dict[str, GameKind] = {kind.name: kind for kind in (MAD, RIGADOON)}
"""Every game kind, by name."""

SUFFIXES = tuple(kind.suffix for kind in KINDS.values())
"""The suffixes of record files, for searching folders."""

_RIGADOON_TAG = re.compile(r"\[\s*(?:Green|First|Wind|WindSource)\s")
_RIGADOON_ACTION = re.compile(r"(?:^|\s)(?:W:[NESW]|[BG][1-4](?:[a-i][1-9]-|\+))")
_TAGS = re.compile(r'\[[^\]"\[]*"(?:[^"\\]|\\.)*"\s*\]')
"""A tag: its name part stops at the next ``[``, so a line of many ``[`` is scanned once, not once per ``[``."""


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
            or _RIGADOON_TAG.search(line)
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
