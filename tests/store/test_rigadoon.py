"""Rigadoon records in the store and the arbiter's commands, as MAD records are (specs/store.md, "Rigadoon games")."""

from __future__ import annotations

import json
import sqlite3

import pytest

from admiralty.notation.rgn import parse_game
from admiralty.notation.rgn.turn import write_action
from admiralty.notation.rgn.writer import write_game
from admiralty.referee.rigadoon import EndTurn
from admiralty.store import EventStore, annotate, export, import_file, load, verify
from tests.store.conftest import AT, LATER, ROOT

RGN_EXAMPLES = sorted((ROOT / "examples").glob("*.rgn"))
VALID = [path for path in RGN_EXAMPLES if path.name != "planted-violation.rgn"]
PLANTED = ROOT / "examples" / "planted-violation.rgn"
MAD_GAME = b'[Red "A"]\n[Blue "B"]\n\n1. 211c2-c4 121a5-a4 2. 211c4-d4 *\n'


def canonical(path) -> str:
    """The canonical RGN of an example (none of them is written canonically)."""
    return canonical_text(path.read_text(encoding="utf-8"))


def canonical_text(text: str) -> str:
    """The canonical RGN of a record given as text."""
    return write_game(parse_game(text))


@pytest.fixture
def events() -> EventStore:
    return EventStore.open(":memory:")


@pytest.fixture
def db(run, db_path) -> str:
    """A database holding the Rigadoon examples only, in tournament Rig."""
    run("import", *map(str, RGN_EXAMPLES), "--tournament", "Rig", "--db", db_path)
    return db_path


def test_import_stores_a_valid_rgn_game_as_rigadoon(events) -> None:
    """An .rgn file is judged as Rigadoon and stored with its kind."""
    imported = import_file(events, "islands-win.rgn", (ROOT / "examples" / "islands-win.rgn").read_bytes(), AT)
    game = load(events, imported.games[0])
    assert (imported.valid, game.started.kind, game.result) == (True, "rigadoon", "blue")


def test_import_stores_the_planted_rgn_violation(events) -> None:
    """The invalid game is stored with its RIG-ACT verdict and its legal turns."""
    imported = import_file(events, "planted.rgn", PLANTED.read_bytes(), AT)
    game = load(events, imported.games[0])
    assert (imported.valid, game.verdict.errors[0].rule, game.record.turns) == (False, "RIG-ACT", 2)


def test_a_mad_game_start_keeps_its_payload_without_kind(events) -> None:
    """kind is left out of a MAD GameStarted, so stored MAD bytes and hashes are unchanged."""
    import_file(events, "g.mgn", MAD_GAME, AT)
    (first, *_) = events.rows(1)
    assert '"kind"' not in first.payload


@pytest.mark.parametrize("path", VALID, ids=lambda path: path.name)
def test_export_of_a_canonical_rgn_is_byte_identical(events, path) -> None:
    """A canonical RGN record exports exactly as it was imported."""
    text = canonical(path)
    imported = import_file(events, path.name, text.encode(), AT)
    assert export([load(events, imported.games[0])]) == text


def test_export_of_the_planted_violation_names_the_rule(events) -> None:
    """An invalid Rigadoon game is written with its legal turns and the broken rule as opening comment."""
    imported = import_file(events, "planted.rgn", PLANTED.read_bytes(), AT)
    assert "{INVALID RIG-ACT at turn 3 (line 14, column 4)" in export([load(events, imported.games[0])])


def test_annotation_goes_on_the_last_action_of_the_turn(events) -> None:
    """annotate --turn N sets the glyph and adds the comment of turn N's last action, and export writes them."""
    text = canonical(ROOT / "examples" / "islands-win.rgn")
    game = import_file(events, "w.rgn", text.encode(), AT).games[0]
    annotate(events, game, 1, LATER, comment="Bold.", glyph="!?", by="M. Tanguy")
    record = load(events, game).record
    last = [played for played in record.actions if played.before.turn == 1 and not isinstance(played.action, EndTurn)][
        -1
    ]
    assert (last.glyph, last.comments[-1]) == ("!?", "[by M. Tanguy] Bold.")
    assert f"{write_action(last.before, last.action, last.events)}!?" in export([load(events, game)])


def test_annotating_a_turn_not_played_is_refused(events) -> None:
    """A Rigadoon turn that was not played cannot be annotated (STORE-ANNOTATE)."""
    game = import_file(events, "l.rgn", (ROOT / "examples" / "loop-loss.rgn").read_bytes(), AT).games[0]
    with pytest.raises(ValueError, match="no turn 5"):
        annotate(events, game, 5, LATER, comment="Late.")


def test_verify_passes_with_rigadoon_games_and_annotations(events) -> None:
    """Chains, replays and re-judged files of Rigadoon games all hold."""
    for path in RGN_EXAMPLES:
        import_file(events, path.name, path.read_bytes(), AT)
    annotate(events, 1, 1, LATER, nag=1)
    assert verify(events).ok


