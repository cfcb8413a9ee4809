"""Hostile MGN records: every one gives verdicts with a rule id, line and column,
never a traceback, and memory does not grow with the length of a game.

How judging time grows with these records is measured, not asserted: the
linear-growth section of benchmarks/bench.py."""

from __future__ import annotations

import tracemalloc

import pytest

from admiralty.notation.limits import Limits
from admiralty.notation.mgn.judge import Referee
from admiralty.notation.reader import read_games
from admiralty.notation.verdict import text_lines, verdicts
from benchmarks.bench import long_game


def judge_lines(lines) -> list:
    return [verdict for _, verdict in verdicts("hostile.mgn", lines)]


def first_rules(lines) -> list[str | None]:
    return [v.errors[0].rule if v.errors else None for v in judge_lines(lines)]


@pytest.mark.parametrize(
    "name, lines, rules",
    [
        ("empty file", [], ["MGN-SYNTAX"]),
        ("only tags", ['[Event "x"]', '[Red "A"]'], ["MGN-SYNTAX"]),
        ("NUL bytes", ["1. 211c2-c4\x00 *"], ["MGN-SYNTAX"]),
        ("NUL in a tag", ['[Event "a\x00b"]', "1. 211c2-c4 *"], [None]),
        ("BOM", ['\ufeff[Event "x"]', "1. 211c2-c4 *"], [None]),
        ("CRLF", ['[Event "x"]\r\n', "\r\n", "1. 211c2-c4 *\r\n"], [None]),
        ("unterminated string", ['[Event "never closed', "1. 211c2-c4 *"], ["MGN-SYNTAX"]),
        ("unterminated comment", ["1. 211c2-c4 {never closed", "more"], ["MGN-SYNTAX"]),
        ("huge move number", ["9" * 5000 + ". 211c2-c4 *"], ["MGN-SYNTAX"]),
        ("huge NAG", ["1. 211c2-c4 $" + "9" * 5000 + " *"], ["MGN-SYNTAX"]),
        ("huge ship code", ["1. " + "1" * 5000 + "c2-c4 *"], ["MGN-SHIP"]),
        ("huge rank", ["1. 211c" + "2" * 5000 + "-c4 *"], ["MGN-SQUARE"]),
        ("huge TieBreak", ['[TieBreak "' + "4" * 5000 + '"]', "*"], ["MGN-TAG"]),
        (
            "huge MFEN turn",
            ['[SetUp "..../.b111../..../.r211../..../.r111.. r ' + "1" * 5000 + ' 0 -"]', "*"],
            ["MGN-TAG"],
        ),
        ("stray close", [") *"], ["MGN-SYNTAX"]),
        ("result in a variation", ["1. 211c2-c4 (1. 211c2-c3 *) 121a5-a4 *"], ["MGN-SYNTAX"]),
    ],
)
def test_hostile_record_gets_a_verdict(name, lines, rules):
    assert first_rules(lines) == rules


def test_lone_cr_line_ends_are_lines():
    import io

    lines = list(text_lines(io.BytesIO(b'[Event "x"]\r\r1. 211c2-c4 *\r')))
    assert judge_lines(lines)[0].valid and len(lines) == 3


def test_invalid_utf8_is_reported_at_its_line():
    import io

    (verdict,) = judge_lines(text_lines(io.BytesIO(b'[Event "x"]\n1. 211c2-c4 \xff\xfe *\n')))
    assert (verdict.errors[0].rule, verdict.errors[0].line) == ("MGN-SYNTAX", 2)


def test_ten_thousand_tags():
    lines = [f'[Tag{n} "value {n}"]' for n in range(10_000)] + ["1. 211c2-c4 *"]
    assert first_rules(lines) == [None]


def test_variations_nested_ten_thousand_deep_are_refused_at_the_limit():
    alternatives = ("(1. 211c2-c3", "(1. 211c2-c4")
    opening = "1. 211c2-c4 " + " ".join(alternatives[n % 2] for n in range(10_000))
    (verdict,) = judge_lines([opening + " " + ")" * 10_000 + " *"])
    assert verdict.errors[0].rule == "MGN-SYNTAX" and "nested" in verdict.errors[0].message


TEN_MEGABYTES = "x" * 10_000_000


def test_a_ten_megabyte_comment_on_one_line_is_refused_by_the_line_limit():
    (verdict,) = judge_lines(["1. 211c2-c4 {" + TEN_MEGABYTES + "} *"])
    error = verdict.errors[0]
    assert (error.rule, error.line, error.column) == ("MGN-SYNTAX", 1, 1_000_001) and "limit line" in error.message


def test_a_ten_megabyte_comment_over_many_lines_is_refused_by_the_comment_limit():
    lines = ["1. 211c2-c4 {"] + ["x" * 1000] * 10_000 + ["} *"]
    error = judge_lines(lines)[0].errors[0]
    assert (error.rule, error.line, error.column) == ("MGN-SYNTAX", 1, 13) and "limit comment" in error.message


def test_a_ten_megabyte_comment_is_read_when_the_limits_allow_it():
    limits = Limits(line=20_000_000, comment=20_000_000)
    (verdict,) = [v for _, v in verdicts("big.mgn", ["1. 211c2-c4 {" + TEN_MEGABYTES + "} *"], limits=limits)]
    assert verdict.valid


def test_an_over_long_line_is_never_read_whole():
    import io

    data = b"1. 211c2-c4 {" + b"x" * 5_000_000 + b"} *\n1. 211c2-c4 *\n"
    lines = list(text_lines(io.BytesIO(data), Limits(line=1000)))
    assert [len(line) for line in lines] == [1001, len("1. 211c2-c4 *\n")]


def test_variation_depth_is_configurable():
    alternatives = ("(1. 211c2-c3", "(1. 211c2-c4")
    text = "1. 211c2-c4 " + " ".join(alternatives[n % 2] for n in range(10)) + " " + ")" * 10 + " *"
    shallow = [v for _, v in verdicts("v.mgn", [text], limits=Limits(depth=5))]
    deep = [v for _, v in verdicts("v.mgn", [text], limits=Limits(depth=10))]
    assert "limit depth" in shallow[0].errors[0].message and deep[0].valid


def test_a_million_turn_game_is_judged_in_constant_memory():
    (verdict,) = judge_lines(long_game(1_000_000))
    assert verdict.valid and verdict.turns == 1_000_000


def peak_bytes(turns: int) -> int:
    tracemalloc.start()
    for _ in read_games(long_game(turns), Referee):
        pass
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak


def test_memory_does_not_grow_with_the_length_of_a_game():
    assert peak_bytes(40_000) < 2 * peak_bytes(10_000)
