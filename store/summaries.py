"""The per-game summaries: a projection of the events, kept in the ``summaries`` table.

Each game's line of ``admiralty games`` (kind, tournament, round, players,
the result that stands, verdict, turns, annotations) is written in the same
transaction as the events that change it: the import writes it with the game,
and each later event (an annotation, an adjudication) updates it. ``games``,
``standings`` and the stored report read it instead of replaying every event.

It is not evidence: it is rewritten in place, and :mod:`store.verify` rebuilds
every line from the events (by replaying the game, or by judging its submitted
file) and reports a line that differs, is missing or has no game (STORE-PROJECTION).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import attrs
import sqlite_utils

from admiralty.notation.kinds import KINDS
from admiralty.store import schema
from admiralty.store.events import TURNS, Adjudicated, Annotated, GameStarted, StoreEvent, VerdictRecorded


@attrs.frozen
class GameSummary:
    """One line of ``admiralty games``: its players by seat, ``first`` and ``second`` in their kind's
    seat order (MAD: Red and Blue; Rigadoon: Blue and Green)."""

    id: int
    tournament: str | None
    round: str | None
    first: str
    second: str
    result: str
    valid: bool
    rule: str | None
    turns: int
    annotations: int
    kind: str = "mad"

    @property
    def players(self) -> tuple[str, str]:
        """The players in their kind's seat order."""
        return self.first, self.second


COLUMNS = (
    "game_id",
    "kind",
    "tournament",
    "round",
    "first",
    "second",
    "result",
    "valid",
    "rule",
    "turns",
    "annotations",
)
"""The columns of ``summaries`` (:data:`store.schema.SUMMARIES`), in order."""

COLOURS = ("red", "blue", "green")
"""The seat columns of ``summaries`` before they were seats (until ``admiralty migrate``): the players by their
seat tag (MAD's Red and Blue, Rigadoon's Blue and Green), the colour a game's kind has not NULL."""

_COLOURED = (
    *COLUMNS[:4],
    "coalesce(red, blue)",
    "CASE WHEN red IS NULL THEN green ELSE blue END",
    *COLUMNS[6:],
)
""":data:`COLUMNS` read from a table of :data:`COLOURS`."""


def coloured(db: sqlite_utils.Database) -> bool:
    """Whether the ``summaries`` table has the colour columns (:data:`COLOURS`) of a database not migrated since."""
    return any(row[1] == "green" for row in db.execute("PRAGMA table_info(summaries)"))


def _select(db: sqlite_utils.Database) -> str:
    return f"SELECT {', '.join(_COLOURED if coloured(db) else COLUMNS)} FROM summaries"


def _columns(line: GameSummary) -> tuple[Any, ...]:
    return (
        line.id,
        line.kind,
        line.tournament,
        line.round,
        line.first,
        line.second,
        line.result,
        int(line.valid),
        line.rule,
        line.turns,
        line.annotations,
    )


def _coloured(line: GameSummary) -> tuple[Any, ...]:
    """:func:`_columns` for a table of :data:`COLOURS`: each player in the column of its seat's tag."""
    seats = dict(zip((seat.lower() for seat in KINDS[line.kind].seats), line.players))
    values = _columns(line)
    return (*values[:4], *(seats.get(colour) for colour in COLOURS), *values[6:])


def _line(row: Sequence[Any]) -> GameSummary:
    game_id, kind, tournament, round, first, second, result, valid, rule, turns, annotations = row
    return GameSummary(game_id, tournament, round, first, second, result, bool(valid), rule, turns, annotations, kind)


def round_of(event: GameStarted) -> str | None:
    """A game's round: its Round tag as written, else the round given at import (``import --round``);
    an unknown Round (``?``, ``-`` or empty) is no round. The ledger matches records on the same."""
    written = dict(event.tags).get("Round", "").strip()
    return written if written not in ("", "?", "-") else event.round


def started(game_id: int, event: GameStarted, verdict: VerdictRecorded | None = None) -> GameSummary:
    """The summary of a game that has only begun: its players from its seat tags (``?`` when unknown), no turn;
    with its ``verdict``, the result, validity, first broken rule and legal turns it records."""
    tags = dict(event.tags)
    first, second = (tags.get(seat, "?") or "?" for seat in KINDS[event.kind].seats)
    result, valid, rule, turns = (
        ("*", False, None, 0)
        if verdict is None
        else (verdict.result, verdict.valid, verdict.errors[0].rule if verdict.errors else None, verdict.turns)
    )
    return GameSummary(
        game_id,
        event.tournament,
        round_of(event),
        first,
        second,
        result,
        valid,
        rule,
        turns,
        0,
        event.kind,
    )


