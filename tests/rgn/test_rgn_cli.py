"""The commands on Rigadoon records and positions: validate, replay, generate, diagram, moves."""

from __future__ import annotations

import json
import xml.dom.minidom

import pytest

from admiralty.notation.rgn import random_records, read_records
from admiralty.notation.rgn.generate import random_game

PLANTED = "examples/planted-violation.rgn"
THOUSAND = "examples/thousand-words.rgn"
START = "B1d1/3,B2f1/3,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4,d5,f5,e6 N NE,E,SE,S,SW,W,NW B 1 - *"
CONTRACT = ["file", "index", "valid", "result", "termination", "turns", "final", "errors"]


def test_validate_a_valid_rgn_file_exits_0(run):
    result = run("validate", "examples/islands-win.rgn")
    assert result.exit_code == 0
    assert "valid, result blue (islands), 3 turns" in result.output


def test_validate_the_planted_violation_exits_1_with_rule_turn_and_place(run):
    result = run("validate", PLANTED)
    assert result.exit_code == 1
    assert "INVALID RIG-ACT at turn 3 (line 14, column 4)" in result.output
    assert "Position before the error:" in result.output and "B1/3" in result.output


def test_validate_json_has_the_contract_keys_and_rigadoon_values(run):
    (verdict,) = json.loads(run("validate", "examples/loop-loss.rgn", "--json").output)
    assert list(verdict) == CONTRACT
    assert (verdict["valid"], verdict["result"], verdict["termination"], verdict["turns"]) == (True, "green", "loop", 1)
    assert verdict["final"].endswith("B 1 - G:loop")


def test_validate_json_of_the_planted_violation(run):
    (verdict,) = json.loads(run("validate", PLANTED, "--json").output)
    error = verdict["errors"][0]
    assert list(error) == ["rule", "turn", "line", "column", "message", "suggestions"]
    assert (error["rule"], error["turn"], error["line"], error["column"]) == ("RIG-ACT", 3, 14, 4)
    assert verdict["turns"] == 2 and verdict["result"] == "*"


def test_validate_stdin_detects_rigadoon_by_its_tags(run):
    text = '[Green "G"]\n\n1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 *\n'
    (verdict,) = json.loads(run("validate", "-", "--json", input=text).output)
    assert verdict["valid"] and verdict["final"].startswith("B1d3/3")


def test_validate_stdin_detects_rigadoon_by_its_actions(run):
    result = run("validate", "-", input="1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 *\n")
    assert result.exit_code == 0


def test_validate_stdin_without_rigadoon_signs_is_mad(run):
    assert run("validate", "-", "--json", input="1. 211c2-c4 *\n").exit_code == 0


def test_validate_kind_option_overrides_detection(run, tmp_path):
    path = tmp_path / "game.txt"
    path.write_text("1. B1d1-d3 B2f1-f3 W:E B3a6-a7 B4i6-i7 *\n", encoding="utf-8")
    assert run("validate", str(path), "--kind", "rigadoon").exit_code == 0
    (verdict,) = json.loads(run("validate", str(path), "--kind", "mad", "--json").output)
    assert verdict["errors"][0]["rule"].startswith("MGN-")


def test_validate_an_empty_rgn_file_is_rgn_syntax(run, tmp_path):
    path = tmp_path / "empty.rgn"
    path.write_text("% nothing\n", encoding="utf-8")
    result = run("validate", str(path), "--json")
    assert result.exit_code == 1
    assert json.loads(result.output)[0]["errors"][0]["rule"] == "RGN-SYNTAX"


def test_validate_a_missing_file_exits_2(run):
    assert run("validate", "examples/nowhere.rgn").exit_code == 2


def test_replay_tells_the_chain_reaction(run):
    result = run("replay", THOUSAND)
    assert result.exit_code == 0
    output = result.output
    assert "Turn 1 (Blue): B1c9-f6/B1>B2,B1>G1,B2>B3,G1>G2,sink@b9" in output
    for line in (
        "B1 on f6 attacks G1 on e6",
        "G1 loses a mast: 1 mast left",
        "G2 is blasted from b6 to i6 (2 squares, across the edge)",
        "the chest on i6 sinks and washes up on the island b9",
        "the chest on h2 is pushed to g1",
        "B4 claims the chests on the island b9: in port, 3 masts",
        "the wind changes to E",
        "B2 on f3 repairs: 1 mast",
    ):
        assert line in output


