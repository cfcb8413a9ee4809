"""MAD's plug-in (:class:`admiralty.notation.plugin.GamePlugin`, and :class:`~admiralty.notation.plugin.TieBreak`):
what the tool does with MGN records and MFEN positions.

Each part imports its module when first called, so that loading the plug-in
costs nothing: ``validate`` imports the judge, never the SVG code (specs/performance.md,
"Where a user waits"). Python keeps an imported module, so later calls find it at once.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from admiralty.notation.plugin import Decision

if TYPE_CHECKING:
    from admiralty.notation.codec import StoreCodec
    from admiralty.notation.mgn.record import GameRecord, PlayedTurn
    from admiralty.notation.render.view_nodes import Drawing, ViewLine
    from admiralty.notation.steps import Generation, Step
    from admiralty.notation.suggest import Suggestion
    from admiralty.notation.verdict import Summary
    from admiralty.notation.visitor import BaseVisitor
    from admiralty.referee.mad import State


class Mad:
    """MAD's parts, each in the MGN module that holds it."""

    def builder(self) -> BaseVisitor[Any]:
        from admiralty.notation.mgn.builder import GameBuilder

        return GameBuilder()

    def transcriber(self) -> BaseVisitor[Any]:
        from admiralty.notation.mgn.builder import Transcriber

        return Transcriber()

    def referee(self) -> BaseVisitor[Any]:
        from admiralty.notation.mgn.judge import Referee

        return Referee()

    def summary(self, game: Any) -> Summary:
        from admiralty.notation.mgn.judge import summary

        return summary(game)

    def codec(self) -> StoreCodec:
        from admiralty.notation.mgn.codec import CODEC

        return CODEC

    def read_position(self, text: str, board: str | None = None, positioning: bool = False) -> State:
        from admiralty.notation.mgn.game import read_position

        return read_position(text, board, positioning)

    def write_position(self, state: State) -> str:
        from admiralty.notation.mgn.mfen import write_mfen

        return write_mfen(state)

    def legal_tokens(self, state: State) -> list[str]:
        from admiralty.notation.mgn.game import legal_tokens

        return legal_tokens(state)

    def suggest(self, state: State, token: str, at_most: int | None = None) -> tuple[Suggestion, ...]:
        from admiralty.notation.mgn.suggest import suggest

        return suggest(state, token, at_most)

    def token_places(self, game: GameRecord[PlayedTurn]) -> list[tuple[int, int, int, State]]:
        from admiralty.notation.mgn.game import token_places

        return token_places(game)

    def generate(self, options: Generation) -> Iterator[str]:
        from admiralty.notation.mgn.game import generate

        return generate(options)

    def write_games(self, games: list[GameRecord[PlayedTurn]]) -> str:
        from admiralty.notation.mgn.writer import write_games

        return write_games(games)

    def text_diagram(self, state: State, indent: str = "  ") -> str:
        from admiralty.notation.render.text import mad_diagram

        return mad_diagram(state, indent)

    def status(self, state: State) -> str:
        from admiralty.notation.render.text import mad_status

        return mad_status(state)

    def over(self, state: State) -> bool:
        return state.outcome is not None

    def steps(self, game: GameRecord[PlayedTurn]) -> list[Step]:
        from admiralty.notation.mgn.game import steps

        return steps(game)

    def svg(
        self, state: State, move: str | None = None, size: int = 48, caption: str | None = None, strict: bool = False
    ) -> str:
        from admiralty.notation.mgn.game import svg

        return svg(state, move, size, caption, strict)

    def move_diagram(self, state: State, move: str, size: int = 48) -> tuple[str, tuple[str, ...]]:
        from admiralty.notation.mgn.game import svg

        return svg(state, move, size, strict=True), ()

    def step_svg(self, step: Step) -> str:
        from admiralty.notation.mgn.game import step_svg

        return step_svg(step)

    def view_nodes(self, game: GameRecord[PlayedTurn]) -> ViewLine:
        from admiralty.notation.mgn.view import nodes

        return nodes(game)

    def view_facts(self, state: State) -> tuple[str, ...]:
        from admiralty.notation.mgn.view import facts

        return facts(state)

    def view_board(self, start: State) -> dict[str, Any]:
        from admiralty.notation.mgn.view import board_data

        return board_data(start.board)

    def view_svg(self, start: State, position: str, drawing: Drawing) -> str:
        from admiralty.notation.mgn.view import drawn

        return drawn(start.board, position, drawing)

    def tiebreak_note(self, game: GameRecord[PlayedTurn]) -> str | None:
        from admiralty.notation.mgn.game import tiebreak_note

        return tiebreak_note(game)

    def stopped(self, game: GameRecord[PlayedTurn], stop_after: int | None) -> State:
        return game.stopped_after(stop_after)

    def adjudicate(self, state: State) -> Decision:
        from admiralty.referee.mad import adjudicate

        decision = adjudicate(state)
        return Decision(decision.result, decision.after_turn, decision.explanation(state.board.name_of))


PLUGIN = Mad()
"""MAD's plug-in, which :data:`admiralty.notation.kinds.MAD` loads."""
