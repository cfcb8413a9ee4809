"""Plain games judged whole change nothing but speed (notation/mgn/fast/plain.py).

:class:`notation.mgn.judge.Referee` offers every game that starts with a tag
line to :class:`notation.mgn.fast.plain.PlainGames`, which judges a plain valid
game at once and declines anything else; a judge that takes every token one by
one must reach the very same judgements (tags, states, counts, errors with
their rule, turn, line and column), and ``validate --json`` the very same
bytes, on generated archives and on archives changed line by line: a word
changed, a line removed or doubled, a comment, a variation, a glyph or a NAG
inserted, a tag made bad, other line ends and blank lines.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from admiralty.cli.output import JsonArray, verdict_item
from admiralty.notation.kinds import MAD
from admiralty.notation.limits import Limits
from admiralty.notation.mgn.builder import Transcriber
from admiralty.notation.mgn.fast import Accelerator, express, plain
from admiralty.notation.mgn.generate import random_games
from admiralty.notation.mgn.judge import Judgement
from admiralty.notation.mgn.writer import write_games
from admiralty.notation.reader import read_games
from admiralty.notation.verdict import _each, text_lines
from admiralty.notation.visitor import BaseVisitor
from admiralty.referee.mad import Rules
from tests.notation.test_express import RULES, FastReferee, FastTranscriber, TokenByToken, set_up_records


class Counted(FastReferee):
    """A referee that counts the games it judged whole."""

    whole_games = 0

    def visit_game(self, lines: Any, limits: Limits) -> bool:
        taken = super().visit_game(lines, limits)
        Counted.whole_games += taken
        return taken


def json_of(text: str, visitor: Callable[[], BaseVisitor[Any]], limits: Limits) -> str:
    """What ``validate --json`` writes for ``text`` judged by ``visitor``."""
    array = JsonArray(verdict_item)
    lines = text_lines(io.BytesIO(text.encode("utf-8", errors="surrogateescape")), limits)
    pieces = [array.item(verdict) for _, verdict in _each("games.mgn", lines, visitor, MAD, limits)]
    return "".join(pieces) + array.end()


def assert_same(text: str, limits: Limits = Limits()) -> list[Judgement]:
    """Both paths agree on ``text``: judgements and JSON bytes. The judgements, for more checks."""
    lines = text.splitlines(keepends=True)
    whole = list(read_games(lines, FastReferee, limits=limits))
    assert whole == list(read_games(lines, TokenByToken, limits=limits))
    assert json_of(text, FastReferee, limits) == json_of(text, TokenByToken, limits)
    return whole


def archive(seed: int, games: int, rules: Any, turns: int = 60) -> str:
    return write_games(random_games(seed, games, rules, max_turns=turns))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), RULES)
def test_generated_games_are_judged_whole_and_the_same(seed, rules):
    text = archive(seed, 3, rules)
    Counted.whole_games = 0
    judged = list(read_games(text.splitlines(keepends=True), Counted))
    assert all(judgement.valid for judgement in judged)
    if not rules.positioning:  # a positioning turn is left to the full path
        assert Counted.whole_games == 3
    assert_same(text)


CHANGES = st.sampled_from(
    [
        "remove a line",
        "double a line",
        "change a word",
        "insert a word",
        "blank line",
        "crlf",
        "trailing space",
        "bad tag",
        "tag value",
        "tag case",
        "percent line",
        "result word",
    ]
)
WORDS = st.sampled_from(
    [
        "{a comment}",
        "{open",
        "}",
        "(1. 211c2-c3)",
        "(",
        ")",
        "$1",
        "!?",
        "211c2-c3",
        "111<>222",
        "112>121>211",
        "--",
        "1.",
        "7...",
        "red",
        "blue/tb",
        "*",
        "\x1c",
        "\x1d",
        "\x1e",
        "\x1f",
        "é",
        ";rest",
        '[Event "x"]',
        "211c2-c3#",
        "99.",
    ]
)
TAGS = st.sampled_from(
    [
        '[Board "7x7"]',
        '[Result "blue"]',
        '[Result "*"]',
        '[Termination "agreement"]',
        '[Termination "turns"]',
        '[Date "2026.13.01"]',
        '[board "6x4"]',
        '[TieBreak "6"]',
        '[Positioning "on"]',
        '[SetUp "..../..../..../..../..../r111b111.. b 8 3 r"]',
        '[Red "A \\"B\\""]',
        '[ Red  "A" ]',
        '[Red "A"] {after}',
        '[Red "Zoë"]',
        '[Event "x"]',
    ]
)


@st.composite
def changed_archives(draw) -> str:
    """Generated games changed line by line in a few places."""
    lines = archive(draw(st.integers(0, 2**32)), 3, draw(RULES), 50).splitlines(keepends=True)
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(lines) - 1))
        change, line = draw(CHANGES), lines[at]
        words = line.split()
        if change == "remove a line":
            del lines[at]
        elif change == "double a line":
            lines.insert(at, line)
        elif change in ("change a word", "insert a word") and words:
            index = draw(st.integers(0, len(words) - 1))
            words[index : index + (change == "change a word")] = [draw(WORDS)]
            lines[at] = " ".join(words) + "\n"
        elif change == "blank line":
            lines.insert(at, draw(st.sampled_from(["\n", "  \n", "\t\n"])))
        elif change == "crlf":
            lines[at] = line.rstrip("\n") + "\r\n"
        elif change == "trailing space":
            lines[at] = line.rstrip("\n") + " \n"
        elif change == "bad tag":
            lines.insert(at, draw(TAGS) + "\n")
        elif change == "tag value" and line.startswith("["):
            lines[at] = line.replace('"', '"x', 1)
        elif change == "tag case" and line.startswith("["):
            lines[at] = line.lower()
        elif change == "result word" and words:
            words[-1] = draw(st.sampled_from(["red", "blue", "red/tb", "blue/tb", "*"]))
            lines[at] = " ".join(words) + "\n"
        elif change == "percent line":
            lines.insert(at, "% a note\n")
        if not lines:
            break
    return "".join(lines)


@settings(max_examples=200, deadline=None)
@given(changed_archives())
def test_changed_archives_are_judged_the_same(text):
    assert_same(text)


@settings(max_examples=40, deadline=None)
@given(changed_archives(), st.sampled_from([Limits(digits=1), Limits(line=40), Limits(line=90, digits=2)]))
def test_limits_are_kept_the_same(text, limits):
    assert_same(text, limits)


@settings(max_examples=60, deadline=None)
@given(set_up_records())
def test_games_from_a_set_up_position_are_judged_the_same(text):
    assert_same('[Event "set up"]\n' + text)


def test_a_game_longer_than_the_plain_path_reads_is_judged_the_same(monkeypatch):
    monkeypatch.setattr(plain, "_LONGEST", 100)
    text = archive(3, 2, Rules())
    Counted.whole_games = 0
    assert_same(text)
    list(read_games(text.splitlines(keepends=True), Counted))
    assert Counted.whole_games == 0


def test_a_game_that_ends_without_a_result_is_judged_the_same():
    text = archive(5, 1, Rules())
    cut = text[: text.rstrip().rfind(" ")] + "\n"
    (judgement,) = assert_same(cut)
    assert judgement.errors[0].rule == "MGN-SYNTAX"


def test_games_after_a_comment_left_open_are_judged_the_same():
    text = archive(9, 2, Rules())
    first, _, second = text.partition("\n\n[")
    assert_same(first.replace(" red", " {open red").replace(" blue", " {open blue") + "\n\n[" + second)


def test_a_plain_game_declared_wrongly_is_found_by_the_full_path():
    text = archive(11, 1, Rules()).replace('[Result "', '[Result "x')
    (judgement,) = assert_same(text)
    assert judgement.errors[0].rule == "MGN-TAG"


def test_a_full_lexicon_still_judges_plain_games_whole(monkeypatch):
    monkeypatch.setattr(express, "_KNOWN_WORDS", 2)
    monkeypatch.setattr(Counted, "fast", Accelerator())
    text = archive(13, 2, Rules())
    Counted.whole_games = 0
    judged = list(read_games(text.splitlines(keepends=True), Counted))
    assert Counted.whole_games == 2
    assert judged == list(read_games(text.splitlines(keepends=True), TokenByToken))


class LineTranscriber(FastTranscriber):
    """The store's recorder without the plain path: plain lines on the lane, the rest token by token."""

    def visit_game(self, lines: Any, limits: Limits) -> bool:
        return False


