"""Did you mean, looking back: a slip that was itself legal, found at its own turn when the record breaks later
(specs/suggestions.md, "Looking back"; notation/lookback.py)."""

import json
import re
from unittest.mock import patch

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from admiralty.notation import lookback
from admiralty.notation.assume import Edit, replaced
from admiralty.notation.kinds import MAD, RIGADOON
from admiralty.notation.lookback import looked_back
from admiralty.notation.mgn.generate import random_games
from admiralty.notation.repair import repair
from admiralty.notation.rgn import random_records
from admiralty.notation.verdict import judge
from tests.slips import is_legal, is_legal_action, wrong_stop, wrong_target

TAGS = '[Event "Club night"]\n[Red "A. Marchand"]\n[Blue "B. Leroux"]\n[Result "*"]\n\n'

MAD_SLIP = TAGS + (
    "1. 211c2-b3 211c5-c4 2. 211b3-c3 122>212>221 3. 121a2-a3 211c4-c3 4. 211c2xc3\n"
    "112<>221 5. 112<>221 112b5-c5 6. 211c3-b4 221d5-c4 7. 222c1-c2 221c4xb4 8.\n"
    "121a3-a4 111b6-b5 *\n"
)
"""Red moved 211 from b3 to c2 at turn 3 and wrote c3: legal, and the record breaks at turn 6."""

RIGADOON_SLIP = (
    '[Blue "C. Roy"]\n[Green "D. Faure"]\n[First "green"]\n[Wind "E"]\n[WindSource "cards"]\n[Result "*"]\n\n'
    "1. W:NW G3i4-g4 G1f9-e8 G4a4-b5 G2d9-e9/G2>G1,bump 1... B2f1-e2 W:S B4i6-i7\n"
    "B1d1-e1/B1>B2 B3a6-c6 2. W:SW G1e6-c4/bump G4b5-b2/bump1+sink@b1 G2e9-e8\n"
    "G3f4-f2 2... B4i7-h8 B3c6-e4/bump,B3>B2,B2>G3,B2>B1,B1>G2 B1e9-f8 W:NE\n"
    "B2e2-h5/bump *\n"
)
"""Green's G3 sailed from i4 to f4 in turn 1, written g4: legal, and the record breaks in turn 3."""


def test_a_legal_slip_is_suggested_at_its_own_turn(run, tmp_path):
    record = tmp_path / "slip.mgn"
    record.write_text(MAD_SLIP, encoding="utf-8")
    (verdict,) = json.loads(run("validate", str(record), "--look-back", "--json").output)
    error = verdict["errors"][0]
    assert (error["rule"], error["turn"]) == ("MGN-MARKER", 6)
    first, *others = error["suggestions"]
    assert first == {
        "token": "211b3-c2",
        "distance": 2,
        "explanation": "211b3-c3 at turn 3 may have been 211b3-c2: then the record is legal to its end.",
        "turn": 3,
    }
    assert all("turn" not in other for other in others)
    text = run("validate", str(record), "--look-back").output
    assert "  Did you mean 211b3-c2 (turn 3), 211c4xc3 or 211c4-b3?" in text


def test_without_the_option_nothing_looks_back(run, tmp_path):
    record = tmp_path / "slip.mgn"
    record.write_text(MAD_SLIP, encoding="utf-8")
    (verdict,) = json.loads(run("validate", str(record), "--json").output)
    assert [s["token"] for s in verdict["errors"][0]["suggestions"]] == ["211c4xc3", "211c4-b3", "211c4-d3"]
    assert all(list(s) == ["token", "distance", "explanation"] for s in verdict["errors"][0]["suggestions"])


def test_a_rigadoon_slip_names_its_action_and_repair_takes_it(run, tmp_path):
    record = tmp_path / "slip.rgn"
    record.write_text(RIGADOON_SLIP, encoding="utf-8")
    (verdict,) = json.loads(run("validate", str(record), "--look-back", "--json").output)
    first = verdict["errors"][0]["suggestions"][0]
    assert (verdict["errors"][0]["turn"], first["token"], first["turn"]) == (3, "G3i4-f4", 1)
    fixed = tmp_path / "fixed.rgn"
    result = run("repair", str(record), "--turn", "1", "--as", "G3i4-f4", "-o", str(fixed))
    assert result.exit_code == 0
    assert "W:NW G3i4-f4 {Repaired: written G3i4-g4} G1f9-e8" in fixed.read_text(encoding="utf-8")


def test_repair_and_assume_nearest_take_the_earlier_turn(run, tmp_path):
    record = tmp_path / "slip.mgn"
    record.write_text(MAD_SLIP, encoding="utf-8")
    fixed = tmp_path / "fixed.mgn"
    assert run("repair", str(record), "--turn", "3", "--as", "211b3-c2", "-o", str(fixed)).exit_code == 0
    assert run("validate", str(fixed)).exit_code == 0
    (verdict,) = json.loads(run("validate", str(record), "--look-back", "--assume-nearest", "--json").output)
    assert verdict["valid"] is False and len(verdict["errors"]) == 1
    assert verdict["errors"][0]["assumed"] == "211b3-c2"
    assert verdict["turns"] == 16


