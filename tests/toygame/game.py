"""Hop: a counter on a track of five squares, two moves, and everything the tool does with it.

The rules: North and South take turns moving one counter along the track from
square 0; ``s`` steps one square, ``j`` jumps two; a move past the last square
breaks TOY-MOVE; whoever puts the counter on the last square wins. A record is
tags and numbered turns (``1. s 2. j 3. s north``), its results ``north``,
``south`` and ``*``; a position is ``SQUARE TURN`` (``2 3``: the counter on
square 2, turn 3 to play).

:data:`HOP` is the game's descriptor (:class:`~admiralty.notation.kinds.GameKind`),
:class:`Hop` its plug-in (:class:`~admiralty.notation.plugin.GamePlugin`) and
:class:`HopCodec` the plug-in's store codec (:class:`~admiralty.notation.codec.StoreCodec`).
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable, Iterator
from typing import Any

import attrs

from admiralty.notation.codec import ActionsTurn, Opening, StoreCodec, Turn
from admiralty.notation.kinds import GameKind
from admiralty.notation.plugin import GamePlugin
from admiralty.notation.render.view_nodes import Drawing, Node, ViewLine
from admiralty.notation.steps import Generation, Step, separated
from admiralty.notation.suggest import Suggestion
from admiralty.notation.tokens import Dialect, Token
from admiralty.notation.verdict import Summary
from admiralty.notation.visitor import BaseVisitor
from admiralty.referee.violation import AdmiraltyError, Violation, violation

LAST = 4
"""The last square of the track: the counter starts on 0."""

MOVES = {"s": 1, "j": 2}
"""Each move's token and how far it takes the counter."""

SEATS = ("North", "South")


@attrs.frozen
class State:
    """The counter's square and the number of the turn to play."""

    square: int = 0
    turn: int = 1

    @property
    def mover(self) -> str:
        """Who plays the next turn (North on odd turns)."""
        return SEATS[(self.turn - 1) % 2]

    @property
    def winner(self) -> str | None:
        """Who put the counter on the last square, if anyone did."""
        return SEATS[self.turn % 2] if self.square == LAST else None


def play(state: State, token: str) -> State:
    """The position after ``token``: TOY-MOVE when the game is over, the move unknown or past the last square."""
    if state.winner is not None:
        raise violation("TOY-MOVE", f"The game is over: {state.winner} won.", state.turn)
    if token not in MOVES:
        raise violation("TOY-MOVE", f"{token} is no move: the moves are s and j.", state.turn)
    if state.square + MOVES[token] > LAST:
        raise violation("TOY-MOVE", f"{token} goes past square {LAST}.", state.turn)
    return State(state.square + MOVES[token], state.turn + 1)


def legal(state: State) -> list[str]:
    """The moves that keep the counter on the track, none once the game is won."""
    return [] if state.winner else [token for token, far in MOVES.items() if state.square + far <= LAST]


def read_position(text: str, board: str | None = None, positioning: bool = False) -> State:
    """A position from its line ``SQUARE TURN``."""
    square, turn = (int(field) for field in text.split())
    return State(square, turn)


def write_position(state: State) -> str:
    """A position's line."""
    return f"{state.square} {state.turn}"


def result_of(state: State) -> str:
    """The result word of a position: the winner in lower case, ``*`` while nobody has won."""
    return state.winner.lower() if state.winner else "*"


@attrs.frozen
class Played:
    """A legal turn of a record: its number, token, place and the positions around it."""

    turn: int
    token: str
    line: int
    column: int
    before: State
    after: State


@attrs.frozen
class Record:
    """A judged Hop game: what the tool asks of any record (tags, start, final, errors, offending token)."""

    tags: tuple[tuple[str, str], ...]
    start: State
    turns: tuple[Played, ...]
    final: State
    errors: tuple[Violation, ...] = ()
    line: int = 1
    offending: str | None = None

    @property
    def valid(self) -> bool:
        return not self.errors

    @property
    def offence_caption(self) -> str:
        """The caption of ``final`` drawn with the offending turn."""
        return "Position reached" if self.offending is None else f"Before turn {self.errors[0].turn}: {self.offending}"

    def tag(self, name: str, default: str | None = None) -> str | None:
        return dict(self.tags).get(name, default)


