"""The designer's clarifications (seeds 000 and 001), one example test per question.

Every docstring quotes its question and names the edition(s) that ask it: 000 is
the first edition, 001 the later, fuller one (MAD.md: where they differ, 001
stands). Tests are named after the rule id they exercise. Positions are on the
5x5 board unless said otherwise; Red's last row there is rank 5.
"""

from __future__ import annotations

import pytest

from admiralty.referee.mad import (
    BOARDS,
    Moved,
    Movement,
    Outcome,
    Pass,
    Permutation,
    Rotation,
    Rules,
    Termination,
    apply,
    decide,
    legal_turns,
    start,
    stop,
)
from tests.mad.positions import BLUE, CORVETTES, RED, build, move, on, play, refusal, ship, targets

# --- Game turn --------------------------------------------------------------


def test_MAD_TURN_one_move_per_turn():
    """ "Can I make more than one move per turn?" (000, 001)

    No: one movement, permutation or rotation; the only two-move turn is the
    bonus move, so a movement followed by a shift off the last row is refused.
    """
    state = build({**CORVETTES, "c2": "r211", "b2": "r112", "d2": "r221"})
    events = decide(state, move(state, "211", "c2", "c4"))
    assert len(events) == 1
    after = apply(state, events[0])
    assert after.side is BLUE and after.turn == state.turn + 1
    assert on(after, "c4") == "r211" and on(after, "b2") == "r112" and on(after, "d2") == "r221"
    both = move(state, "211", "c2", "c4", bonus=Permutation(("211", "122")))
    assert refusal(state, both).rule == "MAD-BONUS"


def test_MAD_EXPEL_expulsion_happens_with_a_movement():
    """ "Can I make an expulsion at the same time as a move?" (000)

    Yes: moving onto the enemy ship's square is the only way to expel it.
    """
    state = build({**CORVETTES, "c3": "r122", "c4": "b212"})
    after = play(state, move(state, "122", "c3", "c4"))
    assert on(after, "c4") == "r122" and on(after, "c3") is None
    assert ship("b212") in after.exiles(BLUE)
    assert after.quiet == 0 and after.last is RED


def test_MAD_EXPEL_expulsion_is_part_of_the_movement():
    """ "Is the expulsion considered a move?" (001)

    No: the movement that ends on the enemy ship expels it in the same move,
    so the turn is one event and the turn then passes to the other side.
    """
    state = build({**CORVETTES, "c2": "r211", "c3": "b121"})
    events = decide(state, move(state, "211", "c2", "c3"))
    assert len(events) == 1
    (event,) = events
    assert isinstance(event, Moved) and event.expelled == "121"
    after = apply(state, event)
    assert after.side is BLUE and after.turn == state.turn + 1


def test_MAD_END_no_turn_after_a_corvette_is_exiled():
    """ "Can I continue playing after a corvette has been exiled?" (000, 001)

    No: the game ends at once and the side whose corvette is on the board wins.
    """
    state = build({"a1": "r111", "c4": "r211", "c5": "b111", "a5": "b121"})
    after = play(state, move(state, "211", "c4", "c5"))
    assert after.outcome == Outcome(RED, Termination.CORVETTE)
    assert after.result == "red"
    assert legal_turns(after) == []
    assert refusal(after, move(after, "121", "a5", "a4")).rule == "MGN-AFTER-END"


def test_MAD_TURN_no_pass_outside_the_positioning_turn():
    """ "Can I pass?" (001)

    No, except in the positioning turn if this rule is applied.
    """
    off = start(Rules(board=BOARDS["5x5"]))
    assert refusal(off, Pass()).rule == "MAD-TURN"
    on_ = start(Rules(board=BOARDS["5x5"], positioning=True))
    assert Pass() in legal_turns(on_)
    after = play(on_, Pass(), Pass())
    assert after.turn == 3
    assert Pass() not in legal_turns(after)
    assert refusal(after, Pass()).rule == "MAD-TURN"


# --- Movement ---------------------------------------------------------------


def test_MAD_MOVE_STEP_no_diagonal_movement():
    """ "Can a ship move diagonally?" (000, 001)

    No: from one square to another horizontally or vertically.
    """
    state = build({**CORVETTES, "c3": "r121"})
    assert targets(state, "121") == {"c2", "c4", "b3", "d3"}
    assert refusal(state, move(state, "121", "c3", "d4")).rule == "MAD-MOVE-STEP"
    assert refusal(state, move(state, "121", "c3", "b2")).rule == "MAD-MOVE-STEP"


