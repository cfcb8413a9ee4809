"""``annul`` of any organiser or arbiter event nothing later rests on (issue 27), over values: a round's declaration,
a registration, a late entry; refused naming what rests on it."""

from __future__ import annotations

import pytest

from admiralty.referee.tournament.events import (
    DecisionAnnulled,
    LateEntry,
    PairingsWithdrawn,
    PlayerRegistered,
    ResultDecided,
    RoundPaired,
    Seating,
    TournamentCreated,
)
from admiralty.referee.tournament.ledger import Pair, fold
from admiralty.referee.violation import AdmiraltyError
from tests.tournament.ledgers import appended

PLAYERS = [PlayerRegistered("am", "Anne Morgan"), PlayerRegistered("gr", "Gael Riou"), PlayerRegistered("yl", "Yann")]
PAIRED = appended(None, [TournamentCreated("Open", ("mad",)), *PLAYERS, RoundPaired(7, (Seating("am", "gr"),))])
"""Round 7 paired by mistake (event 4)."""


def _annul(state, seq):
    return appended(state, [DecisionAnnulled(seq, "M. T.", "Mistyped")])


def test_a_mistyped_round_is_annulled_and_may_be_paired_again():
    state = _annul(PAIRED, 4)
    assert state.pairs == () and fold(list(state.entries)) == state
    assert appended(state, [RoundPaired(1, (Seating("am", "gr"),))]).pairs == (Pair(1, "am", "gr"),)


def test_a_round_a_decision_rests_on_is_refused_naming_it():
    state = appended(PAIRED, [ResultDecided(7, "am", "gr", "first/forfeit", "M. T.", "absent")])
    with pytest.raises(AdmiraltyError, match="Event 4 cannot be annulled: decision 5 of round 7, am - gr rests on it"):
        _annul(state, 4)


def test_a_round_withdrawn_since_is_refused():
    state = appended(PAIRED, [PairingsWithdrawn(7, (Seating("am", "gr"),))])
    with pytest.raises(AdmiraltyError, match="no longer in force"):
        _annul(state, 4)


def test_a_registration_is_annulled_while_nothing_names_the_player():
    state = _annul(PAIRED, 3)
    assert list(state.players) == ["am", "gr"] and fold(list(state.entries)) == state
    with pytest.raises(AdmiraltyError, match="Event 1 cannot be annulled: round 7, am - gr rests on it"):
        _annul(PAIRED, 1)


def test_a_late_entry_is_annulled():
    state = appended(PAIRED, [LateEntry("yl", 3)])
    with pytest.raises(AdmiraltyError, match="the late entry of yl rests on it"):
        _annul(state, 3)
    assert _annul(state, 5).late_entries() == {}


def test_the_creation_and_an_annulment_are_not_annulled():
    state = _annul(PAIRED, 4)
    with pytest.raises(AdmiraltyError, match=r"Event 5 of the ledger is an annulment, which cannot be annulled"):
        _annul(state, 5)
