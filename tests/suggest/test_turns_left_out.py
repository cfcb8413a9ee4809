"""Did you mean, for a turn written twice or left out: suggestions that delete or insert a token
(specs/suggestions.md, "Looking back"; notation/lookback.py), and the committed slip sets they are measured on."""

import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from admiralty.notation.assume import replaced, suggested_edit
from admiralty.notation.kinds import MAD, RIGADOON
from admiralty.notation.lookback import looked_back
from admiralty.notation.mgn.generate import random_games
from admiralty.notation.rgn import random_records
from admiralty.notation.suggest import Suggestion
from admiralty.notation.verdict import judge
from tests.suggest.test_lookback import MAD_SLIP, RIGADOON_SLIP

MAD_RECORD = MAD_SLIP.replace("211b3-c3", "211b3-c2")
"""A club night's record, legal to its end."""

RIGADOON_RECORD = RIGADOON_SLIP.replace("G3i4-g4", "G3i4-f4")
"""A Rigadoon record, legal to its end."""

SLIP_SETS = Path(__file__).resolve().parents[2] / "benchmarks" / "slips"


def _first(run, tmp_path, name, text):
    record = tmp_path / name
    record.write_text(text, encoding="utf-8")
    (verdict,) = json.loads(run("validate", str(record), "--look-back", "--json").output)
    return verdict["errors"][0], record


def test_the_records_are_legal_as_written():
    for text, kind in ((MAD_RECORD, MAD), (RIGADOON_RECORD, RIGADOON)):
        ((_, verdict),) = judge("game", text.splitlines(keepends=True), kind)
        assert verdict.valid


def test_a_mad_turn_written_twice_is_deleted(run, tmp_path):
    error, record = _first(run, tmp_path, "twice.mgn", MAD_RECORD.replace("3. 121a2-a3", "3. 121a2-a3 121a2-a3"))
    assert (error["rule"], error["turn"]) == ("MGN-FROM", 6)
    first, *others = error["suggestions"]
    assert first == {
        "token": "121a2-a3",
        "distance": 1,
        "explanation": "121a2-a3 at turn 6 may have been written twice: without it the record is legal to its end.",
        "turn": 6,
        "change": "delete",
    }
    assert all(other.get("change") != "delete" for other in others), "deleting either copy is one suggestion"
    assert "  Did you mean delete 121a2-a3 (turn 6)" in run("validate", str(record), "--look-back").output


def test_a_mad_turn_left_out_is_inserted_where_the_move_number_breaks(run, tmp_path):
    error, record = _first(run, tmp_path, "left.mgn", MAD_RECORD.replace(" 211c4-c3", ""))
    assert error["rule"] == "MGN-SYNTAX" and error["message"].startswith("Move number 4. is written here")
    assert error["suggestions"][0] == {
        "token": "211c4-c3",
        "distance": 1,
        "explanation": "211c4-c3 may have been left out at turn 6: with it the record is legal to its end.",
        "turn": 6,
        "change": "insert",
    }
    assert "  Did you mean insert 211c4-c3 (turn 6)" in run("validate", str(record), "--look-back").output


def test_without_the_option_a_move_number_error_has_no_suggestions(run, tmp_path):
    record = tmp_path / "left.mgn"
    record.write_text(MAD_RECORD.replace(" 211c4-c3", ""), encoding="utf-8")
    (verdict,) = json.loads(run("validate", str(record), "--json").output)
    assert "suggestions" not in verdict["errors"][0]


def test_a_rigadoon_action_written_twice_is_deleted(run, tmp_path):
    error, _ = _first(run, tmp_path, "twice.rgn", RIGADOON_RECORD.replace("B3a6-c6 2.", "B3a6-c6 B3a6-c6 2."))
    assert (error["rule"], error["turn"]) == ("RIG-ACT", 2)
    first = error["suggestions"][0]
    assert (first["change"], first["token"], first["turn"]) == ("delete", "B3a6-c6", 2)


