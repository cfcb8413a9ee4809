"""The rules of MAD.md that no clarification question covers, one behaviour per test.

Tests are named after the rule id they exercise. Positions are on the 5x5 board
unless said otherwise (Red's last row there is rank 5, Blue's rank 1).
"""

from __future__ import annotations

import pytest

from admiralty.referee.mad import (
    BOARDS,
    CODES,
    SHIPS,
    Moved,
    Movement,
    Outcome,
    Pass,
    Passed,
    Permutation,
    Rotation,
    Rules,
    Side,
    Stopped,
    Termination,
    apply,
    decide,
    legal_turns,
    origin_of,
    replay,
    start,
    stop,
)
from admiralty.referee.violation import AdmiraltyError
from tests.mad.positions import BLUE, CORVETTES, RED, build, layout, move, on, play, refusal, ship, targets


def new_exiles(before, after, side: Side) -> set[str]:
    """The ships of ``side`` that went into exile between two states."""
    return {str(s) for s in set(after.exiles(side)) - set(before.exiles(side))}


# --- MAD-TURN ----------------------------------------------------------------


def test_MAD_TURN_red_plays_first_and_sides_alternate():
    state = start()
    assert (state.side, state.turn, state.quiet, state.last) == (RED, 1, 0, None)
    first = play(state, legal_turns(state)[0])
    assert (first.side, first.turn) == (BLUE, 2)
    second = play(first, legal_turns(first)[0])
    assert (second.side, second.turn) == (RED, 3)


def test_MAD_TURN_a_side_moves_only_its_own_ships():
    """Ship codes in a turn are the side to move's: Red's "121" is Red's ship on c2.

    Naming Blue's 121's square as the start is a notation error (MGN-SHIP for a
    record; the referee, which sees only the code and squares, says MGN-FROM).
    """
    state = build({**CORVETTES, "c2": "r121", "c4": "b121"})
    assert refusal(state, move(state, "121", "c4", "c5")).rule in {"MGN-SHIP", "MGN-FROM"}
    after = play(state, move(state, "121", "c2", "c3"))
    assert on(after, "c3") == "r121" and on(after, "c4") == "b121"


# --- MAD-MOVE-STEP ------------------------------------------------------------


def test_MAD_MOVE_STEP_one_sail_cannot_move_two_squares():
    state = build({**CORVETTES, "c2": "r112"})
    assert refusal(state, move(state, "112", "c2", "c4")).rule == "MAD-MOVE-STEP"
    assert targets(state, "112") == {"c1", "c3", "b2", "d2"}


def test_MAD_MOVE_STEP_two_sails_cannot_move_three_squares():
    state = build({**CORVETTES, "c1": "r211"})
    assert refusal(state, move(state, "211", "c1", "c4")).rule == "MAD-MOVE-STEP"
    assert refusal(state, move(state, "211", "c1", "d3")).rule == "MAD-MOVE-STEP"


# --- MAD-MOVE-PATH ------------------------------------------------------------


@pytest.mark.parametrize("blocker", ["c3", "d2"])
@pytest.mark.parametrize("who", ["r112", "b121"])
def test_MAD_MOVE_PATH_L_path_free_if_either_middle_is_free(blocker, who):
    state = build({**CORVETTES, "c2": "r211", blocker: who})
    after = play(state, move(state, "211", "c2", "d3"))
    assert on(after, "d3") == "r211" and on(after, blocker) == who


@pytest.mark.parametrize(("c3", "d2"), [("r112", "r121"), ("b121", "b112"), ("r112", "b121")])
def test_MAD_MOVE_PATH_L_path_blocked_if_both_middles_occupied(c3, d2):
    state = build({**CORVETTES, "c2": "r211", "c3": c3, "d2": d2})
    assert refusal(state, move(state, "211", "c2", "d3")).rule == "MAD-MOVE-PATH"
    assert "d3" not in targets(state, "211")


