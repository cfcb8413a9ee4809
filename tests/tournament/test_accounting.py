"""Every pairing accounted for once, over values: records matched to pairings, duplicates, discrepancies,
decisions and open items, from listing lines and identity keys given as values, no store."""

from __future__ import annotations

import pytest

from admiralty.referee.tournament.accounting import account
from admiralty.referee.tournament.checks import StoredGameFacts
from admiralty.referee.tournament.choices import refuse_nothing_to_choose
from admiralty.referee.tournament.events import (
    DiscrepancyResolved,
    GameExcluded,
    PlayerRegistered,
    RecordAttached,
    ResultDecided,
    RoundPaired,
    Seating,
    TournamentCreated,
)
from admiralty.referee.tournament.ledger import Pair
from admiralty.referee.tournament.matching import placed, records
from admiralty.referee.violation import AdmiraltyError
from tests.tournament.ledgers import Line, appended, outcome_of, turns_of

PLAYERS = [PlayerRegistered("am", "Anne Morgan", ("Morgan, Anne",)), PlayerRegistered("gr", "Gaël Riou")]
PAIRED = appended(None, [TournamentCreated("Open", ("mad",)), *PLAYERS, RoundPaired(1, (Seating("am", "gr"),))])
AM_GR = Line(1, ("Anne Morgan", "Gael Riou"), "red", "1")


def _stored(*ids):
    """The stored games ``ids`` as the ledger's checks know them: Anne Morgan against Gaël Riou."""
    return {game: StoredGameFacts(AM_GR.players, False) for game in ids}


def _account(state, lines, keys=None, adjudicated=(), turns=None):
    keys = keys or {line.id: f"k{line.id}" for line in lines}
    games = placed(state, lines, keys, adjudicated)
    return account("Open", state, games, outcome_of, turns_of(turns or {}))


class TestMatching:
    def test_a_record_counts_for_the_pairing_its_tags_name(self):
        found = _account(PAIRED, [AM_GR])
        (counted,) = found.counted
        assert (counted.result.outcome, counted.result.source, counted.games) == ("first", "record", (1,))
        assert found.complete and found.games[0].pair == Pair(1, "am", "gr")

    def test_a_name_is_matched_by_any_spelling(self):
        found = _account(PAIRED, [Line(1, ("Morgan, Anne", "GAEL RIOU"), "blue/tb", "1.2")])
        assert found.counted[0].result.outcome == "second/tb"

    def test_wrong_colours_are_reported_and_do_not_count(self):
        (item, missing) = sorted(
            _account(PAIRED, [Line(1, ("Gael Riou", "Anne Morgan"), "red", "1")]).open, key=lambda i: i.what
        )
        assert (item.what, missing.what) == ("no record", "unmatched record")
        assert "wrong colours" in missing.detail

    def test_another_round_is_unmatched(self):
        found = _account(PAIRED, [Line(1, ("Anne Morgan", "Gael Riou"), "red", "2")])
        assert "round 2 does not pair am against gr" in found.open[-1].detail

    def test_an_unregistered_player_is_named(self):
        found = _account(PAIRED, [Line(1, ("Anne Morgan", "Yann"), "red", "1")])
        assert '"Yann" is not a registered player' in found.open[-1].detail

    def test_an_attached_record_in_other_colours_counts_for_its_players(self):
        state = appended(PAIRED, [RecordAttached(1, 1, "am", "gr", "M. T.", "Colours swapped")], _stored(1, 2))
        found = _account(state, [Line(1, ("Gael Riou", "Anne Morgan"), "red", "1")])  # red wins: the second seat
        (counted,) = found.counted
        assert counted.result.outcome == "second" and found.complete

    def test_a_record_of_a_game_not_played_here_can_only_be_excluded(self):
        found = _account(PAIRED, [Line(1, ("Anne Morgan", "Gael Riou"), "blue", "1", kind="rigadoon")])
        detail = found.open[-1].detail
        assert "(rigadoon) is not played in this tournament; exclude it" in detail and "attach" not in detail

    def test_an_excluded_record_is_no_open_item(self):
        state = appended(PAIRED, [GameExcluded(2, "M. T.", "A friendly game")], _stored(1, 2))
        found = _account(state, [AM_GR, Line(2, ("Anne Morgan", "Gael Riou"), "red", "3")])
        assert found.complete and found.games[1].note == "excluded (decision 4)"


