"""Writing MGN: the canonical text of a game record (MGN.md "Writers").

Canonical MGN gives every tag of the roster and the rule tags, FROM squares,
exact markers and ``#``; Blue's turns carry ``N...`` after a comment or a
variation, as in PGN. Reading canonical output gives back the same game.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from admiralty.notation.mgn.mfen import write_mfen
from admiralty.notation.mgn.record import GameRecord, Line, PlayedTurn
from admiralty.notation.mgn.tags import ROSTER, RULE_TAGS
from admiralty.notation.mgn.turn import write_event
from admiralty.referee.mad import Side, State

LINE_WIDTH = 79


def escape(value: str) -> str:
    """A tag value with ``\\`` and ``\"`` escaped."""
    return value.replace("\\", "\\\\").replace('"', '\\"')


def canonical_tags(record: GameRecord[PlayedTurn]) -> list[tuple[str, str]]:
    """The tags a canonical record carries, in their canonical order."""
    given = dict(record.tags)
    rules = record.start.rules
    known = {
        "Board": rules.board.name,
        "Positioning": "on" if rules.positioning else "off",
        "TieBreak": str(rules.tiebreak),
    }
    tags = [(name, given.get(name, "?")) for name in ROSTER]
    tags += [(name, known[name]) for name in RULE_TAGS]
    if "SetUp" in given:
        tags.append(("SetUp", write_mfen(record.start)))
    if record.final.outcome is not None:
        tags.append(("Termination", record.final.termination.value))
    tags.append(("Result", record.final.result))
    written = {name for name, _ in tags} | {"Termination"}
    tags += [(name, value) for name, value in record.tags if name not in written]
    return tags


def comment(text: str) -> str:
    """A ``{}`` comment; a ``}`` in the text becomes ``)``."""
    return "{" + text.replace("}", ")") + "}"


def move_number(state: State) -> str:
    """The move number that introduces the turn played from ``state``: ``N.`` before Red's turn, ``N...``
    before Blue's, turn T being move (T + 1) // 2 (specs/mgn.md, move numbers).

    >>> from admiralty.notation.mgn.mfen import parse_mfen
    >>> move_number(parse_mfen("..../.b111../..../.r211../..../.r111.. b 12 0 -"))
    '6...'
    """
    return f"{(state.turn + 1) // 2}{'.' if state.side is Side.RED else '...'}"


def _line_tokens(line: Line[PlayedTurn]) -> Iterator[str]:
    """The movetext tokens of a line, variations nested."""
    yield from (comment(text) for text in line.comments)
    numbered = False
    for played in line.turns:
        before: State = played.before
        if before.side is Side.RED or not numbered:
            yield move_number(before)
        yield write_event(before, played.event, played.after) + (played.glyph or "")
        yield from (f"${nag}" for nag in played.nags)
        yield from (comment(text) for text in played.comments)
        for variation in played.variations:
            yield "(" + " ".join(_line_tokens(variation)) + ")"
        numbered = before.side is Side.RED and not played.comments and not played.variations and not played.nags


def wrap(tokens: Iterator[str]) -> str:
    """Movetext tokens as lines of at most ``LINE_WIDTH`` characters (a longer token stands alone)."""
    lines: list[str] = []
    current = ""
    for token in tokens:
        if current and len(current) + 1 + len(token) > LINE_WIDTH:
            lines.append(current)
            current = token
        else:
            current = f"{current} {token}" if current else token
    lines.append(current)
    return "\n".join(lines)


def write_game(record: GameRecord[PlayedTurn]) -> str:
    """The canonical MGN of a valid game, ending with a newline.

    >>> from admiralty.notation.mgn import parse_game
    >>> print(write_game(parse_game("1. 211-c4 *")), end="")
    [Event "?"]
    [Site "?"]
    [Date "?"]
    [Round "?"]
    [Red "?"]
    [Blue "?"]
    [Board "6x4"]
    [Positioning "off"]
    [TieBreak "40"]
    [Result "*"]
    <BLANKLINE>
    1. 211c2-c4 *
    """
    tokens = list(_line_tokens(record.main)) + [record.final.result]
    return write_record(canonical_tags(record), iter(tokens))


def write_record(tags: list[tuple[str, str]], tokens: Iterator[str]) -> str:
    """A record's text: its tags, a blank line, the wrapped movetext, a newline."""
    head = "\n".join(f'[{name} "{escape(value)}"]' for name, value in tags)
    return f"{head}\n\n{wrap(tokens)}\n"


def write_games(records: Iterable[GameRecord[PlayedTurn]]) -> str:
    """Several games, a blank line between each."""
    return "\n".join(write_game(record) for record in records)
