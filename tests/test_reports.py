"""The arbiter's commands: diagram, adjudicate, standings, report."""

import json
import re
import xml.etree.ElementTree as ET
from html import escape as html_escape
from pathlib import Path

import pytest

from admiralty.notation.mgn import parse_mfen, read_records
from admiralty.notation.render.mad_svg import board_svg
from admiralty.notation.render.report import game_entry, load_rule_texts
from admiralty.referee.mad import adjudicate
from admiralty.referee.violation import AdmiraltyError

MFEN = "..../.b111../..../.r211../..../.r111.. r 9 0 -"


def record_of(path):
    with open(path, encoding="utf-8") as handle:
        return next(iter(read_records(handle)))


def test_diagram_draws_every_ship_and_the_exiles():
    svg = board_svg(parse_mfen("b221b111b222b212/b121b122b211b112/..../..../r121r122r211r112/r221r111r222r212 r 1 0 -"))
    assert svg.count('class="ship red"') == 8 and svg.count('class="ship blue"') == 8


def test_diagram_draws_exiled_ships_beside_the_board():
    svg = board_svg(parse_mfen(MFEN))
    assert svg.count('class="ship') == 16


def test_the_move_arrow_is_under_the_ships_and_its_head_stops_at_the_ship_it_meets():
    """211 on b3 attacks b5: the arrow is drawn before any ship, its tip at the edge of 111's disc."""
    svg = board_svg(parse_mfen(MFEN), arrow=(9, 17))
    assert svg.index('class="arrow"') < svg.index('class="ship')
    line = ET.fromstring(svg).find(".//{http://www.w3.org/2000/svg}line[@class='arrow']")
    y2 = float(line.get("y2"))
    assert y2 == pytest.approx(24 + 1.5 * 48 + 0.4 * 48 + 8)  # b5: its centre, a radius, the head


def test_eight_exiles_a_side_never_overlap_each_other_or_their_labels():
    svg = ET.fromstring(board_svg(parse_mfen("..../..../..../..../..../.... r 9 0 -")))
    space = "{http://www.w3.org/2000/svg}"
    discs = [
        (
            float(c.get("cx")) - float(c.get("r")),
            float(c.get("cy")) - float(c.get("r")),
            float(c.get("cx")) + float(c.get("r")),
            float(c.get("cy")) + float(c.get("r")),
        )
        for c in svg.iter(f"{space}circle")
    ]
    labels = [
        (
            float(t.get("x")),
            float(t.get("y")) - float(t.get("font-size")),
            float(t.get("x")) + 0.6 * float(t.get("font-size")) * len(t.text),
            float(t.get("y")) + 0.25 * float(t.get("font-size")),
        )
        for t in svg.iter(f"{space}text")
        if t.get("class") == "exile-label"
    ]
    assert len(discs) == 16 and len(labels) == 2
    boxes = discs + labels
    assert not any(
        a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3] for i, a in enumerate(boxes) for b in boxes[i + 1 :]
    )
    assert max(box[3] for box in boxes) < float(svg.get("height"))


def test_diagram_command_writes_svg_with_the_move(run, tmp_path):
    path = tmp_path / "board.svg"
    result = run("diagram", MFEN, "--move", "211b3xb5", "-o", str(path))
    assert result.exit_code == 0
    assert path.read_text().startswith("<svg") and 'class="arrow"' in path.read_text()


def test_diagram_command_rejects_a_bad_mfen(run):
    assert run("diagram", "nonsense").exit_code == 2


@pytest.mark.parametrize(("move", "said"), [("zzz", "'zzz' is not a turn"), ("211z9-c3", "z9 is off the 6x4 board")])
def test_diagram_command_refuses_a_move_that_does_not_read(run, move, said):
    """As for an RFEN position: nothing drawn silently without the arrow asked for; an illegal turn is drawn."""
    result = run("diagram", MFEN, "--move", move)
    assert result.exit_code == 2 and said in result.output
    assert run("diagram", MFEN, "--move", "211b3-b4").exit_code == 0


def test_MAD_TIEBREAK_adjudication_goes_to_the_last_expeller():
    decision = adjudicate(record_of("examples/tiebreak.mgn").final)
    assert decision.result == "red/tb" and decision.expulsion.turn == 63


def test_MAD_TIEBREAK_adjudication_without_expulsion_goes_to_blue():
    decision = adjudicate(record_of("examples/unfinished.mgn").final)
    assert decision.result == "blue/tb" and "No expulsion" in decision.explanation()


