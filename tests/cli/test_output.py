"""JSON output written element by element is the JSON of the whole list."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from admiralty.cli.output import JsonArray, to_json, verdict_item
from admiralty.notation.reader import read_games
from admiralty.notation.verdict import Advice, Verdict, verdict_of, verdicts
from admiralty.referee.violation import Violation
from tests.notation.test_express import TokenByToken, damaged_records

values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=10,
)


@settings(deadline=None)  # the first JSON written makes the CLI's converter (cattrs is loaded then)
@given(st.lists(values, max_size=4))
def test_an_array_of_items_encoded_one_by_one_is_the_json_of_the_list(items) -> None:
    array = JsonArray()
    assert "".join([*(array.item(item) for item in items), array.end()]) == to_json(items)


violations = st.builds(
    Violation,
    rule=st.sampled_from(["MGN-SYNTAX", "MAD-MOVE-STEP"]),
    message=st.text(),
    turn=st.none() | st.integers(1, 500),
    line=st.none() | st.integers(1, 10**6),
    column=st.none() | st.integers(1, 500),
)
verdict_values = st.builds(
    Verdict,
    file=st.text(),
    index=st.integers(1, 10**6),
    valid=st.booleans(),
    result=st.sampled_from(["red", "blue/tb", "*"]) | st.text(),
    termination=st.text(),
    turns=st.integers(0, 10**6),
    final=st.text(),
    errors=st.lists(violations, max_size=2).map(tuple),
    advice=st.lists(st.builds(Advice, taken=st.none() | st.text()), max_size=1).map(tuple),
)


@settings(deadline=None)
@given(st.lists(verdict_values, max_size=3))
def test_verdicts_written_straight_from_their_fields_are_the_json_of_the_list(items) -> None:
    array = JsonArray(verdict_item)
    assert "".join([*(array.item(item) for item in items), array.end()]) == to_json(items)


@settings(max_examples=60, deadline=None)
@given(damaged_records())
def test_validate_json_of_damaged_records_is_the_json_of_the_token_by_token_judge(text) -> None:
    """The fast lane and the straight verdict writer against the full path and the converter, byte for byte."""
    lines = text.splitlines(keepends=True)
    fast = [verdict for _, verdict in verdicts("game.mgn", lines)]
    slow = [verdict_of("game.mgn", index, game) for index, game in enumerate(read_games(lines, TokenByToken), 1)]
    array = JsonArray(verdict_item)
    written = "".join([*(array.item(verdict) for verdict in fast), array.end()])
    assert written == to_json(slow or fast)  # a text without a game: one "holds no game" verdict, no judge run
