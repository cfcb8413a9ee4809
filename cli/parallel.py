"""Judging many record files on every core, with results in input order.

Each file is judged whole by one worker process; the main process prints the
verdicts file by file in the order the files were given, so the output is the
same with one process or many. Standard input and stored games are judged in
the main process.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Optional

import typer

from cli.inputs import fail, is_game_id, read_source
from cli.render import TEXT_DIAGRAMS
from notation.kinds import KINDS, GameKind, detect
from notation.limits import DEFAULT, Limits
from notation.verdict import Verdict, verdicts

Judged = list[tuple[Verdict, Optional[str]]]
"""A file's verdicts, each with the text diagram of the position before its bad turn."""


def opened(name: str, kind: Optional[str], db: str, limits: Limits = DEFAULT) -> tuple[str, GameKind, Iterator[str]]:
    """A record's label, game kind and lines: a file, standard input or a stored game.

    The kind is ``kind`` when given, else what notation.kinds.detect finds.
    """
    label, lines = read_source(name, db, limits)
    if kind is not None:
        return label, KINDS[kind], lines
    return (label, *detect(name, lines))


def judge_source(name: str, kind: Optional[str], db: str, limits: Limits = DEFAULT) -> Judged:
    """Every verdict of one source, with the position before a bad turn drawn."""
    label, game_kind, lines = opened(name, kind, db, limits)
    draw = TEXT_DIAGRAMS[game_kind.name]
    return [
        (verdict, draw(record.final, indent="    ") if not verdict.valid and verdict.errors[0].turn is not None else None)
        for record, verdict in verdicts(label, lines, game_kind, limits)
    ]


def _in_worker(name: str, kind: Optional[str], db: str, limits: Limits) -> Judged | int:
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


def judged(names: list[str], kind: Optional[str], db: str, jobs: int, limits: Limits = DEFAULT) -> Iterator[Judged]:
    """The verdicts of each source in ``names``, in order, judged by up to ``jobs`` processes."""
    files = [name for name in names if not _local(name)]
    if jobs <= 1 or len(files) < 2:
        yield from (judge_source(name, kind, db, limits) for name in names)
        return
    for name in files:
        _check_readable(name)
    with ProcessPoolExecutor(max_workers=min(jobs, len(files))) as pool:
        futures: list[Future | None] = [
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
