"""Markdown written by one function (tables, literal text) and the specs' rule texts read with markdown-it-py."""

from __future__ import annotations

import html

from hypothesis import given
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from admiralty.notation.render.markdown import rule_texts, table, text

PARSER = MarkdownIt("commonmark").enable("table")
cells = st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=30)


@given(st.lists(st.lists(cells, min_size=3, max_size=3), min_size=1, max_size=4))
def test_a_table_keeps_every_cell_in_its_place_and_makes_no_markup(rows):
    tokens = PARSER.parse("\n".join(table(["a", "b", "c"], rows)))
    assert [token.type for token in tokens].count("tr_open") == len(rows) + 1
    assert [token.type for token in tokens].count("td_open") == 3 * len(rows)
    inline = [child.type for token in tokens for child in token.children or ()]
    assert not {"link_open", "em_open", "strong_open", "code_inline", "html_inline", "image"} & set(inline)


@given(cells)
def test_text_reads_back_as_itself(value):
    """Whatever a record says, Markdown shows it as written: no mark is read as markup."""
    shown = html.unescape(PARSER.renderInline(f"x {text(value)}"))
    assert shown.rstrip() == f"x {value}".replace("\r", " ").replace("\n", " ").rstrip()


def test_a_rule_text_is_its_first_paragraph_in_plain_words():
    spec = "## RIG-ACT: acting\n\n**Rule.** A ship *acts* once (`B1+`); see [rgn](rgn.md#a).\n\nMore.\n"
    assert list(rule_texts(spec)) == [("RIG-ACT", "A ship acts once (B1+); see rgn.")]


def test_a_heading_followed_by_a_list_or_another_heading_quotes_nothing():
    spec = "## MAD-X\n\n- **LOG-SEQUENCE** a list\n\n### MAD-Y\n\n## Choices\n\nSee below.\n"
    assert list(rule_texts(spec)) == []


def test_a_heading_without_a_rule_id_quotes_nothing():
    assert list(rule_texts("## Choices and defaults\n\nA choice.\n")) == []
