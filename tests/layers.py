"""What a source file imports, named by layer: the walk the layer tests share (STYLE.md 2.1)."""

from __future__ import annotations

import ast
from pathlib import Path

LAYERS = ("referee", "notation", "store", "cli")
"""The subpackages of ``admiralty``, from the lowest layer up."""


def layer(module: str) -> str:
    """The name a layer test keys on: ``referee`` for ``admiralty.referee.mad``, else the top-level name."""
    parts = module.split(".")
    return parts[1] if parts[0] == "admiralty" and len(parts) > 1 else parts[0]


def imports(path: Path) -> set[str]:
    """The layers or top-level names of every module ``path`` imports (relative imports excluded)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(layer(alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module == "admiralty":
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(layer(node.module))
    return names


def bare_imports(path: Path) -> set[str]:
    """The layers ``path`` imports by their folder name instead of through ``admiralty``."""
    bare = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        modules = [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            modules = [node.module]
        bare.update(module.split(".")[0] for module in modules if module.split(".")[0] in LAYERS)
    return bare
