"""Express judging changes nothing but speed (notation/mgn/fast/express.py).

:class:`notation.judge.Referee` judges plain movetext lines at once through the
fast lane; a judge that takes every token one by one must reach the very same
judgement (states, counts, errors with their rule, turn, line and column) on
any text: valid records, records with an illegal turn or a wrong mark, and
records whose lines mix plain turns with comments, glyphs and variations.
"""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from admiralty.notation.limits import Limits
from admiralty.notation.mgn.builder import Transcriber
from admiralty.notation.mgn.fast import Accelerator, express
from admiralty.notation.mgn.fast.express import Lexicon
from admiralty.notation.mgn.generate import random_games
from admiralty.notation.mgn.judge import Judge, Judgement, Referee
from admiralty.notation.mgn.record import GameRecord, Line, PlayedTurn
from admiralty.notation.mgn.writer import write_game, write_games
from admiralty.notation.reader import read_games
from admiralty.referee.mad import BOARDS, Rules
from tests import strategies
from tests.robustness.test_fuzz import SOUP

MARKER = re.compile(r"(?<=[1-9])[-x](?=[a-e])")
"""The ``-`` or ``x`` of a movement."""

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


class TokenByToken(Judge[Judgement]):
    """The full path alone: no line is taken at once."""

    def result(self) -> Judgement:
        return self.judgement()


class FastReferee(Referee):
    """The referee with the fast paths on whatever the switch says (specs/performance.md, "One switch"):
    an accelerator of its own, so that the tests compare both paths in CI's run with the switch off too."""

    fast = Accelerator()


class FastTranscriber(Transcriber):
    """The store's recorder with the fast paths on whatever the switch says (:class:`FastReferee`)."""

    fast = FastReferee.fast


def assert_same_judgements(text: str, limits: Limits = Limits()) -> None:
    lines = text.splitlines(keepends=True)
    express = list(read_games(lines, FastReferee, limits=limits))
    assert express == list(read_games(lines, TokenByToken, limits=limits))


def test_every_example_is_judged_the_same():
    for path in sorted(EXAMPLES.glob("*.mgn")):
        assert_same_judgements(path.read_text(encoding="utf-8"))


INSERTS = st.sampled_from(
    [
        "{a comment}",
        "!?",
        "$1",
        "(1. 211c2-c3)",
        "\n",
        "\n\n",
        "\t",
        "\x1f",
        "é",
        "red",
        "*",
        ";rest\n",
        "1.",
        "2...",
        "99.",
        "0.",
        "--",
        "111<>222",
        "112>121>211",
        "211c2-c3",
        "#",
        "x",
        "-",
        "{",
        "}",
        "% escape\n",
        '[Event "x"]\n',
        "\ufeff",
        "1234567890.",
    ]
)
RULES = st.builds(
    Rules,
    board=st.sampled_from([BOARDS["6x4"], BOARDS["5x5"]]),
    positioning=st.booleans(),
    tiebreak=st.sampled_from([0, 6, 40]),
)


@st.composite
def damaged_records(draw) -> str:
    """Generated games, written canonically, then cut, patched and rearranged in a few places."""
    text = write_games(random_games(draw(st.integers(0, 2**32)), 2, draw(RULES), max_turns=60))
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.integers(0, len(text)))
        change = draw(st.sampled_from(["insert", "delete", "swap", "flip"]))
        if change == "insert":
            text = text[:at] + " " + draw(INSERTS) + " " + text[at:]
        elif change == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 12)) :]
        elif change == "swap":
            other = draw(st.integers(0, len(text)))
            words = text[min(at, other) : max(at, other)].split(" ")
            text = text[: min(at, other)] + " ".join(reversed(words)) + text[max(at, other) :]
        else:
            markers = [match.start() for match in MARKER.finditer(text)]
            if markers:
                at = draw(st.sampled_from(markers))
                text = text[:at] + ("x" if text[at] == "-" else "-") + text[at + 1 :]
    return text


@settings(max_examples=150, deadline=None)
@given(damaged_records())
def test_damaged_records_are_judged_the_same(text):
    assert_same_judgements(text)


@settings(max_examples=150, deadline=None)
@given(SOUP)
def test_token_soup_is_judged_the_same(text):
    assert_same_judgements(text)


