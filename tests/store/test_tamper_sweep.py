"""Every tampering of a sealed tournament whose arbiter signs (issue 29, "Done when"): the ledger, the games, the
annotations, adjudications and corrections, the submitted files, the projections and the schema, each edited with
plain ``sqlite3`` (the triggers dropped and put back) or by the tool's own code used by a forger, is found by
``verify --seal SEAL --public-key KEY``; and ``games``, ``standings``, ``tournament show`` and ``report`` warn on
standard error and exit 4 (SUSPECT) before they show it, or, for the tamperings their quick check cannot see,
show it without a warning, as the attack table of specs/store.md says.

Each case names the rules a finding of ``verify`` may have (at least one is reported) and whether the reading
commands warn; a case the table documents wrongly fails here.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable, Iterable
from pathlib import Path

import attrs
import pytest
from typer.testing import CliRunner

from admiralty.cli.app import app
from admiralty.cli.exits import SUSPECT, USAGE
from admiralty.referee.tournament.events import DecisionAnnulled, ResultDecided
from admiralty.store import Annotated, EventStore, import_file
from admiralty.store.chain import hashed, links
from admiralty.store.ledger import append, entries
from admiralty.store.recorder import StoredEvent
from tests.conftest import AUTUMN
from tests.forgery import untriggered

EXAMPLES = Path(__file__).parents[2] / "examples"
ARBITER = ("--by", "M. Tanguy")
FORGED_AT = "2026-11-22T05:00:00+00:00"
"""A time before the seal, as a forger dates what the seal should have covered."""


@attrs.frozen
class Sealed:
    """The sealed tournament: its database, the arbiter's private and public key, the published seal file."""

    db: Path
    key: Path
    public: Path
    seal: Path


def _ok(*args: str) -> str:
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.output


@pytest.fixture(scope="module")
def sealed(tmp_path_factory) -> Sealed:
    """The README walkthrough's round 4, every decision signed by the arbiter: its records, a game of it with an
    invalid turn corrected, a game imported without --tournament then attached and adjudicated, an annotation, a
    forfeit decided; sealed and signed, then an annotation and a decision signed after the seal."""
    folder = tmp_path_factory.mktemp("sealed")
    db, key, seal = folder / "s.db", folder / "arbiter.pem", folder / "round-4.seal"
    _ok("key", "new", "-o", str(key))
    public = folder / "arbiter.pem.pub"
    signed = ("--key", str(key), "--db", str(db))
    ledger = (*signed, "--tournament", AUTUMN)
    _ok("tournament", "create", AUTUMN, "--arbiter-key", str(public), *signed)
    _ok("tournament", "players", str(EXAMPLES / "tournament" / "players.csv"), *ledger)
    _ok("tournament", "pairings", str(EXAMPLES / "tournament" / "round-4.csv"), *ledger)
    _ok("import", str(EXAMPLES / "round-4.mgn"), "--tournament", AUTUMN, "--db", str(db))
    CliRunner().invoke(
        app, ["import", str(EXAMPLES / "planted-violation.mgn"), "--tournament", AUTUMN, "--db", str(db)]
    )
    _ok("import", str(EXAMPLES / "unfinished.mgn"), "--db", str(db))
    _ok("annotate", "1", "--turn", "1", "--comment", "Signed.", *ARBITER, *signed)
    _ok("tournament", "attach", "6", "--round", "4", "--pairing", "pn-jb", *ARBITER, "--reason", "late", *ledger)
    _ok("adjudicate", "6", *ARBITER, "--reason", "time", *signed)
    _ok("repair", "5", "--turn", "5", "--as", "211d4xc5", *ARBITER, "--reason", "slip", *signed)
    _ok("tournament", "decide", "--round", "4", "--pairing", "sc-em", "--result", "first/forfeit", *ARBITER,
        "--reason", "absent", *ledger)  # fmt: skip
    _ok("seal", "--tournament", AUTUMN, "--json", "-o", str(seal), *signed)
    _ok("annotate", "2", "--turn", "1", "--comment", "After the seal.", *ARBITER, *signed)
    _ok("tournament", "exclude", "4", *ARBITER, "--reason", "wrong colours", *ledger)
    _ok("verify", "--db", str(db), "--seal", str(seal), "--public-key", str(public))
    return Sealed(db, key, public, seal)


