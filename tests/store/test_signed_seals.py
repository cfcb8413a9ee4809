"""Signed seals: the arbiter's Ed25519 signature published with the seal, checked by verify (specs/store.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.asymmetric.ec import SECP256R1, generate_private_key
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import Encoding, NoEncryption, PrivateFormat, PublicFormat
from typer.testing import CliRunner

from admiralty.cli.app import app
from tests.store.conftest import ROOT

runner = CliRunner()


def run(*args: str):
    return runner.invoke(app, list(args))


def _keys(folder: Path, name: str) -> tuple[Path, Path]:
    """A new Ed25519 key pair written as PEM files, as ``openssl genpkey -algorithm ed25519`` makes them."""
    key = Ed25519PrivateKey.generate()
    private, public = folder / f"{name}.pem", folder / f"{name}.pub"
    private.write_bytes(key.private_bytes(Encoding.PEM, PrivateFormat.PKCS8, NoEncryption()))
    public.write_bytes(key.public_key().public_bytes(Encoding.PEM, PublicFormat.SubjectPublicKeyInfo))
    return private, public


@pytest.fixture
def signed(tmp_path: Path) -> tuple[str, Path, Path]:
    """A database of the examples, sealed and signed: (database, seal file, the arbiter's public key)."""
    db = str(tmp_path / "admiralty.db")
    run("import", str(ROOT / "examples"), "--db", db)
    private, public = _keys(tmp_path, "arbiter")
    written = tmp_path / "round-1.seal"
    result = run("seal", "--db", db, "--key", str(private), "--json", "-o", str(written))
    assert result.exit_code == 0, result.output
    return db, written, public


def test_a_signed_seal_verifies_with_the_arbiters_public_key(signed) -> None:
    db, written, public = signed
    assert json.loads(written.read_text())["signature"]["value"]
    result = run("verify", "--db", db, "--seal", str(written), "--public-key", str(public))
    assert result.exit_code == 0, result.output


def test_the_text_seal_prints_the_signature_of_its_hash(tmp_path) -> None:
    """Text shows what JSON holds: the key and the signature of the hash printed above them."""
    db = str(tmp_path / "admiralty.db")
    run("import", str(ROOT / "examples"), "--db", db)
    private, _ = _keys(tmp_path, "arbiter")
    result = run("seal", "--db", db, "--key", str(private))
    assert result.exit_code == 0, result.output
    lines = dict(line.split(" ", 1) for line in result.output.splitlines()[1:])
    public_key = lines["signed"].removeprefix("by key ")
    Ed25519PublicKey.from_public_bytes(bytes.fromhex(public_key)).verify(
        bytes.fromhex(lines["signature"]), lines["hash"].encode("ascii")
    )


def test_another_key_is_refused(signed, tmp_path) -> None:
    db, written, _ = signed
    _, other = _keys(tmp_path, "impostor")
    result = run("verify", "--db", db, "--seal", str(written), "--public-key", str(other))
    assert result.exit_code == 1 and "signed with another key" in result.stdout


def test_an_edited_signature_is_found(signed) -> None:
    db, written, public = signed
    data = json.loads(written.read_text())
    value = data["signature"]["value"]
    data["signature"]["value"] = ("0" if value[0] != "0" else "1") + value[1:]
    written.write_text(json.dumps(data))
    result = run("verify", "--db", db, "--seal", str(written), "--public-key", str(public))
    assert result.exit_code == 1 and "signature does not match" in result.stdout


def test_a_root_alone_cannot_prove_a_signature(signed) -> None:
    db, written, public = signed
    root = json.loads(written.read_text())["hash"]
    result = run("verify", "--db", db, "--seal", root, "--public-key", str(public))
    assert result.exit_code == 1 and "carries no signature" in result.stdout


def test_an_unsigned_seal_fails_a_check_of_its_signature(tmp_path) -> None:
    db = str(tmp_path / "admiralty.db")
    run("import", str(ROOT / "examples"), "--db", db)
    written = tmp_path / "round-1.seal"
    run("seal", "--db", db, "--json", "-o", str(written))
    _, public = _keys(tmp_path, "arbiter")
    result = run("verify", "--db", db, "--seal", str(written), "--public-key", str(public))
    assert result.exit_code == 1 and "not signed" in result.stdout


def test_a_key_that_is_not_ed25519_is_a_usage_error(tmp_path) -> None:
    db = str(tmp_path / "admiralty.db")
    run("import", str(ROOT / "examples"), "--db", db)
    other = tmp_path / "ec.pem"
    other.write_bytes(
        generate_private_key(SECP256R1()).private_bytes(Encoding.PEM, PrivateFormat.PKCS8, NoEncryption())
    )
    result = run("seal", "--db", db, "--key", str(other))
    assert result.exit_code == 2 and "Ed25519" in result.output


def test_a_private_key_given_for_the_public_key_is_named_as_one(signed, tmp_path) -> None:
    """A slip: key new writes arbiter.pem and arbiter.pem.pub, and the arbiter gives the first to verify."""
    db, written, _ = signed
    private, _ = _keys(tmp_path, "other")
    result = run("verify", "--db", db, "--seal", str(written), "--public-key", str(private))
    assert result.exit_code == 2
    assert "it is a private key; give its public key (FILE.pub, as key new writes it)" in result.output


def test_a_signed_seal_written_as_json_still_prints_the_root_to_publish(tmp_path) -> None:
    """The README's signed seal is seal --key --json -o FILE: the arbiter must publish its root, which the text
    seal -o prints; the JSON one printed nothing, the root left inside the file."""
    db = str(tmp_path / "admiralty.db")
    run("import", str(ROOT / "examples" / "unfinished.mgn"), "--db", db)
    private, _ = _keys(tmp_path, "arbiter")
    written = tmp_path / "round-1.seal"
    result = run("seal", "--db", db, "--key", str(private), "--json", "-o", str(written))
    digest = json.loads(written.read_text())["hash"]
    root = "-".join(digest[start : start + 4] for start in range(0, 16, 4))
    assert result.exit_code == 0 and result.stdout == f"seal 1 written to {written}: publish its root {root}\n"
