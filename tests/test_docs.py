"""The specs and the README are executable (STYLE.md 12).

Every MGN record, MFEN position and ``admiralty`` command shown in ``specs/``
and ``README.md`` runs here; every rule id the code can raise is documented in a
heading of ``specs/``; every command is documented; the layers import downward
(STYLE.md 2.1, 2.3, and "What we avoid").
"""

from __future__ import annotations

import ast
import itertools
import re
import shlex
from pathlib import Path

import pytest

from tests.layers import LAYERS, bare_imports, imports

ROOT = Path(__file__).resolve().parent.parent
SPECS = ROOT / "specs"
DOCS = sorted(SPECS.glob("*.md")) + [ROOT / "README.md"]
RULINGS = ROOT.parent / "shared" / "rulings" / "MAD.md"

_FENCE = re.compile(r"^```(\w*)[^\n]*\n(.*?)^```\s*$", re.MULTILINE | re.DOTALL)
_RULE_ID = re.compile(r"^(?:MAD|MGN|LOG|RIG|RGN|RFEN)-[A-Z]+(?:-[A-Z]+)*$")
_RULE_IN_CALL = re.compile(r"""\b[Vv]iolation\(\s*["']([A-Z]+(?:-[A-Z]+)+)["']""")
_HEADING = re.compile(r"^#+\s.*$", re.MULTILINE)


def _blocks(language: str) -> list[tuple[str, int, str]]:
    """(file name, block number, text) of every fenced block in ``language``."""
    found = []
    for doc in DOCS:
        if not doc.exists():
            continue
        blocks = [m[2] for m in _FENCE.finditer(doc.read_text(encoding="utf-8")) if m[1] == language]
        found += [(doc.name, number, text) for number, text in enumerate(blocks, start=1)]
    return found


MGN_BLOCKS = _blocks("mgn")
RGN_BLOCKS = _blocks("rgn")
MFEN_LINES = [
    (name, number, line.strip()) for name, number, text in _blocks("mfen") for line in text.splitlines() if line.strip()
]
SH_LINES = [
    (name, number, line.strip())
    for name, number, text in _blocks("sh")
    for line in text.splitlines()
    if line.strip().startswith(("admiralty ", "mkdir -p "))
]
"""The ``admiralty`` commands of ``sh`` blocks, and the ``mkdir -p`` lines making the folders they write into."""


