"""The viewer page in a real headless Chromium (specs/viewer.md): the arrow keys step through a game, the board
shows the position its data attribute names (checked against the library, not the page), End jumps to the end, a
variation is entered and left, a Rigadoon maneuver plays event by event, and a bad turn is marked. Screenshots go
under each test's tmp_path, never into the repository. Skipped, with the reason, where no browser is installed."""

from __future__ import annotations

from pathlib import Path

import pytest

from admiralty.notation.kinds import MAD, RIGADOON, detect
from admiralty.notation.mgn.mfen import write_mfen
from admiralty.notation.render.report import load_rule_texts
from admiralty.notation.render.view_model import record_views
from admiralty.notation.render.view_page import CONTROLS, render_page
from admiralty.notation.rgn.rfen import write_rfen
from admiralty.notation.verdict import judge

VARIATION = "1. 211c2-c4 (1. 211c2-c3 121a5-a4) 121a5-a4 *\n"
SIZE = 48
"""The square size of the viewer's boards (``diagram``'s default); a board's margin is half of it."""


def _open(browser, tmp_path: Path, name: str, text: str):
    """Write the viewer page of the record ``text`` (named ``name``) and open it."""
    kind, lines = detect(name, text.splitlines(keepends=True))
    page = tmp_path / (Path(name).stem + ".html")
    page.write_text(render_page(record_views(name, lines, kind, load_rule_texts()), name), encoding="utf-8")
    browser.get(page.as_uri())
    return browser


def _record(name: str, text: str):
    kind, lines = detect(name, text.splitlines(keepends=True))
    return next(judge(name, lines, kind))[0]


def _press(browser, key: str, times: int = 1) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    for _ in range(times):
        ActionChains(browser).send_keys(key).perform()


def _keys():
    from selenium.webdriver.common.keys import Keys

    return Keys


def _board(browser):
    return browser.find_element("css selector", "section.game:not([hidden]) figure.board")


