"""``verify --seal FILE`` never ends in a traceback (issue 29, finding 8): a malformed seal file is a STORE-SEAL
refusal, exit 2, its text escaped; and ``verify --seal`` says which seal it checked."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from admiralty.store.mapper import canonical_json
from admiralty.store.seals import seal_hash
from tests.store.conftest import ROOT


@pytest.fixture
def sealed(run, tmp_path: Path) -> tuple[str, dict[str, Any]]:
    db = str(tmp_path / "s.db")
    run("import", str(ROOT / "examples" / "unfinished.mgn"), "--tournament", "Open", "--db", db)
    path = tmp_path / "round.seal"
    assert run("seal", "--tournament", "Open", "--json", "-o", str(path), "--db", db).exit_code == 0
    return db, json.loads(path.read_text())


def rehashed(data: dict[str, Any]) -> str:
    """The seal file ``data`` with its hash computed again over whatever its fields now hold."""
    ledgers = {"ledgers": data["ledgers"]} if data.get("ledgers") else {}
    body = canonical_json({"games": data["games"], "submissions": data["submissions"], **ledgers})
    data["hash"] = seal_hash(data["prev_hash"], data["id"], data["at"], data["by"], data["tournament"], body)
    return json.dumps(data)


def _signed(value: object) -> Any:
    return lambda data: {**data, "signature": {"public_key": "00" * 32, "value": value}}


MALFORMED = {
    "nested 200,000 deep in an object": lambda data: '{"games": ' + "[" * 200_000 + "]" * 200_000 + "}",
    "nested 200,000 deep": lambda data: "[" * 200_000 + "]" * 200_000,
    "a signature value that is a number": _signed(12),
    "a signature value that is null": _signed(None),
    "a hash that is a number": lambda data: {**data, "hash": 12},
    "an event count as a string": lambda data: {**data, "games": [[g[0], str(g[1]), g[2]] for g in data["games"]]},
    "a game id of 10^30": lambda data: {**data, "games": [[10**30, g[1], g[2]] for g in data["games"]]},
    "a submission id that is an object": lambda data: {
        **data,
        "submissions": [[{"id": 1}, *s[1:]] for s in data["submissions"]],
    },
}


@pytest.mark.parametrize("case", MALFORMED)
def test_a_malformed_seal_file_is_refused_without_a_traceback(run, sealed, tmp_path, case):
    db, data = sealed
    made = MALFORMED[case](data)
    text = made if isinstance(made, str) else rehashed(made) if "hash" not in case else json.dumps(made)
    path = tmp_path / "bad.seal"
    path.write_text(text)
    result = run("verify", "--seal", str(path), "--db", db)
    assert result.exit_code == 2 and "STORE-SEAL" in result.output


def test_a_seal_file_too_large_is_refused(run, sealed, tmp_path, monkeypatch):
    from admiralty.store import seals

    db, data = sealed
    monkeypatch.setattr(seals, "MOST_BYTES", 100)
    path = tmp_path / "big.seal"
    path.write_text(json.dumps(data))
    result = run("verify", "--seal", str(path), "--db", db)
    assert result.exit_code == 2 and "STORE-SEAL" in result.output


def test_control_characters_of_a_seal_file_are_escaped(run, sealed, tmp_path):
    db, _ = sealed
    path = tmp_path / "esc.seal"
    path.write_text("\x1b]0;pwned\x07 \u202e")
    result = run("verify", "--seal", str(path), "--db", db)
    assert result.exit_code == 2 and "STORE-SEAL" in result.output
    assert "\x1b" not in result.output and "\x07" not in result.output and "\u202e" not in result.output
    assert "\\x1b]0;pwned\\x07" in result.output


def test_verify_says_which_seal_it_checked(run, sealed, tmp_path):
    db, data = sealed
    path = tmp_path / "round.seal"
    path.write_text(json.dumps(data))
    root = "-".join(data["hash"][i : i + 4] for i in range(0, 16, 4))
    said = f'checked against seal 1 (tournament "Open", made at {data["at"]}, root {root})'
    for given in (str(path), root):
        result = run("verify", "--seal", given, "--db", db)
        assert result.exit_code == 0 and result.output.splitlines()[0] == said


def test_a_file_that_is_no_seal_is_named_with_its_first_line(run, sealed, tmp_path):
    """A slip: the arbiter's public key given for the seal. The refusal names the file and how it begins, not
    its text quoted line breaks and all (``"-----BEGIN PUBLIC KEY-----\\x0aMCow..."``)."""
    db, _ = sealed
    path = tmp_path / "arbiter.pem.pub"
    path.write_text(
        "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAKTDNgINvJ0fSQnMDnBycxFXfa0xBJ7wC\n-----END PUBLIC KEY-----\n"
    )
    result = run("verify", "--seal", str(path), "--db", db)
    assert result.exit_code == 2 and "\\x0a" not in result.output
    assert f'{path} is not a seal file (it begins "-----BEGIN PUBLIC KEY-----"): give its root' in result.output