@settings(max_examples=60, deadline=None)
@given(changed_archives())
def test_records_for_the_store_are_the_same_whole_or_line_by_line(text):
    lines = text.splitlines(keepends=True)
    assert list(read_games(lines, FastTranscriber)) == list(read_games(lines, LineTranscriber))


def test_records_for_the_store_of_plain_games_are_made_whole():
    text = archive(17, 3, Rules()).replace("#", "")  # a missing end mark is recorded as its canonical token
    lines = text.splitlines(keepends=True)
    whole = list(read_games(lines, FastTranscriber))
    assert len(_visitors(lines, FastTranscriber)) == 3
    assert whole == list(read_games(lines, LineTranscriber))
    assert any(turn.token.endswith("#") for record in whole for turn in record.main.turns)


def _visitors(lines: list[str], make: Callable[[], Transcriber]) -> list[Transcriber]:
    """The visitors the reader made for the games of ``lines`` that were judged whole."""
    made: list[Transcriber] = []

    def keep() -> Transcriber:
        made.append(make())
        return made[-1]

    list(read_games(lines, keep))
    return [visitor for visitor in made if visitor.whole is not None]


@pytest.mark.parametrize("separator", ["\x1c", "\x1d", "\x1e", "\x1f"])
def test_a_separator_that_splits_words_but_is_no_white_space_is_judged_the_same(separator):
    """Python's split() takes the ASCII separators for white space, the tokenizer does not (MGN-SYNTAX)."""
    text = archive(7, 1, Rules())
    plain = text.index("\n\n") + 2  # where the movetext starts
    text = text[:plain] + text[plain:].replace(" ", f" {separator} ", 1)
    judged = assert_same(text)
    assert not judged[0].valid and judged[0].errors[0].rule == "MGN-SYNTAX"


