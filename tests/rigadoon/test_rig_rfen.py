"""RFEN, the Rigadoon position format: round trips and errors (RFEN-SYNTAX, RFEN-POSITION)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from admiralty.notation.rgn.data import DEFAULT_BOARD
from admiralty.notation.rgn.rfen import parse_rfen, write_rfen
from admiralty.referee.violation import AdmiraltyError

START = "B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4,d5,f5,e6 N NE,E,SE,S,SW,W,NW B 1 - *"


def _rule(text: str) -> str:
    with pytest.raises(AdmiraltyError) as caught:
        parse_rfen(text, DEFAULT_BOARD)
    return caught.value.violation.rule


@pytest.mark.parametrize(
    "text",
    [
        START.replace(" *", ""),
        START.replace("B1d1/3", "B1d1/4"),
        START.replace("B1d1/3", "B1z1/3"),
        START.replace("B1d1/3", "B1d1/3!*"),
        START.replace("B1d1/3", "B2d1/3"),
        START.replace(" N N", " X N"),
        START.replace(" B 1 ", " R 1 "),
        START.replace(" 1 - ", " 0 - "),
        START.replace(" - *", " x *"),
        START.replace(" - *", " - B:draw"),
    ],
)
def test_RFEN_SYNTAX(text):
    assert _rule(text) == "RFEN-SYNTAX"


@pytest.mark.parametrize(
    "text",
    [
        START.replace("B2f1/3", "B2d1/3"),
        START.replace("B1d1/3", "B1c2/3"),
        START.replace("B1d1/3", "B1b1/3"),
        START.replace("e4,d5", "e4,e4"),
        START.replace("NE,E,SE", "N,NE,E,SE"),
    ],
)
def test_RFEN_POSITION(text):
    assert _rule(text) == "RFEN-POSITION"


@settings(max_examples=50, deadline=None)
@given(
    masts=st.lists(st.integers(0, 3), min_size=8, max_size=8),
    flags=st.lists(st.sampled_from(["", "*", "!", "+", "*!+", "*+"]), min_size=8, max_size=8),
    deck=st.sets(st.sampled_from(["NE", "E", "SE", "S", "SW", "W", "NW"]), min_size=1),
    fleet=st.sampled_from("BG"),
    turn=st.integers(1, 500),
    flag=st.sampled_from("-wW"),
    result=st.sampled_from(["*", "B:islands", "G:loop"]),
)
def test_rfen_write_after_parse_is_a_fixed_point(masts, flags, deck, fleet, turn, flag, result):
    ships = ",".join(
        f"{name}{square}/{m}{f}"
        for (name, square), m, f in zip(
            [
                ("B1", "d1"),
                ("B2", "f1"),
                ("B3", "a6"),
                ("B4", "i6"),
                ("G1", "f9"),
                ("G2", "d9"),
                ("G3", "i4"),
                ("G4", "a4"),
            ],
            masts,
            flags,
        )
    )
    order = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    source = ",".join(d for d in order if d in deck)
    text = f"{ships} e4,d5,f5,e6 N {source} {fleet} {turn} {flag} {result}"
    state = parse_rfen(text, DEFAULT_BOARD)
    assert write_rfen(state) == text
    assert parse_rfen(write_rfen(state), DEFAULT_BOARD) == state
