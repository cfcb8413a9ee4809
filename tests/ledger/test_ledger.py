"""The ledger's stream, its checks (STORE-LEDGER), its matching and its proof by verify."""

import sqlite3

import pytest
from hypothesis import given
from hypothesis import strategies as st

from admiralty.notation.kinds import RIGADOON
from admiralty.referee.berger import berger
from admiralty.referee.violation import AdmiraltyError
from admiralty.store import EventStore, import_file, verify
from admiralty.store.accounting import account
from admiralty.store.identity import identity
from admiralty.store.ledger import append, entries
from admiralty.store.ledger_events import (
    DecisionAnnulled,
    GameExcluded,
    PlayerRegistered,
    RecordAttached,
    ResultDecided,
    RoundPaired,
    Seating,
    TournamentCreated,
)
from admiralty.store.names import name_key
from admiralty.store.tournament import load, record, round_robin, seats
from admiralty.store.tournament_files import read_pairings, read_players
from tests.records import AT, pool, resubmitted, tagged

PLAYERS = [PlayerRegistered("am", "Anne Morgan", ("Morgan, Anne",)), PlayerRegistered("gr", "Gaël Riou")]


@pytest.fixture
def store():
    opened = EventStore.open(":memory:")
    record(opened, "Open", [TournamentCreated("Open", ("mad",)), *PLAYERS], AT)
    return opened


def _refused(store, event, words):
    with pytest.raises(AdmiraltyError) as raised:
        record(store, "Open", [event], AT)
    assert raised.value.violation.rule == "STORE-LEDGER" and words in raised.value.violation.message


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


class TestChecks:
    def test_a_tournament_is_created_once(self, store):
        _refused(store, TournamentCreated("Open", ("mad",)), "already exists")

    def test_a_spelling_names_one_player(self, store):
        _refused(store, PlayerRegistered("ar", "Anne Morgan"), "already names Anne Morgan")

    def test_a_player_is_paired_once_a_round(self, store):
        _refused(store, RoundPaired(1, (Seating("am", "gr"), Seating("gr", None))), "already paired in round 1")

    def test_an_unknown_player_cannot_be_paired(self, store):
        _refused(store, RoundPaired(1, (Seating("am", "zz"),)), '"zz" is not a registered player')

    def test_a_decision_names_its_arbiter_and_reason(self, store):
        record(store, "Open", [RoundPaired(1, (Seating("am", "gr"),))], AT)
        _refused(store, ResultDecided(1, "am", "gr", "first/forfeit", " ", "absent"), "--by and --reason")

    def test_a_decision_is_for_a_declared_pairing(self, store):
        _refused(store, ResultDecided(1, "gr", "am", "first", "M. T.", "why"), "Round 1 pairs no gr")

    def test_only_a_decision_can_be_annulled(self, store):
        _refused(store, DecisionAnnulled(1, "M. T.", "why"), "not a decision")

    def test_a_missing_game_cannot_be_excluded(self, store):
        _refused(store, GameExcluded(7, "M. T.", "why"), "no game 7")


class TestNames:
    @pytest.mark.parametrize("spelling", ["Morgan, Anne", "anne morgan", "ANNE  MORGAN", "Morgan,Anne", "Ânne Morgan"])
    def test_spellings_of_one_name_share_a_key(self, spelling):
        assert name_key(spelling) == name_key("Anne Morgan")

    def test_a_pairing_is_named_by_any_spelling(self, store):
        assert seats(load(store, "Open"), "Morgan, Anne-gael riou") == ("am", "gr")

    def test_files_of_players_and_pairings(self, store):
        assert read_players("id,name,aliases\nyl,Yann Le Goff,\n") == [PlayerRegistered("yl", "Yann Le Goff")]
        state = load(store, "Open")
        text = "round,first,second\n1,am,Gaël Riou\n2,gr,\n"
        assert read_pairings(state, text) == [RoundPaired(1, (Seating("am", "gr"),)), RoundPaired(2, (Seating("gr"),))]


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