def advanced(line: GameSummary, events: Iterable[StoreEvent]) -> GameSummary:
    """The summary after ``events`` are appended to its game, without replaying a turn.

    A turn counts until the verdict says how many were legal, and what result
    they produce; an annotation counts; an adjudication's result stands.

    >>> line = GameSummary(1, None, None, "A", "B", "*", True, None, 4, 0)
    >>> advanced(line, [Annotated(2, comment="ok"), Adjudicated(4, "blue/tb", "none")])
    GameSummary(id=1, tournament=None, round=None, first='A', second='B', result='blue/tb', valid=True, rule=None, turns=4, annotations=1, kind='mad')
    """
    changes: dict[str, Any] = {}
    turns, notes = line.turns, line.annotations
    for event in events:
        if isinstance(event, TURNS):
            turns += 1
        elif isinstance(event, VerdictRecorded):
            rule = event.errors[0].rule if event.errors else None
            changes.update(result=event.result, valid=event.valid, rule=rule)
            turns = event.turns
        elif isinstance(event, Annotated):
            notes += 1
        elif isinstance(event, Adjudicated):
            changes["result"] = event.result
    if changes or turns != line.turns or notes != line.annotations:
        line = attrs.evolve(line, turns=turns, annotations=notes, **changes)
    return line


def projected(game_id: int, events: Sequence[StoreEvent]) -> GameSummary | None:
    """The summary of a whole stream (None when it does not begin with GameStarted)."""
    first = events[0] if events else None
    return advanced(started(game_id, first), events[1:]) if isinstance(first, GameStarted) else None


def imported(game_id: int, event: GameStarted, verdict: VerdictRecorded) -> GameSummary:
    """The summary of a game as an import stores it, from its first and last events: the verdict
    counts its turns, and nothing else is stored between them that a summary counts
    (what :func:`projected` gives for the whole stream, without going through its turns)."""
    return started(game_id, event, verdict)


def _written(db: sqlite_utils.Database) -> tuple[tuple[str, ...], Callable[[GameSummary], tuple[Any, ...]]]:
    """The columns a summary is written in and its values for them, in the table's shape."""
    return ((*COLUMNS[:4], *COLOURS, *COLUMNS[6:]), _coloured) if coloured(db) else (COLUMNS, _columns)


def insert(db: sqlite_utils.Database, lines: Iterable[tuple[int, GameSummary]]) -> None:
    """Write the summaries of new games, each given with its game's id (the line's own ``id`` is not read),
    in one statement. Call inside the transaction that stores their events."""
    columns, values = _written(db)
    sql = f"INSERT INTO summaries ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"
    db.conn.executemany(sql, [(game_id, *values(line)[1:]) for game_id, line in lines])


def update(db: sqlite_utils.Database, game_id: int, events: Sequence[StoreEvent]) -> None:
    """Bring game ``game_id``'s summary up to date with ``events`` just appended to it, in their transaction."""
    line = one(db, game_id)
    if line is None:
        return
    now = advanced(line, events)
    if now != line:
        columns, values = _written(db)
        setting = ", ".join(f"{column} = ?" for column in columns[1:])
        db.execute(f"UPDATE summaries SET {setting} WHERE game_id = ?", [*values(now)[1:], game_id])


def one(db: sqlite_utils.Database, game_id: int) -> GameSummary | None:
    """The stored summary of game ``game_id``, if it has one."""
    row = db.execute(f"{_select(db)} WHERE game_id = ?", [game_id]).fetchone()
    return None if row is None else _line(row)


def read(db: sqlite_utils.Database, tournament: str | None = None) -> list[GameSummary]:
    """The stored summaries in game order, of one tournament's games or of all."""
    where, params = (" WHERE tournament = ?", [tournament]) if tournament is not None else ("", [])
    return [_line(row) for row in db.execute(f"{_select(db)}{where} ORDER BY game_id", params)]


def seat_columns(db: sqlite_utils.Database) -> bool:
    """Rewrite a ``summaries`` table of :data:`COLOURS` with the seat columns (``admiralty migrate``), the
    ``game_list`` view with it; whether it had them. Inside a write transaction."""
    if not coloured(db):
        return False
    listed = db.execute("SELECT 1 FROM sqlite_master WHERE type = 'view' AND name = 'game_list'").fetchone()
    db.execute("DROP VIEW IF EXISTS game_list")
    db.execute("ALTER TABLE summaries RENAME TO summaries_before")
    db.execute(schema.SUMMARIES)
    db.execute(f"INSERT INTO summaries ({', '.join(COLUMNS)}) SELECT {', '.join(_COLOURED)} FROM summaries_before")
    db.execute("DROP TABLE summaries_before")
    if listed:
        db.execute(f"CREATE VIEW game_list AS {schema.VIEWS['game_list']}")
    return True


def tournaments(db: sqlite_utils.Database) -> list[str]:
    """The names games were imported under (``import --tournament``), each once."""
    return [row[0] for row in db.execute("SELECT DISTINCT tournament FROM summaries WHERE tournament IS NOT NULL")]