def test_MAD_MOVE_STEP_two_sails_move_one_or_two_squares():
    """ "Can a ship with 2 sails move one square?" (000, 001)

    Yes: a ship with 2 sails can move 1 square or 2 squares.
    """
    state = build({**CORVETTES, "c3": "r211"})
    one = {"c2", "c4", "b3", "d3"}
    two = {"c1", "c5", "a3", "e3", "b2", "b4", "d2", "d4"}
    assert targets(state, "211") == one | two
    after = play(state, move(state, "211", "c3", "c4"))
    assert on(after, "c4") == "r211"


def test_MAD_MOVE_PATH_expulsion_ends_the_movement():
    """ "If a ship with 2 sails expels an opposing ship by moving one square, can
    it still move one square?" (000, 001)

    No: the expulsion ends the movement, so the first step of a 2-square path
    may not land on an enemy ship.
    """
    state = build({**CORVETTES, "c2": "r211", "c3": "b121", "b2": "r112", "d2": "r221"})
    reached = targets(state, "211")
    assert "c3" in reached and reached & {"c4", "b3", "d3"} == set()
    assert refusal(state, move(state, "211", "c2", "c4")).rule == "MAD-MOVE-PATH"
    assert refusal(state, move(state, "211", "c2", "d3")).rule == "MAD-MOVE-PATH"
    assert refusal(state, move(state, "211", "c2", "b3")).rule == "MAD-MOVE-PATH"


def test_MAD_MOVE_PATH_no_passing_over_a_ship():
    """ "Can a ship move 2 squares by passing over another ship?" (000, 001)

    No: a ship that moves 2 squares must pass through a free square.
    """
    state = build({**CORVETTES, "c2": "r211", "c3": "r112"})
    assert refusal(state, move(state, "211", "c2", "c4")).rule == "MAD-MOVE-PATH"
    assert "c4" not in targets(state, "211")


def test_MAD_MOVE_PATH_no_round_trip():
    """ "Can a ship with 2 sails go back and forth to its starting square?" (000)
    / "Can a ship with 2 sails make a round trip to return to its starting
    square?" (001)

    No: the starting square and the finishing square must be different.
    """
    state = build({**CORVETTES, "c2": "r211"})
    assert refusal(state, move(state, "211", "c2", "c2")).rule == "MAD-MOVE-PATH"
    assert "c2" not in targets(state, "211")


def test_MAD_MOVE_STEP_no_zero_square_movement():
    """ "Can I move zero squares?" (000)

    No: moving zero squares is passing, forbidden except in the first turn.
    """
    state = build({**CORVETTES, "c2": "r121"})
    assert refusal(state, move(state, "121", "c2", "c2")).rule == "MAD-MOVE-STEP"
    assert refusal(state, Pass()).rule == "MAD-TURN"


def test_MAD_MOVE_ALLY_never_onto_an_allied_ship():
    """ "Can a ship move to a square occupied by an allied ship?" (001)

    No. Never.
    """
    allies = {"c3": "r112", "d3": "r121", "b1": "r211", "c1": "r122"}
    state = build({**CORVETTES, "c2": "r222", **allies})
    for target in allies:
        assert refusal(state, move(state, "222", "c2", target)).rule == "MAD-MOVE-ALLY"
    assert targets(state, "222") & set(allies) == set()


# --- Expulsion --------------------------------------------------------------


def test_MAD_EXPEL_the_attacker_stays():
    """ "If the red ship 211 arrives on a square occupied by the blue ship 121, is
    the red ship expelled at the same time as the blue?" (000, 001)

    No: the attacking ship expels the defending ship and takes its square.
    """
    state = build({**CORVETTES, "c2": "r211", "c4": "b121"})
    after = play(state, move(state, "211", "c2", "c4"))
    assert on(after, "c4") == "r211"
    assert ship("r211") not in after.exiles(RED)
    assert set(after.exiles(BLUE)) - set(state.exiles(BLUE)) == {ship("b121")}


