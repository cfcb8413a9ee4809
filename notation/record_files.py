"""Whether a file can be a game record at all, before ``import`` keeps it for ever (specs/store.md, "Files that
are not records").

``import`` stores every file it is given, byte for byte, and nothing stored is ever deleted: a players table, an
image or a file saved in another encoding would stay in the store as an invalid "game" of the tournament. So a
file is refused before anything of it is stored when it

1. is a CSV table (its suffix says so),
2. is not text: it holds a NUL byte, or bytes that are not UTF-8 after the BOM (a UTF-16 file, a Latin-1 one),
3. holds no game: no tag and no move number anywhere.

``validate`` still judges such a file (it keeps nothing): this is the importer's question. Each check reads the
bytes once, front to back, and stops at its answer, so it costs no more than reading the file, and the text is
decoded a chunk at a time, so it holds no second copy of a large file.
"""

from __future__ import annotations

import codecs
import io
from pathlib import PurePath

from admiralty.notation.tokens import Kind, Token, tokenize
from admiralty.notation.verdict import text_lines

BOM = codecs.BOM_UTF8
"""A UTF-8 byte order mark, which may open a record (specs/mgn.md, "BOM")."""

TABLE_SUFFIXES = (".csv", ".tsv")
"""The suffixes of the organiser's tables (players, pairings, results), which go to the ``tournament`` commands."""

SIGNATURES = (
    (b"\x89PNG", "a PNG image, not text"),
    (b"\xff\xd8\xff", "a JPEG image, not text"),
    (b"%PDF", "a PDF document, not text"),
    (b"PK\x03\x04", "a ZIP archive (a spreadsheet, a document or a .zip), not text"),
    (b"SQLite format 3\x00", "an SQLite database, not text"),
    (codecs.BOM_UTF16_LE, "UTF-16 text, not UTF-8; save it as UTF-8"),
    (codecs.BOM_UTF16_BE, "UTF-16 text, not UTF-8; save it as UTF-8"),
)
"""The first bytes of the files most often given by mistake, and what they are, so a refusal can say so."""

CHUNK = 2**20
"""How many bytes are decoded at a time when a file is checked for UTF-8."""

GAME_STARTS = frozenset({Kind.TAG, Kind.MOVE_NUMBER})
"""The tokens without which a file holds no game: a tag, or a move number."""


def refusal(name: str, content: bytes) -> str | None:
    """Why the file ``name`` of bytes ``content`` is no game record and must not be stored, in plain words
    (the sentence that follows ``NAME: not stored:``); None when it may be a record (it is then judged).

    >>> refusal("players.csv", b"id,name\\nam,Anne Morgan\\n")
    'it is a CSV table, not a game record (tournament players, pairings or results reads a table)'
    >>> refusal("photo.mgn", b"\\x89PNG\\r\\n\\x1a\\n\\x00\\x00")
    'it is a PNG image, not text'
    >>> refusal("empty.mgn", b"")
    'it is empty'
    >>> refusal("notes.mgn", b"hello *\\n")
    'it holds no game: no tag ([Event "..."]) and no move number (1.)'
    >>> refusal("g.mgn", b"\\xef\\xbb\\xbf1. 211c2-c4 *\\n") is None
    True
    """
    if PurePath(name).suffix.lower() in TABLE_SUFFIXES:
        return "it is a CSV table, not a game record (tournament players, pairings or results reads a table)"
    if not content:
        return "it is empty"
    known = next((what for signature, what in SIGNATURES if content.startswith(signature)), None)
    if known is not None:
        return f"it is {known}"
    nul = content.find(b"\x00")
    if nul >= 0:
        return f"it is not text: it holds a NUL byte ({_place(content, nul)})"
    bad = first_not_utf8(content)
    if bad is not None:
        return f"it is not UTF-8 text: byte 0x{content[bad]:02X} ({_place(content, bad)}); save it as UTF-8"
    if not holds_a_game(content):
        return 'it holds no game: no tag ([Event "..."]) and no move number (1.)'
    return None


def first_not_utf8(content: bytes, chunk: int = CHUNK) -> int | None:
    """The offset of the first byte of ``content`` that is not UTF-8 (after a BOM), None when it all is; decoded
    ``chunk`` bytes at a time.

    >>> first_not_utf8("Kerné".encode()), first_not_utf8("Kerné".encode("latin-1")), first_not_utf8(b"ab\\xe2\\x82")
    (None, 4, 2)
    """
    if content.isascii():
        return None
    decoder = codecs.getincrementaldecoder("utf-8")()
    start = len(BOM) if content.startswith(BOM) else 0
    for offset in range(start, len(content), chunk):
        pending = len(decoder.getstate()[0])  # bytes of a character cut by the chunk before, decoded with these
        try:
            decoder.decode(content[offset : offset + chunk], final=offset + chunk >= len(content))
        except UnicodeDecodeError as error:
            return offset - pending + error.start
    return None


def holds_a_game(content: bytes) -> bool:
    """Whether the text ``content`` holds a tag or a move number, where a game begins; read until the first.

    >>> holds_a_game(b"% a comment\\n{1. not a move}\\n[Event \\"x\\"]\\n"), holds_a_game(b"{1. 211c2-c4} *")
    (True, False)
    """
    tokens = tokenize(text_lines(io.BytesIO(content)))
    return any(isinstance(token, Token) and token.kind in GAME_STARTS for token in tokens)


def _place(content: bytes, offset: int) -> str:
    """``line L, column C`` of the byte at ``offset``, as the reader counts them: lines end at LF, CRLF or a lone
    CR; columns count characters (the text before ``offset`` on its line is UTF-8), after a BOM on line 1."""
    breaks = content.count(b"\n", 0, offset) + content.count(b"\r", 0, offset) - content.count(b"\r\n", 0, offset)
    start = max(content.rfind(b"\n", 0, offset), content.rfind(b"\r", 0, offset)) + 1
    if start == 0 and content.startswith(BOM):
        start = len(BOM)
    column = len(content[start:offset].decode("utf-8", "replace")) + 1
    return f"line {breaks + 1}, column {column}"
