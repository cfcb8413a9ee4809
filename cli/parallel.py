"""Judging many record files on every core, with results in input order.

Each file is judged whole by one worker process; the main process prints the
verdicts file by file in the order the files were given, so the output is the
same with one process or many. Standard input and stored games are judged in
the main process.

An import works the same way: workers judge files and write their events
(:func:`store.submissions.written_games`), and the main process stores them
file by file, in order, so game ids do not depend on the number of processes.
"""

from __future__ import annotations

import itertools
import multiprocessing
import multiprocessing.queues
import os
from collections import defaultdict, deque
from collections.abc import Callable, Generator, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from queue import Empty

import typer
from admiralty.cli.inputs import fail, is_game_id, read_source
from admiralty.cli.render import TEXT_DIAGRAMS
from admiralty.notation.kinds import KINDS, GameKind, detect
from admiralty.notation.limits import DEFAULT, Limits
from admiralty.notation.verdict import Verdict, verdicts
from admiralty.store.submissions import WrittenGame, written_games

Judged = list[tuple[Verdict, str | None]]
"""A file's verdicts, each with the text diagram of the position before its bad turn."""


def opened(name: str, kind: str | None, db: str, limits: Limits = DEFAULT) -> tuple[str, GameKind, Iterator[str]]:
    """A record's label, game kind and lines: a file, standard input or a stored game.

    The kind is ``kind`` when given, else what notation.kinds.detect finds.
    """
    label, lines = read_source(name, db, limits)
    if kind is not None:
        return label, KINDS[kind], lines
    return (label, *detect(name, lines))


def judge_source(name: str, kind: str | None, db: str, limits: Limits = DEFAULT) -> Judged:
    """Every verdict of one source, with the position before a bad turn drawn."""
    label, game_kind, lines = opened(name, kind, db, limits)
    draw = TEXT_DIAGRAMS[game_kind.name]
    return [
        (
            verdict,
            draw(record.final, indent="    ") if not verdict.valid and verdict.errors[0].turn is not None else None,
        )
        for record, verdict in verdicts(label, lines, game_kind, limits)
    ]


def _in_worker(name: str, kind: str | None, db: str, limits: Limits) -> Judged | int:
    """:func:`judge_source` in a worker: an exit becomes its code (its message is printed there)."""
    try:
        return judge_source(name, kind, db, limits)
    except typer.Exit as stop:
        return stop.exit_code


def _local(name: str) -> bool:
    return name == "-" or is_game_id(name)


def _check_readable(name: str) -> None:
    try:
        with open(name, "rb"):
            pass
    except OSError as error:
        raise fail(f"{name}: {error.strerror or error}") from None


def judged(names: list[str], kind: str | None, db: str, jobs: int, limits: Limits = DEFAULT) -> Iterator[Judged]:
    """The verdicts of each source in ``names``, in order, judged by up to ``jobs`` processes."""
    files = [name for name in names if not _local(name)]
    if jobs <= 1 or len(files) < 2:
        yield from (judge_source(name, kind, db, limits) for name in names)
        return
    for name in files:
        _check_readable(name)
    with ProcessPoolExecutor(max_workers=min(jobs, len(files))) as pool:
        futures: list[Future[Judged | int] | None] = [
            None if _local(name) else pool.submit(_in_worker, name, kind, db, limits) for name in names
        ]
        for name, future in zip(names, futures):
            result = judge_source(name, kind, db, limits) if future is None else future.result()
            if isinstance(result, int):
                raise typer.Exit(result)
            yield result


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


def _open_outbox(outbox: multiprocessing.queues.Queue[Chunk]) -> None:
    """Start a worker of an import: where to send its games, and its lower priority."""
    global _outbox
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
    pool = ProcessPoolExecutor(max_workers=min(jobs, len(pooled)), initializer=_open_outbox, initargs=(outbox,))
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
