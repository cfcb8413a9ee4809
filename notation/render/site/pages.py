"""The event website's pages, each rendered from the site's model with the templates of ``templates/site/``.

:func:`pages` yields every page as its path in the site's folder and its text, one at a time (a game's viewer
is made when its page is reached, so the memory stays that of one viewer): ``index.html``, ``round-N.html``
(the pairing card), ``standings-N.html`` (after round N), ``crosstable.html``, ``player-N.html``,
``compliance.html``, ``game-N.html`` (the viewer page, :func:`notation.render.view_page.render_page`, under the
site's header) and the style sheets ``header.css`` and ``site.css``. Every link is relative and nothing is loaded from elsewhere, so the folder is uploaded as it is;
the same model gives the same bytes (specs/publish.md).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from importlib import resources
from typing import Any

import attrs
from markupsafe import Markup

from admiralty.notation.render.report import Finding
from admiralty.notation.render.site.model import Site
from admiralty.notation.render.standings import cell_text, crosstable_legend, number, shown_columns
from admiralty.notation.render.templating import render
from admiralty.notation.render.times import minute_utc
from admiralty.notation.render.view_model import ViewGame
from admiralty.notation.render.view_page import render_page
from admiralty.notation.verdict import MANEUVER_HEADING
from admiralty.referee.tournament.crosstable import MARKS
from admiralty.referee.tournament.standings import TIEBREAK_FIELDS, Standing
from admiralty.referee.tournament.tiebreak_names import SHORT_NAMES

STYLES = ("header.css", "site.css")
"""The style sheets: the header every page shares (the game pages' too), and the other pages' style."""

HEADINGS = {
    "rank": ("#", "rank"),
    "player": ("Player", "player"),
    "games": ("G", "games played on the board"),
    "victories": ("W", "victories"),
    "semi_victories": ("w", "semi-victories (tie-break)"),
    "semi_defeats": ("l", "semi-defeats (tie-break)"),
    "defeats": ("L", "defeats"),
    "forfeit_wins": ("+", "forfeit wins"),
    "forfeit_losses": ("-", "forfeit losses"),
    "byes": ("B", "byes"),
    "points": ("Pts", "points"),
    **{field: (SHORT_NAMES[name], name) for name, field in TIEBREAK_FIELDS.items() if field != "victories"},
}
"""Each standings column's short heading, as chess tables write them, with its name in words (its ``abbr``)."""

MARK_NAMES = {mark: field.replace("semi_", "semi-").replace("_", " ") for field, mark in MARKS.items()}
"""Each crosstable mark in words."""


def _number(value: float | int | str) -> str:
    return value if isinstance(value, str) else number(value)


def _round_name(number: int) -> str:
    return f"Round {number}" if number else "Outside the rounds"


def _diagram(finding: Finding) -> Markup:
    """A violation's diagram: the SVG the game kind drew (built here, never text from a record)."""
    return Markup(finding.diagram)


def _ranking_first(columns: list[str]) -> list[str]:
    """The standings' columns with what ranks the players (points, then the tie-breaks) right after the player and
    the counts of games after them, as chess sites order them: a phone shows the ranking before it scrolls.

    >>> _ranking_first(["rank", "player", "games", "victories", "points", "buchholz"])
    ['rank', 'player', 'points', 'buchholz', 'games', 'victories']
    """
    points = columns.index("points")
    return [*columns[:2], *columns[points:], *columns[2:points]]


def _context(site: Site, current: str, title: str) -> dict[str, Any]:
    """What every page's template reads: the site, which page it is (the navigation marks it) and its title."""
    return {
        "site": site,
        "current": current,
        "title": f"{title}: {site.name}",
        "number": _number,
        "round_name": _round_name,
        "columns": lambda table: _ranking_first(shown_columns(table, site.tiebreaks)),
        "headings": HEADINGS,
        "cell_text": cell_text,
        "marks": MARK_NAMES,
        "when": minute_utc,
    }


def _tiebreak_values(site: Site, standing: Standing) -> list[tuple[str, str, float]]:
    """A player's value of each tie-break of the tournament's order: short name, name, value."""
    return [(SHORT_NAMES[name], name, getattr(standing, TIEBREAK_FIELDS[name])) for name in site.tiebreaks]


def pages(site: Site, view: Callable[[int], ViewGame]) -> Iterator[tuple[str, str]]:
    """Every page of ``site`` as (its path in the folder, its text); ``view`` gives a published game's viewer."""
    for style in STYLES:
        yield style, resources.files("admiralty.notation.render").joinpath(f"templates/site/{style}").read_text("utf-8")
    yield "index.html", render("site/index.html", **_context(site, "index", "Event"))
    for round in site.rounds:
        name = _round_name(round.number)
        yield f"round-{round.number}.html", render("site/round.html", round=round, **_context(site, "round", name))
        yield (
            f"standings-{round.number}.html",
            render("site/standings.html", round=round, **_context(site, "standings", f"Standings after {name}")),
        )
    yield (
        "crosstable.html",
        render("site/crosstable.html", cross_legend=crosstable_legend(), **_context(site, "crosstable", "Crosstable")),
    )
    standings = {row.player: row for row in site.standings}
    for player in site.players.values():
        standing = standings.get(player.id)
        yield (
            player.page,
            render(
                "site/player.html",
                player=player,
                standing=standing,
                tiebreaks=_tiebreak_values(site, standing) if standing else [],
                lines=site.games_of(player.id),
                **_context(site, "player", player.name),
            ),
        )
    yield (
        "compliance.html",
        render(
            "site/compliance.html",
            compliance=site.compliance,
            diagram=_diagram,
            maneuver_heading=MANEUVER_HEADING,
            **_context(site, "compliance", "Rule compliance"),
        ),
    )
    for game in site.games.values():
        title = f"Game {game.id}: {site.name}"
        header = render("site/game_header.html", game=game, board=site.board_of(game.id), **_context(site, "game", ""))
        # Named by the page's title (its players are in the header), not by the organiser's file path.
        yield game.page, render_page([attrs.evolve(view(game.id), title=title)], title, Markup(header))
