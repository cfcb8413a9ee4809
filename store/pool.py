"""Judging many record files on every core, with results in input order.

Each file is judged whole by one worker process; :func:`judged` gives the
verdicts file by file in the order the files were given, so the result is the
same with one process or many. Standard input and stored games are judged in
the calling process.

An import works the same way: workers judge files and write their events
(:func:`store.submissions.written_games`), and the importer stores them
file by file, in order, so game ids do not depend on the number of processes
(:func:`written_ahead`).
"""

from __future__ import annotations

import ctypes
import itertools
import multiprocessing
import multiprocessing.queues
import os
import signal
import sys
from collections import defaultdict, deque
from collections.abc import Callable, Generator, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from queue import Empty

from admiralty.notation.assume import assume_nearest
from admiralty.notation.limits import DEFAULT, Limits
from admiralty.notation.verdict import Verdict, verdicts
from admiralty.store.sources import is_game_id, open_record, opened
from admiralty.store.submissions import WrittenGame, written_games

Judged = list[tuple[Verdict, str | None]]
"""A source's verdicts, each with the diagram of the position before its bad turn, if drawn."""


def each_judged(
    name: str, kind: str | None, db: str, limits: Limits = DEFAULT, draw: bool = True, assume: bool = False
) -> Iterator[tuple[Verdict, str | None]]:
    """Every verdict of one source as it is judged, game by game, with the position
    before a bad turn drawn as text (unless not ``draw``); with ``assume``, each game
    judged on past its bad turns (:func:`notation.assume.assume_nearest`).

    Raises:
        SourceError: the source cannot be read (:func:`store.sources.read_source`).
    """
    label, game_kind, lines = opened(name, kind, db, limits)
    judging = assume_nearest if assume else verdicts
    for record, verdict in judging(label, lines, game_kind, limits):
        bad_turn = draw and not verdict.valid and verdict.errors[0].turn is not None
        yield verdict, game_kind.text_diagram(record.final, indent="    ") if bad_turn else None


def judge_source(
    name: str, kind: str | None, db: str, limits: Limits = DEFAULT, draw: bool = True, assume: bool = False
) -> Judged:
    """Every verdict of one source at once (:func:`each_judged`), as a worker sends them back."""
    return list(each_judged(name, kind, db, limits, draw, assume))


def _local(name: str) -> bool:
    return name == "-" or is_game_id(name)


def _check_readable(name: str) -> None:
    with open_record(name):
        pass


def judged(
    names: list[str],
    kind: str | None,
    db: str,
    jobs: int,
    limits: Limits = DEFAULT,
    draw: bool = True,
    assume: bool = False,
) -> Iterator[Iterable[tuple[Verdict, str | None]]]:
    """The verdicts of each source in ``names``, in order, judged by up to ``jobs`` processes.

    ``kind`` forces a game kind by name, else each source's is detected;
    with ``draw``, the position before each bad turn is drawn as text (the
    kind's ``text_diagram``); with ``assume``, games are judged on past their
    bad turns (:func:`each_judged`). Every file is checked readable before
    any is judged. A source judged here (one process, standard input, a
    stored game) gives its verdicts game by game as they are judged, so
    memory does not grow with its number of games; a worker sends a
    file's verdicts back at once.

    Raises:
        SourceError: a source cannot be read.
    """
    files = [name for name in names if not _local(name)]
    if jobs <= 1 or len(files) < 2:
        yield from (each_judged(name, kind, db, limits, draw, assume) for name in names)
        return
    for name in files:
        _check_readable(name)
    with ProcessPoolExecutor(
        max_workers=min(jobs, len(files)), initializer=_die_with_parent, initargs=(os.getpid(),)
    ) as pool:
        futures: list[Future[Judged] | None] = [
            None if _local(name) else pool.submit(judge_source, name, kind, db, limits, draw, assume) for name in names
        ]
        for name, future in zip(names, futures):
            yield each_judged(name, kind, db, limits, draw, assume) if future is None else future.result()


def default_jobs() -> int:
    """One process per core."""
    return os.cpu_count() or 1


POOLED_BYTES = 8 * 2**20
"""A larger file is imported by the main process alone, one game at a time:
the games a worker judges ahead are held in memory until stored."""

CHUNK_GAMES = 100
"""How many judged games a worker sends at once: the importer stores each
chunk while the worker judges the next."""

