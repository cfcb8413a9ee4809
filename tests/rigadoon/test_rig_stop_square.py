"""The stop square a sail names (RIGADOON.md, "What the record must say"; issue 30): the maelstrom's exit
when it went through one (RIG-MAELSTROM), the chest's square when it sank it or ran aground on it, even with
distance left (RIG-CHOICE), and a bump that leaves the choice of stopping on a chest unstated (RIG-CHOICE).

Both directions: the wrong square is refused with its rule at the action (turn, line, column) by the general
path and declined by the fast ones, the right one is accepted; the "did you mean" offers the right one first;
generated games never write the wrong form.
"""

from __future__ import annotations

import json

import pytest

from admiralty.notation.rgn import parse_game, random_records, read_records
from admiralty.notation.rgn.suggest import suggest
from admiralty.referee.rigadoon.actions import Aground, Bump, Island, Sail, Sink
from admiralty.referee.rigadoon.board import Kind
from admiralty.referee.rigadoon.events import Attacked, ChestSunk, RanAground, Sailed, Whirled
from admiralty.referee.rigadoon.fast.lane import plain_sail
from admiralty.referee.rigadoon.fast.scratch import scratch_sail
from admiralty.referee.rigadoon.legal import legal_actions
from admiralty.referee.rigadoon.rules import decide, play_sail, sail_run
from admiralty.referee.rigadoon.sailing import stop_reached
from admiralty.referee.rigadoon.state import State
from admiralty.referee.violation import AdmiraltyError
from tests.rigadoon.conftest import position, sail, sq

START = "B1d1/3 B2f1/3 B3a6/3 B4i6/3 G1f9/3 G2d9/3 G3i4/3 G4a4/3"
CHESTS = "e4,d5,f5,e6"
AT_E1 = START.replace("B1d1", "B1e1")
BLOCKED = AT_E1.replace("G1f9", "G1e5")  # the chest on e4 cannot be pushed north
OPEN_WATER = "d2,d5,f5,e6"  # a chest on d2, in open water, next to B1 on d1


def _refusal(state: State, action: Sail) -> tuple[str, str]:
    """The rule and message the general path gives; the fast paths decline the sail."""
    assert plain_sail(state, action) is None
    assert scratch_sail(state, action) is None
    with pytest.raises(AdmiraltyError) as general:
        sail_run(state, action)
    with pytest.raises(AdmiraltyError) as played:
        play_sail(state, action)
    assert played.value.violation == general.value.violation
    return general.value.violation.rule, general.value.violation.message


def _accepted(state: State, action: Sail) -> tuple:
    """The events of a legal sail, the same by every path."""
    events, after = play_sail(state, action)
    run = sail_run(state, action)
    assert (run.log, run.state) == (events, after)
    return events


# --- RIG-MAELSTROM: the exit, never the maelstrom ---------------------------------------------------------


def test_RIG_MAELSTROM_the_maelstrom_written_as_the_stop_square_is_refused():
    state = position(START, CHESTS)
    rule, message = _refusal(state, sail("B2", "f1", "g2"))
    assert rule == "RIG-MAELSTROM"
    assert message == "B2 went through the maelstrom on g2: write its exit, a9, as the stop square."


def test_RIG_MAELSTROM_the_exit_written_as_the_stop_square_is_accepted():
    events = _accepted(position(START, CHESTS), sail("B2", "f1", "a9"))
    assert events[0] == Sailed(0, "B2", sq("f1"), sq("g2"), 1, False)
    assert events[1] == Whirled(1, "B2", sq("g2"), sq("a9"))


def test_RIG_MAELSTROM_a_blocked_exit_is_still_named_as_before():
    state = position(START.replace("B3a6", "B3a9"), CHESTS)
    rule, message = _refusal(state, sail("B2", "f1", "g2"))
    assert rule == "RIG-MAELSTROM" and "its exit is blocked" in message


def test_RIG_SAIL_REACH_comes_first_for_a_maelstrom_out_of_reach():
    state = position(START.replace("B2f1/3", "B2f1/1"), CHESTS, wind="S")  # 1 mast, NE against the wind
    assert _refusal(state, sail("B2", "f1", "g2"))[0] == "RIG-SAIL-REACH"


# --- RIG-CHOICE: the chest's square when it sank it or ran aground on it -----------------------------------


