"""Opening what a command is given: files, folders of records, ``-`` for stdin,
stored games by id, and the store itself (``--db``)."""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import attrs
import typer
from admiralty.notation.kinds import SUFFIXES
from admiralty.notation.limits import DEFAULT, Limits
from admiralty.notation.verdict import text_lines
from admiralty.referee.violation import AdmiraltyError
from admiralty.store import EventStore, submitted_lines


def fail(message: str, code: int = 2) -> typer.Exit:
    """Print ``message`` to stderr and return the exit to raise (2: usage or I/O)."""
    typer.echo(f"admiralty: {message}", err=True)
    return typer.Exit(code)


def expand(paths: list[str], suffixes: tuple[str, ...] = SUFFIXES) -> list[str]:
    """The record files named by ``paths``: files as given, folders searched for records."""
    found: list[str] = []
    for name in paths:
        path = Path(name)
        if name != "-" and path.is_dir():
            inside = sorted(p for p in path.rglob("*") if p.suffix.lower() in suffixes and p.is_file())
            if not inside:
                raise fail(f"{name}: no {'/'.join(suffixes)} records in this folder")
            found.extend(str(p) for p in inside)
        else:
            found.append(name)
    return found


def read_lines(name: str, limits: Limits = DEFAULT) -> Iterator[str]:
    """The text lines of a file (or stdin for ``-``), streamed."""
    if name == "-":
        yield from text_lines(sys.stdin.buffer, limits)
        return
    try:
        handle = open(name, "rb")  # noqa: SIM115  (closed by the with below; only opening is guarded)
    except OSError as error:
        raise fail(f"{name}: {error.strerror or error}") from None
    with handle:
        yield from text_lines(handle, limits)


@contextmanager
def open_store(db: str, create: bool = False) -> Iterator[EventStore]:
    """The store at ``db``; store errors become a message and exit 2.

    Only ``create`` (import) makes a new database: reading commands refuse a
    path where there is none, rather than answer from an empty one.
    """
    if not create and db != ":memory:" and not Path(db).is_file():
        raise fail(f"{db}: no database here (import records first, or give --db)")
    try:
        with EventStore.open(db) as store:
            yield store
    except AdmiraltyError as error:
        raise fail(f"{db}: {error}") from None
    except sqlite3.Error as error:
        raise fail(f"{db}: STORE-IO: {error}") from None


def is_game_id(name: str) -> bool:
    """A PATH that is all digits and not an existing file names a stored game."""
    return name.isdigit() and not Path(name).exists()


def read_source(name: str, db: str, limits: Limits = DEFAULT) -> tuple[str, Iterator[str]]:
    """The label and lines of a record file, or of a stored game's submitted text.

    A stored game gives the text its player submitted (other games of the same
    file blanked, so lines and columns are those of the file).
    """
    if not is_game_id(name):
        return name, read_lines(name, limits)
    with open_store(db) as store:
        file, lines = submitted_lines(store, int(name))
    return f"game {name} ({file})", iter(lines)


def limits_of(settings: list[str]) -> Limits:
    """Reading limits from ``NAME=NUMBER`` settings, the defaults for the others.

    An unknown name, or a value that is not a whole number within its range,
    is a usage error (exit 2).
    """
    names = {field.name for field in attrs.fields(Limits)}
    values: dict[str, int] = {}
    for setting in settings:
        name, _, value = setting.partition("=")
        if name not in names or not (value.isascii() and value.isdigit()):
            raise fail(f"--limit {setting!r}: write NAME=NUMBER with NAME one of {', '.join(sorted(names))}")
        values[name] = int(value)
    try:
        return Limits(**values)
    except ValueError as error:
        raise fail(f"--limit: {error}") from None
