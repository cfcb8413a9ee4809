"""The diagrams opened in a real headless Chromium (issue 16): a Rigadoon legend, a chain reaction step and MAD's
exiles are laid out as their SVG structure says. Each test saves a screenshot under its tmp_path, for a person
to look at; what the test checks is the layout the browser computed. Skipped, with the reason, where no browser
is installed."""

import itertools

from admiralty.notation.kinds import MAD, RIGADOON
from admiralty.notation.rgn import read_records

START = "B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4,d5,f5,e6 N NE,E,SE,S,SW,W,NW B 1 - *"
LEGEND = {"island", "maelstrom", "exit", "shallows", "water", "chest", "ship", "wind"}
BOX = "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];"


def show(browser, tmp_path, name, svg):
    """Open ``svg`` in the browser and save its screenshot as ``name.png`` under ``tmp_path``."""
    path = tmp_path / f"{name}.svg"
    path.write_text(svg, encoding="utf-8")
    browser.get(path.as_uri())
    assert browser.save_screenshot(str(tmp_path / f"{name}.png"))
    return browser


def box(browser, element):
    return browser.execute_script(BOX, element)


def overlap(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_the_legend_is_beside_the_board_with_every_entry(browser, tmp_path):
    page = show(browser, tmp_path, "legend", RIGADOON.plugin.svg(RIGADOON.plugin.read_position(START)))
    entries = page.find_elements("css selector", ".legend-entry")
    assert {entry.get_attribute("data-entry") for entry in entries} == LEGEND
    assert all(entry.is_displayed() for entry in entries)
    board_right = max(box(page, square)[2] for square in page.find_elements("css selector", "rect.water"))
    boxes = [box(page, entry) for entry in entries]
    assert min(left for left, _, _, _ in boxes) >= board_right
    assert not any(overlap(a, b) for a, b in itertools.combinations(boxes, 2))
    (to_act,) = page.find_elements("css selector", ".to-act.blue")
    assert to_act.is_displayed() and "Blue to act" in to_act.text


def test_a_chain_reaction_step_shows_one_numbered_marker_per_event(browser, tmp_path):
    with open("examples/thousand-words.rgn", encoding="utf-8") as handle:
        step = RIGADOON.plugin.steps(next(read_records(handle)))[0]
    page = show(browser, tmp_path, "chain-reaction", RIGADOON.plugin.step_svg(step))
    events = page.find_elements("css selector", ".event")
    assert [int(event.get_attribute("data-order")) for event in events] == list(range(1, len(step.story) + 1))
    for event in events:
        left, top, right, bottom = box(page, event)
        assert max(right - left, bottom - top) > 10
    badges = page.find_elements("css selector", ".badge")
    assert {badge.text for badge in badges} == {str(order) for order in range(1, 14)}
    assert all(badge.is_displayed() for badge in badges)


def test_eight_exiles_a_side_never_overlap_each_other_or_their_labels(browser, tmp_path):
    state = MAD.plugin.read_position("..../..../..../..../..../.... r 9 0 -")
    page = show(browser, tmp_path, "exiles", MAD.plugin.svg(state))
    ships = [box(page, ship) for ship in page.find_elements("css selector", ".ship circle")]
    labels = [box(page, label) for label in page.find_elements("css selector", ".exile-label")]
    assert len(ships) == 16 and len(labels) == 2
    assert not any(overlap(a, b) for a, b in itertools.combinations(ships + labels, 2))
    width, height = page.execute_script(
        "const s = document.querySelector('svg'); return [s.width.baseVal.value, s.height.baseVal.value];"
    )
    assert all(right <= width and bottom <= height for _, _, right, bottom in ships)