def _claimed(explanation: str) -> int | None:
    """The turn a look-back suggestion says the record is legal up to; None for its end."""
    found = re.search(r"legal up to turn (\d+)\.$", explanation)
    return int(found[1]) if found else None


def _legal_slip(kind, text, index, pick):
    """The record ``text`` with a legal slip at the first token from ``index`` (cyclically) that has one
    breaking the record later, with its verdict; None when no token has one."""
    slip, legal = (wrong_stop, is_legal_action) if kind is RIGADOON else (wrong_target, is_legal)
    ((record, _),) = judge("game", text, kind)
    places = kind.plugin.token_places(record)
    for shift in range(len(places)):
        _, line, column, before = places[(index + shift) % len(places)]
        intended = text[line - 1][column - 1 :].split()[0]
        for way in range(pick, pick + 4):
            token = slip(before, intended, way)
            if token is None or token == intended or not legal(before, token):
                continue
            slipped = replaced(text, Edit(line, column - 1, intended, token))
            ((game, verdict),) = judge("game", slipped, kind)
            if not verdict.valid:
                return slipped, game, verdict
    return None


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(0, 200), st.integers(0, 11), st.booleans())
def test_a_look_back_suggestion_repaired_holds_what_it_claims(seed, index, pick, rigadoon):
    """Each suggestion naming an earlier turn, applied with repair, makes the record legal at least as far as
    it says."""
    kind = RIGADOON if rigadoon else MAD
    games = random_records(seed, 1, 6) if rigadoon else random_games(seed, 1, max_turns=40)
    found = _legal_slip(kind, kind.plugin.write_games(list(games)).splitlines(keepends=True), index, pick)
    assume(found is not None)
    slipped, game, verdict = found
    told = looked_back("game", slipped, game, verdict, kind)
    for suggestion in told.advice[0].suggestions or ():
        if suggestion.turn is None or suggestion.change != "replace":
            continue
        assert suggestion.explanation is not None
        assert suggestion.place is not None
        at = suggestion.place[:2]
        fixed = repair("game", slipped, suggestion.turn, suggestion.token, kind, place=at).verdict
        claimed = _claimed(suggestion.explanation)
        if claimed is None:
            assert fixed.valid or fixed.errors[0].turn is None
        else:
            assert fixed.valid or fixed.errors[0].turn is None or fixed.errors[0].turn >= claimed


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.booleans())
def test_a_valid_record_is_never_looked_back_on(seed, rigadoon):
    """Looking back on a valid record judges nothing again and changes nothing."""
    kind = RIGADOON if rigadoon else MAD
    games = random_records(seed, 1, 6) if rigadoon else random_games(seed, 1, max_turns=40)
    text = kind.plugin.write_games(list(games)).splitlines(keepends=True)
    ((game, verdict),) = judge("game", text, kind)
    assert verdict.valid
    with patch.object(lookback._Game, "judged", side_effect=AssertionError("judged again")):
        assert looked_back("game", text, game, verdict, kind) is verdict


RIGADOON_SAME_TURN = (
    '[Blue "C. Roy"]\n[Green "D. Faure"]\n[First "green"]\n[Wind "W"]\n[WindSource "dice"]\n[Result "*"]\n\n'
    "1. G4a4-a3 G3i4-g6 G1f9-e9/G1>G2 W:E G2c9-d8 1... W:NE B2f1-e2 B3a6-c4 B1d1-f1\n"
    "B4i6-h5 2. W:NE G3g6-f7 G4a3-b4/G4>B3,bump\n"
    "G2d8-e8/G2>G1,G1>B2,G1>B1,B2>B3,bump,B3>G3,G3>B4 G1e1-g3/G1>B4 2... B2e3-f2\n"
    "B3e6-a1 B4a3-b3/B4>G4 W:N B1g1-f1/B1>B2,bump 3. G1g3-i5 G3h6-h8 G2e8-e9 W:SE\n"
    "G4b6-d4 3... B1f1-g1 W:SE B2f4-f3 B4+ B3a1-b2/B3>B4 *\n"
)
"""G3 sailed from g6 to f6 in turn 3, written f7: legal, and a later action of the same turn breaks a rule."""


def test_an_earlier_action_of_the_bad_turn_is_suggested_and_repaired(run, tmp_path):
    record = tmp_path / "slip.rgn"
    record.write_text(RIGADOON_SAME_TURN, encoding="utf-8")
    (verdict,) = json.loads(run("validate", str(record), "--look-back", "--json").output)
    error, first = verdict["errors"][0], verdict["errors"][0]["suggestions"][0]
    assert (error["turn"], first["token"], first["turn"]) == (3, "G3g6-f6", 3)
    result = run("repair", str(record), "--turn", "3", "--as", "G3g6-f6")
    assert result.exit_code == 0
    assert "W:NE G3g6-f6 {Repaired: written G3g6-f7} G4a3-b4" in result.output
