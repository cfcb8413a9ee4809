"""``diagram RFEN --move TOKEN`` (issue 28; specs/rgn.md, diagrams): a sail of several events is drawn event by
event, each ship where the referee's reducer puts it after that event, and the choices the token left to their
defaults are named on standard error, never picked silently."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from admiralty.notation.kinds import RIGADOON
from admiralty.notation.rgn.marks import maneuver_marks
from admiralty.notation.rgn.turn import parse_action
from admiralty.referee.rigadoon import decide, replay
from tests.rgn.test_rgn_diagrams import MARGIN, SIZE, SVG, THOUSAND, classed

WRITTEN = "B1c9-f6/B1>B2,B1>G1,B2>B3,G1>G2,sink@b9"


def _ships(panel: ET.Element) -> set[tuple[str, str]]:
    """The ships a board draws on its squares, as (name, square), read from where each disc stands."""
    found = set()
    for ship in classed(panel, "ship"):
        circle, label = ship.find(f"{SVG}circle"), ship.find(f"{SVG}text")
        if circle is None or label is None or "legend" in ship.get("class", ""):
            continue
        file = int((float(circle.get("cx")) - MARGIN) // SIZE)
        row = int((float(circle.get("cy")) - MARGIN) // SIZE)
        if 0 <= file < 9 and 0 <= row < 9:
            found.add((label.text.split("·")[0], f"{chr(97 + file)}{9 - row}"))
    return found


def _expected(state) -> set[tuple[str, str]]:
    return {(ship.name, state.board.name_of(ship.square)) for ship in state.ships}


def _draw(run, tmp_path, token):
    out = tmp_path / "move.svg"
    result = run("diagram", THOUSAND, "--move", token, "-o", str(out))
    assert result.exit_code == 0, result.output
    return result, ET.fromstring(out.read_text(encoding="utf-8"))


def test_each_event_is_a_board_with_each_ship_where_it_is_then(run, tmp_path):
    result, root = _draw(run, tmp_path, WRITTEN)
    state = RIGADOON.plugin.read_position(THOUSAND)
    events = decide(state, parse_action(state, WRITTEN))
    marks = maneuver_marks(state, events)
    panels = classed(root, "event-panel")
    assert len(panels) == len(marks) > 1
    for count, (panel, mark) in enumerate(zip(panels, marks), start=1):
        after = replay(state, events[: mark.order])
        assert _ships(panel) == _expected(after), f"event {mark.order}"
        assert len(classed(panel, "event")) == count
    assert _ships(panels[0]) != _ships(panels[-1])
    assert result.stderr == ""


def test_the_choices_a_token_leaves_to_their_defaults_are_named(run, tmp_path):
    result, root = _draw(run, tmp_path, "B1c9-f6")
    note = result.stderr
    assert "does not write 5 choices" in note and "RIG-CHOICE" in note
    assert "B1>B2, B1>G1, B2>B3, G1>G2 (the pending attacks, breadth first)" in note
    assert "bump (the chest bumped as far as the movement goes)" in note
    assert note.rstrip().endswith("B1c9-f6/B1>B2,B1>G1,B2>B3,G1>G2,bump")
    assert classed(root, "event-panel")


def test_a_token_that_writes_its_chest_choice_is_told_only_the_attacks(run, tmp_path):
    result, _ = _draw(run, tmp_path, "B1c9-f6/sink@b9")
    assert "does not write 4 choices" in result.stderr and "bump" not in result.stderr


def test_a_sail_of_one_event_stays_one_board_and_a_bad_token_exits_2(run, tmp_path):
    _, root = _draw(run, tmp_path, "B4a8-a7")
    assert not classed(root, "event-panel") and len(classed(root, "arrow")) + len(classed(root, "event")) >= 1
    assert run("diagram", THOUSAND, "--move", "B1c9-f6/G2>B3").exit_code == 2