@given(st.integers(min_value=2, max_value=11))
def test_berger_pairs_everyone_once(count):
    players = [f"p{i}" for i in range(count)]
    rounds = berger(players)
    met = [frozenset(pair) for round in rounds for pair in round if pair[1] is not None]
    assert len(met) == len(set(met)) == count * (count - 1) // 2
    assert all(
        len({p for pair in round for p in pair if p}) == len([p for pair in round for p in pair if p])
        for round in rounds
    )


ROBIN = [PlayerRegistered(p, p.upper()) for p in ("a", "b", "c", "d")]
DECISION = st.tuples(st.integers(0, 5), st.sampled_from(["first", "second/forfeit", "double-forfeit"]), st.booleans())


@given(st.lists(DECISION, max_size=8))
def test_every_pairing_is_accounted_for_exactly_once(decisions):
    """Whatever the arbiter decides and annuls, each pairing has one result or one open item, never both;
    its result is its newest decision not annulled."""
    store = EventStore.open(":memory:")
    record(store, "Open", [TournamentCreated("Open", ("mad",)), *ROBIN], AT)
    record(store, "Open", round_robin(load(store, "Open")), AT)
    pairs = load(store, "Open").pairs
    made = []  # the model: each decision with whether it still stands
    for index, outcome, annul in decisions:
        pair = pairs[index]
        (entry,) = record(store, "Open", [ResultDecided(pair.round, pair.first, pair.second, outcome, "A", "r")], AT)
        made.append([pair, outcome, not annul])
        if annul:
            record(store, "Open", [DecisionAnnulled(entry.seq, "A", "r")], AT)
    ruling = {pair: outcome for pair, outcome, standing in made if standing}
    found = account(store, "Open")
    seen = [(c.result.round, c.result.first, c.result.second) for c in found.counted]
    seen += [(item.round, item.first, item.second) for item in found.open]
    assert sorted(seen) == sorted((p.round, p.first, p.second) for p in pairs)
    assert {(c.result.round, c.result.first): c.result.outcome for c in found.counted} == {
        (p.round, p.first): outcome for p, outcome in ruling.items()
    }


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_round_robin_paired_round_by_round_is_the_whole_table(players):
    """round-robin --rounds 1, once a round, pairs what one call pairs: no round is paired twice."""
    registered = [PlayerRegistered(f"p{n}", f"P{n}") for n in range(players)]
    whole, stepped = EventStore.open(":memory:"), EventStore.open(":memory:")
    for store in (whole, stepped):
        record(store, "Open", [TournamentCreated("Open", ("mad",)), *registered], AT)
    record(whole, "Open", round_robin(load(whole, "Open")), AT)
    for _ in berger([p.id for p in registered]):
        record(stepped, "Open", round_robin(load(stepped, "Open"), rounds=1), AT)
    assert load(stepped, "Open").pairs == load(whole, "Open").pairs
    with pytest.raises(AdmiraltyError, match="Every round of the round robin is paired"):
        round_robin(load(stepped, "Open"))


def test_a_round_robin_does_not_continue_rounds_paired_by_hand():
    store = EventStore.open(":memory:")
    record(store, "Open", [TournamentCreated("Open", ("mad",)), *ROBIN], AT)
    record(store, "Open", [RoundPaired(1, (Seating("a", "b"), Seating("c", "d")))], AT)
    with pytest.raises(AdmiraltyError, match="Round 1 is not the first round of a round robin"):
        round_robin(load(store, "Open"))


def test_a_round_robin_needs_two_players():
    store = EventStore.open(":memory:")
    record(store, "Open", [TournamentCreated("Open", ("mad",)), ROBIN[0]], AT)
    with pytest.raises(AdmiraltyError, match="at least two registered players"):
        round_robin(load(store, "Open"))
