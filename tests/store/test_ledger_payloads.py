"""A ledger stored before its events gained fields keeps its canonical form: ``verify`` raises no false alarm on
it (issue 29, "no false alarm"). The players' ratings and the pairing systems (``tournament pair-next``) added
fields to PlayerRegistered and RoundPaired; at their defaults they are left out of the payload, as before them."""

from __future__ import annotations

import pytest

from admiralty.referee.tournament.events import PairedOn, PlayerRegistered, RoundPaired, Seating
from admiralty.store.mapper import from_ledger_row, to_ledger_row

BEFORE = [
    ("PlayerRegistered", '{"aliases":["Riou, Gael"],"id":"gr","name":"Ga\\u00ebl Riou"}'),
    ("PlayerRegistered", '{"aliases":[],"id":"pn","name":"Pierre N\\u00e9d\\u00e9lec"}'),
    ("RoundPaired", '{"pairings":[{"first":"am","second":"gr"},{"first":"pn","second":null}],"round":4}'),
]
"""Payloads as a store made before those fields wrote them (main at c4d24b7)."""


@pytest.mark.parametrize("kind, payload", BEFORE)
def test_a_payload_stored_before_the_later_fields_is_still_canonical(kind, payload):
    assert to_ledger_row(from_ledger_row(kind, payload)) == (kind, payload)


@pytest.mark.parametrize(
    "event",
    [
        PlayerRegistered("am", "Anne Morgan", (), rating=1850, federation="FRA", club="Brest", title="FM"),
        RoundPaired(
            5,
            (Seating("am", "gr"),),
            "dutch",
            "caissify-pairings 0.5.0",
            7,
            (PairedOn(4, "am", "gr", "first", (3, 0)),),
        ),
    ],
)
def test_the_later_fields_given_are_stored_and_read_back(event):
    kind, payload = to_ledger_row(event)
    assert from_ledger_row(kind, payload) == event
    assert '"rating":1850' in payload or '"system":"dutch"' in payload