# The forger's tools: plain sqlite3 with the triggers dropped (tests/forgery.py), and the tool's own code.


def rewritten(db: str, games: dict[int, int], change: Callable[[int, list[StoredEvent]], list[StoredEvent]]) -> None:
    """Rewrite games by the tool's own append, every hash computed again: each game ``old`` of ``games`` becomes
    game ``games[old]`` with the events ``change(old, events)`` gives, each run of events of one time one append.
    Its summary line and identity key move with it."""
    with EventStore.open(db) as store:
        kept = {old: change(old, store.events(old)) for old in games}
    untriggered(db, f"DELETE FROM events WHERE game_id IN ({', '.join(map(str, games))})")
    connection = sqlite3.connect(db)
    with connection:
        for table in ("summaries", "identities"):
            lines = {
                old: connection.execute(f"SELECT * FROM {table} WHERE game_id = ?", [old]).fetchone() for old in games
            }
            connection.execute(f"DELETE FROM {table} WHERE game_id IN ({', '.join(map(str, games))})")
            for old, new in games.items():
                if lines[old] is not None:
                    marks = ", ".join("?" * len(lines[old]))
                    connection.execute(f"INSERT INTO {table} VALUES ({marks})", [new, *lines[old][1:]])
    connection.close()
    with EventStore.open(db) as store:
        for old, new in games.items():
            for at, events in _appends(kept[old]):
                store.append(new, store.version(new), events, at)


def _appends(events: Iterable[StoredEvent]) -> list[tuple[str, list[object]]]:
    """``events`` as the appends that wrote them: each run of one time."""
    made: list[tuple[str, list[object]]] = []
    for each in events:
        if made and made[-1][0] == each.at:
            made[-1][1].append(each.event)
        else:
            made.append((each.at, [each.event]))
    return made


def relinked_ledger(db: str, change: Callable[[list[list[object]]], list[list[object]]]) -> None:
    """Rewrite the ledger's rows ``[seq, type, payload, at]`` by ``change``, every link computed again."""
    connection = sqlite3.connect(db)
    rows = [list(row) for row in connection.execute("SELECT seq, type, payload, at FROM ledger ORDER BY seq")]
    connection.close()
    prev, made = "0" * 64, []
    for seq, kind, payload, at in change(rows):
        (digest,) = links(0, seq, prev, at, [hashed(kind, payload)])
        made.append((AUTUMN, seq, kind, payload, at, prev, digest))
        prev = digest
    marks = ", ".join("?" * 7)
    untriggered(db, "DELETE FROM ledger")
    connection = sqlite3.connect(db)
    with connection:
        connection.executemany(f"INSERT INTO ledger VALUES ({marks})", made)
    connection.close()


def forged_decision(db: str, event: object, at: str = FORGED_AT) -> None:
    """Append a ledger event with a correct chain, by the tool's own code, without the arbiter's key."""
    with EventStore.open(db) as store:
        append(store, AUTUMN, len(entries(store, AUTUMN)), [event], at)


def last_seq(db: str, game: int, kind: str) -> int:
    connection = sqlite3.connect(db)
    (seq,) = connection.execute("SELECT max(seq) FROM events WHERE game_id = ? AND type = ?", [game, kind]).fetchone()
    connection.close()
    return int(seq)


def _drop_last(game: int, kind: str) -> Callable[[str], None]:
    return lambda db: untriggered(db, f"DELETE FROM events WHERE game_id = {game} AND seq = {last_seq(db, game, kind)}")


def _without(kind: str) -> Callable[[int, list[StoredEvent]], list[StoredEvent]]:
    """A game's events without its ``kind`` events, the rest renumbered: what a rewrite with hashes computed
    again leaves."""
    return lambda _, events: [each for each in events if type(each.event).__name__ != kind]


def _retimed(_: int, events: list[StoredEvent]) -> list[StoredEvent]:
    """The annotations dated again (finding 11: annotation times rechained)."""
    return [attrs.evolve(each, at=FORGED_AT) if isinstance(each.event, Annotated) else each for each in events]


