"""Proving the store: hash chains, replays, submitted files, SQLite's own check.

:func:`verify` reads everything and reports what does not hold, as values; it
never repairs. An event edited outside the tool (its payload, type, timestamp
or place) breaks its hash link and is named by game and sequence number.
"""

from __future__ import annotations

from collections import defaultdict
from itertools import groupby

import attrs

from admiralty.notation.kinds import KINDS, detect
from admiralty.notation.verdict import judge
from admiralty.referee.violation import AdmiraltyError
from admiralty.store.chain import GENESIS, link
from admiralty.store.database import EventStore, Row
from admiralty.store.events import AFTER_IMPORT, GameStarted, StoreEvent
from admiralty.store.mapper import from_row, to_row
from admiralty.store.recording import events_of, rebuild
from admiralty.store.schema import TRIGGERS
from admiralty.store.submissions import digest_of, lines_of


@attrs.frozen
class Finding:
    """Something in the database that does not hold.

    Args:
        rule: STORE-TAMPER, STORE-REPLAY, STORE-SCHEMA or STORE-INTEGRITY.
        message: one sentence for the arbiter.
        game: the game concerned, if one.
        seq: the event concerned, if one.
    """

    rule: str
    message: str
    game: int | None = None
    seq: int | None = None


@attrs.frozen
class Verification:
    """What :func:`verify` checked and found; ``ok`` when nothing."""

    games: int
    events: int
    submissions: int
    findings: tuple[Finding, ...]

    @property
    def ok(self) -> bool:
        return not self.findings


def _chain(game_id: int, rows: list[Row]) -> tuple[list[Finding], list[StoreEvent] | None]:
    """Check one game's links; its events when every payload reads."""
    findings: list[Finding] = []
    events: list[StoreEvent] | None = []
    prev = GENESIS
    for expected, row in enumerate(rows):
        if row.seq != expected:
            findings.append(
                Finding("STORE-TAMPER", f"Event {expected} is missing (found {row.seq}).", game_id, expected)
            )
            events = None
            break
        if row.prev_hash != prev:
            findings.append(
                Finding("STORE-TAMPER", "Its previous-hash link does not match the event before it.", game_id, row.seq)
            )
        if link(row.prev_hash, row.game_id, row.seq, row.type, row.payload, row.at) != row.hash:
            findings.append(
                Finding(
                    "STORE-TAMPER",
                    f"The {row.type} event was edited outside the tool: its hash does not match.",
                    game_id,
                    row.seq,
                )
            )
        prev = row.hash
        try:
            event = from_row(row.type, row.payload)
        except AdmiraltyError as error:
            findings.append(Finding("STORE-TAMPER", error.violation.message, game_id, row.seq))
            events = None
            continue
        if to_row(event)[1] != row.payload:
            findings.append(Finding("STORE-TAMPER", "The payload is not in canonical form.", game_id, row.seq))
        if events is not None:
            events.append(event)
    return findings, events


def _replay(game_id: int, events: list[StoreEvent]) -> list[Finding]:
    try:
        started, record, verdict = rebuild(events)
    except AdmiraltyError as error:
        return [Finding("STORE-REPLAY", f"The game does not replay: {error}", game_id)]
    produced = KINDS[started.kind].summary(record)
    if (
        verdict is not None
        and verdict.valid
        and (produced.result, produced.termination) != (verdict.result, verdict.termination)
    ):
        return [
            Finding(
                "STORE-REPLAY",
                f"The turns produce {produced.result}, but the recorded verdict says {verdict.result}.",
                game_id,
            )
        ]
    return []


def _submissions(store: EventStore, games: dict[int, list[StoreEvent]]) -> tuple[int, list[Finding]]:
    """Check each file's digest, and that its games' events are what judging it gives."""
    findings: list[Finding] = []
    by_digest: dict[str, list[tuple[int, GameStarted]]] = defaultdict(list)
    for game_id, events in games.items():
        if isinstance(events[0], GameStarted):
            by_digest[events[0].submission].append((game_id, events[0]))
    count = 0
    for submission in store.submissions():
        count += 1
        if digest_of(submission.content) != submission.digest:
            findings.append(
                Finding("STORE-TAMPER", f"Submission {submission.id} ({submission.name}) does not match its digest.")
            )
            continue
        stored = {started.index: (game_id, started) for game_id, started in by_digest.pop(submission.digest, [])}
        kind, lines = detect(submission.name, lines_of(submission.content))
        for record, verdict in judge(submission.name, lines, kind):
            found = stored.pop(verdict.index, None)
            if found is None:
                findings.append(
                    Finding(
                        "STORE-TAMPER",
                        f"Game {verdict.index} of submission {submission.id} ({submission.name}) is not stored.",
                    )
                )
                continue
            game_id, started = found
            expected = events_of(record, submission.digest, verdict.index, started.tournament, started.round, kind)
            kept = [event for event in games[game_id] if not isinstance(event, AFTER_IMPORT)]
            if kept != expected:
                findings.append(
                    Finding(
                        "STORE-REPLAY",
                        f"The events differ from what its submitted file ({submission.name}) gives.",
                        game_id,
                    )
                )
        for game_id, _ in stored.values():
            findings.append(
                Finding("STORE-TAMPER", f"The game is not in its submitted file ({submission.name}).", game_id)
            )
    for orphans in by_digest.values():
        for game_id, _ in orphans:
            findings.append(Finding("STORE-TAMPER", "The file this game was submitted in is missing.", game_id, 0))
    return count, findings


def verify(store: EventStore) -> Verification:
    """Check the whole store.

    Checks ``PRAGMA integrity_check``; that the append-only triggers exist; for
    every game, the hash chain, the payloads, and the replay of every turn by
    the referee; for every submitted file, its digest and that judging it
    again gives exactly the stored events.

    >>> from admiralty.store.submissions import import_file
    >>> store = EventStore.open(":memory:")
    >>> _ = import_file(store, "g.mgn", b"1. 211c2-c4 *\\n", "2026-11-22T06:00:00+00:00")
    >>> verify(store).ok
    True
    """
    findings: list[Finding] = []
    integrity = [row[0] for row in store.db.execute("PRAGMA integrity_check")]
    if integrity != ["ok"]:
        findings += [Finding("STORE-INTEGRITY", f"SQLite integrity check: {line}") for line in integrity]
    present = {row[0] for row in store.db.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
    findings += [
        Finding("STORE-SCHEMA", f"The append-only trigger {name} is missing.")
        for name in TRIGGERS
        if name not in present
    ]
    games: dict[int, list[StoreEvent]] = {}
    count = ngames = 0
    for game_id, grouped in groupby(store.rows(), key=lambda row: row.game_id):
        rows = list(grouped)
        count, ngames = count + len(rows), ngames + 1
        chain, events = _chain(game_id, rows)
        findings += chain
        if events is not None:
            findings += _replay(game_id, events)
            games[game_id] = events
    submissions, found = _submissions(store, games)
    findings += found
    return Verification(ngames, count, submissions, tuple(findings))