def test_MAD_MOVE_PATH_straight_path_blocked_by_an_enemy():
    state = build({**CORVETTES, "c2": "r211", "c3": "b112"})
    assert refusal(state, move(state, "211", "c2", "c4")).rule == "MAD-MOVE-PATH"


def test_MAD_MOVE_PATH_no_pass_through_expulsion():
    """The first step may not land on an enemy: no expelling on the way to another."""
    state = build({**CORVETTES, "c2": "r222", "c3": "b121", "c4": "b211"})
    assert refusal(state, move(state, "222", "c2", "c4")).rule == "MAD-MOVE-PATH"
    assert "c4" not in targets(state, "222")
    assert on(play(state, move(state, "222", "c2", "c3")), "c4") == "b211"


# --- MAD-MOVE-ALLY ------------------------------------------------------------


def test_MAD_MOVE_ALLY_blue_cannot_land_on_blue():
    state = build({**CORVETTES, "c4": "b222", "c3": "b121"}, side=BLUE)
    assert refusal(state, move(state, "222", "c4", "c3")).rule == "MAD-MOVE-ALLY"
    assert "c3" not in targets(state, "222")


# --- MAD-EXPEL ----------------------------------------------------------------


@pytest.mark.parametrize("target", CODES)
@pytest.mark.parametrize("mover", CODES)
def test_MAD_EXPEL_cannons_against_shields(mover, target):
    """Every mover against every target: legal exactly when cannons >= shields."""
    ships = {"c2": "r" + mover, "c3": "b" + target}
    if mover != "111":
        ships["a1"] = "r111"
    if target != "111":
        ships["e5"] = "b111"
    state = build(ships)
    turn = move(state, mover, "c2", "c3")
    if int(mover[1]) >= int(target[2]):
        after = play(state, turn)
        assert on(after, "c3") == "r" + mover
        assert new_exiles(state, after, BLUE) == {"b" + target}
        assert after.quiet == 0 and after.last is RED
    else:
        assert refusal(state, turn).rule == "MAD-EXPEL"
        assert turn not in legal_turns(state)


def test_MAD_EXPEL_records_the_expulsion():
    state = build({**CORVETTES, "c2": "r122", "c3": "b212"}, quiet=7, last=BLUE)
    (event,) = decide(state, move(state, "122", "c2", "c3"))
    assert isinstance(event, Moved) and event.expelled == "212"
    after = apply(state, event)
    assert (after.quiet, after.last) == (0, RED)
    assert after.expulsion is not None and after.expulsion.victim == "212"


def test_MAD_EXPEL_blue_expels_red():
    state = build({**CORVETTES, "c3": "b221", "c2": "r211"}, side=BLUE)
    after = play(state, move(state, "221", "c3", "c2"))
    assert on(after, "c2") == "b221"
    assert new_exiles(state, after, RED) == {"r211"}
    assert after.last is BLUE


# --- MAD-PERMUTE --------------------------------------------------------------


def test_MAD_PERMUTE_swaps_two_ships_on_the_board():
    state = build({**CORVETTES, "c2": "r112", "d4": "r221"})
    after = play(state, Permutation(("221", "112")))
    assert on(after, "c2") == "r221" and on(after, "d4") == "r112"


@pytest.mark.parametrize(("present", "exiled"), [("112", "221"), ("221", "112")])
def test_MAD_PERMUTE_the_exiled_ship_takes_the_other_ships_square(present, exiled):
    state = build({**CORVETTES, "c2": "r" + present})
    after = play(state, Permutation((present, exiled)))
    assert on(after, "c2") == "r" + exiled
    assert ship("r" + present) in after.exiles(RED)
    assert ship("r" + exiled) not in after.exiles(RED)


def test_MAD_PERMUTE_not_with_both_in_exile():
    state = build({**CORVETTES, "c2": "r211"})
    assert refusal(state, Permutation(("112", "221"))).rule == "MAD-PERMUTE"
    assert Permutation(("112", "221")) not in legal_turns(state)