def test_MAD_EXPEL_one_cannon_cannot_expel_two_shields():
    """ "And what happens if the red ship 211 arrives on a square occupied by the
    blue ship 112?" (001)

    This cannot happen: a 1-cannon ship cannot go to a square occupied by a
    ship with 2 shields.
    """
    state = build({**CORVETTES, "c2": "r211", "c4": "b112"})
    assert refusal(state, move(state, "211", "c2", "c4")).rule == "MAD-EXPEL"
    assert "c4" not in targets(state, "211")


# --- Permutation ------------------------------------------------------------


def test_MAD_PERMUTE_the_four_permutations():
    """ "What are the possible permutations?" (000, 001)

    Four: the complementary pairs 111<>222, 112<>221, 121<>212, 211<>122.
    """
    state = start(Rules(board=BOARDS["5x5"]))
    found = {turn for turn in legal_turns(state) if isinstance(turn, Permutation)}
    assert found == {
        Permutation(("111", "222")),
        Permutation(("112", "221")),
        Permutation(("121", "212")),
        Permutation(("211", "122")),
    }
    for a, b in (("111", "112"), ("112", "121"), ("121", "221"), ("211", "222")):
        assert refusal(state, Permutation((a, b))).rule == "MAD-PERMUTE"
    after = play(state, Permutation(("112", "221")))
    assert on(after, "a1") == "r112" and on(after, "e2") == "r221"


def test_MAD_PERMUTE_exiled_cruiser_swapped_with_the_corvette_loses():
    """ "If the cruiser 222 is exiled, can it be swapped with corvette 111?" (000, 001)

    Yes, but this immediately causes the game to be lost.
    """
    state = build({"b1": "r111", "c2": "r211", "e5": "b111"})
    swap = Permutation(("222", "111"))
    assert swap in legal_turns(state)
    after = play(state, swap)
    assert on(after, "b1") == "r222"
    assert ship("r111") in after.exiles(RED)
    assert after.outcome == Outcome(BLUE, Termination.CORVETTE)
    assert after.result == "blue"


# --- Rotation ---------------------------------------------------------------


def test_MAD_ROTATE_the_four_rotations():
    """ "What are the possible rotations?" (000, 001)

    Four: the two cyclic orders of the frigates 112, 121, 211 and the two of
    the destroyers 122, 212, 221.
    """
    state = start(Rules(board=BOARDS["5x5"]))
    found = {turn for turn in legal_turns(state) if isinstance(turn, Rotation)}
    assert found == {
        Rotation(("112", "121", "211")),
        Rotation(("112", "211", "121")),
        Rotation(("122", "212", "221")),
        Rotation(("122", "221", "212")),
    }
    assert refusal(state, Rotation(("112", "121", "122"))).rule == "MAD-ROTATE"
    # 5x5 start: 121 a2, 211 c1, 112 e2; 112 to 121's place, 121 to 211's, 211 to 112's.
    after = play(state, Rotation(("112", "121", "211")))
    assert (on(after, "a2"), on(after, "c1"), on(after, "e2")) == ("r112", "r121", "r211")
    after = play(state, Rotation(("112", "211", "121")))
    assert (on(after, "c1"), on(after, "a2"), on(after, "e2")) == ("r112", "r211", "r121")


def test_MAD_ROTATE_all_three_ships_move():
    """ "Can you rotate by moving only two of the three ships?" (000, 001)

    No: all three ships (frigates or destroyers) must move.
    """
    state = start(Rules(board=BOARDS["5x5"]))
    after = play(state, Rotation(("122", "212", "221")))
    for code in ("122", "212", "221"):
        assert after.where(ship("r" + code)) != state.where(ship("r" + code))
    # Moving only two ships of a pool would be a swap of a non-complementary pair.
    assert refusal(state, Permutation(("122", "212"))).rule == "MAD-PERMUTE"
    assert refusal(state, Permutation(("112", "121"))).rule == "MAD-PERMUTE"


def test_MAD_ROTATE_needs_two_of_the_three_on_the_board():
    """ "Can you rotate the frigates when two frigates are exiled?" (000, 001)

    No: at least two of the three ships must be on the board.
    """
    two_out = build({**CORVETTES, "c2": "r112"})
    for order in (("112", "121", "211"), ("112", "211", "121")):
        assert refusal(two_out, Rotation(order)).rule == "MAD-ROTATE"
        assert Rotation(order) not in legal_turns(two_out)
    one_out = build({**CORVETTES, "c2": "r112", "d2": "r121"})
    assert Rotation(("112", "121", "211")) in legal_turns(one_out)


