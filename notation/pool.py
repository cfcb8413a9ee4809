"""Judging many record files on every core, with results in input order.

Each file is judged whole by one worker process, which sends its results in
chunks as it goes (:func:`streamed`); :func:`judged` gives the verdicts file by
file in the order the files were given, each as soon as its chunk arrives, so
the result is the same with one process or many and the first verdict comes
while the rest are judged. Standard input and stored games (read through the
opener a caller gives, :data:`notation.sources.Stored`) are judged in the
calling process. No database is involved.

An import works the same way through :func:`streamed`: the store's workers
judge files and write their events, and its importer stores them file by
file, in order.
"""

from __future__ import annotations

import functools
import itertools
import os
import signal
import sys
from collections import defaultdict, deque
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import attrs

from admiralty.notation.limits import DEFAULT, Limits
from admiralty.notation.sources import Stored, is_game_id, open_record, opened
from admiralty.notation.verdict import Verdict, verdicts

if TYPE_CHECKING:  # judging in one process does not load the process pool
    import multiprocessing.queues
    from concurrent.futures import Future

    from admiralty.notation.kinds import GameKind

T = TypeVar("T")

Judged = list[tuple[Verdict, str | None]]
"""A source's verdicts, each with the diagram of the position before its bad turn, if drawn."""


def each_judged(
    name: str,
    kind: str | None = None,
    limits: Limits = DEFAULT,
    draw: bool = True,
    assume: bool = False,
    stored: Stored | None = None,
    look_back: bool = False,
) -> Iterator[tuple[Verdict, str | None]]:
    """Every verdict of one source as it is judged, game by game, with the position
    before a bad turn drawn as text (unless not ``draw``); with ``look_back``, a bad
    turn's suggestions looking back on earlier turns (:func:`notation.lookback.looked_back`);
    with ``assume``, each game judged on past its bad turns
    (:func:`notation.assume.assume_nearest`); with ``stored``, a stored game's id opened by it.

    Raises:
        SourceError: the source cannot be read (:func:`notation.sources.read_source`).
    """
    label, game_kind, lines, first = opened(name, kind, limits, stored)
    judging: Callable[..., Iterable[tuple[Any, Verdict]]] = verdicts
    if look_back:
        judging = functools.partial(_looking_back, assume=assume)
    elif assume:
        from admiralty.notation.assume import assume_nearest

        judging = assume_nearest
    for record, verdict in judging(label, lines, game_kind, limits):
        if first != 1:  # a stored game, judged alone: its place in its file
            verdict = attrs.evolve(verdict, index=verdict.index + first - 1)
        bad_turn = draw and not verdict.valid and verdict.errors[-1].turn is not None  # after any slips read past
        yield verdict, game_kind.plugin.text_diagram(record.final, indent="    ") if bad_turn else None


def _looking_back(
    label: str, lines: Iterable[str], kind: GameKind, limits: Limits, assume: bool
) -> Iterator[tuple[Any, Verdict]]:
    """Every game with its verdict, a bad turn's suggestions looking back on earlier turns, then,
    with ``assume``, judged on past its bad turns."""
    from admiralty.notation.assume import assumed
    from admiralty.notation.lookback import looked_back
    from admiralty.notation.verdict import judge

    text = list(lines)
    for record, verdict in judge(label, text, kind, limits):
        told = looked_back(label, text, record, verdict, kind, limits)
        yield record, assumed(label, text, record, told, kind, limits) if assume else told


def judge_source(
    name: str,
    kind: str | None = None,
    limits: Limits = DEFAULT,
    draw: bool = True,
    assume: bool = False,
    stored: Stored | None = None,
    look_back: bool = False,
) -> Judged:
    """Every verdict of one source at once (:func:`each_judged`), as a worker sends them back."""
    return list(each_judged(name, kind, limits, draw, assume, stored, look_back))


def _local(name: str, stored: Stored | None) -> bool:
    return name == "-" or (stored is not None and is_game_id(name))


def _check_readable(name: str) -> None:
    with open_record(name):
        pass


def judged(
    names: list[str],
    kind: str | None = None,
    jobs: int = 1,
    limits: Limits = DEFAULT,
    draw: bool = True,
    assume: bool = False,
    stored: Stored | None = None,
    look_back: bool = False,
) -> Iterator[Iterable[tuple[Verdict, str | None]]]:
    """The verdicts of each source in ``names``, in order, judged by up to ``jobs`` processes.

    ``kind`` forces a game kind by name, else each source's is detected;
    with ``draw``, the position before each bad turn is drawn as text (the
    kind's ``text_diagram``); with ``assume``, games are judged on past their
    bad turns; with ``look_back``, a bad turn's suggestions look back on earlier turns; with ``stored``, a name that is a stored game's id is opened
    by it, in this process (:func:`each_judged`). Every file is checked readable before
    any is judged. Each source's verdicts come game by game as they are
    judged (from a worker, chunk by chunk), so the first is printed at once;
    each source's must be taken in full before the next's.

    Raises:
        SourceError: a source cannot be read.
    """
    files = [name for name in names if not _local(name, stored)]
    if jobs <= 1 or len(files) < 2:
        yield from (each_judged(name, kind, limits, draw, assume, stored, look_back) for name in names)
        return
    for name in files:
        _check_readable(name)
    tasks = [None if _local(name, stored) else (name, kind, limits, draw, assume, None, look_back) for name in names]
    for name, verdicts_of in zip(names, streamed(each_judged, tasks, jobs)):
        yield each_judged(name, kind, limits, draw, assume, stored, look_back) if verdicts_of is None else verdicts_of