@settings(max_examples=40, deadline=None)
@given(damaged_records(), st.integers(1, 3))
def test_a_digits_limit_is_kept_the_same(text, digits):
    assert_same_judgements(text, Limits(digits=digits))


def test_a_wrong_marker_in_a_plain_line_is_found_at_its_column():
    (judgement,) = read_games(["1. 211c2-c3 121a5-a4 2. 211c3xc4 *"], FastReferee)
    (error,) = judgement.errors
    assert (error.rule, error.turn, error.line, error.column) == ("MGN-MARKER", 3, 1, 25)


@st.composite
def set_up_records(draw) -> str:
    """A game from a random SetUp position (either side to move, any counts), written canonically."""
    game = draw(strategies.games(initial=strategies.positions(), max_turns=30))
    turns = tuple(
        PlayedTurn(event, before, after) for event, before, after in zip(game.events, game.states, game.states[1:])
    )
    record = GameRecord((("SetUp", "?"),), game.initial, Line(turns), game.final)
    return write_game(record)


@settings(max_examples=100, deadline=None)
@given(set_up_records(), st.sampled_from(["", "#", "x", "-", ".", "..."]))
def test_games_from_a_set_up_position_are_judged_the_same(text, removed):
    assert_same_judgements(text)
    assert_same_judgements(text.replace(removed, "") if removed else text)


class OwnWords(Referee):
    """A referee whose lane keeps its words in a lexicon of its own."""

    fast = Accelerator()


def test_a_judge_given_its_own_lexicon_keeps_the_words_it_read_there() -> None:
    list(read_games(['[Red "A"]', "", "1. 211c2-c4 121a5-a4 2. 211c4-d4 *"], OwnWords))
    board = BOARDS["6x4"]
    assert {"211c2-c4", "121a5-a4", "211c4-d4"} <= OwnWords.fast.lexicon.words(board).keys()
    assert "211c4-d4" not in Lexicon().words(board)


def test_a_lexicon_keeps_no_more_words_than_its_bound(monkeypatch) -> None:
    monkeypatch.setattr(express, "_KNOWN_WORDS", 2)
    lexicon, board = Lexicon(), BOARDS["6x4"]
    learned = [lexicon.learn(board, word) for word in ("211c2-c4", "121a5-a4", "211c4-d4")]
    assert all(written is not None for written in learned)
    assert list(lexicon.words(board)) == ["211c2-c4", "121a5-a4"]


NOISY_PARTS = st.tuples(
    st.text("0123", min_size=2, max_size=4),  # a ship code, or digits that are none
    st.sampled_from(["", "a", "c", "e", "h", "z", "A"]),
    st.sampled_from(["1", "2", "4", "6", "7", "8", "9", "01", "10", "12"]),
    st.sampled_from(["-", "x", "<>", ">", "--", ""]),
    st.sampled_from(["a", "b", "d", "f", "j", "-"]),
    st.sampled_from(["1", "3", "5", "6", "8", "0", "05", "11"]),
)
ENDS = st.sampled_from(
    ["", "#", "+211<>122", "+122<>211#", "+112>121>211", "+211>121>112#", "+211<>211", "+111>121>211", "+21<>1"]
    + ["+211<>122<>111", "+211>121", "+311<>122", "##", "+", " ", "\n"]
)


@given(st.data(), st.sampled_from(sorted(BOARDS)), st.booleans())
def test_a_movement_read_from_its_parts_is_the_one_read_turn_reads(data, name: str, noisy: bool) -> None:
    """The straight reading of a movement written in full (``express._entry``) gives what the one
    reading of every turn token gives (``express._read_entry``), or leaves the word to it: on
    movements a ship of either sails could make on the board, and on words near one."""
    board = BOARDS[name]
    if noisy:
        parts = data.draw(NOISY_PARTS)
    else:
        origin = data.draw(st.integers(0, board.size - 1))
        target = data.draw(st.sampled_from(sorted(board.paths[origin]) or [origin]))
        code = data.draw(st.sampled_from(["111", "112", "121", "122", "211", "212", "221", "222", "311", "2111"]))
        marker = data.draw(st.sampled_from(["-", "x"]))
        parts = (code, board.name_of(origin), marker, board.name_of(target))
    word = "".join(parts) + data.draw(ENDS)
    assert express._entry(board, word) == express._read_entry(board, word)
