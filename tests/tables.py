"""Reading the terminal's tables in tests (cli/tables.py): a row is one line at the tests' width (200 columns,
tests/conftest.py), its cells apart by two blanks or more."""

from __future__ import annotations

import re


def row_shown(output: str, *cells: str | None) -> bool:
    """Whether a line of ``output`` holds ``cells`` one after the other, each a whole cell (None: any one cell)."""
    parts = [r"\S+(?: \S+)*" if cell is None else re.escape(cell) for cell in cells]
    return re.search(r"^ *" + r" {2,}".join(parts) + r"(?: {2,}|$)", output, re.MULTILINE) is not None
