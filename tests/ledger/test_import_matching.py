"""``import --tournament`` says, per game, what it does in the tournament (issue 27, "Import hygiene"): the pairing
it matched (round, board, seats), the game it duplicates, or why it is unmatched, with a did-you-mean for a
misspelt player; text under each verdict line and JSON ``matching`` (specs/tournament.md, "What import says")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import AUTUMN, declared

EXAMPLES = Path(__file__).parents[2] / "examples"
ROUND_4 = str(EXAMPLES / "round-4.mgn")


def _record(red: str, blue: str, turns: str = "1. 211c2-c4 *", round: str = "4") -> str:
    return f'[Round "{round}"]\n[Red "{red}"]\n[Blue "{blue}"]\n\n{turns}\n'


@pytest.fixture
def db(run, tmp_path):
    return declared(run, str(tmp_path / "a.db"))


def _import(run, db, *files, json_output=False):
    return run("import", *files, "--tournament", AUTUMN, "--db", db, *(["--json"] if json_output else []))


def test_each_game_says_its_pairing_board_and_seats(run, db):
    lines = _import(run, db, ROUND_4).stdout.splitlines()
    assert lines[1] == "  matched round 4, board 1: Anne Morgan (am) against Gaël Riou (gr)"
    assert lines[3] == "  matched round 4, board 2: Léa Pichon (lp) against Yves Le Gall (yl)"
    assert lines[7] == "  unmatched: wrong colours: round 4 pairs sc in the first seat against em"
    assert [line.startswith("game ") for line in lines] == [True, False] * 4


def test_json_gives_the_matching_of_each_game(run, db):
    (element,) = json.loads(_import(run, db, ROUND_4, json_output=True).stdout)
    first, *_, fourth = element["matching"]
    assert {key: first[key] for key in ("game", "matched", "round", "board", "first", "second", "duplicates")} == {
        "game": 1,
        "matched": True,
        "round": 4,
        "board": 1,
        "first": "am",
        "second": "gr",
        "duplicates": None,
    }
    assert (fourth["matched"], fourth["board"], fourth["first"]) == (False, None, None)
    assert fourth["note"].startswith("unmatched: wrong colours")


def test_a_game_submitted_again_duplicates_the_first(run, db, tmp_path):
    _import(run, db, ROUND_4)
    again = tmp_path / "again.mgn"
    again.write_text("% sent again\n" + Path(ROUND_4).read_text(encoding="utf-8"), encoding="utf-8")
    lines = _import(run, db, str(again)).stdout.splitlines()
    assert lines[1].startswith("  matched round 4, board 1: ")
    assert lines[1].endswith("; duplicates game 1 (the same game submitted again): it counts once")


def test_a_duplicate_within_one_import_is_told_too(run, db, tmp_path):
    one, two = tmp_path / "one.mgn", tmp_path / "two.mgn"
    one.write_text(_record("Anne Morgan", "Gaël Riou"), encoding="utf-8")
    two.write_text(_record("Morgan, Anne", "Gael Riou"), encoding="utf-8")  # other tags, the same game
    lines = _import(run, db, str(one), str(two)).stdout.splitlines()
    assert "duplicates game 1" in lines[3]


def test_another_record_of_the_pairing_is_a_discrepancy(run, db, tmp_path):
    _import(run, db, ROUND_4)
    other = tmp_path / "other.mgn"
    other.write_text(_record("Anne Morgan", "Gaël Riou"), encoding="utf-8")
    (line,) = _import(run, db, str(other)).stdout.splitlines()[1:]
    assert "the pairing already has another record (game 1): a discrepancy" in line


def test_a_decided_pairing_is_said_so(run, db, tmp_path):
    decided = run(
        "tournament",
        "decide",
        "--round",
        "4",
        "--pairing",
        "am-gr",
        "--result",
        "first/forfeit",
        "--by",
        "M. Tanguy",
        "--reason",
        "No show",
        "--tournament",
        AUTUMN,
        "--db",
        db,
    )
    assert decided.exit_code == 0, decided.output
    record = tmp_path / "late.mgn"
    record.write_text(_record("Anne Morgan", "Gaël Riou"), encoding="utf-8")
    line = _import(run, db, str(record)).stdout.splitlines()[1]
    assert "the pairing already has a result, decided by M. Tanguy" in line


def test_a_misspelt_player_gets_the_nearest(run, db, tmp_path):
    record = tmp_path / "slip.mgn"
    record.write_text(_record("Ane Morgan", "Gaël Riou"), encoding="utf-8")
    line = _import(run, db, str(record)).stdout.splitlines()[1]
    assert line == '  unmatched: "Ane Morgan" is not a registered player: did you mean Anne Morgan (id am)?'


def test_without_a_tournament_nothing_is_placed(run, tmp_path):
    result = run("import", ROUND_4, "--db", str(tmp_path / "n.db"))
    assert all(line.startswith("game ") for line in result.stdout.splitlines())
    assert run("import", ROUND_4, "--db", str(tmp_path / "j.db"), "--json").stdout.count('"matching": []') == 1


def test_a_record_of_a_game_not_played_is_warned_of_stored_and_not_matched(run, db):
    result = _import(run, db, str(EXAMPLES / "islands-win.rgn"))
    assert result.exit_code == 0  # warned, not refused: the status is the verdict's
    assert 'admiralty: warning: game 1 is a rigadoon record, and "Autumn Open" plays mad only: stored' in result.stderr
    assert result.stdout.splitlines()[1] == "  unmatched: its game (rigadoon) is not played in this tournament"
    (element,) = json.loads(_import(run, db, str(EXAMPLES / "loop-loss.rgn"), json_output=True).stdout)
    assert element["matching"][0]["warning"].startswith("game 2 is a rigadoon record")


def test_a_mad_record_in_a_rigadoon_tournament_is_warned_at_import_and_refused_at_attach(run, tmp_path):
    db = str(tmp_path / "isles.db")
    run("tournament", "create", "Isles", "--kind", "rigadoon", "--db", db)
    for player, name in (("am", "Anne Morgan"), ("yl", "Yves Le Gall")):
        run("tournament", "player", "add", player, "--name", name, "--tournament", "Isles", "--db", db)
    assert run("tournament", "pair", "am", "yl", "--round", "1", "--tournament", "Isles", "--db", db).exit_code == 0
    imported = run("import", str(EXAMPLES / "corvette-win.mgn"), "--tournament", "Isles", "--db", db)
    assert imported.exit_code == 0 and 'game 1 is a mad record, and "Isles" plays rigadoon only' in imported.stderr
    attached = run("tournament", "attach", "1", "--round", "1", "--pairing", "am-yl", "--by", "M. T.", "--reason",
                   "late", "--tournament", "Isles", "--db", db)  # fmt: skip
    assert (
        attached.exit_code == 2
        and "Game 1 is a game of MAD, and the tournament plays Rigadoon only." in attached.stderr
    )