# --- Bonus move -------------------------------------------------------------


def test_MAD_BONUS_is_optional():
    """ "If a ship arrives on the last row by moving one square, does it have to
    be swapped or rotated?" (000, 001)

    No: the bonus move is optional.
    """
    state = build({"a1": "r111", "c4": "r121", "e1": "r212", "a5": "b111"})
    plain = move(state, "121", "c4", "c5")
    with_bonus = move(state, "121", "c4", "c5", bonus=Permutation(("121", "212")))
    turns = legal_turns(state)
    assert plain in turns and with_bonus in turns
    after = play(state, plain)
    assert on(after, "c5") == "r121" and on(after, "e1") == "r212"
    assert after.side is BLUE


def test_MAD_BONUS_allowed_after_an_expulsion():
    """ "If the ship arriving on the last row expels an opponent ship, is the bonus
    move allowed?" (000, 001)

    Yes: the expulsion ends the movement but does not prevent the bonus move.
    """
    state = build({"a1": "r111", "c4": "r121", "e1": "r212", "a5": "b111", "c5": "b211"})
    turn = move(state, "121", "c4", "c5", bonus=Permutation(("121", "212")))
    assert turn in legal_turns(state)
    after = play(state, turn)
    assert on(after, "c5") == "r212" and on(after, "e1") == "r121"
    assert ship("b211") in after.exiles(BLUE)
    assert after.quiet == 0 and after.last is RED


def test_MAD_BONUS_must_involve_the_arriving_ship():
    """ "If I play the bonus move, can I make any permutation or rotation?" (000, 001)

    No: the bonus move must involve the ship that just arrived on the last row.
    """
    state = build(
        {"a1": "r111", "c4": "r121", "b1": "r112", "d1": "r221", "e1": "r212", "a2": "r122", "e2": "r211", "a5": "b111"}
    )
    for shift in (Permutation(("112", "221")), Permutation(("111", "222")), Rotation(("122", "212", "221"))):
        assert refusal(state, move(state, "121", "c4", "c5", bonus=shift)).rule == "MAD-BONUS"
    bonuses = {turn.bonus for turn in legal_turns(state) if isinstance(turn, Movement) and turn.bonus is not None}
    assert bonuses == {
        Permutation(("121", "212")),
        Rotation(("112", "121", "211")),
        Rotation(("112", "211", "121")),
    }
    after = play(state, move(state, "121", "c4", "c5", bonus=Rotation(("121", "211", "112"))))
    # 121 to 211's place (e2), 211 to 112's (b1), 112 to 121's (c5).
    assert (on(after, "e2"), on(after, "b1"), on(after, "c5")) == ("r121", "r211", "r112")


def test_MAD_BONUS_two_sails_moving_one_square():
    """ "Is the bonus move allowed if the moving ship has 2 sails?" (000, 001)

    Yes, with any ship, as long as it arrives on the last row by moving only
    one square.
    """
    state = build({"a1": "r111", "c3": "r211", "d4": "r222", "e1": "r122", "a5": "b111"})
    ok = move(state, "222", "d4", "d5", bonus=Permutation(("222", "111")))
    assert ok in legal_turns(state)
    one = build({"a1": "r111", "c4": "r211", "e1": "r122", "a5": "b111"})
    after = play(one, move(one, "211", "c4", "c5", bonus=Permutation(("211", "122"))))
    assert on(after, "c5") == "r122" and on(after, "e1") == "r211"
    two = move(state, "211", "c3", "c5", bonus=Permutation(("211", "122")))
    assert refusal(state, two).rule == "MAD-BONUS"


def test_MAD_BONUS_sideways_along_the_last_row():
    """ "If a ship moves sideways one square to the last row, is the bonus move
    allowed?" (000, 001)

    Yes: it does not matter whether the ship comes from the last or the second
    to last row.
    """
    state = build({"a1": "r111", "b5": "r121", "e1": "r212", "e4": "b111"})
    turn = move(state, "121", "b5", "c5", bonus=Permutation(("121", "212")))
    assert turn in legal_turns(state)
    after = play(state, turn)
    assert on(after, "c5") == "r212" and on(after, "e1") == "r121"


# --- Positioning turn -------------------------------------------------------


