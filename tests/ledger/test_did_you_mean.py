"""A misspelt player on any command that takes one (issue 27): refused with the nearest registered player and
their id; spellings that differ by letters NFKD keeps, hyphens or case name one player."""

from pathlib import Path

import pytest

from tests.conftest import AUTUMN, declared

T = AUTUMN
HINT = "did you mean Yves Le Gall (id yl)?"


@pytest.fixture
def db(run, tmp_path):
    return declared(run, str(tmp_path / "n.db"))


@pytest.mark.parametrize(
    "command",
    [
        ("tournament", "pair", "--round", "5", "Yves Le Gal", "am"),
        ("tournament", "pair", "--round", "5", "am", "Yves Le Gal"),
        (
            "tournament",
            "decide",
            "--round",
            "4",
            "--pairing",
            "lp-Yves Le Gal",
            "--result",
            "first",
            "--by",
            "A",
            "--reason",
            "R",
        ),
        ("tournament", "result", "--round", "4", "--pairing", "Yves Le Gal-lp", "--result", "first"),
        ("tournament", "withdraw", "Yves Le Gal", "--from-round", "5", "--by", "A", "--reason", "R"),
    ],
)
def test_a_misspelt_player_is_refused_with_the_nearest_one(run, db, command):
    refused = run(*command, "--tournament", T, "--db", db)
    assert refused.exit_code == 2 and HINT in refused.output, refused.output


def test_pair_names_its_two_players_not_a_pairing(run, db):
    """``pair`` takes FIRST and SECOND apart: its refusal does not teach the FIRST-SECOND of ``--pairing``."""
    refused = run("tournament", "pair", "--round", "5", "Yves Le Gal", "am", "--tournament", T, "--db", db)
    assert "FIRST-SECOND" not in refused.output


def test_a_pairings_file_with_a_misspelt_player_says_whom_it_meant(run, db, tmp_path):
    pairings = tmp_path / "r5.csv"
    pairings.write_text("round,first,second\n5,am,Yves Le Gal\n", encoding="utf-8")
    refused = run("tournament", "pairings", str(pairings), "--tournament", T, "--db", db)
    assert refused.exit_code == 2 and "Line 2" in refused.output and HINT in refused.output


def test_a_name_far_from_every_player_gets_no_guess(run, db):
    refused = run("tournament", "pair", "--round", "5", "Zzyzx Qwv", "am", "--tournament", T, "--db", db)
    assert refused.exit_code == 2 and "not a registered player" in refused.output
    assert "did you mean" not in refused.output


def test_letters_nfkd_keeps_hyphens_and_case_name_one_player(run, db):
    added = run("tournament", "player", "add", "lw", "--name", "Łukasz Wróbel", "--tournament", T, "--db", db)
    assert added.exit_code == 0, added.output
    twin = run("tournament", "player", "add", "l2", "--name", "LUKASZ-WROBEL", "--tournament", T, "--db", db)
    assert twin.exit_code == 2 and "already names Łukasz Wróbel (lw)" in twin.output
    paired = run("tournament", "pair", "--round", "5", "Lukasz Wrobel", "Soazig Caradec", "--tournament", T, "--db", db)
    assert paired.exit_code == 0, paired.output


def test_games_of_nobody_names_the_nearest_player_and_exits_1(run, db, tmp_path):
    run("import", str(Path(__file__).parents[2] / "examples" / "round-4.mgn"), "--tournament", T, "--db", db)
    listed = run("games", "--player", "Yves Le Gal", "--tournament", T, "--db", db)
    assert listed.exit_code == 1 and 'No game has the player "Yves Le Gal": ' + HINT in listed.output
    anywhere = run("games", "--player", "Anne Morgn", "--db", db)
    assert anywhere.exit_code == 1 and "did you mean" in anywhere.output and "Morgan" in anywhere.output


def test_games_of_a_player_with_none_in_a_round_is_only_empty(run, db):
    """A registered player the other filters leave without a game: an empty listing, exit 0."""
    listed = run("games", "--player", "Yves Le Gall", "--round", "9", "--tournament", T, "--format", "json", "--db", db)
    assert listed.exit_code == 0 and listed.stdout.strip() == "[]"


def test_the_tournament_is_read_from_admiralty_tournament(run, db, monkeypatch):
    monkeypatch.setenv("ADMIRALTY_TOURNAMENT", T)
    shown = run("tournament", "show", "--format", "json", "--db", db)
    assert shown.exit_code == 3 and T in shown.output
    monkeypatch.setenv("ADMIRALTY_TOURNAMENT", "Autumn Opn")
    refused = run("tournament", "show", "--db", db)
    assert refused.exit_code == 2 and "did you mean" in refused.output
    assert "ADMIRALTY_TOURNAMENT" in run("standings", "--help").output


def test_a_bye_decided_with_one_number_and_penalties_shown_apart(run, db):
    """Issue 27, "Also fix": a bye has one seat, so one number; penalty points never read ``(-2-3)``."""
    run("tournament", "pair", "--round", "5", "am", "--tournament", T, "--db", db)
    bye = run("tournament", "decide", "--round", "5", "--pairing", "am", "--result", "bye", "--points", "1",
              "--by", "A", "--reason", "R", "--tournament", T, "--db", db)  # fmt: skip
    assert bye.exit_code == 0, bye.output
    run("tournament", "decide", "--round", "4", "--pairing", "lp-yl", "--result", "double-forfeit", "--points",
        "-2,-3", "--by", "A", "--reason", "R", "--tournament", T, "--db", db)  # fmt: skip
    shown = run("tournament", "show", "--tournament", T, "--db", db).output
    assert "-2" in shown and "-2-3" not in shown


@pytest.mark.parametrize(
    "command",
    [
        ("standings", "examples", "--tiebreaks", "buchholtz"),
        ("tournament", "create", "Tiebreak Spelling", "--kind", "mad", "--tiebreaks", "wins,buchholtz"),
    ],
)
def test_a_misspelt_tiebreak_is_refused_with_the_nearest(run, tmp_path, command):
    shown = run(*command, "--db", str(tmp_path / "s.db"))
    assert shown.exit_code == 2
    assert 'There is no tie-break "buchholtz"; did you mean "buchholz"?' in shown.output
