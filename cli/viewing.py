"""The game viewer's command, ``view`` (and ``replay --html``), and the viewers the HTML report links to.

The page's parts (the drawings, the store) are imported when a page is made,
not when ``--help`` lists the command.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from admiralty.cli.inputs import fail, open_store, reporting
from admiralty.cli.options import DEFAULT_DB, GAME, DbOption, KindOption, OutputOption
from admiralty.cli.output import write_output
from admiralty.notation.sources import is_game_id, opened
from admiralty.referee.wording import counted

if TYPE_CHECKING:
    from admiralty.notation.kinds import GameKind
    from admiralty.notation.render.view_model import ViewGame
    from admiralty.notation.verdict import Verdict


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
    to its bad turn (past a wrong move number or tag), marked with its rule (a broken maneuver drawn up to its
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


class ReportViewers:
    """The HTML report's viewer pages (``game-N.html``, N the game's place in the report), each made and
    written as its game is judged for the report (no game is judged twice), then let go: the report keeps
    where each page went and, as it writes each game, links to its page relative to the ``report``, or,
    ``inline``, reads it back into a frame."""

    def __init__(self, folder: Path, report: Path | None, inline: bool, rule_texts: Mapping[str, str]) -> None:
        self.folder = folder
        self.base = report.parent if report is not None else Path()
        self.inline = inline
        self.rule_texts = rule_texts
        self.written: list[tuple[Path, str]] = []

    def add(self, game: ViewGame) -> None:
        """Write ``game``'s viewer page, the next of the report's; an I/O error exits 2."""
        from admiralty.notation.render.view_page import render_page

        written = self.folder / f"game-{len(self.written) + 1}.html"
        try:
            written.write_text(render_page([game], game.title), encoding="utf-8")
        except OSError as error:
            raise fail(f"{written}: {error.strerror or error}") from None
        self.written.append((written, game.title))

    def judged(self, record: Any, verdict: Verdict, kind: GameKind) -> None:
        """Write the viewer page of a game of a record file as the report judged it (``store.file_report``'s
        ``each_game``)."""
        from admiralty.notation.render.view_model import record_view

        self.add(record_view(record, verdict, kind, self.rule_texts))

    def add_stored(self, tournament: str | None, db: str) -> None:
        """Write the viewer page of each game of the stored tournament as ruled (every stored game when
        ``tournament`` is None), in the report's order."""
        from admiralty.store.ruled import games_as_ruled
        from admiralty.store.viewing import stored_view

        with open_store(db) as events:
            ids, rulings = games_as_ruled(events, tournament)
            for game_id in ids:
                self.add(stored_view(events, game_id, self.rule_texts, rulings))

    def shown(self) -> Iterator[str]:
        """What the report shows of each game's viewer, in its order: a link to its page, or the page inline."""
        from admiralty.notation.render.view_page import inline_viewer, viewer_link

        for written, title in self.written:
            if self.inline:
                yield inline_viewer(written.read_text(encoding="utf-8"), title)
            else:
                yield viewer_link(Path(os.path.relpath(written, self.base)).as_posix())


@contextmanager
def report_viewers(folder: Path | None, report: Path | None) -> Iterator[ReportViewers]:
    """The viewer pages of an HTML report written to ``report``: written into ``folder`` and linked, or, with
    no folder, inlined (kept meanwhile in a temporary folder, so that no page is held in memory)."""
    from admiralty.notation.render.report import load_rule_texts

    texts = load_rule_texts()
    if folder is not None:
        _made(folder)
        yield ReportViewers(folder, report, False, texts)
        return
    with tempfile.TemporaryDirectory(prefix="admiralty-viewers-") as temporary:
        yield ReportViewers(Path(temporary), report, True, texts)


def _made(folder: Path) -> None:
    """Make the folder of the viewer pages; an I/O error exits 2."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise fail(f"{folder}: {error.strerror or error}") from None
