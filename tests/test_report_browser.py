"""The HTML report opened in a real headless Chromium: diagrams and the violation
table are visible. Skipped, with the reason, only where no browser is installed."""

from pathlib import Path

import pytest

from admiralty.cli.reports import build_stored_report
from admiralty.notation.render.report import render_html
from admiralty.store import EventStore, import_file


@pytest.fixture(scope="module")
def page(browser, tmp_path_factory):
    """The HTML report of the examples imported as a tournament, as the README makes it."""
    folder = tmp_path_factory.mktemp("report")
    db = str(folder / "brest.db")
    with EventStore.open(db) as events:
        for path in sorted(Path("examples").glob("*.mgn")):
            import_file(events, str(path), path.read_bytes(), "2026-11-22T06:00:00+00:00", "Brest Open 2026")
    html = folder / "report.html"
    html.write_text(render_html(build_stored_report("Brest Open 2026", db, "Brest Open 2026")), encoding="utf-8")
    browser.get(html.as_uri())
    return browser


def test_violation_table_is_visible(page):
    table = page.find_element("css selector", "table.violations")
    assert table.is_displayed() and "MAD-EXPEL" in table.text and "13:4" in table.text


def test_diagram_of_the_planted_violation_is_visible(page):
    (figure,) = page.find_elements("css selector", "figure.diagram")
    svg = figure.find_element("css selector", "svg")
    assert svg.is_displayed() and svg.size["width"] > 100 and svg.size["height"] > 100
    assert len(svg.find_elements("css selector", ".ship")) == 16
    arrow = svg.find_element("css selector", ".arrow")
    box = page.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height];", arrow)
    assert max(box) > 20 and arrow.value_of_css_property("visibility") == "visible"


def test_a_phone_scrolls_the_wide_tables_not_the_page(page):
    """At a phone's 390 px the standings and crosstable are wider than the screen: each scrolls on its own,
    the page itself never sideways (specs/report.md)."""
    page.set_window_size(390, 844)
    try:
        page.refresh()
        assert page.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
        standings = page.find_element("css selector", "table.standings")
        assert standings.is_displayed() and "rank" in standings.text
    finally:
        page.set_window_size(1000, 800)
        page.refresh()
