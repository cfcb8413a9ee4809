"""The tournament domain's tests run without a database: neither they nor the domain import the store."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.layers import imports

ROOT = Path(__file__).parents[2]
TESTS = sorted(Path(__file__).parent.glob("*.py"))
DOMAIN = sorted((ROOT / "referee" / "tournament").glob("*.py"))


@pytest.mark.parametrize("path", TESTS + DOMAIN, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_imports_no_store(path: Path) -> None:
    """A test of the domain, or a module of it, imports neither the store nor SQLite."""
    assert imports(path) & {"store", "cli", "sqlite3", "sqlite_utils"} == set()


def test_the_walk_sees_both() -> None:
    assert len(TESTS) > 3 and any(path.name == "accounting.py" for path in DOMAIN)
