"""Control and bidi characters escaped in every output (issue 29, finding 9): a tournament or player name
holding ``ESC ]0;pwned BEL``, a C1 CSI or an RLO reaches neither the terminal, nor a CSV file, nor the HTML
and Markdown reports raw; CSV text cells that a spreadsheet would run are neutralised, numbers are not."""

from __future__ import annotations

import csv
import io

import pytest

PWNED = "\x1b]0;pwned\x07"
CSI = "\x9b31m"
RLO = "\u202e"
TOURNAMENT = f"Open{PWNED}"
RED = f"=Anne{RLO}Morgan{CSI}"
RAW = ("\x1b", "\x07", "\x9b", "\u202e")


@pytest.fixture
def hostile(run, tmp_path):
    record = (
        f'[Event "{TOURNAMENT}"]\n[Round "1"]\n[Red "{RED}"]\n[Blue "-Bob{PWNED}"]\n[Result "*"]\n\n1. 211c2-c4 *\n'
    )
    path = tmp_path / "hostile.mgn"
    path.write_text(record, encoding="utf-8")
    db = str(tmp_path / "h.db")
    assert run("import", str(path), "--tournament", TOURNAMENT, "--db", db).exit_code == 0
    return db


def _clean(text: str) -> None:
    assert not any(raw in text for raw in RAW), repr(text)


@pytest.mark.parametrize(
    "command",
    [
        ("games", "--format", "csv"),
        ("games",),
        ("standings", "--tournament", TOURNAMENT),
        ("standings", "--tournament", TOURNAMENT, "--format", "csv"),
        ("report", "--tournament", TOURNAMENT, "--format", "md"),
        ("report", "--tournament", TOURNAMENT, "--format", "html"),
    ],
)
def test_no_control_or_bidi_character_is_written_raw(run, hostile, command):
    result = run(*command, "--db", hostile)
    assert result.exit_code in (0, 3), result.output
    _clean(result.output)
    shown = result.output.replace("\\\\", "\\").replace("\\]", "]")  # Markdown writes a backslash and ] escaped
    assert "\\x1b]0;pwned\\x07" in shown and ("\\u202e" in shown or "csv" in command)


def test_games_csv_neutralises_text_cells_and_keeps_numbers(run, hostile):
    result = run("games", "--format", "csv", "--db", hostile)
    rows = list(csv.reader(io.StringIO(result.output)))
    header, row = rows[0], rows[1]
    players = row[header.index("players")]
    assert players.startswith("'=Anne\\u202eMorgan\\x9b31m") and "\\x1b]0;pwned\\x07" in players
    assert row[header.index("game")] == "1"


def test_a_negative_number_is_no_formula(run):
    from admiralty.cli.output import csv_text

    assert csv_text([["-Bob", -2, "@x", "+1"]]) == "'-Bob,-2,'@x,'+1\n"
