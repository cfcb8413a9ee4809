"""``tournament export --format trf`` and ``tournament import-trf`` (issue 27): a Swiss paired by pair-next passes a free
pairings checker on the TRF exported, an independent TRF reader reads it as written, and an import gives it back."""

import itertools
import json
import subprocess
import sys

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from admiralty.notation.trf import Trf, TrfGame, TrfPlayer, events_of, parse_trf, trf_of, write_trf
from admiralty.referee.tournament.events import (
    Entry,
    LateEntry,
    PairingForbidden,
    PlayerRegistered,
    PlayerWithdrawn,
    ResultEntered,
    RoundPaired,
    Seating,
    TournamentCreated,
)
from admiralty.referee.tournament.ledger import fold
from admiralty.referee.tournament.results import Result, scores
from admiralty.store import EventStore, verify
from admiralty.store.accounts import account
from tests.ledger.test_pair_next import T, played

checker = pytest.importorskip("caissify_pairings.fpc", reason="caissify-pairings (its free pairings checker)")
reader = pytest.importorskip("caissify_pairings.trf", reason="caissify-pairings (its TRF reader)")


@pytest.fixture
def db(tmp_path):
    return str(tmp_path / "swiss.db")


def exported(run, db, path, *options):
    done = run("tournament", "export", "--format", "trf", "-o", str(path), "--tournament", T, "--db", db, *options)
    assert done.exit_code == 0, done.output
    return path.read_text(encoding="utf-8")


def test_a_twelve_player_five_round_swiss_passes_the_free_pairings_checker(run, db, tmp_path):
    """Every result a full victory: the checker re-pairs each round from the TRF and finds ours."""
    played(run, db, 5, players=12)
    path = tmp_path / "open.trf"
    exported(run, db, path)
    checked = subprocess.run(
        [sys.executable, "-m", "caissify_pairings.fpc", str(path)], capture_output=True, text=True, check=False
    )
    assert checked.returncode == 0, checked.stdout
    assert "Summary: 5/5 rounds match, 0 discrepancies" in checked.stdout


def test_the_checker_finds_a_round_paired_otherwise(run, db, tmp_path):
    """The check can fail: a round 1 paired by hand, not by the Dutch system, is a mismatch."""
    assert run("tournament", "create", T, "--db", db).exit_code == 0
    for number in range(1, 5):
        run("tournament", "player", "add", f"p{number:02}", "--name", f"P{number}", "--tournament", T, "--db", db)
    run("tournament", "pair", "--round", "1", "p01", "p02", "--tournament", T, "--db", db)
    run("tournament", "pair", "--round", "1", "p03", "p04", "--tournament", T, "--db", db)
    report = checker.check_trf(exported(run, db, tmp_path / "hand.trf"))
    assert report["summary"]["rounds_mismatched"] == 1


def test_an_independent_reader_reads_players_colours_results_and_points(run, db, tmp_path):
    played(run, db, 3, players=5)
    parsed = reader.TRFParser(exported(run, db, tmp_path / "open.trf")).parse()
    with EventStore.open(db) as store:
        found = account(store, T)
    assert len(parsed["players"]) == 5 and parsed["tournament"]["total_rounds"] == 3
    victories = sum(1 for p in parsed["players"] for r in p["results"].values() if r["result"] == "1")
    assert victories == 6  # two games a round, five players
    assert all(r["color"] == "w" for p in parsed["players"] for r in p["results"].values() if r["result"] == "1")
    points = dict.fromkeys(found.ledger.players, 0)
    for side in (side for result in found.results for side in scores(result, found.scoring)):
        points[side.player] += side.points
    assert sorted(p["score"] for p in parsed["players"]) == sorted(points.values())


def _tournament(db, name):
    """What an import must give back: players with their facts, each round's pairings, each pairing's outcome."""
    with EventStore.open(db) as store:
        found = account(store, name)
    players = {pid: attrs.evolve(player) for pid, player in found.ledger.players.items()}
    rounds = {(pair.round, pair.first, pair.second) for pair in found.ledger.pairs}
    outcomes = {(r.round, r.first, r.second, r.outcome) for r in found.results}
    return players, rounds, outcomes, found.ledger.scoring, found.ledger.kinds


