"""The viewer's page model (specs/viewer.md): steps numbered and linked, positions, the bad turn, boards drawn by
the page's script from each step's position (none carried but the first and the bad turn's)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from admiralty.notation.kinds import MAD, detect
from admiralty.notation.mgn.mfen import write_mfen
from admiralty.notation.render.report import load_rule_texts
from admiralty.notation.render.view_model import record_views, view_game
from admiralty.notation.render.view_page import render_page
from admiralty.notation.rgn.rfen import write_rfen
from admiralty.notation.verdict import judge
from admiralty.referee.rigadoon import replay

TEXTS = load_rule_texts()
VARIATION = "1. 211c2-c4 (1. 211c2-c3 121a5-a4) 121a5-a4 *"


def _record(text: str, kind=MAD):
    record, _ = next(judge("g", text.splitlines(keepends=True), kind))
    return record


def _lines(name: str) -> list[str]:
    return Path(name).read_text(encoding="utf-8").splitlines(keepends=True)


def _example(name: str):
    kind, lines = detect(name, _lines(name))
    return kind, next(judge(name, lines, kind))[0]


def test_the_main_line_starts_at_the_start_and_holds_every_turn_in_order():
    record = _record(VARIATION)
    game = view_game(record, MAD, TEXTS, "g")
    main = game.line_from(0)
    assert [step.node.label for step in main] == ["Start", "211c2-c4", "121a5-a4"]
    assert [step.node.position for step in main] == [write_mfen(record.start)] + [
        write_mfen(played.after) for played in record.main.turns
    ]
    assert [step.prev for step in main] == [None, 0, main[1].id]


def test_a_variation_branches_from_the_position_before_the_turn_it_replaces():
    game = view_game(_record(VARIATION), MAD, TEXTS, "g")
    (first,) = game.steps[1].variations
    variation = game.line_from(first)
    assert [step.node.label for step in variation] == ["211c2-c3", "121a5-a4"]
    assert all(step.up == 0 and step.depth == 1 for step in variation)
    assert variation[0].prev == 0 and game.steps[0].next == 1
    alone = _record("1. 211c2-c3 121a5-a4 *")
    assert [step.node.position for step in variation] == [write_mfen(played.after) for played in alone.main.turns]


def test_mad_facts_give_the_exiles_and_the_turns_without_expulsion():
    kind, record = _example("examples/corvette-win.mgn")
    game = view_game(record, kind, TEXTS, "g")
    last = game.line_from(0)[-1]
    exiled = [ship.code for ship in record.final.exiles(record.final.side)] + [
        ship.code for ship in record.final.exiles(record.final.side.other)
    ]
    assert exiled and all(any(code in fact for fact in last.node.facts) for code in exiled)
    assert "without expulsion" in game.line_from(0)[1].node.facts[-1]


def test_a_rigadoon_maneuver_is_a_step_per_event_drawn_then_the_whole_action():
    kind, record = _example("examples/thousand-words.rgn")
    game = view_game(record, kind, TEXTS, "g")
    played = record.actions[0]
    steps = game.line_from(0)[1:]
    marks = kind.plugin.steps(record)[0].marks
    parts = steps[: len(marks) - 1]
    assert [step.part for step in parts] == list(range(1, len(marks)))
    assert [step.node.position for step in parts] == [
        write_rfen(replay(played.before, played.events[: mark.order])) for mark in marks[:-1]
    ]
    whole = steps[len(marks) - 1]
    assert whole.part == 0 and whole.node.position == write_rfen(played.after)
    drawn = [kind.plugin.view_svg(record.start, step.node.position, step.node.drawing) for step in (*parts, whole)]
    assert drawn[-1] == kind.plugin.step_svg(kind.plugin.steps(record)[0])
    assert [len(re.findall(r'class="event ', each)) for each in drawn] == list(range(1, len(marks) + 1))


def test_rigadoon_facts_give_wind_masts_chests_and_islands():
    kind, record = _example("examples/thousand-words.rgn")
    facts = view_game(record, kind, TEXTS, "g").steps[0].node.facts
    assert facts[0].startswith(f"Wind {record.start.wind.name}")
    assert "B2 0" in facts[1] and facts[3].startswith("Chests at sea: ") and facts[4].startswith("Islands: b1")


def test_the_bad_turn_is_the_last_step_with_its_rule_and_the_position_before_it():
    kind, record = _example("examples/planted-violation.mgn")
    game = view_game(record, kind, TEXTS, "g")
    bad = game.line_from(0)[-1]
    assert bad.fault is not None and bad.fault.rule == "MAD-EXPEL" and (bad.fault.line, bad.fault.column) == (13, 4)
    assert bad.fault.rule_text == TEXTS["MAD-EXPEL"]
    assert bad.node.position == write_mfen(record.final) and bad.node.label == record.offending
    assert 'class="arrow"' in bad.node.drawing.svg
    assert all(step.fault is None for step in game.steps if step is not bad)


def test_a_page_carries_no_board_but_the_first_and_the_bad_turns():
    """Each step carries its position and what is drawn over it; the script draws the boards, so the page
    holds one SVG (the first step's, for a browser without script) and the bad turn's as the report draws it."""
    for name, bad in (
        ("examples/tiebreak.mgn", 0),
        ("examples/thousand-words.rgn", 0),
        ("examples/planted-violation.mgn", 1),
        ("examples/planted-violation.rgn", 1),
    ):
        kind, record = _example(name)
        game = view_game(record, kind, TEXTS, "g")
        page = render_page([game], "g")
        data = json.loads(page.split('id="viewer-data">', 1)[1].split("</script>", 1)[0])
        assert page.split("<script", 1)[0].count("<svg") == 1
        assert sum("svg" in step for step in data["games"][0]["steps"]) == bad
        assert all(step["position"] for step in data["games"][0]["steps"])


def test_what_a_record_says_cannot_reach_the_page_as_markup():
    hostile = (
        '[Event "</script><script>alert(1)</script>"]\n[Red "<img src=x onerror=alert(1)>"]\n\n1. 211c2-c4 {<b>x</b>} *'
    )
    page = render_page([view_game(_record(hostile), MAD, TEXTS, "<i>g</i>")], "<i>t</i>")
    assert "<script>alert" not in page and "<img" not in page and "<b>x" not in page and "<i>" not in page
    assert page.count("<script") == 2


def test_a_file_of_several_games_is_one_view_each_titled_with_its_players():
    kind, lines = detect("examples/round-4.mgn", _lines("examples/round-4.mgn"))
    views = record_views("examples/round-4.mgn", lines, kind, TEXTS)
    assert len(views) == 4 and all(
        view.title.startswith(f"examples/round-4.mgn #{n}:") for n, view in enumerate(views, 1)
    )
    page = render_page(views, "round 4")
    assert page.count('class="game"') == 4 and page.count('<a href="#game-') == 4


def test_a_stopped_game_notes_the_tie_break_it_would_get():
    kind, lines = detect("examples/tiebreak.mgn", _lines("examples/tiebreak.mgn"))
    (view,) = record_views("examples/tiebreak.mgn", lines, kind, TEXTS)
    assert view.decisions and view.decisions[0][1].startswith("Tie-break: ")
