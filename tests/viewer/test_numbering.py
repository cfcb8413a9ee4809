"""The viewer numbers moves as the record numbers them (issue 28; specs/viewer.md, numbering): MAD's ``12.`` /
``12...`` move pairs, Rigadoon's turns and their actions; every step has a link name, and a broken Rigadoon
maneuver is drawn event by event up to the failing one."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from admiralty.notation.kinds import MAD, RIGADOON, detect
from admiralty.notation.mgn.writer import write_game
from admiralty.notation.render.report import load_rule_texts
from admiralty.notation.render.view_model import ViewGame, record_views
from admiralty.notation.render.view_page import render_page
from admiralty.notation.rgn.rfen import write_rfen
from admiralty.notation.verdict import judge
from admiralty.referee.rigadoon import replay

TEXTS = load_rule_texts()
NUMBER = re.compile(r"(?<![\w.])(\d+\.(?:\.\.)?)(?=\s)")
COMMENT = re.compile(r"\{[^}]*\}|;[^\n]*|%[^\n]*|\[[^\]]*\]")
WRITTEN = "B1c9-f6/B1>B2,B1>G1,B2>B3,G1>G2,sink@b9"
FROM_BLUE = '[SetUp "..../.b111../..../.r211../..../.r111.. b 12 0 -"]\n\n6... 111b5-a5 7. 211b3-a3 *\n'
MAD_RECORDS = {
    "tiebreak": Path("examples/tiebreak.mgn").read_text(encoding="utf-8"),
    "variations": "{x} 1. 211c2-c4 {a} 1... 121a5-a4 $3 2. 211c4-d4 (2. 112d2-d3 {y} 2... 122b5-b4) 2... 122b5-b4 *\n",
    "from blue": FROM_BLUE,
}


def _views(name: str, text: str) -> list[ViewGame]:
    kind, lines = detect(name, text.splitlines(keepends=True))
    return record_views(name, lines, kind, TEXTS)


def _page_numbers(page: str) -> list[str]:
    return re.findall(r'<span class="turn-number">([^<]*)</span>', page)


def _written_numbers(movetext: str) -> list[str]:
    return NUMBER.findall(COMMENT.sub(" ", movetext) + " ")


@pytest.mark.parametrize("name", MAD_RECORDS)
def test_mad_moves_are_numbered_as_the_record_writes_them(name):
    text = MAD_RECORDS[name]
    (view,) = _views(f"{name}.mgn", text)
    record = next(judge("g.mgn", text.splitlines(keepends=True), MAD))[0]
    assert _page_numbers(render_page([view], "t")) == _written_numbers(write_game(record).split("\n\n", 1)[1])


def test_a_mad_turn_is_numbered_by_its_move_and_side_not_counted_per_turn():
    (view,) = _views("tiebreak.mgn", MAD_RECORDS["tiebreak"])
    twelfth = view.steps[view.anchors()["turn-12"]].node
    assert (twelfth.turn, twelfth.number) == (12, "6...")
    assert twelfth.heading.startswith("6... ") and "(Blue, turn 12)" in twelfth.heading
    (blue_first,) = _views("blue.mgn", FROM_BLUE)
    assert [step.node.number for step in blue_first.line_from(0)[1:]] == ["6...", "7."]


def test_rigadoon_actions_are_numbered_by_turn_and_action():
    text = Path("examples/islands-win.rgn").read_text(encoding="utf-8")
    (view,) = _views("islands-win.rgn", text)
    whole = [step.node for step in view.line_from(0)[1:] if not step.part]
    assert _page_numbers(render_page([view], "t")) == _written_numbers(text.split("\n\n", 1)[1])
    for turn in {node.turn for node in whole}:
        actions = [node for node in whole if node.turn == turn]
        assert [node.action for node in actions] == list(range(1, len(actions) + 1))
        assert {node.number for node in actions} == {f"{(turn + 1) // 2}{'.' if turn % 2 else '...'}"}
    assert whole[-1].heading.startswith("2. B2g1-h1 ") and "turn 3, action 2" in whole[-1].heading


def test_every_step_has_a_link_name_and_turn_t_opens_the_end_of_turn_t():
    (mad,) = _views("tiebreak.mgn", MAD_RECORDS["tiebreak"])
    anchors = mad.anchors()
    assert anchors["start"] == 0 and anchors["turn-63"] == anchors["step-63"] == 63
    assert all(anchors[step.anchor] == step.id for step in mad.steps)
    (rig,) = _views("islands-win.rgn", Path("examples/islands-win.rgn").read_text(encoding="utf-8"))
    names = rig.anchors()
    first_turn = [step for step in rig.line_from(0) if step.node.turn == 1 and not step.part]
    assert names["turn-1"] == first_turn[-1].id and first_turn[-1].node.label == "end of turn"
    assert names["turn-1-action-2"] == first_turn[1].id


def test_a_variation_step_is_linked_by_its_number():
    (view,) = _views("v.mgn", MAD_RECORDS["variations"])
    (first,) = view.steps[3].variations
    assert view.steps[first].anchor == f"step-{first}" and view.anchors()[f"step-{first}"] == first
    assert view.anchors()["turn-3"] == 3


def test_a_broken_maneuver_is_drawn_event_by_event_up_to_the_failing_one():
    text = (
        Path("examples/thousand-words.rgn")
        .read_text(encoding="utf-8")
        .replace(WRITTEN, WRITTEN.replace("G1>G2", "G2>B3"))
    )
    (view,) = _views("bad-pick.rgn", text)
    record = next(judge("bad-pick.rgn", text.splitlines(keepends=True), RIGADOON))[0]
    line = view.line_from(0)
    bad, parts = line[-1], [step for step in line if step.part]
    assert bad.fault is not None and bad.fault.rule == "RIG-CHOICE" and bad.anchor == "turn-1-action-1"
    assert record.broken and [step.part for step in parts] == list(range(1, len(parts) + 1))
    assert [step.node.story[0].split(". ", 1)[1] for step in parts] == list(bad.fault.maneuver)[: len(parts)]
    assert parts[-1].node.position == write_rfen(replay(record.final, record.broken))
    drawn = [RIGADOON.plugin.view_svg(view.start, step.node.position, step.node.drawing) for step in parts]
    assert [each.count('class="event ') for each in drawn] == list(range(1, len(parts) + 1))
    page = render_page([view], "t")
    assert page.count('class="move part') == len(parts)
