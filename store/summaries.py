"""The per-game summaries: a projection of the events, kept in the ``summaries`` table.

Each game's line of ``admiralty games`` (kind, tournament, round, players,
the result that stands, verdict, turns, annotations) is written in the same
transaction as the events that change it: the import writes it with the game,
and each later event (an annotation, an adjudication) updates it. ``games``,
``standings`` and the stored report read it instead of replaying every event.

It is not evidence: it is rewritten in place, and :mod:`store.verify` rebuilds
every line from the events (by replaying the game, or by judging its submitted
file) and reports a line that differs, is missing or has no game (STORE-PROJECTION).
The recorder keeps the lines (:mod:`store.sqlite.summaries`); this module makes them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import attrs

from admiralty.notation.kinds import KINDS
from admiralty.store.events import TURNS, Adjudicated, Annotated, GameStarted, StoreEvent, VerdictRecorded


@attrs.frozen
class GameSummary:
    """One line of ``admiralty games``: its players by seat, ``first`` and ``second`` in their kind's
    seat order (MAD: Red and Blue; Rigadoon: Blue and Green).

    ``corrected`` and ``excluded`` are the game as ruled (:mod:`store.ruled`), set by the listing and
    never stored: read with a correction an arbiter accepted; excluded from a tournament by an arbiter.
    """

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
    corrected: bool = False
    excluded: bool = False

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
"""The columns of ``summaries`` (:data:`store.sqlite.schema.SUMMARIES`), in order."""

COLOURS = ("red", "blue", "green")
"""The seat columns of ``summaries`` before they were seats (until ``admiralty migrate``): the players by their
seat tag (MAD's Red and Blue, Rigadoon's Blue and Green), the colour a game's kind has not NULL."""


def columns(line: GameSummary) -> tuple[Any, ...]:
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


def coloured_columns(line: GameSummary) -> tuple[Any, ...]:
    """:func:`columns` for a table of :data:`COLOURS`: each player in the column of its seat's tag."""
    seats = dict(zip((seat.lower() for seat in KINDS[line.kind].seats), line.players))
    values = columns(line)
    return (*values[:4], *(seats.get(colour) for colour in COLOURS), *values[6:])


def line_of(row: Sequence[Any]) -> GameSummary:
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
    GameSummary(id=1, tournament=None, round=None, first='A', second='B', result='blue/tb', valid=True, rule=None, turns=4, annotations=1, kind='mad', corrected=False, excluded=False)
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