def test_MAD_END_a_corvette_win_cannot_be_adjudicated():
    with pytest.raises(AdmiraltyError) as caught:
        adjudicate(record_of("examples/corvette-win.mgn").final)
    assert caught.value.violation.rule == "MAD-END"


def test_adjudicate_command_explains_the_decision(run):
    result = run("adjudicate", "examples/tiebreak.mgn")
    assert result.exit_code == 0
    assert "on turn 63: 222 expelled 211 on b2" in result.output and "red/tb" in result.output


def test_adjudicate_command_stops_after_a_turn(run):
    assert "after turn 50" in run("adjudicate", "examples/tiebreak.mgn", "--stop-after", "50").output


def test_adjudicate_command_refuses_a_decided_game(run):
    result = run("adjudicate", "examples/corvette-win.mgn")
    assert result.exit_code == 1 and "MAD-END" in result.output


def test_adjudicate_command_refuses_an_invalid_record_as_a_stored_one_is(run, tmp_path):
    """An illegal turn is not a stopped game: the file is refused as its stored copy is (STORE-ADJUDICATE)."""
    result = run("adjudicate", "examples/planted-violation.mgn")
    assert result.exit_code == 1 and "is invalid (MAD-" in result.output and "STORE-ADJUDICATE" in result.output
    assert "Result:" not in result.output
    db = str(tmp_path / "a.db")
    run("import", "examples/planted-violation.mgn", "--db", db)
    stored = run("adjudicate", "1", "--db", db, "--by", "M. Tanguy", "--reason", "stopped")
    assert stored.exit_code == 1 and "only a valid record is adjudicated" in stored.output


def test_standings_json_counts_only_valid_finished_games(run):
    rows = json.loads(run("standings", "examples", "--json").stdout)
    assert sum(row["games"] for row in rows) == 2 * 10
    assert rows[0]["player"] == "Kerbrat, Loic" and rows[0]["points"] == 7


def test_standings_csv_has_a_header(run):
    assert run("standings", "examples", "--format", "csv").output.splitlines()[0].startswith("rank,player,games")


def test_standings_with_a_scoring_file(run, tmp_path):
    scoring = tmp_path / "scoring.toml"
    scoring.write_text("[scoring]\nvictory = 1\nsemi_victory = 1\nsemi_defeat = 0\ndefeat = 0\n")
    rows = json.loads(run("standings", "examples", "--json", "--scoring", str(scoring)).stdout)
    assert rows[0]["points"] == 3


def test_standings_points_are_written_as_the_scoring_file_gives_them(run, tmp_path):
    """Whole points stay whole (``9``, not ``9.0``) in JSON and CSV; a half point stays a half."""
    scoring = tmp_path / "scoring.toml"
    scoring.write_text("[scoring]\nvictory = 4\nsemi_defeat = 0.5\n")
    text = run("standings", "examples", "--json", "--scoring", str(scoring)).stdout
    points = {row["player"]: row["points"] for row in json.loads(text)}
    assert points["Morgan, Anne"] == 8.5 and points["Kerbrat, Loic"] == 8  # 4 + 4 + 0.5; 4 + 2 + 2
    assert type(points["Kerbrat, Loic"]) is int and ".0," not in text and ".0\n" not in text
    row = run("standings", "examples", "--format", "csv", "--scoring", str(scoring)).output.splitlines()[1]
    assert ",9.0," not in row and ".0," not in row


def test_standings_with_a_bad_scoring_file_exits_2(run, tmp_path):
    scoring = tmp_path / "scoring.toml"
    scoring.write_text("[scoring]\nwins = 1\n")
    assert run("standings", "examples", "--scoring", str(scoring)).exit_code == 2


def test_standings_scoring_file_sets_forfeit_and_bye_points(run, tmp_path):
    scoring = tmp_path / "scoring.toml"
    scoring.write_text("[scoring]\nforfeit_win = 2\nforfeit_loss = 1\nbye = 1\n")
    result = run("standings", "examples", "--json", "--scoring", str(scoring))
    assert result.exit_code == 3 and json.loads(result.stdout)[0]["points"] == 7  # 3: the planted violations


