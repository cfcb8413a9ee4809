"""Opening the paths a command is given: files, folders of records, ``-`` for stdin."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import typer

from notation.verdict import text_lines


def fail(message: str, code: int = 2) -> typer.Exit:
    """Print ``message`` to stderr and return the exit to raise (2: usage or I/O)."""
    typer.echo(f"admiralty: {message}", err=True)
    return typer.Exit(code)


def expand(paths: list[str], suffixes: tuple[str, ...] = (".mgn",)) -> list[str]:
    """The record files named by ``paths``: files as given, folders searched for records."""
    found: list[str] = []
    for name in paths:
        path = Path(name)
        if name != "-" and path.is_dir():
            inside = sorted(p for p in path.rglob("*") if p.suffix in suffixes and p.is_file())
            if not inside:
                raise fail(f"{name}: no {'/'.join(suffixes)} records in this folder")
            found.extend(str(p) for p in inside)
        else:
            found.append(name)
    return found


def read_lines(name: str) -> Iterator[str]:
    """The text lines of a file (or stdin for ``-``), streamed."""
    if name == "-":
        yield from text_lines(sys.stdin.buffer)
        return
    try:
        handle = open(name, "rb")
    except OSError as error:
        raise fail(f"{name}: {error.strerror or error}") from None
    with handle:
        yield from text_lines(handle)
