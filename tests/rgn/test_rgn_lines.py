"""Whole lines judged at once change nothing but speed (notation/rgn/fast/lines.py, through ``RigadoonReferee.visit_line``).

:class:`RigadoonReferee` takes the plain move numbers and actions at the start
of a movetext line without cutting it into tokens; a judge that takes every
token one by one must reach the very same record (final state, turns, errors
with their rule, turn, line and column, the offending token, a broken
maneuver) on any text: valid records, records with an illegal action or a
wrong move number, and lines that mix actions with comments, glyphs,
annotations, variations and results.
"""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from admiralty.notation.limits import Limits
from admiralty.notation.reader import read_games
from admiralty.notation.rgn import random_records
from admiralty.notation.rgn.data import DEFAULT_BOARD
from admiralty.notation.rgn.fast import Accelerator
from admiralty.notation.rgn.fast import lines as line_path
from admiralty.notation.rgn.judge import RigadoonJudge, RigadoonReferee
from admiralty.notation.rgn.record import RigadoonRecord
from admiralty.notation.rgn.writer import write_games
from admiralty.notation.tokens import RGN

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

RANK = re.compile(r"(?<=[a-i])[1-9](?=[-/,\n]|$)")
"""The rank of a square in an action word: changing it makes another sail, often an illegal one."""


class TokenByToken(RigadoonJudge[RigadoonRecord]):
    """The full path alone: no line is taken at once."""

    def result(self) -> RigadoonRecord:
        return self.record()


class FastReferee(RigadoonReferee):
    """The referee with the line path on whatever the switch says (specs/performance.md, "One switch"):
    an accelerator of its own, so that the tests compare both paths in CI's run with the switch off too."""

    fast = Accelerator()


def assert_same_records(text: str, limits: Limits = Limits()) -> None:
    lines = text.splitlines(keepends=True)
    at_once = list(read_games(lines, FastReferee, RGN, limits))
    assert at_once == list(read_games(lines, TokenByToken, RGN, limits))


def test_every_example_is_judged_the_same():
    for path in sorted(EXAMPLES.glob("*.rgn")):
        assert_same_records(path.read_text(encoding="utf-8"))


def test_a_plain_line_is_taken_whole():
    """The judge's state after a line taken at once is the state the tokens reach."""
    line = "1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 1... W:S G1f9-f7"
    referee = FastReferee()
    referee.begin_game(1)
    referee.end_tags()
    assert referee.visit_line(line, 1, Limits()) == len(line)
    (expected,) = read_games([line, "*"], TokenByToken, RGN)
    assert (referee.state, referee.turns, referee.acted) == (expected.final, 2, True)


def test_a_line_whose_first_word_is_not_taken_is_left_whole():
    """Nothing taken, not even the white space before the first word: the reader then counts the line as
    the game's only as the token path does (found by the differential test below)."""
    text = ';rest\n [Event "x"]\n[Event "y"]\n\n1. B1d1-d3 *\n'
    assert_same_records(text)
    referee = FastReferee()
    referee.begin_game(1)
    referee.end_tags()
    assert referee.visit_line(' [Event "x"]', 2, Limits()) == 0


def test_a_line_stops_before_an_illegal_action_and_the_token_path_words_it():
    line = "1. B1d1-d3 B1d3-d4 W:E"
    referee = FastReferee()
    referee.begin_game(1)
    referee.end_tags()
    assert referee.visit_line(line, 1, Limits()) == line.index("B1d3-d4")
    (record,) = read_games([line, "*"], FastReferee, RGN)
    (error,) = record.errors
    assert (error.rule, error.line, error.column, record.offending) == ("RIG-ACT", 1, 12, "B1d3-d4")


