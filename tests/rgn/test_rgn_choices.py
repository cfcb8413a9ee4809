"""RGN choices a person can write: each kind of choice is its own sequence (specs/rgn.md, "Choices")."""

from __future__ import annotations

import itertools
from pathlib import Path

import attrs
import pytest

from admiralty.notation.rgn import read_records
from admiralty.notation.rgn.turn import write_written
from admiralty.referee.rigadoon import EndTurn, Island, Pick, Sail

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
THOUSAND = (EXAMPLES / "thousand-words.rgn").read_text(encoding="utf-8")
SETUP = '[SetUp "B1c9/3,B2f5/0,B3g3/3,B4a8/3,G1e6/2,G2b6/2,G3e1/3,G4a2/3 h2,i6 S die B 1 - *"]\n\n'


def _kind(choice) -> int:
    return 0 if isinstance(choice, Pick) else 2 if isinstance(choice, Island) else 1


def _interleavings(choices: tuple) -> list[tuple]:
    """Every order of ``choices`` that keeps each kind's own order."""
    kinds = [_kind(choice) for choice in choices]
    found = []
    for order in sorted(set(itertools.permutations(kinds))):
        queues = [[c for c in choices if _kind(c) == kind] for kind in range(3)]
        found.append(tuple(queues[kind].pop(0) for kind in order))
    return found


def _read(text: str):
    (record,) = read_records(text.splitlines())
    return record


def _movetext(record, replaced: dict[int, tuple]) -> str:
    """The record's actions, the sails at the given indices with other choices."""
    tokens = []
    for index, played in enumerate(record.actions):
        action = played.action
        if isinstance(action, EndTurn):
            continue
        if isinstance(action, Sail) and index in replaced:
            action = attrs.evolve(action, choices=replaced[index])
        tokens.append(write_written(played.before, action))
    return "1. " + " ".join(tokens) + " *"


def test_every_interleaving_of_the_kinds_of_choices_gives_the_same_game():
    """examples/thousand-words.rgn with each sail's choices in any interleaving of kinds (60 records)."""
    original = _read(THOUSAND)
    sails = [
        i for i, played in enumerate(original.actions) if isinstance(played.action, Sail) and played.action.choices
    ]
    orders = [_interleavings(original.actions[i].action.choices) for i in sails]
    assert [len(order) for order in orders] == [30, 2]
    for combination in itertools.product(*orders):
        text = _movetext(original, dict(zip(sails, combination)))
        again = _read(SETUP + text)
        assert not again.errors, text
        assert [p.events for p in again.actions] == [p.events for p in original.actions], text


@pytest.mark.parametrize(
    ("choices", "message"),
    [
        ("B2>B3,sink@b9", "B2>B3 is not a pending attack; pending: B1>B2, B1>G1."),
        ("B1>B2,B1>G1,B2>B3,G1>G2,G1>B1,sink@b9", "The choice G1>B1 is never used: no other attack is made."),
        ("sink@b9,bump", "The choice bump is never used: no other chest is met."),
        ("sink@b9,@h1", "The choice @h1 is never used: no other chest is sunk."),
        ("sink@b8", "@b8 names b8, which is not an island."),
    ],
)
def test_a_choice_that_does_not_fit_is_named_as_written(choices, message):
    """RIG-CHOICE names the choice in RGN, never skipped for a later point."""
    error = _read(f"{SETUP}1. B1c9-f6/{choices} *").errors[0]
    assert (error.rule, error.message) == ("RIG-CHOICE", message)
