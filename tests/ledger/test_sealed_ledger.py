"""A seal covers the tournaments' ledgers (store.md, "Seals"): removing the arbiter's last decisions, or a
whole ledger, leaves a hash chain that still holds, so only the sealed head can show it."""

from __future__ import annotations

import json

import pytest

from admiralty.store import EventStore
from admiralty.store.seals import seals
from tests.store.test_forgery import attack

T = "Brest Open"


@pytest.fixture
def db(run, tmp_path) -> str:
    """A tournament whose ledger ends with a forfeit, sealed (the seal written to s.json beside it)."""
    path = str(tmp_path / "t.db")
    on = ("--tournament", T, "--db", path)
    steps = [
        ("tournament", "create", T, "--kind", "mad", "--db", path),
        ("tournament", "player", "add", "am", "--name", "Anne Morgan", *on),
        ("tournament", "player", "add", "gr", "--name", "Gaël Riou", *on),
        ("tournament", "pair", "--round", "1", "am", "gr", *on),
        ("tournament", "decide", "--round", "1", "--pairing", "am-gr", "--result", "first/forfeit", *on)
        + ("--by", "M. Tanguy", "--reason", "Riou absent"),
        ("import", "examples/corvette-win.mgn", *on),
        ("seal", "--json", "-o", str(tmp_path / "s.json"), *on),
    ]
    for step in steps:
        assert run(*step).exit_code == 0, step
    return path


def _verified(run, db: str, *seal: str) -> tuple[int, str]:
    result = run("verify", "--db", db, *seal)
    return result.exit_code, result.output


def test_a_seal_holds_the_ledgers_head(db, tmp_path) -> None:
    with EventStore.open(db) as store:
        ((made, _),) = list(seals(store))
        head = store.db.execute("SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1").fetchone()
    assert made.ledgers == ((T, head[0] + 1, head[1]),)
    assert json.loads((tmp_path / "s.json").read_text())["ledgers"] == [[T, head[0] + 1, head[1]]]


@pytest.mark.parametrize(
    ("removed", "said"),
    [("seq = (SELECT max(seq) FROM ledger)", "lost its last events"), ("1 = 1", "is missing")],
    ids=["the last decision", "the whole ledger"],
)
def test_a_ledger_cut_after_its_seal_is_found(run, db, tmp_path, removed, said) -> None:
    assert _verified(run, db)[0] == 0
    attack(db, f"DELETE FROM ledger WHERE {removed}")
    for seal in ((), ("--seal", str(tmp_path / "s.json"))):
        status, output = _verified(run, db, *seal)
        assert status == 1 and "STORE-SEAL" in output and f'The ledger of tournament "{T}" {said}' in output


def test_a_seal_without_a_ledger_keeps_the_body_of_seals_made_before_ledgers_were_sealed(run, tmp_path) -> None:
    path = str(tmp_path / "plain.db")
    run("import", "examples/corvette-win.mgn", "--db", path)
    assert run("seal", "--db", path).exit_code == 0
    with EventStore.open(path) as store:
        ((made, row),) = list(seals(store))
    assert made.ledgers == () and set(json.loads(row[4])) == {"games", "submissions"}
