"""Opening what a caller names as a record source: a file, ``-`` for standard
input, or a stored game by id through an opener the caller gives
(:data:`Stored`; the store has one), so reading files needs no database.

A source that cannot be used raises :class:`SourceError`, whose text is the
whole message (what, and why): the CLI prints it and exits 2.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO, NamedTuple

from admiralty.notation.kinds import KINDS, GameKind, detect
from admiralty.notation.limits import DEFAULT, MAXIMA, Limits
from admiralty.notation.verdict import text_lines


class SourceError(OSError):
    """A record file, the store or a stored game that cannot be used; its text says which and why.

    >>> next(read_lines("no/such.mgn"))
    Traceback (most recent call last):
    ...
    admiralty.notation.sources.SourceError: no/such.mgn: No such file or directory
    """


def unreadable(name: str, error: OSError) -> SourceError:
    """The error for a file ``name`` the system would not open or read."""
    return SourceError(f"{name}: {error.strerror or error}")


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
            f"{name}: larger than {limits.file:,} bytes (limit file). "
            f"To import it, raise the limit: --limit file=NUMBER (at most {MAXIMA['file']:,})."
        )
    return content


Stored = Callable[[str, Limits], tuple[str, Iterator[str], int]]
"""Opens a stored game by its id (:func:`is_game_id`): its label, its lines, and its place in its file
(``index``, specs/json-contract.md), or a :class:`SourceError`."""


class Opened(NamedTuple):
    """A record source opened (:func:`opened`)."""

    label: str
    """What its verdicts name: the file's name, or a stored game's ``game N (FILE)``."""
    kind: GameKind
    lines: Iterator[str]
    first: int = 1
    """The place in its file of its first game: 1, but a stored game's own place (its ``index``)."""


def read_source(name: str, limits: Limits = DEFAULT, stored: Stored | None = None) -> tuple[str, Iterator[str], int]:
    """The label and lines of a record file, or with ``stored``, of a stored game named by its id, with the
    place in its file of the first game they hold (1 for a file).

    Raises:
        SourceError: the file does not open, or ``stored`` cannot open the game.
    """
    if stored is not None and is_game_id(name):
        return stored(name, limits)
    return name, read_lines(name, limits), 1


def opened(name: str, kind: str | None, limits: Limits = DEFAULT, stored: Stored | None = None) -> Opened:
    """A record's label, game kind and lines: a file, standard input or, with ``stored``, a stored game.

    The kind is ``kind`` when given, else what :func:`notation.kinds.detect` finds.

    Raises:
        SourceError: as :func:`read_source`.
    """
    label, lines, first = read_source(name, limits, stored)
    if kind is not None:
        return Opened(label, KINDS[kind], lines, first)
    return Opened(label, *detect(name, lines), first)
