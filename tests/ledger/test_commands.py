"""Each ledger command is one typed library call (:mod:`store.tournaments`) that reads the ledger once and folds
it once, however many events it appends."""

from __future__ import annotations

from unittest import mock

import pytest

from admiralty.referee.tournament import ledger as domain
from admiralty.referee.violation import AdmiraltyError
from admiralty.store import EventStore, import_file, ledger, tournaments
from admiralty.store.accounts import account
from tests.records import AT, pool, tagged

CSV = 'id,name,aliases\nam,Anne Morgan,"Morgan, Anne"\ngr,Gaël Riou,\nyl,Yann Le Goff,\n'


@pytest.fixture
def store():
    opened = EventStore.open(":memory:")
    tournaments.create(opened, "Open", ("mad",), (), (), AT)
    tournaments.add_players(opened, "Open", CSV, AT)
    return opened


def test_each_command_appends_its_events(store):
    assert [e.seq for e in tournaments.pair(store, "Open", 1, "Morgan, Anne", "gr", AT)] == [4]
    assert [e.seq for e in tournaments.add_pairings(store, "Open", "round,first,second\n2,gr,yl\n2,am,\n", AT)] == [5]
    text = tagged(pool("mad", 1, 1)[0], 1, "Anne Morgan", "Gael Riou")
    game = import_file(store, "1.mgn", text.encode(), AT, "Open").games[0]
    (attached,) = tournaments.attach(store, "Open", game, 1, "am-gr", "M. T.", "Tags checked", AT)
    (decided,) = tournaments.decide(store, "Open", 2, "gr-yl", "first/forfeit", None, "M. T.", "Absent", AT)
    tournaments.annul(store, "Open", decided.seq, "M. T.", "Wrong pairing", AT)
    tournaments.exclude(store, "Open", game, "M. T.", "A friendly game", AT)
    types = [type(entry.event).__name__ for entry in ledger.entries(store, "Open")]
    assert types[4:] == [
        "RoundPaired",
        "RoundPaired",
        "RecordAttached",
        "ResultDecided",
        "DecisionAnnulled",
        "GameExcluded",
    ]
    assert attached.seq == 6 and [item.what for item in account(store, "Open").open] == ["no record", "no record"]


def test_a_command_reads_and_folds_the_ledger_once(store):
    """``decide`` read the ledger twice and folded it 2+N times; now once each, whatever it appends."""
    reads, folds = mock.Mock(wraps=ledger.entries), mock.Mock(wraps=domain.fold)
    with mock.patch.object(tournaments.ledger, "entries", reads), mock.patch.object(tournaments, "fold", folds):
        tournaments.pair_round_robin(store, "Open", None, AT)
        assert (reads.call_count, folds.call_count) == (1, 1)
        tournaments.decide(store, "Open", 1, "am", "bye", None, "M. T.", "Odd count", AT)
    assert (reads.call_count, folds.call_count) == (2, 2)


def test_a_refused_command_appends_nothing(store):
    with pytest.raises(AdmiraltyError, match="STORE-LEDGER"):
        tournaments.pair(store, "Open", 1, "am", "Zed", AT)
    import_file(store, "1.mgn", pool("mad", 1, 1)[0].encode(), AT, "Cup")  # a tournament of imports only
    with pytest.raises(tournaments.NoLedger, match='the tournament "Cup" has no ledger'):
        tournaments.add_player(store, "Cup", "am", "Anne Morgan", (), AT)
    with pytest.raises(AdmiraltyError, match="STORE-NOTOURNAMENT"):
        tournaments.add_player(store, "Cupp", "am", "Anne Morgan", (), AT)
    assert len(ledger.entries(store, "Open")) == 4