def _python_files(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py")) if (ROOT / package).exists() else []


def _headings() -> str:
    return "\n".join("\n".join(_HEADING.findall(doc.read_text(encoding="utf-8"))) for doc in sorted(SPECS.glob("*.md")))


def _specs_text() -> str:
    return "\n".join(doc.read_text(encoding="utf-8") for doc in sorted(SPECS.glob("*.md")))


# --- MGN and MFEN shown in the docs ------------------------------------------------


def test_docs_show_records():
    """The specs hold MGN records at all (a broken fence would hide them)."""
    assert len(MGN_BLOCKS) >= 20


def _read(language: str):
    """The function reading every game of a block in ``language``."""
    from admiralty.notation.mgn import read_records
    from admiralty.notation.rgn import read_records as read_rgn

    return {"mgn": read_records, "rgn": read_rgn}[language]


def _write(language: str):
    """The canonical writer of ``language``."""
    from admiralty.notation.mgn import write_game
    from admiralty.notation.rgn.writer import write_game as write_rgn

    return {"mgn": write_game, "rgn": write_rgn}[language]


RECORD_BLOCKS = [("mgn", *block) for block in MGN_BLOCKS] + [("rgn", *block) for block in RGN_BLOCKS]


def _record_ids(blocks) -> list[str]:
    return [f"{language}:{name}#{number}" for language, name, number, _ in blocks]


def test_docs_show_rgn_records():
    """specs/rgn.md holds RGN records (a broken fence would hide them)."""
    assert len(RGN_BLOCKS) >= 15


@pytest.mark.parametrize(("language", "doc", "number", "text"), RECORD_BLOCKS, ids=_record_ids(RECORD_BLOCKS))
def test_record_block_verdict(language, doc, number, text):
    """A ``% invalid: RULE`` block gives exactly that first error; any other is valid."""
    records = list(_read(language)(text.splitlines()))
    assert records, f"{doc} block {number} holds no game"
    first_line = text.splitlines()[0].strip()
    expected = re.fullmatch(r"%\s*invalid:\s*(\S+)", first_line)
    errors = [record.errors[0] for record in records if record.errors]
    if expected:
        assert errors, f"{doc} block {number} should break {expected[1]} but is valid"
        assert errors[0].rule == expected[1], f"{doc} block {number}: {errors[0]}"
    else:
        assert not errors, f"{doc} block {number}: {errors[0]}"


@pytest.mark.parametrize(
    ("doc", "number", "line"), MFEN_LINES, ids=[f"{doc}#{number}:{line[:20]}" for doc, number, line in MFEN_LINES]
)
def test_mfen_block_round_trip(doc, number, line):
    """Each line of an ``mfen`` block parses and is written back unchanged."""
    from admiralty.notation.mgn import parse_mfen, write_mfen

    assert write_mfen(parse_mfen(line)) == line


def test_docs_show_positions():
    """Both standard starts, at least, are shown as MFEN."""
    assert len(MFEN_LINES) >= 2


# --- Commands shown in the docs ------------------------------------------------------


_EXITS = re.compile(r"#\s*exits (\d)\s*$")
"""A line's comment ``# exits N`` documents its exit status (standings of an incomplete tournament: 3)."""


def _expected_codes(argv: list[str], line: str = "") -> set[int]:
    """Exit 0, or 1 when the command validates, replays or imports a record that breaks a rule, or the status
    its ``# exits N`` comment documents."""
    documented = _EXITS.search(line)
    if documented:
        return {int(documented[1])}
    planted = any("examples" in arg and ("planted" in arg or not arg.endswith((".mgn", ".rgn"))) for arg in argv)
    if argv and argv[0] in ("validate", "replay", "import") and planted:
        return {1}
    return {0}


SH_BLOCKS = sorted({(doc, number) for doc, number, _ in SH_LINES})


@pytest.mark.parametrize(("doc", "number"), SH_BLOCKS, ids=[f"{d}#{n}" for d, n in SH_BLOCKS])
def test_sh_block_runs(doc, number, tmp_path, monkeypatch):
    """Every ``admiralty ...`` line of an ``sh`` block runs, in order (a block may
    build on its earlier lines, as import then export), without a crash, with the
    documented exit code. It runs in a scratch folder that sees examples/ and specs/."""
    from typer.testing import CliRunner

    from admiralty.cli.app import app

    for folder in ("examples", "specs"):
        (tmp_path / folder).symlink_to(ROOT / folder)
    monkeypatch.chdir(tmp_path)
    for line in [line for d, n, line in SH_LINES if (d, n) == (doc, number)]:
        command, *argv = shlex.split(line, comments=True)
        if command == "mkdir":
            for folder in argv[1:]:
                Path(folder).mkdir(parents=True, exist_ok=True)
            continue
        result = CliRunner().invoke(app, argv)
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            raise result.exception
        assert result.exit_code in _expected_codes(argv, line), f"{line}\n{result.output}"


def test_docs_show_commands():
    """The README and specs show commands (a renamed fence would hide them)."""
    assert len(SH_LINES) >= 4


_WRITES = ("-o", "--output", "--svg", "--db")
"""The options naming a file or folder a command writes."""


def _written(line: str) -> list[str]:
    argv = shlex.split(line, comments=True)
    return [value for option, value in itertools.pairwise(argv) if option in _WRITES]


README_LINES = [line for doc, _, line in SH_LINES if doc == "README.md" and line.startswith("admiralty ")]


def test_readme_commands_write_under_scratch():
    """What the README's commands write goes into scratch/ (ignored by git), never the repository's root."""
    written = [path for line in README_LINES for path in _written(line)]
    assert len(written) >= 10
    assert [path for path in written if not path.startswith("scratch/")] == []
    assert "scratch/" in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()


_README_PATH = re.compile(
    r"`((?:\.\./|\./)?(?:specs|examples|shared|referee|notation|store|cli|tests)/[^`\s]*)`|\]\(([^)#:\s]+)\)"
)


def test_readme_points_inside_the_repository():
    """Every folder or file the README names (in backquotes or as a link) is in the repository, as a user's copy has it."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    named = [quoted or linked for quoted, linked in _README_PATH.findall(text)]
    assert "specs/json-contract.md" in named
    outside = [name for name in named if not (ROOT / name).resolve().is_relative_to(ROOT) or not (ROOT / name).exists()]
    assert outside == []


# --- Rule ids: code and rulings against the specs ---------------------------------------


def _code_rule_ids() -> set[str]:
    found = set()
    for package in ("referee", "notation"):
        for path in _python_files(package):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and _RULE_ID.match(node.value):
                    found.add(node.value)
    return found


def _called_rule_ids() -> set[str]:
    found = set()
    for package in ("referee", "notation"):
        for path in _python_files(package):
            found.update(_RULE_IN_CALL.findall(path.read_text(encoding="utf-8")))
    return found


def test_code_raises_rule_ids():
    """The scan finds the rule ids of the code (an empty scan would prove nothing)."""
    assert {"MAD-EXPEL", "MGN-SYNTAX", "LOG-SEQUENCE"} <= _code_rule_ids()
    assert "MAD-EXPEL" in _called_rule_ids()


@pytest.mark.parametrize("rule", sorted(_called_rule_ids()))
def test_violation_call_rule_has_heading(rule):
    """A rule id given to ``violation(...)``/``Violation(...)`` heads a section of specs/."""
    assert rule in _headings()


@pytest.mark.parametrize("rule", sorted(_code_rule_ids()))
def test_code_rule_id_has_heading(rule):
    """Any rule-id string of referee/ or notation/ (``rule = "MAD-MOVE-PATH" if ...``) heads a section."""
    assert rule in _headings()


@pytest.mark.parametrize("rule", sorted(_code_rule_ids() | _called_rule_ids()))
def test_code_rule_id_has_rule_text(rule):
    """A report quotes the text of any rule id the code can raise, read from the package data admiralty.specs."""
    from admiralty.notation.render.report import load_rule_texts

    text = load_rule_texts()[rule]
    assert text.strip()
    # A report shows the text on its own: a bare pointer ("See ... below") points nowhere there.
    assert not re.match(r"See\b", text), f"{rule}'s text only points elsewhere: {text}"


def _ruling_ids() -> list[str]:
    if not RULINGS.exists():
        return []
    return sorted(set(re.findall(r"\b(?:MAD|MGN)-[A-Z]+(?:-[A-Z]+)*\b", RULINGS.read_text(encoding="utf-8"))))


@pytest.mark.skipif(not RULINGS.exists(), reason="shared/rulings/MAD.md is not next to the repository")
@pytest.mark.parametrize("rule", _ruling_ids() or ["none"])
def test_ruling_id_in_specs(rule):
    """Every MAD-*/MGN-* id of the rulings appears in specs/."""
    assert rule in _specs_text()


# --- Commands are documented ---------------------------------------------------------


def _command_names() -> list[str]:
    from admiralty.cli.app import COMMANDS

    return list(COMMANDS)


def test_app_has_commands():
    assert {"validate", "replay", "moves", "generate"} <= set(_command_names())


@pytest.mark.parametrize("name", _command_names())
def test_command_help_has_example(name):
    """Each command's help (its docstring) gives an ``Example:``."""
    from admiralty.cli.app import command

    assert "Example:" in (command(name).help or "")


@pytest.mark.parametrize("name", _command_names())
def test_command_in_readme(name):
    """Each command is mentioned in the README."""
    assert re.search(rf"\badmiralty {name}\b|`{name}\b", (ROOT / "README.md").read_text(encoding="utf-8"))


# --- Layers import downward -----------------------------------------------------------


def test_layer_scan_sees_admiralty_imports():
    """The walk names a layer by its subpackage (``from admiralty.referee.x`` is ``referee``)."""
    assert "referee" in imports(ROOT / "notation" / "mgn" / "record.py")


@pytest.mark.parametrize("folder", [*LAYERS, "tests", "benchmarks"])
def test_no_import_bypasses_the_package(folder):
    """Code imports ``admiralty.referee``, never ``referee``: a bare name only works from the checkout."""
    bad = [(str(path.relative_to(ROOT)), bare_imports(path)) for path in _python_files(folder) if bare_imports(path)]
    assert not bad


def _imports_of(package: str) -> list[tuple[str, str]]:
    return sorted((str(path.relative_to(ROOT)), name) for path in _python_files(package) for name in imports(path))


def test_layer_scan_sees_imports():
    """The import walk finds imports (an empty walk would pass every layer test)."""
    assert ("referee/mad/state.py", "attrs") in _imports_of("referee")


def test_referee_imports_only_stdlib_attrs_referee():
    import sys

    allowed = set(sys.stdlib_module_names) | {"attrs", "referee", "__future__"}
    bad = [(path, name) for path, name in _imports_of("referee") if name not in allowed]
    assert not bad


def test_referee_imports_no_io_format_or_clock():
    forbidden = {"json", "cattrs", "logging", "time", "datetime", "random", "os"}
    bad = [(path, name) for path, name in _imports_of("referee") if name in forbidden]
    assert not bad


def test_notation_imports_no_store_or_cli():
    bad = [(path, name) for path, name in _imports_of("notation") if name in ("store", "cli")]
    assert not bad


def test_store_imports_no_cli():
    bad = [(path, name) for path, name in _imports_of("store") if name == "cli"]
    assert not bad


def test_only_cli_imports_typer():
    bad = [
        (path, name)
        for package in ("referee", "notation", "store")
        for path, name in _imports_of(package)
        if name in ("typer", "click")
    ]
    assert not bad


# --- The JSON contract's examples are real output ------------------------------------------


def _json_blocks(name: str) -> list[str]:
    text = (SPECS / name).read_text(encoding="utf-8")
    return [m[2] for m in _FENCE.finditer(text) if m[1] == "json"]


def _run(argv: list[str]):
    from typer.testing import CliRunner

    from admiralty.cli.app import app

    return CliRunner().invoke(app, argv)


def test_json_contract_validate_example_is_real(monkeypatch):
    """The complete example of json-contract.md is what ``validate examples/ --json`` prints."""
    import json

    monkeypatch.chdir(ROOT)
    result = _run(["validate", "examples/", "--json"])
    assert result.exit_code == 1
    assert json.loads(_json_blocks("json-contract.md")[0]) == json.loads(result.stdout)


def test_json_contract_moves_example_is_real(monkeypatch):
    """The ``moves --json`` example of json-contract.md is what the command prints for the 6x4 start."""
    import json

    start = "b221b111b222b212/b121b122b211b112/..../..../r121r122r211r112/r221r111r222r212 r 1 0 -"
    result = _run(["moves", start, "--json"])
    assert result.exit_code == 0
    assert json.loads(_json_blocks("json-contract.md")[1]) == json.loads(result.stdout)


def test_json_contract_keys():
    """Every element and error of the example carries exactly the documented keys, in order."""
    import json

    for element in json.loads(_json_blocks("json-contract.md")[0]):
        assert list(element) == ["file", "index", "valid", "result", "termination", "turns", "final", "errors"]
        for error in element["errors"]:
            keys = ["rule", "turn", "line", "column", "message"]
            assert list(error) in (keys, [*keys, "suggestions"])


def test_validate_json_file_without_game(tmp_path):
    """A file with no game gives one invalid element with MGN-SYNTAX at line 1, column 1 (json-contract.md)."""
    import json

    empty = tmp_path / "empty.mgn"
    empty.write_text("% nothing here\n\n", encoding="utf-8")
    result = _run(["validate", str(empty), "--json"])
    assert result.exit_code == 1
    (element,) = json.loads(result.stdout)
    assert element["index"] == 1 and element["valid"] is False
    assert element["errors"][0] == {
        "rule": "MGN-SYNTAX",
        "turn": None,
        "line": 1,
        "column": 1,
        "message": "The file holds no game.",
    }


# --- The canonical form shown in mgn.md --------------------------------------------------


CANONICAL_BLOCKS = [block for block in RECORD_BLOCKS if block[3].startswith('[Event "?"]')]
VALID_BLOCKS = [block for block in RECORD_BLOCKS if not block[3].startswith("%")]


@pytest.mark.parametrize(("language", "doc", "number", "text"), CANONICAL_BLOCKS, ids=_record_ids(CANONICAL_BLOCKS))
def test_canonical_block_is_fixed_point(language, doc, number, text):
    """A record shown in canonical form is exactly what the writer writes for it."""
    (record,) = _read(language)(text.splitlines())
    assert not record.errors
    assert _write(language)(record) == text


@pytest.mark.parametrize(("language", "doc", "number", "text"), VALID_BLOCKS, ids=_record_ids(VALID_BLOCKS))
def test_valid_block_rewrites_to_a_fixed_point(language, doc, number, text):
    """Writing a valid record shown in the docs, reading it and writing it again changes nothing."""
    read, write = _read(language), _write(language)
    for record in read(text.splitlines()):
        written = write(record)
        (again,) = read(written.splitlines())
        assert not again.errors
        assert write(again) == written


# --- Statements of the specs that the code breaks today ---------------------------------------


def test_tiebreak_of_non_decimal_digits_is_mgn_tag():
    """mgn.md: TieBreak is decimal digits, anything else MGN-TAG; reading never raises anything else."""
    from admiralty.notation.mgn import read_records

    (record,) = read_records(['[TieBreak "²"]', "*"])
    assert record.errors[0].rule == "MGN-TAG"


def test_mfen_turn_of_non_decimal_digits_is_mgn_tag():
    """mfen.md: TURN must be a whole number, else MGN-TAG "Invalid MFEN: ..."."""
    from admiralty.notation.mgn import parse_mfen
    from admiralty.referee.violation import AdmiraltyError

    with pytest.raises(AdmiraltyError):
        parse_mfen("b221b111b222b212/b121b122b211b112/..../..../r121r122r211r112/r221r111r222r212 r ¹ 0 -")


def test_failed_game_with_result_inside_variation_is_one_game():
    """mgn.md: a game ends at its result token outside variations; one record is one verdict."""
    from admiralty.notation.mgn import read_records

    records = list(read_records(["1. 211c2-c4 (1. 211c2-c3 *) 121a5-a4 *"]))
    assert len(records) == 1


def test_turn_after_end_with_exiled_mover_is_after_end():
    """MAD.md: a turn recorded after the game ended is MGN-AFTER-END."""
    from admiralty.notation.mgn import read_records

    text = [
        '[SetUp "b221b111b222b212/b121b122b211b112/..../..../r121r122r211r112/r221.r222r212 r 1 0 -"]',
        '[Result "blue"]',
        "1. 111-b2 blue",
    ]
    (record,) = read_records(text)
    assert record.errors[0].rule == "MGN-AFTER-END"


def test_docs_show_canonical_record():
    """mgn.md and rgn.md show records in canonical form (checked as fixed points above)."""
    assert {language for language, *_ in CANONICAL_BLOCKS} == {"mgn", "rgn"}


def test_tag_after_movetext_of_failed_game_starts_next_game():
    """mgn.md: a game ends before a tag that follows its movetext, even a game already in error."""
    from admiralty.notation.mgn import read_records

    records = list(read_records(['[Date "x"]', "1. 211c2-c4", '[Event "Two"]', "1. 211c2-c4 *"]))
    assert len(records) == 2


def _python_blocks() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```python\n(.*?)```", text, re.S)


def test_readme_has_library_examples():
    assert len(_python_blocks()) >= 2


@pytest.mark.parametrize("block", _python_blocks(), ids=lambda block: block.splitlines()[0])
def test_readme_library_example_runs(block, monkeypatch, capsys):
    """Each Python example of the README runs from the repository root and prints something."""
    monkeypatch.chdir(ROOT)
    exec(compile(block, "README.md", "exec"), {})
    assert capsys.readouterr().out.strip()
