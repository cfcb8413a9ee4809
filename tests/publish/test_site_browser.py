"""The event website in a real headless Chromium: every kind of page at a phone's and a desktop's width,
navigation between pages by link and by keyboard, and what makes it readable (specs/publish.md).
Skipped, with the reason, only where no browser is installed."""

from pathlib import Path

import pytest
from typer.testing import CliRunner

from admiralty.cli.app import app
from tests.conftest import AUTUMN
from tests.publish.conftest import autumn

PHONE = (390, 844)
DESKTOP = (1280, 900)
KINDS = ["index.html", "round-5.html", "standings-5.html", "crosstable.html", "player-1.html", "compliance.html"]
"""A page of each kind the site writes besides the viewer's (the viewer has its own browser tests)."""


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("site")

    def run(*args):
        return CliRunner().invoke(app, list(args))

    db = autumn(run, str(folder / "autumn.db"))
    assert run("publish", "--tournament", AUTUMN, "-o", str(folder / "site"), "--db", db).exit_code == 0
    return folder / "site"


@pytest.fixture
def page(browser, site):
    def open_page(name: str, size: tuple[int, int] = DESKTOP):
        browser.set_window_size(*size)
        browser.get((site / name).as_uri())
        return browser

    yield open_page
    browser.set_window_size(*DESKTOP)


def _width(browser) -> tuple[int, int]:
    """The page's scrolling width and the window's inner width, in CSS pixels."""
    return tuple(browser.execute_script("return [document.documentElement.scrollWidth, window.innerWidth]"))


@pytest.mark.parametrize("name", KINDS)
@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_each_kind_of_page_fits_the_width(page, name, size):
    """No page scrolls sideways: a wide table scrolls inside its own region, the page fits the screen."""
    browser = page(name, size)
    scrolled, inner = _width(browser)
    assert inner <= size[0]
    assert scrolled <= inner, f"{name} is {scrolled}px wide in a {inner}px window"
    heading = browser.find_element("css selector", "h1")
    assert heading.is_displayed() and heading.rect["x"] >= 0 and heading.rect["x"] + heading.rect["width"] <= inner


@pytest.mark.parametrize("name", KINDS)
def test_each_page_has_a_language_a_title_one_heading_and_labelled_tables(page, name):
    browser = page(name)
    assert browser.find_element("css selector", "html").get_attribute("lang") == "en"
    assert browser.title.endswith(f": {AUTUMN}")
    assert len(browser.find_elements("css selector", "h1")) == 1
    for table in browser.find_elements("css selector", "table"):
        assert table.find_element("css selector", "caption").text
        assert table.find_elements("css selector", "th[scope]")
    for region in browser.find_elements("css selector", ".scroll"):
        assert region.get_attribute("role") == "region" and region.get_attribute("aria-label")
        assert region.get_attribute("tabindex") == "0"


def _contrast(browser, element) -> float:
    """The contrast ratio (WCAG 2) of an element's text colour against the page's background (white where the
    page sets none, as the viewer's)."""
    return browser.execute_script(
        """
        const lum = (c) => { const [r, g, b] = c.match(/[0-9.]+/g).slice(0, 3).map(Number).map((v) => {
            v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
        const fg = lum(getComputedStyle(arguments[0]).color);
        const paint = getComputedStyle(document.body).backgroundColor;  // transparent: the canvas's white
        const bg = paint === "rgba(0, 0, 0, 0)" ? 1 : lum(paint);
        return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
        """,
        element,
    )


@pytest.mark.parametrize("name", KINDS)
def test_text_and_links_have_the_contrast_to_be_read(page, name):
    """WCAG AA: at least 4.5:1 for the text, the links, the notes and the legends."""
    browser = page(name)
    for selector in ("h1", "a", "td", "caption", ".legend", ".note", "footer p"):
        for element in browser.find_elements("css selector", selector)[:3]:
            assert _contrast(browser, element) >= 4.5, f"{selector} on {name}"


def test_the_keyboard_reaches_the_content_first_and_shows_where_it_is(page):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    browser = page("index.html")
    ActionChains(browser).send_keys(Keys.TAB).perform()
    skip = browser.switch_to.active_element
    assert skip.text == "Skip to the content" and skip.is_displayed()
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    assert browser.current_url.endswith("index.html#main")
    ActionChains(browser).send_keys(Keys.TAB).perform()
    focused = browser.switch_to.active_element
    assert focused.text == "pairings and results"  # the first link of the content, past the navigation
    assert focused.value_of_css_property("outline-style") == "solid"


