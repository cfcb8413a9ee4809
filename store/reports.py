"""Assembling the rule-compliance report (specs/arbiter.md, "Reports") over record files or stored games.

Each game is judged as its kind (:mod:`admiralty.notation.kinds`) and entered
with its violation, the rule's text, the arbiter's corrections (who, why, and
whether a decision accepted them) and, for a game stopped without a winner,
its adjudication: the stored decision with who made it and why, or the
tie-break it would get (MAD-TIEBREAK). A stored tournament's games are those
of its event as ruled (:mod:`store.ruled`). A report over files or over one
tournament has the standings and crosstable of its valid finished games,
with the default scoring and tie-breaks. Rendering is
:mod:`admiralty.notation.render.report`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

import attrs

from admiralty.notation.kinds import KINDS, GameKind, detect
from admiralty.notation.render.report import GameEntry, Ledgered, Report, game_entry
from admiralty.notation.spellings import spelling_key
from admiralty.notation.verdict import Verdict, judge
from admiralty.referee.tournament.accounting import Account
from admiralty.referee.tournament.matching import GameLine
from admiralty.referee.tournament.standings import Result, named_crosstable, named_standings, ranked
from admiralty.store.accounts import account
from admiralty.store.events import Adjudicated, Corrected
from admiralty.store.file_results import file_results
from admiralty.store.notes import adjudication_note
from admiralty.store.recorder import Recorder
from admiralty.store.ruled import correction_notes, games_as_ruled, ruled
from admiralty.store.submissions import judged_again


def _ranked(title: str, entries: list[GameEntry], counted: list[Result]) -> Report:
    """The report of ``entries`` with the standings and crosstable of the ``counted`` results."""
    return Report(title, tuple(entries), *ranked(counted, key=spelling_key))


@attrs.frozen
class Tagged:
    """What the standings need of a judged game of a file, its tags: a report keeps no game's turns while it
    reads the next (its memory does not grow with the games' length)."""

    tags: tuple[tuple[str, str], ...]

    def tag(self, name: str, default: str | None = None) -> str | None:
        """The value of tag ``name``, or ``default``."""
        return dict(self.tags).get(name, default)


def file_report(
    sources: Iterable[tuple[str, Iterable[str]]],
    title: str,
    rule_texts: Mapping[str, str],
    each_game: Callable[[Any, Verdict, GameKind], None] | None = None,
) -> Report:
    """The report over the games of record files, each given as its name and lines; its standings are
    :func:`store.file_results.file_results` (a game whose seats name one player counts for no one).

    ``each_game`` is given each game as it is judged (its record, verdict and kind), before the next is read:
    the HTML report makes its viewer page from it, so that no game is judged twice.
    """
    entries: list[GameEntry] = []
    judged: list[tuple[GameKind, Any, Verdict]] = []
    for name, lines in sources:
        kind, stream = detect(name, lines)
        for record, verdict in judge(name, stream, kind):
            entries.append(
                game_entry(verdict.file, verdict.index, record, rule_texts, kind.plugin.tiebreak_note(record), kind)
            )
            judged.append((kind, Tagged(record.tags), verdict))
            if each_game is not None:
                each_game(record, verdict, kind)
    return _ranked(title, entries, list(file_results(judged).results))


def _adjudication(decision: Adjudicated | None, kind: GameKind, record: Any) -> str | None:
    """The stored adjudication with who made it and why, else the tie-break the game would get."""
    return kind.plugin.tiebreak_note(record) if decision is None else adjudication_note(decision)


def stored_report(
    store: Recorder, tournament: str | None, title: str, rule_texts: Mapping[str, str], named: bool = False
) -> Report:
    """The report over a stored tournament's games as ruled (:mod:`store.ruled`: its excluded games left out,
    a game whose correction its arbiter accepted read with it), or every stored game when ``tournament`` is
    None (read with any correction an arbiter accepted); each judged again from its submitted text; with
    ``named``, its standings show the registered players' display names instead of their ids
    (:func:`referee.tournament.standings.named_standings`), in the order of the standings of ids.

    Of the games' events only the arbiter's decisions (adjudications, corrections) are read.
    """
    decided: dict[int, list[Adjudicated | Corrected]] = {}
    for each in store.of_types("Adjudicated", "Corrected"):
        assert isinstance(each.event, Adjudicated | Corrected)
        decided.setdefault(each.game_id, []).append(each.event)
    ids, rulings = games_as_ruled(store, tournament)
    entries = []
    for game_id, (file, started, submitted) in zip(ids, judged_again(store, ids)):
        decisions = decided.get(game_id, [])
        adjudications = [each for each in decisions if isinstance(each, Adjudicated)]
        corrections = tuple(each for each in decisions if isinstance(each, Corrected))
        game = ruled(store, game_id, file, started, submitted, rulings, corrections)
        kind = KINDS[started.kind]
        note = _adjudication(adjudications[-1] if adjudications else None, kind, game.record)
        entry = game_entry(f"game {game_id} ({file})", started.index, game.record, rule_texts, note, kind)
        entries.append(
            attrs.evolve(entry, corrections=correction_notes(game.corrections, game.accepted), corrected=game.corrected)
        )
    if tournament is None:
        return Report(title, tuple(entries))
    found = account(store, tournament)
    table, cross = found.ranked()
    if named:
        table, cross = named_standings(table, found.display_names), named_crosstable(cross, found.display_names)
    return Report(title, tuple(entries), table, cross, found.tiebreaks, ledgered(found))


def ledgered(found: Account[GameLine]) -> Ledgered:
    """The arbiter's decisions and the open items of a tournament (specs/tournament.md)."""
    decisions = tuple(
        (str(d.seq), d.text, d.by, d.reason, "" if d.annulled_by is None else str(d.annulled_by))
        for d in found.decisions
    )
    items = tuple(
        (str(item.round or "-"), f"{item.first} - {item.second or 'bye'}", item.what, item.detail)
        for item in found.open
    )
    return Ledgered(decisions, items)