def test_RIG_CHOICE_a_stop_square_beyond_a_chest_run_aground_on():
    state = position(AT_E1, CHESTS)
    rule, message = _refusal(state, sail("B1", "e1", "e5", Aground(0)))
    assert rule == "RIG-CHOICE"
    assert message == "B1 runs aground on the chest on e4 and stops there, not on e5: write e4 as the stop square."
    assert RanAground(1, "B1") in _accepted(state, sail("B1", "e1", "e4", Aground(0)))


def test_RIG_CHOICE_a_stop_square_beyond_a_chest_sunk():
    state = position(START, OPEN_WATER)
    rule, message = _refusal(state, sail("B1", "d1", "d4", Sink(0), Island(sq("b1"))))
    assert rule == "RIG-CHOICE"
    assert message == "B1 sinks the chest on d2 and stops there, not on d4: write d2 as the stop square."
    assert ChestSunk(1, sq("d2"), sq("b1")) in _accepted(state, sail("B1", "d1", "d2", Sink(0), Island(sq("b1"))))


def test_RIG_CHOICE_a_stop_square_beyond_a_chest_sunk_after_pushes():
    """bump1+sink: B1 on a1 pushes the chest on b2 to c3 (open water: a corner of the shallows' block is
    not shallows), then enters c3 and sinks it there."""
    state = position(START.replace("B1d1", "B1a1"), "b2,d5,f5,e6", wind="NE")
    rule, message = _refusal(state, sail("B1", "a1", "d4", Sink(1), Island(sq("b1"))))
    assert rule == "RIG-CHOICE"
    assert message == "B1 sinks the chest on c3 and stops there, not on d4: write c3 as the stop square."
    assert _accepted(state, sail("B1", "a1", "c3", Sink(1), Island(sq("b1"))))


# --- RIG-CHOICE, not RIG-CHEST: a bump that leaves stopping on the chest unstated -------------------------


@pytest.mark.parametrize("decision", [None, Bump(0)], ids=["default", "bump0"])
def test_RIG_CHOICE_a_stop_square_on_a_chest_that_cannot_be_pushed(decision):
    state = position(BLOCKED, CHESTS)
    action = sail("B1", "e1", "e4", *([decision] if decision else []))
    assert _refusal(state, action)[0] == "RIG-CHOICE"
    assert _accepted(state, sail("B1", "e1", "e4", Aground(0)))


def test_RIG_CHOICE_a_bump_n_whose_pushes_all_happened_before_the_stop_square():
    """B1 pushes the chest on e3 once (to e4, next to G1 on e5), then cannot push it again: e4 is reached
    only by bump1+aground; bump1 and bump (which pushed once) leave that unstated."""
    state = position(BLOCKED, "e3,d5,f5,e6")
    for written in (Bump(1), Bump()):
        rule, message = _refusal(state, sail("B1", "e1", "e4", written))
        assert rule == "RIG-CHOICE", written
        assert message.endswith("only if the record says bump1+aground."), message
    assert _accepted(state, sail("B1", "e1", "e4", Aground(1)))


def test_RIG_CHEST_a_named_push_that_cannot_happen_stays_RIG_CHEST():
    state = position(BLOCKED, CHESTS)
    assert _refusal(state, sail("B1", "e1", "e4", Bump(1)))[0] == "RIG-CHEST"
    assert _refusal(state, sail("B1", "e1", "e4", Bump()))[0] == "RIG-CHEST"  # bump names at least one push
    assert _refusal(state, sail("B1", "e1", "e5"))[0] == "RIG-CHEST"  # beyond a chest that cannot be pushed


def test_RIG_CHEST_a_stop_square_beyond_a_chest_that_cannot_be_pushed():
    state = position(START.replace("B1d1", "B1e1").replace("G1f9", "G1e6"), "e4,e5,f5,d5")
    assert _refusal(state, sail("B1", "e1", "e5"))[0] == "RIG-CHEST"


# --- The record: rule, turn, line and column, and the "did you mean" ----------------------------------------


def _record(ships: str, chests: str, action: str) -> str:
    """A record from a SetUp: B3 sails first, then ``action``, in the middle of turn 1 (line 4, column 12)."""
    return f'[SetUp "{",".join(ships.split())} {chests} N die B 1 - *"]\n[Result "*"]\n\n1. B3a6-a7 {action} *\n'


