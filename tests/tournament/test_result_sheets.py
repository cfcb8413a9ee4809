"""Results from scoresheets (issue 27), over values: a result entered without a record counts with the source
"result sheet"; a record that agrees confirms it, one that differs is a discrepancy for the arbiter."""

from __future__ import annotations

import pytest

from admiralty.referee.tournament.accounting import account
from admiralty.referee.tournament.decisions import decisions
from admiralty.referee.tournament.events import (
    DecisionAnnulled,
    PlayerRegistered,
    ResultEntered,
    RoundPaired,
    Seating,
    TournamentCreated,
)
from admiralty.referee.tournament.matching import placed
from admiralty.referee.violation import AdmiraltyError
from tests.tournament.ledgers import Line, appended, outcome_of, turns_of

PLAYERS = [PlayerRegistered("am", "Anne Morgan"), PlayerRegistered("gr", "Gaël Riou"), PlayerRegistered("yl", "Yann")]
PAIRED = appended(
    None, [TournamentCreated("Open", ("mad",)), *PLAYERS, RoundPaired(1, (Seating("am", "gr"), Seating("yl")))]
)
SHEET = appended(PAIRED, [ResultEntered(1, "am", "gr", "first", "M. Tanguy")])


def _account(state, lines=()):
    games = placed(state, list(lines), {line.id: f"k{line.id}" for line in lines}, ())
    return account("Open", state, games, outcome_of, turns_of({}))


def test_a_result_sheet_counts_without_a_record():
    found = _account(SHEET)
    (counted, _bye) = found.counted
    assert (counted.result.outcome, counted.result.source, counted.decision) == ("first", "result sheet", None)
    assert counted.note == "event 5, entered by M. Tanguy" and found.complete


def test_a_result_sheet_is_not_an_arbiters_decision():
    assert list(decisions(SHEET)) == []


def test_a_record_that_agrees_confirms_it():
    (counted, _) = _account(SHEET, [Line(1, ("Anne Morgan", "Gael Riou"), "red", "1")]).counted
    assert counted.result.source == "record" and counted.games == (1,)
    assert counted.note.endswith("confirms the result sheet (event 5, entered by M. Tanguy)")


def test_a_record_that_differs_is_a_discrepancy():
    found = _account(SHEET, [Line(1, ("Anne Morgan", "Gael Riou"), "blue", "1")])
    (item,) = found.open
    assert (item.what, item.games) == ("discrepancy", (1,))
    assert "Game 1 gives second and the result sheet (event 5, entered by M. Tanguy) gives first" in item.detail
    assert not found.complete


def test_an_unfinished_record_leaves_the_sheets_result():
    (counted, _) = _account(SHEET, [Line(1, ("Anne Morgan", "Gael Riou"), "*", "1")]).counted
    assert counted.result.source == "result sheet"


def test_a_sheet_entered_twice_is_told_as_entered_already_not_to_be_annulled():
    """Entering a results file twice is a slip: the refusal must not send the arbiter to annul a right result."""
    with pytest.raises(
        AdmiraltyError, match=r"already has the result first from the result sheet \(event 5\): it is"
    ) as refused:
        appended(SHEET, [ResultEntered(1, "am", "gr", "first")])
    assert "annul" not in refused.value.violation.message


def test_an_annulled_sheet_no_longer_counts_and_another_may_be_entered():
    with pytest.raises(AdmiraltyError, match=r"already has the result first from the result sheet \(event 5\)"):
        appended(SHEET, [ResultEntered(1, "am", "gr", "second")])
    state = appended(SHEET, [DecisionAnnulled(5, "M. Tanguy", "Misread"), ResultEntered(1, "am", "gr", "second")])
    assert _account(state).counted[0].result.outcome == "second"


@pytest.mark.parametrize(
    ("event", "message"),
    [
        (ResultEntered(2, "am", "gr", "first"), "Round 2 has no pairing in force yet: pair it first"),
        (ResultEntered(1, "am", "yl", "first"), "Round 1 pairs no am"),
        (ResultEntered(1, "gr", "am", "second"), "against gr: write am-gr, the first seat first"),
        (ResultEntered(1, "am", "gr", "bye"), "A bye is the result of a pairing with a bye"),
        (ResultEntered(1, "am", "gr", "won"), "won is not a result"),
    ],
)
def test_a_result_is_entered_for_a_pairing_of_the_ledger(event, message):
    with pytest.raises(AdmiraltyError, match=message):
        appended(PAIRED, [event])