class Judge(BaseVisitor[Record]):
    """Reads and judges one game: every token played against the position, errors collected."""

    def begin_game(self, line: int) -> None:
        self.line, self.state, self.tags, self.turns = line, State(), [], []
        self.errors: list[Violation] = []
        self.offending: str | None = None

    def visit_tag(self, token: Token) -> None:
        self.tags.append((token.text, token.value or ""))

    keep_tag = visit_tag

    def visit_turn(self, token: Token) -> None:
        try:
            after = play(self.state, token.text)
        except AdmiraltyError as error:
            self.offending = token.text
            raise AdmiraltyError(error.violation.at(token.line, token.column)) from None
        self.turns.append(Played(self.state.turn, token.text, token.line, token.column, self.state, after))
        self.state = after

    def handle_error(self, error: AdmiraltyError) -> None:
        self.errors.append(error.violation)

    def result(self) -> Record:
        return Record(
            tuple(self.tags), State(), tuple(self.turns), self.state, tuple(self.errors), self.line, self.offending
        )


def write_game(record: Record) -> str:
    """A record's canonical text: its tags, its numbered turns and its result."""
    tags = "".join(f'[{name} "{value}"]\n' for name, value in record.tags)
    turns = " ".join(f"{played.turn}. {played.token}" for played in record.turns)
    return f"{tags}\n{turns} {result_of(record.final)}\n".replace("\n ", "\n")


def random_game(rng: random.Random, max_turns: int) -> Record:
    """A random legal game of at most ``max_turns`` turns."""
    state, turns = State(), []
    while legal(state) and len(turns) < max_turns:
        after = play(state, token := rng.choice(legal(state)))
        turns.append(Played(state.turn, token, 0, 0, state, after))
        state = after
    tags = (("Event", "Generated"), ("North", "Random"), ("South", "Random"), ("Result", result_of(state)))
    return Record(tags, State(), tuple(turns), state)


def svg(state: State, move: str | None = None, size: int = 48, caption: str | None = None, strict: bool = False) -> str:
    """The track as SVG, the counter on its square, the move's target marked."""
    squares = "".join(
        f'<rect class="square" x="{i * size}" y="0" width="{size}" height="{size}"/>' for i in range(LAST + 1)
    )
    counter = f'<circle class="counter" cx="{(state.square + 0.5) * size}" cy="{size / 2}" r="{size / 3}"/>'
    target = state.square + MOVES.get(move or "", 0)
    mark = f'<rect class="move" x="{target * size}" y="0" width="{size}" height="{size}"/>' if move else ""
    title = f"<title>{html.escape(caption)}</title>" if caption else ""
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {(LAST + 1) * size} {size}">{title}{squares}{mark}{counter}</svg>'


class Replay:
    """A stored Hop game played again, each token judged again (TOY-MOVE)."""

    def __init__(self, opening: Opening) -> None:
        self.start = self.state = read_position(opening.start)
        self.turns: list[Played] = []

    @property
    def turn(self) -> int:
        return self.state.turn

    def play(self, turn: Turn) -> bool:
        if isinstance(turn, ActionsTurn):
            return False
        token = turn if isinstance(turn, str) else turn.move.token
        after = play(self.state, token)
        self.turns.append(Played(self.state.turn, token, 0, 0, self.state, after))
        self.state = after
        return True

    def stop(self) -> bool:
        return False

    def annotate(self, turn: int, change: Callable[[Any], Any]) -> bool:
        return False  # a Hop record keeps no glyph, NAG or comment

    def record(self, tags: tuple[tuple[str, str], ...], line: int, errors: tuple[Violation, ...]) -> Record:
        return Record(tags, self.start, tuple(self.turns), self.state, errors, line)