def movetext_alone(text: str, per_line: int) -> str:
    """The games of an archive without their tags, ``per_line`` games on each line (issue 29, finding 10: a file of
    one-line games, which the reader offers whole from their first move number)."""
    games = [
        " ".join(part.split()) for part in text.split("\n\n")[1::2]
    ]  # each game: its tags, a blank line, its movetext
    lines = [" ".join(games[at : at + per_line]) for at in range(0, len(games), per_line)]
    return "".join(line + "\n" for line in lines)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([1, 2, 4]), st.integers(1, 40))
def test_games_of_movetext_alone_are_judged_the_same(seed, per_line, turns):
    """Unfinished games keep their Result tag's default, ``*``: one game on a line is judged whole, and
    several on one line, or a finished game without its Result tag, by the full path, to the same verdicts."""
    text = movetext_alone(archive(seed, 4, Rules(), turns), per_line)
    Counted.whole_games = 0
    list(read_games(text.splitlines(keepends=True), Counted))
    judged = assert_same(text)
    assert len(judged) == 4
    unfinished = sum(judgement.valid and judgement.final.result == "*" for judgement in judged)
    assert Counted.whole_games == (unfinished if per_line == 1 else 0)


@settings(max_examples=100, deadline=None)
@given(changed_archives().map(lambda text: movetext_alone(text, 1)))
def test_changed_games_of_movetext_alone_are_judged_the_same(text):
    assert_same(text)
