"""The organiser's withdrawal of pairings (issue 27), over values: a pairing nothing rests on is withdrawn and the
round may be paired anew; one with a decision, an attached record, a result sheet's result or a record is refused,
naming what rests on it."""

from __future__ import annotations

import pytest

from admiralty.referee.tournament.accounting import account
from admiralty.referee.tournament.checks import StoredGameFacts
from admiralty.referee.tournament.events import (
    DecisionAnnulled,
    LateEntry,
    PairingsWithdrawn,
    PlayerRegistered,
    PlayerWithdrawn,
    RecordAttached,
    ResultDecided,
    ResultEntered,
    RoundPaired,
    Seating,
    TournamentCreated,
)
from admiralty.referee.tournament.ledger import Pair, fold
from admiralty.referee.tournament.matching import placed
from admiralty.referee.tournament.standings import Result, standings
from admiralty.referee.tournament.withdrawals import refuse_recorded, replaced, unpair
from admiralty.referee.violation import AdmiraltyError
from tests.tournament.ledgers import Line, appended, outcome_of, turns_of

PLAYERS = [PlayerRegistered(id, name) for id, name in (("am", "Anne Morgan"), ("gr", "Gael Riou"), ("yl", "Yann"))]
PAIRED = appended(
    None, [TournamentCreated("Open", ("mad",)), *PLAYERS, RoundPaired(1, (Seating("am", "gr"), Seating("yl")))]
)


def test_a_withdrawn_pairing_is_no_longer_in_force_and_may_be_paired_anew():
    state = appended(PAIRED, [unpair(PAIRED, 1, ("am", "gr"), "M. T.", "Mistyped")])
    assert state.pairs == (Pair(1, "yl", None),)
    again = appended(state, [RoundPaired(1, (Seating("gr", "am"),))])
    assert Pair(1, "gr", "am") in again.pairs and fold(list(again.entries)) == again


def test_a_whole_round_is_withdrawn():
    event = unpair(PAIRED, 1, None)
    assert event == PairingsWithdrawn(1, (Seating("am", "gr"), Seating("yl")))
    assert appended(PAIRED, [event]).pairs == ()


def test_a_round_without_pairings_has_nothing_to_withdraw():
    with pytest.raises(AdmiraltyError, match="Round 2 has no pairing to withdraw"):
        unpair(PAIRED, 2, None)


def test_a_pairing_not_in_force_is_refused():
    with pytest.raises(AdmiraltyError, match="against gr: write am-gr, the first seat first"):
        appended(PAIRED, [unpair(PAIRED, 1, ("gr", "am"))])


@pytest.mark.parametrize(
    ("event", "named"),
    [
        (ResultDecided(1, "am", "gr", "first/forfeit", "M. T.", "absent"), "decision 5 rests on it"),
        (RecordAttached(1, 1, "am", "gr", "M. T.", "no tag"), "game 1, attached by event 5 rests on it"),
        (ResultEntered(1, "am", "gr", "first"), r"the result sheet's result \(event 5\) rests on it"),
    ],
)
def test_what_rests_on_a_pairing_is_named(event, named):
    games = {1: StoredGameFacts(("Anne Morgan", "Gael Riou"), False)}
    state = appended(PAIRED, [event], games)
    with pytest.raises(AdmiraltyError, match=rf"Round 1, am - gr cannot be withdrawn: {named} \(annul it first\)"):
        appended(state, [unpair(state, 1, ("am", "gr"))])
    undone = appended(state, [DecisionAnnulled(5, "M. T.", "Wrong round")])
    assert appended(undone, [unpair(undone, 1, ("am", "gr"))]).pairs == (Pair(1, "yl", None),)


def test_a_record_matched_to_the_pairing_is_named():
    games = placed(PAIRED, [Line(7, ("Anne Morgan", "Gael Riou"), "red", "1")], {7: "k7"}, ())
    with pytest.raises(AdmiraltyError, match=r"game 7 of the store counts for it \(exclude it first\)"):
        refuse_recorded([unpair(PAIRED, 1, None)], games)