Chunk = tuple[int, list[WrittenGame] | None]
"""What a worker sends: the file's index and up to :data:`CHUNK_GAMES` of its games, or None when done."""

_outbox: multiprocessing.queues.Queue[Chunk] | None = None
"""In a worker process: where it sends the games it judged."""


WORKER_NICENESS = 5
"""How much a judging worker of an import yields to the importer: the one
writer is the serial part, so it takes a whole core whenever it has games to
store, and the workers share what it leaves."""


PR_SET_PDEATHSIG = 1
"""Linux prctl(2): the signal a process gets when its parent dies."""


def _die_with_parent(parent: int) -> None:
    """Start a worker that ends when the process that started it ends, even killed: on Linux
    the kernel sends it SIGTERM (prctl PR_SET_PDEATHSIG); a parent already gone ends it at once.
    Elsewhere a worker ends when its pool's pipe closes, as multiprocessing does."""
    if sys.platform.startswith("linux"):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    if os.getppid() != parent:
        os._exit(1)


def _open_outbox(outbox: multiprocessing.queues.Queue[Chunk], parent: int) -> None:
    """Start a worker of an import: where to send its games, its lower priority, its end with its parent."""
    global _outbox
    _die_with_parent(parent)
    # A worker never waits, when it ends, for the importer to read what it sent: an
    # import stopped early reads no more, and waiting would hang the pool's shutdown.
    # Nothing needed is lost: the importer reads each file up to its end mark.
    outbox.cancel_join_thread()
    _outbox = outbox
    os.nice(WORKER_NICENESS)


def _send_written(index: int, name: str, content: bytes, tournament: str | None, round: str | None) -> None:
    """In a worker: judge file ``index`` and send its games in chunks, then None."""
    assert _outbox is not None
    try:
        games = written_games(name, content, tournament, round)
        while chunk := list(itertools.islice(games, CHUNK_GAMES)):
            _outbox.put((index, chunk))
    finally:
        _outbox.put((index, None))


def written_ahead(
    contents: dict[str, bytes],
    tournament: str | None,
    round: str | None,
    jobs: int,
    stored: Callable[[bytes], bool],
) -> Generator[Iterator[WrittenGame] | None, None, None]:
    """For each file of ``contents``, in order: its games as workers judge them,
    or None for a file the importer judges itself: every file when ``jobs`` is
    1, else a file over :data:`POOLED_BYTES`, one ``stored`` already, or a
    second copy of one. Even one file is judged in a worker, while the
    importer stores the games already judged.

    Each file's games must be taken in full before the next file's. Workers
    judge at most two files each ahead of the importer, so memory stays
    bounded however many files are imported.
    """
    pooled, seen = [], set()
    for index, content in enumerate(contents.values()):
        if len(content) <= POOLED_BYTES and content not in seen and not stored(content):
            pooled.append(index)
            seen.add(content)
    if jobs <= 1 or not pooled:
        yield from (None for _ in contents)
        return
    names = list(contents)
    outbox = multiprocessing.get_context().Queue()
    pool = ProcessPoolExecutor(
        max_workers=min(jobs, len(pooled)), initializer=_open_outbox, initargs=(outbox, os.getpid())
    )
    queue = iter(pooled)
    futures: dict[int, Future[None]] = {}
    received: defaultdict[int, deque[list[WrittenGame] | None]] = defaultdict(deque)

    def submit_next() -> None:
        index = next(queue, None)
        if index is not None:
            name = names[index]
            futures[index] = pool.submit(_send_written, index, name, contents[name], tournament, round)

    def chunk_of(index: int) -> list[WrittenGame] | None:
        while not received[index]:
            try:
                sender, chunk = outbox.get(timeout=1)
            except Empty:
                if futures[index].done():
                    futures[index].result()  # the worker's error, if it died without sending
                continue
            received[sender].append(chunk)
        return received[index].popleft()

    def games_of(index: int) -> Iterator[WrittenGame]:
        while (chunk := chunk_of(index)) is not None:
            yield from chunk
        futures.pop(index).result()
        del received[index]
        submit_next()

    try:
        for _ in range(2 * jobs):
            submit_next()
        for index in range(len(contents)):
            if index not in futures:
                yield None
                continue
            games = games_of(index)
            yield games
            for _ in games:  # what the importer did not take: the file was found stored meanwhile
                pass
    finally:  # an import stopped by an error leaves no file judged for nothing
        pool.shutdown(cancel_futures=True)
