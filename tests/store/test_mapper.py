"""Events round-trip through the store's mapper, and their rows are canonical."""

from __future__ import annotations

import hashlib
import json
from itertools import accumulate, pairwise

from hypothesis import given
from hypothesis import strategies as st

from admiralty.notation.codec import Branch, WrittenMove
from admiralty.referee.violation import Violation
from admiralty.store.chain import chained, hashed, link, links
from admiralty.store.events import Annotated, GameStarted, GameStopped, TurnPlayed, VerdictRecorded
from admiralty.store.mapper import (
    RUN,
    canonical_json,
    compact,
    converter,
    encoded,
    from_row,
    from_stored,
    plain_run,
    plain_turn,
    run_tokens,
    singles,
    to_row,
    to_stored,
)
from admiralty.store.payloads import started_forms, verdict_payload
from admiralty.store.rows import row_values

text = st.text(max_size=12)
maybe_text = st.none() | text
small = st.integers(min_value=0, max_value=10_000)
glyph = st.none() | st.sampled_from(["!", "?", "!!", "??", "!?", "?!"])
nags = st.lists(small, max_size=3).map(tuple)
comments = st.lists(text, max_size=2).map(tuple)

moves = st.deferred(
    lambda: st.builds(WrittenMove, text, glyph, nags, comments, st.lists(branches, max_size=2).map(tuple))
)
branches = st.deferred(lambda: st.builds(Branch, comments, st.lists(moves, max_size=2).map(tuple)))
violations = st.builds(Violation, text, text, st.none() | small, st.none() | small, st.none() | small)

starts = st.builds(
    GameStarted,
    st.lists(st.tuples(st.text(max_size=8), st.text(max_size=8)), max_size=4).map(tuple),
    text,
    text,
    st.booleans(),
    small,
    text,
    small,
    st.sampled_from([1, 2]) | small,
    st.sampled_from([()]) | comments,
    maybe_text,
    maybe_text,
    st.sampled_from(["mad", "rigadoon"]) | text,
)
"""Game starts, their defaults (line 1, no comment, a MAD game) often among them."""

events = st.one_of(
    starts,
    st.builds(TurnPlayed, small, text, glyph, nags, comments, st.lists(branches, max_size=2).map(tuple)),
    st.builds(GameStopped, text),
    st.builds(VerdictRecorded, st.booleans(), st.lists(violations, max_size=2).map(tuple), text, text, small),
    st.builds(Annotated, small, maybe_text, glyph, st.none() | small, maybe_text),
)


@given(events)
def test_event_round_trips_through_its_row(event) -> None:
    """from_row(to_row(e)) == e for every event type."""
    assert from_row(*to_row(event)) == event


@given(events)
def test_row_payload_is_ascii(event) -> None:
    """Payloads are ASCII, so hashing and storing never depend on an encoding."""
    assert to_row(event)[1].isascii()


@given(
    st.text(max_size=70),
    st.integers(0, 2**40),
    st.integers(0, 2**20),
    st.text(max_size=20),
    st.text(),
    st.text(max_size=40),
)
def test_a_link_hashes_the_canonical_json_of_its_array(prev, game_id, seq, kind, payload, at):
    hashed = canonical_json([prev, game_id, seq, kind, payload, at]).encode("ascii")
    assert link(prev, game_id, seq, kind, payload, at) == hashlib.sha256(hashed).hexdigest()


@given(st.builds(TurnPlayed, small, text, glyph, nags, comments, st.lists(branches, max_size=2).map(tuple)))
def test_a_turn_payload_written_directly_is_the_canonical_json_of_the_turn(turn) -> None:
    """The hand-written TurnPlayed payload has the bytes the general path gives."""
    assert to_row(turn) == ("TurnPlayed", canonical_json(converter.unstructure(turn)))


@given(
    st.integers(1, 2**40),
    st.integers(0, 100),
    st.text(max_size=70),
    st.lists(st.tuples(st.text(max_size=20), st.text()), max_size=4),
    st.text(max_size=40),
)
def test_chained_rows_follow_on_and_each_hashes_the_canonical_json_of_its_array(game_id, seq, prev, events, at):
    rows = list(chained(game_id, seq, prev, at, events))
    assert [row[:5] for row in rows] == [
        (game_id, seq + n, kind, payload, at) for n, (kind, payload) in enumerate(events)
    ]
    assert [row[5] for row in rows] == [prev, *(row[6] for row in rows)][: len(rows)]
    for row in rows:
        assert row[6] == hashlib.sha256(canonical_json([row[5], *row[:5]]).encode("ascii")).hexdigest()


plain_turns = st.builds(TurnPlayed, small, text)


@given(small, st.text())
def test_a_plain_turn_row_written_directly_is_the_row_the_general_path_gives(turn, token) -> None:
    """plain_turn's row (type, stored form, hashed part) is encoded's, whatever the token holds to escape."""
    assert plain_turn(turn, token) == encoded([TurnPlayed(turn, token)], turn)[0]


@given(events, small)
def test_an_encoded_row_holds_the_stored_form_and_the_hashed_part_of_its_event(event, seq) -> None:
    kind, payload = to_row(event)
    assert encoded([event], seq) == [(kind, to_stored(event, seq)[1], (hashed(kind, payload),))]


