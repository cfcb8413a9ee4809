"""Proving the store: hash chains, replays, submitted files, summaries, the storage's own check.

:func:`verify` reads everything and reports what does not hold, as values; it
never repairs. An event edited outside the tool (its payload, type, timestamp
or place) breaks its hash link and is named by game and sequence number.

Every game's turns are judged again by the referee once: a game whose import
events are exactly what judging its submitted file gives (by the store's own
judge, :func:`notation.verdict.transcribe`) was judged with that file; any
other game, and every game holding a later decision (an annotation, an
adjudication, a correction), is also rebuilt from its events, each turn judged
again. Each game's stored summary (:mod:`store.summaries`) is then compared
with the one these judgements give, and its stored identity key
(:meth:`store.recorder.Recorder.identity_keys`) with the one its events give.
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Sequence
from itertools import groupby, islice, pairwise

import attrs

from admiralty.notation.kinds import KINDS, GameKind, detect
from admiralty.notation.verdict import transcribe
from admiralty.referee.violation import AdmiraltyError, Violation
from admiralty.referee.wording import shown
from admiralty.store import account_projection, seals, signed
from admiralty.store.adjudications import decide
from admiralty.store.annotations import check_note
from admiralty.store.chain import link
from admiralty.store.corrections import corrected
from admiralty.store.events import (
    AFTER_IMPORT,
    TURNS,
    Adjudicated,
    Annotated,
    Corrected,
    GameStarted,
    StoreEvent,
    VerdictRecorded,
)
from admiralty.store.findings import Finding
from admiralty.store.identity import identity
from admiralty.store.ledger_checks import ledger_findings
from admiralty.store.mapper import from_stored, to_row, to_stored
from admiralty.store.projections import fold, summarize, summary
from admiralty.store.recorder import Recorder, StoredEvent, Submission
from admiralty.store.recording import events_of
from admiralty.store.rows import Row
from admiralty.store.submissions import digest_of, lines_of
from admiralty.store.summaries import GameSummary

__all__ = ["Finding", "Verification", "verify"]


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


def _layout(game_id: int, rows: list[Row], runs: bool) -> list[Finding]:
    """Check that a game's events are held by the rows its store format writes (:func:`store.mapper.encoded`):
    with ``runs`` (format 3), every maximal sequence of two or more plain turns of one append is one row;
    without (format 2), every event has a row of its own."""
    findings = []
    for before, row in pairwise(rows):
        if row.key == before.key:
            if not runs:
                findings.append(
                    Finding(
                        "STORE-TAMPER",
                        "A run of turns is stored as one row in a database of format 2.",
                        game_id,
                        row.key,
                    )
                )
        elif runs and not row.stamped and _plain(before) and _plain(row):
            findings.append(
                Finding(
                    "STORE-TAMPER",
                    "The payload is not in canonical form: plain turns of one append are stored in two rows, not one run.",
                    game_id,
                    row.seq,
                )
            )
    return findings


def _plain(row: Row) -> bool:
    """Whether the event is a plain turn (stored as its bare token: :func:`store.mapper.is_plain`)."""
    return row.type == "TurnPlayed" and row.stored[:1] == '"'


def _chain(game_id: int, rows: list[Row], runs: bool = True) -> tuple[list[Finding], list[StoreEvent] | None]:
    """Check one game's numbering, rows, stored forms and links; its events when every row reads.

    Inside a run, the hash of each turn but the last is the link :meth:`store.recorder.Recorder.rows` computed from it
    and the one before (no other is stored): the last turn's link, computed again here, is checked against
    the hash its row holds, which so covers every turn of the run."""
    findings: list[Finding] = []
    events: list[StoreEvent] | None = []
    for expected, (row, after) in enumerate(zip(rows, [*rows[1:], None])):
        if row.seq != expected:
            findings.append(
                Finding("STORE-TAMPER", f"Event {expected} is missing (found {row.seq}).", game_id, expected)
            )
            return findings, None
        try:
            event = from_stored(row.type, row.stored, row.seq)
        except AdmiraltyError as error:
            findings.append(Finding("STORE-TAMPER", error.violation.message, game_id, row.seq))
            events = None
            continue
        if to_stored(event, row.seq)[1] != row.stored:
            findings.append(Finding("STORE-TAMPER", "The payload is not in canonical form.", game_id, row.seq))
        inner = after is not None and after.key == row.key
        if not inner and link(row.prev_hash, row.game_id, row.seq, row.type, to_row(event)[1], row.at) != row.hash:
            what = (
                f"The run of turns {row.key} to {row.seq} was edited outside the tool: its last hash does not match."
                if row.key != row.seq
                else f"The {row.type} event was edited outside the tool: its hash does not match."
            )
            findings.append(Finding("STORE-TAMPER", what, game_id, row.key))
        if events is not None:
            events.append(event)
    findings += _layout(game_id, rows, runs)
    return findings, events


def _replay(game_id: int, rows: list[Row], events: list[StoreEvent]) -> tuple[list[Finding], GameSummary | None]:
    """Rebuild a game from its events, each turn judged again; its summary when it replays."""
    try:
        game = fold(
            game_id, [StoredEvent(game_id, row.seq, event, row.at, row.hash) for row, event in zip(rows, events)]
        )
    except AdmiraltyError as error:
        return [Finding("STORE-REPLAY", f"The game does not replay: {error}", game_id)], None
    produced, verdict = KINDS[game.started.kind].plugin.summary(game.record), game.verdict
    if (
        verdict is not None
        and verdict.valid
        and (produced.result, produced.termination) != (verdict.result, verdict.termination)
    ):
        message = f"The turns produce {produced.result}, but the recorded verdict says {verdict.result}."
        return [Finding("STORE-REPLAY", message, game_id)], summary(game)
    return [], summary(game)


def _decision(store: Recorder, game_id: int, rows: list[Row], events: list[StoreEvent], index: int) -> Finding | None:
    """Event ``index`` (an annotation, adjudication or correction) checked again by the rules of the
    command that makes it.

    An adjudication is made again from the events before it (:func:`store.adjudications.decide`:
    MAD-TIEBREAK's kind, a valid record, one per game, MAD-END) and must say the same; a correction's
    token must still be legal where it stands in the submitted text, and replace what is written there
    (:func:`store.corrections.corrected`).
    """
    event = events[index]
    if not any(isinstance(each, VerdictRecorded) for each in events[:index]):
        return Finding(
            "STORE-TAMPER", f"The {type(event).__name__} event comes before the game's verdict.", game_id, index
        )
    try:
        if isinstance(event, Annotated):
            check_note(event)
            return None
        if isinstance(event, Corrected):
            repaired = corrected(store, game_id, event.turn, event.token)
            if repaired.edit.old == event.original:
                return None
            return Finding(
                "STORE-TAMPER",
                f"The correction says turn {event.turn} was written {event.original}; "
                f"the submitted text has {repaired.edit.old}.",
                game_id,
                index,
            )
        assert isinstance(event, Adjudicated), "only annotations, adjudications and corrections follow the verdict"
        before = [
            StoredEvent(game_id, seq, each, rows[seq].at, rows[seq].hash) for seq, each in enumerate(events[:index])
        ]
        made, _ = decide(fold(game_id, before), event.after_turn or None, event.by, event.reason)
    except AdmiraltyError as error:
        return Finding(
            "STORE-TAMPER", f"The {type(event).__name__} event could not have been made: {error}", game_id, index
        )
    if made != event:
        return Finding(
            "STORE-TAMPER",
            f"The adjudication says {event.result} after turn {event.after_turn}; "
            f"adjudicating gives {made.result} after turn {made.after_turn} ({made.explanation}).",
            game_id,
            index,
        )
    return None


def _decisions(store: Recorder, game_id: int, rows: list[Row], events: list[StoreEvent]) -> list[Finding]:
    """Every annotation, adjudication and correction of a game, checked again (:func:`_decision`)."""
    checked = (
        _decision(store, game_id, rows, events, index)
        for index, each in enumerate(events)
        if isinstance(each, AFTER_IMPORT)
    )
    return [finding for finding in checked if finding is not None]


def _gaps(store: Recorder) -> list[Finding]:
    """Game ids and submission ids run from 1 without a gap: a removed game or file leaves one."""
    games = store.game_ids()
    files = [row[0] for row in store.submitted()]
    findings = [
        Finding("STORE-TAMPER", f"The game is missing: game ids run to {games[-1]}.", first)
        if first == last
        else Finding("STORE-TAMPER", f"Games {first} to {last} are missing: game ids run to {games[-1]}.", first)
        for first, last in _missing(games)
    ]
    findings += [
        Finding("STORE-TAMPER", f"Submission {first} is missing: submission ids run to {files[-1]}.")
        if first == last
        else Finding("STORE-TAMPER", f"Submissions {first} to {last} are missing: submission ids run to {files[-1]}.")
        for first, last in _missing(files)
    ]
    return findings


def _missing(ids: list[int]) -> list[tuple[int, int]]:
    """The runs ``(first, last)`` of ids from 1 to the largest of ``ids`` (sorted) that are not in ``ids``.

    >>> _missing([2, 3, 7])
    [(1, 1), (4, 6)]
    """
    return [(before + 1, after - 1) for before, after in zip([0, *ids], ids) if after > before + 1]


def _columns(submission: Submission, game_id: int, started: GameStarted, at: str) -> list[Finding]:
    """A submission's tournament, round and time are those its first game was stored with (they are hashed there)."""
    stored = (started.tournament, started.round, at)
    columns = (submission.tournament, submission.round, submission.at)
    return [
        Finding(
            "STORE-TAMPER",
            f"Submission {submission.id} ({submission.name}): its {column} is {shown(is_)}, "
            f"but its game {game_id} was stored with {shown(was)}.",
            game_id,
            0,
        )
        for column, was, is_ in zip(("tournament", "round", "time"), stored, columns)
        if was != is_
    ]


def _submissions(
    store: Recorder, games: dict[int, list[StoreEvent]], started_at: dict[int, str]
) -> tuple[int, list[Finding], dict[int, GameSummary]]:
    """Check each file's digest, and that its games' events are what judging it gives.

    Also returns the summary judging gives of each game whose events are all
    import events, exactly what judging its file gives: such a game needs no
    other judgement.
    """
    findings: list[Finding] = []
    judged: dict[int, GameSummary] = {}
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
        if stored:
            game_id, started = min(stored.values(), key=lambda each: each[0])
            findings += _columns(submission, game_id, started, started_at[game_id])
        kind, lines = detect(submission.name, lines_of(submission.content))
        for record, verdict in transcribe(submission.name, lines, kind):
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
            if kept == expected and len(kept) == len(games[game_id]):
                made = expected[-1]
                assert isinstance(made, VerdictRecorded), "events_of ends with the verdict"
                judged[game_id] = summarize(game_id, started, record, made)
            if kept != expected and not _judged_to_the_first_slip(kept, expected, submission, kind):
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
    return count, findings, judged


def _judged_to_the_first_slip(
    kept: Sequence[StoreEvent], expected: Sequence[StoreEvent], submission: Submission, kind: GameKind
) -> bool:
    """Whether ``kept`` are the ``expected`` events as an earlier import stored them, when the reader
    stopped judging at a game's first error even when it was a slip (specs/store.md, "Slips read past"):
    the same start, the turns written before the slip and no other, a verdict of that error alone. An
    import before every tag was kept (main 5f6701f and before, "Tags kept") also dropped the tags from a
    bad one on: the stored tags are then the first of the written ones. Such a game is rebuilt from its
    events, as one that was not judged with its file."""
    if not (kept and expected and isinstance(kept[0], GameStarted) and isinstance(expected[0], GameStarted)):
        return False
    verdict, stored = expected[-1], kept[-1]
    if not (isinstance(verdict, VerdictRecorded) and isinstance(stored, VerdictRecorded) and verdict.errors):
        return False
    first, started, turns = verdict.errors[0], expected[0], kept[1:-1]
    if verdict == stored or stored.errors != (first,) or stored.turns != len(turns):
        return False  # judged today as it was then: the events must be the same
    if not first.rule.endswith(("-TAG", "-SYNTAX")) or len(turns) != _turns_before(submission, kind, started, first):
        return False
    if not turns:  # a slip of the tag section, or a move number before the first turn
        return _opened_by_the_tags_before(kept[0], started)
    return kept[0] == started and turns == expected[1 : 1 + len(turns)]


def _opened_by_the_tags_before(stored: GameStarted, started: GameStarted) -> bool:
    """Whether ``stored`` is ``started`` with only the written tags before a bad one, and the start those
    tags gave (a slip of the tag section: specs/store.md, "Tags kept")."""
    tags = stored.tags
    opened = attrs.evolve(
        stored,
        tags=started.tags,
        start=started.start,
        board=started.board,
        positioning=started.positioning,
        tiebreak=started.tiebreak,
        comments=(),
    )
    return tuple(started.tags[: len(tags)]) == tuple(tags) and opened == attrs.evolve(started, comments=())


def _turns_before(submission: Submission, kind: GameKind, started: GameStarted, slip: Violation) -> int:
    """How many turns judging reads of ``started``'s game in ``submission`` written before ``slip``'s
    place: the turns an import that stopped at the slip kept. The game's lines are cut at that place and
    judged again; the cut's last game is this one (another may end on the line this one starts on)."""
    if slip.line is None or slip.column is None or slip.line < started.line:
        return -1
    lines = list(islice(lines_of(submission.content), started.line - 1, slip.line))
    lines[-1] = lines[-1][: slip.column - 1]
    read = deque(transcribe(submission.name, lines, kind), maxlen=1)
    events = [event for record, _ in read for event in events_of(record, submission.digest, 1, kind=kind)]
    return sum(isinstance(event, TURNS) for event in events)


def _summaries(store: Recorder, made: dict[int, GameSummary], games: set[int], named: set[int]) -> list[Finding]:
    """Each game's stored summary is the one its judgement gives (``made``), and every summary has a game.

    A game already ``named`` by a finding is not compared: its events are in doubt, not its summary.
    """
    if not store.has("summaries"):
        return [Finding("STORE-PROJECTION", "The summaries table is missing: no game has a summary line.")]
    stored = {line.id: line for line in store.summaries()}
    findings = []
    for game_id, line in sorted(made.items()):
        if game_id in named:
            continue
        found = stored.get(game_id)
        if found is None:
            findings.append(Finding("STORE-PROJECTION", "The game has no summary line.", game_id))
        elif found != line:
            differ = [
                f"{field.name} {shown(getattr(found, field.name))}, not {shown(getattr(line, field.name))}"
                for field in attrs.fields(GameSummary)
                if getattr(found, field.name) != getattr(line, field.name)
            ]
            findings.append(
                Finding(
                    "STORE-PROJECTION", f"Its summary line is not what its events give: {'; '.join(differ)}.", game_id
                )
            )
    findings += [
        Finding("STORE-PROJECTION", "A summary line names a game that is not stored.", game_id)
        for game_id in sorted(stored)
        if game_id not in games
    ]
    return findings


def _identities(store: Recorder, games: dict[int, list[StoreEvent]], named: set[int]) -> list[Finding]:
    """Each game's stored identity key is the one its events give (none to check in a database made
    before the ``identities`` table: the standings compute the keys there).

    A game already ``named`` by a finding is not compared: its events are in doubt, not its key. A key
    of a game not stored is not a finding: nothing reads it (the standings ask keys of listed games only),
    and a game removed with its summary line is the seals' to find.
    """
    if not store.has("identities"):
        return []
    keys = store.identity_keys()
    findings = []
    for game_id, events in sorted(games.items()):
        if game_id in named or not events or not isinstance(events[0], GameStarted):
            continue
        key = keys.get(game_id)
        if key is None:
            findings.append(Finding("STORE-PROJECTION", "The game has no identity key.", game_id))
        elif key != identity(events).key:
            findings.append(Finding("STORE-PROJECTION", "Its identity key is not what its events give.", game_id))
    return findings


def verify(store: Recorder, seal: seals.Seal | str | None = None, public_key: bytes | None = None) -> Verification:
    """Check the whole store, and against a published seal if given.

    Checks the storage itself (:meth:`store.recorder.Recorder.storage_findings`: SQLite's
    integrity check, and that the append-only triggers exist with the SQL the
    tool creates); that game and submission ids have no gap; for
    every game, the hash chain and the payloads; for every submitted file, its
    digest, that judging it again gives exactly the stored events, and that its
    tournament, round and time are those its games were stored with; the replay
    of every turn by the referee of each game that judging its file does not
    prove alone (its events differ, or it holds later decisions), and every
    annotation, adjudication and correction by the rules of the command that
    makes it; each game's summary line against what its judgement gives, and its identity key
    against what its events give; each tournament's account rows against its account (when the games,
    their lines and keys and the ledgers hold); the chain of seals, and that everything
    each seal (and ``seal``: a published one or its root, :func:`store.seals.published`)
    covers is still stored unchanged; a signed published seal's signature,
    against the arbiter's ``public_key`` (PEM) when given; the arbiters' signatures of events
    (:func:`store.signed.findings`: every decision of a tournament naming keys signed by one, every
    signature holding, the first key named the ``public_key`` given).

    >>> from admiralty.store import EventStore
    >>> from admiralty.store.submissions import import_file
    >>> store = EventStore.open(":memory:")
    >>> _ = import_file(store, "g.mgn", b"1. 211c2-c4 *\\n", "2026-11-22T06:00:00+00:00")
    >>> verify(store).ok
    True

    Everything is read in one read transaction (:meth:`store.recorder.Recorder.snapshot`): a writer
    committing meanwhile (an import) gives no false finding.
    """
    with store.snapshot():
        return _verified(store, seal, public_key)


def _verified(store: Recorder, seal: seals.Seal | str | None, public_key: bytes | None) -> Verification:
    findings: list[Finding] = []
    findings += store.storage_findings()
    findings += _gaps(store)
    games: dict[int, list[StoreEvent]] = {}
    rows_of: dict[int, list[Row]] = {}
    started_at: dict[int, str] = {}
    count = ngames = 0
    for game_id, grouped in groupby(store.rows(), key=lambda row: row.game_id):
        rows = list(grouped)
        count, ngames = count + len(rows), ngames + 1
        chain, events = _chain(game_id, rows, store.format >= 3)
        findings += chain
        if events is not None:
            games[game_id], rows_of[game_id] = events, rows
            started_at[game_id] = rows[0].at
    submissions, found, made = _submissions(store, games, started_at)
    findings += found
    for game_id, events in games.items():
        if game_id in made:
            continue
        replayed, line = _replay(game_id, rows_of[game_id], events)
        findings += replayed
        findings += _decisions(store, game_id, rows_of[game_id], events)
        if line is not None:
            made[game_id] = line
    named = {each.game for each in findings if each.game is not None}
    projected = _summaries(store, made, set(games), named) + _identities(store, games, named)
    findings += projected
    findings += seals.check(store, seal, public_key)
    ledgered, found = ledger_findings(store)
    findings += found
    if not named and not projected and not found:
        # The account is made from the games' lines and keys and the ledgers: compared only when they hold.
        findings += account_projection.findings(store)
    findings += signed.findings(store, public_key)
    return Verification(ngames, count + ledgered, submissions, tuple(findings))
