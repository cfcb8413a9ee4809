"""The tournament domain's tests run without a database: neither they nor the domain import the store."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.layers import imports

ROOT = Path(__file__).parents[2]
TESTS = sorted(Path(__file__).parent.glob("*.py"))
DOMAIN = sorted((ROOT / "referee" / "tournament").glob("*.py"))


@pytest.mark.parametrize("path", TESTS + DOMAIN, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_imports_no_store(path: Path) -> None:
    """A test of the domain, or a module of it, imports neither the store nor SQLite."""
    assert imports(path) & STORED == set()
    for helper in _test_helpers(path):  # what a test takes from the other tests' modules (tests.conftest ...)
        assert imports(helper) & STORED == set(), f"{path.name} imports {helper.name}, which imports the store"


STORED = {"store", "cli", "sqlite3", "sqlite_utils"}


def _test_helpers(path: Path) -> list[Path]:
    """The modules of ``tests`` that ``path`` imports from (``from tests.conftest import ...``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    named = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    found = (ROOT / Path(*module.split(".")) for module in named if module.startswith("tests."))
    return [
        folder.with_suffix(".py") if folder.with_suffix(".py").exists() else folder / "__init__.py" for folder in found
    ]


def test_the_walk_sees_both() -> None:
    assert len(TESTS) > 3 and any(path.name == "accounting.py" for path in DOMAIN)
