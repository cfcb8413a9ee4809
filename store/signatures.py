"""The arbiter's Ed25519 signatures: over a seal's hash (specs/store.md, "Seals") and over an event's
hash (specs/store.md, "Signed decisions").

Signing is an optional extra (``pip install 'admiralty[sign]'``, which brings
the ``cryptography`` package); everything else about seals works without it.
A seal's signature travels with the published seal (the file ``seal -o``
writes), not in the database: it proves who published that seal, and ``verify
--seal FILE --public-key KEY`` checks it against the arbiter's public key. An
event's signature is stored beside the event (:mod:`store.signed`). A key is
made by ``admiralty key new`` (:func:`new_key`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs

from admiralty.referee.violation import violation

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey


@attrs.frozen
class Signature:
    """An Ed25519 signature of a seal's hash, with the public key that checks it (both hex)."""

    public_key: str
    value: str


def _needs_extra() -> Exception:
    return violation("STORE-SEAL", "Signing a seal needs the optional extra: pip install 'admiralty[sign]'.")


def _private_key(pem: bytes) -> Ed25519PrivateKey:
    try:
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
        from cryptography.hazmat.primitives.serialization import load_pem_private_key
    except ImportError:
        raise _needs_extra() from None
    try:
        key = load_pem_private_key(pem, password=None)
    except (ValueError, TypeError):
        key = None
    if not isinstance(key, Ed25519PrivateKey):
        raise violation("STORE-SEAL", "The key is not an unencrypted Ed25519 private key in PEM form.")
    return key


def _public_key(pem: bytes) -> Ed25519PublicKey:
    try:
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
        from cryptography.hazmat.primitives.serialization import load_pem_public_key
    except ImportError:
        raise _needs_extra() from None
    try:
        key = load_pem_public_key(pem)
    except (ValueError, TypeError):
        key = None
    if not isinstance(key, Ed25519PublicKey):
        private = b"PRIVATE KEY-----" in pem
        hint = ": it is a private key; give its public key (FILE.pub, as key new writes it)" if private else ""
        raise violation("STORE-SEAL", f"The public key is not an Ed25519 public key in PEM form{hint}.")
    return key


def _raw(key: Ed25519PublicKey) -> str:
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

    return key.public_bytes(Encoding.Raw, PublicFormat.Raw).hex()


def new_key() -> tuple[bytes, bytes]:
    """A new Ed25519 key: its private key and its public key, both PEM (``admiralty key new``).

    Raises:
        AdmiraltyError: STORE-SEAL without the extra.
    """
    try:
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
        from cryptography.hazmat.primitives.serialization import (
            Encoding,
            NoEncryption,
            PrivateFormat,
            PublicFormat,
        )
    except ImportError:
        raise _needs_extra() from None
    key = Ed25519PrivateKey.generate()
    private = key.private_bytes(Encoding.PEM, PrivateFormat.PKCS8, NoEncryption())
    return private, key.public_key().public_bytes(Encoding.PEM, PublicFormat.SubjectPublicKeyInfo)


def public_hex(public_key_pem: bytes) -> str:
    """The raw Ed25519 public key of a PEM public key, in 64 hex digits (what a tournament names).

    Raises:
        AdmiraltyError: STORE-SEAL for a key that is not Ed25519, or without the extra.
    """
    return _raw(_public_key(public_key_pem))


def signer(private_key_pem: bytes) -> Callable[[str], Signature]:
    """Sign hashes with the arbiter's private key (PEM), read once.

    Raises:
        AdmiraltyError: STORE-SEAL for a key that is not Ed25519, or without the extra.
    """
    key = _private_key(private_key_pem)
    public = _raw(key.public_key())
    return lambda digest: Signature(public, key.sign(digest.encode("ascii")).hex())


def holds(digest: str, signature: Signature) -> bool:
    """Whether ``signature`` is its key's signature of ``digest`` (a key or value that is no hex: it is not).

    Raises:
        AdmiraltyError: STORE-SEAL without the extra.
    """
    try:
        from cryptography.exceptions import InvalidSignature
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
    except ImportError:
        raise _needs_extra() from None
    try:
        key = Ed25519PublicKey.from_public_bytes(bytes.fromhex(signature.public_key))
        key.verify(bytes.fromhex(signature.value), digest.encode("ascii"))
    except (ValueError, InvalidSignature):
        return False
    return True


def sign(digest: str, private_key_pem: bytes) -> Signature:
    """Sign a seal's hash with the arbiter's private key (PEM).

    Raises:
        AdmiraltyError: STORE-SEAL for a key that is not Ed25519, or without the extra.
    """
    key = _private_key(private_key_pem)
    return Signature(_raw(key.public_key()), key.sign(digest.encode("ascii")).hex())


def signature_problem(digest: str, signature: Signature | None, public_key_pem: bytes | None) -> str | None:
    """What is wrong with a published seal's signature, or None when it holds.

    The signature must check against the key it names; with ``public_key_pem``
    (the arbiter's public key, known from elsewhere) it must also be that key.
    An unsigned seal is a problem only when a public key is given.
    """
    if signature is None:
        return None if public_key_pem is None else "The seal is not signed, but a public key was given to check it."
    try:
        from cryptography.exceptions import InvalidSignature
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
    except ImportError:
        raise _needs_extra() from None

    if public_key_pem is not None and _raw(_public_key(public_key_pem)) != signature.public_key:
        return "The seal is signed with another key than the public key given."
    try:
        key = Ed25519PublicKey.from_public_bytes(bytes.fromhex(signature.public_key))
        key.verify(bytes.fromhex(signature.value), digest.encode("ascii"))
    except (ValueError, InvalidSignature):
        return "The seal's signature does not match its hash: the seal or its signature was changed."
    return None
