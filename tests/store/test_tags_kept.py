"""Every tag is kept as written, even after a bad one (specs/store.md, "Tags kept"): the tags after it are
not judged, give no start, and change no verdict; databases made before keep verifying.

The fixture ``fixtures/cut-tags.db`` was made by main at 5f6701f, whose reader dropped the tags from a
bad one on: ``admiralty import bad-date.mgn bad-date.rgn --tournament "Brest Open 2026"`` in
``fixtures/``, then ``admiralty seal --json -o cut-tags.seal`` (journal mode DELETE, 512-byte pages,
VACUUM, which changes no row).
"""

from __future__ import annotations

import json

import attrs
import pytest

from admiralty.notation.kinds import detect
from admiralty.notation.verdict import judge
from admiralty.store import EventStore, GameStarted, import_file
from admiralty.store.verify import _tags_cut_at_the_bad_one
from tests.store.conftest import AT, FIXTURES, ROOT, SHORT_GAME, fixture_copy

BAD = {"mgn": FIXTURES / "bad-date.mgn", "rgn": FIXTURES / "bad-date.rgn"}
"""A MAD and a Rigadoon record whose Date is bad, with tags after it (the Rigadoon one a SetUp)."""


def _tags(text: str) -> list[tuple[str, str]]:
    """The tags of the first game as written: ``[Name "value"]`` lines."""
    lines = [line for line in text.splitlines() if line.startswith("[")]
    return [(line[1:].split(" ", 1)[0], line.split('"')[1]) for line in lines]


def _judged(name: str, text: str):
    kind, lines = detect(name, text.splitlines())
    return next(judge(name, lines, kind))


@pytest.mark.parametrize("suffix", BAD)
def test_the_tags_after_a_bad_one_are_kept_in_order(suffix):
    text = BAD[suffix].read_text(encoding="utf-8")
    record, verdict = _judged(BAD[suffix].name, text)
    assert not verdict.valid and verdict.errors[0].rule.endswith("-TAG")
    assert [tuple(tag) for tag in record.tags] == _tags(text)


def _without_tags_after_the_date(text: str) -> str:
    """The record as the reader used to see it: the tags after the bad Date left out."""
    lines = text.splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if line.startswith("[Date"))
    return "".join(line for i, line in enumerate(lines) if i <= at or not line.startswith("["))


EXAMPLES = sorted([*(ROOT / "examples").glob("*.mgn"), *(ROOT / "examples").glob("*.rgn")])


@pytest.mark.parametrize("path", [*EXAMPLES, *BAD.values()], ids=lambda path: path.name)
def test_tags_after_a_bad_one_change_no_verdict_and_no_start(path):
    """Differential: a bad Date, then the record judged with and without the tags after it."""
    text = path.read_text(encoding="utf-8")
    if "[Date" not in text.split("\n\n")[0] + "\n":
        pytest.skip("no Date tag in the first game")
    first = text.split("\n\n[")[0] + "\n" if "\n\n[" in text else text
    broken = first.replace(first[first.index("[Date") : first.index("]", first.index("[Date")) + 1], '[Date "x"]')
    full, cut = _judged(path.name, broken), _judged(path.name, _without_tags_after_the_date(broken))
    assert full[1] == cut[1]
    assert full[0].start == cut[0].start and full[0].final == cut[0].final


@pytest.mark.parametrize("suffix", BAD)
def test_a_stored_game_keeps_every_tag_and_lists_its_players(suffix, tmp_path, run):
    db = str(tmp_path / "t.db")
    run("import", str(BAD[suffix]), "--db", db)
    with EventStore.open(db) as store:
        (started,) = [each.event for each in store.events(1) if isinstance(each.event, GameStarted)]
    assert [tuple(tag) for tag in started.tags] == _tags(BAD[suffix].read_text(encoding="utf-8"))
    (listed,) = json.loads(run("games", "--db", db, "--json").stdout)
    assert "?" not in listed["first"]


def test_a_database_made_when_tags_were_cut_still_verifies_against_its_seal(tmp_path, run):
    db = str(fixture_copy(tmp_path, "cut-tags.db"))
    result = run("verify", "--db", db, "--seal", str(FIXTURES / "cut-tags.seal"))
    assert result.exit_code == 0, result.output


def _imported(content: bytes, name: str = "g.mgn") -> list:
    store = EventStore.open(":memory:")
    import_file(store, name, content, AT)
    return [each.event for each in store.events(1)]


def test_only_a_cut_of_the_tags_of_a_game_broken_in_its_tags_passes():
    """What verify forgives: the stored tags a first part of the written ones, on a tag error alone."""
    expected = _imported(BAD["mgn"].read_bytes())
    cut = [attrs.evolve(expected[0], tags=expected[0].tags[:1]), *expected[1:]]
    assert _tags_cut_at_the_bad_one(cut, expected)
    assert not _tags_cut_at_the_bad_one(expected, expected)  # nothing cut: the ordinary comparison
    other = [attrs.evolve(expected[0], tags=(("Event", "Closed"),)), *expected[1:]]
    assert not _tags_cut_at_the_bad_one(other, expected)
    valid = _imported(SHORT_GAME)
    assert not _tags_cut_at_the_bad_one([attrs.evolve(valid[0], tags=valid[0].tags[:1]), *valid[1:]], valid)
