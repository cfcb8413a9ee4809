"""Times the ledger and the seals hold (ISO 8601), as people read them: in the text tables and the website."""

from __future__ import annotations

from datetime import UTC, datetime


def minute_utc(at: str) -> str:
    """A time the ledger or a seal holds (ISO 8601) as people read it, to the minute in UTC; the exact value stays
    in the page's ``<time datetime>`` and in ``--format json``; ``tournament list`` and the website show it so.

    >>> minute_utc("2026-11-22T06:00:59.5+01:00")
    '2026-11-22 05:00 UTC'
    """
    try:
        return datetime.fromisoformat(at).astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")
    except ValueError:
        return at  # not a time the tool wrote: shown as it is
