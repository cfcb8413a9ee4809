"""JSON output written element by element is the JSON of the whole list."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from admiralty.cli.output import JsonArray, to_json

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