def test_replay_tells_backfires_and_the_loop(run):
    output = run("replay", "examples/loop-loss.rgn").output
    assert "backfires" in output and "game over: Green wins by loop" in output


def test_replay_one_turn_writes_svg_per_action(run, tmp_path):
    result = run("replay", THOUSAND, "--turn", "1", "--svg", str(tmp_path / "steps"))
    assert result.exit_code == 0
    files = sorted((tmp_path / "steps").glob("*.svg"))
    assert len(files) == 6 and files[0].read_text(encoding="utf-8").startswith("<svg")


def test_replay_of_the_planted_violation_exits_1(run):
    result = run("replay", PLANTED)
    assert result.exit_code == 1 and "RIG-ACT" in result.output


def test_replay_of_an_unplayed_turn_exits_2(run):
    assert run("replay", THOUSAND, "--turn", "9").exit_code == 2


def test_generate_rigadoon_writes_valid_rgn(run, tmp_path):
    path = tmp_path / "games.rgn"
    assert (
        run(
            "generate", "--kind", "rigadoon", "--seed", "5", "--games", "2", "--max-turns", "6", "-o", str(path)
        ).exit_code
        == 0
    )
    records = list(read_records(path.read_text(encoding="utf-8").splitlines()))
    assert len(records) == 2 and all(record.valid for record in records)
    assert run("validate", str(path)).exit_code == 0


def test_generate_rigadoon_is_deterministic(run):
    args = ("generate", "--kind", "rigadoon", "--seed", "9", "--max-turns", "4")
    assert run(*args).output == run(*args).output


def test_diagram_of_an_rfen_position(run):
    result = run("diagram", START, "--move", "B1d1-d3")
    assert result.exit_code == 0
    svg = result.output
    assert svg.startswith("<svg") and svg.count('class="ship') == 8 and 'class="arrow"' in svg
    assert svg.count('class="island"') == 4 and svg.count('class="maelstrom"') == 4 and svg.count('class="exit"') == 4
    xml.dom.minidom.parseString(svg)


def test_diagram_of_a_bad_rfen_exits_2(run):
    assert run("diagram", "B1d1/3 - N die B 1 - *").exit_code == 2


def test_diagram_with_a_bad_move_exits_2(run):
    assert run("diagram", START, "--move", "B9d1-d3").exit_code == 2


def test_moves_lists_legal_actions_in_rgn(run):
    tokens = json.loads(run("moves", START, "--json").output)
    assert "W:E" in tokens and "B1d1-d3" in tokens and "W:N" not in tokens


def test_moves_lists_the_end_of_the_turn_as_the_next_move_number(run):
    done = "B1d3/3*,B2f3/3*,B3a7/3*,B4i7/3*,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4,d5,f5,e6 E N,NE,SE,S,SW,W,NW B 1 w *"
    tokens = run("moves", done).output.split()
    assert tokens == ["1..."]


def _movetexts(run, seed: int, games: int) -> list[str]:
    """The movetext of each game ``generate --kind rigadoon --seed SEED`` writes (its tags name its round)."""
    text = run("generate", "--kind", "rigadoon", "--seed", str(seed), "--games", str(games), "--max-turns", "2").output
    return [game.split("\n\n", 1)[1] for game in text.split("\n\n[Event")]


@pytest.mark.parametrize("seed", [1, 2, 40])
def test_generate_rigadoon_nearby_seeds_share_no_game(run, seed):
    """Game i of --seed S was game i-1 of --seed S+1 (each game played from S + i): no longer."""
    assert not set(_movetexts(run, seed, 3)) & set(_movetexts(run, seed + 1, 3))


def test_generate_rigadoon_game_1_is_the_random_game_of_the_seed():
    """The first game of --seed S is still random_game(S), the game the benchmark plays."""
    (record,) = random_records(7, 1, 3)
    start, actions, _ = random_game(7, 3)
    assert (record.start, [played.action for played in record.actions]) == (start, actions)
