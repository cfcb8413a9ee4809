"""specs/store.md is the reference: its ids and its example are checked here."""

from __future__ import annotations

import re

from notation import read_records
from store.mapper import to_row
from store.recording import events_of
from tests.store.conftest import ROOT

SPEC = (ROOT / "specs" / "store.md").read_text(encoding="utf-8")


def test_every_store_id_in_the_code_has_a_heading() -> None:
    """Each STORE-* id raised or reported has its own heading in specs/store.md."""
    code = "".join(path.read_text(encoding="utf-8") for folder in ("store", "cli") for path in (ROOT / folder).glob("*.py"))
    used = set(re.findall(r"STORE-[A-Z]+", code))
    headed = set(re.findall(r"^#+ .*?(STORE-[A-Z]+)", SPEC, re.MULTILINE))
    assert used and used <= headed


def test_the_example_events_are_what_import_stores() -> None:
    """The example of unfinished.mgn's events is exactly what the store writes."""
    block = SPEC.split("--round 3`:\n\n```\n", 1)[1].split("```", 1)[0]
    record = next(read_records((ROOT / "examples" / "unfinished.mgn").read_text(encoding="utf-8").splitlines()))
    rows = [" ".join(to_row(event)) for event in events_of(record, "<sha256>", 1, "Brest Open 2026", "3")]
    assert block.splitlines() == rows
