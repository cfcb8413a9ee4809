"""Rigadoon diagrams a player understands (issue 16, part 3): a legend, the side to act, maelstroms paired by
number, the whole maneuver of a replay step numbered as its story, and the offending action marked."""

import json
import xml.etree.ElementTree as ET

import pytest

from admiralty.notation.kinds import RIGADOON
from admiralty.notation.rgn import read_records
from admiralty.notation.rgn.marks import maneuver_marks
from admiralty.referee.rigadoon.events import Attacked, Backfired, Blasted, ChestBumped, ChestWhirled, MastLost
from admiralty.referee.violation import AdmiraltyError

SVG = "{http://www.w3.org/2000/svg}"
START = "B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4,d5,f5,e6 N NE,E,SE,S,SW,W,NW B 1 - *"
THOUSAND = "B1c9/3,B2f5/0,B3g3/3,B4a8/3,G1e6/2,G2b6/2,G3e1/3,G4a2/3 h2,i6 S die B 1 - *"
LEGEND = {"island", "maelstrom", "exit", "shallows", "water", "chest", "ship", "wind"}
SIZE, MARGIN = 48, 24


def tree(svg):
    return ET.fromstring(svg)


def classed(root, name):
    """The elements whose class list holds ``name``."""
    return [element for element in root.iter() if name in element.get("class", "").split()]


def centre(name):
    """The centre of a square of the default 9x9 board at the default size."""
    file, rank = ord(name[0]) - ord("a"), int(name[1:]) - 1
    return MARGIN + (file + 0.5) * SIZE, MARGIN + (9 - rank - 0.5) * SIZE


@pytest.fixture(scope="module")
def thousand_steps():
    with open("examples/thousand-words.rgn", encoding="utf-8") as handle:
        return RIGADOON.plugin.steps(next(read_records(handle)))


def test_every_diagram_has_the_legend_and_the_side_to_act():
    root = tree(RIGADOON.plugin.svg(RIGADOON.plugin.read_position(START)))
    entries = {entry.get("data-entry") for entry in classed(root, "legend-entry")}
    assert entries == LEGEND
    (to_act,) = classed(root, "to-act")
    assert "blue" in to_act.get("class") and "Blue to act" in "".join(to_act.itertext())
    wind = next(entry for entry in classed(root, "legend-entry") if entry.get("data-entry") == "wind")
    assert "wind N" in "".join(wind.itertext())


def test_the_side_to_act_follows_the_position():
    root = tree(RIGADOON.plugin.svg(RIGADOON.plugin.read_position(START.replace(" B 1 - *", " G 1 - *"))))
    (to_act,) = classed(root, "to-act")
    assert "green" in to_act.get("class") and "Green to act" in "".join(to_act.itertext())


def test_maelstroms_and_exits_share_a_number_and_no_line_crosses_the_board():
    svg = RIGADOON.plugin.svg(RIGADOON.plugin.read_position(START))
    root = tree(svg)
    assert not root.findall(f".//{SVG}line[@class='exit']")
    pairs = sorted(int(group.get("data-pair")) for group in classed(root, "exit"))
    assert pairs == [1, 2, 3, 4]
    for group in classed(root, "exit"):
        assert group.get("data-pair") in "".join(group.itertext())


def test_a_chain_reaction_step_draws_one_numbered_mark_per_event_on_the_board(thousand_steps):
    step = thousand_steps[0]
    root = tree(RIGADOON.plugin.step_svg(step))
    events = classed(root, "event")
    assert [int(event.get("data-order")) for event in events] == list(range(1, 14))
    kinds = [event.get("class").split()[1] for event in events]
    assert kinds.count("attack") == 4 and kinds.count("blast") == 4 and kinds.count("sink") == 1
    assert kinds.count("sail") == 1 and kinds.count("mast") == 3
    assert len(step.story) == 13 and all(line.strip().startswith(f"{n}.") for n, line in enumerate(step.story, 1))
    legend = {entry.get("data-entry") for entry in classed(root, "legend-entry")}
    assert {"sail", "attack", "blast", "mast", "sink"} <= legend


def test_a_blast_across_the_edge_is_drawn_to_the_edge_and_back(thousand_steps):
    root = tree(RIGADOON.plugin.step_svg(thousand_steps[0]))
    (wrap,) = classed(root, "wrap")
    assert wrap.get("data-order") == "12" and "blast" in wrap.get("class")
    first, second = wrap.findall(f"{SVG}polyline")
    assert first.get("points").split()[-1] == f"{MARGIN:g},{centre('a6')[1]:g}"  # the west edge
    assert second.get("points").split()[0] == f"{MARGIN + 9 * SIZE:g},{centre('i6')[1]:g}"  # the east edge
    assert len(classed(wrap, "edge")) == 2


