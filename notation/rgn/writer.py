"""Writing RGN: the canonical text of a Rigadoon game record (specs/rgn.md, "Canonical form").

Canonical RGN gives every tag of the roster and the set-up tags, numbers every
turn (``N.`` and ``N...``) and writes every choice of every sail explicitly.
Reading canonical output gives back the same game.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from admiralty.notation.mgn.writer import comment, write_record
from admiralty.notation.rgn.record import RigadoonRecord
from admiralty.notation.rgn.rfen import write_rfen
from admiralty.notation.rgn.tags import ROSTER, board_name, first_fleet, result_of, termination_of
from admiralty.notation.rgn.turn import move_number, write_action, write_written
from admiralty.referee.rigadoon import EndTurn


def canonical_tags(record: RigadoonRecord) -> list[tuple[str, str]]:
    """The tags a canonical record carries, in their canonical order."""
    given, start = dict(record.tags), record.start
    tags = [(name, given.get(name, "?")) for name in ROSTER]
    tags += [
        ("First", first_fleet(start).name.lower()),
        ("Wind", start.wind.name),
        ("WindSource", "dice" if start.deck is None else "cards"),
        ("Board", board_name(start.board)),
    ]
    if "SetUp" in given:
        tags.append(("SetUp", write_rfen(start)))
    if record.final.outcome is not None:
        tags.append(("Termination", termination_of(record.final)))
    tags.append(("Result", result_of(record.final)))
    written = {name for name, _ in tags} | {"Termination"}
    return tags + [(name, value) for name, value in record.tags if name not in written]


def _tokens(record: RigadoonRecord, canonical: bool) -> Iterator[str]:
    """The movetext tokens: a move number before each turn, the end of a turn's comments after it."""
    yield from (comment(text) for text in record.comments)
    opening = True
    closing: tuple[str, ...] = ()
    for played in record.actions:
        if isinstance(played.action, EndTurn):
            opening, closing = True, played.comments
            continue
        if opening:
            yield move_number(played.before.turn)
            yield from (comment(text) for text in closing)
            opening, closing = False, ()
        token = (
            write_action(played.before, played.action, played.events)
            if canonical
            else write_written(played.before, played.action)
        )
        yield token + (played.glyph or "")
        yield from (f"${nag}" for nag in played.nags)
        yield from (comment(text) for text in played.comments)


def write_game(record: RigadoonRecord, canonical: bool = True) -> str:
    """The canonical RGN of a valid game, ending with a newline.

    With ``canonical`` False, each sail keeps its choices as they were read
    (the short form, defaults left out) instead of every choice written.

    >>> from admiralty.notation.rgn import parse_game
    >>> print(write_game(parse_game("1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 *")), end="")
    [Event "?"]
    [Site "?"]
    [Date "?"]
    [Round "?"]
    [Blue "?"]
    [Green "?"]
    [First "blue"]
    [Wind "N"]
    [WindSource "cards"]
    [Board "default"]
    [Result "*"]
    <BLANKLINE>
    1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 *
    """
    return write_record(canonical_tags(record), iter([*_tokens(record, canonical), result_of(record.final)]))


def write_games(records: Iterable[RigadoonRecord], canonical: bool = True) -> str:
    """Several games, a blank line between each."""
    return "\n".join(write_game(record, canonical) for record in records)
