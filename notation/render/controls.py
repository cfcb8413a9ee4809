r"""Control and bidirectional characters escaped in every output, one function per output kind (issue 29,
finding 9).

A name, a tag or a comment comes from a record or a user: raw, an ESC or a C1
CSI drives a terminal (``ESC ]0;pwned BEL`` retitles it), and a bidi override
(RLO) reorders the text a browser or a spreadsheet shows. Each is written as
its visible escape (``\x1b``, ``\u202e``), never as itself:

- :func:`terminal`: every such character (a line break too: one line stays one line);
- :func:`csv_cell`: every such character but tab, line feed and carriage return, which a quoted CSV cell
  holds as data (a cell starting with tab or carriage return is then neutralised as a formula is);
- :func:`html_text`: HTML-escaped too, every such character but tab, line feed and carriage return,
  which HTML reads as blanks (Markdown's :func:`notation.render.markdown.text` builds on it).

JSON needs none of this: its encoder writes every control character as an escape,
and a bidi override stays data inside a string.
"""

from __future__ import annotations

import re
from html import escape

CONTROLS = "\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
"""C0, DEL, C1 (ESC, BEL, CSI ...), and the bidirectional marks, embeddings, overrides and isolates."""

_EVERY = re.compile(f"[{CONTROLS}]")
_BUT_BLANKS = re.compile(f"(?![\t\n\r])[{CONTROLS}]")


def _escape(match: re.Match[str]) -> str:
    return match.group().encode("unicode_escape").decode("ascii")


def terminal(text: str) -> str:
    r"""``text`` as a terminal should show it: every control and bidi character as its escape.

    >>> print(terminal("Ann\x1b]0;pwned\x07 \u202eevil\nBob\x9b"))
    Ann\x1b]0;pwned\x07 \u202eevil\nBob\x9b
    """
    return _EVERY.sub(_escape, text)


def blanks_kept(text: str) -> str:
    r"""``text`` with every control and bidi character as its escape but the blanks (tab, line feed, carriage
    return): what a CSV cell and an HTML page hold (a template's every value goes through it).

    >>> blanks_kept("Ann\x1b[31m\u202e\tB")
    'Ann\\x1b[31m\\u202e\tB'
    """
    if text.isprintable():  # every character escaped is one Python does not print: most texts have none
        return text
    return _BUT_BLANKS.sub(_escape, text)


def csv_cell(text: str) -> str:
    r"""A CSV cell's text: every control and bidi character as its escape but tab, line feed and carriage return.

    >>> csv_cell("Ann\x1b[31m\u202e\tB")
    'Ann\\x1b[31m\\u202e\tB'
    """
    return blanks_kept(text)


def html_text(text: str, quote: bool = True) -> str:
    r"""``text`` as HTML text: HTML-escaped, every control and bidi character as its visible escape but the
    blanks (tab, line feed, carriage return).

    >>> print(html_text("<b>\u202eAnn\x1b</b>"))
    &lt;b&gt;\u202eAnn\x1b&lt;/b&gt;
    """
    return escape(blanks_kept(text), quote)