INSERTS = st.sampled_from(
    [
        "{a comment}",
        "!?",
        "!",
        "$1",
        "(1. B1d1-d2)",
        ")",
        "\n",
        "\n\n",
        "\t",
        "\x1f",
        "é",
        "blue",
        "green",
        "*",
        ";rest\n",
        "1.",
        "1...",
        "2.",
        "0.",
        "99...",
        "1234567890.",
        "W:N",
        "W:XX",
        "B1+",
        "G9+",
        "B1d1-d2",
        "B1d1-z9",
        "B1d1-d2/",
        "/bump",
        "/B1>G1",
        "/sink@h9",
        "@a1",
        "B1d1-d2.",
        "1.B1d1-d2",
        "-",
        "{",
        "}",
        "[",
        "% escape\n",
        '[Event "x"]\n',
        "\ufeff",
    ]
)


@st.composite
def damaged_records(draw) -> str:
    """Generated games, written canonically or in short form, then damaged word by word in a few
    places: a piece put between words or glued to one, words cut or trimmed, two words swapped, the
    rank of a square changed."""
    records = random_records(draw(st.integers(0, 2**32)), 2, draw(st.integers(1, 30)))
    words = write_games(records, canonical=draw(st.booleans())).split(" ")
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.integers(0, len(words) - 1))
        change = draw(st.sampled_from(["put", "glue", "cut", "trim", "swap", "rank"]))
        if change == "put":
            words.insert(at, draw(INSERTS))
        elif change == "glue":
            words[at] += draw(INSERTS)
        elif change == "cut":
            del words[at : at + draw(st.integers(1, 3))]
        elif change == "trim":
            words[at] = words[at][: -draw(st.integers(1, 3))]
        elif change == "swap":
            other = draw(st.integers(0, len(words) - 1))
            words[at], words[other] = words[other], words[at]
        else:
            rank = str(draw(st.integers(1, 9)))
            words[at] = RANK.sub(rank, words[at], count=1)
        words = words or [""]
    return " ".join(words)


@settings(max_examples=150, deadline=None)
@given(damaged_records())
def test_damaged_records_are_judged_the_same(text):
    assert_same_records(text)


SOUP = st.lists(
    st.one_of(INSERTS, st.sampled_from([" ", " ", "\n", "G1f9-f7", "W:S", "1. ", "1... ", "2... "])), max_size=40
).map("".join)


@settings(max_examples=200, deadline=None)
@given(st.one_of(SOUP, damaged_records()), st.sampled_from([1, 2, Limits().digits]))
def test_token_soup_and_a_digits_limit_are_judged_the_same(text, digits):
    """Words in any order, and move numbers longer than the limit ``digits`` allows (RGN-SYNTAX)."""
    assert_same_records(text, Limits(digits=digits))


TAG = '[Event "x"]'
"""A tag before the movetext: the reader offers a game's lines from its second."""


class OwnWords(RigadoonReferee):
    """A referee whose line path keeps its words in a table of its own."""

    fast = Accelerator()


def test_the_line_path_keeps_the_action_words_it_read():
    """A word that reads is kept even where it is illegal; one that does not read is not."""
    (first,) = read_games([TAG, "1. B1d1-d3 W:E B2+ *"], OwnWords, RGN)
    (second,) = read_games([TAG, "1. B1d1-z3 *"], OwnWords, RGN)
    assert [error.rule for error in (*first.errors, *second.errors)] == ["RIG-ACT", "RGN-SQUARE"]
    assert set(OwnWords.fast.known[DEFAULT_BOARD]) == {"B1d1-d3", "W:E", "B2+"}


def test_the_line_path_keeps_no_more_words_than_its_bound(monkeypatch):
    monkeypatch.setattr(line_path, "KNOWN_WORDS", 2)
    monkeypatch.setattr(OwnWords, "fast", Accelerator())
    (record,) = read_games([TAG, "1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 *"], OwnWords, RGN)
    assert not record.errors and record.turns == 1
    assert list(OwnWords.fast.known[DEFAULT_BOARD]) == ["B1d1-d3", "B2f1-f3"]
