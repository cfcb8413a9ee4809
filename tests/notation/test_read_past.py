"""Slips read past: a wrong move number or tag is reported, and the turns after it are judged as a reader
reads them (specs/mgn.md, "Slips"; specs/rgn.md). The first error, the exit code and the record's
invalidity stay; the turns, final position, result check and later errors reflect the whole record, on the
fast paths and the general path alike."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from admiralty.notation.kinds import MAD, RIGADOON, GameKind
from admiralty.notation.mgn.generate import random_games
from admiralty.notation.renumber import renumber
from admiralty.notation.rgn import random_records
from admiralty.notation.tokens import Kind, Token, tokenize
from admiralty.notation.verdict import judge, transcribe, verdicts
from admiralty.referee import fast
from admiralty.store import EventStore, import_file

DATA = Path(__file__).resolve().parents[1] / "data"
MGN_SHEET = DATA / "scoresheet-typed.mgn"
RGN_SHEET = DATA / "scoresheet-typed.rgn"


def _lines(text: str) -> list[str]:
    return text.splitlines(keepends=True)


def _judged(text: str, kind: GameKind) -> Iterator[tuple[str, object]]:
    """Every way of judging the text's one game, on the fast paths and on the general path alone: each
    reader's name and its verdict's summary (valid, turns, final, errors)."""
    for engaged in (True, False):
        fast.engage(engaged)
        try:
            for way in (judge, verdicts, transcribe):
                ((game, verdict),) = way("game", _lines(text), kind)
                turns = len(kind.plugin.token_places(game)) if way is judge else None
                yield (
                    f"{way.__name__}, fast {engaged}",
                    (verdict.valid, verdict.turns, verdict.final, verdict.errors, turns),
                )
        finally:
            fast.engage(True)


def _one_way(text: str, kind: GameKind) -> tuple:
    """The one verdict every reader gives, fast or not (the differential check)."""
    found = dict(_judged(text, kind))
    first, *others = found.values()
    assert all(other[:4] == first[:4] for other in others), found
    return first


@pytest.mark.parametrize(("path", "kind"), [(MGN_SHEET, MAD), (RGN_SHEET, RIGADOON)])
def test_a_typed_scoresheet_is_judged_past_its_wrong_move_number(path, kind):
    text = path.read_text(encoding="utf-8")
    valid, turns, final, errors, _ = _one_way(text, kind)
    fixed = renumber(str(path), _lines(text), kind).verdict
    assert not valid and len(errors) == 1 and errors[0].rule == kind.dialect.syntax
    assert (turns, final) == (fixed.turns, fixed.final)


def test_validate_reports_the_slip_as_before_and_the_whole_record(run):
    result = run("validate", str(MGN_SHEET), "--json")
    assert result.exit_code == 1
    (verdict,) = json.loads(result.output)
    assert verdict["valid"] is False and verdict["turns"] == 28
    assert [(e["rule"], e["line"], e["column"]) for e in verdict["errors"]] == [("MGN-SYNTAX", 20, 1)]


def test_replay_shows_a_turn_past_the_slip(run):
    result = run("replay", str(MGN_SHEET), "--turn", "25")
    assert result.exit_code == 1, "the record is still invalid"
    assert "was not played" not in result.output
    assert "Turn 25" in result.output and "Move number 9. is written here" in result.output


def test_a_later_rule_error_is_listed_after_the_slip_with_its_suggestions(run, tmp_path):
    text = MGN_SHEET.read_text(encoding="utf-8").replace("13. 212d6-c5", "13. 212d6xc5")
    record = tmp_path / "later.mgn"
    record.write_text(text, encoding="utf-8")
    (verdict,) = json.loads(run("validate", str(record), "--json").output)
    slip, later = verdict["errors"]
    assert slip["rule"] == "MGN-SYNTAX" and "suggestions" not in slip
    assert (later["rule"], later["turn"], later["line"]) == ("MGN-MARKER", 25, 23) and later["suggestions"]
    assert verdict["turns"] == 24
    (assumed,) = json.loads(run("validate", str(record), "--assume-nearest", "--json").output)
    assert [e["rule"] for e in assumed["errors"]] == ["MGN-SYNTAX", later["rule"]], "the slip is listed once"
    assert assumed["turns"] == 28


def test_a_wrong_result_after_a_slip_is_found(tmp_path):
    text = MGN_SHEET.read_text(encoding="utf-8").replace('[Result "*"]', '[Result "red"]')
    ((game, verdict),) = judge("game", _lines(text), MAD)
    assert [e.rule for e in verdict.errors] == ["MGN-SYNTAX", "MGN-RESULT"]
    assert game.offending is None and verdict.advice == ()


@pytest.mark.parametrize(
    ("old", "new", "rule", "message"),
    [
        ('[Site "Quimper"]', '[Site "Quimper]', "MGN-SYNTAX", 'A tag is written [Name "value"].'),
        ('[Date "2026.11.20"]', '[Date "20.11.2026"]', "MGN-TAG", "Date is written YYYY.MM.DD"),
        ('[Round "2"]', '[Round "2"]\n[Site "Brest"]', "MGN-TAG", "The Site tag is given twice."),
        ('[Result "*"]', '[result "*"]', "MGN-TAG", "Tag names are case-sensitive"),
    ],
)
def test_a_malformed_tag_is_read_past(old, new, rule, message):
    text = MGN_SHEET.read_text(encoding="utf-8").replace("9.  222b1-b3", "10.  222b1-b3").replace(old, new)
    valid, turns, _, errors, _ = _one_way(text, MAD)
    assert not valid and turns == 28
    assert len(errors) == 1 and errors[0].rule == rule and errors[0].message.startswith(message)


def test_a_tag_slip_keeps_every_tag_as_written():
    text = MGN_SHEET.read_text(encoding="utf-8").replace('[Site "Quimper"]', '[Site "Brest"]\n[Site "Quimper"]')
    ((game, _),) = judge("game", _lines(text), MAD)
    assert [name for name, _ in game.tags][:3] == ["Event", "Site", "Site"]


def _numbers(text: str, kind: GameKind) -> list[Token]:
    return [t for t in tokenize(_lines(text), kind.dialect) if isinstance(t, Token) and t.kind is Kind.MOVE_NUMBER]


def _slipped(text: str, number: Token, shift: int, dots: bool) -> str:
    """``text`` with ``number`` written wrong: another number (``shift``), or its dots changed."""
    lines = _lines(text)
    value = int(number.text) + shift if shift and int(number.text) + shift > 0 else int(number.text)
    mark = ("..." if number.value == "." else ".") if dots or value == int(number.text) else number.value
    old = f"{number.text}{number.value}"
    line = lines[number.line - 1]
    start = number.column - 1
    assert line[start : start + len(old)] == old
    lines[number.line - 1] = f"{line[:start]}{value}{mark}{line[start + len(old) :]}"
    return "".join(lines)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(0, 10**4), st.integers(-3, 3), st.booleans(), st.booleans())
def test_a_move_number_slip_changes_nothing_but_one_syntax_error(seed, pick, shift, dots, rigadoon):
    """Any one move number of a valid generated record written wrong: the same turns and final position,
    and exactly one syntax error, at the slip, on every path."""
    kind = RIGADOON if rigadoon else MAD
    games = random_records(seed, 1, 8) if rigadoon else random_games(seed, 1, max_turns=40)
    text = kind.plugin.write_games(list(games))
    numbers = _numbers(text, kind)
    if not numbers:
        return
    number = numbers[pick % len(numbers)]
    valid, turns, final, _, played = _one_way(text, kind)
    assert valid
    slipped = _slipped(text, number, shift, dots)
    was_valid, slipped_turns, slipped_final, slipped_errors, slipped_played = _one_way(slipped, kind)
    assert not was_valid and (slipped_turns, slipped_final, slipped_played) == (turns, final, played)
    assert [(e.rule, e.line, e.column) for e in slipped_errors] == [(kind.dialect.syntax, number.line, number.column)]


def test_the_store_keeps_every_turn_of_a_record_with_a_slip(run, tmp_path):
    db = str(tmp_path / "slip.db")
    assert run("import", str(MGN_SHEET), "--db", db).exit_code == 1
    (listed,) = json.loads(run("games", "--db", db, "--json").output)
    assert (listed["valid"], listed["rule"], listed["turns"]) == (False, "MGN-SYNTAX", 28)
    shown = run("show", "1", "--db", db).output
    assert "14. 121a1-a2 122>212>221 *" in " ".join(shown.split())
    assert run("verify", "--db", db).exit_code == 0


@pytest.mark.parametrize("rigadoon", [False, True])
@pytest.mark.parametrize(
    ("new", "rule"),
    [('[Round "1"]\n[Round "2"]', "-TAG"), ('[Date "x"]', "-TAG"), ('[Round "1]', "-SYNTAX"), ('[round "1"]', "-TAG")],
)
def test_a_tag_slip_in_a_generated_record_changes_nothing_but_one_error(new, rule, rigadoon):
    kind = RIGADOON if rigadoon else MAD
    games = random_records(5, 1, 6) if rigadoon else random_games(5, 1, max_turns=30)
    text = kind.plugin.write_games(list(games))
    _, turns, final, _, played = _one_way(text, kind)
    valid, slipped_turns, slipped_final, errors, slipped_played = _one_way(text.replace('[Round "1"]', new), kind)
    assert not valid and (slipped_turns, slipped_final, slipped_played) == (turns, final, played)
    assert [error.rule for error in errors] == [kind.dialect.syntax.split("-")[0] + rule]


def test_repair_corrects_the_bad_turn_after_a_slip_and_no_turn_after_the_slip_alone(run, tmp_path):
    record, fixed = tmp_path / "later.mgn", tmp_path / "fixed.mgn"
    record.write_text(MGN_SHEET.read_text(encoding="utf-8").replace("13. 212d6-c5", "13. 212d6xc5"), encoding="utf-8")
    result = run("repair", str(record), "--turn", "25", "--as", "212d6-c5", "-o", str(fixed))
    assert result.exit_code == 1, "the slip is still there"
    assert "13. 212d6-c5 {Repaired: written 212d6xc5}" in fixed.read_text(encoding="utf-8")
    refused = run("repair", str(MGN_SHEET), "--turn", "25", "--as", "212d6-c5", "-o", str(fixed))
    assert refused.exit_code == 2 and "comes after the first error (turn 19)" in refused.output


def test_the_viewer_steps_through_every_turn_past_the_slip(run, tmp_path):
    page = tmp_path / "sheet.html"
    run("view", str(MGN_SHEET), "-o", str(page))
    html = page.read_text(encoding="utf-8")
    assert 'data-anchor="turn-28"' in html
    assert 'aria-label="Breaks MGN-SYNTAX: Move number 9. is written here' in html


@pytest.mark.parametrize("path", [MGN_SHEET, RGN_SHEET], ids=lambda path: path.suffix)
def test_the_store_keeps_the_same_events_on_the_fast_paths_and_the_general_one(path):
    kept = []
    for engaged in (True, False):
        fast.engage(engaged)
        try:
            store = EventStore.open(":memory:")
            import_file(store, path.name, path.read_bytes(), "2026-11-27T05:00:00+00:00")
            kept.append([each.event for each in store.events(1)])
        finally:
            fast.engage(True)
    on, off = kept
    assert on == off
    assert on[-1].errors[0].rule.endswith("-SYNTAX") and on[-1].turns in (28, 6)


def test_looking_back_finds_the_legal_slip_behind_a_bad_turn_after_a_move_number_slip():
    from admiralty.notation.lookback import looked_back
    from tests.suggest.test_lookback import MAD_SLIP

    lines = _lines(MAD_SLIP.replace("2. 211b3-c3", "3. 211b3-c3"))
    ((game, verdict),) = judge("game", lines, MAD)
    told = looked_back("game", lines, game, verdict, MAD)
    assert [error.rule for error in told.errors] == ["MGN-SYNTAX", "MGN-MARKER"]
    assert told.advice[0].suggestions is None
    first = (told.advice[1].suggestions or ())[0]
    assert (first.token, first.turn) == ("211b3-c2", 3) and "legal to its end" in (first.explanation or "")
