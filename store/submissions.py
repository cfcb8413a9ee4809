"""Submitted files: kept byte for byte, judged, and stored with their games' events.

One import of one file is one transaction: the file's row and every event of
every game read from it, or nothing (a process killed halfway leaves no trace).
A file is identified by the sha256 of its bytes: importing the same bytes again
stores nothing and reports the games already stored.
"""

from __future__ import annotations

import hashlib
import io
from collections.abc import Callable, Generator, Iterable, Iterator
from typing import Any

import attrs

from admiralty.notation.kinds import KINDS, detect
from admiralty.notation.pool import streamed
from admiralty.notation.reader import game_starts
from admiralty.notation.verdict import Verdict, judge, text_lines, transcribe
from admiralty.referee.tournament.arrivals import Arrival
from admiralty.referee.violation import AdmiraltyError, violation
from admiralty.store import account_projection
from admiralty.store.events import GameStarted
from admiralty.store.identity import identity_of
from admiralty.store.mapper import Encoded
from admiralty.store.recorder import Recorder, Submission
from admiralty.store.recording import recorded, started_of, written_rows
from admiralty.store.summaries import GameSummary, imported


@attrs.frozen
class Imported:
    """What importing one file did.

    Args:
        name: the file's name as given.
        digest: the sha256 of its bytes.
        duplicate: the same bytes were already stored; nothing was written.
        games: the stored game ids, in the file's order.
        verdicts: the verdict on each game (empty for a duplicate).
        matching: what each game does in the tournament it was imported under (:mod:`store.arrivals`;
            empty without one, and for a duplicate).
    """

    name: str
    digest: str
    duplicate: bool
    games: tuple[int, ...]
    verdicts: tuple[Verdict, ...] = ()
    matching: tuple[Arrival, ...] = ()

    @property
    def valid(self) -> bool:
        return all(verdict.valid for verdict in self.verdicts)


def digest_of(content: bytes) -> str:
    """The hex sha256 of a file's bytes."""
    return hashlib.sha256(content).hexdigest()


def lines_of(content: bytes) -> Iterator[str]:
    """The text lines of a submitted file, as the reader gets them from a file."""
    return text_lines(io.BytesIO(content))


@attrs.frozen
class WrittenGame:
    """One judged game of a submitted file, its events written as rows.

    Args:
        events: the rows of its events (:func:`store.recording.written_rows`: those of
            :func:`store.recording.events_of`, as :func:`store.mapper.encoded` writes them).
        verdict: the verdict on the game.
        line: where the game starts in its file.
        summary: its line of ``admiralty games`` (:func:`store.summaries.imported`; the id is set when stored).
        key: its identity key (:func:`store.identity.identity`).
    """

    events: tuple[Encoded, ...]
    verdict: Verdict
    line: int
    summary: GameSummary
    key: str


def written_games(
    name: str, content: bytes, tournament: str | None = None, round: str | None = None
) -> Iterator[WrittenGame]:
    """Judge each game of a submitted file and write its events, one game at a time.

    This is all the work of an import but the writing to the database, so it
    can run in another process (``admiralty import`` uses every core); the
    arguments are those of :func:`import_file`.
    """
    name = _printable(name)
    digest = digest_of(content)
    kind, lines = detect(name, lines_of(content))
    codec = kind.plugin.codec()
    for record, verdict in transcribe(name, lines, kind):
        started = started_of(codec, record, digest, verdict.index, tournament, round, kind)
        made = recorded(verdict)
        rows, texts = written_rows(codec, started, record, made)
        yield WrittenGame(
            tuple(rows), verdict, record.line, imported(0, started, made), identity_of(started, texts, made).key
        )


POOLED_BYTES = 8 * 2**20
"""A larger file is imported by the main process alone, one game at a time:
the games a worker judges ahead are held in memory until stored."""


def written_ahead(
    contents: dict[str, bytes],
    tournament: str | None,
    round: str | None,
    jobs: int,
    stored: Callable[[bytes], bool],
) -> Generator[Iterator[WrittenGame] | None, None, None]:
    """For each file of ``contents``, in order: its games as workers judge them
    (:func:`written_games`), or None for a file the importer judges itself: every
    file when ``jobs`` is 1, else a file over :data:`POOLED_BYTES`, one ``stored``
    already, or a second copy of one. Even one file is judged in a worker, while
    the importer stores the games already judged, file by file, in order, so game
    ids do not depend on the number of processes.

    Each file's games must be taken in full before the next file's. Workers
    judge at most two files each ahead of the importer, so memory stays
    bounded however many files are imported (:func:`notation.pool.streamed`).
    """
    tasks: list[tuple[Any, ...] | None] = []
    seen: set[bytes] = set()
    for name, content in contents.items():
        pooled = jobs > 1 and len(content) <= POOLED_BYTES and content not in seen and not stored(content)
        tasks.append((name, content, tournament, round) if pooled else None)
        seen.add(content)
    return streamed(written_games, tasks, jobs)