def _mad_ships(browser, files: int, ranks: int) -> set[tuple[str, str, str]]:
    """The ships the board's SVG draws on its squares, as (square, side, code), read from where they are drawn."""
    found = set()
    for ship in _board(browser).find_elements("css selector", "g.ship"):
        circle = ship.find_element("css selector", "circle")
        x, y = float(circle.get_attribute("cx")), float(circle.get_attribute("cy"))
        file, row = int((x - SIZE // 2) // SIZE), int((y - SIZE // 2) // SIZE)
        if 0 <= file < files:  # exiles are drawn right of the board
            side = "red" if "red" in ship.get_attribute("class") else "blue"
            found.add((f"{chr(97 + file)}{ranks - row}", side, ship.text))
    return found


def _expected_ships(state) -> set[tuple[str, str, str]]:
    board = state.board
    return {
        (board.name_of(square), ship.side.name.lower(), ship.code)
        for square, ship in enumerate(state.squares)
        if ship is not None
    }


TIEBREAK = Path("examples/tiebreak.mgn").read_text(encoding="utf-8")


@pytest.mark.parametrize("turns", [1, 7, 30])
def test_right_arrow_n_times_shows_the_position_after_n_turns(browser, tmp_path, turns):
    page = _open(browser, tmp_path, "tiebreak.mgn", TIEBREAK)
    _press(page, _keys().ARROW_RIGHT, turns)
    after = _record("tiebreak.mgn", TIEBREAK).main.turns[turns - 1].after
    board = _board(page)
    assert board.get_attribute("data-position") == write_mfen(after)
    assert _mad_ships(page, after.board.files, after.board.ranks) == _expected_ships(after)
    page.save_screenshot(str(tmp_path / f"turn-{turns}.png"))


def test_end_jumps_to_the_last_turn_and_home_back_to_the_start(browser, tmp_path):
    page = _open(browser, tmp_path, "tiebreak.mgn", TIEBREAK)
    record = _record("tiebreak.mgn", TIEBREAK)
    _press(page, _keys().END)
    assert _board(page).get_attribute("data-position") == write_mfen(record.final)
    current = page.find_element("css selector", '.move[aria-current="step"]')
    assert current.text == page.find_elements("css selector", ".moves .move")[-1].text
    _press(page, _keys().HOME)
    assert _board(page).get_attribute("data-position") == write_mfen(record.start)


def test_a_variation_is_entered_and_left(browser, tmp_path):
    page = _open(browser, tmp_path, "variation.mgn", VARIATION)
    alone = _record("alone.mgn", "1. 211c2-c3 121a5-a4 *\n")
    _press(page, _keys().ARROW_DOWN)
    assert _board(page).get_attribute("data-position") == write_mfen(alone.main.turns[0].after)
    current = page.find_element("css selector", '.move[aria-current="step"]')
    assert current.find_elements("xpath", "ancestor::span[@class='variation']")
    _press(page, _keys().ARROW_RIGHT)
    assert _board(page).get_attribute("data-position") == write_mfen(alone.main.turns[1].after)
    _press(page, _keys().ARROW_UP)
    assert _board(page).get_attribute("data-step") == "0"
    _press(page, _keys().ARROW_RIGHT)
    main = _record("variation.mgn", VARIATION)
    assert _board(page).get_attribute("data-position") == write_mfen(main.main.turns[0].after)
    page.save_screenshot(str(tmp_path / "variation.png"))


def test_a_rigadoon_maneuver_is_stepped_event_by_event(browser, tmp_path):
    text = Path("examples/thousand-words.rgn").read_text(encoding="utf-8")
    page = _open(browser, tmp_path, "thousand-words.rgn", text)
    record = _record("thousand-words.rgn", text)
    marks = RIGADOON.plugin.steps(record)[0].marks
    for drawn in range(1, len(marks) + 1):
        _press(page, _keys().ARROW_RIGHT)
        board = _board(page)
        assert len(board.find_elements("css selector", "g.event")) == drawn
    assert board.get_attribute("data-part") == "0"
    assert board.get_attribute("data-position") == write_rfen(record.actions[0].after)
    ships = {ship.text for ship in board.find_elements("css selector", "g.ship")}
    assert {f"{ship.name}·{ship.masts}" for ship in record.actions[0].after.ships} <= {s.rstrip("!") for s in ships}
    page.save_screenshot(str(tmp_path / "maneuver.png"))


def test_the_bad_turn_is_marked_and_shows_the_position_before_it(browser, tmp_path):
    text = Path("examples/planted-violation.mgn").read_text(encoding="utf-8")
    page = _open(browser, tmp_path, "planted-violation.mgn", text)
    record = _record("planted-violation.mgn", text)
    (bad,) = page.find_elements("css selector", ".move.bad")
    assert "MAD-EXPEL" in bad.get_attribute("aria-label") and record.offending in bad.text
    fault = page.find_element("css selector", ".fault")
    assert fault.is_displayed() and "MAD-EXPEL" in fault.text and "line 13, column 4" in fault.text
    assert load_rule_texts()["MAD-EXPEL"] in fault.text
    _press(page, _keys().END)
    board = _board(page)
    assert board.get_attribute("data-position") == write_mfen(record.final)
    arrow = board.find_element("css selector", ".arrow")
    box = page.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height];", arrow)
    assert max(box) > 20 and arrow.value_of_css_property("visibility") == "visible"
    assert bad.get_attribute("aria-current") == "step"
    page.save_screenshot(str(tmp_path / "bad-turn.png"))


def test_the_move_list_works_with_the_keyboard_and_buttons_have_labels(browser, tmp_path):
    page = _open(browser, tmp_path, "tiebreak.mgn", TIEBREAK)
    record = _record("tiebreak.mgn", TIEBREAK)
    move = page.find_elements("css selector", ".moves .move")[4]
    page.execute_script("arguments[0].focus();", move)
    _press(page, _keys().ENTER)
    assert _board(page).get_attribute("data-position") == write_mfen(record.main.turns[4].after)
    buttons = page.find_elements("css selector", ".controls button")
    assert len(buttons) == len(CONTROLS) + 1 and all(button.get_attribute("aria-label") for button in buttons)


def test_the_game_list_opens_each_game(browser, tmp_path):
    text = Path("examples/round-4.mgn").read_text(encoding="utf-8")
    page = _open(browser, tmp_path, "round-4.mgn", text)
    links = page.find_elements("css selector", ".game-list a")
    assert len(links) == 4
    links[2].click()
    visible = [s for s in page.find_elements("css selector", "section.game") if s.is_displayed()]
    assert [s.get_attribute("id") for s in visible] == ["game-3"]
    _press(page, _keys().ARROW_RIGHT)
    kind, lines = detect("round-4.mgn", text.splitlines(keepends=True))
    third = list(judge("round-4.mgn", lines, kind))[2][0]
    assert _board(page).get_attribute("data-position") == write_mfen(third.main.turns[0].after)
    assert kind is MAD


def test_the_reports_inline_viewer_opens_and_steps(browser, tmp_path):
    from typer.testing import CliRunner

    from admiralty.cli.app import app

    page = tmp_path / "report.html"
    result = CliRunner().invoke(
        app, ["report", "examples/tiebreak.mgn", "--format", "html", "--inline-viewers", "-o", str(page)]
    )
    assert result.exit_code == 0, result.output
    browser.get(page.as_uri())
    browser.find_element("css selector", "details.viewer-link summary").click()
    browser.switch_to.frame(browser.find_element("css selector", "details.viewer-link iframe"))
    try:
        browser.find_element("css selector", 'button[data-go="next"]').click()
        record = _record("tiebreak.mgn", TIEBREAK)
        assert _board(browser).get_attribute("data-position") == write_mfen(record.main.turns[0].after)
    finally:
        browser.switch_to.default_content()
