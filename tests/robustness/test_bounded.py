"""Bounded resources (issue 15): output streamed as it is judged, sizes and limits bounded, no hang."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from admiralty.cli.output import Paced, to_json
from admiralty.notation.kinds import LOOK_AHEAD_CHARACTERS, LOOK_AHEAD_LINES, MAD, RIGADOON, detect
from admiralty.notation.limits import Limits
from admiralty.notation.sources import SourceError, read_record

GAMES = "1. 211c2-c4 *\n" * 5
EXAMPLE = "examples/unfinished.mgn"


def test_validate_json_writes_each_verdict_as_it_is_judged(run, tmp_path, monkeypatch):
    """The array is written element by element, not held whole until the end: memory does not grow with games."""
    path = tmp_path / "many.mgn"
    path.write_text(GAMES)
    expected = run("validate", str(path), "--json").output
    pieces: list[str] = []
    monkeypatch.setattr(Paced, "write", lambda self, text: pieces.append(text))
    run("validate", str(path), "--json")
    assert len(pieces) == 5 + 1
    assert "".join(pieces) == expected == to_json(json.loads(expected)) + "\n"


@pytest.mark.parametrize("command", ["validate", "import"])
@pytest.mark.parametrize("special", ["device", "fifo"])
def test_a_file_that_is_not_regular_is_refused_not_read_forever(run, tmp_path, command, special):
    """/dev/zero never ends and a FIFO blocks its reader: both are refused, exit 2, whatever --jobs."""
    if special == "device":
        name = "/dev/zero"
    else:
        name = str(tmp_path / "fifo")
        os.mkfifo(name)
    result = run(command, "--db", str(tmp_path / "t.db"), "--jobs", "2", EXAMPLE, name)
    assert result.exit_code == 2
    assert f"{name}: not a regular file" in result.output


@pytest.mark.parametrize(
    "setting, says",
    [
        ("line=" + "1" + "0" * 20, "line must be from 1 to 100000000"),
        ("line=" + "9" * 5000, "line must be from 1 to 100000000"),
        ("digits=100000000", "digits must be from 1 to 4000"),
        ("depth=10001", "depth must be from 0 to 10000"),
        ("comment=100000001", "comment must be from 0 to 100000000"),
    ],
)
def test_every_limit_is_bounded(run, setting, says):
    result = run("validate", "--limit", setting, EXAMPLE)
    assert (result.exit_code, says in result.output) == (2, True)


def test_import_refuses_a_file_over_the_size_limit_while_reading_it(run, tmp_path):
    """The file is read only to the limit; the message says which limit and how to raise it."""
    db = str(tmp_path / "t.db")
    small = run("import", "--db", db, "--limit", "file=10", EXAMPLE)
    assert small.exit_code == 2
    assert ": not stored: larger than 10 bytes (limit file)." in small.output
    assert "--limit file=NUMBER" in small.output and not (tmp_path / "t.db").exists()
    assert run("import", "--db", db, "--limit", "file=100000", EXAMPLE).exit_code == 0


def test_a_file_over_the_size_limit_does_not_stop_the_batch(run, tmp_path):
    """The files before and after it are stored; the one too large is named, and the exit is 2."""
    db = str(tmp_path / "t.db")
    small = str(Path(EXAMPLE).parent / "agreement.mgn")
    limit = max(len(Path(name).read_bytes()) for name in (small, EXAMPLE))
    big = tmp_path / "big.mgn"
    big.write_bytes(Path(small).read_bytes() + b"\n" * limit)
    result = run("import", "--db", db, "--limit", f"file={limit}", small, str(big), EXAMPLE)
    assert result.exit_code == 2 and "big.mgn: not stored: larger than" in result.output
    assert "game 1: " in result.output and "game 2: " in result.output and "game 3" not in result.output


def test_import_reads_a_file_only_to_the_size_limit(tmp_path):
    path = tmp_path / "big.mgn"
    path.write_bytes(b"%" * 1000)
    with pytest.raises(SourceError, match="limit file"):
        read_record(str(path), Limits(file=999))
    assert read_record(str(path), Limits(file=1000)) == b"%" * 1000


def test_import_takes_no_reading_limit(run, tmp_path):
    """import reads with the default reading limits, so its verdicts are those of any later replay."""
    result = run("import", "--db", str(tmp_path / "t.db"), "--limit", "line=10", EXAMPLE)
    assert (result.exit_code, "NAME one of file" in result.output) == (2, True)


def test_kind_detection_reads_ahead_a_bounded_number_of_lines():
    """Standard input of endless % lines: detection holds at most LOOK_AHEAD_LINES of them, then decides."""
    taken = []

    def percent_lines():
        while True:
            taken.append(1)
            yield "% a comment line\n"

    kind, lines = detect("-", percent_lines())
    assert kind is MAD and len(taken) == LOOK_AHEAD_LINES
    assert next(lines) == "% a comment line\n"


def test_kind_detection_reads_ahead_a_bounded_number_of_characters():
    taken = []

    def long_lines():
        while True:
            taken.append(1)
            yield "%" * 100_000 + "\n"

    detect("-", long_lines())
    assert len(taken) * 100_001 < LOOK_AHEAD_CHARACTERS + 100_001


def test_a_rigadoon_tag_within_the_look_ahead_still_decides():
    kind, _ = detect("-", ["% x\n"] * (LOOK_AHEAD_LINES - 1) + ['[Green "g"]\n', "*\n"])
    assert kind is RIGADOON


def test_each_file_over_the_size_limit_is_named_on_its_own_line(run, tmp_path):
    db = str(tmp_path / "t.db")
    result = run("import", "--db", db, "--limit", "file=10", EXAMPLE, str(Path(EXAMPLE).parent / "agreement.mgn"))
    lines = result.output.splitlines()
    assert result.exit_code == 2 and len(lines) == 2
    assert all(line.startswith("admiralty: examples/") and "(limit file)" in line for line in lines)
