"""Rigadoon's plug-in (:class:`admiralty.notation.plugin.GamePlugin`): what the tool does with RGN records and
RFEN positions.

Each part imports its module when first called, so that loading the plug-in
costs nothing (specs/performance.md, "Where a user waits"). Python keeps an
imported module, so later calls find it at once.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from admiralty.notation.codec import StoreCodec
    from admiralty.notation.render.view_nodes import Drawing, ViewLine
    from admiralty.notation.rgn.record import RigadoonRecord
    from admiralty.notation.steps import Generation, Step
    from admiralty.notation.suggest import Suggestion
    from admiralty.notation.verdict import Summary
    from admiralty.notation.visitor import BaseVisitor
    from admiralty.referee.rigadoon import State


class Rigadoon:
    """Rigadoon's parts, each in the RGN module that holds it."""

    def builder(self) -> BaseVisitor[Any]:
        from admiralty.notation.rgn.judge import RigadoonBuilder

        return RigadoonBuilder()

    def transcriber(self) -> BaseVisitor[Any]:
        """The builder: the store keeps a Rigadoon game whole."""
        return self.builder()

    def referee(self) -> BaseVisitor[Any]:
        from admiralty.notation.rgn.judge import RigadoonReferee

        return RigadoonReferee()

    def summary(self, game: RigadoonRecord) -> Summary:
        from admiralty.notation.rgn.judge import summary

        return summary(game)

    def codec(self) -> StoreCodec:
        from admiralty.notation.rgn.codec import CODEC

        return CODEC

    def read_position(self, text: str, board: str | None = None, positioning: bool = False) -> State:
        from admiralty.notation.rgn.game import read_position

        return read_position(text, board, positioning)

    def write_position(self, state: State) -> str:
        from admiralty.notation.rgn.rfen import write_rfen

        return write_rfen(state)

    def legal_tokens(self, state: State) -> list[str]:
        from admiralty.notation.rgn.game import legal_tokens

        return legal_tokens(state)

    def suggest(self, state: State, token: str, at_most: int | None = None) -> tuple[Suggestion, ...]:
        from admiralty.notation.rgn.suggest import suggest

        return suggest(state, token, at_most)

    def token_places(self, game: RigadoonRecord) -> list[tuple[int, int, int, State]]:
        from admiralty.notation.rgn.game import token_places

        return token_places(game)

    def generate(self, options: Generation) -> Iterator[str]:
        from admiralty.notation.rgn.game import generate

        return generate(options)

    def write_games(self, games: list[RigadoonRecord]) -> str:
        from admiralty.notation.rgn.writer import write_games

        return write_games(games)

    def text_diagram(self, state: State, indent: str = "  ") -> str:
        from admiralty.notation.render.text import rigadoon_diagram

        return rigadoon_diagram(state, indent)

    def status(self, state: State) -> str:
        from admiralty.notation.render.text import rigadoon_status

        return rigadoon_status(state)

    def over(self, state: State) -> bool:
        return state.outcome is not None

    def steps(self, game: RigadoonRecord) -> list[Step]:
        from admiralty.notation.rgn.game import steps

        return steps(game)

    def svg(
        self, state: State, move: str | None = None, size: int = 48, caption: str | None = None, strict: bool = False
    ) -> str:
        from admiralty.notation.rgn.game import svg

        return svg(state, move, size, caption, strict)

    def move_diagram(self, state: State, move: str, size: int = 48) -> tuple[str, tuple[str, ...]]:
        from admiralty.notation.rgn.move_diagram import move_diagram

        return move_diagram(state, move, size)

    def step_svg(self, step: Step) -> str:
        from admiralty.notation.rgn.game import step_svg

        return step_svg(step)

    def view_nodes(self, game: RigadoonRecord) -> ViewLine:
        from admiralty.notation.rgn.view import nodes

        return nodes(game)

    def view_facts(self, state: State) -> tuple[str, ...]:
        from admiralty.notation.rgn.view import facts

        return facts(state)

    def view_board(self, start: State) -> dict[str, Any]:
        from admiralty.notation.rgn.view import board_data

        return board_data(start.board)

    def view_svg(self, start: State, position: str, drawing: Drawing) -> str:
        from admiralty.notation.rgn.view import drawn

        return drawn(start.board, position, drawing)

    def tiebreak_note(self, game: RigadoonRecord) -> None:
        """None: Rigadoon has no tie-break (RIG-WIN, RIG-LOOP decide a game on the board)."""
        return None


PLUGIN = Rigadoon()
"""Rigadoon's plug-in, which :data:`admiralty.notation.kinds.RIGADOON` loads."""
