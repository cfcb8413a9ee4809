"""The store keeps the same events whether a game is read turn by turn or on the fast lane.

:class:`notation.builder.Transcriber` records plain main-line turns as their
canonical tokens only; the events a game is stored as must be exactly those
:class:`notation.builder.GameBuilder`'s full record gives.
"""

from __future__ import annotations

from hypothesis import given, settings

from admiralty.notation.mgn.builder import GameBuilder, Transcriber
from admiralty.notation.mgn.generate import random_games
from admiralty.notation.mgn.writer import write_games
from admiralty.notation.reader import read_games
from admiralty.referee.mad import Termination
from admiralty.store.recording import events_of
from tests.notation.test_express import EXAMPLES, damaged_records


def assert_same_events(text: str) -> None:
    lines = text.splitlines(keepends=True)
    full = list(read_games(lines, GameBuilder))
    fast = list(read_games(lines, Transcriber))
    assert len(full) == len(fast)
    for index, (record, transcript) in enumerate(zip(full, fast), start=1):
        assert events_of(transcript, "digest", index) == events_of(record, "digest", index)


def test_every_example_is_stored_the_same():
    for path in sorted(EXAMPLES.glob("*.mgn")):
        assert_same_events(path.read_text(encoding="utf-8"))


def test_words_not_in_canonical_form_are_stored_canonically():
    assert_same_events("1. 211-c4 212<>121 2. 211c4-c5 211>121>112 *\n")


def test_a_missing_end_mark_is_stored_as_the_canonical_token():
    text = write_games(random_games(3, 4)).replace("#", "")
    records = list(read_games(text.splitlines(), Transcriber))
    assert any(record.final.termination is Termination.CORVETTE for record in records)
    assert any(turn.token.endswith("#") for record in records for turn in record.main.turns)
    assert_same_events(text)


@settings(max_examples=100, deadline=None)
@given(damaged_records())
def test_damaged_records_are_stored_the_same(text):
    assert_same_events(text)
