"""Every Rigadoon message speaks RGN, never Python: no repr, no class name (specs/rgn.md, "Errors").

The messages come from every rgn block of the specs and the examples, from
records written to break each rule, from damaged choices, stop squares and
actions tried in the positions of generated games, and from broken RFEN.
A tag value outside its set is checked by the tag code RGN shares with MGN
(``notation/mgn/tags.py``): its message quotes the value as a record writes it.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import attrs

from admiralty.notation.rgn import random_records, read_records
from admiralty.notation.rgn.data import DEFAULT_BOARD
from admiralty.notation.rgn.rfen import parse_rfen
from admiralty.notation.rgn.story import tell
from admiralty.referee.rigadoon import (
    Aground,
    Bump,
    ChangeWind,
    Direction,
    EndTurn,
    Island,
    Pick,
    Repair,
    Sail,
    Sink,
    actions,
    events,
    state,
)
from admiralty.referee.rigadoon.board import FLEET_SHIPS
from admiralty.referee.rigadoon.rules import decide
from admiralty.referee.violation import AdmiraltyError

ROOT = Path(__file__).resolve().parents[2]
SETUP = '[SetUp "B1c9/3,B2f5/0,B3g3/3,B4a8/3,G1e6/2,G2b6/2,G3e1/3,G4a2/3 h2,i6 S die B 1 - *"]\n\n'
PYTHON = re.compile(r"[(=]|(?<![A-Za-z])'|'(?![A-Za-z])")
CLASS_NAMES = {
    name
    for module in (actions, events, state)
    for name, value in vars(module).items()
    if isinstance(value, type) and value.__module__ == module.__name__
}

RECORDS = [
    "1. B1d1-d3/zz *",
    "1. B1d1-d3/B1>G1bump *",
    "1. B1d1-d3/bump999 *",
    "1. W:NNE *",
    "1. B5d1-d3 *",
    "1. B1d1-d3/B1>G9 *",
    "1. B1d1-d10 *",
    "1. B1d1-d3/@z9 *",
    "1. B1d1-e3 *",
    "1. B1e1-e3 *",
    "1. G1f9-f7 *",
    "1. B1d1-d3 B1d3-d4 *",
    "1. B1d1-d3 B2f1-f3 W:E W:W *",
    "1. B1d1-d3 B2f1-f3 W:E B3a6-a7 1... *",
    "1. B1d1-d3 B2f1-f3 B3a6-a7 B4i6-i7 W:E 1... *",
    "1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 G1f9-f7 *",
    "1... B1d1-d3 *",
    "1. B1d1-d3 $1 *",
    "1. B1d1-d3 (1. B1d1-d2) *",
    "1. B1+ *",
    '[Termination "islands"]\n1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 *',
    '[Result "blue"]\n1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 *',
    "1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 green",
    '[SetUp "nonsense"]\n*',
    '[SetUp "B1d1/3,B2d1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4 N die B 1 - *"]\n*',
    SETUP + "1. B1c9-f6/B2>B3,sink@b9 *",
    SETUP + "1. B1c9-f6/sink *",
    SETUP + "1. B1c9-f6/sink@b8 *",
    SETUP + "1. B1c9-f6/sink@b9,@h1 *",
    SETUP + "1. B1c9-f6/sink@b9,bump *",
    SETUP + "1. B1c9-f6/bump,sink@b9 *",
    SETUP + "1. B1c9-f6/bump2,sink@b9 *",
    SETUP + "1. B1c9-f6/aground,sink@b9 *",
    SETUP + "1. B1c9-f6/sink@b9 B3i3-g1/sink *",
    SETUP + "1. B1c9-f6/sink@b9 B3i3-g1/bump1+aground *",
    SETUP + "1. B1c9-f6/sink@b9 B3i3-g1/bump3+sink@h1 *",
    SETUP + "1. B1c9-f6/sink@b9 B3i3-g1/bump5 *",
    SETUP + "1. B1c9-f6/sink@b9 B3i3-g1/bump1+sink@h1 B4a8-b9 W:E B2+ B2f5-f6 *",
    SETUP + "1. B1c9-f6/sink@b9 B2f5-f6 *",
    SETUP + "1. B2f3-f4 *",
]
"""Records written to break the RGN-*, RFEN-* and RIG-* rules a record can break."""

RFEN = [
    "x",
    "B1d1/3 e4 N die B 1 - *",
    "B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4 NNE die B 1 - *",
    "B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4 N die B 1 - B:won",
    "B1d1/3!!,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4 N die B 1 - *",
    "B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4c2/3 e4 N die B 1 - *",
    "B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4,e4 N die B 1 - *",
    "B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4 N N B 1 - *",
    "B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4z4/3 e4 N die B 1 - *",
    "B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4 N die X 1 - *",
]


def _record_messages() -> list[str]:
    blocks = [
        block
        for doc in [*sorted((ROOT / "specs").glob("*.md")), ROOT / "README.md"]
        for block in re.findall(r"```rgn\n(.*?)```", doc.read_text(encoding="utf-8"), re.S)
    ]
    texts = RECORDS + blocks + [path.read_text(encoding="utf-8") for path in sorted(ROOT.glob("examples/*.rgn"))]
    return [error.message for text in texts for record in read_records(text.splitlines()) for error in record.errors]


def _damaged(sail: Sail, rng: random.Random) -> Sail:
    """``sail`` with its choices, stop square or ship damaged at random."""
    squares = range(len(DEFAULT_BOARD.kinds))
    pool = [
        Pick(rng.choice(FLEET_SHIPS), rng.choice(FLEET_SHIPS)),
        Bump(rng.choice([None, 0, 1, 2, 3])),
        Sink(rng.randrange(3)),
        Aground(rng.randrange(3)),
        Island(rng.choice(squares)),
    ]
    choices = list(sail.choices)
    for _ in range(rng.randrange(1, 3)):
        choices.insert(rng.randrange(len(choices) + 1), rng.choice(pool))
    if rng.random() < 0.3 and choices:
        choices.pop(rng.randrange(len(choices)))
    stop = rng.choice(squares) if rng.random() < 0.3 else sail.stop
    return attrs.evolve(sail, stop=stop, choices=tuple(choices))


def _fuzzed_messages() -> tuple[list[str], int]:
    """Messages of damaged actions in the positions of generated games, and how many sentences were told."""
    rng, messages, told = random.Random(16), [], 0
    for record in random_records(16, 3, max_turns=8):
        for played in record.actions:
            told += len(tell(played.events, played.before))
            tries: list = [EndTurn(), ChangeWind(rng.choice(list(Direction))), Repair(rng.choice(FLEET_SHIPS))]
            if isinstance(played.action, Sail):
                tries += [_damaged(played.action, rng) for _ in range(5)]
            for action in tries:
                try:
                    decide(played.before, action)
                except AdmiraltyError as error:
                    messages.append(error.violation.message)
    return messages, told


def _rfen_messages() -> list[str]:
    messages = []
    for text in RFEN:
        try:
            parse_rfen(text, DEFAULT_BOARD)
        except AdmiraltyError as error:
            messages.append(error.violation.message)
    return messages


def _pythonic(message: str) -> bool:
    return bool(PYTHON.search(message)) or any(re.search(rf"\b{name}\b", message) for name in CLASS_NAMES)


def test_no_rigadoon_message_shows_python():
    """No message holds a parenthesis, an equals sign, a quote or a class name of the referee."""
    fuzzed, told = _fuzzed_messages()
    messages = set(_record_messages() + fuzzed + _rfen_messages())
    assert len(messages) > 60 and told > 100
    assert sorted(message for message in messages if _pythonic(message)) == []


def test_the_scan_covers_every_kind_of_record_error():
    """The records above break every rule a record can break, so the scan sees each one's messages."""
    rules = {error.rule for text in RECORDS for record in read_records(text.splitlines()) for error in record.errors}
    assert rules >= {
        "RGN-SYNTAX",
        "RGN-SHIP",
        "RGN-SQUARE",
        "RGN-TAG",
        "RGN-RESULT",
        "RFEN-SYNTAX",
        "RFEN-POSITION",
        "RIG-ACT",
        "RIG-WIND",
        "RIG-TURN-END",
        "RIG-SAIL-REACH",
        "RIG-CHOICE",
        "RIG-CHEST",
        "RIG-AGROUND",
    }


def test_a_pythonic_message_would_be_caught():
    """The scan's own check: a repr or a class name is found."""
    assert _pythonic("The choice Bump(pushes=None) is never used.") and _pythonic("Pick B1 G1")
    assert not _pythonic("The choice bump is never used: no other chest is met.")
