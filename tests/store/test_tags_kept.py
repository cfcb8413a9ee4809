"""Every tag is kept as written, even after a bad one (specs/store.md, "Tags kept"): the bad one is a slip,
read as not written, and the tags after it are judged (specs/mgn.md, "Slips"); databases made before keep
verifying.

The fixture ``fixtures/cut-tags.db`` was made by main at 5f6701f, whose reader dropped the tags from a
bad one on: ``admiralty import bad-date.mgn bad-date.rgn --tournament "Brest Open 2026"`` in
``fixtures/``, then ``admiralty seal --json -o cut-tags.seal`` (journal mode DELETE, 512-byte pages,
VACUUM, which changes no row). ``fixtures/slips-cut.db`` was made by main at ce198b6, whose judge stopped at
a wrong move number: ``admiralty import scoresheet-typed.mgn scoresheet-typed.rgn --tournament "Club night"``
(tests/data), then the same VACUUM, then ``admiralty seal --json -o slips-cut.seal``.
"""

from __future__ import annotations

import json

import attrs
import pytest

from admiralty.notation.kinds import MAD, detect
from admiralty.notation.verdict import judge
from admiralty.store import EventStore, GameStarted, import_file
from admiralty.store.recorder import Submission
from admiralty.store.submissions import digest_of
from admiralty.store.verify import _judged_to_the_first_slip
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


def _without_the_date(text: str) -> str:
    """The record without its Date tag."""
    return "".join(line for line in text.splitlines(keepends=True) if not line.startswith("[Date"))


EXAMPLES = sorted([*(ROOT / "examples").glob("*.mgn"), *(ROOT / "examples").glob("*.rgn")])


@pytest.mark.parametrize("path", [*EXAMPLES, *BAD.values()], ids=lambda path: path.name)
def test_a_bad_date_is_read_as_not_written(path):
    """Differential: a bad Date, then the record judged with it and without it: one tag error more, at the
    Date, and the same start, turns, final position and later errors."""
    text = path.read_text(encoding="utf-8")
    if "[Date" not in text.split("\n\n")[0] + "\n":
        pytest.skip("no Date tag in the first game")
    first = text.split("\n\n[")[0] + "\n" if "\n\n[" in text else text
    broken = first.replace(first[first.index("[Date") : first.index("]", first.index("[Date")) + 1], '[Date "x"]')
    (record, verdict), (without, unslipped) = _judged(path.name, broken), _judged(path.name, _without_the_date(broken))
    slip, *later = verdict.errors
    assert slip.rule.endswith("-TAG") and slip.message.startswith("Date is written")
    later_lines = [attrs.evolve(error, line=error.line - 1) for error in later if error.line]
    assert later_lines == [error for error in unslipped.errors if error.line]
    assert (record.start, record.final, verdict.turns) == (without.start, without.final, unslipped.turns)


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


def _stored_before(expected: list, tags: tuple | None = None, turns: int = 0) -> list:
    """The events an import made before slips were read past: judging stopped at the game's first error,
    ``turns`` turn events kept, the verdict of that error alone (with ``tags``, the tags it stored)."""
    verdict = expected[-1]
    stopped = attrs.evolve(verdict, errors=verdict.errors[:1], result="*", termination="unfinished", turns=turns)
    started = expected[0] if tags is None else attrs.evolve(expected[0], tags=tags)
    return [started, *expected[1 : 1 + turns], stopped]


def _forgiven(kept: list, expected: list, content: bytes) -> bool:
    """Whether verify forgives ``kept`` where judging ``content`` (a MAD file) gives ``expected``."""
    submission = Submission(1, digest_of(content), "g.mgn", content, None, None, AT)
    return _judged_to_the_first_slip(kept, expected, submission, MAD)


def test_only_a_game_judged_to_its_first_slip_passes():
    """What verify forgives: the events of a game judged up to its first error when that is a slip (a tag:
    its stored tags may be a first part of the written ones; a move number: the turns written before it,
    no fewer, and the verdict of that cut)."""
    bad = BAD["mgn"].read_bytes()
    expected = _imported(bad)
    assert _forgiven(_stored_before(expected, expected[0].tags[:2]), expected, bad)
    assert _forgiven(_stored_before(expected), expected, bad)
    assert not _forgiven(expected, expected, bad)  # judged as today: the ordinary comparison
    assert not _forgiven(_stored_before(expected, (("Event", "Closed"),)), expected, bad)
    assert not _forgiven(_stored_before(expected, turns=1), expected, bad), "no turn after a tag slip"
    valid = _imported(SHORT_GAME)
    assert not _forgiven([attrs.evolve(valid[0], tags=valid[0].tags[:1]), *valid[1:]], valid, SHORT_GAME)
    slipped = SHORT_GAME.replace(b"2. 211c4-d4", b"3. 211c4-d4")
    numbered = _imported(slipped)
    assert [error.rule for error in numbered[-1].errors] == ["MGN-SYNTAX"] and len(numbered) == 5
    assert _forgiven(_stored_before(numbered, turns=2), numbered, slipped)
    tampered = _stored_before(numbered, turns=1)
    tampered[1] = numbered[2]
    assert not _forgiven(tampered, numbered, slipped)
    assert not _forgiven(_stored_before(numbered, turns=1), numbered, slipped), "a turn before the slip deleted"
    recounted = [*_stored_before(numbered, turns=2)[:-1], attrs.evolve(numbered[-1], errors=numbered[-1].errors[:1])]
    assert not _forgiven(recounted, numbered, slipped), "a verdict that is not the cut's"


def test_a_database_made_when_judging_stopped_at_a_slip_still_verifies_against_its_seal(tmp_path, run):
    """Its games hold the turns before the wrong move number (18 and 2); verify judges the files to their end,
    accepts the events as that cut, and lists the games as they were stored."""
    db = str(fixture_copy(tmp_path, "slips-cut.db"))
    result = run("verify", "--db", db, "--seal", str(FIXTURES / "slips-cut.seal"))
    assert result.exit_code == 0, result.output
    listed = json.loads(run("games", "--db", db, "--json").stdout)
    assert [(game["rule"], game["turns"]) for game in listed] == [("MGN-SYNTAX", 18), ("RGN-SYNTAX", 2)]
