"""JSON output: the one cattrs converter of the CLI layer."""

from __future__ import annotations

import json
from typing import Any

import cattrs

from referee.violation import Violation

converter = cattrs.Converter()
converter.register_unstructure_hook(
    Violation,
    lambda error: {
        "rule": error.rule,
        "turn": error.turn,
        "line": error.line,
        "column": error.column,
        "message": error.message,
    },
)


def to_json(value: Any) -> str:
    """``value`` (attrs classes, lists, tuples) as indented JSON."""
    return json.dumps(converter.unstructure(value), indent=2, ensure_ascii=False)
