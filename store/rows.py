"""The rows of the ``events`` table: the events an append writes as rows, and the rows read back as events.

:func:`row_values` chains an append's :data:`store.mapper.Encoded` rows to the
game's head and gives the values to insert (each row holding the hash of its
last event), and :func:`read_rows` gives rows back as the events they hold
(:class:`Row`), a run of turns as its turns with their hashes (specs/store.md,
"Runs of turns"). A recorder writes and reads through them
(:class:`store.sqlite.database.EventStore`, which inserts the values with
:mod:`store.sqlite.inserts`), and so does :mod:`store.sqlite.migration`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import attrs

from admiralty.referee.violation import violation
from admiralty.store.chain import GENESIS, links
from admiralty.store.mapper import RUN, Encoded, fills, from_stored, run_links, run_tokens, to_row


@attrs.frozen
class Row:
    """One stored event as its hash link reads it (what :mod:`store.verify` checks).

    The database stores less (specs/store.md, "Schema"): ``stored`` is the
    payload as the row holds it (a turn of a run: its quoted token), ``at`` is
    carried from the event before when the row has none, ``prev_hash`` is the
    hash of the event before, and the hashes are hex. A run's row keeps the
    hash of its last turn only: those of the turns before it are computed
    again, each from the hash before it.
    """

    game_id: int
    seq: int
    type: str
    stored: str
    at: str
    prev_hash: str
    hash: str
    key: int
    """The ``seq`` keying the row that holds the event: its own, or its run's first turn's."""
    stamped: bool
    """Whether that row holds its own time: the first row of an append."""

    @property
    def payload(self) -> str:
        """The payload its hash covers: the canonical JSON of its event (:func:`store.mapper.to_row`).

        Raises:
            AdmiraltyError: STORE-TAMPER when the stored form does not read.
        """
        return to_row(from_stored(self.type, self.stored, self.seq))[1]


LATER_VALUES = 5
"""The values of a later event's row: ``game_id, seq, type, payload, hash``."""


def row_values(game_id: int, seq: int, prev: str, at: str, rows: list[Encoded]) -> tuple[list[object], list[str]]:
    """The values of ``rows`` inserted as events ``seq`` on of game ``game_id``, chained to ``prev`` (the
    :data:`LATER_VALUES` values of each row, one after the other), and every event's hash: a row holds the hash of
    its last event.

    Raises:
        AdmiraltyError: STORE-STREAM when a GameStarted is not the first event, or the first is another.
    """
    digests: list[str] = []
    values: list[object] = []
    place = seq
    for kind, stored, parts in rows:
        if (kind == "GameStarted") != (place == 0):
            raise violation("STORE-STREAM", f"Event {place} of game {game_id} cannot be a {kind}.")
        digests += (run_links if kind == RUN else links)(game_id, place, prev, at, parts)
        prev = digests[-1]
        values += (game_id, place, kind, stored, bytearray.fromhex(prev))
        place += len(parts)
    return values, digests


def hex_of(digest: object) -> str:
    """A hash column as hex: the tool writes its 32 bytes; any other value a hand put there is read as its
    text, which no link computed matches (STORE-TAMPER), rather than stopping the reader.

    >>> hex_of(bytes(2)), hex_of("AB")
    ('0000', 'AB')
    """
    return bytes(digest).hex() if isinstance(digest, (bytes, bytearray, memoryview)) else str(digest)


def read_rows(cursor: Iterable[tuple[Any, ...]]) -> Iterator[Row]:
    """The events of rows ``(game_id, seq, type, payload, at, hash)`` read by game and ``seq``, as :class:`Row`:
    a run in canonical form gives its turns, the hash of each but the last computed from the one before."""
    game, at, prev = None, "", GENESIS
    for number, seq, kind, stored, stamp, digest in cursor:
        if number != game:
            game, at, prev = number, "", GENESIS
        at = at if stamp is None else stamp
        link = hex_of(digest)
        tokens = run_tokens(stored) if kind == RUN else None
        if tokens is not None:
            *before, last = tokens
            inner = run_links(number, seq, prev, at, fills(before))
            for place, each, computed in zip(range(seq, seq + len(before)), before, inner):
                yield Row(number, place, "TurnPlayed", each, at, prev, computed, seq, stamp is not None)
                prev = computed
            yield Row(number, seq + len(before), "TurnPlayed", last, at, prev, link, seq, stamp is not None)
        else:
            yield Row(number, seq, kind, stored, at, prev, link, seq, stamp is not None)
        prev = link
