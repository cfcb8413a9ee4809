"""Fuzzing the readers: any text gives verdicts or a clear error, never anything else.

Like python-chess's fuzz/pgn.py: random text, random token soup near the
grammar, and random bytes through the whole validate command. The same
properties run under atheris with tests/atheris_fuzz.py (pip install -e '.[fuzz]').
"""

from __future__ import annotations

import io

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from admiralty.notation.mgn import parse_mfen, read_records
from admiralty.notation.verdict import text_lines, verdicts
from admiralty.referee.violation import AdmiraltyError

PIECES = st.sampled_from(
    [
        "1.",
        "2.",
        "1...",
        "12.",
        "211",
        "c2",
        "-",
        "x",
        "c4",
        "<>",
        ">",
        "+",
        "#",
        "--",
        "!?",
        "??",
        "$3",
        "{",
        "}",
        "(",
        ")",
        ";",
        "%",
        "[",
        "]",
        '"',
        "\\",
        "*",
        "red",
        "blue/tb",
        " ",
        "\n",
        "\r",
        "\t",
        '[Result "red"]',
        '[SetUp "..../.b111../..../.r211../..../.r111.. r 9 0 -"]',
        '[Board "5x5"]',
        '[Positioning "on"]',
        '[TieBreak "0"]',
        '[Termination "agreement"]',
        "\ufeff",
        "\x00",
        "é",
    ]
)
SOUP = st.lists(PIECES, max_size=60).map("".join)
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_verdicts(text: str) -> None:
    for record in read_records(text.splitlines()):
        for error in record.errors:
            assert error.rule.startswith(("MGN-", "MAD-")) and error.line >= 1 and error.column >= 1


@SETTINGS
@given(st.text(max_size=300))
def test_any_text_gives_verdicts(text):
    check_verdicts(text)


@SETTINGS
@given(SOUP)
def test_any_token_soup_gives_verdicts(text):
    check_verdicts(text)


@SETTINGS
@given(st.binary(max_size=300))
def test_any_bytes_give_verdicts(data):
    for _, verdict in verdicts("fuzz.mgn", text_lines(io.BytesIO(data))):
        assert verdict.valid or verdict.errors[0].rule.startswith(("MGN-", "MAD-"))


@SETTINGS
@given(st.one_of(st.text(max_size=120), SOUP))
def test_any_position_text_parses_or_is_mgn_tag(text):
    try:
        parse_mfen(text)
    except AdmiraltyError as error:
        assert error.violation.rule == "MGN-TAG"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=200))
def test_validate_on_any_bytes_exits_0_or_1(run, tmp_path_factory, data):
    path = tmp_path_factory.mktemp("fuzz") / "fuzz.mgn"
    path.write_bytes(data)
    assert run("validate", str(path), "--json").exit_code in (0, 1)
