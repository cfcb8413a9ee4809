"""Stored games of broken submissions read back like their files (store.md, "Nothing submitted is lost"):
an empty file, a game without its result token, bytes that are not UTF-8, an unclosed comment. The library's
import_file accepts them as invalid games (the ``import`` command now refuses the empty, blank and non-UTF-8
files before storing them: store.md, "Files that are not records"; a store filled before keeps them), so view,
replay, validate and the report of the stored game must work as they do on the file, never with a false
STORE-TAMPER or a reading error."""

from __future__ import annotations

import json

import pytest

from admiralty.store import EventStore, import_file, submitted_lines

AT = "2026-11-24T00:00:00+00:00"
VALID = '[Red "A"]\n[Blue "B"]\n\n1. 211c2-c4 *\n\n'
BROKEN = {
    "empty": b"",
    "blank": b"\n\n",
    "no result": b'[Red "A"]\n[Blue "B"]\n\n1. 211c2-c4\n',
    "not UTF-8": b'[Red "A"]\n[Blue "\xff"]\n\n1. 211c2-c4 *\n',
    "open comment": b'[Red "A"]\n[Blue "B"]\n\n1. 211c2-c4 {never closed\n',
}


def _stored(tmp_path, content: bytes) -> tuple[str, str]:
    path = tmp_path / "broken.mgn"
    path.write_bytes(content)
    database = str(tmp_path / "b.db")
    with EventStore.open(database) as store:
        assert not import_file(store, str(path), content, AT).valid
    return str(path), database


def _games(report: str) -> list[dict[str, object]]:
    return [
        {key: game[key] for key in ("index", "valid", "result", "findings")} for game in json.loads(report)["games"]
    ]


@pytest.mark.parametrize("content", BROKEN.values(), ids=BROKEN.keys())
def test_a_stored_broken_game_is_judged_as_its_file(run, tmp_path, content):
    path, database = _stored(tmp_path, content)
    on_file, stored = run("validate", path, "--json"), run("validate", "--db", database, "1", "--json")
    assert (stored.exit_code, on_file.exit_code) == (1, 1)
    (verdict,) = json.loads(stored.output)
    (expected,) = json.loads(on_file.output)
    assert verdict["errors"] == expected["errors"]
    assert run("replay", "--db", database, "1").exit_code == 1
    assert run("view", "--db", database, "1", "-o", str(tmp_path / "v.html")).exit_code == 0


@pytest.mark.parametrize("content", BROKEN.values(), ids=BROKEN.keys())
def test_the_stored_report_of_a_broken_game_is_its_files(run, tmp_path, content):
    path, database = _stored(tmp_path, content)
    stored = run("report", "--db", database, "--json")
    assert stored.exit_code == 0, stored.output
    assert _games(stored.output) == _games(run("report", path, "--json").output)


def test_a_broken_game_keeps_its_neighbours_readable():
    content = (VALID + BROKEN["no result"].decode() + "\n" + VALID).encode()
    with EventStore.open(":memory:") as store:
        import_file(store, "three.mgn", content, AT)
        texts = ["".join(submitted_lines(store, game)[1]).strip() for game in (1, 2, 3)]
    assert texts == [VALID.strip(), BROKEN["no result"].decode().strip(), VALID.strip()]


def test_the_stored_report_of_a_file_of_many_games_is_the_files_report(run, tmp_path):
    path = tmp_path / "many.mgn"
    assert run("generate", "--seed", "5", "--games", "30", "-o", str(path)).exit_code == 0
    text = path.read_text(encoding="utf-8").replace(" 211", " 299", 1)  # one game broken among them
    path.write_text(text, encoding="utf-8")
    database = str(tmp_path / "m.db")
    run("import", "--db", database, str(path))
    assert _games(run("report", "--db", database, "--json").output) == _games(run("report", str(path), "--json").output)