class TestRecords:
    def test_two_submissions_of_one_game_are_one_record(self):
        found = _account(PAIRED, [AM_GR, Line(2, AM_GR.players, "red", "1")], keys={1: "same", 2: "same"})
        (counted,) = found.counted
        assert counted.games == (1, 2) and "2 submissions: games 1, 2" in counted.note and found.complete

    def test_different_records_are_a_discrepancy_side_by_side(self):
        other = Line(2, AM_GR.players, "blue", "1")
        turns = {1: ("a", "b", "c"), 2: ("a", "x")}
        (item,) = _account(PAIRED, [AM_GR, other], turns=turns).open
        assert (item.what, item.parting, item.games) == ("discrepancy", 2, (1, 2))
        assert [(side.game, side.verdict, side.turns) for side in item.sides] == [
            (1, "valid, red", ("b", "c")),
            (2, "valid, blue", ("x",)),
        ]

    def test_the_arbiter_chooses_the_record_of_a_discrepancy(self):
        lines = [AM_GR, Line(2, AM_GR.players, "blue", "1")]
        state = appended(PAIRED, [DiscrepancyResolved(2, "M. T.", "Both signed this one")], _stored(1, 2))
        (counted,) = _account(state, lines).counted
        assert counted.result.outcome == "second" and counted.games == (2,)

    def test_a_choice_needs_a_discrepancy(self):
        games = placed(PAIRED, [AM_GR, Line(2, AM_GR.players, "red", "1")], {1: "same", 2: "same"}, ())
        assert len(records(games)[Pair(1, "am", "gr")]) == 1
        with pytest.raises(AdmiraltyError, match="Game 1 is the only record of round 1, am - gr"):
            refuse_nothing_to_choose("Open", games, 1)
        with pytest.raises(AdmiraltyError, match="Game 9 is not a game of Open"):
            refuse_nothing_to_choose("Open", games, 9)
        refuse_nothing_to_choose(
            "Open", placed(PAIRED, [AM_GR, Line(2, AM_GR.players, "blue", "1")], {1: "a", 2: "b"}, ()), 2
        )

    def test_an_invalid_record_waits_for_the_arbiter(self):
        (item,) = _account(PAIRED, [Line(1, AM_GR.players, "red", "1", valid=False, rule="MAD-MOVE")]).open
        assert item.what == "invalid record" and "Game 1 breaks MAD-MOVE" in item.detail

    def test_an_unfinished_record_waits_for_a_result(self):
        (item,) = _account(PAIRED, [Line(1, AM_GR.players, "*", "1")]).open
        assert item.what == "unfinished record"

    def test_an_adjudicated_record_counts_as_an_adjudication(self):
        (counted,) = _account(PAIRED, [Line(1, AM_GR.players, "red/tb", "1")], adjudicated={1}).counted
        assert (counted.result.outcome, counted.result.source) == ("first/tb", "adjudication")


class TestDecisions:
    def test_a_decision_rules_over_the_record(self):
        state = appended(PAIRED, [ResultDecided(1, "am", "gr", "second/forfeit", "M. T.", "Late")])
        (counted,) = _account(state, [AM_GR]).counted
        assert (counted.result.outcome, counted.result.source, counted.decision) == ("second/forfeit", "forfeit", 4)
        assert counted.note == "decision 4 by M. T.: Late"
        assert [decision.text for decision in _account(state, [AM_GR]).decisions] == [
            "round 1, am - gr: second/forfeit"
        ]

    def test_a_bye_counts_without_a_record(self):
        state = appended(PAIRED, [RoundPaired(2, (Seating("gr"),))])
        found = _account(state, [AM_GR])
        assert [(c.result.round, c.result.outcome) for c in found.counted] == [(1, "first"), (2, "bye")]


def test_without_a_ledger_each_game_is_its_own_pairing():
    lines = [Line(1, ("Ann", "Bob"), "red"), Line(2, ("Ann", "Bob"), "red"), Line(3, ("Bob", "Cy"), "blue/tb", "2")]
    found = _account(None, lines, keys={1: "x", 2: "x", 3: "y"})
    assert [(c.result.round, c.result.first, c.result.outcome, c.games) for c in found.counted] == [
        (None, "Ann", "first", (1, 2)),
        (2, "Bob", "second/tb", (3,)),
    ]
    assert found.complete and found.scoring.victory == 3 and found.tiebreaks == ("head-to-head", "wins", "buchholz")