def test_standings_tiebreaks_change_the_order_of_players_level_on_points(run):
    """Kerbrat and Morgan have 7 points: Kerbrat beat Morgan, Morgan has more victories and Buchholz."""
    default = [row["player"] for row in json.loads(run("standings", "examples", "--json").stdout)][:2]
    chosen = run("standings", "examples", "--json", "--tiebreaks", "buchholz,head-to-head")
    assert default == ["Kerbrat, Loic", "Morgan, Anne"]
    assert [row["player"] for row in json.loads(chosen.stdout)][:2] == ["Morgan, Anne", "Kerbrat, Loic"]


def test_standings_text_shows_the_chosen_tiebreaks(run):
    header = run("standings", "examples", "--tiebreaks", "sonneborn-berger,buchholz-cut-1").output
    assert "sonneborn" in header and "cut" in header and "head to" not in header


def test_standings_unknown_tiebreak_is_a_usage_error_naming_the_known_ones(run):
    result = run("standings", "examples", "--tiebreaks", "wins,median")
    assert result.exit_code == 2 and '"median"' in result.output
    assert "head-to-head, wins, buchholz, buchholz-cut-1, sonneborn-berger" in result.output


def test_standings_csv_has_every_tiebreak_column(run):
    header = run("standings", "examples", "--format", "csv").output.splitlines()[0]
    assert header.endswith(
        "forfeit_wins,forfeit_losses,byes,buchholz_cut_1,sonneborn_berger,"
        "buchholz_median_1,progressive,second_seat,koya,aro,withdrawn,ranked_by"
    )


def test_json_report_lists_the_planted_violation(run):
    report = json.loads(run("report", "examples", "--format", "json").output)
    finding, _ = [f for game in report["games"] for f in game["findings"]]
    assert (finding["rule"], finding["turn"], finding["line"], finding["column"]) == ("MAD-EXPEL", 5, 13, 4)
    assert finding["move"] == "211d4xd5" and finding["diagram"].startswith("<svg")


def test_markdown_report_has_counts_and_adjudications(run):
    text = run("report", "examples", "--format", "md").output
    assert "| MAD-EXPEL | 1 |" in text and "## Adjudications" in text and "data:image/svg+xml;base64," in text


def test_html_report_is_self_contained(run, tmp_path):
    path = tmp_path / "report.html"
    assert run("report", "examples", "--format", "html", "-o", str(path)).exit_code == 0
    html = path.read_text()
    # The only URL is the SVG namespace, as written in the report's diagrams and in its inline viewers' srcdoc.
    assert "<svg" in html and "http://" not in html.replace("http://www.w3.org/2000/svg", "")
    assert 'class="violations"' in html


def test_json_report_has_the_tournament_sections(run):
    report = json.loads(run("report", "examples", "--format", "json").output)
    assert report["rule_counts"] == [{"rule": "MAD-EXPEL", "count": 1}, {"rule": "RIG-ACT", "count": 1}]
    assert {a["file"] for a in report["adjudications"]} == {"examples/agreement.mgn", "examples/tiebreak.mgn"}
    assert report["mismatches"] == []
    assert report["standings"][0]["player"] == report["crosstable"]["players"][0] == "Kerbrat, Loic"


@pytest.mark.parametrize(
    ("form", "marks"),
    [
        ("md", ["## Standings", "## Crosstable", "| r2 w2 |"]),
        ("html", ['class="standings"', 'class="crosstable"', "<td>r2 w2</td>"]),
    ],
)
def test_report_has_the_standings_and_crosstable_of_its_games(run, form, marks):
    output = run("report", "examples", "--format", form).output
    assert all(mark in output for mark in marks)
    assert output.index("Crosstable") < output.index("Games</h2>" if form == "html" else "## Games")


RULE_TEXTS = load_rule_texts()
_CODE = re.compile(r"\*\*|`|\b[A-Za-z_]\w*\.[A-Za-z_]\w*\b|\b[A-Za-z]\w*_\w+\b|\b[A-Za-z_]\w*\(")
"""Markdown marks and code names: ``**``, a backtick, ``Ship.acted``, ``second_sail``, a call such as ``Bump(``."""


def test_code_pattern_finds_code_names():
    """The check below would see a Python name (a pattern matching nothing would pass every text)."""
    found = [_CODE.search(text) for text in ("by Sail (`Ship.acted`)", "sets second_sail", "a Pick(a, b) names")]
    assert all(found)