CHUNK_GAMES = 100
"""How many results (verdicts, judged games) a worker sends at once: the
process taking them uses each chunk while the worker makes the next."""

Chunk = tuple[int, list[Any] | None]
"""What a worker sends: its task's index and up to :data:`CHUNK_GAMES` of its results, or None when done."""

_outbox: multiprocessing.queues.Queue[Chunk] | None = None
"""In a worker process: where it sends its results."""


WORKER_NICENESS = 5
"""How much a worker yields to the process taking its results: for an import
the one writer is the serial part, so it takes a whole core whenever it has
games to store, and the workers share what it leaves."""


PR_SET_PDEATHSIG = 1
"""Linux prctl(2): the signal a process gets when its parent dies."""


def _die_with_parent(parent: int) -> None:
    """Start a worker that ends when the process that started it ends, even killed: on Linux
    the kernel sends it SIGTERM (prctl PR_SET_PDEATHSIG); a parent already gone ends it at once.
    Elsewhere a worker ends when its pool's pipe closes, as multiprocessing does."""
    if sys.platform.startswith("linux"):
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    if os.getppid() != parent:
        os._exit(1)


def _open_outbox(outbox: multiprocessing.queues.Queue[Chunk], parent: int) -> None:
    """Start a worker: where to send its results, its lower priority, its end with its parent."""
    global _outbox
    _die_with_parent(parent)
    # A worker never waits, when it ends, for its parent to read what it sent: a
    # command stopped early reads no more, and waiting would hang the pool's shutdown.
    # Nothing needed is lost: the parent reads each task up to its end mark.
    outbox.cancel_join_thread()
    _outbox = outbox
    os.nice(WORKER_NICENESS)


def _send(index: int, work: Callable[..., Iterable[Any]], args: tuple[Any, ...]) -> None:
    """In a worker: do task ``index``, ``work(*args)``, sending its results in chunks, then None."""
    assert _outbox is not None
    try:
        results = iter(work(*args))
        while chunk := list(itertools.islice(results, CHUNK_GAMES)):
            _outbox.put((index, chunk))
    finally:
        _outbox.put((index, None))


def workers(jobs: int, tasks: int) -> int:
    """How many worker processes take ``tasks`` when ``--jobs`` asks for ``jobs``: at most one per task
    and one per core, since more would only wait for a core (and ``--jobs 100000000`` would start or
    queue for a hundred million); at least one.

    >>> workers(10**20, 3) <= 3, workers(1, 5)
    (True, 1)
    """
    return max(1, min(jobs, tasks, os.cpu_count() or 1))


def streamed(
    work: Callable[..., Iterable[T]], tasks: Sequence[tuple[Any, ...] | None], jobs: int
) -> Generator[Iterator[T] | None, None, None]:
    """For each task, in order: the results of ``work(*task)`` made by a worker
    process, each chunk as it arrives; None for a task that is None (the caller
    does it itself). ``work`` must be a module-level function and its results
    picklable.

    Each task's results must be taken in full before the next task's. Up to
    ``jobs`` workers (:func:`workers`: at most one per task and per core) work
    at most two tasks each ahead of the caller, so memory stays bounded however
    many tasks there are.
    """
    pooled = {index: task for index, task in enumerate(tasks) if task is not None}
    if not pooled:
        yield from (None for _ in tasks)
        return
    jobs = workers(jobs, len(pooled))
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from queue import Empty

    outbox = multiprocessing.get_context().Queue()
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_open_outbox, initargs=(outbox, os.getpid()))
    queue = iter(pooled.items())
    futures: dict[int, Future[None]] = {}
    received: defaultdict[int, deque[list[T] | None]] = defaultdict(deque)

    def submit_next() -> None:
        for index, task in itertools.islice(queue, 1):
            futures[index] = pool.submit(_send, index, work, task)

    def chunk_of(index: int) -> list[T] | None:
        while not received[index]:
            try:
                sender, chunk = outbox.get(timeout=1)
            except Empty:
                if futures[index].done():
                    futures[index].result()  # the worker's error, if it died without sending
                continue
            received[sender].append(chunk)
        return received[index].popleft()

    def results_of(index: int) -> Iterator[T]:
        while (chunk := chunk_of(index)) is not None:
            yield from chunk
        futures.pop(index).result()
        del received[index]
        submit_next()

    try:
        for _ in range(2 * jobs):
            submit_next()
        for index in range(len(tasks)):
            if index not in futures:
                yield None
                continue
            results = results_of(index)
            yield results
            for _ in results:  # what the caller did not take (an import found the file stored meanwhile)
                pass
    finally:  # a command stopped by an error leaves no task worked on for nothing
        pool.shutdown(cancel_futures=True)
