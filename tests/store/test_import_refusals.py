"""A file that is no game record is refused by ``import`` before anything of it is stored (issue 27, "Import
hygiene"): named with the reason on standard error (and as an element of the JSON array), exit 2, and the rest of
the batch stored as ever (specs/store.md, "Files that are not records")."""

from __future__ import annotations

import codecs
import json
import random
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from admiralty.notation.record_files import first_not_utf8, refusal

EXAMPLES = Path(__file__).parents[2] / "examples"
GAME = b"1. 211c2-c4 *\n"

HOSTILE = {
    "random.mgn": random.Random(27).randbytes(2048),
    "empty.mgn": b"",
    "players.csv": (EXAMPLES / "tournament" / "players.csv").read_bytes(),
    "board.png": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10",
    "utf16.mgn": GAME.decode().encode("utf-16"),
    "latin1.mgn": '[Red "Kerné"]\n1. 211c2-c4 *\n'.encode("latin-1"),
    "notes.mgn": b"Round 4 results below\n{no game here}\n*\n",
}
"""The files of the issue (2 KB of random bytes, an empty file, players.csv, a PNG, a UTF-16 file) and two
more: a Latin-1 record, and text without a tag or a move number."""

SAYS = {
    "random.mgn": "it is not text: it holds a NUL byte",
    "empty.mgn": "it is empty",
    "players.csv": "it is a CSV table, not a game record",
    "board.png": "it is a PNG image, not text",
    "utf16.mgn": "it is UTF-16 text, not UTF-8; save it as UTF-8",
    "latin1.mgn": "it is not UTF-8 text: byte 0xE9 (line 1, column 11); save it as UTF-8",
    "notes.mgn": "it holds no game: no tag",
}


def _rows(db: Path) -> tuple[int, int]:
    with sqlite3.connect(db) as connection:
        return (
            connection.execute("SELECT count(*) FROM submissions").fetchone()[0],
            connection.execute("SELECT count(*) FROM events").fetchone()[0],
        )


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_file_that_is_no_record_is_refused_and_nothing_stored(run, tmp_path, name):
    path = tmp_path / name
    path.write_bytes(HOSTILE[name])
    db = tmp_path / "s.db"
    result = run("import", str(path), "--db", str(db))
    assert result.exit_code == 2
    assert f"admiralty: {path}: not stored: {SAYS[name]}" in result.stderr
    assert "Traceback" not in result.output and not db.exists()  # not even the database was made


def test_the_rest_of_the_batch_is_stored_and_the_exit_says_the_worst(run, tmp_path):
    hostile = []
    for name, content in HOSTILE.items():
        (tmp_path / name).write_bytes(content)
        hostile.append(str(tmp_path / name))
    good = [str(EXAMPLES / "agreement.mgn"), str(EXAMPLES / "planted-violation.mgn")]
    db = tmp_path / "s.db"
    result = run("import", good[0], *hostile, good[1], "--db", str(db))
    assert result.exit_code == 2  # refused files (2) rule over an invalid game (1)
    assert result.stdout.splitlines()[0].startswith("game 1: ") and "game 2: " in result.stdout
    assert "INVALID MAD-EXPEL" in result.stdout
    assert all(f"{name}: not stored: " in result.stderr for name in hostile)
    assert _rows(db)[0] == 2  # the two records, and nothing else


def test_a_stored_store_is_left_as_it_was(run, tmp_path):
    db = tmp_path / "s.db"
    run("import", str(EXAMPLES / "agreement.mgn"), "--db", str(db))
    before = _rows(db)
    (tmp_path / "random.mgn").write_bytes(HOSTILE["random.mgn"])
    assert run("import", str(tmp_path / "random.mgn"), "--db", str(db)).exit_code == 2
    assert _rows(db) == before


def test_json_names_each_refused_file_in_its_place(run, tmp_path):
    (tmp_path / "players.csv").write_bytes(HOSTILE["players.csv"])
    db = str(tmp_path / "s.db")
    result = run("import", str(tmp_path / "players.csv"), str(EXAMPLES / "agreement.mgn"), "--db", db, "--json")
    refused, stored = json.loads(result.stdout)
    assert refused == {"name": str(tmp_path / "players.csv"), "refused": refusal("players.csv", b"") + "."}
    assert stored["games"] == [1] and result.exit_code == 2


def test_a_record_with_a_bom_or_only_a_tag_is_still_judged():
    """A UTF-8 BOM is text; a tag alone is a game (invalid, but the arbiter's to see)."""
    assert refusal("g.mgn", codecs.BOM_UTF8 + GAME) is None
    assert refusal("g.rgn", b'[Event "x"]\n') is None
    assert refusal("g.mgn", GAME.replace(b"\n", b"\r")) is None


def test_a_nul_or_bad_byte_is_placed_as_the_reader_counts():
    assert (
        refusal("g.mgn", b"1. 211c2-c4\r\n\xc3\xa9\x00 *") == "it is not text: it holds a NUL byte (line 2, column 2)"
    )
    assert "(line 1, column 3)" in str(refusal("g.mgn", codecs.BOM_UTF8 + b"1.\xff"))


@given(st.binary(max_size=64), st.integers(min_value=1, max_value=5))
def test_the_first_bad_byte_is_the_decoder_s_whatever_the_chunks(content, chunk):
    """Decoding a chunk at a time finds the byte a whole decode finds, even when a character is cut by a chunk."""
    try:
        content.removeprefix(codecs.BOM_UTF8).decode("utf-8")
        expected = None
    except UnicodeDecodeError as error:
        expected = error.start + (len(codecs.BOM_UTF8) if content.startswith(codecs.BOM_UTF8) else 0)
    assert first_not_utf8(content, chunk) == expected


@given(st.binary(max_size=200))
def test_bytes_holding_a_nul_are_never_stored(content):
    assert refusal("x.mgn", content + b"\x00") is not None
