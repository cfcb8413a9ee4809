"""The package as pyproject.toml declares it: every source folder ships, under the one import name admiralty."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = PROJECT["tool"]["setuptools"]


def _folder(package: str) -> Path:
    """Where a declared package's files are, by the longest package-dir mapping that covers it."""
    mapped = max((name for name in SETUPTOOLS["package-dir"] if package.startswith(name)), key=len)
    rest = package[len(mapped) :].lstrip(".").split(".") if package != mapped else []
    return ROOT.joinpath(SETUPTOOLS["package-dir"][mapped], *filter(None, rest))


def test_every_folder_with_python_or_data_is_a_declared_package() -> None:
    declared = {_folder(package) for package in SETUPTOOLS["packages"]}
    sources = {
        path.parent
        for top in ("referee", "notation", "store", "cli")
        for path in (ROOT / top).rglob("*")
        if path.suffix in (".py", ".json") and "__pycache__" not in path.parts
    }
    assert sources <= declared, sorted(str(p.relative_to(ROOT)) for p in sources - declared)


def test_every_package_is_under_the_one_import_name() -> None:
    assert all(package.split(".")[0] == "admiralty" for package in SETUPTOOLS["packages"])
    assert {name.split(".")[0] for name in SETUPTOOLS["package-dir"]} == {"admiralty"}


def test_each_subpackage_ships_a_typed_marker() -> None:
    data = SETUPTOOLS["package-data"]
    for package in ("admiralty.referee", "admiralty.notation", "admiralty.store", "admiralty.cli"):
        assert "py.typed" in data[package] and (_folder(package) / "py.typed").is_file()