def test_a_rigadoon_action_left_out_is_inserted_once_at_its_best_place(run, tmp_path):
    error, _ = _first(run, tmp_path, "left.rgn", RIGADOON_RECORD.replace("G2e9-e8\n", "\n"))
    assert (error["rule"], error["turn"]) == ("RIG-TURN-END", 3)
    first, *others = error["suggestions"]
    assert (first["change"], first["token"], first["turn"]) == ("insert", "G2e9-e8", 3)
    assert "legal to its end" in first["explanation"]
    assert all(other["token"] != "G2e9-e8" for other in others)


def test_assume_nearest_takes_a_single_nearest_deletion(run, tmp_path):
    record = tmp_path / "twice.rgn"
    record.write_text(RIGADOON_RECORD.replace("B3a6-c6 2.", "B3a6-c6 B3a6-c6 2."), encoding="utf-8")
    (verdict,) = json.loads(run("validate", str(record), "--look-back", "--assume-nearest", "--json").output)
    assert verdict["errors"][0]["assumed"] == "B3a6-c6"
    assert len(verdict["errors"]) == 1 and verdict["final"] == judged_final(RIGADOON_RECORD, RIGADOON)


def judged_final(text, kind):
    ((_, verdict),) = judge("game", text.splitlines(keepends=True), kind)
    return verdict.final


def _claimed(explanation):
    found = re.search(r"legal up to turn (\d+)", explanation)
    return int(found[1]) if found else None


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(0, 200), st.booleans(), st.booleans())
def test_a_deletion_or_insertion_made_holds_what_it_claims(seed, index, twice, rigadoon):
    """A token written twice or left out: each deletion or insertion suggested, made, carries the record as far
    as its explanation says (to its end: valid)."""
    kind = RIGADOON if rigadoon else MAD
    games = random_records(seed, 1, 6) if rigadoon else random_games(seed, 1, max_turns=30)
    text = kind.plugin.write_games(list(games)).splitlines(keepends=True)
    ((record, _),) = judge("game", text, kind)
    _, line, column, _ = kind.plugin.token_places(record)[index % len(kind.plugin.token_places(record))]
    token = text[line - 1][column - 1 :].split()[0]
    change = "insert" if twice else "delete"  # the slip: the token written again before itself, or left out
    slip = Suggestion(token, 0, turn=0, place=(line, column, "" if twice else token), change=change)
    slipped = replaced(text, suggested_edit(text, slip))
    ((game, verdict),) = judge("game", slipped, kind)
    assume(not verdict.valid)
    for suggestion in looked_back("game", slipped, game, verdict, kind).advice[0].suggestions or ():
        if suggestion.change == "replace":
            continue
        assert suggestion.place is not None and suggestion.explanation is not None
        ((_, fixed),) = judge("game", replaced(slipped, suggested_edit(slipped, suggestion)), kind)
        claimed = _claimed(suggestion.explanation)
        if claimed is None and "legal to its end" in suggestion.explanation:
            assert fixed.valid or fixed.errors[0].rule.endswith(("-RESULT", "-TAG"))
        elif claimed is not None:
            assert fixed.valid or fixed.errors[0].turn is None or fixed.errors[0].turn >= claimed


@pytest.mark.parametrize("game", ["mad", "rigadoon"])
def test_each_committed_slipped_record_is_caught_and_its_correction_makes_it_legal(game):
    """benchmarks/slips/: every record breaks a rule as written, and its intended correction writes a legal one."""
    kind = MAD if game == "mad" else RIGADOON
    rows = [json.loads(row) for row in (SLIP_SETS / f"{game}.jsonl").read_text(encoding="utf-8").splitlines()]
    assert 100 <= len(rows) <= 400
    assert {row["slip"] for row in rows} >= {"wrong destination", "written twice", "left out", "wrong ship code"}
    for row in rows:
        lines = row["record"].splitlines(keepends=True)
        fix = row["correction"]
        place = (fix["line"], fix["column"], fix["token"] if fix["change"] == "delete" else fix.get("written", ""))
        edit = suggested_edit(lines, Suggestion(fix["token"], 0, turn=0, place=place, change=fix["change"]))
        ((_, as_written),) = judge("game", lines, kind)
        ((_, corrected),) = judge("game", replaced(lines, edit), kind)
        assert not as_written.valid and corrected.valid, row["slip"]
