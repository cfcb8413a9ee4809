"""What a command is given: files and folders of records, and the store (``--db``).

The library opens them (:mod:`notation.sources`, and :mod:`store.sources` for
the store and its games, imported only when a command uses the store); here
its errors become a message and exit 2."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import typer

from admiralty.cli.exits import USAGE, stopped
from admiralty.cli.render import printable
from admiralty.notation import sources
from admiralty.notation.kinds import KINDS, SUFFIXES
from admiralty.notation.limits import DEFAULT, LEAST, MAXIMA, Limits
from admiralty.notation.sources import SourceError, Stored, is_game_id
from admiralty.referee.violation import AdmiraltyError
from admiralty.referee.wording import quoted

if TYPE_CHECKING:
    from admiralty.store import EventStore
    from admiralty.store.consistency import Checked

T = TypeVar("T")


def fail(message: str, code: int = USAGE) -> typer.Exit:
    """Print ``message`` to stderr and return the exit to raise (2: usage or I/O)."""
    typer.echo(f"admiralty: {message}", err=True)
    return typer.Exit(code)


def records_to(output: Path | None, kinds: set[str]) -> None:
    """Refuse (exit 2) to write records of ``kinds`` where they would not read back: games of both kinds
    in one file (a file is read as MGN or as RGN), or a file whose suffix says the other kind."""
    if len(kinds) > 1:
        raise fail(
            "MAD and Rigadoon games cannot share a file: a file is read as MGN or as RGN, never both;"
            " write each game's to its own file (.mgn, .rgn)."
        )
    named = next((kind for kind in KINDS.values() if output is not None and kind.matches(output.name)), None)
    if named is not None and kinds and named.name not in kinds:
        written = KINDS[next(iter(kinds))]
        raise fail(
            f"{output}: a {named.suffix} file is read as {named.title} ({named.record_format}); write"
            f" {written.title} records to a {written.suffix} file."
        )


def decided_by(by: str | None, reason: str | None) -> tuple[str, str]:
    """The arbiter and the reason of a decision on a stored game: both must be given, as for a
    tournament's decisions (specs/tournament.md); one missing or blank exits 2."""
    if by is None or reason is None or not (by.strip() and reason.strip()):
        raise fail("An arbiter's decision names who made it and why: give --by and --reason.")
    return by, reason


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


@contextmanager
def reporting() -> Iterator[None]:
    """The one place a library I/O error (:class:`notation.sources.SourceError`) becomes its message and exit 2."""
    try:
        yield
    except SourceError as error:
        raise fail(str(error)) from None


def reported(items: Iterator[T]) -> Iterator[T]:
    """``items``, taken under :func:`reporting`: for what the library reads lazily."""
    with reporting():
        yield from items


def read_file(path: Path, most: int | None = None) -> bytes:
    """The bytes of a regular file the user names (a key, a seal, a scoring file), at most ``most`` and one
    more (so that a caller tells a file too large); one that does not read exits 2."""
    with reporting(), sources.open_record(str(path), standard_input=False) as handle:
        try:
            return handle.read(-1 if most is None else most + 1)
        except OSError as error:
            raise sources.unreadable(str(path), error) from None


MOST_KEY_BYTES = 64 * 1024
"""The most a key file given to ``--key`` holds (a PEM Ed25519 key is about 120 bytes)."""


def read_lines(name: str, limits: Limits = DEFAULT) -> Iterator[str]:
    """The text lines of a file (or stdin for ``-``), streamed; a file that does not open exits 2."""
    return reported(sources.read_lines(name, limits))


@contextmanager
def open_store(db: str, create: bool = False, key: Path | None = None) -> Iterator[EventStore]:
    """The store at ``db`` (:func:`store.sources.store_at`): one that cannot be opened or used exits 2; a
    violation in the block is printed as the store's error is, and exits as its class says (:mod:`cli.exits`).
    With ``key`` (``--key``: the arbiter's private key, PEM), every event the block appends is signed with it
    (:mod:`store.signed`)."""
    from admiralty.store.signatures import signer
    from admiralty.store.sources import store_at

    with reporting(), store_at(db, create) as store:
        try:
            if key is not None:
                store.signer = signer(read_file(key, MOST_KEY_BYTES))
            yield store
        except AdmiraltyError as error:
            raise stopped(error, f"{db}: {error}") from None


def warned(db: str, store: EventStore) -> Checked:
    """The quick check of a reading command's store (:func:`store.consistency.quick_check`), each finding told on
    standard error before the command shows what it read (its exit: :func:`cli.exits.suspect_unless_ok`)."""
    from admiralty.store.consistency import quick_check

    checked = quick_check(store)
    for finding in checked.findings:
        typer.echo(f"admiralty: warning: {db}: {finding.rule}: {printable(finding.message)}", err=True)
    if not checked.ok:
        typer.echo(
            f"admiralty: warning: {db} is not as the tool left it: what follows may not be what its events say;"
            " run admiralty verify.",
            err=True,
        )
    return checked


def stored_games(names: list[str], db: str) -> Stored | None:
    """What opens a stored game named by its id in the store at ``db`` (:func:`store.sources.stored_game`),
    when one of ``names`` is a game id; else None, and the store is not imported."""
    if not any(is_game_id(name) for name in names):
        return None
    from admiralty.store.sources import stored_game

    return functools.partial(stored_game, db)


READING = ("comment", "depth", "digits", "line")
"""The limits of reading a record, which ``validate`` takes; ``import`` takes ``file`` alone."""

DIGITS_OF_A_LIMIT = len(str(max(MAXIMA.values())))
"""No limit's value is longer: a longer one is refused before it is converted."""


def limits_of(settings: list[str], names: tuple[str, ...] = READING) -> Limits:
    """Reading limits from ``NAME=NUMBER`` settings, the defaults for the others.

    A name not among ``names`` (the limits the command uses), or a value that
    is not a whole number within its range (:data:`notation.limits.LEAST` to
    :data:`notation.limits.MAXIMA`), is a usage error (exit 2).
    """
    values: dict[str, int] = {}
    for setting in settings:
        name, _, value = setting.partition("=")
        if name not in names or not (value.isascii() and value.isdigit()):
            raise fail(f"--limit {quoted(setting)}: write NAME=NUMBER with NAME one of {', '.join(sorted(names))}")
        if len(value) > DIGITS_OF_A_LIMIT or not LEAST[name] <= int(value) <= MAXIMA[name]:
            written = value if len(value) <= DIGITS_OF_A_LIMIT else f"{value[:DIGITS_OF_A_LIMIT]}..."
            raise fail(f"--limit {name}={written}: {name} must be from {LEAST[name]} to {MAXIMA[name]}")
        values[name] = int(value)
    return Limits(**values)