def test_MAD_PERMUTE_corvette_swapped_into_exile_loses_at_once():
    """Blue swaps its own corvette away: Red wins at once, a full victory."""
    state = build({"a1": "r111", "c5": "b111", "c2": "r211"}, side=BLUE)
    after = play(state, Permutation(("111", "222")))
    assert on(after, "c5") == "b222"
    assert after.outcome == Outcome(RED, Termination.CORVETTE)
    assert after.result == "red"


def test_MAD_PERMUTE_order_of_the_pair_does_not_matter():
    assert Permutation(("221", "112")) == Permutation(("112", "221"))


# --- MAD-ROTATE ---------------------------------------------------------------


def test_MAD_ROTATE_order_semantics_on_the_6x4_start():
    """ "112>121>211: 112 to 121's place, 121 to 211's, 211 to 112's" (MGN example)."""
    state = start(Rules(board=BOARDS["6x4"]))
    after = play(state, Rotation(("112", "121", "211")))
    assert (on(after, "a2"), on(after, "c2"), on(after, "d2")) == ("r112", "r121", "r211")


def test_MAD_ROTATE_same_cycle_from_another_ship_is_equal():
    assert Rotation(("121", "211", "112")) == Rotation(("112", "121", "211"))
    assert Rotation(("211", "112", "121")) == Rotation(("112", "121", "211"))
    assert Rotation(("112", "211", "121")) != Rotation(("112", "121", "211"))


def test_MAD_ROTATE_one_in_exile_comes_back():
    """112 on c2, 121 on d2, 211 in exile; 112>121>211: 112 to d2, 121 to exile, 211 to c2."""
    state = build({**CORVETTES, "c2": "r112", "d2": "r121"})
    after = play(state, Rotation(("112", "121", "211")))
    assert on(after, "d2") == "r112" and on(after, "c2") == "r211"
    assert ship("r121") in after.exiles(RED)


def test_MAD_ROTATE_one_in_exile_other_order():
    """112 on c2, 121 on d2, 211 in exile; 112>211>121: 112 to exile, 211 to d2, 121 to c2."""
    state = build({**CORVETTES, "c2": "r112", "d2": "r121"})
    after = play(state, Rotation(("112", "211", "121")))
    assert on(after, "c2") == "r121" and on(after, "d2") == "r211"
    assert ship("r112") in after.exiles(RED)


def test_MAD_ROTATE_destroyers_for_blue():
    state = build({**CORVETTES, "a4": "b122", "b4": "b212", "c4": "b221"}, side=BLUE)
    after = play(state, Rotation(("122", "212", "221")))
    assert (on(after, "b4"), on(after, "c4"), on(after, "a4")) == ("b122", "b212", "b221")


def test_MAD_ROTATE_mixed_pool_refused():
    state = start(Rules(board=BOARDS["5x5"]))
    assert refusal(state, Rotation(("111", "112", "222"))).rule == "MAD-ROTATE"
    assert refusal(state, Rotation(("112", "121", "212"))).rule == "MAD-ROTATE"


# --- MAD-BONUS ----------------------------------------------------------------


def test_MAD_BONUS_not_after_a_two_square_L_movement():
    state = build({"a1": "r111", "b4": "r211", "e1": "r122", "e4": "b111"})
    turn = move(state, "211", "b4", "c5", bonus=Permutation(("211", "122")))
    assert refusal(state, turn).rule == "MAD-BONUS"
    assert turn not in legal_turns(state)


def test_MAD_BONUS_not_off_the_last_row():
    state = build({"a1": "r111", "c3": "r121", "e1": "r212", "e5": "b111"})
    turn = move(state, "121", "c3", "c4", bonus=Permutation(("121", "212")))
    assert refusal(state, turn).rule == "MAD-BONUS"


def test_MAD_BONUS_not_after_expelling_the_corvette():
    state = build({"a1": "r111", "c4": "r121", "e1": "r212", "c5": "b111"})
    turn = move(state, "121", "c4", "c5", bonus=Permutation(("121", "212")))
    assert refusal(state, turn).rule == "MAD-BONUS"
    bonus_turns = [t for t in legal_turns(state) if isinstance(t, Movement) and t.bonus is not None]
    assert bonus_turns == []
    after = play(state, move(state, "121", "c4", "c5"))
    assert after.outcome == Outcome(RED, Termination.CORVETTE)


