"""The ledger's stream in the store, its matching of stored games and its proof by verify (its checks, fold and
round robin as values: tests/tournament/test_ledger.py)."""

import sqlite3

import pytest

from admiralty.notation.kinds import RIGADOON
from admiralty.referee.tournament.events import (
    GameExcluded,
    PlayerRegistered,
    RecordAttached,
    ResultDecided,
    RoundPaired,
    Seating,
    TournamentCreated,
)
from admiralty.referee.violation import AdmiraltyError
from admiralty.store import EventStore, import_file, verify
from admiralty.store.accounts import account
from admiralty.store.identity import identity
from admiralty.store.ledger import append, entries
from admiralty.store.tournaments import record
from tests.records import AT, pool, resubmitted, tagged

PLAYERS = [PlayerRegistered("am", "Anne Morgan", ("Morgan, Anne",)), PlayerRegistered("gr", "Gaël Riou")]


@pytest.fixture
def store():
    opened = EventStore.open(":memory:")
    record(opened, "Open", [TournamentCreated("Open", ("mad",)), *PLAYERS], AT)
    return opened


class TestStream:
    def test_a_ledger_begins_with_its_creation(self):
        store = EventStore.open(":memory:")
        with pytest.raises(AdmiraltyError, match="STORE-STREAM"):
            append(store, "Open", 0, [PlayerRegistered("am", "Anne")], AT)

    def test_a_stale_writer_fails_and_writes_nothing(self, store):
        with pytest.raises(AdmiraltyError, match="STORE-CONFLICT"):
            append(store, "Open", 1, [PlayerRegistered("yl", "Yann")], AT)
        assert len(entries(store, "Open")) == 3

    def test_ledger_rows_are_append_only(self, store):
        for sql in ("UPDATE ledger SET at = 'x'", "DELETE FROM ledger"):
            with pytest.raises(sqlite3.DatabaseError, match="append-only"):
                store.db.execute(sql)


class TestIdentity:
    def test_a_resubmission_has_the_same_identity(self):
        text = tagged(pool("mad", 1, 1)[0], 1, "A", "B")
        store = EventStore.open(":memory:")
        import_file(store, "a.mgn", text.encode(), AT)
        import_file(store, "b.mgn", resubmitted(text).encode(), AT)
        first, second = (identity([e.event for e in store.events(game)]) for game in (1, 2))
        assert first == second

    def test_another_game_has_another_identity(self):
        one, other = pool("mad", 1, 2)
        store = EventStore.open(":memory:")
        import_file(store, "a.mgn", one.encode(), AT)
        import_file(store, "b.mgn", other.encode(), AT)
        assert identity([e.event for e in store.events(1)]).key != identity([e.event for e in store.events(2)]).key


class TestMatching:
    @pytest.fixture
    def paired(self, store):
        record(store, "Open", [RoundPaired(1, (Seating("am", "gr"),))], AT)
        return store

    def _import(self, store, round, red, blue):
        text = tagged(pool("mad", 1, 1)[0], round, red, blue)
        return import_file(store, f"{round}{red}{blue}.mgn", text.encode(), AT, "Open").games[0]

    def test_wrong_colours_are_reported_and_do_not_count(self, paired):
        self._import(paired, 1, "Gael Riou", "Anne Morgan")
        (item, missing) = sorted(account(paired, "Open").open, key=lambda i: i.what)
        assert (item.what, missing.what) == ("no record", "unmatched record")
        assert "wrong colours" in missing.detail

    def test_another_round_is_unmatched(self, paired):
        self._import(paired, 2, "Anne Morgan", "Gael Riou")
        assert "round 2 does not pair am against gr" in account(paired, "Open").open[-1].detail

    def test_an_attached_record_in_other_colours_counts_for_its_players(self, paired):
        game = self._import(paired, 1, "Gael Riou", "Anne Morgan")  # red wins: Gaël Riou, the second seat
        record(paired, "Open", [RecordAttached(game, 1, "am", "gr", "M. T.", "Colours swapped on the sheet")], AT)
        (counted,) = account(paired, "Open").counted
        assert counted.result.outcome == "second" and account(paired, "Open").complete

    def test_a_record_of_a_game_not_played_here_can_only_be_excluded(self, paired):
        text = tagged(pool("rigadoon", 1, 1)[0], 1, "Anne Morgan", "Gael Riou", RIGADOON)
        import_file(paired, "1.rgn", text.encode(), AT, "Open")
        detail = account(paired, "Open").open[-1].detail
        assert "(rigadoon) is not played in this tournament; exclude it" in detail and "attach" not in detail
        self._import(paired, 2, "Anne Morgan", "Gael Riou")  # a MAD record of no pairing may be attached
        assert "attach it to its pairing" in account(paired, "Open").open[-1].detail

    def test_an_excluded_record_is_no_open_item(self, paired):
        game = self._import(paired, 3, "Anne Morgan", "Gael Riou")
        record(paired, "Open", [GameExcluded(game, "M. T.", "A friendly game")], AT)
        assert [item.what for item in account(paired, "Open").open] == ["no record"]


class TestVerify:
    def test_a_ledger_verifies(self, store):
        assert verify(store).ok

    def test_an_edited_ledger_event_is_named(self, tmp_path):
        path = str(tmp_path / "l.db")
        with EventStore.open(path) as opened:
            record(opened, "Open", [TournamentCreated("Open", ("mad",)), *PLAYERS], AT)
        connection = sqlite3.connect(path)
        connection.execute("DROP TRIGGER ledger_no_update")
        connection.execute("UPDATE ledger SET payload = replace(payload, 'Anne', 'Anna') WHERE seq = 1")
        connection.commit()
        connection.close()
        with EventStore.open(path) as opened:
            messages = [finding.message for finding in verify(opened).findings]
        assert any("The ledger of Open, event 1: the PlayerRegistered was edited" in m for m in messages)
        assert any("ledger_no_update is missing" in m for m in messages)

    def test_a_forged_decision_is_found(self, tmp_path):
        path = str(tmp_path / "l.db")
        with EventStore.open(path) as opened:
            record(opened, "Open", [TournamentCreated("Open", ("mad",)), *PLAYERS], AT)
            append(opened, "Open", 3, [ResultDecided(9, "am", "gr", "first", "M. T.", "forged")], AT)
            (finding,) = verify(opened).findings
        assert "could not have been made" in finding.message
