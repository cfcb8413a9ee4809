"""What :func:`store.verify.verify` and :mod:`store.seals` report: findings, as values."""

from __future__ import annotations

import attrs


@attrs.frozen
class Finding:
    """Something in the database that does not hold.

    Args:
        rule: STORE-TAMPER, STORE-REPLAY, STORE-SCHEMA, STORE-SEAL, STORE-SIGNATURE, STORE-PROJECTION or
            STORE-INTEGRITY.
        message: one sentence for the arbiter (it names the submission, if one).
        game: the game concerned, if one.
        seq: the event concerned, if one.
    """

    rule: str
    message: str
    game: int | None = None
    seq: int | None = None
