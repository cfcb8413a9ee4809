"""The store imports downward only (STYLE.md 2.1): never cli or typer, no clock."""

from __future__ import annotations

import ast

import pytest

from tests.store.conftest import ROOT

MODULES = sorted((ROOT / "store").glob("*.py"))
FORBIDDEN = {"cli", "typer", "click", "time", "datetime"}


def imported(path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("path", MODULES, ids=lambda path: path.name)
def test_store_module_imports_no_upper_layer_or_clock(path) -> None:
    """A store module imports neither the CLI nor a clock."""
    assert imported(path) & FORBIDDEN == set()