def test_an_import_of_the_export_gives_the_tournament_back(run, db, tmp_path):
    played(run, db, 3, players=7)
    run("tournament", "decide", "--round", "3", "--pairing", _a_pairing(db, 3), "--result", "second/forfeit", "--by",
        "M. T.", "--reason", "Absent", "--tournament", T, "--db", db)  # fmt: skip
    text = exported(run, db, tmp_path / "open.trf")
    again = str(tmp_path / "again.db")
    imported = run("tournament", "import-trf", str(tmp_path / "open.trf"), "--by", "M. T.", "--db", again)
    assert imported.exit_code == 0, imported.output
    assert _tournament(again, T) == _tournament(db, T)
    assert verify(EventStore.open(again)).ok
    assert exported(run, again, tmp_path / "again.trf") == text  # the writer after the reader: a fixed point


def _a_pairing(db, round):
    with EventStore.open(db) as store:
        found = account(store, T)
    pair = next(p for p in found.ledger.pairs if p.round == round and p.second is not None)
    return f"{pair.first}-{pair.second}"


@pytest.mark.parametrize(
    ("games", "said"),
    [
        ((TrfGame(2, "w", "="), TrfGame(1, "b", "=")), "the result =-= is no result of MAD or Rigadoon"),
        ((TrfGame(9, "w", "1"), TrfGame(1, "b", "0")), "is not on both players' lines"),
    ],
)
def test_a_draw_or_a_lone_game_is_refused_naming_the_player_and_round(run, tmp_path, games, said):
    players = (TrfPlayer(1, "Anne Morgan", games=(games[0],)), TrfPlayer(2, "Gael Riou", games=(games[1],)))
    (tmp_path / "bad.trf").write_text(write_trf(Trf("Open", 1, (), players)), encoding="utf-8")
    done = run("tournament", "import-trf", str(tmp_path / "bad.trf"), "--db", str(tmp_path / "bad.db"))
    assert done.exit_code == 2 and "STORE-TRF: Player 1, round 1" in done.output and said in done.output


_OUTCOMES = st.sampled_from(
    [None, "first", "second", "first/tb", "second/tb", "first/forfeit", "second/forfeit", "double-forfeit"]
)


@st.composite
def ledgers(draw):
    """A tournament's events: players, some entering late, some withdrawing (after their last pairing), some pairs
    forbidden to meet, each round pairing the players in it (some absent), results entered or not yet."""
    ids = [f"p{number}" for number in range(1, draw(st.integers(3, 7)) + 1)]
    rounds = draw(st.integers(1, 4))
    made = [TournamentCreated("Open", ("mad",))]
    late, left = {}, {}
    for index, player in enumerate(ids):
        made.append(PlayerRegistered(player, f"Player {index}"))
        if index >= 2 and rounds >= 2 and draw(st.booleans()):  # p1 and p2 play every round
            late[player] = draw(st.integers(2, rounds))
            made.append(LateEntry(player, late[player]))
    for player in ids[2:]:
        if draw(st.booleans()):
            left[player] = draw(st.integers(late.get(player, 1), rounds))
    for first, second in draw(st.lists(st.sampled_from(list(itertools.pairwise(ids))), max_size=2, unique=True)):
        made.append(PairingForbidden(first, second, "M. T.", draw(st.sampled_from(["Same club", "Siblings"]))))
    for round in range(1, rounds + 1):
        present = [p for p in ids if late.get(p, 1) <= round < left.get(p, rounds + 1)]
        absent = draw(st.sets(st.sampled_from(present[2:]))) if present[2:] else set()
        order = draw(st.permutations([p for p in present if p not in absent]))
        seats = [Seating(a, b) for a, b in zip(order[::2], order[1::2])]
        seats += [Seating(order[-1])] if len(order) % 2 else []
        made.append(RoundPaired(round, tuple(seats), rounds=rounds))
        for seat in seats:
            outcome = draw(_OUTCOMES) if seat.second is not None else None
            if outcome is not None:
                made.append(ResultEntered(round, seat.first, seat.second, outcome, "M. T."))
    made += [PlayerWithdrawn(player, round, "M. T.", "Left") for player, round in left.items()]
    return fold([Entry(seq, event, f"t{seq}") for seq, event in enumerate(made)])


