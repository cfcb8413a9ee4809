"""The game viewer's command, ``view`` (and ``replay --html``), and the viewers the HTML report links to.

The page's parts (the drawings, the store) are imported when a page is made,
not when ``--help`` lists the command.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from admiralty.cli.inputs import expand, fail, open_store, read_lines, reporting
from admiralty.cli.options import DEFAULT_DB, GAME, DbOption, KindOption, OutputOption
from admiralty.cli.output import write_output
from admiralty.notation.kinds import detect
from admiralty.notation.sources import is_game_id, opened
from admiralty.referee.wording import counted

if TYPE_CHECKING:
    from admiralty.notation.render.view_model import ViewGame


def view(
    source: Annotated[str, typer.Argument(help="An MGN or RGN file, - for standard input, or a stored game id.")],
    game: Annotated[int | None, GAME] = None,
    kind: KindOption = None,
    output: OutputOption = None,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Write a game viewer: one HTML page to step through a record in a browser, offline.

    The page shows the board after each turn (the same drawing as diagram),
    the move list beside it, numbered as the record numbers it (12. / 12...),
    with comments, glyphs, NAGs and variations, and the tags folded; click a
    turn or use the arrow keys (Left, Right, Home, End; Down enters a
    variation, Up leaves it; F flips the board). The address names the step
    shown (#turn-63) and the page opens at the step its address names; a
    button copies the position (MFEN or RFEN). MAD: the exiles and the count
    of turns without expulsion. Rigadoon: wind, masts, chests and islands,
    and each action's maneuver event by event. An invalid record is shown up
    to its bad turn, marked with its rule (a broken maneuver drawn up to its
    failing event). A file of several games gives one page with a game
    list (--game K: that game only); a stored game id shows its annotations
    and the arbiter's decisions with who made them.

    Example: admiralty view examples/tiebreak.mgn -o tiebreak.html
    """
    write_viewer(source, game, kind and kind.value, db, output)


def write_viewer(source: str, game: int | None, kind: str | None, db: str, output: Path | None) -> list[ViewGame]:
    """Write the viewer page to ``output``, or to standard output unless that is a terminal:
    a page of HTML is for a browser, and scrolling it by is never what was meant. The games it shows."""
    if output is None and sys.stdout.isatty():
        raise fail("a viewer is an HTML page for a browser: give -o FILE.html (or redirect the output to a file)")
    from admiralty.notation.render.view_page import render_page

    games, title = viewer_games(source, game, kind, db)
    write_output(render_page(games, title), output)
    return games


def viewer_games(source: str, game: int | None, kind: str | None, db: str) -> tuple[list[ViewGame], str]:
    """The games of a viewer page, and its title: a record file's games (or its game ``game``), or a stored game."""
    from admiralty.notation.render.report import load_rule_texts
    from admiralty.notation.render.view_model import record_views
    from admiralty.store.viewing import stored_view

    texts = load_rule_texts()
    if is_game_id(source):
        with open_store(db) as events, reporting():
            return [stored_view(events, int(source), texts)], f"Game {source}"
    with reporting():
        label, game_kind, lines, _ = opened(source, kind)
        games = record_views(label, lines, game_kind, texts)
    if game is not None:
        if not 1 <= game <= len(games):
            raise fail(f"{source} holds {counted(len(games), 'game')}; there is no game {game}")
        games = [games[game - 1]]
    return games, label


def report_viewers(
    paths: list[str] | None, tournament: str | None, db: str, folder: Path | None, report: Path | None
) -> Iterator[str]:
    """What the HTML report shows of each game's viewer, in the report's order, one game at a time as the
    report is written (no page is kept once written): the viewer inline, or with ``folder`` a link to its
    page written there (``game-N.html``, N the game's place in the report), relative to the ``report``."""
    from admiralty.notation.render.view_page import inline_viewer, render_page, viewer_link

    base = report.parent if report is not None else Path()
    if folder is not None:
        _made(folder)
    for number, game in enumerate(_viewed(paths, tournament, db), start=1):
        page = render_page([game], game.title)
        if folder is None:
            yield inline_viewer(page, game.title)
            continue
        written = folder / f"game-{number}.html"
        try:
            written.write_text(page, encoding="utf-8")
        except OSError as error:
            raise fail(f"{written}: {error.strerror or error}") from None
        yield viewer_link(Path(os.path.relpath(written, base)).as_posix())


def _made(folder: Path) -> None:
    """Make the folder of the viewer pages; an I/O error exits 2."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise fail(f"{folder}: {error.strerror or error}") from None


def _viewed(paths: list[str] | None, tournament: str | None, db: str) -> Iterator[ViewGame]:
    """The viewer's model of each game of the report, in its order, one at a time: the record files' games,
    or the stored tournament's as ruled (every stored game when ``tournament`` is None)."""
    from admiralty.notation.render.report import load_rule_texts
    from admiralty.notation.render.view_model import each_record_view
    from admiralty.store.ruled import games_as_ruled
    from admiralty.store.viewing import stored_view

    texts = load_rule_texts()
    if paths:
        for name in expand(paths):
            game_kind, lines = detect(name, read_lines(name))
            yield from each_record_view(name, lines, game_kind, texts)
        return
    with open_store(db) as events:
        ids, rulings = games_as_ruled(events, tournament)
        for game_id in ids:
            yield stored_view(events, game_id, texts, rulings)
