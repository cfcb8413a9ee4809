"""The ledger as values: its fold, its checks (STORE-LEDGER), players' spellings and the round robin, no store."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from admiralty.notation.tournament_files import read_pairings, read_players
from admiralty.referee.tournament.accounting import account
from admiralty.referee.tournament.berger import berger
from admiralty.referee.tournament.checks import StoredGameFacts, check
from admiralty.referee.tournament.events import (
    CorrectionAccepted,
    DecisionAnnulled,
    Entry,
    GameExcluded,
    PairingsWithdrawn,
    PlayerRegistered,
    RecordAttached,
    ResultDecided,
    RoundPaired,
    Seating,
    TournamentCreated,
)
from admiralty.referee.tournament.ledger import Pair, after, fold, round_robin, seats
from admiralty.referee.tournament.names import name_key
from admiralty.referee.violation import AdmiraltyError
from tests.tournament.ledgers import AT, KINDS, appended, outcome_of, turns_of

PLAYERS = [PlayerRegistered("am", "Anne Morgan", ("Morgan, Anne",)), PlayerRegistered("gr", "Gaël Riou")]
OPEN = appended(None, [TournamentCreated("Open", ("mad",)), *PLAYERS])


def _refused(state, event, words, games=None):
    with pytest.raises(AdmiraltyError) as raised:
        check(state, event, games or {}, KINDS)
    assert raised.value.violation.rule == "STORE-LEDGER" and words in raised.value.violation.message


class TestFold:
    def test_a_ledger_folds_into_its_players_pairs_and_scoring(self):
        state = appended(OPEN, [RoundPaired(1, (Seating("am", "gr"),)), RoundPaired(2, (Seating("gr"),))])
        assert (state.name, state.kinds, list(state.players)) == ("Open", ("mad",), ["am", "gr"])
        assert state.pairs == (Pair(1, "am", "gr"), Pair(2, "gr", None))
        assert state.rounds == {1, 2} and state.scoring.victory == 3

    def test_appending_one_event_is_folding_them_all(self):
        events = [RoundPaired(1, (Seating("am", "gr"),)), PlayerRegistered("yl", "Yann"), GameExcluded(3, "A", "r")]
        state = OPEN
        for event in events:
            state = after(state, Entry(len(state.entries), event, AT))
        assert state == fold([*OPEN.entries, *(Entry(3 + n, e, AT) for n, e in enumerate(events))])

    def test_annulled_decisions_are_named_with_their_annulment(self):
        state = appended(OPEN, [RoundPaired(1, (Seating("am", "gr"),))])
        state = appended(state, [ResultDecided(1, "am", "gr", "first", "A", "r"), DecisionAnnulled(4, "A", "r")])
        assert {seq: entry.seq for seq, entry in state.annulled().items()} == {4: 5}


class TestChecks:
    def test_a_tournament_is_created_once(self):
        _refused(OPEN, TournamentCreated("Open", ("mad",)), "already exists")

    def test_a_tournament_plays_the_games_it_is_given(self):
        _refused(None, TournamentCreated("Open", ("chess",)), "A tournament plays mad or rigadoon, not chess")

    def test_an_event_needs_a_ledger(self):
        _refused(None, PlayerRegistered("am", "Anne"), "create it first")

    def test_a_spelling_names_one_player(self):
        _refused(OPEN, PlayerRegistered("ar", "Anne Morgan"), "already names Anne Morgan")

    def test_a_player_is_paired_once_a_round(self):
        _refused(OPEN, RoundPaired(1, (Seating("am", "gr"), Seating("gr", None))), "already paired in round 1")

    def test_an_unknown_player_cannot_be_paired(self):
        _refused(OPEN, RoundPaired(1, (Seating("am", "zz"),)), '"zz" is not a registered player')

    def test_a_decision_names_its_arbiter_and_reason(self):
        state = appended(OPEN, [RoundPaired(1, (Seating("am", "gr"),))])
        _refused(state, ResultDecided(1, "am", "gr", "first/forfeit", " ", "absent"), "--by and --reason")

    def test_a_decision_is_for_a_declared_pairing(self):
        _refused(OPEN, ResultDecided(1, "gr", "am", "first", "M. T.", "why"), "Round 1 has no pairing in force yet")
        state = appended(OPEN, [RoundPaired(1, (Seating("am", "gr"),))])
        _refused(state, ResultDecided(1, "am", "yl", "first", "M. T.", "why"), "Round 1 pairs no am (first seat)")

    def test_a_semi_victory_needs_a_game_with_a_tie_break(self):
        state = appended(
            None, [TournamentCreated("Cup", ("rigadoon",)), *PLAYERS, RoundPaired(1, (Seating("am", "gr"),))]
        )
        _refused(state, ResultDecided(1, "am", "gr", "first/tb", "A", "r"), "and Rigadoon has none: give first")

    def test_only_a_decision_or_a_declaration_can_be_annulled(self):
        """Refused in plain words (never an event's class name), a number past the ledger's end as one."""
        _refused(OPEN, DecisionAnnulled(0, "M. T.", "why"), "is the tournament's creation, which cannot be annulled")
        _refused(OPEN, DecisionAnnulled(9, "M. T.", "why"), "The ledger has no event 9: its events are numbered 0 to")

    def test_a_missing_game_cannot_be_excluded(self):
        _refused(OPEN, GameExcluded(7, "M. T.", "why"), "no game 7")

    def test_an_attachment_keeps_a_game_with_its_registered_players(self):
        state = appended(OPEN, [PlayerRegistered("yl", "Yann Le Goff"), RoundPaired(1, (Seating("am", "gr"),))])
        games = {4: StoredGameFacts(("Yann Le Goff", "Gaël Riou"), False), 5: StoredGameFacts(("A. M.", "Riou"), False)}
        _refused(state, RecordAttached(4, 1, "am", "gr", "A", "r"), "Game 4 is Yann Le Goff - Gaël Riou", games)
        check(state, RecordAttached(5, 1, "am", "gr", "A", "r"), games, KINDS)  # a misspelt name: the arbiter's call

    def test_a_correction_is_accepted_only_when_made(self):
        games = {4: StoredGameFacts(("Anne Morgan", "Gaël Riou"), False)}
        _refused(OPEN, CorrectionAccepted(4, "A", "r"), "Game 4 has no correction to accept", games)


class TestNames:
    @pytest.mark.parametrize("spelling", ["Morgan, Anne", "anne morgan", "ANNE  MORGAN", "Morgan,Anne", "Ânne Morgan"])
    def test_spellings_of_one_name_share_a_key(self, spelling):
        assert name_key(spelling) == name_key("Anne Morgan")

    def test_a_pairing_is_named_by_any_spelling(self):
        assert seats(OPEN, "Morgan, Anne-gael riou") == ("am", "gr")

    def test_files_of_players_and_pairings(self):
        assert read_players("id,name,aliases\nyl,Yann Le Goff,\n") == [PlayerRegistered("yl", "Yann Le Goff")]
        text = "round,first,second\n1,am,Gaël Riou\n2,gr,\n"
        assert read_pairings(OPEN, text) == [RoundPaired(1, (Seating("am", "gr"),)), RoundPaired(2, (Seating("gr"),))]


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
    state = appended(None, [TournamentCreated("Open", ("mad",)), *ROBIN])
    state = appended(state, round_robin(state))
    pairs = state.pairs
    made = []  # the model: each decision with whether it still stands
    for index, outcome, annul in decisions:
        pair = pairs[index]
        state = appended(state, [ResultDecided(pair.round, pair.first, pair.second, outcome, "A", "r")])
        made.append([pair, outcome, not annul])
        if annul:
            state = appended(state, [DecisionAnnulled(state.entries[-1].seq, "A", "r")])
    ruling = {pair: outcome for pair, outcome, standing in made if standing}
    found = account("Open", state, [], outcome_of, turns_of({}))
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
    whole = stepped = appended(None, [TournamentCreated("Open", ("mad",)), *registered])
    whole = appended(whole, round_robin(whole))
    for _ in berger([p.id for p in registered]):
        stepped = appended(stepped, round_robin(stepped, rounds=1))
    assert stepped.pairs == whole.pairs
    with pytest.raises(AdmiraltyError, match="Every round of the round robin is paired"):
        round_robin(stepped)


def test_a_round_robin_does_not_continue_rounds_paired_by_hand():
    state = appended(None, [TournamentCreated("Open", ("mad",)), *ROBIN])
    state = appended(state, [RoundPaired(1, (Seating("a", "b"), Seating("c", "d")))])
    with pytest.raises(AdmiraltyError, match="Round 1 is not the first round of a round robin"):
        round_robin(state)


def test_a_round_robin_needs_two_players():
    state = appended(None, [TournamentCreated("Open", ("mad",)), ROBIN[0]])
    with pytest.raises(AdmiraltyError, match="at least two registered players"):
        round_robin(state)


class TestBoards:
    """Every pairing in force has a board: its place in its round as declared (specs/tournament.md)."""

    @given(st.integers(min_value=1, max_value=6), st.data())
    def test_boards_number_each_round_from_one_in_declared_order_and_close_up_when_one_is_withdrawn(self, tables, data):
        ids = [f"p{n}" for n in range(2 * tables)]
        seatings = tuple(Seating(ids[2 * n], ids[2 * n + 1]) for n in range(tables))
        events = [
            TournamentCreated("Open", ("mad",)),
            *(PlayerRegistered(id, id) for id in ids),
            RoundPaired(1, seatings),
            RoundPaired(2, seatings[::-1]),
        ]
        gone = data.draw(st.integers(min_value=0, max_value=tables - 1))
        events.append(PairingsWithdrawn(2, (seatings[gone],)))
        boards = appended(None, events).boards()
        assert [boards[Pair(1, s.first, s.second)] for s in seatings] == list(range(1, tables + 1))
        second = [s for s in seatings[::-1] if s != seatings[gone]]
        assert [boards[Pair(2, s.first, s.second)] for s in second] == list(range(1, tables))
        assert Pair(2, seatings[gone].first, seatings[gone].second) not in boards
