"""The viewer page's script draws each step's board (specs/viewer.md, "The boards"); the Python renderer is the
reference. A DIFFERENTIAL test in a real headless Chromium: for every step of seeded generated games of both
kinds (positions with exiles, arrows, chests, aground ships, maneuvers wrapping across the edge, maelstroms), on
both MAD boards, and for a Rigadoon maneuver that broke a rule (its chain reaction drawn event by event), the
script's SVG is the Python renderer's, character for character; and the board the page shows after stepping is
what the browser makes of the Python renderer's SVG. Skipped, with the reason, where no browser is installed."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from admiralty.notation.kinds import KINDS, MAD, RIGADOON, GameKind, detect
from admiralty.notation.render.report import load_rule_texts
from admiralty.notation.render.view_model import ViewGame, record_views
from admiralty.notation.render.view_page import render_page
from admiralty.notation.steps import Generation

SEEDS = (3, 11, 29)
"""The seeds of the generated games: each gives a game of each kind (and MAD on each board)."""

BROKEN = (
    '[Event "t"]\n[Blue "A"]\n[Green "B"]\n[First "Blue"]\n[Wind "N"]\n[WindSource "die"]\n[Result "*"]\n\n'
    "1. B1d1-d4 *\n"
)
"""A Rigadoon record whose first action breaks a rule (drawn from the position before it)."""


def _generated(kind: GameKind, board: str = "6x4") -> Iterator[ViewGame]:
    for seed in SEEDS:
        text = "".join(kind.plugin.generate(Generation(seed, 1, max_turns=120, board=board)))
        name = f"seed-{seed}{kind.suffix}"
        yield from record_views(name, text.splitlines(keepends=True), kind, load_rule_texts())


def _views() -> list[ViewGame]:
    views = [*_generated(MAD), *_generated(MAD, "5x5"), *_generated(RIGADOON)]
    kind, lines = detect("broken.rgn", BROKEN.splitlines(keepends=True))
    return views + record_views("broken.rgn", lines, kind, load_rule_texts())


DRAWN = "return arguments[0].map(function (n) { var game = JSON.parse(document.getElementById('viewer-data').textContent).games[n[0]]; return admiraltyBoards(n[1], game.board, game.steps[n[2]]); });"
"""The script's SVG of each (game, kind, step) asked for."""


@pytest.fixture(scope="module")
def page(browser, tmp_path_factory) -> tuple[object, list[ViewGame]]:
    views = _views()
    path = tmp_path_factory.mktemp("boards") / "boards.html"
    path.write_text(render_page(views, "boards"), encoding="utf-8")
    browser.get(path.as_uri())
    return browser, views


def test_the_script_draws_every_step_as_the_python_renderer_does(page) -> None:
    browser, views = page
    asked = [(number, game.kind, step.id) for number, game in enumerate(views) for step in game.steps]
    drawn = browser.execute_script(DRAWN, asked)
    expected = [
        KINDS[game.kind].plugin.view_svg(game.start, step.node.position, step.node.drawing)
        for game in views
        for step in game.steps
    ]
    assert len(drawn) == len(expected) > 300
    mismatched = [(asked[i], drawn[i], expected[i]) for i in range(len(drawn)) if drawn[i] != expected[i]]
    assert not mismatched, mismatched[0]


def test_the_sample_holds_what_a_board_can_draw(page) -> None:
    """The sample is not easy: exiles, both MAD boards, chests, several chests on a square, aground ships,
    maneuvers of every common kind, and a maneuver across the board's edge, each drawn somewhere."""
    _, views = page
    svgs = "".join(
        KINDS[game.kind].plugin.view_svg(game.start, step.node.position, step.node.drawing)
        for game in views
        for step in game.steps
    )
    for drawn in ('class="ship red"', 'class="exile-label"', 'class="arrow"', 'class="chest"', "\u00d7", "!</text>"):
        assert drawn in svgs, drawn
    for kind in ("sail", "attack", "wrap"):
        assert f'class="event {kind}' in svgs or f' {kind}"' in svgs, kind
    assert {(game.start.board.files, game.start.board.ranks) for game in views if game.kind == "mad"} == {
        (4, 6),
        (5, 5),
    }


def test_the_board_shown_is_the_python_renderers(page) -> None:
    """Stepping shows the script's board in the page: what the browser makes of the Python renderer's SVG."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    browser, views = page
    for number in (0, len(views) - 2):
        game = views[number]
        browser.execute_script(f"window.location.hash = '#game-{number + 1}';")
        for _ in range(3):
            ActionChains(browser).send_keys(Keys.ARROW_RIGHT).perform()
        figure = browser.find_element("css selector", "section.game:not([hidden]) figure.board")
        step = game.steps[int(figure.get_attribute("data-step"))]
        assert step.id > 0
        expected = KINDS[game.kind].plugin.view_svg(game.start, step.node.position, step.node.drawing)
        parsed = browser.execute_script(
            "var box = document.createElement('div'); box.innerHTML = arguments[0]; return box.innerHTML;", expected
        )
        assert figure.get_attribute("innerHTML") == parsed


def test_the_first_board_is_drawn_without_the_script(tmp_path: Path) -> None:
    """The page holds its first step's board as written, so a browser without script shows a board."""
    views = _views()[:1]
    page = render_page(views, "boards")
    first = KINDS[views[0].kind].plugin.view_svg(
        views[0].start, views[0].steps[0].node.position, views[0].steps[0].node.drawing
    )
    figure = page.split('<figure class="board"', 1)[1].split("</figure>", 1)[0]
    assert first in figure and first.startswith("<svg")
    assert json.loads(page.split('id="viewer-data">', 1)[1].split("</script>", 1)[0])["games"][0]["board"]["ground"]