class HopCodec:
    """How the store keeps a Hop game: its start, each turn as its token (numbered by its place)."""

    def opening(self, game: Record) -> Opening:
        return Opening(write_position(game.start), "track")

    def turns(self, game: Record) -> list[str]:
        return [played.token for played in game.turns]

    def stop(self, game: Record) -> str | None:
        return None

    def replay(self, opening: Opening) -> Replay:
        return Replay(opening)

    def write(self, game: Record, comments: tuple[str, ...]) -> str:
        return write_game(game)


class Hop:
    """Hop's plug-in: each part of :class:`~admiralty.notation.plugin.GamePlugin`."""

    def builder(self) -> BaseVisitor[Any]:
        return Judge()

    def transcriber(self) -> BaseVisitor[Any]:
        return Judge()

    def referee(self) -> BaseVisitor[Any]:
        return Judge()

    def summary(self, game: Record) -> Summary:
        ended = "win" if game.final.winner else "unfinished"
        return Summary(result_of(game.final), ended, len(game.turns), write_position(game.final))

    def codec(self) -> StoreCodec:
        return HopCodec()

    def read_position(self, text: str, board: str | None = None, positioning: bool = False) -> State:
        return read_position(text, board, positioning)

    def write_position(self, state: State) -> str:
        return write_position(state)

    def legal_tokens(self, state: State) -> list[str]:
        return legal(state)

    def suggest(self, state: State, token: str, at_most: int | None = None) -> tuple[Suggestion, ...]:
        return tuple(Suggestion(move, 1) for move in legal(state))[:at_most]

    def token_places(self, game: Record) -> list[tuple[int, int, int, State]]:
        return [(played.turn, played.line, played.column, played.before) for played in game.turns]

    def generate(self, options: Generation) -> Iterator[str]:
        rng = random.Random(options.seed)
        return separated(write_game(random_game(rng, options.max_turns)) for _ in range(options.games))

    def write_games(self, games: list[Record]) -> str:
        return "\n".join(map(write_game, games))

    def text_diagram(self, state: State, indent: str = "  ") -> str:
        track = "".join("o" if square == state.square else "." for square in range(LAST + 1))
        return f"{indent}{track}\n{indent}{self.status(state)}"

    def status(self, state: State) -> str:
        return f"{state.winner} won" if state.winner else f"{state.mover} to play"

    def over(self, state: State) -> bool:
        return state.winner is not None

    def steps(self, game: Record) -> list[Step]:
        return [Step(p.turn, f"Turn {p.turn}: {p.before.mover} {p.token}", (), p.after) for p in game.turns]

    def svg(
        self, state: State, move: str | None = None, size: int = 48, caption: str | None = None, strict: bool = False
    ) -> str:
        return svg(state, move, size, caption, strict)

    def move_diagram(self, state: State, move: str, size: int = 48) -> tuple[str, tuple[str, ...]]:
        return svg(state, move, size, strict=True), ()

    def step_svg(self, step: Step) -> str:
        return svg(step.after, caption=step.heading)

    def view_nodes(self, game: Record) -> ViewLine:
        return ViewLine(
            tuple(
                Node(
                    p.turn,
                    p.token,
                    f"Turn {p.turn}: {p.before.mover} {p.token}",
                    write_position(p.after),
                    Drawing(svg=svg(p.after)),
                    self.view_facts(p.after),
                    p.before.mover.lower(),
                )
                for p in game.turns
            )
        )

    def view_facts(self, state: State) -> tuple[str, ...]:
        return (f"Square {state.square} of {LAST}",)

    def view_board(self, start: State) -> dict[str, Any]:
        return {}  # the page's script does not draw Hop: each step carries its board

    def view_svg(self, start: State, position: str, drawing: Drawing) -> str:
        return drawing.svg or svg(start)

    def tiebreak_note(self, game: Record) -> str | None:
        return None


def _hop() -> GamePlugin:
    return Hop()


HOP = GameKind(
    "hop", "Hop", ".hop", "HGN", "HFEN", 2, Dialect("TOY-SYNTAX", ("north", "south", "*")), SEATS, False, _hop
)
"""Hop's descriptor: registered by the tests (``KINDS["hop"] = HOP``), as a game of the package is in its registry:
the one line that makes it a game of the tool, stored as well as judged."""