@given(st.one_of(events, plain_turns), small)
def test_event_round_trips_through_its_stored_form(event, seq) -> None:
    """from_stored(to_stored(e, seq), seq) == e wherever the event stands, and the stored form is ASCII."""
    kind, stored = to_stored(event, seq)
    assert from_stored(kind, stored, seq) == event
    assert stored.isascii()


@given(plain_turns, small)
def test_a_plain_turn_read_at_once_is_what_the_general_reader_gives(turn, seq) -> None:
    """The quick reading of a bare token (from_stored's fast path) agrees with reading it as JSON."""
    kind, stored = to_stored(turn, seq)
    general = compact.structure({"token": json.loads(stored), "turn": seq}, TurnPlayed) if stored[0] == '"' else None
    assert general is None or from_stored(kind, stored, seq) == general


@given(st.one_of(events, plain_turns), small)
def test_the_stored_form_is_never_longer_than_the_payload(event, seq) -> None:
    """Leaving out defaults only shortens: the stored form is at most the hashed payload's length."""
    assert len(to_stored(event, seq)[1]) <= len(to_row(event)[1])


def plain_turns_from(seq: int, count: int) -> st.SearchStrategy[list[TurnPlayed]]:
    """``count`` plain turns numbered from ``seq``, their tokens any text."""
    return st.lists(text, min_size=count, max_size=count).map(
        lambda tokens: [TurnPlayed(place, token) for place, token in enumerate(tokens, seq)]
    )


@st.composite
def appends(draw: st.DrawFn) -> tuple[list[object], int]:
    """An append's events from a place on: plain turns at their place (in runs of any length) between others."""
    seq = draw(small)
    made: list[object] = []
    for _ in range(draw(st.integers(0, 5))):
        if draw(st.booleans()):
            made += draw(plain_turns_from(seq + len(made), draw(st.integers(1, 4))))
        else:
            made.append(draw(st.one_of(events, plain_turns)))
    return made, seq


@given(appends())
def test_an_append_is_encoded_with_each_maximal_run_of_plain_turns_in_one_row(append) -> None:
    """Split into one row per event, the rows are each event encoded alone; no two plain turns' rows
    follow each other, and a run holds two turns or more."""
    events, seq = append
    rows = encoded(events, seq)
    alone = [row for place, event in enumerate(events, seq) for row in encoded([event], place)]
    assert singles(rows, seq) == alone
    plain = [kind == RUN or (kind == "TurnPlayed" and stored[:1] == '"') for kind, stored, _ in rows]
    assert not any(a and b for a, b in pairwise(plain))
    assert all(len(parts) >= 2 for kind, _, parts in rows if kind == RUN)


@given(small, st.lists(st.text(), min_size=1, max_size=6))
def test_a_run_written_directly_is_the_row_the_general_path_gives(seq, tokens) -> None:
    """plain_run's row is encoded's for the same plain turns, whatever the tokens hold to escape, and its
    tokens read back (run_tokens) as their stored forms."""
    turns = [TurnPlayed(place, token) for place, token in enumerate(tokens, seq)]
    (row,) = encoded(turns, seq)
    assert plain_run(seq, tokens) == row
    if len(tokens) > 1:
        assert run_tokens(row[1]) == [to_stored(turn, turn.turn)[1] for turn in turns]


@given(st.text())
def test_only_a_canonical_array_of_two_tokens_or_more_is_a_run(stored) -> None:
    """run_tokens reads a run exactly when writing its tokens back gives the same text."""
    tokens = run_tokens(stored)
    try:
        value = json.loads(stored)
    except ValueError:
        value = None
    canonical = (
        isinstance(value, list)
        and len(value) >= 2
        and all(isinstance(each, str) for each in value)
        and canonical_json(value) == stored
    )
    assert (tokens is not None) == canonical


@given(appends(), st.integers(1, 2**40), st.text(max_size=64), st.text(max_size=30))
def test_the_turns_of_a_run_are_hashed_as_the_general_path_hashes_each(append, game_id, prev, at) -> None:
    """A run's links, written at once from its fills (run_links), are those of its turns' parts one by one:
    the hash a run's row holds is its last turn's, every other event's its own."""
    events, seq = append
    events = [event for event in events if not isinstance(event, GameStarted)]
    rows = encoded(events, seq + 1)
    values, digests = row_values(game_id, seq + 1, prev, at, rows)
    parts = [part for _, _, each in singles(rows, seq + 1) for part in each]
    assert digests == links(game_id, seq + 1, prev, at, parts)
    ends = list(accumulate(len(each) for _, _, each in rows))
    assert values[4::5] == [bytearray.fromhex(digests[end - 1]) for end in ends]


verdicts = st.builds(VerdictRecorded, st.booleans(), st.lists(violations, max_size=1).map(tuple), text, text, small)


@given(starts)
def test_a_game_start_written_directly_is_what_the_general_path_gives(event) -> None:
    """started_forms gives the payload and the stored form cattrs and the JSON encoder give, byte for byte."""
    assert started_forms(event) == (
        canonical_json(converter.unstructure(event)),
        canonical_json(compact.unstructure(event)),
    )


@given(verdicts)
def test_a_verdict_written_directly_is_what_the_general_path_gives(event) -> None:
    """verdict_payload gives a verdict without errors as the general path writes both its forms, and
    leaves one with errors to it."""
    written = verdict_payload(event)
    assert (written is None) == bool(event.errors)
    if written is not None:
        assert written == canonical_json(converter.unstructure(event)) == canonical_json(compact.unstructure(event))