def _forged_note(_: int, events: list[StoredEvent]) -> list[StoredEvent]:
    """A well-formed annotation added after the game's events (finding 11)."""
    note = Annotated(turn=2, comment="Blue offered a draw.", by="M. Tanguy")
    return [*events, attrs.evolve(events[-1], seq=events[-1].seq + 1, event=note, at=FORGED_AT)]


def _file_rewritten(db: str) -> None:
    """The last file (game 6's, attached and adjudicated) removed with its game and imported again with another
    turn, by the tool: every hash and its digest consistent (finding 11)."""
    connection = sqlite3.connect(db)
    name, at = connection.execute("SELECT name, at FROM submissions WHERE id = 3").fetchone()
    connection.close()
    untriggered(
        db,
        "DELETE FROM events WHERE game_id = 6",
        "DELETE FROM summaries WHERE game_id = 6",
        "DELETE FROM identities WHERE game_id = 6",
        "DELETE FROM signatures WHERE game_id = 6",
        "DELETE FROM submissions WHERE id = 3",
    )
    content = (EXAMPLES / "unfinished.mgn").read_bytes().replace(b"121a5-a4", b"122b5-b4")
    with EventStore.open(db) as store:
        import_file(store, name, content, at)


@attrs.frozen
class Tampering:
    """One tampering: what it does to a copy of the sealed store, the rules ``verify --seal --public-key`` may
    name it by (one at least), and whether the reading commands' quick check warns of it."""

    act: Callable[[str], None]
    found: frozenset[str]
    warned: bool


def case(name: str, act: Callable[[str], None], found: str, warned: bool):  # type: ignore[no-untyped-def]
    return pytest.param(Tampering(act, frozenset(found.split()), warned), id=name)


def sql(*statements: str) -> Callable[[str], None]:
    return lambda db: untriggered(db, *statements)


def plain(*statements: str) -> Callable[[str], None]:
    """Statements run as they are, triggers in place (the schema's own objects)."""

    def act(db: str) -> None:
        connection = sqlite3.connect(db)
        with connection:
            for statement in statements:
                connection.execute(statement)
        connection.close()

    return act


def hidden_trigger(db: str) -> None:
    """Finding 1: a trigger whose sqlite_master type is written 'Trigger' drops every annulment."""
    plain(
        "CREATE TRIGGER hide BEFORE INSERT ON ledger WHEN NEW.type = 'DecisionAnnulled' BEGIN SELECT RAISE(IGNORE); END"
    )(db)
    connection = sqlite3.connect(db)
    connection.execute("PRAGMA writable_schema = ON")
    with connection:
        connection.execute("UPDATE sqlite_master SET type = 'Trigger' WHERE name = 'hide'")
    connection.close()


def summaries_without_key(db: str) -> None:
    """Finding 2: summaries rebuilt without its primary key, holding a second, forged line for game 1."""
    untriggered(
        db,
        "CREATE TABLE copied AS SELECT * FROM summaries",
        "DROP VIEW game_list",
        "DROP TABLE summaries",
        "ALTER TABLE copied RENAME TO summaries",
        "INSERT INTO summaries SELECT game_id, kind, tournament, round, first, second, 'blue', valid, rule, turns, "
        "annotations FROM summaries WHERE game_id = 1",
    )


