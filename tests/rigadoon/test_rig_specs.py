"""specs/rigadoon.md is executed, and the referee's Rigadoon layer stays pure."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from notation.rfen import parse_rfen, write_rfen
from referee.rigadoon.defaults import DEFAULT_BOARD, WIND_TABLE
from referee.rigadoon.state import Fleet, start
from referee.rigadoon.wind import Direction

ROOT = Path(__file__).resolve().parents[2]
SPEC = (ROOT / "specs" / "rigadoon.md").read_text()


def test_rfen_examples_in_the_spec_parse_and_write_back():
    blocks = re.findall(r"```rfen\n(.*?)```", SPEC, re.S)
    lines = [line for block in blocks for line in block.splitlines() if line.strip()]
    assert lines
    for line in lines:
        assert write_rfen(parse_rfen(line, DEFAULT_BOARD)) == line
    assert parse_rfen(lines[0], DEFAULT_BOARD) == start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N)


def test_every_rule_id_in_the_code_is_in_the_spec():
    code = "".join(p.read_text() for p in (ROOT / "referee" / "rigadoon").glob("*.py"))
    code += (ROOT / "notation" / "rfen.py").read_text()
    for rule in set(re.findall(r'"((?:RIG|RFEN)-[A-Z-]+)"', code)):
        assert f"**{rule}**" in SPEC or f"`{rule}`" in SPEC, rule


def test_the_rigadoon_referee_imports_no_io_clock_randomness_or_upper_layer():
    forbidden = {"random", "time", "datetime", "logging", "os", "notation", "cattrs", "json"}
    for path in (ROOT / "referee" / "rigadoon").glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                allowed = path.name == "defaults.py" and top == "json"  # the one data loader
                assert top not in forbidden or allowed, (path.name, name)
