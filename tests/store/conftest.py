"""Shared fixtures of the store tests: example records and timestamps."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from admiralty.notation.mgn import read_records, write_games

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("*.mgn"))
AT = "2026-11-22T06:00:00+00:00"
LATER = "2026-11-22T07:00:00+00:00"


def is_canonical(path: Path) -> bool:
    """The file is exactly what the canonical writer makes of it."""
    text = path.read_text(encoding="utf-8")
    return write_games(list(read_records(text.splitlines()))) == text


CANONICAL = [path for path in EXAMPLES if is_canonical(path)]
SHORT_GAME = b'[Red "A"]\n[Blue "B"]\n\n1. 211c2-c4 121a5-a4 2. 211c4-d4 *\n'


@pytest.fixture
def db_path(tmp_path: Path) -> str:
    return str(tmp_path / "admiralty.db")


FIXTURES = Path(__file__).parent / "fixtures"


def fixture_copy(tmp_path: Path, name: str) -> Path:
    """A copy of the database ``fixtures/NAME`` (made by an older store) to change freely."""
    path = tmp_path / name
    shutil.copyfile(FIXTURES / name, path)
    return path