def test_a_sunk_chest_rings_its_square_and_the_island_it_went_to(thousand_steps):
    root = tree(RIGADOON.plugin.step_svg(thousand_steps[0]))
    (sink,) = classed(root, "sink")
    rings = [(float(ring.get("cx")), float(ring.get("cy"))) for ring in sink.findall(f"{SVG}circle")]
    assert rings == [centre("i6"), centre("b9")]
    assert len([badge for badge in classed(root, "badge") if badge.get("data-order") == "13"]) == 2


def test_every_attack_blast_and_sink_of_the_example_is_drawn(thousand_steps):
    """The Done-when of issue 16: the replay SVGs of thousand-words draw its whole maneuver."""
    drawn = [len(classed(tree(RIGADOON.plugin.step_svg(step)), "event")) for step in thousand_steps]
    told = [
        sum(1 for line in step.story if " wind " not in line and " ends turn " not in line) for step in thousand_steps
    ]
    assert drawn == told == [13, 3, 2, 0, 1, 0]


def test_attacks_and_backfires_are_drawn_between_the_ships_where_they_are():
    before = RIGADOON.plugin.read_position(THOUSAND)
    b1, b2, g1 = (before.ship(name).square for name in ("B1", "B2", "G1"))
    events = (
        Attacked(0, "B1", "G1"),
        Backfired(1, "B1", "G1"),
        MastLost(2, "B1", 2),
        Blasted(3, "B1", b1, b2, 1),
        Attacked(4, "B1", "B2"),
        ChestBumped(5, 0, 1),
        ChestWhirled(6, 20, 30),
    )
    marks = maneuver_marks(before, events)
    assert [(mark.kind, mark.order) for mark in marks] == [
        ("attack", 1),
        ("backfire", 2),
        ("mast", 3),
        ("blast", 4),
        ("attack", 5),
        ("push", 6),
        ("whirl", 7),
    ]
    assert marks[0].path == (b1, g1) and marks[1].path == (g1, b1) and marks[4].path == (b2, b2)


@pytest.mark.parametrize(
    ("token", "named", "rule"),
    [
        ("B1d1-d7", ["d1", "d7"], "RIG-SAIL-REACH"),
        ("B1+", ["d1"], "RIG-ACT"),
        ("G1f9-f8", ["f9", "f8"], "RIG-ACT"),
        ("B1d1-d3/sink@b9", ["d1", "d3", "b9"], "RIG-CHOICE"),
        ("B1d1-d2/B1>G1", ["d1", "f9", "d2"], "RIG-CHOICE"),
    ],
)
def test_the_report_marks_the_acting_ship_and_the_squares_of_any_offending_action(token, named, rule):
    state = RIGADOON.plugin.read_position(START)
    with pytest.raises(AdmiraltyError, match=rule):
        RIGADOON.plugin.svg(state, token, strict=True)
    root = tree(RIGADOON.plugin.svg(state, token))
    outlined = [(float(rect.get("x")) + 22, float(rect.get("y")) + 22) for rect in classed(root, "offence")]
    assert outlined == [centre(name) for name in sorted(named, key=lambda name: (int(name[1:]), name))]
    assert "offence" in {entry.get("data-entry") for entry in classed(root, "legend-entry")}


def test_an_offending_wind_change_marks_the_wind():
    state = RIGADOON.plugin.read_position(START)
    root = tree(RIGADOON.plugin.svg(state, "W:N"))
    (wind,) = [entry for entry in classed(root, "legend-entry") if entry.get("data-entry") == "wind"]
    assert classed(wind, "offence") and not classed(tree(RIGADOON.plugin.svg(state, "W:S")), "offence")


def test_a_legal_action_given_to_the_diagram_draws_its_whole_maneuver():
    root = tree(RIGADOON.plugin.svg(RIGADOON.plugin.read_position(THOUSAND), "B1c9-f6/B1>B2,B1>G1,B2>B3,G1>G2,sink@b9"))
    assert len(classed(root, "event")) == 13 and len(classed(root, "arrow")) == 1


def test_the_report_of_the_planted_violation_marks_the_repairing_ship(run):
    """The planted RIG-ACT is a repair, no sail: its ship is outlined on the report's diagram all the same."""
    report = json.loads(run("report", "examples/planted-violation.rgn", "--format", "json").output)
    (finding,) = [f for game in report["games"] for f in game["findings"]]
    state = RIGADOON.plugin.read_position(finding["position"])
    root = tree(finding["diagram"])
    outlined = [(float(rect.get("x")) + 22, float(rect.get("y")) + 22) for rect in classed(root, "offence")]
    assert finding["move"] == "B1+" and outlined == [centre(state.board.name_of(state.ship("B1").square))]
