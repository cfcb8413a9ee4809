"""Signed decisions (issue 29, "Build", and finding 4): an arbiter's key (``admiralty key new``) signs every ledger
event and every decision on a game made with ``--key``; a tournament names its arbiters' keys (``tournament create
--arbiter-key``), and ``verify`` reports a decision of it without a signature by one of them (STORE-SIGNATURE),
even one appended after the last seal, which no seal covers."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from admiralty.referee.tournament.events import ArbiterKeyNamed, DecisionAnnulled, ResultDecided
from admiralty.store import EventStore
from admiralty.store.chain import link
from admiralty.store.ledger import append, entries
from admiralty.store.mapper import from_stored, to_row, to_stored
from admiralty.store.signatures import public_hex, signer
from tests.conftest import AUTUMN
from tests.forgery import untriggered
from tests.records import AT

EXAMPLES = Path(__file__).parents[2] / "examples"


def _ok(result) -> str:
    assert result.exit_code == 0, result.output
    return result.output


@pytest.fixture
def keyed(run, tmp_path):
    """The README walkthrough's round 4, every decision signed by the arbiter, then sealed and signed:
    (database, the arbiter's private key, her public key, the seal file)."""
    db, key = str(tmp_path / "a.db"), tmp_path / "arbiter.pem"
    made = _ok(run("key", "new", "-o", str(key)))
    public = tmp_path / "arbiter.pem.pub"
    assert made.strip().endswith(public_hex(public.read_bytes()))
    signing = ("--key", str(key), "--tournament", AUTUMN, "--db", db)
    _ok(run("tournament", "create", AUTUMN, "--arbiter-key", str(public), "--key", str(key), "--db", db))
    _ok(run("tournament", "players", str(EXAMPLES / "tournament" / "players.csv"), *signing))
    _ok(run("tournament", "pairings", str(EXAMPLES / "tournament" / "round-4.csv"), *signing))
    _ok(run("import", str(EXAMPLES / "round-4.mgn"), "--tournament", AUTUMN, "--db", db))
    _ok(run("annotate", "1", "--turn", "1", "--comment", "Signed.", "--by", "M. Tanguy", "--key", str(key), "--db", db))
    seal = tmp_path / "round-4.seal"
    _ok(run("seal", "--tournament", AUTUMN, "--key", str(key), "--json", "-o", str(seal), "--db", db))
    return db, key, public, seal


def _verified(run, db, public, seal):
    return run("verify", "--db", db, "--seal", str(seal), "--public-key", str(public))


def test_a_tournament_whose_arbiter_signs_every_decision_verifies(run, keyed):
    db, _, public, seal = keyed
    _ok(_verified(run, db, public, seal))
    with EventStore.open(db) as store:
        signed = store.signature_rows()
    assert {(row.game_id, row.seq) for row in signed if row.game_id} == {(1, 61)}
    assert [row.seq for row in signed if not row.game_id] == list(range(len(entries_of(db))))


def entries_of(db: str):
    with EventStore.open(db) as store:
        return entries(store, AUTUMN)


def test_a_decision_appended_after_the_last_seal_without_a_signature_is_found(run, keyed):
    """Finding 4: a ResultDecided "by M. Tanguy" with a correct chain, after the seal, passed every check."""
    db, _, public, seal = keyed
    with EventStore.open(db) as store:
        length = len(entries(store, AUTUMN))
        append(store, AUTUMN, length, [ResultDecided(4, "pn", "jb", "first/forfeit", "M. Tanguy", "forged")], AT)
    result = _verified(run, db, public, seal)
    assert result.exit_code == 1
    assert f'STORE-SIGNATURE: Event {length} of the ledger of "{AUTUMN}" is not signed' in result.output


def test_a_decision_signed_with_another_key_is_found(run, keyed, tmp_path):
    db, _, public, seal = keyed
    _ok(run("key", "new", "-o", str(tmp_path / "forger.pem")))
    with EventStore.open(db) as store:
        store.signer = signer((tmp_path / "forger.pem").read_bytes())
        append(store, AUTUMN, len(entries(store, AUTUMN)), [DecisionAnnulled(3, "M. Tanguy", "forged")], AT)
    result = _verified(run, db, public, seal)
    assert result.exit_code == 1 and "which its tournament does not name" in result.output


def test_a_key_named_by_a_forger_and_signed_by_itself_is_found(run, keyed, tmp_path):
    db, _, public, seal = keyed
    _ok(run("key", "new", "-o", str(tmp_path / "forger.pem")))
    forger = public_hex((tmp_path / "forger.pem.pub").read_bytes())
    with EventStore.open(db) as store:
        store.signer = signer((tmp_path / "forger.pem").read_bytes())
        length = len(entries(store, AUTUMN))
        append(store, AUTUMN, length, [ArbiterKeyNamed(forger), DecisionAnnulled(3, "M. Tanguy", "forged")], AT)
    result = _verified(run, db, public, seal)
    assert result.exit_code == 1
    assert f"Event {length} of the ledger" in result.output and f"Event {length + 1} of the ledger" in result.output


def test_a_decision_on_a_game_made_without_the_key_is_found(run, keyed):
    db, _, public, seal = keyed
    _ok(run("annotate", "2", "--turn", "1", "--comment", "Unsigned.", "--db", db))
    result = _verified(run, db, public, seal)
    assert result.exit_code == 1 and "game 2 event" in result.output and "The Annotated is not signed" in result.output


def test_a_signature_removed_or_changed_is_found(run, keyed):
    db, _, public, seal = keyed
    untriggered(db, "DELETE FROM signatures WHERE game_id = 1")
    untriggered(db, "UPDATE signatures SET signature = (CASE substr(signature, 1, 1) WHEN 'f' THEN 'e' ELSE 'f' END) "
                 "|| substr(signature, 2) "
                 "WHERE game_id = 0 AND seq = 2")  # fmt: skip
    result = _verified(run, db, public, seal)
    assert result.exit_code == 1
    assert "The Annotated is not signed" in result.output
    assert f'The signature of event 2 of the ledger of "{AUTUMN}" does not sign its hash' in result.output


def test_verify_with_another_public_key_reports_the_tournament(run, keyed, tmp_path):
    """The key given to verify comes from the arbiter: a ledger whose first key is another is not hers."""
    db, *_ = keyed
    _ok(run("key", "new", "-o", str(tmp_path / "other.pem")))
    result = run("verify", "--db", db, "--public-key", str(tmp_path / "other.pem.pub"))
    assert result.exit_code == 1 and "names first another key than the one given" in result.output


def test_key_new_refuses_to_overwrite_a_key(run, tmp_path):
    key = tmp_path / "arbiter.pem"
    _ok(run("key", "new", "-o", str(key)))
    before = key.read_bytes()
    result = run("key", "new", "-o", str(key))
    assert result.exit_code == 2 and "a file is there already" in result.output
    assert key.read_bytes() == before and key.stat().st_mode & 0o077 == 0


def test_a_key_that_is_not_one_is_refused_without_a_traceback(run, keyed, tmp_path):
    db, *_ = keyed
    bad = tmp_path / "bad.pem"
    bad.write_bytes(b"\x00\xff not a key")
    result = run("annotate", "1", "--turn", "1", "--comment", "x", "--key", str(bad), "--db", db)
    assert result.exit_code == 2 and "Ed25519 private key" in result.output
    result = run("tournament", "create", "Other", "--arbiter-key", str(bad), "--db", db)
    assert result.exit_code == 2 and "Ed25519 public key" in result.output


def test_an_annotation_rewritten_with_its_hash_recomputed_is_found_by_its_signature(run, keyed):
    """Issue 29, finding 11: an annotation's time or text rechained passes verify without the published seal;
    its signature signs the hash it had, so verify finds it."""
    db, *_ = keyed
    connection = sqlite3.connect(db)
    seq, kind, stored = connection.execute(
        "SELECT seq, type, payload FROM events WHERE game_id = 1 ORDER BY seq DESC LIMIT 1"
    ).fetchone()
    (prev,) = connection.execute("SELECT hex(hash) FROM events WHERE game_id = 1 AND seq < ? ORDER BY seq DESC "
                                 "LIMIT 1", [seq]).fetchone()  # fmt: skip
    saved = connection.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
    forged = from_stored(kind, stored.replace("Signed.", "Forged."), seq)
    digest = bytes.fromhex(link(prev.lower(), 1, seq, kind, to_row(forged)[1], "2026-01-01T00:00:00+00:00"))
    with connection:
        for name, _ in saved:
            connection.execute(f"DROP TRIGGER {name}")
        connection.execute(
            "UPDATE events SET payload = ?, at = ?, hash = ? WHERE game_id = 1 AND seq = ?",
            [to_stored(forged, seq)[1], "2026-01-01T00:00:00+00:00", digest, seq],
        )
        connection.execute("DELETE FROM seals")
        for _, sql in saved:
            connection.execute(sql)
    connection.close()
    result = run("verify", "--db", db)
    assert result.exit_code == 1, result.output
    assert f"game 1 event {seq}: STORE-SIGNATURE: The signature of event {seq} of game 1 does not sign its hash" in (
        result.output
    )
    assert "STORE-TAMPER" not in result.output
