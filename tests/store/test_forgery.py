"""Tampering by someone who knows the tool: triggers dropped, hashes recomputed, decisions forged.

Each attack goes through plain sqlite3 as an attacker would, and verify must
name what it touched (game and event, or submission).
"""

from __future__ import annotations

import sqlite3

import pytest

from admiralty.cli.output import to_json
from admiralty.store import Adjudicated, EventStore, Finding, adjudicate_game, annotate, import_file, verify
from admiralty.store.chain import link
from admiralty.store.events import VerdictRecorded
from admiralty.store.mapper import from_stored, to_row, to_stored
from admiralty.store.seals import published, seal
from admiralty.store.sqlite.schema import triggers
from tests.store.conftest import AT, LATER, ROOT, SHORT_GAME


def attack(db_path: str, *statements: str, params: tuple[object, ...] = ()) -> None:
    """Run ``statements`` with every append-only trigger dropped (and put back, unchanged, after)."""
    connection = sqlite3.connect(db_path)
    saved = connection.execute("SELECT sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
    with connection:
        for (name,) in connection.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
            connection.execute(f"DROP TRIGGER {name}")
        for statement in statements:
            connection.execute(statement, params if "?" in statement else ())
        for (sql,) in saved:
            connection.execute(sql)
    connection.close()


def forge(db_path: str, game_id: int, event: Adjudicated) -> None:
    """Append ``event`` to a game with a correct hash link, as the tool would have."""
    connection = sqlite3.connect(db_path)
    seq, prev = connection.execute(
        "SELECT seq + 1, hex(hash) FROM events WHERE game_id = ? ORDER BY seq DESC LIMIT 1", [game_id]
    ).fetchone()
    kind, payload = to_row(event)
    digest = bytes.fromhex(link(prev.lower(), game_id, seq, kind, payload, LATER))
    with connection:
        connection.execute(
            "INSERT INTO events VALUES (?, ?, ?, ?, ?, ?)",
            [game_id, seq, kind, to_stored(event, seq)[1], LATER, digest],
        )
    connection.close()


def findings(db_path: str, root: str | None = None) -> tuple[Finding, ...]:
    with EventStore.open(db_path) as store:
        return verify(store, root).findings


def example(store: EventStore, name: str, **columns: str) -> int:
    (game_id, *_) = import_file(store, name, (ROOT / "examples" / name).read_bytes(), AT, **columns).games
    return game_id


def places(found: tuple[Finding, ...]) -> set[tuple[int | None, int | None]]:
    return {(each.game, each.seq) for each in found}


@pytest.fixture
def three(db_path: str) -> str:
    """Three files of one game each: games 1, 2, 3, submissions 1, 2, 3."""
    with EventStore.open(db_path) as store:
        for name, content in [("a.mgn", SHORT_GAME), ("b.mgn", SHORT_GAME + b"\n"), ("c.mgn", SHORT_GAME + b"\n\n")]:
            import_file(store, name, content, AT, tournament="Open", round="1")
    return db_path


def test_a_file_removed_with_its_games_leaves_gaps_that_are_named(three) -> None:
    attack(three, "DELETE FROM events WHERE game_id = 2", "DELETE FROM submissions WHERE id = 2")
    found = findings(three)
    assert (2, None) in places(found)
    assert any(each.message.startswith("Submission 2 is missing") for each in found)


@pytest.mark.parametrize(
    "column, value", [("tournament", "Closed"), ("round", "7"), ("at", "2020-01-01T00:00:00+00:00")]
)
def test_submission_columns_edited_are_named(three, column, value) -> None:
    attack(three, f"UPDATE submissions SET {column} = ? WHERE id = 3", params=(value,))
    found = findings(three)
    assert any(each.message.startswith("Submission 3 (c.mgn)") and f'"{value}"' in each.message for each in found)
    assert (3, 0) in places(found)


def test_a_trigger_replaced_by_a_no_op_of_the_same_name_is_named(three) -> None:
    connection = sqlite3.connect(three)
    with connection:
        connection.execute("DROP TRIGGER events_no_delete")
        connection.execute("CREATE TRIGGER events_no_delete BEFORE DELETE ON events BEGIN SELECT 1; END")
    connection.close()
    assert findings(three) == (
        Finding(
            "STORE-SCHEMA",
            "The append-only trigger events_no_delete was replaced: its SQL is not what the tool creates.",
        ),
    )


def test_the_triggers_checked_are_those_the_schema_creates(three) -> None:
    connection = sqlite3.connect(three)
    stored = dict(connection.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall())
    connection.close()
    assert stored == {**triggers("events"), **triggers("submissions"), **triggers("ledger")}


def test_a_forged_adjudication_of_a_rigadoon_game_is_named(db_path) -> None:
    with EventStore.open(db_path) as store:
        game_id = example(store, "islands-win.rgn")
    forge(db_path, game_id, Adjudicated(3, "blue/tb", "forged"))
    (finding,) = findings(db_path)
    assert (finding.rule, finding.game) == ("STORE-TAMPER", game_id)
    assert "STORE-ADJUDICATE: Rigadoon has no tie-break" in finding.message


def test_a_forged_adjudication_of_an_invalid_game_is_named(db_path) -> None:
    with EventStore.open(db_path) as store:
        game_id = example(store, "planted-violation.mgn")
        seq = store.version(game_id)
    forge(db_path, game_id, Adjudicated(3, "red/tb", "forged"))
    (finding,) = findings(db_path)
    assert (finding.game, finding.seq) == (game_id, seq)
    assert "is invalid" in finding.message


def test_a_second_adjudication_forged_is_named(db_path) -> None:
    with EventStore.open(db_path) as store:
        game_id = example(store, "unfinished.mgn")
        first, _ = adjudicate_game(store, game_id, AT)
    assert isinstance(first.event, Adjudicated)
    forge(db_path, game_id, Adjudicated(first.event.after_turn, "blue/tb", "forged", "Z"))
    (finding,) = findings(db_path)
    assert (finding.game, finding.seq) == (game_id, first.seq + 1)
    assert "already adjudicated" in finding.message


def test_a_forged_result_of_an_adjudication_is_named(db_path) -> None:
    with EventStore.open(db_path) as store:
        game_id = example(store, "tiebreak.mgn")
        seq = store.version(game_id)
    forge(db_path, game_id, Adjudicated(103, "blue/tb", "forged"))
    (finding,) = findings(db_path)
    assert (finding.game, finding.seq) == (game_id, seq)
    assert "adjudicating gives red/tb after turn 103" in finding.message


def test_a_game_decided_on_the_board_forged_as_adjudicated_is_named(db_path) -> None:
    with EventStore.open(db_path) as store:
        game_id = example(store, "corvette-win.mgn")
        (verdict,) = [each.event for each in store.events(game_id) if isinstance(each.event, VerdictRecorded)]
    forge(db_path, game_id, Adjudicated(verdict.turns, "blue/tb", "forged"))
    (finding,) = findings(db_path)
    assert finding.game == game_id and "MAD-END" in finding.message


def test_true_adjudications_and_annotations_verify(db_path) -> None:
    with EventStore.open(db_path) as store:
        game_id = example(store, "tiebreak.mgn")
        annotate(store, game_id, 3, LATER, comment="fine")
        adjudicate_game(store, game_id, LATER, stop_after=50)
        assert verify(store).ok


def sealed(db_path: str, **options: str) -> str:
    with EventStore.open(db_path) as store:
        return seal(store, LATER, **options).hash


@pytest.mark.parametrize("after", ["annotate", "adjudicate"])
def test_the_last_event_removed_after_a_seal_is_named(db_path, after) -> None:
    with EventStore.open(db_path) as store:
        game_id = example(store, "unfinished.mgn")
        if after == "annotate":
            made = annotate(store, game_id, 2, LATER, comment="noted")
        else:
            made, _ = adjudicate_game(store, game_id, LATER)
    root = sealed(db_path)
    attack(db_path, f"DELETE FROM events WHERE game_id = {game_id} AND seq = {made.seq}")
    assert (game_id, made.seq) in places(findings(db_path))
    assert (game_id, made.seq) in places(findings(db_path, root[:16]))


def test_the_last_file_removed_with_its_games_and_the_seals_is_found_by_the_root(three) -> None:
    root = sealed(three)
    attack(
        three,
        "DELETE FROM events WHERE game_id = 3",
        "DELETE FROM summaries WHERE game_id = 3",
        "DELETE FROM game_rows WHERE game = 3",  # the account projection too, as the tool writes it
        "UPDATE pairing_rows SET games = '1, 2'",
        "DELETE FROM submissions WHERE id = 3",
        "DELETE FROM seals",
    )
    assert findings(three) == ()
    found = findings(three, root)
    assert any("No seal with root" in each.message for each in found)


def test_a_rewrite_with_hashes_recomputed_is_found_by_the_published_seal(three) -> None:
    """The attacker rewrites an annotation, relinks its hash and makes the seals again: the published seal finds it."""
    with EventStore.open(three) as store:
        note = annotate(store, 2, 1, LATER, comment="on time")
        published_seal = seal(store, LATER)
    connection = sqlite3.connect(three)
    (game_id, seq, kind, stored, at) = connection.execute(
        "SELECT game_id, seq, type, payload, at FROM events WHERE game_id = 2 AND seq = ?", [note.seq]
    ).fetchone()
    (prev,) = connection.execute(
        "SELECT hex(hash) FROM events WHERE game_id = 2 AND seq = ?", [note.seq - 1]
    ).fetchone()
    connection.close()
    forged = from_stored(kind, stored.replace("on time", "forfeit"), seq)
    digest = bytes.fromhex(link(prev.lower(), game_id, seq, kind, to_row(forged)[1], at))
    attack(
        three,
        "UPDATE events SET payload = ?, hash = ? WHERE game_id = 2 AND seq = ?",
        "DELETE FROM seals",
        params=(to_stored(forged, seq)[1], digest, note.seq),
    )
    assert findings(three) == ()
    with EventStore.open(three) as store:
        seal(store, LATER)  # sealed again: another root than the one published
    assert findings(three) == ()
    assert "No seal with root" in findings(three, published_seal.root)[0].message
    from_file = findings(three, published(to_json(published_seal)))
    assert (2, note.seq) in places(from_file)


def test_a_submission_renamed_after_a_seal_is_named(three) -> None:
    sealed(three, tournament="Open")
    attack(three, "UPDATE submissions SET name = 'z.mgn' WHERE id = 2")
    (finding,) = findings(three)
    assert finding.message == 'Submission 2 (b.mgn): its name is "z.mgn", seal 1 sealed "b.mgn".'


def test_a_seal_covers_its_tournament_and_chains_to_the_one_before(db_path) -> None:
    with EventStore.open(db_path) as store:
        import_file(store, "a.mgn", SHORT_GAME, AT, tournament="Open")
        import_file(store, "b.mgn", SHORT_GAME + b"\n", AT, tournament="Club")
        first = seal(store, LATER, tournament="Club", by="M. Tanguy")
        second = seal(store, LATER)
        assert [game[0] for game in first.games] == [2] and len(second.games) == 2
        assert second.prev_hash == first.hash
        assert verify(store, second.root).ok


def test_seals_are_append_only_and_their_triggers_checked(three) -> None:
    """The first seal creates its table with the same triggers as the others; verify checks them too."""
    sealed(three)
    connection = sqlite3.connect(three)
    with pytest.raises(sqlite3.IntegrityError):
        connection.execute("UPDATE seals SET by = 'someone'")
    connection.execute("DROP TRIGGER seals_no_update")
    connection.commit()
    connection.close()
    assert findings(three) == (Finding("STORE-SCHEMA", "The append-only trigger seals_no_update is missing."),)


def test_an_edited_seal_breaks_the_chain_of_seals(three) -> None:
    sealed(three)
    sealed(three)
    attack(three, "UPDATE seals SET at = '2020-01-01T00:00:00+00:00' WHERE id = 1")
    assert findings(three) == (Finding("STORE-SEAL", "Seal 1 was edited outside the tool: its hash does not match."),)


def test_a_seal_removed_from_the_middle_of_the_chain_is_named_once(three) -> None:
    for _ in range(3):
        sealed(three)
    attack(three, "DELETE FROM seals WHERE id = 2")
    assert findings(three) == (
        Finding("STORE-SEAL", "Seal 2 is missing (found seal 3)."),
        Finding("STORE-SEAL", "Seal 3 is not linked to the seal before it."),
    )
