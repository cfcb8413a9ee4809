"""Fields added to ledger events after some were stored (issue 27: the players file's optional columns, a round's
pairing system): left out of the payload at their default, so that no stored event's hash changes."""

from hypothesis import given
from hypothesis import strategies as st

from admiralty.referee.tournament.events import PairedOn, PlayerRegistered, RoundPaired, Seating
from admiralty.store.mapper import from_ledger_row, to_ledger_row


def test_a_registration_without_facts_and_a_round_by_hand_are_stored_as_before():
    """The payloads (and so the hashes) of events stored before these fields were are unchanged."""
    assert to_ledger_row(PlayerRegistered("am", "Anne Morgan")) == (
        "PlayerRegistered",
        '{"aliases":[],"id":"am","name":"Anne Morgan"}',
    )
    assert to_ledger_row(RoundPaired(4, (Seating("am", "gr"), Seating("yl")))) == (
        "RoundPaired",
        '{"pairings":[{"first":"am","second":"gr"},{"first":"yl","second":null}],"round":4}',
    )


@given(rating=st.integers(0, 4000), title=st.sampled_from(["", "GM", "WCM"]), club=st.text(max_size=8))
def test_a_registration_with_facts_reads_back_the_same(rating, title, club):
    player = PlayerRegistered("am", "Anne", (), rating, "FRA", club, title, "1", "")
    assert from_ledger_row(*to_ledger_row(player)) == player


def test_a_round_paired_by_a_system_reads_back_the_same():
    made = RoundPaired(
        2, (Seating("am", "gr"),), "dutch", "caissify-pairings 0.5.0", 5, (PairedOn(1, "am", None, "bye", (3, 0)),)
    )
    assert from_ledger_row(*to_ledger_row(made)) == made
