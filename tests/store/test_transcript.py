"""The store keeps the same events whether a game is read turn by turn or on the fast lane.

:class:`notation.builder.Transcriber` records plain main-line turns as their
canonical tokens only; the events a game is stored as must be exactly those
:class:`notation.builder.GameBuilder`'s full record gives. An import writes
the rows of those events directly (:func:`store.submissions.written_games`):
they must be the rows the events give one by one.
"""

from __future__ import annotations

from hypothesis import given, settings

from admiralty.notation.kinds import detect
from admiralty.notation.mgn.builder import GameBuilder
from admiralty.notation.mgn.generate import random_games
from admiralty.notation.mgn.writer import write_games
from admiralty.notation.reader import read_games
from admiralty.notation.verdict import judge
from admiralty.referee.mad import Termination
from admiralty.store.identity import identity
from admiralty.store.mapper import encoded
from admiralty.store.recording import events_of
from admiralty.store.submissions import digest_of, lines_of, written_games
from admiralty.store.summaries import projected
from tests.notation.test_express import EXAMPLES, FastTranscriber, damaged_records, set_up_records


def assert_same_events(text: str) -> None:
    lines = text.splitlines(keepends=True)
    full = list(read_games(lines, GameBuilder))
    fast = list(read_games(lines, FastTranscriber))
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
    records = list(read_games(text.splitlines(), FastTranscriber))
    assert any(record.final.termination is Termination.CORVETTE for record in records)
    assert any(turn.token.endswith("#") for record in records for turn in record.main.turns)
    assert_same_events(text)


@settings(max_examples=100, deadline=None)
@given(damaged_records())
def test_damaged_records_are_stored_the_same(text):
    assert_same_events(text)


def assert_written_as_events(name: str, text: str) -> None:
    """An import's rows, summaries and identity keys, written directly, are those of the general path: each game of
    the file judged in full, its events (:func:`events_of`) encoded one by one and folded into a summary."""
    content = text.encode("utf-8")
    kind, lines = detect(name, lines_of(content))
    judged = list(judge(name, lines, kind))
    written = list(written_games(name, content, "Open", "2"))
    assert len(written) == len(judged)
    for game, (record, verdict) in zip(written, judged):
        events = events_of(record, digest_of(content), verdict.index, "Open", "2", kind)
        assert game.events == tuple(encoded(events, 0))
        assert game.summary == projected(0, events)
        assert game.verdict == verdict
        assert game.key == identity(events).key


def test_every_example_is_written_as_its_events():
    for path in sorted(EXAMPLES.glob("*.[mr]gn")):
        assert_written_as_events(path.name, path.read_text(encoding="utf-8"))


@settings(max_examples=100, deadline=None)
@given(damaged_records())
def test_damaged_records_are_written_as_their_events(text):
    assert_written_as_events("damaged.mgn", text)


@settings(max_examples=50, deadline=None)
@given(set_up_records())
def test_games_from_a_set_up_position_are_written_as_their_events(text):
    """Their turns are numbered from any number: a turn that does not stand at its own place is written in full."""
    assert_written_as_events("set-up.mgn", text)
