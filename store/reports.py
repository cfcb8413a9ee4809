"""Assembling the rule-compliance report (specs/arbiter.md, "Reports") over record files or stored games.

Each game is judged as its kind (:mod:`admiralty.notation.kinds`) and entered
with its violation, the rule's text and, for a game stopped without a winner,
its adjudication: the stored decision with who made it and why, or the
tie-break it would get (MAD-TIEBREAK). Rendering is
:mod:`admiralty.notation.render.report`'s.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from admiralty.notation.kinds import KINDS, GameKind, detect
from admiralty.notation.render.report import GameEntry, Ledgered, Report, crosstable_rows, game_entry
from admiralty.notation.verdict import judge
from admiralty.referee.standings import crosstable
from admiralty.store.accounting import account
from admiralty.store.database import EventStore
from admiralty.store.notes import correction_note
from admiralty.store.projections import StoredGame, load_all
from admiralty.store.submissions import submitted_lines


def file_report(sources: Iterable[tuple[str, Iterable[str]]], title: str, rule_texts: dict[str, str]) -> Report:
    """The report over the games of record files, each given as its name and lines."""
    entries: list[GameEntry] = []
    for name, lines in sources:
        kind, stream = detect(name, lines)
        entries += [
            game_entry(verdict.file, verdict.index, record, rule_texts, kind.tiebreak_note(record), kind)
            for record, verdict in judge(name, stream, kind)
        ]
    return Report(title, tuple(entries))


def _stored_note(game: StoredGame, kind: GameKind, record: Any) -> str | None:
    """The arbiter's corrections, then the stored adjudication with who made it and why, else the tie-break
    the game would get."""
    decision = game.adjudication
    if decision is None:
        note = kind.tiebreak_note(record)
    else:
        who = f" by {decision.by}" if decision.by else ""
        why = f" ({decision.reason})" if decision.reason else ""
        note = f"Adjudicated{who} after turn {decision.after_turn}{why}: {decision.explanation}"
    notes = [*map(correction_note, game.corrections), *([note] if note else [])]
    return " ".join(notes) or None


def stored_report(store: EventStore, tournament: str | None, title: str, rule_texts: dict[str, str]) -> Report:
    """The report over a stored tournament's games (every stored game when ``tournament`` is None),
    each judged again from its submitted text."""
    entries = []
    for game in load_all(store):
        if tournament is not None and game.started.tournament != tournament:
            continue
        file, lines = submitted_lines(store, game.id)
        kind = KINDS[game.started.kind]
        record, _ = next(judge(file, lines, kind))
        label = f"game {game.id} ({file})"
        entries.append(
            game_entry(label, game.started.index, record, rule_texts, _stored_note(game, kind, record), kind)
        )
    return Report(title, tuple(entries), None if tournament is None else ledgered(store, tournament))


def ledgered(store: EventStore, tournament: str) -> Ledgered:
    """The crosstable, the arbiter's decisions and the open items of a tournament (specs/tournament.md)."""
    found = account(store, tournament)
    decisions = tuple(
        (str(d.seq), d.text, d.by, d.reason, "" if d.annulled_by is None else str(d.annulled_by))
        for d in found.decisions
    )
    items = tuple(
        (str(item.round or "-"), f"{item.first} - {item.second or 'bye'}", item.what, item.detail)
        for item in found.open
    )
    rows = crosstable_rows(crosstable(found.results, found.scoring))
    return Ledgered(tuple(map(tuple, rows)), decisions, items)
