"""Game kinds: one table, detection by suffix or first game, the tokenizer's dialects."""

from __future__ import annotations

import pytest

from admiralty.notation.kinds import MAD, RIGADOON, detect, kind_of_position
from admiralty.notation.reader import read_games
from admiralty.notation.tokens import MGN, RGN, Kind, tokenize
from admiralty.notation.visitor import BaseVisitor


@pytest.mark.parametrize(
    ("name", "lines", "kind"),
    [
        ("a.rgn", ["1. 211c2-c4 *"], RIGADOON),
        ("a.mgn", ["1. B1d1-d3 *"], MAD),
        ("A.RGN", ["1. 211c2-c4 *"], RIGADOON),
        ("a.Mgn", ["1. B1d1-d3 *"], MAD),
        ("-", ['[Event "x"]', '[Green "y"]', "", "1. anything *"], RIGADOON),
        ("-", ['[Wind "N"]', "*"], RIGADOON),
        ("-", ["% comment", "", "1. W:E B1d1-d3 *"], RIGADOON),
        ("-", ["1. B2+ *"], RIGADOON),
        ("-", ['[Red "x"]', "1. 211c2-c4 *"], MAD),
        ("-", [], MAD),
        ("-", ['[Event "B1d1-d3"] 1. B1d1-d3 *'], RIGADOON),
        ("-", ['[Event "B1d1-d3"] 1. 211c2-c4 *'], MAD),
    ],
)
def test_detect_by_suffix_then_first_game(name, lines, kind):
    found, stream = detect(name, lines)
    assert found is kind
    assert list(stream) == lines


def test_positions_are_told_apart_by_their_fields():
    assert kind_of_position("B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 - N die B 1 - *") is RIGADOON
    assert kind_of_position("..../.b111../..../.r211../..../.r111.. r 9 0 -") is MAD


def test_each_dialect_has_its_result_words():
    assert [t.kind for t in tokenize(["green"], RGN)] == [Kind.RESULT]
    assert [t.kind for t in tokenize(["green"], MGN)] == [Kind.TURN]
    assert [t.kind for t in tokenize(["red/tb"], RGN)] == [Kind.TURN]


def test_reader_errors_use_the_dialects_syntax_id():
    class Errors(BaseVisitor):
        def begin_game(self, line):
            self.found = []

        def handle_error(self, error):
            self.found.append(error.violation.rule)

        def result(self):
            return self.found

    assert list(read_games(["1. B1d1-d3 )"], Errors, RGN)) == [["RGN-SYNTAX"]]
    assert list(read_games(["1. 211c2-c4 )"], Errors, MGN)) == [["MGN-SYNTAX"]]