def test_MAD_POSITIONING_also_for_blue():
    """ "Is the positioning turn only for reds?" (000) / "Is the positioning turn
    only for red?" (001)

    No: it is the same for the first turn of Blue.
    """
    state = play(start(Rules(board=BOARDS["5x5"], positioning=True)), Pass())
    assert state.side is BLUE and state.turn == 2
    assert refusal(state, move(state, "121", "a4", "a3")).rule == "MAD-POSITIONING"
    turns = legal_turns(state)
    assert Pass() in turns and not any(isinstance(turn, Movement) for turn in turns)
    assert len(turns) == 9
    after = play(state, Permutation(("121", "212")))
    assert on(after, "a4") == "b212" and on(after, "e5") == "b121"


# --- Tie-break --------------------------------------------------------------


@pytest.mark.parametrize(("last", "result"), [(None, "blue/tb"), (RED, "red/tb"), (BLUE, "blue/tb")])
def test_MAD_TIEBREAK_no_draws(last, result):
    """ "Are there any draws in MAD ?" (001)

    No: the tie-break rule always results in a winner.
    """
    state = build({**CORVETTES, "c2": "r121"}, quiet=39, last=last)
    after = play(state, move(state, "121", "c2", "c3"))
    assert after.outcome is not None and after.outcome.termination is Termination.TURNS
    assert after.result == result


def test_MAD_TIEBREAK_a_corvette_that_flees_every_turn():
    """ "What situations lead to a tie-break ?" (001)

    Few ships and both sides on the defensive, or one player threatening the
    opposing 111 every turn while it flees every turn: the count runs out.
    """
    state = build({"a1": "r111", "a3": "r211", "c5": "b111"}, quiet=38, last=RED)
    threat = play(state, move(state, "211", "a3", "b4"))
    assert threat.outcome is None and threat.quiet == 39
    # Red's 211 on b4 now reaches c5 (an L through b5 or c4).
    flee = move(threat, "111", "c5", "d5")
    after = play(threat, flee)
    assert after.outcome == Outcome(RED, Termination.TURNS)
    assert after.result == "red/tb"
    assert legal_turns(after) == []


def test_MAD_TIEBREAK_corvette_expelled_before_the_count():
    """ "Does this happen often?" (001)

    No: even with a material balance, positions mostly let a player expel the
    opposing corvette, a full victory; the count alone stops nothing early.
    """
    state = build({"a1": "r111", "c3": "r222", "c5": "b111", "e5": "b222"}, quiet=38, last=None)
    quiet_turn = play(state, move(state, "222", "c3", "b3"))
    assert quiet_turn.outcome is None
    back = play(quiet_turn, move(quiet_turn, "222", "e5", "e4"))
    assert back.outcome is not None and back.outcome.termination is Termination.TURNS
    win = play(state, move(state, "222", "c3", "c5"))
    assert win.outcome == Outcome(RED, Termination.CORVETTE) and win.result == "red"


def test_MAD_TIEBREAK_is_a_semi_victory():
    """ "Does winning by tie-break have the same value as winning by exiling the
    opposing corvette?" (001)

    No: victory by tie-break is only a semi-victory.
    """
    full = Outcome(RED, Termination.CORVETTE)
    semi = Outcome(RED, Termination.TURNS)
    agreed = Outcome(RED, Termination.AGREEMENT)
    assert (full.result, semi.result, agreed.result) == ("red", "red/tb", "red/tb")
    state = build({**CORVETTES, "c2": "r121"}, quiet=39, last=RED)
    after = play(state, move(state, "121", "c2", "c3"))
    assert after.outcome == semi


def test_MAD_TIEBREAK_friendly_games_stop_by_agreement():
    """ "Should the moves be recorded to know when to stop the game?" (001)

    No: in a friendly game the players stop when they agree no corvette can be
    exiled; the 40-turn count is only for official games (TieBreak 0 is off).
    """
    state = build({**CORVETTES, "c2": "r121"}, quiet=100, last=BLUE, tiebreak=0)
    assert state.outcome is None
    after = play(state, move(state, "121", "c2", "c3"))
    assert after.outcome is None and after.quiet == 101
    stopped = apply(after, stop(after))
    assert stopped.outcome == Outcome(BLUE, Termination.AGREEMENT)
    assert stopped.result == "blue/tb"
    assert legal_turns(stopped) == []
