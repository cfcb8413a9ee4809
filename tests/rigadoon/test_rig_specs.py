"""specs/rigadoon.md is executed: its RFEN examples parse and write back.

Rule ids and layering are checked for every game by tests/test_docs.py."""

from __future__ import annotations

import re
from pathlib import Path

from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE
from admiralty.notation.rgn.rfen import parse_rfen, write_rfen
from admiralty.referee.rigadoon.state import Fleet, start
from admiralty.referee.rigadoon.wind import Direction

ROOT = Path(__file__).resolve().parents[2]
SPEC = (ROOT / "specs" / "rigadoon.md").read_text()


def test_rfen_examples_in_the_spec_parse_and_write_back():
    blocks = re.findall(r"```rfen\n(.*?)```", SPEC, re.S)
    lines = [line for block in blocks for line in block.splitlines() if line.strip()]
    assert lines
    for line in lines:
        assert write_rfen(parse_rfen(line, DEFAULT_BOARD)) == line
    assert parse_rfen(lines[0], DEFAULT_BOARD) == start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N)
