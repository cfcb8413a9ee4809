"""What a game provides to the tool: the typed plug-in each game implements once, in its own package.

The registry (:mod:`admiralty.notation.kinds`) knows each game's light
descriptor (:class:`~admiralty.notation.kinds.GameKind`: its name, suffix,
formats, dialect, seats) and imports its plug-in, a :class:`GamePlugin`, the
first time one of these parts is needed: ``validate`` of a MAD record imports
MAD's plug-in and, through it, MAD's reader and judge, never Rigadoon, the SVG
code or the store. MAD's plug-in is :mod:`admiralty.notation.mgn.plugin`,
Rigadoon's :mod:`admiralty.notation.rgn.plugin`; specs/adding-a-game.md says how
to add a game.

A record, a position and a judged game are the game's own types (``Any``
here): the tool passes back to a game only what that game gave it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import attrs

if TYPE_CHECKING:
    from admiralty.notation.codec import StoreCodec
    from admiralty.notation.render.view_nodes import Drawing, ViewLine
    from admiralty.notation.steps import Generation, Step
    from admiralty.notation.suggest import Suggestion
    from admiralty.notation.verdict import Summary
    from admiralty.notation.visitor import BaseVisitor


class GamePlugin(Protocol):
    """Everything the tool does with one game besides naming it: judging, storing, positions, drawing, replay."""

    def builder(self) -> BaseVisitor[Any]:
        """A visitor that records a whole game."""
        ...

    def transcriber(self) -> BaseVisitor[Any]:
        """A visitor that records what the store keeps of a game (for MAD, main-line turns as their tokens only)."""
        ...

    def referee(self) -> BaseVisitor[Any]:
        """A visitor that judges a game in constant memory."""
        ...

    def summary(self, game: Any) -> Summary:
        """A judged game summed up for its verdict (specs/json-contract.md)."""
        ...

    def codec(self) -> StoreCodec:
        """How the store keeps the game's judged records and rebuilds them (:mod:`admiralty.notation.codec`)."""
        ...

    def read_position(self, text: str, board: str | None = None, positioning: bool = False) -> Any:
        """A position from its line; ``board`` requires a board, ``positioning`` sets the positioning rule."""
        ...

    def write_position(self, state: Any) -> str:
        """A position's line."""
        ...

    def legal_tokens(self, state: Any) -> list[str]:
        """A position's legal turns or actions, written canonically."""
        ...

    def suggest(self, state: Any, token: str, at_most: int | None = None) -> tuple[Suggestion, ...]:
        """The legal turns or actions of a position nearest to a token, nearest first, at most ``at_most``
        (by default :data:`~admiralty.notation.suggest.MAX_SUGGESTIONS`; :mod:`admiralty.notation.suggest`)."""
        ...

    def token_places(self, game: Any) -> list[tuple[int, int, int, Any]]:
        """Where the tokens of a recorded game's legal main-line turns or actions stand, with the position
        each was played in, as ``(turn, line, column, before)`` (for ``repair`` and the look-back)."""
        ...

    def generate(self, options: Generation) -> Iterator[str]:
        """Random legal games as record text: each game's text as it is played, the pieces joined making the record."""
        ...

    def write_games(self, games: list[Any]) -> str:
        """Records as one canonical text."""
        ...

    def text_diagram(self, state: Any, indent: str = "  ") -> str:
        """A position drawn as text."""
        ...

    def status(self, state: Any) -> str:
        """Who is to play in a position, or how the game ended."""
        ...

    def over(self, state: Any) -> bool:
        """Whether the game ended in a position."""
        ...

    def steps(self, game: Any) -> list[Step]:
        """A judged record's replay, as :class:`~admiralty.notation.steps.Step` values."""
        ...

    def svg(
        self, state: Any, move: str | None = None, size: int = 48, caption: str | None = None, strict: bool = False
    ) -> str:
        """A position as SVG, the move token drawn (``strict``: a token that cannot be drawn is an error)."""
        ...

    def move_diagram(self, state: Any, move: str, size: int = 48) -> tuple[str, tuple[str, ...]]:
        """``diagram --move``: a position as SVG with the move token drawn (strictly: a token that cannot be drawn
        is an error), and notes on what the drawing assumed that the token did not write (never silently)."""
        ...

    def step_svg(self, step: Step) -> str:
        """The SVG of the board after a replay step."""
        ...

    def view_nodes(self, game: Any) -> ViewLine:
        """A judged record's steps for the viewer, variations included (:mod:`admiralty.notation.render.view_nodes`)."""
        ...

    def view_facts(self, state: Any) -> tuple[str, ...]:
        """What the viewer lists beside a position's board (MAD: exiles and the quiet count; Rigadoon: wind,
        masts, chests, islands)."""
        ...

    def view_board(self, start: Any) -> dict[str, Any]:
        """What the viewer page's script needs to draw the boards of a game starting at ``start`` (its board's
        size, its ground drawn once); empty for a kind the script does not draw, whose steps carry their SVG
        (``Drawing.svg``)."""
        ...

    def view_svg(self, start: Any, position: str, drawing: Drawing) -> str:
        """A viewer step's board as the Python renderer draws it: the reference the page's script agrees with."""
        ...

    def tiebreak_note(self, game: Any) -> str | None:
        """The adjudication a judged game stopped without a winner would get, if the game has one."""
        ...


@attrs.frozen
class Decision:
    """A tie-break's decision on a stopped game (MAD-TIEBREAK).

    Args:
        result: the semi-victory awarded, as the game writes results (``red/tb``).
        after_turn: the last turn that counts: the game stopped after it.
        explanation: what the decision rests on, in one sentence.
    """

    result: str
    after_turn: int
    explanation: str


@runtime_checkable
class TieBreak(Protocol):
    """The plug-in of a game that adjudicates a stopped game by a tie-break
    (:attr:`~admiralty.notation.kinds.GameKind.tiebreak`; MAD's, MAD-TIEBREAK): ``adjudicate`` asks it."""

    def stopped(self, game: Any, stop_after: int | None) -> Any:
        """The position a judged game stopped in: after main-line turn ``stop_after``, or its final one.

        Raises:
            AdmiraltyError: turn ``stop_after`` was not played in the main line.
        """
        ...

    def adjudicate(self, state: Any) -> Decision:
        """The tie-break's decision on a game stopped in ``state``.

        Raises:
            AdmiraltyError: the game was decided on the board (MAD-END).
        """
        ...
