"""Opening what a caller names as a record source: a file, ``-`` for standard
input, or a stored game by id, and the store itself.

A source that cannot be used raises :class:`SourceError`, whose text is the
whole message (what, and why): the CLI prints it and exits 2.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from admiralty.notation.kinds import KINDS, GameKind, detect
from admiralty.notation.limits import DEFAULT, MAXIMA, Limits
from admiralty.notation.verdict import text_lines
from admiralty.referee.violation import AdmiraltyError

if TYPE_CHECKING:  # a record file is read without loading the database: it is imported when a store is opened
    from admiralty.store.sqlite.database import EventStore


class SourceError(OSError):
    """A record file, the store or a stored game that cannot be used; its text says which and why.

    >>> next(read_lines("no/such.mgn"))
    Traceback (most recent call last):
    ...
    admiralty.store.sources.SourceError: no/such.mgn: No such file or directory
    """


def unreadable(name: str, error: OSError) -> SourceError:
    """The error for a file ``name`` the system would not open or read."""
    return SourceError(f"{name}: {error.strerror or error}")


@contextmanager
def store_at(db: str, create: bool = False) -> Iterator[EventStore]:
    """The store at ``db``; any store error, opening it or in the block, as a :class:`SourceError`.

    Only ``create`` (import) makes a new database: reading refuses a path
    where there is none, rather than answer from an empty one.

    Raises:
        SourceError: no database at ``db``; a STORE-* violation (STORE-IO,
            STORE-LOCKED, STORE-NOGAME ...); an error of the database (as STORE-IO).
    """
    if not create and Path(db).is_dir():
        raise SourceError(f"{db}: a folder, not a database (give --db FILE)")
    if not create and db != ":memory:" and not Path(db).is_file():
        raise SourceError(f"{db}: no database here (import records first, or give --db)")
    from admiralty.store.sqlite.database import EventStore

    try:
        with EventStore.opened(db) as store:
            yield store
    except AdmiraltyError as error:
        raise SourceError(f"{db}: {error}") from None


def is_game_id(name: str) -> bool:
    """A name that is all digits and not an existing file names a stored game."""
    return name.isdigit() and not Path(name).exists()


def open_record(name: str, standard_input: bool = True) -> BinaryIO:
    """A record file, opened for reading: only a regular file; ``standard_input``: the command reads ``-`` as
    standard input, which the refusal of another file then suggests.

    A device such as ``/dev/zero`` never ends and a FIFO may block forever, so
    both are refused; it is opened without blocking before it is checked, so
    nothing can be swapped in between.

    Raises:
        SourceError: the file does not open, or is not a regular file.
    """
    try:
        descriptor = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as error:
        raise unreadable(name, error) from None
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):
        os.close(descriptor)
        advice = " (give - to read standard input)" if standard_input else ""
        raise SourceError(f"{name}: not a regular file{advice}")
    os.set_blocking(descriptor, True)
    return os.fdopen(descriptor, "rb")


def read_lines(name: str, limits: Limits = DEFAULT) -> Iterator[str]:
    """The text lines of a file (or stdin for ``-``), streamed.

    Raises:
        SourceError: when the file does not open or is no regular file (raised
            at the first line asked for).
    """
    if name == "-":
        yield from text_lines(sys.stdin.buffer, limits)
        return
    with open_record(name) as handle:
        yield from text_lines(handle, limits)


class TooLarge(SourceError):
    """A file over the limit ``file``: refused alone, a batch's other files are still read."""


def read_record(name: str, limits: Limits = DEFAULT) -> bytes:
    """The bytes of a file (or stdin for ``-``) that is to be kept whole, as ``import`` keeps it.

    At most ``limits.file`` bytes are read: a larger file is refused while it
    is read, before it fills memory.

    Raises:
        SourceError: the file does not open or is no regular file;
            TooLarge: it is larger than the limit ``file``.
    """
    try:
        if name == "-":
            content = sys.stdin.buffer.read(limits.file + 1)
        else:
            with open_record(name) as handle:
                content = handle.read(limits.file + 1)
    except SourceError:
        raise
    except OSError as error:
        raise unreadable(name, error) from None
    if len(content) > limits.file:
        raise TooLarge(
            f"{name}: larger than {limits.file:,} bytes (limit file); nothing of it was stored. "
            f"To import it, raise the limit: --limit file=NUMBER (at most {MAXIMA['file']:,})."
        )
    return content


def read_source(name: str, db: str, limits: Limits = DEFAULT) -> tuple[str, Iterator[str]]:
    """The label and lines of a record file, or of a stored game's submitted text.

    A stored game gives the text its player submitted (other games of the same
    file blanked, so lines and columns are those of the file).

    Raises:
        SourceError: the file does not open, or the store or the game is not there.
    """
    if not is_game_id(name):
        return name, read_lines(name, limits)
    from admiralty.store.submissions import submitted_lines

    with store_at(db) as store:
        file, lines = submitted_lines(store, int(name))
    return f"game {name} ({file})", iter(lines)


def opened(name: str, kind: str | None, db: str, limits: Limits = DEFAULT) -> tuple[str, GameKind, Iterator[str]]:
    """A record's label, game kind and lines: a file, standard input or a stored game.

    The kind is ``kind`` when given, else what :func:`notation.kinds.detect` finds.

    Raises:
        SourceError: as :func:`read_source`.
    """
    label, lines = read_source(name, db, limits)
    if kind is not None:
        return label, KINDS[kind], lines
    return (label, *detect(name, lines))