def test_MAD_BONUS_for_blue_on_rank_1():
    state = build({"c2": "b121", "e5": "b212", "a5": "b111", "e1": "r111"}, side=BLUE)
    turn = move(state, "121", "c2", "c1", bonus=Permutation(("121", "212")))
    assert turn in legal_turns(state)
    after = play(state, turn)
    assert on(after, "c1") == "b212" and on(after, "e5") == "b121"
    assert (after.side, after.turn) == (RED, state.turn + 1)


def test_MAD_BONUS_can_send_the_arriving_ship_into_exile():
    """A bonus permutation with an exiled partner: the partner lands on the last row."""
    state = build({"a1": "r111", "c4": "r121", "e5": "b111"})
    after = play(state, move(state, "121", "c4", "c5", bonus=Permutation(("212", "121"))))
    assert on(after, "c5") == "r212"
    assert ship("r121") in after.exiles(RED)


def test_MAD_BONUS_shift_must_itself_be_legal():
    """The bonus rotation of the frigates with two of them in exile breaks MAD-ROTATE."""
    state = build({"a1": "r111", "c4": "r121", "e5": "b111"})
    turn = move(state, "121", "c4", "c5", bonus=Rotation(("112", "121", "211")))
    assert refusal(state, turn).rule == "MAD-ROTATE"


def test_MAD_BONUS_is_one_turn_and_quiet():
    state = build({"a1": "r111", "c4": "r121", "e1": "r212", "a5": "b111"}, quiet=3, last=BLUE)
    events = decide(state, move(state, "121", "c4", "c5", bonus=Permutation(("121", "212"))))
    assert len(events) == 1
    after = apply(state, events[0])
    assert (after.turn, after.quiet, after.last) == (state.turn + 1, 4, BLUE)


# --- MAD-POSITIONING ----------------------------------------------------------


def test_MAD_POSITIONING_movement_refused_on_turn_1():
    state = start(Rules(board=BOARDS["5x5"], positioning=True))
    assert refusal(state, move(state, "121", "a2", "a3")).rule == "MAD-POSITIONING"


def test_MAD_POSITIONING_pass_or_one_shift():
    state = start(Rules(board=BOARDS["6x4"], positioning=True))
    turns = legal_turns(state)
    assert len(turns) == 9 and turns.count(Pass()) == 1
    assert not any(isinstance(turn, Movement) for turn in turns)
    (event,) = decide(state, Pass())
    assert isinstance(event, Passed)
    after = apply(state, event)
    assert after.squares == state.squares and (after.side, after.turn) == (BLUE, 2)


def test_MAD_POSITIONING_only_turns_1_and_2():
    state = play(start(Rules(board=BOARDS["5x5"], positioning=True)), Pass(), Permutation(("111", "222")))
    assert state.turn == 3
    assert refusal(state, Pass()).rule == "MAD-TURN"
    after = play(state, move(state, "121", "a2", "a3"))
    assert on(after, "a3") == "r121"


def test_MAD_POSITIONING_applies_to_turns_1_and_2_of_a_set_up_position():
    state = build({**CORVETTES, "c2": "r121"}, turn=1, positioning=True)
    assert refusal(state, move(state, "121", "c2", "c3")).rule == "MAD-POSITIONING"
    later = build({**CORVETTES, "c2": "r121"}, turn=3, positioning=True)
    assert on(play(later, move(later, "121", "c2", "c3")), "c3") == "r121"


def test_MAD_POSITIONING_off_by_default():
    """Without the rule the first turn is a turn like any other: a pass is MAD-TURN."""
    assert Rules().positioning is False
    state = start()
    assert refusal(state, Pass()).rule == "MAD-TURN"
    assert Pass() not in legal_turns(state)


# --- MAD-END --------------------------------------------------------------------


