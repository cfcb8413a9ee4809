"""The store as a command opens it (``--db``), and a stored game opened by id as a record source.

Reading record files needs no database (:mod:`notation.sources`); a command
given a stored game's id passes :func:`stored_game` to the reader, and only then
is the store imported. A store that cannot be used raises
:class:`notation.sources.SourceError`, whose text is the whole message.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from admiralty.notation.limits import DEFAULT, Limits
from admiralty.notation.sources import SourceError
from admiralty.referee.violation import AdmiraltyError

if TYPE_CHECKING:  # a record file is read without loading the database: it is imported when a store is opened
    from admiralty.store.sqlite.database import EventStore


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


def stored_game(db: str, name: str, limits: Limits = DEFAULT) -> tuple[str, Iterator[str], int]:
    """The label and lines of stored game ``name`` (its id) in the store at ``db``, and its place in its
    file (``index``): the text its player submitted, other games of the same file blanked, so lines and
    columns are those of the file. Given as ``functools.partial(stored_game, db)``, it is the opener
    :func:`notation.sources.read_source` takes.

    Raises:
        SourceError: the store or the game is not there.
    """
    from admiralty.store.events import GameStarted
    from admiralty.store.submissions import submitted_lines

    with store_at(db) as store:
        file, lines = submitted_lines(store, int(name))
        started = store.first(int(name)).event  # a GameStarted: submitted_lines read it
    return f"game {name} ({file})", iter(lines), started.index if isinstance(started, GameStarted) else 1