def test_links_lead_from_the_index_to_every_kind_of_page_and_a_game(page):
    """Index, a round's card, a player, their game in the viewer; the navigation to the standings,
    the crosstable and the compliance page, each marked as the current page when on it."""
    browser = page("index.html")
    browser.find_element("link text", "pairings and results").click()
    assert browser.find_element("css selector", "h1").text == "Round 4: pairings and results"
    browser.find_element("link text", "Jeanne Bihan").click()
    assert browser.find_element("css selector", "h1").text == "Jeanne Bihan"
    games = browser.find_elements("css selector", "table.games a[href^='game-']")
    assert games
    games[0].click()
    assert browser.current_url.endswith(".html") and "game-" in browser.current_url
    assert browser.find_elements("css selector", "svg")  # the viewer drew its board
    browser.back()
    for link, heading in (
        ("Standings", "Standings after round 5"),
        ("Crosstable", "Crosstable"),
        ("Rule compliance", "Rule compliance"),
    ):
        browser.find_element("css selector", "nav").find_element("link text", link).click()
        assert browser.find_element("css selector", "h1").text == heading
        current = browser.find_element("css selector", "nav a[aria-current='page']")
        assert current.text == link
    browser.find_element("link text", AUTUMN).click()
    assert browser.find_element("css selector", "h1").text == AUTUMN


def test_the_compliance_page_draws_each_violation(page):
    browser = page("compliance.html")
    findings = browser.find_elements("css selector", "section.finding")
    assert findings and all(
        "MGN-RESULT" in each.text or "MAD-" in each.text or "MGN-" in each.text for each in findings
    )
    svg = findings[0].find_element("css selector", "figure.diagram svg")
    assert svg.is_displayed() and svg.size["width"] > 100


def test_a_game_page_leads_back_to_its_round_and_the_event(page):
    """From a game's viewer to its round's pairing card, where the game is listed, then to the event's index."""
    browser = page("game-4.html", PHONE)
    assert _width(browser)[0] <= PHONE[0]  # the header fits a phone beside the viewer
    header = browser.find_element("css selector", "header.site")
    assert _contrast(browser, header.find_element("css selector", "a")) >= 4.5
    header.find_element("partial link text", "Round 4").click()
    assert browser.find_element("css selector", "h1").text == "Round 4: pairings and results"
    assert browser.find_elements("css selector", "table.pairings a[href='game-4.html']")
    browser.find_element("css selector", "header").find_element("link text", AUTUMN).click()
    assert browser.find_element("css selector", "h1").text == AUTUMN


def test_a_phone_shows_the_points_and_tiebreaks_before_the_table_scrolls(page):
    """The ranking (Pts, then the tie-breaks in their order) comes right after the player, the counts after it."""
    browser = page("standings-5.html", PHONE)
    heads = [cell.text for cell in browser.find_elements("css selector", "table.standings thead th")]
    assert heads[:5] == ["#", "Player", "Pts", "DE", "BH"] and heads.index("G") > heads.index("BH")
    region = browser.find_element("css selector", ".scroll").rect
    points = browser.find_element("css selector", "table.standings thead th:nth-child(3)").rect
    assert points["x"] + points["width"] <= region["x"] + region["width"]


@pytest.mark.parametrize("name", ["round-5.html", "player-1.html", "standings-5.html", "crosstable.html"])
def test_a_name_or_a_game_link_in_a_table_never_breaks_over_two_lines(page, name):
    """On a phone the table scrolls sideways rather than squeezing a player's name or "game 4" onto two lines."""
    browser = page(name, PHONE)
    links = browser.find_elements("css selector", "table a")
    assert links
    lines = browser.execute_script("return arguments[0].map((a) => a.getClientRects().length)", links)
    assert set(lines) == {1}, name


def test_the_crosstable_keeps_the_player_in_view_while_it_scrolls(page):
    browser = page("crosstable.html", PHONE)
    region = browser.find_element("css selector", ".scroll")
    browser.execute_script("arguments[0].scrollLeft = arguments[0].scrollWidth", region)
    assert browser.execute_script("return arguments[0].scrollLeft", region) > 0
    name = browser.find_element("css selector", "table.crosstable tbody th").rect
    box = region.rect
    assert box["x"] <= name["x"] and name["x"] + name["width"] <= box["x"] + box["width"]


@pytest.mark.parametrize("name", ["round-5.html", "standings-5.html", "crosstable.html"])
def test_a_table_s_caption_is_read_whole_on_a_phone(page, name):
    """The caption wraps within the screen instead of running off with the table that scrolls under it."""
    browser = page(name, PHONE)
    region = browser.find_element("css selector", ".scroll").rect
    caption = browser.find_element("css selector", "caption").rect
    assert caption["x"] >= region["x"] and caption["x"] + caption["width"] <= region["x"] + region["width"]