def test_MAD_END_blue_wins_by_expelling_the_red_corvette():
    state = build({"c2": "r111", "c3": "b121", "e5": "b111"}, side=BLUE)
    after = play(state, move(state, "121", "c3", "c2"))
    assert after.outcome == Outcome(BLUE, Termination.CORVETTE) and after.result == "blue"


def test_MAD_END_no_turn_and_no_stop_after_the_end():
    state = build({"a1": "r111", "c4": "r211", "c5": "b111", "a5": "b121"})
    after = play(state, move(state, "211", "c4", "c5"))
    for turn in (Pass(), Permutation(("121", "212")), move(after, "121", "a5", "a4")):
        violation = refusal(after, turn)
        assert violation.rule == "MGN-AFTER-END" and violation.turn == state.turn + 1
    with pytest.raises(AdmiraltyError) as caught:
        stop(after)
    assert caught.value.violation.rule == "MGN-AFTER-END"


def test_MAD_END_a_set_up_position_without_a_corvette_is_over():
    state = build({"a1": "r111", "c3": "b121"}, side=BLUE)
    assert state.outcome == Outcome(RED, Termination.CORVETTE)
    assert legal_turns(state) == []


# --- MAD-TIEBREAK -------------------------------------------------------------


def test_MAD_TIEBREAK_stops_after_the_count():
    state = start(Rules(board=BOARDS["5x5"], tiebreak=4))
    for played in range(4):
        assert state.outcome is None and state.quiet == played
        state = play(state, legal_turns(state)[-1])
    assert state.outcome == Outcome(BLUE, Termination.TURNS)
    assert state.result == "blue/tb" and legal_turns(state) == []


def test_MAD_TIEBREAK_last_expeller_wins():
    """Blue expels, then two quiet turns with TieBreak 2: Blue wins by tie-break."""
    state = build({**CORVETTES, "c3": "b221", "c2": "r211", "a3": "r121"}, side=BLUE, tiebreak=2, last=RED)
    state = play(state, move(state, "221", "c3", "c2"))
    assert (state.last, state.quiet) == (BLUE, 0)
    state = play(state, move(state, "121", "a3", "a4"))
    assert state.outcome is None
    state = play(state, move(state, "221", "c2", "c3"))
    assert state.outcome == Outcome(BLUE, Termination.TURNS) and state.result == "blue/tb"


def test_MAD_TIEBREAK_red_wins_when_red_expelled_last():
    state = build({**CORVETTES, "c2": "r121"}, quiet=39, last=RED)
    after = play(state, move(state, "121", "c2", "c3"))
    assert after.result == "red/tb"


def test_MAD_TIEBREAK_not_before_the_count():
    state = build({**CORVETTES, "c2": "r121"}, quiet=38)
    after = play(state, move(state, "121", "c2", "c3"))
    assert after.outcome is None and after.quiet == 39


def test_MAD_TIEBREAK_zero_switches_the_count_off():
    state = start(Rules(board=BOARDS["5x5"], tiebreak=0))
    for _ in range(50):
        state = play(state, legal_turns(state)[-1])
    assert state.outcome is None and state.quiet == 50


def test_MAD_TIEBREAK_a_positioning_pass_counts_as_quiet():
    state = start(Rules(board=BOARDS["5x5"], positioning=True, tiebreak=2))
    state = play(state, Pass())
    assert state.quiet == 1 and state.outcome is None
    state = play(state, Pass())
    assert state.outcome == Outcome(BLUE, Termination.TURNS)


@pytest.mark.parametrize(
    "shift", [Permutation(("112", "221")), Rotation(("112", "121", "211")), Rotation(("122", "221", "212"))]
)
def test_MAD_TIEBREAK_shifts_never_reset_the_count(shift):
    state = start(Rules(board=BOARDS["5x5"]))
    state = build(layout(state), quiet=5, last=BLUE)
    after = play(state, shift)
    assert (after.quiet, after.last) == (6, BLUE)
    assert after.exiles(BLUE) == state.exiles(BLUE)


