"""The cheap consistency check of the reading commands (``standings``, ``tournament show``, ``report``,
``games``): before they show what the store holds, they look whether it is as the tool left it
(specs/store.md, "Reading commands warn").

It is no ``verify``: it re-judges nothing and recomputes no game's hash. It checks the whole schema (a
trigger hidden or added, a table rebuilt, a view redefined: :meth:`store.recorder.Recorder.quick_findings`),
the projections' row counts (one summary line and one identity key per game, none naming no game), the chain
of stored seals, that everything the last seal covers is still stored as it sealed it (each sealed game's
and ledger's head, each sealed file), the ledgers' hash chains (tens of rows each) and the signatures
(:func:`store.signed.findings`: every decision of a tournament naming keys signed by one of them, so a
decision forged after the last seal is told): a few look-ups per game. What it finds is told on standard
error, the command exits :data:`cli.exits.SUSPECT`, and a report says so; ``verify`` says what it is.
"""

from __future__ import annotations

import attrs

from admiralty.referee.violation import AdmiraltyError
from admiralty.referee.wording import counted
from admiralty.store import seals, signed
from admiralty.store.findings import Finding
from admiralty.store.ledger_checks import chain_findings
from admiralty.store.recorder import Recorder


@attrs.frozen
class Checked:
    """What the quick check found, and the seal it checked against (none: the store is not sealed)."""

    findings: tuple[Finding, ...]
    seal: seals.Seal | None

    @property
    def ok(self) -> bool:
        return not self.findings

    @property
    def told(self) -> str:
        """One sentence for a report: the check's status and the seal it was checked against.

        >>> Checked((), None).told
        'Checked when written: the store is as the tool left it (quick check); not sealed.'
        """
        status = (
            "the store is as the tool left it (quick check)"
            if self.ok
            else f"the store is NOT as the tool left it ({counted(len(self.findings), 'finding')}; run admiralty verify)"
        )
        against = f"against {seals.described(self.seal)}" if self.seal is not None else "not sealed"
        return f"Checked when written: {status}; {against}."


def quick_check(store: Recorder) -> Checked:
    """The quick check of ``store``, read in one snapshot."""
    with store.snapshot():
        found = store.quick_findings()
        chain, stored = seals.chain_findings(store)
        found += chain
        last = stored[-1] if stored else None
        if last is not None:
            found += seals.sealed_findings(store, last)
        found += chain_findings(store)
        found += _signature_findings(store)
    return Checked(tuple(found), last)


def _signature_findings(store: Recorder) -> list[Finding]:
    """The signatures' findings (:func:`store.signed.findings`); none without the ``sign`` extra, which a
    reading command does not demand: ``verify`` does."""
    try:
        return signed.findings(store)
    except AdmiraltyError:
        return []
