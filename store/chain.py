"""The hash chain of a game's events.

Each event's hash covers the previous event's hash, so editing, removing or
reordering an event breaks every link after it. The exact bytes hashed are the
ASCII canonical JSON (:func:`store.mapper.canonical_json`) of the array
``[prev_hash, game_id, seq, type, payload, at]``, ``payload`` being the stored
payload text itself; the first event's ``prev_hash`` is :data:`GENESIS`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator

from admiralty.store.mapper import Payload
from admiralty.store.mapper import quoted as _text

GENESIS = "0" * 64
"""The ``prev_hash`` of a game's first event."""


ChainedRow = tuple[int, int, str, str, str, str, str]
"""An event's row: ``(game_id, seq, type, payload, at, prev_hash, hash)``."""


def chained(game_id: int, seq: int, prev_hash: str, at: str, events: Iterable[Payload]) -> Iterator[ChainedRow]:
    """The rows of ``events`` appended to a game after event ``seq - 1``, whose hash is ``prev_hash``.

    Each row's hash is its :func:`link`; what every link of a game shares
    (its id, the timestamp) is written once.
    """
    middle, end = f",{int(game_id)},", f",{_text(at)}]"
    for kind, payload in events:
        hashed = f"[{_text(prev_hash)}{middle}{int(seq)},{_text(kind)},{_text(payload)}{end}"
        digest = hashlib.sha256(hashed.encode("ascii")).hexdigest()
        yield game_id, seq, kind, payload, at, prev_hash, digest
        seq, prev_hash = seq + 1, digest


def link(prev_hash: str, game_id: int, seq: int, kind: str, payload: str, at: str) -> str:
    """The hex sha256 of one event, chained to ``prev_hash``.

    The bytes hashed are those :func:`store.mapper.canonical_json` gives for
    the array, written out directly.

    >>> len(link(GENESIS, 1, 0, "GameStopped", '{"reason":"agreement"}', "2026-11-22T00:00:00+00:00"))
    64
    """
    hashed = f"[{_text(prev_hash)},{int(game_id)},{int(seq)},{_text(kind)},{_text(payload)},{_text(at)}]"
    return hashlib.sha256(hashed.encode("ascii")).hexdigest()
