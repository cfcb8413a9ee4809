"""The tokenizer and reader: game boundaries, tokens, places, recovery."""

from admiralty.notation.mgn import read_records
from admiralty.notation.reader import read_games
from admiralty.notation.tokens import Kind, tokenize
from admiralty.notation.visitor import SKIP, BaseVisitor
from admiralty.referee.violation import AdmiraltyError


def kinds(*lines):
    return [t.kind if not isinstance(t, AdmiraltyError) else "error" for t in tokenize(lines)]


def test_tokens_carry_line_and_column():
    tokens = list(tokenize(["", "  1. 211c2-c4"]))
    turn = tokens[-1]
    assert (turn.kind, turn.text, turn.line, turn.column) == (Kind.TURN, "211c2-c4", 2, 6)


def test_glyph_is_split_from_the_turn_token():
    (turn,) = [t for t in tokenize(["211c2-c4?!"]) if t.kind is Kind.TURN]
    assert (turn.text, turn.value) == ("211c2-c4", "?!")


def test_unknown_glyph_is_a_syntax_error():
    errors = [t for t in tokenize(["211c2-c4!!!"]) if isinstance(t, AdmiraltyError)]
    assert errors[0].violation.rule == "MGN-SYNTAX"


def test_escaped_quotes_in_tag_values():
    (tag,) = tokenize(['[Event "The \\"Open\\" \\\\ 2026"]'])
    assert tag.value == 'The "Open" \\ 2026'


def test_percent_lines_are_ignored():
    assert kinds("% a note", "*") == [Kind.RESULT]


def test_multi_line_comment_is_one_token_at_its_start():
    (comment,) = [t for t in tokenize(["1. {first", "second}"]) if t.kind is Kind.COMMENT]
    assert (comment.text, comment.line, comment.column) == ("first\nsecond", 1, 4)


def test_unclosed_comment_is_reported_where_it_opens():
    (error,) = [t for t in tokenize(["1. 211c2-c4 {never", "closed"]) if isinstance(t, AdmiraltyError)]
    assert (error.violation.rule, error.violation.line, error.violation.column) == ("MGN-SYNTAX", 1, 13)


def test_bom_and_crlf_are_accepted():
    (record,) = read_records(["\ufeff1. 211c2-c4 *\r\n"])
    assert record.valid and len(record.main.turns) == 1


def test_invalid_utf8_is_a_syntax_error_at_its_line():
    bad = b"1. 211c2-c4 \xff *".decode("utf-8", errors="surrogateescape")
    (record,) = read_records(['[Event "x"]', bad])
    assert (record.errors[0].rule, record.errors[0].line) == ("MGN-SYNTAX", 2)


def test_games_are_split_by_result_tokens_and_tags():
    records = list(read_records(["1. 211c2-c4 *", "1. 112d2-d3 *", '[Event "third"]', "1. 121a2-a3 *"]))
    assert [len(r.main.turns) for r in records] == [1, 1, 1]
    assert records[2].tag("Event") == "third"


def test_missing_result_token_is_a_syntax_error():
    (record,) = read_records(["1. 211c2-c4"])
    assert record.errors[0].rule == "MGN-SYNTAX"


def test_error_in_one_game_does_not_stop_the_next():
    records = list(read_records(["1. 211c2-c5 *", "", "1. 211c2-c4 *"]))
    assert [r.valid for r in records] == [False, True]


def test_skip_from_end_tags_passes_over_the_movetext():
    class Tags(BaseVisitor):
        def begin_game(self, line):
            self.tags, self.turns = {}, 0

        def visit_tag(self, token):
            self.tags[token.text] = token.value

        def end_tags(self):
            return SKIP

        def visit_turn(self, token):
            self.turns += 1

        def result(self):
            return self.tags, self.turns

    assert list(read_games(['[Red "A"]', "1. 211c2-c4 *"], Tags)) == [({"Red": "A"}, 0)]


def test_huge_move_number_is_a_syntax_error_not_an_overflow():
    (record,) = read_records(["1" * 5000 + ". 211c2-c4 *"])
    assert record.errors[0].rule == "MGN-SYNTAX"


def test_empty_input_holds_no_game():
    assert list(read_records([])) == []
    assert list(read_records(["", "   ", "% only an escape line"])) == []