def test_a_stored_cut_off_game_is_rebuilt_verified_and_exported(events) -> None:
    """RIG-UNFINISHED: a record stopping in the middle of a turn is stored, re-judged and exported as it was."""
    text = canonical_text(
        '[SetUp "B1c9/3,B2f5/0,B3g3/3,B4a8/3,G1e6/2,G2b6/2,G3e1/3,G4a2/3 h2,i6 S die B 1 - *"]\n\n'
        "1. B1c9-f6/sink@b9 B3i3-g1/bump1+sink@h1 *"
    )
    imported = import_file(events, "cut.rgn", text.encode(), AT)
    game = load(events, imported.games[0])
    assert imported.valid and game.record.final.turn == 1
    assert verify(events).ok and export([game]) == text


def test_games_lists_rigadoon_players_and_results(run, db) -> None:
    """games --json gives the kind, the Blue and Green players, the result and the verdict."""
    listed = json.loads(run("games", "--json", "--db", db).output)
    assert [(g["kind"], g["first"], g["second"], g["result"], g["valid"]) for g in listed][:2] == [
        ("rigadoon", "A. Player", "B. Player", "blue", True),
        ("rigadoon", "C. Player", "D. Player", "green", True),
    ]


def test_show_writes_rgn(run, db) -> None:
    """show GAME of a Rigadoon game prints RGN, Blue and Green tags included."""
    shown = run("show", "1", "--db", db).output
    assert '[Green "B. Player"]' in shown and "[Red " not in shown


def test_annotate_then_export_shows_the_annotation(run, db) -> None:
    """The CLI annotation of a Rigadoon turn appears in its export."""
    assert run("annotate", "2", "--turn", "1", "--comment", "Loops.", "--db", db).exit_code == 0
    assert "{Loops.}" in run("export", "2", "--db", db).output


def test_verify_fails_on_a_tampered_rigadoon_event(run, db, tmp_path) -> None:
    """A TurnSailed edited with plain sqlite3 fails verify, naming its game and seq."""
    with sqlite3.connect(db) as target:
        target.execute("DROP TRIGGER events_no_update")
        target.execute(
            "UPDATE events SET payload = replace(payload, 'B1>G1', 'B1>G2') WHERE game_id = 2 AND type = 'TurnSailed'"
        )
        (seq,) = target.execute("SELECT seq FROM events WHERE game_id = 2 AND type = 'TurnSailed'").fetchone()
    target.close()
    result = run("verify", "--db", db)
    assert result.exit_code == 1 and f"game 2 event {seq}: STORE-TAMPER" in result.output


@pytest.mark.parametrize("game", ["1", str(ROOT / "examples" / "islands-win.rgn")], ids=["stored", "file"])
def test_adjudicate_refuses_a_rigadoon_game(run, db, game) -> None:
    """Rigadoon has no tie-break: adjudicate says so with STORE-ADJUDICATE and exits 1."""
    result = run("adjudicate", game, "--by", "M. Tanguy", "--reason", "Time", "--db", db)
    assert result.exit_code == 1
    assert "STORE-ADJUDICATE" in result.output and "Rigadoon has no tie-break" in result.output


def test_standings_count_rigadoon_results_as_full_victories(run, db) -> None:
    """blue and green results count as a victory and a defeat of the Blue and Green players."""
    rows = {
        row["player"]: row
        for row in json.loads(run("standings", "--tournament", "Rig", "--json", "--db", db).output)["standings"]
    }
    assert (rows["A. Player"]["victories"], rows["B. Player"]["defeats"]) == (1, 1)
    assert (rows["D. Player"]["points"], rows["C. Player"]["points"]) == (3, 0)


def test_standings_of_files_count_rgn_records(run) -> None:
    """Standings over files read .rgn records too."""
    rows = json.loads(run("standings", *map(str, RGN_EXAMPLES), "--json").stdout)
    assert sum(row["games"] for row in rows) == 2 * 2


def test_standings_mix_mad_and_rigadoon_games_of_a_tournament(run, db) -> None:
    """A tournament's standings are over all its games, MAD and Rigadoon."""
    run("import", str(ROOT / "examples" / "corvette-win.mgn"), "--tournament", "Rig", "--db", db)
    rows = json.loads(run("standings", "--tournament", "Rig", "--json", "--db", db).output)["standings"]
    assert sum(row["games"] for row in rows) == 2 * 3


@pytest.mark.parametrize("source", ["files", "tournament"])
def test_json_report_has_the_rig_act_violation_with_its_text_and_diagram(run, db, source) -> None:
    """The planted RIG-ACT is reported with its rule text, RFEN position and a Rigadoon SVG."""
    args = [str(PLANTED)] if source == "files" else ["--tournament", "Rig", "--db", db]
    report = json.loads(run("report", *args, "--format", "json").output)
    (finding,) = [f for game in report["games"] for f in game["findings"]]
    assert (finding["rule"], finding["turn"], finding["move"], finding["format"]) == ("RIG-ACT", 3, "B1+", "RFEN")
    assert finding["rule_text"].startswith("A ship acts by") and finding["diagram"].startswith("<svg")


@pytest.mark.parametrize(
    "form, markers",
    [
        ("md", ["| RIG-ACT | 1 |", "> RIG-ACT: A ship acts by", "data:image/svg+xml"]),
        ("html", ["RIG-ACT: A ship acts by", "<svg", "RFEN: "]),
    ],
)
def test_md_and_html_reports_show_the_rig_act_violation(run, form, markers) -> None:
    """Markdown and HTML reports give the rule, its text and the diagram of a Rigadoon violation."""
    text = run("report", str(PLANTED), "--format", form).output
    assert all(marker in text for marker in markers)