def _printable(name: str) -> str:
    """A file name from the command line, which may hold bytes that are not UTF-8, as text."""
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def import_file(
    store: Recorder,
    name: str,
    content: bytes,
    at: str,
    tournament: str | None = None,
    round: str | None = None,
    on_game: Callable[[int, int], None] | None = None,
    written: Iterable[WrittenGame] | None = None,
) -> Imported:
    """Judge a submitted file and store it with its games, in one transaction.

    Every game is stored, valid or not: its tags, its legal turns up to the
    first error, and the verdict.

    Args:
        store: where to store.
        name: the file's name, kept with it.
        content: the file's bytes, kept exactly.
        at: the timestamp of every event written.
        tournament: the tournament the games belong to.
        round: the round they were played in.
        on_game: called with each game's id and first line once its events
            are written (before the commit; games are written :data:`CHUNK` at a time), for progress reports.
        written: the file's games as :func:`written_games` gives them for the
            same arguments, judged beforehand (in another process); by
            default they are judged here, one at a time.

    Raises:
        AdmiraltyError: STORE-LOCKED or STORE-IO; nothing is written then.

    >>> from admiralty.store import EventStore
    >>> store = EventStore.open(":memory:")
    >>> first = import_file(store, "g.mgn", b"1. 211c2-c4 *\\n", "2026-11-22T06:00:00+00:00")
    >>> first.games, first.valid
    ((1,), True)
    >>> import_file(store, "again.mgn", b"1. 211c2-c4 *\\n", "2026-11-22T06:05:00+00:00").duplicate
    True
    """
    name = _printable(name)
    digest = digest_of(content)
    with store.transaction():
        if store.submission(digest) is not None:
            return Imported(name, digest, True, tuple(store.games_of(digest)))
        store.add_submission(digest, name, content, at, tournament, round)
        games: list[int] = []
        verdicts: list[Verdict] = []
        for chunk in batched(written_games(name, content, tournament, round) if written is None else written, CHUNK):
            games += store.start_written([(game.events, game.summary, game.key) for game in chunk], at)
            verdicts += (game.verdict for game in chunk)
            if on_game is not None:
                for game_id, game in zip(games[-len(chunk) :], chunk):
                    on_game(game_id, game.line)
        if tournament is not None:
            account_projection.refresh(store, [tournament])
    return Imported(name, digest, False, tuple(games), tuple(verdicts))


def would_import(
    store: Recorder,
    contents: Iterable[tuple[str, bytes]],
    tournament: str | None = None,
    round: str | None = None,
    place: Callable[[GameSummary, str], Arrival] | None = None,
) -> Iterator[Imported]:
    """What importing each file of ``contents`` in turn would do, storing nothing (``import --dry-run``): each
    game judged, given the id it would get, and placed by ``place`` (its listing line and identity key: what it
    would do in the tournament, :meth:`store.arrivals.Arrivals.arrived`); a file already stored, or given twice,
    a duplicate. The arguments are :func:`import_file`'s; one game is held at a time.

    >>> from admiralty.store import EventStore
    >>> store = EventStore.open(":memory:")
    >>> [(each.games, each.duplicate) for each in would_import(store, [("a.mgn", b"1. 211c2-c4 *"), ("b.mgn", b"1. 211c2-c4 *")])]
    [((1,), False), ((1,), True)]
    >>> store.game_ids()
    []
    """
    next_id = max(store.game_ids(), default=0) + 1
    seen: dict[str, tuple[int, ...]] = {}
    for name, content in contents:
        digest = digest_of(content)
        if digest in seen or store.submission(digest) is not None:
            yield Imported(_printable(name), digest, True, seen.get(digest) or tuple(store.games_of(digest)))
            continue
        games: list[int] = []
        verdicts: list[Verdict] = []
        placed: list[Arrival] = []
        for game in written_games(name, content, tournament, round):
            games.append(next_id + len(games))
            verdicts.append(game.verdict)
            if place is not None:
                placed.append(place(attrs.evolve(game.summary, id=games[-1]), game.key))
        next_id += len(games)
        seen[digest] = tuple(games)
        yield Imported(_printable(name), digest, False, tuple(games), tuple(verdicts), tuple(placed))