def test_a_round_is_declared_anew():
    events = replaced(PAIRED, [RoundPaired(1, (Seating("gr", "yl"), Seating("am")))])
    state = appended(PAIRED, events)
    assert state.pairs == (Pair(1, "gr", "yl"), Pair(1, "am", None))


class TestPlayerWithdrawn:
    LEFT = appended(PAIRED, [PlayerWithdrawn("gr", 2, "M. T.", "Left")])

    def test_a_withdrawn_player_is_paired_no_more(self):
        with pytest.raises(AdmiraltyError, match=r"gr withdrew from round 2 \(event 5\): they are paired no more"):
            appended(self.LEFT, [RoundPaired(3, (Seating("am", "gr"),))])
        assert self.LEFT.withdrawn_from() == {"gr": 2}

    def test_a_withdrawal_is_annulled_like_a_decision(self):
        state = appended(self.LEFT, [DecisionAnnulled(5, "M. T.", "Came back"), RoundPaired(3, (Seating("am", "gr"),))])
        assert state.withdrawn_from() == {}

    def test_a_player_withdraws_once(self):
        with pytest.raises(AdmiraltyError, match=r"gr already withdrew from round 2 \(event 5\)"):
            appended(self.LEFT, [PlayerWithdrawn("gr", 3, "M. T.", "Left")])

    def test_a_withdrawal_names_who_and_why(self):
        with pytest.raises(AdmiraltyError, match="names who made it and why"):
            appended(PAIRED, [PlayerWithdrawn("gr", 2, "", "")])

    def test_their_pairing_left_open_says_what_the_arbiter_does(self):
        state = appended(PAIRED, [PlayerWithdrawn("gr", 1, "M. T.", "Left")])
        found = account("Open", state, [], outcome_of, turns_of({}))
        (item,) = found.open
        assert item.detail.startswith("gr withdrew from round 1: decide a forfeit")

    def test_the_standings_mark_them(self):
        table = standings([Result(1, "am", "gr", "first")], withdrawn=self.LEFT.withdrawn_from())
        assert [(row.player, row.withdrawn) for row in table] == [("am", None), ("gr", 2)]


class TestLateEntry:
    LATE = appended(PAIRED, [PlayerRegistered("jb", "Jeanne Bihan"), LateEntry("jb", 3)])

    def test_a_late_entrant_is_not_paired_before_their_round(self):
        with pytest.raises(AdmiraltyError, match="jb entered late, from round 3: they are not paired in round 2"):
            appended(self.LATE, [RoundPaired(2, (Seating("jb", "am"),))])
        assert Pair(3, "jb", "am") in appended(self.LATE, [RoundPaired(3, (Seating("jb", "am"),))]).pairs

    def test_a_late_entry_is_from_round_2_and_once(self):
        with pytest.raises(AdmiraltyError, match="from a round from 2"):
            appended(PAIRED, [LateEntry("am", 1)])
        with pytest.raises(AdmiraltyError, match="already entered late, from round 3"):
            appended(self.LATE, [LateEntry("jb", 4)])
        with pytest.raises(AdmiraltyError, match="am is paired in round 1, before round 2"):
            appended(PAIRED, [LateEntry("am", 2)])

    def test_the_rounds_missed_count_nothing_by_default(self):
        found = account("Open", self.LATE, [], outcome_of, turns_of({}))
        assert all(each.result.first != "jb" for each in found.counted)

    def test_the_rounds_missed_count_the_scorings_late_entry_points(self):
        created = TournamentCreated("Open", ("mad",), (("late_entry", 1.0),))
        state = appended(None, [created, *PLAYERS, PlayerRegistered("jb", "Jeanne Bihan"), LateEntry("jb", 3)])
        found = account("Open", state, [], outcome_of, turns_of({}))
        missed = [(each.result.round, each.result.source, each.note) for each in found.counted]
        assert missed == [(1, "late entry", "late entry from round 3"), (2, "late entry", "late entry from round 3")]
        (row,) = [row for row in standings(found.results) if row.player == "jb"]
        assert (row.points, row.byes) == (2, 2)
