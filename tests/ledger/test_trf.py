"""``tournament export --format trf`` and ``tournament import-trf`` (issue 27): a Swiss paired by pair-next passes a free
pairings checker on the TRF exported, an independent TRF reader reads it as written, and an import gives it back."""

import subprocess
import sys

import attrs
import pytest

from admiralty.notation.trf import Trf, TrfGame, TrfPlayer, write_trf
from admiralty.referee.tournament.results import scores
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
