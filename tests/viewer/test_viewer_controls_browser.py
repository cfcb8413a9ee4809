"""The viewer's layout and its new controls in a real headless Chromium (issue 28; specs/viewer.md): the board
first and the move list beside it on a desktop, under it on a phone; the board flipped by its button and by F;
the address naming the step, and a page opened at the step its address names; the position's copy button; the
report's frame as high as its page. Screenshots go under each test's tmp_path. Skipped where no browser is
installed."""

from __future__ import annotations

from pathlib import Path

import pytest

from admiralty.notation.kinds import detect
from admiralty.notation.mgn.mfen import write_mfen
from admiralty.notation.render.report import load_rule_texts
from admiralty.notation.render.view_model import record_views
from admiralty.notation.render.view_page import render_page
from admiralty.notation.rgn.rfen import write_rfen
from admiralty.notation.verdict import judge

TIEBREAK = "examples/tiebreak.mgn"
ISLANDS = "examples/islands-win.rgn"
PHONE, DESKTOP = (390, 844), (1280, 900)
CENTRE = "const r = arguments[0].getBoundingClientRect(); return [(r.left + r.right) / 2, (r.top + r.bottom) / 2];"
BOX = "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];"


def _page(tmp_path: Path, *names: str) -> Path:
    """The viewer page of the records ``names`` (one game each), written under ``tmp_path``."""
    views = []
    for name in names:
        kind, lines = detect(name, Path(name).read_text(encoding="utf-8").splitlines(keepends=True))
        views += record_views(name, lines, kind, load_rule_texts())
    page = tmp_path / "viewer.html"
    page.write_text(render_page(views, "viewer"), encoding="utf-8")
    return page


def _record(name: str):
    kind, lines = detect(name, Path(name).read_text(encoding="utf-8").splitlines(keepends=True))
    return next(judge(name, lines, kind))[0]


def _visible(browser, selector: str):
    return browser.find_element("css selector", f"section.game:not([hidden]) {selector}")


def _press(browser, key: str) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(browser).send_keys(key).perform()


@pytest.fixture
def sized(browser):
    """The browser, its window size put back after the test."""
    yield browser
    browser.set_window_size(1000, 800)


def _board_area(browser) -> tuple[float, float, float, float]:
    """The board's squares on the screen (left, top, right, bottom), from the area the SVG names."""
    svg = _visible(browser, "figure.board svg")
    x, y, width, height = map(float, svg.get_attribute("data-board").split())
    left, top, right, _ = browser.execute_script(BOX, svg)
    scale = (right - left) / float(svg.get_attribute("width"))
    return left + x * scale, top + y * scale, left + (x + width) * scale, top + (y + height) * scale


def _ships_on_board(browser) -> dict[tuple[str, str], tuple[float, float]]:
    """Where each ship on the board's squares is drawn on the screen, by its side and label (exiles left out)."""
    left, top, right, bottom = _board_area(browser)
    found = {}
    for ship in _visible(browser, "figure.board").find_elements("css selector", "g.ship"):
        x, y = browser.execute_script(CENTRE, ship.find_element("css selector", "circle"))
        if left < x < right and top < y < bottom:
            found[ship.get_attribute("class"), ship.text] = (x, y)
    return found


def test_flip_turns_the_board_round_and_back_by_button_and_by_key(browser, tmp_path):
    browser.get(_page(tmp_path, TIEBREAK).as_uri() + "#turn-40")
    before = _ships_on_board(browser)
    left, top, right, bottom = _board_area(browser)
    flip = _visible(browser, "button.flip")
    assert flip.get_attribute("aria-label") and flip.get_attribute("aria-pressed") == "false"
    flip.click()
    board = _visible(browser, "figure.board")
    assert flip.get_attribute("aria-pressed") == "true" and board.get_attribute("data-flipped") == "true"
    after = _ships_on_board(browser)
    assert before and after.keys() == before.keys()
    for ship, (x, y) in before.items():
        assert abs(after[ship][0] - (left + right - x)) < 2 and abs(after[ship][1] - (top + bottom - y)) < 2
    browser.save_screenshot(str(tmp_path / "flipped.png"))
    _press(browser, _keys().ARROW_RIGHT)
    assert _visible(browser, "figure.board").get_attribute("data-flipped") == "true"
    _press(browser, "f")
    assert flip.get_attribute("aria-pressed") == "false"
    _press(browser, _keys().ARROW_LEFT)
    assert _ships_on_board(browser) == before


def _keys():
    from selenium.webdriver.common.keys import Keys

    return Keys


def test_the_page_opens_at_the_step_its_address_names(browser, tmp_path):
    page = _page(tmp_path, TIEBREAK)
    record = _record(TIEBREAK)
    browser.get(page.as_uri() + "#turn-63")
    assert _visible(browser, "figure.board").get_attribute("data-position") == write_mfen(record.main.turns[62].after)
    current = _visible(browser, '.move[aria-current="step"]')
    assert current.get_attribute("data-anchor") == "turn-63" and current.is_displayed()
    _press(browser, _keys().ARROW_RIGHT)
    assert browser.execute_script("return location.hash") == "#turn-64"
    assert _visible(browser, ".step-link").get_attribute("href").endswith("#turn-64")
    browser.get(page.as_uri() + "#start")
    browser.get(page.as_uri() + "#turn-5")
    assert _visible(browser, "figure.board").get_attribute("data-position") == write_mfen(record.main.turns[4].after)


