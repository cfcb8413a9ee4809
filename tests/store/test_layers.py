"""The store imports downward only (STYLE.md 2.1): never cli or typer, no clock; and only its SQLite
recorder (store/sqlite/) holds SQL, sqlite3 or sqlite_utils (specs/store.md, "Recorders")."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tests.layers import LAYERS, imports
from tests.store.conftest import ROOT

MODULES = sorted((ROOT / "store").rglob("*.py"))
FORBIDDEN = {"cli", "typer", "click", "time", "datetime"}

SQLITE = ROOT / "store" / "sqlite"
"""The one subpackage that may hold SQL."""

DRIVERS = {"sqlite3", "sqlite_utils"}

SOURCES = sorted(path for layer in LAYERS for path in (ROOT / layer).rglob("*.py"))

SQL = re.compile(
    r"\bSELECT\b.*\bFROM\b|\bINSERT\s+(OR\s+[A-Z]+\s+)?INTO\b|\bUPDATE\s+\w+\s+SET\b|\bDELETE\s+FROM\b"
    r"|\b(CREATE|DROP)\s+(UNIQUE\s+)?(TABLE|TRIGGER|INDEX|VIEW)\b|\bALTER\s+TABLE\b|\bPRAGMA\b|\bsqlite_master\b"
    r"|\bBEGIN\s+IMMEDIATE\b|\bVACUUM\b",
    re.DOTALL,
)
"""SQL in a string: a query, a write, a schema statement, a pragma (keywords in capitals, as the store
writes them)."""


def sql_found(path: Path) -> list[str]:
    """What of ``path`` is SQL or a database driver: each import of sqlite3 or sqlite_utils, and each
    string (a docstring, a literal, a part of an f-string) that holds SQL."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            found += [f"line {node.lineno}: import {name}" for name in names if name.split(".")[0] in DRIVERS]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            found += [f"line {node.lineno}: {match.group()!r}" for match in SQL.finditer(node.value)]
    return found


@pytest.mark.parametrize("path", MODULES, ids=lambda path: str(path.relative_to(ROOT / "store")))
def test_store_module_imports_no_upper_layer_or_clock(path) -> None:
    """A store module imports neither the CLI nor a clock."""
    assert imports(path) & FORBIDDEN == set()


@pytest.mark.parametrize(
    "path", [path for path in SOURCES if SQLITE not in path.parents], ids=lambda path: str(path.relative_to(ROOT))
)
def test_no_sql_outside_the_sqlite_recorder(path: Path) -> None:
    """No module outside store/sqlite/ imports sqlite3 or sqlite_utils or writes SQL: the services go
    through the recorder (store/recorder.py)."""
    assert sql_found(path) == []


def test_the_sql_check_finds_the_sqlite_recorders_sql() -> None:
    """The check above sees SQL where it is: in every way store/sqlite/ writes it."""
    found = {path.name: sql_found(path) for path in SQLITE.glob("*.py")}
    assert all(found[name] for name in ("database.py", "schema.py", "inserts.py", "checks.py", "migration.py"))
    said = " ".join(each for lines in found.values() for each in lines)
    for words in ("import sqlite3", "import sqlite_utils", "SELECT", "INSERT", "UPDATE", "CREATE", "PRAGMA", "DROP"):
        assert words in said
