"""A random turn token that is not among the legal turns is rejected with a rule id."""

from hypothesis import given, settings
from hypothesis import strategies as st

from admiralty.notation.mgn import parse_turn, write_turn
from admiralty.notation.mgn.generate import random_games
from admiralty.referee.mad import apply, decide, legal_turns
from admiralty.referee.violation import AdmiraltyError

CODES = st.text("12", min_size=3, max_size=3) | st.sampled_from(["311", "11", "2222", "121"])
SQUARES = st.builds(lambda f, r: f"{f}{r}", st.sampled_from("abcdef"), st.integers(0, 7))
SHIFT = st.one_of(
    st.builds(lambda a, b: f"{a}<>{b}", CODES, CODES),
    st.builds(lambda a, b, c: f"{a}>{b}>{c}", CODES, CODES, CODES),
)
TOKENS = st.one_of(
    st.builds(
        lambda ship, origin, marker, target, bonus, end: f"{ship}{origin}{marker}{target}{bonus}{end}",
        CODES,
        st.just("") | SQUARES,
        st.sampled_from("-x"),
        SQUARES,
        st.just("") | SHIFT.map(lambda s: "+" + s),
        st.sampled_from(["", "#"]),
    ),
    SHIFT,
    st.just("--"),
)


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 10_000), ply=st.integers(0, 60), token=TOKENS)
def test_token_not_among_the_legal_turns_is_rejected_with_a_rule_id(seed, ply, token):
    (game,) = random_games(seed, 1, max_turns=ply)
    state = game.final
    legal = {write_turn(state, turn) for turn in legal_turns(state)}
    try:
        written = parse_turn(state, token)
        (event,) = decide(state, written.turn)
        canonical = write_turn(state, written.turn)
    except AdmiraltyError as error:
        assert error.violation.rule.startswith(("MAD-", "MGN-"))
        return
    assert canonical in legal
    assert apply(state, event).events == state.events + 1