def test_a_rigadoon_step_and_a_game_of_several_open_from_the_address(browser, tmp_path):
    page = _page(tmp_path, TIEBREAK, ISLANDS)
    record = _record(ISLANDS)
    browser.get(page.as_uri() + "#game-2-turn-2-action-3")
    section = browser.find_element("css selector", "section.game:not([hidden])")
    assert section.get_attribute("id") == "game-2"
    turn_two = [played for played in record.actions if played.before.turn == 2]
    assert _visible(browser, "figure.board").get_attribute("data-position") == write_rfen(turn_two[2].after)
    browser.get(page.as_uri() + "#game-2-turn-1")
    ends = [played for played in record.actions if played.before.turn == 1][-1]
    assert _visible(browser, "figure.board").get_attribute("data-position") == write_rfen(ends.after)


def test_the_copy_button_gives_the_position_shown(browser, tmp_path):
    browser.get(_page(tmp_path, ISLANDS).as_uri() + "#turn-1-action-2")
    copy = _visible(browser, "button.copy")
    assert copy.is_displayed() and "RFEN" in copy.get_attribute("aria-label")
    board = _visible(browser, "figure.board")
    assert _visible(browser, "input.position").get_attribute("value") == board.get_attribute("data-position")
    copy.click()
    assert _visible(browser, ".copied").text


@pytest.mark.parametrize(("width", "height"), [PHONE, DESKTOP])
def test_the_board_comes_first_and_the_moves_beside_it_on_a_desktop_under_it_on_a_phone(sized, tmp_path, width, height):
    sized.set_window_size(width, height)
    sized.get(_page(tmp_path, ISLANDS).as_uri())
    board = sized.execute_script(BOX, _visible(sized, "figure.board"))
    moves = sized.execute_script(BOX, _visible(sized, ".moves"))
    tags = _visible(sized, "details.tags")
    assert tags.get_attribute("open") is None and board[1] < sized.execute_script("return window.innerHeight")
    if width == PHONE[0]:
        assert moves[1] >= board[3]
    else:
        assert moves[0] >= board[2] and moves[1] < board[3]
    assert sized.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
    sized.save_screenshot(str(tmp_path / f"width-{width}.png"))


def test_the_reports_frame_is_as_high_as_its_viewer_and_does_not_repeat_the_heading(sized, tmp_path):
    from typer.testing import CliRunner

    from admiralty.cli.app import app

    sized.set_window_size(*DESKTOP)
    page = tmp_path / "report.html"
    result = CliRunner().invoke(app, ["report", ISLANDS, "--format", "html", "--inline-viewers", "-o", str(page)])
    assert result.exit_code == 0, result.output
    sized.get(page.as_uri())
    sized.find_element("css selector", "details.viewer-link summary").click()
    frame = sized.find_element("css selector", "details.viewer-link iframe")
    sized.switch_to.frame(frame)
    try:
        content = sized.execute_script("return document.documentElement.scrollHeight")
        heading = sized.find_element("css selector", "h1")
        assert not heading.is_displayed()
    finally:
        sized.switch_to.default_content()
    import time

    for _ in range(50):  # the frame takes the height its page posts; wait for the message, not for a time
        if abs(frame.size["height"] - content) <= 2:
            break
        time.sleep(0.1)
    assert abs(frame.size["height"] - content) <= 2


def test_flip_and_copy_are_reached_with_tab_and_pressed_with_enter(browser, tmp_path):
    browser.get(_page(tmp_path, ISLANDS).as_uri() + "#turn-1-action-2")
    browser.execute_script("arguments[0].focus();", _visible(browser, '[data-go="last"]'))
    _press(browser, _keys().TAB)
    focused = browser.switch_to.active_element
    assert "flip" in focused.get_attribute("class")
    _press(browser, _keys().ENTER)
    assert _visible(browser, "button.flip").get_attribute("aria-pressed") == "true"
    _press(browser, _keys().TAB)
    _press(browser, _keys().TAB)
    assert "copy" in browser.switch_to.active_element.get_attribute("class")


def test_a_record_named_by_a_long_path_still_fits_a_phone(sized, tmp_path):
    """A record given by its full path (as a new user types it) names the page in a heading with no space to
    break at; the phone's page must still not scroll sideways (specs/viewer.md)."""
    folder = tmp_path / "tournaments-of-the-brittany-naval-league" / "autumn-open-round-four-submissions"
    folder.mkdir(parents=True)
    record = folder / "thousand-words-as-submitted-by-the-blue-fleet.rgn"
    record.write_text(Path("examples/thousand-words.rgn").read_text(encoding="utf-8"), encoding="utf-8")
    sized.set_window_size(*PHONE)
    sized.get(_page(tmp_path, str(record)).as_uri())
    assert sized.execute_script("return document.documentElement.scrollWidth <= document.documentElement.clientWidth")


@pytest.mark.parametrize("record", [TIEBREAK, "examples/thousand-words.rgn"])
def test_nothing_scrolls_sideways_on_a_phone_its_tags_open(sized, tmp_path, record):
    """The position's facts and the tags (an RFEN tag has no space to break at) stay inside a phone's screen,
    its scroll bar left out of the width (specs/viewer.md)."""
    sized.set_window_size(*PHONE)
    sized.get(_page(tmp_path, record).as_uri())
    _visible(sized, "details.tags summary").click()
    assert sized.execute_script("return document.documentElement.scrollWidth <= document.documentElement.clientWidth")
