"""RGN round trips: canonical write then read gives the same game; short forms read like canonical ones."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from admiralty.notation.rgn import parse_game, random_records, read_records, record_of
from admiralty.notation.rgn.writer import write_game
from admiralty.referee.rigadoon import EndTurn

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SEEDS = st.integers(min_value=0, max_value=10**6)
GAMES = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _events(record):
    return [played.events for played in record.actions]


def _generated(seed: int):
    (record,) = random_records(seed, 1, max_turns=8)
    return record


@GAMES
@given(SEEDS)
def test_canonical_write_then_read_gives_the_same_game(seed):
    """The events of every action and the final position survive writing and reading."""
    record = _generated(seed)
    (again,) = read_records(write_game(record).splitlines())
    assert not again.errors
    assert _events(again) == _events(record)
    assert again.final == record.final and again.turns == record.turns


@GAMES
@given(SEEDS)
def test_write_after_read_is_a_fixed_point(seed):
    written = write_game(_generated(seed))
    (again,) = read_records(written.splitlines())
    assert write_game(again) == written


@GAMES
@given(SEEDS)
def test_short_form_reads_to_the_same_game_as_canonical(seed):
    """The generator's choices leave the defaults out: that short form is the canonical game."""
    record = _generated(seed)
    (short,) = read_records(write_game(record, canonical=False).splitlines())
    (canonical,) = read_records(write_game(record).splitlines())
    assert not short.errors and _events(short) == _events(canonical)


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.rgn")), ids=lambda p: p.name)
def test_examples_rewrite_to_a_fixed_point(path):
    """Each valid bundled RGN record, written canonically, reads back to itself."""
    (record,) = read_records(path.read_text(encoding="utf-8").splitlines())
    if record.errors:
        pytest.skip("the planted violation")
    written = write_game(record)
    (again,) = read_records(written.splitlines())
    assert _events(again) == _events(record) and write_game(again) == written


THOUSAND = '[SetUp "B1c9/3,B2f5/0,B3g3/3,B4a8/3,G1e6/2,G2b6/2,G3e1/3,G4a2/3 h2,i6 S die B 1 - *"]\n\n'


@pytest.mark.parametrize(
    "short",
    [
        "1. B1c9-f6/sink@b9 B3i3-g1/bump1+sink@h1 B4a8-b9 W:E B2+ *",
        "1. B1c9-f6/B1>B2,sink,@b9 B3i3-g1/bump1+sink,@h1 B4a8-b9 W:E B2+ *",
        "1. B1c9-f6/B1>B2,B1>G1,sink@b9 B3i3-g1/bump1+sink@h1 B4a8-b9 W:E B2+ *",
    ],
)
def test_RIG_CHOICE_defaults_may_be_left_out(short):
    """Picks in the default order may be left out, in full or after the first ones."""
    canonical = "1. B1c9-f6/B1>B2,B1>G1,B2>B3,G1>G2,sink@b9 B3i3-g1/bump1+sink@h1 B4a8-b9 W:E B2+ *"
    assert _events(parse_game(THOUSAND + short)) == _events(parse_game(THOUSAND + canonical))


def test_plain_bump_written_or_not_is_the_same_game():
    """``bump`` is the default chest decision: writing it changes nothing."""
    setup = '[SetUp "B1e1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4,d5,f5,e6 N die B 1 - *"]\n'
    tail = " B2f1-f3 W:E B3a6-a7 B4i6-i7 *"
    plain, explicit = parse_game(setup + "1. B1e1-e4" + tail), parse_game(setup + "1. B1e1-e4/bump" + tail)
    assert _events(plain) == _events(explicit)
    assert any(type(e).__name__ == "ChestBumped" for e in plain.actions[0].events)


def test_canonical_writes_every_pick():
    record = parse_game(THOUSAND + "1. B1c9-f6/sink@b9 B3i3-g1/bump1+sink@h1 B4a8-b9 W:E B2+ *")
    assert "B1c9-f6/B1>B2,B1>G1,B2>B3,G1>G2,sink@b9" in write_game(record)


def test_green_first_is_numbered_1_dot():
    """With Green sailing first, ``1.`` introduces Green's turn and ``1...`` Blue's."""
    record = parse_game(
        '[First "green"]\n[Wind "S"]\n1. G1f9-f7 G2d9-d7 W:N G3i4-i3 G4a4-a3 1... W:E B1d1-d3 B2f1-f3 B3a6-a8 B4i6-i8 *'
    )
    assert record.turns == 2
    assert "\n1. G1f9-f7" in write_game(record) and "1... W:E" in write_game(record)


def test_record_of_counts_turns_with_actions():
    record = parse_game("1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 1... W:S G1f9-f7 G2d9-d7 G3i4-i5 G4a4-a5 *")
    again = record_of(record.start, [p.action for p in record.actions])
    assert again.turns == record.turns == 2
    assert isinstance(again.actions[5].action, EndTurn)


def test_a_meeting_with_no_push_before_a_written_decision_is_written_bump0():
    """RIG-CHEST: decisions belong to their meeting, so a blocked meeting before a later one is named (seed 33)."""
    (record,) = random_records(33, 1, max_turns=12)
    written = write_game(record)
    (again,) = read_records(written.splitlines())
    assert "bump0" in written and not again.errors
    assert _events(again) == _events(record) and write_game(again) == written
