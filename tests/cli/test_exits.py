"""One exit-status mapping (cli/exits.py, issue 26): a violation's class gives the status, and no other
module of cli/ compares a rule id; a violation inside a store command exits as its class says."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from admiralty.cli import exits
from admiralty.referee.violation import AdmiraltyError, Violation, violation
from tests.store.conftest import ROOT

CLI = ROOT / "cli"

RULE_ID = re.compile(r"^[A-Z]+-(?:[A-Z0-9]+(?:-[A-Z0-9]+)*)?$")
"""A rule id (``MAD-END``) or a family's prefix (``STORE-``)."""


def _rule_ids(node: ast.AST) -> list[str]:
    """The rule-id strings ``node`` is or holds (a constant, or a tuple, list or set of them)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and RULE_ID.match(node.value):
        return [node.value]
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [rule for element in node.elts for rule in _rule_ids(element)]
    return []


def rule_id_comparisons(source: str) -> list[str]:
    """Where ``source`` compares something with a rule id: ``==``, ``in``, ``startswith`` and the like on a
    rule-id string, or a module-level name bound to rule ids (``REFUSALS = ("MAD-END", ...)``)."""
    tree = ast.parse(source)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            rules = [rule for operand in [node.left, *node.comparators] for rule in _rule_ids(operand)]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            rules = [rule for argument in node.args for rule in _rule_ids(argument)]
            rules = rules if node.func.attr in ("startswith", "endswith", "partition", "split", "index") else []
        elif isinstance(node, ast.Assign | ast.AnnAssign) and node in tree.body:
            value = node.value
            if isinstance(value, ast.Call) and value.args:  # frozenset({...}), set((...))
                value = value.args[0]
            rules = _rule_ids(value) if isinstance(value, ast.Tuple | ast.List | ast.Set) else []
        else:
            continue
        found += [f"line {node.lineno}: {rule}" for rule in rules]
    return found


@pytest.mark.parametrize("path", sorted(CLI.glob("*.py")), ids=lambda path: path.name)
def test_no_module_of_cli_but_the_mapping_compares_a_rule_id(path: Path) -> None:
    found = rule_id_comparisons(path.read_text(encoding="utf-8"))
    if path.name == "exits.py":  # the one mapping: its rule ids of the store's family that exit 1
        assert [each.partition(": ")[2] for each in found] == sorted(exits.ON_THE_GAME)
    else:
        assert found == []


@pytest.mark.parametrize(
    "source",
    [
        'REFUSALS = ("MAD-END", "STORE-ADJUDICATE")',
        'x = rule in ("MAD-END", "STORE-ADJUDICATE")',
        'x = error.violation.rule == "STORE-NOGAME"',
        'x = "RIG-WIND" != rule',
        'x = error.violation.rule.startswith("STORE-")',
        'x = rule not in {"MGN-SYNTAX"}',
    ],
)
def test_the_scan_finds_each_way_of_comparing_a_rule_id(source: str) -> None:
    assert rule_id_comparisons(source)


@pytest.mark.parametrize(
    "source",
    ['metavar = "FIRST-SECOND is a pairing"', 'x = rule == "valid"', 'text = f"{rule}: MAD-END"', 'x = "MAD" in y'],
)
def test_the_scan_leaves_other_strings_alone(source: str) -> None:
    assert rule_id_comparisons(source) == []


@pytest.mark.parametrize(
    ("rule", "status"),
    [
        ("MAD-END", exits.INVALID),
        ("MAD-MOVE-PATH", exits.INVALID),
        ("MGN-SYNTAX", exits.INVALID),
        ("RIG-WIND", exits.INVALID),
        ("RGN-TOKEN", exits.INVALID),
        ("RFEN-SYNTAX", exits.INVALID),
        ("TOY-MOVE", exits.INVALID),  # a third game's own rules need no line here
        ("STORE-ADJUDICATE", exits.INVALID),
        ("STORE-NOGAME", exits.USAGE),
        ("STORE-LEDGER", exits.USAGE),
        ("STORE-CORRECT", exits.USAGE),
        ("STORE-IO", exits.USAGE),
        ("STORE-NOTOURNAMENT", exits.USAGE),
        ("STANDINGS-TIEBREAK", exits.USAGE),
        ("LOG-SEQUENCE", exits.USAGE),
    ],
)
def test_each_class_of_violation_has_its_status(rule: str, status: int) -> None:
    assert exits.status(Violation(rule, "Said.")) == status
    assert exits.invalid(Violation(rule, "Said.")) is (status == exits.INVALID)


def test_the_statuses_are_the_policy() -> None:
    assert (exits.INVALID, exits.USAGE, exits.INCOMPLETE) == (1, 2, 3)


def test_a_stop_prints_its_message_and_exits_with_its_class(capsys) -> None:
    error = violation("STORE-NOGAME", "No game has id 7.")
    exit = exits.stopped(error, "db: STORE-NOGAME: No game has id 7.")
    assert exit.exit_code == 2 and capsys.readouterr().err == "admiralty: db: STORE-NOGAME: No game has id 7.\n"
    shown = exits.stopped(
        AdmiraltyError(Violation("MAD-END", "Over.")), "Cannot adjudicate: Over. (MAD-END)", err=False
    )
    assert shown.exit_code == 1 and capsys.readouterr().out == "Cannot adjudicate: Over. (MAD-END)\n"


def test_a_record_s_violation_inside_a_store_command_exits_1_and_a_store_error_2(tmp_path, capsys) -> None:
    """open_store no longer makes every violation in its block exit 2 (as store_at's SourceError did)."""
    import typer

    from admiralty.cli.inputs import open_store

    db = str(tmp_path / "a.db")
    for raised, status in ((violation("MGN-SYNTAX", "Bad."), 1), (violation("STORE-LEDGER", "Refused."), 2)):
        with pytest.raises(typer.Exit) as stopped, open_store(db, create=True):
            raise raised
        assert stopped.value.exit_code == status
        assert capsys.readouterr().err == f"admiralty: {db}: {raised}\n"