@pytest.mark.parametrize("rule", sorted(RULE_TEXTS))
def test_rule_text_is_a_plain_sentence(rule):
    """A rule text a report quotes has no Markdown marks and no code names (specs/ words it plainly)."""
    assert not _CODE.findall(RULE_TEXTS[rule])


def test_load_rule_texts_without_specs_fails_loudly(tmp_path):
    """A package installed without its specs documents raises rather than quoting nothing."""
    with pytest.raises(FileNotFoundError):
        load_rule_texts(tmp_path)


def test_finding_of_a_rule_without_text_fails_loudly():
    """A rule id with no text is a defect of specs/, never shown as a placeholder."""
    with pytest.raises(LookupError, match="MAD-EXPEL"):
        game_entry("planted-violation.mgn", 1, record_of("examples/planted-violation.mgn"), {})


@pytest.mark.parametrize("form", ["md", "html"])
def test_report_quotes_the_text_of_each_violated_rule(run, form):
    """Each violated rule's text appears in the report as read from admiralty.specs."""
    output = run("report", "examples", "--format", form).output
    for rule in ("MAD-EXPEL", "RIG-ACT"):
        text = RULE_TEXTS[rule]
        assert (text if form == "md" else html_escape(text)) in output


def test_only_a_game_played_to_its_end_can_have_its_result_tag_contradicted_by_the_board(run, tmp_path):
    """A game cut short by an illegal turn produced no result, so its tag is not listed (MGN-RESULT only)."""
    text = Path("examples/corvette-win.mgn").read_text(encoding="utf-8")
    wrong_tag = tmp_path / "wrong-tag.mgn"
    wrong_tag.write_text(text.replace('[Result "red"]', '[Result "blue"]'), encoding="utf-8")
    invalid = tmp_path / "planted.mgn"
    planted = Path("examples/planted-violation.mgn").read_text(encoding="utf-8")
    invalid.write_text(planted.replace('[Result "*"]', '[Result "red"]'), encoding="utf-8")
    report = json.loads(run("report", str(wrong_tag), str(invalid), "--json").output)
    assert [(each["file"], each["declared"], each["result"]) for each in report["mismatches"]] == [
        (str(wrong_tag), "blue", "red")
    ]
    assert not next(game for game in report["games"] if "planted" in game["file"])["valid"]


@pytest.mark.parametrize(
    ("content", "said"),
    [
        ("[other]\nvictory = 4\n", "no [scoring] table"),
        ("[scoring]\nvictory = -3\n", "victory: points are a number from 0 to 1000, or down to -1000 for a loss"),
    ],
)
def test_a_scoring_file_that_would_be_silently_wrong_is_refused(run, tmp_path, content, said):
    path = tmp_path / "scoring.toml"
    path.write_text(content, encoding="utf-8")
    result = run("standings", "examples/", "--scoring", str(path))
    assert result.exit_code == 2 and said in result.output


def test_a_forfeit_can_be_penalised(run, tmp_path):
    path = tmp_path / "scoring.toml"
    path.write_text("[scoring]\nforfeit_loss = -1\n", encoding="utf-8")
    assert run("standings", "examples/", "--scoring", str(path)).exit_code == 3  # not 2; 3: the planted violations


def test_a_tiebreak_given_twice_is_refused(run):
    result = run("standings", "examples/", "--tiebreaks", "wins,buchholz,wins")
    assert result.exit_code == 2 and 'The tie-break "wins" is given twice' in result.output


def test_standings_over_files_count_the_spellings_of_one_name_as_one_player(run, tmp_path):
    """Without registered players, case, accents and "Last, First" still spell one player (referee.tournament.names)."""
    text = Path("examples/corvette-win.mgn").read_text(encoding="utf-8")
    red = next(line for line in text.splitlines() if line.startswith("[Red "))[6:-2]  # Morgan, Anne
    other = " ".join(reversed(red.split(", "))).upper()  # ANNE MORGAN
    respelled = tmp_path / "respelled.mgn"
    respelled.write_text(text.replace(f'[Red "{red}"]', f'[Red "{other}"]'), encoding="utf-8")
    rows = json.loads(run("standings", "examples/corvette-win.mgn", str(respelled), "--json").output)
    assert len(rows) == 2 and {row["games"] for row in rows} == {2}
    markdown = run("report", "examples/corvette-win.mgn", str(respelled), "--format", "md").output
    assert other not in markdown[markdown.index("## Standings") : markdown.index("## Crosstable")]
