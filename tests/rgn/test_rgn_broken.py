"""What a broken action did before it broke a rule, and what an end of turn that broke one is marked with
(issue 16): validate (text and JSON) and replay tell the chain reaction up to the violation in replay's words;
a diagram of the position before a bad end of turn marks the ships still owing an action, or the wind."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from admiralty.notation.kinds import RIGADOON
from admiralty.referee.violation import AdmiraltyError
from tests.rgn.test_rgn_diagrams import centre, classed, tree

THOUSAND = Path("examples/thousand-words.rgn")
WRITTEN = "B1c9-f6/B1>B2,B1>G1,B2>B3,G1>G2,sink@b9"
BEFORE_THE_BAD_PICK = [
    "B1 sails from c9 to f6 (3 squares)",
    "B1 on f6 attacks B2 on f5",
    "B2 is blasted from f5 to f3 (2 squares)",
    "B1 on f6 attacks G1 on e6",
    "G1 loses a mast: 1 mast left",
    "G1 is blasted from e6 to c6 (2 squares)",
    "B2 on f3 attacks B3 on g3",
    "B3 loses a mast: 2 masts left",
    "B3 is blasted from g3 to i3 (2 squares)",
]
HEADER = '[First "blue"]\n[Wind "N"]\n[WindSource "dice"]\n[Result "*"]\n\n'


@pytest.fixture
def bad_pick(tmp_path):
    """The rule book's "A thousand words" with G2>B3, not a pending attack, as its fourth pick."""
    path = tmp_path / "bad-pick.rgn"
    path.write_text(THOUSAND.read_text(encoding="utf-8").replace(WRITTEN, WRITTEN.replace("G1>G2", "G2>B3")))
    return str(path)


def test_validate_json_tells_the_maneuver_up_to_the_bad_pick(run, bad_pick):
    (verdict,) = json.loads(run("validate", bad_pick, "--json").output)
    (error,) = verdict["errors"]
    assert error["rule"] == "RIG-CHOICE" and error["maneuver"] == BEFORE_THE_BAD_PICK


def test_validate_json_keeps_the_contract_where_nothing_happened_first(run):
    (verdict,) = json.loads(run("validate", "examples/planted-violation.rgn", "--json").output)
    assert "maneuver" not in verdict["errors"][0]


def test_validate_text_numbers_the_maneuver_as_replay_does(run, bad_pick):
    lines = run("validate", bad_pick).output.splitlines()
    start = lines.index("  Before the error, the maneuver went:")
    told = [f"    {number}. {line}" for number, line in enumerate(BEFORE_THE_BAD_PICK, start=1)]
    assert lines[start + 1 : start + 1 + len(told)] == told


def test_replay_tells_the_maneuver_after_the_error(run, bad_pick):
    result = run("replay", bad_pick)
    assert result.exit_code == 1
    tail = result.output.rstrip("\n").splitlines()[-len(BEFORE_THE_BAD_PICK) - 2 :]
    assert tail[0].startswith(f"{bad_pick} #1: INVALID RIG-CHOICE at turn 1")
    assert tail[2:] == [f"    {number}. {line}" for number, line in enumerate(BEFORE_THE_BAD_PICK, start=1)]


def _finding(run, tmp_path, movetext):
    path = tmp_path / "end.rgn"
    path.write_text(HEADER + movetext + "\n", encoding="utf-8")
    report = json.loads(run("report", str(path), "--format", "json").output)
    (finding,) = [f for game in report["games"] for f in game["findings"]]
    return finding


def _entries(root):
    return {entry.get("data-entry"): entry for entry in classed(root, "legend-entry")}


def test_an_end_of_turn_with_ships_owing_an_action_outlines_them(run, tmp_path):
    """RIG-TURN-END: B1 sailed, the wind changed, B2, B3 and B4 are at sea and never acted."""
    finding = _finding(run, tmp_path, "1. W:E B1d1-d3 2. W:S *")
    assert finding["rule"] == "RIG-TURN-END"
    root = tree(finding["diagram"])
    owing = sorted((float(rect.get("x")) + 22, float(rect.get("y")) + 22) for rect in classed(root, "owes"))
    assert owing == sorted(centre(name) for name in ("f1", "a6", "i6"))
    entries = _entries(root)
    assert "turn-end" in entries and "offence" not in entries and not classed(entries["wind"], "offence")


def test_an_end_of_turn_without_a_wind_change_marks_the_wind(run, tmp_path):
    """RIG-WIND: both ships that had to act did, but the wind never changed."""
    finding = _finding(run, tmp_path, "1. B1d1-d3 B2f1-f3 B3a6-a8 B4i6-i8 2. W:S *")
    assert finding["rule"] == "RIG-WIND"
    root = tree(finding["diagram"])
    entries = _entries(root)
    assert classed(entries["wind"], "offence") and not classed(root, "owes")
    assert "wind unchanged" in "".join(entries["turn-end"].itertext())


def test_a_legal_end_of_turn_draws_the_position_unmarked():
    state = RIGADOON.plugin.read_position(
        "B1d3/3*,B2f3/3*,B3a6/3,B4i6/3,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4,d5,f5,e6 E die B 1 w *"
    )
    with pytest.raises(AdmiraltyError, match="RIG-TURN-END"):
        RIGADOON.plugin.svg(state, "2.", strict=True)
    after = RIGADOON.plugin.read_position(
        "B1d3/3*,B2f3/3*,B3a8/3*,B4i8/3*,G1f9/3,G2d9/3,G3i4/3,G4a4/3 e4,d5,f5,e6 E die B 1 w *"
    )
    root = tree(RIGADOON.plugin.svg(after, "2.", strict=True))
    assert not classed(root, "owes") and "turn-end" not in _entries(root)


def test_the_report_and_the_viewer_tell_the_maneuver_up_to_the_bad_pick(run, bad_pick):
    """The report (JSON, Markdown, HTML) and the viewer show what validate shows: the maneuver before the error."""
    report = json.loads(run("report", bad_pick, "--format", "json").output)
    (finding,) = [f for game in report["games"] for f in game["findings"]]
    assert finding["maneuver"] == BEFORE_THE_BAD_PICK
    markdown = run("report", bad_pick, "--format", "md").output
    numbered = "\n".join(f"{number}. {line}" for number, line in enumerate(BEFORE_THE_BAD_PICK, start=1))
    assert f"Before the error, the maneuver went:\n\n{numbered}\n" in markdown
    listed = "".join(f"<li>{line}</li>" for line in BEFORE_THE_BAD_PICK)
    for page in (run("report", bad_pick, "--format", "html").output, run("view", bad_pick).output):
        assert f'<ol class="broken-maneuver">{listed}</ol>' in page