TAMPERINGS = [
    # The ledger.
    case(
        "ledger-payload-edited",
        sql("UPDATE ledger SET payload = replace(payload, 'absent', 'late') WHERE seq = 14"),
        "STORE-TAMPER",
        warned=True,
    ),
    case(
        "ledger-time-edited",
        sql("UPDATE ledger SET at = '2026-01-01T00:00:00+00:00' WHERE seq = 13"),
        "STORE-TAMPER",
        warned=True,
    ),
    case("ledger-sealed-decision-deleted", sql("DELETE FROM ledger WHERE seq >= 14"), "STORE-SEAL", warned=True),
    case(
        "ledger-decision-after-seal-deleted", sql("DELETE FROM ledger WHERE seq = 15"), "STORE-SIGNATURE", warned=True
    ),
    case("ledger-deleted", sql("DELETE FROM ledger"), "STORE-SEAL", warned=True),
    case(
        "ledger-rewritten-and-relinked",
        lambda db: relinked_ledger(
            db, lambda rows: [[s, t, p.replace("first/forfeit", "second/forfeit"), a] for s, t, p, a in rows]
        ),
        "STORE-SEAL STORE-SIGNATURE",
        warned=True,
    ),
    case(
        "ledger-decision-forged-after-seal",
        lambda db: forged_decision(db, ResultDecided(4, "pn", "jb", "first/forfeit", "M. Tanguy", "forged")),
        "STORE-SIGNATURE",
        warned=True,
    ),
    case(
        "ledger-annulment-forged-after-seal",
        lambda db: forged_decision(db, DecisionAnnulled(14, "M. Tanguy", "forged")),
        "STORE-SIGNATURE",
        warned=True,
    ),
    # The games' events.
    case(
        "event-payload-edited",
        sql("UPDATE events SET payload = replace(payload, '59', '58') WHERE game_id = 1 AND type = 'VerdictRecorded'"),
        "STORE-TAMPER",
        warned=False,
    ),
    case(
        "event-time-edited",
        sql("UPDATE events SET at = '2026-01-01T00:00:00+00:00' WHERE game_id = 2 AND seq = 0"),
        "STORE-TAMPER",
        warned=False,
    ),
    case(
        "event-hash-as-text",
        sql("UPDATE events SET hash = hex(hash) WHERE game_id = 2 AND seq = 0"),
        "STORE-TAMPER",
        warned=False,
    ),
    case(
        "event-seq-as-text",
        sql("UPDATE events SET seq = 'x' WHERE game_id = 2 AND seq = 0"),
        "STORE-TAMPER",
        warned=True,
    ),
    case(
        "event-payload-as-blob",
        sql("UPDATE events SET payload = CAST(payload AS BLOB) WHERE game_id = 2 AND seq = 0"),
        "STORE-TAMPER",
        warned=False,
    ),
    case(
        "event-payload-as-number",
        sql("UPDATE events SET payload = 7 WHERE game_id = 2 AND seq = 0"),
        "STORE-TAMPER",
        warned=False,
    ),
    case("ledger-seq-as-text", sql("UPDATE ledger SET seq = 'x' WHERE seq = 3"), "STORE-TAMPER", warned=True),
    case(
        "ledger-payload-edited-as-blob",
        sql("UPDATE ledger SET payload = CAST(replace(payload, 'Riou', 'Rioux') AS BLOB) WHERE seq = 3"),
        "STORE-TAMPER",
        warned=True,
    ),
    case(
        "summary-turns-as-text",
        sql("UPDATE summaries SET turns = 'many' WHERE game_id = 1"),
        "STORE-PROJECTION",
        warned=False,
    ),
    case("seal-body-as-number", sql("UPDATE seals SET body = 7"), "STORE-SEAL", warned=True),
    case(
        "signature-as-number",
        sql("UPDATE signatures SET signature = 7 WHERE game_id = 0 AND seq = 3"),
        "STORE-SIGNATURE",
        warned=True,
    ),
    case(
        "event-removed-from-the-middle",
        sql("DELETE FROM events WHERE game_id = 3 AND seq = 1"),
        "STORE-TAMPER STORE-SEAL",
        warned=False,
    ),
    case("last-annotation-deleted", _drop_last(1, "Annotated"), "STORE-SEAL", warned=True),
    case("annotation-after-seal-deleted", _drop_last(2, "Annotated"), "STORE-SIGNATURE", warned=True),
    case("adjudication-deleted", _drop_last(6, "Adjudicated"), "STORE-SEAL", warned=True),
    case("correction-deleted", _drop_last(5, "Corrected"), "STORE-SEAL", warned=True),
    case(
        "adjudication-deleted-and-relinked",
        lambda db: rewritten(db, {6: 6}, _without("Adjudicated")),
        "STORE-SEAL",
        warned=True,
    ),
    case(
        "correction-deleted-and-relinked",
        lambda db: rewritten(db, {5: 5}, _without("Corrected")),
        "STORE-SEAL",
        warned=True,
    ),
    case(
        "annotation-forged-well-formed", lambda db: rewritten(db, {3: 3}, _forged_note), "STORE-SIGNATURE", warned=True
    ),
    case(
        "annotation-times-rechained",
        lambda db: rewritten(db, {1: 1}, _retimed),
        "STORE-SIGNATURE STORE-SEAL",
        warned=True,
    ),
    case(
        "two-game-ids-swapped",
        lambda db: rewritten(db, {2: 3, 3: 2}, lambda _, events: events),
        "STORE-SEAL",
        warned=True,
    ),
    case(
        "last-file-deleted",
        sql(
            "DELETE FROM events WHERE game_id = 6",
            "DELETE FROM summaries WHERE game_id = 6",
            "DELETE FROM identities WHERE game_id = 6",
            "DELETE FROM submissions WHERE id = 3",
        ),
        "STORE-SEAL",
        warned=True,
    ),
    case("file-rewritten-consistently", _file_rewritten, "STORE-SEAL", warned=True),
    # The submitted files.
    case(
        "file-content-edited-as-text",
        sql("UPDATE submissions SET content = replace(content, '211', '212') WHERE id = 2"),
        "STORE-TAMPER",
        warned=False,
    ),
    case(
        "file-content-edited-as-blob",
        sql("UPDATE submissions SET content = CAST(replace(content, '211', '212') AS BLOB) WHERE id = 1"),
        "STORE-TAMPER",
        warned=False,
    ),
    case("file-name-edited", sql("UPDATE submissions SET name = 'other.mgn' WHERE id = 2"), "STORE-SEAL", warned=True),
    case(
        "file-round-edited",
        sql("UPDATE submissions SET round = '5' WHERE id = 1"),
        "STORE-TAMPER STORE-SEAL",
        warned=True,
    ),
    # The signatures and the seals.
    case(
        "signature-deleted",
        sql("DELETE FROM signatures WHERE game_id = 0 AND seq = 14"),
        "STORE-SIGNATURE",
        warned=True,
    ),
    case(
        "signature-changed",
        sql("UPDATE signatures SET signature = (SELECT signature FROM signatures WHERE seq = 0) WHERE game_id = 6"),
        "STORE-SIGNATURE",
        warned=True,
    ),
    case("stored-seal-edited", sql("UPDATE seals SET at = '2026-01-01T00:00:00+00:00'"), "STORE-SEAL", warned=True),
    case("stored-seals-deleted", sql("DELETE FROM seals"), "STORE-SEAL", warned=False),
    # The projections.
    case(
        "summary-result-edited",
        sql("UPDATE summaries SET result = 'blue' WHERE game_id = 1"),
        "STORE-PROJECTION",
        warned=False,
    ),
    case("summary-line-deleted", sql("DELETE FROM summaries WHERE game_id = 2"), "STORE-PROJECTION", warned=True),
    case(
        "summary-line-added",
        sql(
            "INSERT INTO summaries SELECT 99, kind, tournament, round, first, second, result, "
            "valid, rule, turns, annotations FROM summaries WHERE game_id = 1"
        ),
        "STORE-PROJECTION",
        warned=True,
    ),
    case(
        "identity-key-edited",
        sql("UPDATE identities SET key = replace(key, substr(key, 1, 1), 'f') WHERE game_id = 1"),
        "STORE-PROJECTION",
        warned=False,
    ),
    case("identity-key-deleted", sql("DELETE FROM identities WHERE game_id = 1"), "STORE-PROJECTION", warned=True),
    case(
        "account-outcome-edited",
        sql("UPDATE pairing_rows SET outcome = 'second' WHERE first = 'am'"),
        "STORE-PROJECTION",
        warned=False,
    ),
    case(
        "account-pairing-deleted", sql("DELETE FROM pairing_rows WHERE first = 'am'"), "STORE-PROJECTION", warned=False
    ),
    case(
        "account-game-added",
        sql(
            "INSERT INTO game_rows SELECT tournament, 99, round, board, first, second, "
            "result, valid, rule, turns, corrected, excluded FROM game_rows WHERE game = 1"
        ),
        "STORE-PROJECTION",
        warned=False,
    ),
    case(
        "standing-points-edited",
        sql("UPDATE standing_rows SET points = points + 1 WHERE line = 1"),
        "STORE-PROJECTION",
        warned=False,
    ),
    case(
        "standing-tiebreak-edited",
        sql("UPDATE tiebreak_rows SET value = value + 1 WHERE line = 2 AND position = 1"),
        "STORE-PROJECTION",
        warned=False,
    ),
    # The schema.
    case("trigger-dropped", plain("DROP TRIGGER ledger_no_update"), "STORE-SCHEMA", warned=True),
    case(
        "trigger-replaced-by-a-no-op",
        plain(
            "DROP TRIGGER events_no_delete",
            "CREATE TRIGGER events_no_delete BEFORE DELETE ON events BEGIN SELECT 1; END",
        ),
        "STORE-SCHEMA",
        warned=True,
    ),
    case(
        "trigger-added",
        plain("CREATE TRIGGER extra AFTER INSERT ON ledger BEGIN SELECT 1; END"),
        "STORE-SCHEMA",
        warned=True,
    ),
    case("trigger-hidden", hidden_trigger, "STORE-SCHEMA", warned=True),
    case(
        "view-redefined",
        plain("DROP VIEW decisions", "CREATE VIEW decisions AS SELECT 1 AS forged"),
        "STORE-SCHEMA",
        warned=True,
    ),
    case("view-dropped", plain("DROP VIEW players"), "STORE-SCHEMA", warned=True),
    case("index-dropped", plain("DROP INDEX events_submission"), "STORE-SCHEMA", warned=True),
    case("index-added", plain("CREATE INDEX extra ON summaries(result)"), "STORE-SCHEMA", warned=True),
    case("column-added", plain("ALTER TABLE summaries ADD COLUMN forged TEXT"), "STORE-SCHEMA", warned=True),
    case("table-added", plain("CREATE TABLE extra (x)"), "STORE-SCHEMA", warned=True),
    case("summaries-without-their-key", summaries_without_key, "STORE-SCHEMA", warned=True),
]

