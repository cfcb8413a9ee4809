"""specs/store.md is the reference: its ids and its example are checked here."""

from __future__ import annotations

import re

from admiralty.notation.mgn import read_records
from admiralty.store.mapper import to_row
from admiralty.store.recording import events_of
from tests.store.conftest import ROOT

SPEC = (ROOT / "specs" / "store.md").read_text(encoding="utf-8")


def test_every_store_id_in_the_code_has_a_heading() -> None:
    """Each STORE-* id raised or reported has its own heading in specs/store.md."""
    code = "".join(
        path.read_text(encoding="utf-8") for folder in ("store", "cli") for path in (ROOT / folder).glob("*.py")
    )
    used = set(re.findall(r"STORE-[A-Z]+", code))
    headed = set(re.findall(r"^#+ .*?(STORE-[A-Z]+)", SPEC, re.MULTILINE))
    assert used and used <= headed


def test_the_example_events_are_what_import_stores() -> None:
    """The example of unfinished.mgn's events is exactly what the store writes."""
    block = SPEC.split("--round 3`:\n\n```\n", 1)[1].split("```", 1)[0]
    record = next(read_records((ROOT / "examples" / "unfinished.mgn").read_text(encoding="utf-8").splitlines()))
    rows = [" ".join(to_row(event)) for event in events_of(record, "<sha256>", 1, "Brest Open 2026", "3")]
    assert block.splitlines() == rows


def test_the_hash_is_computed_as_the_spec_says(tmp_path) -> None:
    """Recomputing a stored hash from the spec's formula, with hashlib and json alone, matches."""
    import hashlib
    import json

    from admiralty.store import EventStore, import_file

    with EventStore.open(":memory:") as store:
        import_file(store, "a.mgn", b"1. 211c2-c4 *\n", "2026-11-22T06:00:00+00:00")
        rows = list(store.rows(1))
    prev = "0" * 64
    for row in rows:
        data = [prev, row.game_id, row.seq, row.type, row.payload, row.at]
        text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        assert (row.prev_hash, row.hash) == (prev, hashlib.sha256(text.encode("ascii")).hexdigest())
        prev = row.hash


def test_the_rigadoon_example_events_are_what_import_stores() -> None:
    """The example of loop-loss.rgn's events is exactly what the store writes."""
    from admiralty.notation.kinds import RIGADOON
    from admiralty.notation.rgn import read_records as read_rgn

    block = SPEC.split("### Rigadoon games", 1)[1].split("```\n", 1)[1].split("```", 1)[0]
    record = next(read_rgn((ROOT / "examples" / "loop-loss.rgn").read_text(encoding="utf-8").splitlines()))
    rows = [" ".join(to_row(event)) for event in events_of(record, "<sha256>", 1, "Brest Open 2026", "3", RIGADOON)]
    assert block.splitlines() == rows
