"""A game whose two seats name one player counts for no one in standings over files (specs/arbiter.md,
"Standings"): it is left out and named (exit 3); ``?`` names nobody."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from admiralty.referee.tournament.names import name_key, one_player

ROOT = Path(__file__).resolve().parents[1]
WIN = (ROOT / "examples/corvette-win.mgn").read_text(encoding="utf-8")
"""Red (Morgan, Anne) beats Blue (Le Gall, Yves) by a corvette in exile."""

TIEBREAK = (ROOT / "examples/tiebreak.mgn").read_text(encoding="utf-8")
"""Red (Kerbrat, Loic) beats Blue (Morgan, Anne) by the tie-break count."""


def _self_game(tmp_path: Path) -> str:
    """A file of two games: the corvette win, then the tie-break game with Anne Morgan in both seats."""
    path = tmp_path / "two.mgn"
    path.write_text(WIN + "\n" + TIEBREAK.replace('[Red "Kerbrat, Loic"]', '[Red "Anne Morgan"]'), encoding="utf-8")
    return str(path)


def _games(rows: list[dict]) -> dict[str, int]:
    return {row["player"]: row["games"] for row in rows}


def test_a_game_against_oneself_is_left_out_of_the_file_standings(run, tmp_path):
    result = run("standings", _self_game(tmp_path), "--json")
    assert _games(json.loads(result.stdout)) == {"Morgan, Anne": 1, "Le Gall, Yves": 1}


def test_the_game_left_out_is_named_with_the_rule_and_the_status_is_3(run, tmp_path):
    path = _self_game(tmp_path)
    result = run("standings", path, "--format", "csv")
    assert result.exit_code == 3
    assert (
        f'admiralty: {path} game 2: Red "Anne Morgan" and Blue "Morgan, Anne" name one player, who cannot be'
        " paired against themselves (STORE-LEDGER): the game is left out of the standings." in result.stderr
    )


def test_files_without_such_a_game_still_exit_0(run):
    valid = [str(ROOT / "examples" / name) for name in ("corvette-win.mgn", "tiebreak.mgn", "islands-win.rgn")]
    assert run("standings", *valid, "--json").exit_code == 0


def test_unknown_players_are_not_one_player(run, tmp_path):
    """``?`` against ``?``: nobody is named, so nothing is left out (the game counts as it did)."""
    path = tmp_path / "unknown.mgn"
    path.write_text(WIN.replace("Morgan, Anne", "?").replace("Le Gall, Yves", "?"), encoding="utf-8")
    result = run("standings", str(path), "--json")
    assert result.exit_code == 0 and _games(json.loads(result.stdout)) == {"?": 2}


def test_the_file_report_leaves_the_game_out_of_its_standings(run, tmp_path):
    report = json.loads(run("report", _self_game(tmp_path), "--json").stdout)
    assert {row["player"]: row["games"] for row in report["standings"]} == {"Morgan, Anne": 1, "Le Gall, Yves": 1}


NAMES = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12)


@given(NAMES, NAMES)
def test_one_player_is_one_name_key_that_names_someone(first, second):
    expected = name_key(first) == name_key(second) and name_key(first) not in ("", "?")
    assert one_player((first, second)) is expected


@given(NAMES.filter(lambda name: name_key(name) not in ("", "?")))
def test_a_name_and_its_last_first_spelling_are_one_player(name):
    words = name_key(name).split()
    assert one_player((name, f"{words[-1]}, {' '.join(words[:-1])}" if len(words) > 1 else name.upper()))


@pytest.mark.parametrize(("kind", "suffix"), [("mad", "mgn"), ("rigadoon", "rgn")])
def test_generated_games_name_each_seat_after_its_colour_so_they_rank(run, tmp_path, kind, suffix):
    path = tmp_path / f"generated.{suffix}"
    assert run("generate", "--kind", kind, "--games", "3", "--seed", "5", "-o", str(path)).exit_code == 0
    result = run("standings", str(path), "--json")
    assert result.exit_code == 0, result.stderr
    ranked = _games(json.loads(result.stdout))
    assert len(ranked) == 2 and all(name.startswith("Random ") for name in ranked)
