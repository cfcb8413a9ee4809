"""The hash chain of a game's events.

Each event's hash covers the previous event's hash, so editing, removing or
reordering an event breaks every link after it. The exact bytes hashed are the
ASCII canonical JSON (:func:`store.mapper.canonical_json`) of the array
``[prev_hash, game_id, seq, type, payload, at]``, ``payload`` being the stored
payload text itself; the first event's ``prev_hash`` is :data:`GENESIS`.

The array is written out directly. Its ``type, payload`` part is the event's
own (:func:`hashed`): an import writes it while judging (in a worker process,
with ``--jobs``), and the writer, which alone knows the game's id and the hash
before, only joins the parts (:func:`links`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator
from json.encoder import encode_basestring_ascii as _text
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from admiralty.store.mapper import Payload

GENESIS = "0" * 64
"""The ``prev_hash`` of a game's first event."""


ChainedRow = tuple[int, int, str, str, str, str, str]
"""An event's row: ``(game_id, seq, type, payload, at, prev_hash, hash)``."""


def hashed(kind: str, payload: str) -> str:
    """The part of an event's link its type and payload make: ``"type","payload"`` as canonical JSON writes them.

    >>> hashed("GameStopped", '{"reason":"agreement"}')
    '"GameStopped","{\\\\"reason\\\\":\\\\"agreement\\\\"}"'
    """
    return f"{_text(kind)},{_text(payload)}"


def links(game_id: int, seq: int, prev_hash: str, at: str, parts: Iterable[str]) -> list[str]:
    """The hashes (hex) of events appended to a game after event ``seq - 1``, whose hash is
    ``prev_hash``, each event given as its :func:`hashed` part.

    What every link of a game shares (its id, the timestamp) is written once.
    """
    sha256 = hashlib.sha256
    middle, end = f",{int(game_id)},", f",{_text(at)}]"
    prev = _text(prev_hash)[1:-1]
    made = []
    for place, part in enumerate(parts, int(seq)):
        prev = sha256(f'["{prev}"{middle}{place},{part}{end}'.encode("ascii")).hexdigest()
        made.append(prev)
    return made


def numbered_links(
    game_id: int, seq: int, prev_hash: str, at: str, around: tuple[str, str, str], fills: Iterable[str]
) -> list[str]:
    """:func:`links` of events whose :func:`hashed` part is ``around[0] + fill + around[1] + place + around[2]``,
    ``place`` being the event's own: each part written at once from its fill.

    >>> numbered_links(1, 4, "", "", ('"Kind","', "-", '"'), ["x"]) == links(1, 4, "", "", [hashed("Kind", "x-4")])
    True
    """
    before, between, after = around
    return links(
        game_id, seq, prev_hash, at, [f"{before}{fill}{between}{place}{after}" for place, fill in enumerate(fills, seq)]
    )


def chained(game_id: int, seq: int, prev_hash: str, at: str, events: Iterable[Payload]) -> Iterator[ChainedRow]:
    """The rows of ``events`` appended to a game after event ``seq - 1``, whose hash is ``prev_hash``;
    each row's hash is its :func:`link`."""
    rows = list(events)
    digests = links(game_id, seq, prev_hash, at, [hashed(kind, payload) for kind, payload in rows])
    for place, (kind, payload), link in zip(range(seq, seq + len(rows)), rows, digests):
        yield game_id, place, kind, payload, at, prev_hash, link
        prev_hash = link


def link(prev_hash: str, game_id: int, seq: int, kind: str, payload: str, at: str) -> str:
    """The hex sha256 of one event, chained to ``prev_hash``.

    The bytes hashed are those :func:`store.mapper.canonical_json` gives for
    the array, written out directly.

    >>> len(link(GENESIS, 1, 0, "GameStopped", '{"reason":"agreement"}', "2026-11-22T00:00:00+00:00"))
    64
    """
    return links(game_id, seq, prev_hash, at, [hashed(kind, payload)])[0]