def _as_trf_keeps_it(state):
    """What a TRF must carry of a tournament: its players, pairings, results, late entries, withdrawals and
    forbidden pairs (with why)."""
    forbidden = {
        (e.event.first, e.event.second, e.event.reason) for e in state.entries if isinstance(e.event, PairingForbidden)
    }
    results = {pair: entry.event.outcome for pair, entry in state.entered().items()}
    return state.players, set(state.pairs), results, state.late_entries(), state.withdrawn_from(), forbidden


@given(ledgers())
def test_late_entries_withdrawals_and_forbidden_pairs_go_through_trf_and_back(state):
    results = [
        Result(pair.round, pair.first, pair.second, entry.event.outcome) for pair, entry in state.entered().items()
    ]
    trf, _ = trf_of(state, results, {}, {})
    again = fold(
        [
            Entry(seq, event, "t")
            for seq, event in enumerate(events_of(parse_trf(write_trf(trf)), "Open", "M. T.", ("mad",)))
        ]
    )
    assert _as_trf_keeps_it(again) == _as_trf_keeps_it(state)


def test_a_swiss_with_a_late_entry_a_withdrawal_and_a_forbidden_pair_goes_through_trf_and_back(run, db, tmp_path):
    swiss = ("--tournament", T, "--db", db)
    assert run("tournament", "create", T, "--db", db).exit_code == 0
    for number in range(1, 7):
        run("tournament", "player", "add", f"p{number:02}", "--name", f"Player {number:02}", *swiss)
    run("tournament", "player", "add", "p07", "--name", "Player 07", "--from-round", "2", *swiss)
    run("tournament", "forbid", "p01-p02", "--by", "M. T.", "--reason", "Same club", *swiss)
    first_round = json.loads(run("tournament", "pair-next", "--rounds", "3", "--json", *swiss).stdout)
    for seat in first_round["pairings"]:
        if seat["second"]:
            run("tournament", "result", "--round", "1", "--pairing", f"{seat['first']}-{seat['second']}", "--result",
                "first", *swiss)  # fmt: skip
    run("tournament", "withdraw", "p06", "--from-round", "2", "--by", "M. T.", "--reason", "Left", *swiss)
    text = exported(run, db, tmp_path / "open.trf")
    assert "0000 - Z" in text and "0000 - -" in text and "### admiralty tournament forbid" in text
    again = str(tmp_path / "again.db")
    nobody = run("tournament", "import-trf", str(tmp_path / "open.trf"), "--db", again)
    assert nobody.exit_code == 2 and "give --by NAME" in nobody.output
    assert run("tournament", "import-trf", str(tmp_path / "open.trf"), "--by", "M. T.", "--db", again).exit_code == 0
    with EventStore.open(again) as store:
        state = account(store, T).ledger
    assert state.late_entries() == {"p07": 2} and state.withdrawn_from() == {"p06": 2}
    assert state.forbidden() == [("p01", "p02")]
    assert exported(run, again, tmp_path / "again.trf") == text
    assert verify(EventStore.open(again)).ok


@pytest.mark.parametrize("forbid", ["1 9 Same club", "1 Same club", "one two"])
def test_a_forbidden_pair_naming_no_two_players_of_the_file_is_refused(run, tmp_path, forbid):
    players = (TrfPlayer(1, "Anne Morgan"), TrfPlayer(2, "Gael Riou"))
    (tmp_path / "bad.trf").write_text(write_trf(Trf("Open", 1, (), players, (("forbid", forbid),))), "utf-8")
    done = run("tournament", "import-trf", str(tmp_path / "bad.trf"), "--by", "M. T.", "--db", str(tmp_path / "b.db"))
    assert done.exit_code == 2 and "STORE-TRF: The TRF file forbids" in done.output
    assert (
        not (tmp_path / "b.db").exists()
        or "Open" not in run("tournament", "list", "--db", str(tmp_path / "b.db")).stdout
    )