def test_MAD_TIEBREAK_corvette_end_beats_the_count():
    """Red swaps its corvette away on the 40th quiet turn: Blue's full victory, not red/tb."""
    state = build({"b1": "r111", "c2": "r211", "e5": "b111"}, quiet=39, last=RED)
    after = play(state, Permutation(("111", "222")))
    assert after.outcome == Outcome(BLUE, Termination.CORVETTE)
    assert after.result == "blue"


def test_MAD_TIEBREAK_agreement_is_adjudicated():
    state = build({**CORVETTES, "c2": "r121"}, quiet=3, last=RED)
    (event,) = (stop(state),)
    assert isinstance(event, Stopped)
    after = apply(state, event)
    assert after.outcome == Outcome(RED, Termination.AGREEMENT) and after.result == "red/tb"


def test_MAD_TIEBREAK_no_turn_after_the_stop():
    """A turn recorded after a tie-break stop (count or agreement) is MGN-AFTER-END."""
    state = build({**CORVETTES, "c2": "r121", "c4": "b121"}, quiet=39)
    counted = play(state, move(state, "121", "c2", "c3"))
    assert refusal(counted, move(counted, "121", "c4", "c5")).rule == "MGN-AFTER-END"
    agreed = apply(state, stop(state))
    assert refusal(agreed, move(agreed, "121", "c2", "c3")).rule == "MGN-AFTER-END"


def test_MAD_TIEBREAK_default_count_is_40():
    assert Rules().tiebreak == 40


# --- The boards ---------------------------------------------------------------


def test_MAD_BOARD_6x4_start_position():
    state = start()
    assert state.board is BOARDS["6x4"] and (state.board.ranks, state.board.files) == (6, 4)
    assert layout(state) == {
        "a6": "b221",
        "b6": "b111",
        "c6": "b222",
        "d6": "b212",
        "a5": "b121",
        "b5": "b122",
        "c5": "b211",
        "d5": "b112",
        "a2": "r121",
        "b2": "r122",
        "c2": "r211",
        "d2": "r112",
        "a1": "r221",
        "b1": "r111",
        "c1": "r222",
        "d1": "r212",
    }


def test_MAD_BOARD_5x5_start_position():
    state = start(Rules(board=BOARDS["5x5"]))
    assert layout(state) == {
        "a5": "b221",
        "b5": "b111",
        "c5": "b211",
        "d5": "b222",
        "e5": "b212",
        "a4": "b121",
        "c4": "b122",
        "e4": "b112",
        "a2": "r121",
        "c2": "r122",
        "e2": "r112",
        "a1": "r221",
        "b1": "r111",
        "c1": "r211",
        "d1": "r222",
        "e1": "r212",
    }


def test_MAD_BOARD_6x4_start_legal_turns():
    state = start()
    turns = legal_turns(state)
    moves = {(t.ship, state.board.name_of(t.target)) for t in turns if isinstance(t, Movement)}
    assert moves == {
        ("121", "a3"),
        ("122", "b3"),
        ("112", "d3"),
        ("211", "c3"),
        ("211", "c4"),
        ("211", "b3"),
        ("211", "d3"),
    }
    assert len(turns) == 15


def test_MAD_BOARD_5x5_start_legal_turns():
    state = start(Rules(board=BOARDS["5x5"]))
    turns = legal_turns(state)
    moves = {(t.ship, state.board.name_of(t.target)) for t in turns if isinstance(t, Movement)}
    assert moves == {
        ("111", "b2"),
        ("222", "d2"),
        ("222", "d3"),
        ("121", "a3"),
        ("121", "b2"),
        ("122", "c3"),
        ("122", "b2"),
        ("122", "d2"),
        ("112", "e3"),
        ("112", "d2"),
    }
    assert len(turns) == 18


def test_MAD_BOARD_blue_start_legal_turns_mirror_red():
    for name, count in (("6x4", 15), ("5x5", 18)):
        state = start(Rules(board=BOARDS[name]))
        blue = play(state, Permutation(("111", "222")))
        assert len(legal_turns(blue)) == count


