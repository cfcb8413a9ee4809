"""Standings over files name each invalid record they leave out, and exit 3 (specs/arbiter.md, "Standings")."""

import json
from pathlib import Path

from admiralty.notation.kinds import MAD
from admiralty.notation.verdict import judge
from admiralty.store.file_results import file_results

EXAMPLES = Path(__file__).parents[1] / "examples"
PLANTED = str(EXAMPLES / "planted-violation.mgn")
WIN = str(EXAMPLES / "corvette-win.mgn")


def test_an_invalid_record_is_named_with_its_first_broken_rule_and_the_status_is_3(run):
    result = run("standings", WIN, PLANTED, "--json")
    assert result.exit_code == 3
    assert len(json.loads(result.stdout)) == 2  # the valid game still ranks its two players
    (said,) = result.stderr.splitlines()
    assert said.startswith(f"admiralty: {PLANTED} game 1: INVALID MAD-")
    assert " at turn 5 (line " in said and said.endswith("The game is left out of the standings.")


def test_a_file_without_a_game_is_named_too(run, tmp_path):
    empty = tmp_path / "empty.mgn"
    empty.write_bytes(b"")
    result = run("standings", WIN, str(empty))
    assert result.exit_code == 3
    assert f"admiralty: {empty} game 1: INVALID MGN-SYNTAX (line 1, column 1): The file holds no game." in result.stderr


def test_valid_records_alone_exit_0_and_say_nothing(run):
    result = run("standings", WIN, str(EXAMPLES / "tiebreak.mgn"), "--json")
    assert result.exit_code == 0 and result.stderr == ""


def test_the_library_lists_what_it_leaves_out_in_the_files_order():
    games = []
    for name in (PLANTED, WIN, PLANTED):
        with open(name, encoding="utf-8") as handle:
            games += [(MAD, record, verdict) for record, verdict in judge(name, handle, MAD)]
    found = file_results(games)
    assert [(each.file, each.index) for each in found.left_out] == [(PLANTED, 1), (PLANTED, 1)]
    assert len(found.results) == 1
