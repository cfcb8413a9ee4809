"""Hostile RGN records: the same promise as for MGN, through the Rigadoon reader."""

from __future__ import annotations

import io

import pytest

from admiralty.notation.kinds import RIGADOON
from admiralty.notation.limits import Limits
from admiralty.notation.verdict import text_lines, verdicts

START = "1. W:S B1d1-d3 B2f1-f3 B3a6-a8 B4i6-i8 *"


def rules_of(lines, limits=Limits()) -> list[str | None]:
    return [v.errors[0].rule if v.errors else None for _, v in verdicts("hostile.rgn", lines, RIGADOON, limits)]


@pytest.mark.parametrize(
    "name, lines",
    [
        ("empty file", []),
        ("only tags", ['[Event "x"]', '[Blue "A"]']),
        ("NUL bytes", ["1. W:S\x00 *"]),
        ("unterminated string", ['[Event "never closed', START]),
        ("unterminated comment", ["1. W:S {never closed", "more"]),
        ("huge move number", ["9" * 5000 + ". W:S *"]),
        ("huge ship", ["1. W:S B" + "1" * 5000 + "d1-d3 *"]),
        ("huge rank", ["1. W:S B1d" + "1" * 5000 + "-d3 *"]),
        ("variation", ["1. W:S (1. W:N) *"]),
        ("stray close", [") *"]),
        ("garbage", ["\x01\x02\x03 ?? !! ((( ]]] *"]),
    ],
)
def test_hostile_rgn_gets_an_rgn_or_rig_verdict(name, lines):
    (rule,) = rules_of(lines)
    assert rule is not None and rule.startswith(("RGN-", "RIG-"))


def test_bom_crlf_and_lone_cr_are_read():
    data = b'\xef\xbb\xbf[Event "x"]\r\n\r' + START.encode() + b"\r"
    (verdict,) = [v for _, v in verdicts("x.rgn", text_lines(io.BytesIO(data)), RIGADOON)]
    assert verdict.errors == () or verdict.errors[0].rule.startswith(("RGN-", "RIG-"))


def test_invalid_utf8_is_an_rgn_syntax_error_at_its_line():
    (verdict,) = [v for _, v in verdicts("x.rgn", text_lines(io.BytesIO(b'[Event "x"]\n1. W:S \xff *\n')), RIGADOON)]
    assert (verdict.errors[0].rule, verdict.errors[0].line) == ("RGN-SYNTAX", 2)


def test_limits_apply_to_rgn_too():
    (rule,) = rules_of(["1. W:S {" + "x" * 5000 + "} *"], Limits(line=1000))
    assert rule == "RGN-SYNTAX"