READING = (
    ("games", "--tournament", AUTUMN),
    ("standings", "--tournament", AUTUMN),
    ("tournament", "show", "--tournament", AUTUMN),
    ("report", "--tournament", AUTUMN, "--format", "md"),
)


def copy_of(sealed: Sealed, folder: Path) -> str:
    """A copy of the sealed store (SQLite's backup: what the write-ahead log holds too)."""
    path = folder / "tampered.db"
    source, target = sqlite3.connect(sealed.db), sqlite3.connect(path)
    source.backup(target)
    source.close()
    target.close()
    return str(path)


def rules(output: str) -> set[str]:
    return set(re.findall(r"STORE-[A-Z]+", output))


@pytest.mark.parametrize("tampering", TAMPERINGS)
def test_each_tampering_is_found_by_verify_with_the_seal_and_the_key(run, sealed, tmp_path, tampering):
    db = copy_of(sealed, tmp_path)
    tampering.act(db)
    result = run("verify", "--db", db, "--seal", str(sealed.seal), "--public-key", str(sealed.public))
    assert result.exit_code == 1, result.output
    assert rules(result.output) & tampering.found, result.output


@pytest.mark.parametrize("tampering", TAMPERINGS)
def test_each_tampering_is_told_by_the_reading_commands_or_documented(run, sealed, tmp_path, tampering):
    db = copy_of(sealed, tmp_path)
    tampering.act(db)
    for command in READING:
        result = run(*command, "--db", db)
        assert "Traceback" not in result.output
        if tampering.warned:  # exit 4 after what it shows; or 2, stopped by what the warning told of
            assert result.exit_code in (SUSPECT, USAGE), (command, result.output)
            assert result.stderr.startswith("admiralty: warning:"), (command, result.stderr)
        else:
            assert result.exit_code != SUSPECT and "warning" not in result.stderr, (command, result.output)


def test_the_sealed_store_is_untouched_by_the_copy(run, sealed, tmp_path):
    """The sweep's ground: its store verifies, and no reading command warns."""
    db = copy_of(sealed, tmp_path)
    assert run("verify", "--db", db, "--seal", str(sealed.seal), "--public-key", str(sealed.public)).exit_code == 0
    for command in READING:
        result = run(*command, "--db", db)
        assert result.exit_code != SUSPECT and not result.stderr, result.output
