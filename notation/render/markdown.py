r"""Markdown written and read: text from a record as literal Markdown (:func:`text`), a table (:func:`table`),
and the specs' rule texts read with a Markdown parser, markdown-it-py (:func:`rule_texts`).

>>> print("\n".join(table(["rule", "count"], [["MAD-EXPEL", 2], ["a|b", "*x*"]])))
| rule | count |
|---|---|
| MAD-EXPEL | 2 |
| a\|b | \*x\* |
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from markdown_it import MarkdownIt
from markdown_it.token import Token

from admiralty.notation.render.controls import html_text

_MARKS = str.maketrans({mark: "\\" + mark for mark in "\\|`*_[]<>#"})
"""Markdown's marks, each backslashed: written so, they are text (no emphasis, link, code, table cell or heading)."""

_BREAKS = str.maketrans({"\r": " ", "\n": " "})


def text(value: object) -> str:
    r"""``value`` from a record or a user as literal Markdown text: HTML escaped (no ``<script>`` reaches
    a page), Markdown's marks and ``|`` backslashed (no table is broken, no link made), line breaks as
    spaces (a cell stays on its row).

    >>> print(text("a|b <script>alert(1)</script> [x](javascript:y)"))
    a\|b &lt;script&gt;alert(1)&lt;/script&gt; \[x\](javascript:y)
    """
    return html_text(str(value).translate(_BREAKS), quote=False).translate(_MARKS)


def table(header: Sequence[object], rows: Sequence[Sequence[object]]) -> list[str]:
    """A Markdown table of ``header`` and ``rows``, each cell through :func:`text`, as lines."""
    return [_row(header), "|" + "---|" * len(header), *map(_row, rows)]


def _row(cells: Sequence[object]) -> str:
    return "| " + " | ".join(text(cell) for cell in cells) + " |"


def rule_texts(markdown: str) -> Iterator[tuple[str, str]]:
    """Each heading of the Markdown document ``markdown`` that names a rule id (a word such as
    ``MAD-EXPEL``), with the first paragraph under it as a plain sentence (:func:`plain`); a heading
    followed by another heading or a list, before any paragraph, gives nothing.

    >>> list(rule_texts("## MAD-TURN\\n\\n**Rule.** A pass (`--`) breaks [it](mgn.md#x).\\n\\n## Other\\n\\nNo."))
    [('MAD-TURN', 'A pass (--) breaks it.')]
    """
    tokens = _parser().parse(markdown)
    rule: str | None = None
    for at, token in enumerate(tokens):
        if token.type == "heading_open":
            rule = _rule_id(tokens[at + 1].content)
        elif token.type == "paragraph_open" and rule is not None:
            if token.level == 0:
                yield rule, plain(tokens[at + 1])
            rule = None
        elif token.type in ("bullet_list_open", "ordered_list_open", "table_open", "fence", "blockquote_open"):
            rule = None


def _parser() -> MarkdownIt:
    return MarkdownIt("commonmark").enable("table")


def _rule_id(heading: str) -> str | None:
    """The rule id a heading names: its first word of capitals and digits joined by hyphens (``RIG-CHOICE``,
    ``MAD-MOVE-PATH``), else None."""
    for word in heading.translate(_NOT_IN_IDS).split():
        parts = word.split("-")
        if len(parts) > 1 and parts[0].isalpha() and all(_capitals(part) for part in parts):
            return word
    return None


_NOT_IN_IDS = str.maketrans(dict.fromkeys("`()[].,:;*_", " "))


def _capitals(part: str) -> bool:
    """A part of a rule id: capitals and digits only, not empty."""
    return part.isalnum() and part.isascii() and part == part.upper()


RULE_LABEL = [("strong_open", ""), ("text", "Rule."), ("strong_close", "")]
"""The label ``**Rule.**`` that opens a rule's paragraph in specs/mad-rules.md, as markdown-it reads it."""


def plain(inline: Token) -> str:
    """An inline token's text as a plain sentence: emphasis and code marks dropped, a link's text kept
    without its target, a leading ``**Rule.**`` label left out, soft breaks as spaces."""
    children = [child for child in inline.children or () if child.type != "text" or child.content]
    if [(child.type, child.content) for child in children[:3]] == RULE_LABEL:
        children = children[3:]
    words = []
    for child in children:
        if child.type in ("text", "code_inline"):
            words.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            words.append(" ")
    return "".join(words).strip()