CHUNK = 100
"""How many games of a file are stored together (:meth:`store.recorder.Recorder.start_written`)."""


def batched(items: Iterable[WrittenGame], size: int) -> Iterator[list[WrittenGame]]:
    """``items`` in lists of ``size`` (the last one shorter), as they come."""
    chunk: list[WrittenGame] = []
    for item in items:
        chunk.append(item)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def submission_of(store: Recorder, game_id: int) -> tuple[GameStarted, Submission]:
    """The GameStarted event of a stored game and the file it was submitted in.

    Raises:
        AdmiraltyError: STORE-NOGAME; STORE-TAMPER when the first event is not
            a GameStarted or its file is missing.
    """
    started = store.first(game_id).event
    submission = store.submission(started.submission) if isinstance(started, GameStarted) else None
    if not isinstance(started, GameStarted) or submission is None:
        raise violation("STORE-TAMPER", f"The file game {game_id} was submitted in is missing.")
    return started, submission


def submitted_lines(store: Recorder, game_id: int) -> tuple[str, list[str]]:
    """The submitted text of one stored game, as its file's name and lines.

    The game is cut out of its file exactly, from its first token to the next
    game's (:func:`notation.reader.game_starts`), even when games share a line:
    the rest is blanked, so lines and columns stay those of the submitted file.

    Raises:
        AdmiraltyError: STORE-NOGAME; STORE-TAMPER when its file is missing or
            does not hold the game where it was stored from.
    """
    started, submission = submission_of(store, game_id)
    lines = list(lines_of(submission.content))
    # A file without any game was stored as one invalid game at line 1 (notation.verdict.judge): all of it.
    starts = list(game_starts(lines, KINDS[started.kind].dialect)) or [(1, 1)]
    if len(starts) < started.index or starts[started.index - 1][0] != started.line:
        raise _not_held(game_id, started)
    end = starts[started.index] if started.index < len(starts) else (len(lines) + 1, 1)
    return submission.name, cut(lines, starts[started.index - 1], end)


def _not_held(game_id: int, started: GameStarted) -> AdmiraltyError:
    """STORE-TAMPER: the submitted file of a stored game no longer holds the game where it was stored from."""
    return violation("STORE-TAMPER", f"The file of game {game_id} does not hold it at line {started.line}.")


def judged_again(store: Recorder, game_ids: Iterable[int]) -> Iterator[tuple[str, GameStarted, Any]]:
    """Stored games judged again from their submitted files, in the order given: each as its file's name,
    its GameStarted and its full record (:func:`notation.verdict.judge`).

    A file is read and judged once for a run of its games in the order they stand in it (a tournament's
    games in the order of import), so a report over a file of N games reads it once, not N times.

    Raises:
        AdmiraltyError: STORE-NOGAME; STORE-TAMPER when a file is missing or holds fewer games than stored.
    """
    digest, place, name = "", 0, ""
    games: Iterator[tuple[Any, Verdict]] = iter(())
    for game_id in game_ids:
        started = store.first(game_id).event
        if not isinstance(started, GameStarted) or started.submission != digest or started.index <= place:
            started, submission = submission_of(store, game_id)
            digest, place, name = submission.digest, 0, submission.name
            games = judge(name, lines_of(submission.content), KINDS[started.kind])
        for record, verdict in games:
            place = verdict.index
            if place == started.index:
                yield name, started, record
                break
        else:
            raise _not_held(game_id, started)


def cut(lines: list[str], start: tuple[int, int], end: tuple[int, int]) -> list[str]:
    r"""``lines`` with everything before ``start`` and from ``end`` on blanked, as ``(line, column)``:
    blanked lines keep their line end, characters before ``start`` on its line become spaces.

    >>> cut(["1. a *  1. b *\n", "1. c *\n", "1. d *"], (1, 9), (3, 1))
    ['        1. b *\n', '1. c *\n', '']
    >>> cut(["1. a * 1. b * 1. c *"], (1, 8), (1, 15))
    ['       1. b * ']
    """
    (first, column), (last, stop) = start, end
    kept = []
    for number, text in enumerate(lines, 1):
        body = text.rstrip("\r\n")
        ending = text[len(body) :]
        if number == last:
            body = body[: stop - 1]
        if number == first:
            body = " " * (column - 1) + body[column - 1 :]
        kept.append(body + ending if first <= number <= last else "\n")
    return kept