# --- Verdict conventions --------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "rule"),
    [("211", "MAD-MOVE-PATH"), ("222", "MAD-MOVE-PATH"), ("121", "MAD-MOVE-STEP"), ("111", "MAD-MOVE-STEP")],
)
def test_VERDICT_movement_ending_where_it_started(code, rule):
    """A U-turn is MAD-MOVE-PATH for 2 sails; 0 squares is MAD-MOVE-STEP for 1 sail."""
    ships = {"a1": "r111", "e5": "b111", "c2": "r" + code} if code != "111" else {"c2": "r111", "e5": "b111"}
    state = build(ships)
    assert refusal(state, move(state, code, "c2", "c2")).rule == rule


def test_VERDICT_exiled_mover_is_MAD_MOVE_STEP():
    state = build({**CORVETTES, "c2": "r121"})
    violation = refusal(state, move(state, "211", "c2", "c3"))
    assert violation.rule == "MAD-MOVE-STEP" and violation.turn == state.turn
    with pytest.raises(AdmiraltyError) as caught:
        origin_of(state, "211")
    assert caught.value.violation.rule == "MAD-MOVE-STEP"
    assert origin_of(state, "121") == state.board.parse_square("c2")


def test_VERDICT_corvette_expelled_with_a_bonus_is_MAD_BONUS():
    state = build({"a1": "r111", "b4": "r222", "b5": "b111"})
    turn = move(state, "222", "b4", "b5", bonus=Permutation(("111", "222")))
    assert refusal(state, turn).rule == "MAD-BONUS"


def test_VERDICT_wrong_origin_is_MGN_FROM():
    state = build({**CORVETTES, "c2": "r121"})
    assert refusal(state, move(state, "121", "c3", "c4")).rule == "MGN-FROM"


def test_VERDICT_violation_carries_the_turn_number():
    state = build({**CORVETTES, "c2": "r121"}, turn=17)
    assert refusal(state, Pass()).turn == 17


# --- LOG-SEQUENCE -------------------------------------------------------------


def test_LOG_SEQUENCE_apply_refuses_a_skipped_event():
    state = start()
    (event,) = decide(state, legal_turns(state)[0])
    with pytest.raises(AdmiraltyError) as caught:
        apply(state, Moved(1, event.turn, event.side, event.ship, event.origin, event.target))
    assert caught.value.violation.rule == "LOG-SEQUENCE"


def test_LOG_SEQUENCE_apply_refuses_a_repeated_event():
    state = start()
    (event,) = decide(state, legal_turns(state)[0])
    after = apply(state, event)
    with pytest.raises(AdmiraltyError) as caught:
        apply(after, event)
    assert caught.value.violation.rule == "LOG-SEQUENCE"
    with pytest.raises(AdmiraltyError):
        replay(state, [event, event])


def test_LOG_SEQUENCE_events_count_the_log():
    state = start()
    first = play(state, legal_turns(state)[0])
    assert first.events == 1
    assert decide(first, legal_turns(first)[0])[0].seq == 1
    assert apply(first, Stopped(1)).events == 2


# --- Robustness of the typed API (no MAD.md rule is allowed to crash) -------------


def test_MGN_SQUARE_negative_target_refused():
    state = build({"a1": "r111", "e5": "b111"})
    with pytest.raises(AdmiraltyError):
        decide(state, Movement("111", 0, -5))


def test_MGN_SQUARE_target_past_the_board_refused():
    state = build({"a5": "r111", "e5": "b111"})
    with pytest.raises(AdmiraltyError):
        decide(state, Movement("111", state.board.parse_square("a5"), 25))


def test_MGN_SHIP_non_ship_code_refused():
    state = build({"a1": "r111", "e5": "b111"})
    with pytest.raises(AdmiraltyError):
        decide(state, Movement("333", 0, 1))


def test_SHIPS_one_instance_per_side_and_code():
    assert len(SHIPS) == 16 and SHIPS[(Side.RED, "211")].sails == 2
