"""The default board and wind card set, read from the package's data files.

The only module of the referee that reads anything: it loads its own package
data (``data/board.json``, ``data/wind.json``) once, at import.
"""

from __future__ import annotations

import json
from importlib.resources import files

from referee.rigadoon.board import Board, board
from referee.rigadoon.wind import WindTable, wind_table


def _load(name: str) -> dict:
    return json.loads(files("referee.rigadoon").joinpath("data", name).read_text(encoding="utf-8"))


DEFAULT_BOARD: Board = board(_load("board.json"))
"""The default 9x9 board of RIGADOON.md."""

WIND_TABLE: WindTable = wind_table(_load("wind.json"))
"""The default wind card set of RIGADOON.md."""