@pytest.mark.parametrize(
    ("ships", "chests", "wrong", "rule", "right"),
    [
        (START, CHESTS, "B2f1-g2", "RIG-MAELSTROM", "B2f1-a9"),
        (AT_E1, CHESTS, "B1e1-e5/aground", "RIG-CHOICE", "B1e1-e4/aground"),
        (START, OPEN_WATER, "B1d1-d4/sink@b1", "RIG-CHOICE", "B1d1-d2/sink@b1"),
    ],
    ids=["maelstrom", "aground", "sink"],
)
def test_the_record_refuses_the_wrong_stop_square_at_the_action_and_suggests_the_right_one(
    ships, chests, wrong, rule, right
):
    (record,) = read_records(_record(ships, chests, wrong).splitlines())
    (error,) = record.errors
    assert (error.rule, error.turn, error.line, error.column) == (rule, 1, 4, 12)
    first = suggest(record.final, wrong)[0]
    assert first.token == right
    assert first.explanation is not None and first.explanation.endswith("the sail names the square where it stops.")
    assert parse_game(_record(ships, chests, right)).valid


def test_a_report_captions_the_position_before_the_bad_action_in_the_middle_of_a_turn(run, tmp_path):
    path = tmp_path / "maelstrom.rgn"
    path.write_text(_record(START, CHESTS, "B2f1-g2"), encoding="utf-8")
    report = json.loads(run("report", str(path), "--format", "json").output)
    (finding,) = [f for game in report["games"] for f in game["findings"]]
    assert "Turn 1, before B2f1-g2" in finding["diagram"] and "Before turn" not in finding["diagram"]


def test_a_report_captions_the_end_of_a_turn_that_broke_a_rule(run, tmp_path):
    path = tmp_path / "wind.rgn"
    path.write_text('[Result "*"]\n\n1. B1d1-d3 B2f1-f3 B3a6-a8 B4i6-i8 1... *\n', encoding="utf-8")
    report = json.loads(run("report", str(path), "--format", "json").output)
    (finding,) = [f for game in report["games"] for f in game["findings"]]
    assert finding["rule"] == "RIG-WIND" and "At the end of turn 1<" in finding["diagram"]


def test_a_mad_report_still_captions_the_position_before_the_bad_turn(run):
    report = json.loads(run("report", "examples/planted-violation.mgn", "--format", "json").output)
    (finding,) = [f for game in report["games"] for f in game["findings"]]
    assert f"Before turn {finding['turn']}: {finding['move']}" in finding["diagram"]


# --- Generated games write the right form -------------------------------------------------------------------


def _own_course(events) -> list:
    """The events of a sail's own course: those before its first attack."""
    course = []
    for event in events:
        if isinstance(event, Attacked):
            break
        course.append(event)
    return course


def test_generated_games_name_every_stop_square_as_the_rules_require():
    """Every sail of seeded random games names where its ship stopped: the exit of a maelstrom it went
    through, the chest's square when it sank it or ran aground on it; the wrong forms are refused."""
    sails = through = short = 0
    for record in random_records(30, 12):
        for played in record.actions:
            action, before = played.action, played.before
            if not isinstance(action, Sail):
                continue
            sails += 1
            board = before.board
            course = _own_course(played.events)
            sailed = course[0]
            assert isinstance(sailed, Sailed) and board.kind(action.stop) is not Kind.MAELSTROM
            whirled = [event for event in course if isinstance(event, Whirled) and event.ship == action.ship]
            assert action.stop == (whirled[0].exit if whirled else sailed.to)
            assert stop_reached(before, action) is None
            if whirled:
                through += 1
                wrong = Sail(action.ship, action.origin, sailed.to, action.choices)
                assert _rule(before, wrong) == "RIG-MAELSTROM"
                assert stop_reached(before, wrong) == action.stop
            elif any(isinstance(e, (RanAground, ChestSunk)) for e in course):
                direction, _ = board.course(action.origin, sailed.to)
                beyond = board.step(sailed.to, direction)
                if beyond is None:
                    continue
                short += 1
                assert _rule(before, Sail(action.ship, action.origin, beyond, action.choices)) in (
                    "RIG-CHOICE",
                    "RIG-SAIL-REACH",  # beyond the ship's reach: found first
                )
    assert sails > 300 and through > 20 and short > 5


def test_moves_lists_every_sail_with_the_stop_square_the_rules_require():
    """What ``moves`` lists (legal_actions, written canonically) in positions of seeded random games."""
    listed = 0
    for record in random_records(31, 4):
        for played in record.actions[::7]:
            state = played.before
            for action in legal_actions(state):
                if isinstance(action, Sail):
                    listed += 1
                    assert state.board.kind(action.stop) is not Kind.MAELSTROM
                    assert stop_reached(state, action) is None
    assert listed > 500


def _rule(state: State, action: Sail) -> str:
    with pytest.raises(AdmiraltyError) as caught:
        decide(state, action)
    return caught.value.violation.rule
