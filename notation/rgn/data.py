"""The default Rigadoon board and wind card set, read from the referee's data files.

Boards and wind cards are data, not code (RIGADOON.md): the JSON files ship in
the package beside the rules (``referee/rigadoon/data/``) and this notation
module reads them, so the referee itself reads no format. A tournament's own
board is loaded the same way with :func:`referee.rigadoon.board`, which
validates it (RIG-BOARD).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from importlib.resources import files
from typing import Any

from admiralty.referee.rigadoon.board import Board, board
from admiralty.referee.rigadoon.wind import WindTable, wind_table


def _load(name: str) -> Mapping[str, Any]:
    """A JSON object of the package data, which :func:`board` or :func:`wind_table` validates."""
    data: Mapping[str, Any] = json.loads(
        files("admiralty.referee.rigadoon").joinpath("data", name).read_text(encoding="utf-8")
    )
    return data


DEFAULT_BOARD: Board = board(_load("board.json"))
"""The default 9x9 board of RIGADOON.md."""

WIND_TABLE: WindTable = wind_table(_load("wind.json"))
"""The default wind card set of RIGADOON.md."""
