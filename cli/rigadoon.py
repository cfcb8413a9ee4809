"""The Rigadoon side of the commands: replaying an RGN game, legal actions, diagrams."""

from __future__ import annotations

from pathlib import Path

import typer
from admiralty.cli.inputs import fail
from admiralty.cli.render import rigadoon_diagram, rigadoon_status
from admiralty.notation.render.rigadoon_svg import rigadoon_svg
from admiralty.notation.rgn.data import DEFAULT_BOARD
from admiralty.notation.rgn.judge import move_number
from admiralty.notation.rgn.record import PlayedAction, RigadoonRecord
from admiralty.notation.rgn.rfen import parse_rfen
from admiralty.notation.rgn.story import describe
from admiralty.notation.rgn.turn import parse_action, write_action
from admiralty.referee.rigadoon import EndTurn, Sail, State, decide, legal_actions
from admiralty.referee.violation import AdmiraltyError


def position(rfen: str) -> State:
    """The state of an RFEN line on the default board; a bad line exits 2."""
    try:
        return parse_rfen(rfen, DEFAULT_BOARD)
    except AdmiraltyError as error:
        raise fail(error.violation.message) from None


def heading(played: PlayedAction) -> str:
    """``Turn 3 (Blue): B1c9-f6/B1>B2``, or ``Turn 3 (Blue) ends`` for the end of a turn."""
    before = played.before
    who = f"Turn {before.turn} ({before.fleet.name.title()})"
    if isinstance(played.action, EndTurn):
        return f"{who} ends."
    return f"{who}: {write_action(before, played.action, played.events)}"


def story(played: PlayedAction) -> list[str]:
    """The chain reaction of an action, one numbered line per event."""
    board = played.before.board
    return [f"  {number}. {describe(event, board)}" for number, event in enumerate(played.events, start=1)]


def _write_svg(folder: Path, index: int, played: PlayedAction) -> None:
    arrow = (played.action.origin, played.action.stop) if isinstance(played.action, Sail) else None
    svg = rigadoon_svg(played.after, arrow=arrow, caption=heading(played))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"step-{index:04d}.svg").write_text(svg, encoding="utf-8")
    except OSError as error:
        raise fail(f"{folder}: {error.strerror or error}") from None


def replay_record(record: RigadoonRecord, turn: int | None, svg: Path | None) -> None:
    """Print each action of the game (or of turn ``turn``) with its chain reaction and the board after it.

    With ``svg``, also write one SVG diagram per action into that folder.
    """
    chosen = [(i, p) for i, p in enumerate(record.actions, start=1) if turn is None or p.before.turn == turn]
    if turn is not None and not chosen:
        raise fail(f"turn {turn} was not played in this game")
    if turn is None:
        typer.echo("Start:\n" + rigadoon_diagram(record.start))
    for index, played in chosen:
        typer.echo("\n" + heading(played))
        typer.echo("\n".join(story(played)))
        typer.echo(rigadoon_diagram(played.after))
        if svg is not None:
            _write_svg(svg, index, played)
    if record.final.outcome is not None and turn is None:
        typer.echo(f"\n{rigadoon_status(record.final)}")


def legal_tokens(state: State) -> list[str]:
    """The legal actions of a position in canonical RGN; the end of the turn is its next move number."""
    tokens = []
    for action in legal_actions(state):
        if isinstance(action, EndTurn):
            tokens.append(move_number(state.turn + 1))
        else:
            tokens.append(write_action(state, action, decide(state, action)))
    return tokens


def sail_arrow(state: State, token: str) -> tuple[int, int] | None:
    """The arrow of a sail token to draw, or None for another action; a bad token exits 2."""
    try:
        action = parse_action(state, token)
    except AdmiraltyError as error:
        raise fail(f"{token}: {error.violation.message}") from None
    return (action.origin, action.stop) if isinstance(action, Sail) else None
