"""The store imports downward only (STYLE.md 2.1): never cli or typer, no clock."""

from __future__ import annotations

import pytest

from tests.layers import imports
from tests.store.conftest import ROOT

MODULES = sorted((ROOT / "store").glob("*.py"))
FORBIDDEN = {"cli", "typer", "click", "time", "datetime"}


@pytest.mark.parametrize("path", MODULES, ids=lambda path: path.name)
def test_store_module_imports_no_upper_layer_or_clock(path) -> None:
    """A store module imports neither the CLI nor a clock."""
    assert imports(path) & FORBIDDEN == set()
