"""A maneuver that breaks a rule tells what it did first: its error carries the events up to the violation
(errors are data, RIG-MANEUVER)."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from admiralty.referee.rigadoon.actions import Aground, Island, Pick, Sail
from admiralty.referee.rigadoon.events import Attacked, Blasted, GameEnded, MastLost, Sailed
from admiralty.referee.rigadoon.reducer import replay
from admiralty.referee.rigadoon.rules import decide
from admiralty.referee.violation import AdmiraltyError
from tests.rigadoon.conftest import position, sail, sq
from tests.rigadoon.strategies import Game, games

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

THOUSAND = position("B1c9/3 B2f5/0 B3g3/3 B4a8/3 G1e6/2 G2b6/2 G3e1/3 G4a2/3", "h2,i6", wind="S")
PICKS = (Pick("B1", "B2"), Pick("B1", "G1"), Pick("B2", "B3"), Pick("G1", "G2"))


def _refused(state, action) -> AdmiraltyError:
    with pytest.raises(AdmiraltyError) as caught:
        decide(state, action)
    return caught.value


def _chain_sails(game: Game) -> list[tuple]:
    """Each sail of ``game`` whose maneuver made an attack, with the state it was played in and its events."""
    befores = (game.initial, *game.states)
    return [
        (befores[index], action, events)
        for index, (action, events) in enumerate(zip(game.actions, game.events))
        if isinstance(action, Sail) and any(isinstance(event, Attacked) for event in events)
    ]


@settings(SETTINGS)
@given(games, st.data())
def test_a_choice_never_used_carries_the_whole_maneuver(game: Game, data):
    for before, action, events in _chain_sails(game):
        if isinstance(events[-1], GameEnded):
            continue
        island = data.draw(st.sampled_from(before.board.islands))
        error = _refused(before, attrs.evolve(action, choices=(*action.choices, Island(island))))
        assert error.violation.rule == "RIG-CHOICE"
        assert error.events == events


@settings(SETTINGS)
@given(games)
def test_a_first_pick_that_is_not_pending_carries_the_maneuver_up_to_the_first_attack(game: Game):
    for before, action, events in _chain_sails(game):
        bad = Pick("B9", "G9")
        error = _refused(before, attrs.evolve(action, choices=(bad, *action.choices)))
        first_attack = next(index for index, event in enumerate(events) if isinstance(event, Attacked))
        assert error.violation.rule == "RIG-CHOICE"
        assert error.events == events[:first_attack]
        assert replay(before, error.events).events == before.events + first_attack


def test_a_pick_that_is_not_pending_carries_the_attacks_made_before_it():
    """The rule book's "A thousand words" with G2>B3 for the fourth pick: three attacks were made."""
    error = _refused(THOUSAND, sail("B1", "c9", "f6", *PICKS[:3], Pick("G2", "B3"), Island(sq("b9"))))
    assert error.violation.rule == "RIG-CHOICE"
    assert [type(event) for event in error.events] == [Sailed] + [Attacked, Blasted] + [Attacked, MastLost, Blasted] * 2
    assert [event.seq for event in error.events] == list(range(len(error.events)))


def test_a_blast_stopped_by_an_error_carries_its_mast_loss_and_the_square_it_moved():
    """G2 is blasted west across the edge onto the chest on i6: running aground there is refused (open
    water), after G2 lost its mast and moved one square, to a6."""
    error = _refused(THOUSAND, sail("B1", "c9", "f6", *PICKS, Aground()))
    assert error.violation.rule == "RIG-AGROUND"
    *_, attack, lost, blast = error.events
    assert attack == Attacked(attack.seq, "G1", "G2") and lost == MastLost(lost.seq, "G2", 1)
    assert blast == Blasted(blast.seq, "G2", sq("b6"), sq("a6"), 1)
    assert replay(THOUSAND, error.events).ship("G2").square == sq("a6")


def test_a_sail_that_cannot_be_made_did_nothing():
    """B1 cannot sail through the island b9: its sail is refused before anything happened."""
    error = _refused(THOUSAND, sail("B1", "c9", "a9"))
    assert error.violation.rule == "RIG-SAIL-PATH" and error.events == ()
