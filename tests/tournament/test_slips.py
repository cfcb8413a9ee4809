"""The organiser's likely slips (issue 27), over values: a repeat pairing, a second bye, a round paired past a gap."""

from __future__ import annotations

from admiralty.referee.tournament.events import PlayerRegistered, RoundPaired, Seating, TournamentCreated
from admiralty.referee.tournament.slips import slips
from tests.tournament.ledgers import appended

PLAYERS = [PlayerRegistered(id, id.upper()) for id in ("am", "gr", "yl")]
STATE = appended(
    None, [TournamentCreated("Open", ("mad",)), *PLAYERS, RoundPaired(1, (Seating("am", "gr"), Seating("yl")))]
)


def test_a_repeat_pairing_in_either_seats():
    assert slips(STATE, [RoundPaired(2, (Seating("gr", "am"),))]) == ["gr and am already met in round 1."]


def test_a_second_bye():
    assert slips(STATE, [RoundPaired(2, (Seating("yl"),))]) == [
        "yl already had a bye in round 1: this is a second bye."
    ]


def test_a_round_past_a_gap():
    assert slips(STATE, [RoundPaired(5, (Seating("am", "yl"),))]) == [
        "Round 5 is paired while rounds 2-4 have no pairing."
    ]


def test_a_ledger_begun_midway_and_new_pairings_are_no_slip():
    later = appended(None, [TournamentCreated("Open", ("mad",)), *PLAYERS])
    assert slips(later, [RoundPaired(4, (Seating("am", "gr"),))]) == []
    assert slips(STATE, [RoundPaired(2, (Seating("am", "yl"), Seating("gr")))]) == []


def test_the_rounds_of_one_file_are_read_in_turn():
    assert slips(STATE, [RoundPaired(2, (Seating("am", "yl"),)), RoundPaired(3, (Seating("yl", "am"),))]) == [
        "yl and am already met in round 2."
    ]
