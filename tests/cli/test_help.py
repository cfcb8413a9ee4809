"""Every command's ``--help``: it runs, shows its example, and reads as plain words."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
import typer.main
from typer._click import Command, Context
from typer.core import TyperGroup, TyperOption

from admiralty.cli.app import COMMANDS, app

PLACEHOLDER = re.compile(r"<\w+(?:\[[\w, \[\]]*\])?>")
"""A type shown as ``<bool>``, ``<str>`` or ``<list[str]>``, as typer 0.27 and later print them."""


def test_every_command_is_checked():
    """The list is the app's (an empty list would pass every test below)."""
    assert {"validate", "replay", "generate", "import", "adjudicate", "standings", "report"} <= set(COMMANDS)


def test_placeholder_pattern_sees_typer_placeholders():
    assert PLACEHOLDER.findall("--json <bool>  paths <list[str]>") == ["<bool>", "<list[str]>"]


@pytest.mark.parametrize("name", COMMANDS)
def test_help_runs_and_shows_its_example(run, name):
    result = run(name, "--help")
    assert result.exit_code == 0
    assert f"Example: admiralty {name}" in result.output


@pytest.mark.parametrize("name", COMMANDS)
def test_help_has_no_type_placeholders(run, name):
    assert PLACEHOLDER.findall(run(name, "--help").output) == []


def test_bracketed_words_survive_in_help(run):
    """``[scoring]`` is the TOML table's name, not markup to swallow."""
    assert "A TOML file with a [scoring] table." in run("standings", "--help").output


def test_shell_completion_is_offered(run):
    result = run("--help")
    assert result.exit_code == 0
    assert "--install-completion" in result.output and "--show-completion" in result.output


# --- One vocabulary in every --help (README, "Options: one vocabulary") -------------------

OWN_CHOICES = {
    "--format": "each command offers its own formats (README, the --format row)",
    "--limit": "import's --limit takes only file=NUMBER",
    "--result": "games filters by a record's result (red, blue/tb); tournament decide gives an outcome by seat",
}
"""Options whose shown value may differ between commands, and why."""

BOTH = ("tournament create", "--kind")
"""A tournament may play both games: the one --kind with a third choice."""

FOLDER = ("publish", "--output")
"""publish writes a website of many pages: its -o names a folder, DIR."""


def _commands() -> Iterator[tuple[str, Command]]:
    """Every command, the tournament group's included, by its full name."""

    def walk(command: Command, path: str) -> Iterator[tuple[str, Command]]:
        if isinstance(command, TyperGroup):
            context = Context(command)
            for name in command.list_commands(context):
                yield from walk(command.get_command(context, name), f"{path} {name}".strip())
        else:
            yield path, command

    yield from walk(typer.main.get_command(app), "")


def _options() -> Iterator[tuple[str, str, str, str]]:
    """Each option of each command as its --help shows it: command, option name, its value's name, its help."""
    for path, command in _commands():
        context = Context(command)
        for param in command.params:
            shown = param.get_help_record(context)
            if isinstance(param, TyperOption) and shown is not None:
                name = max(param.opts, key=len)
                yield path, name, shown[0].removeprefix(", ".join(param.opts)).strip(), shown[1]


def test_every_option_of_every_command_is_looked_at():
    """The walk reaches the tournament group's commands (an empty walk would pass the tests below)."""
    seen = {(path, name) for path, name, _, _ in _options()}
    assert {("tournament decide", "--round"), ("import", "--round"), ("seal", "--by"), ("repair", "--by")} <= seen


def test_an_option_names_its_value_alike_on_every_command():
    """``--round N`` everywhere, never TEXT on one command and INTEGER on another; ``--by NAME`` alike."""
    shown: dict[str, set[str]] = {}
    for path, name, value, _ in _options():
        if name not in OWN_CHOICES and (path, name) not in (BOTH, FOLDER):
            shown.setdefault(name, set()).add(value)
    assert {name: values for name, values in shown.items() if len(values) > 1} == {}


@pytest.mark.parametrize(
    ("what", "words", "only_on"),
    [
        ("import's use of --tournament or --round", re.compile(r"\bimported games go\b|\bgo into it\b"), "import"),
        ("generate's default game", re.compile(r"\bgenerate plays\b"), "generate"),
    ],
    ids=["import-tournament", "generate-kind"],
)
def test_an_option_help_speaks_only_of_its_own_command(what, words, only_on):
    """A shared option's help says what it does here, not another command's use of it (``--tournament`` said
    on every command that imported games go into it)."""
    assert [(path, name) for path, name, _, text in _options() if path != only_on and words.search(text)] == []


@pytest.mark.parametrize(
    ("command", "columns"),
    [
        (("tournament", "players"), ("id", "name", "aliases", "rating", "federation", "club", "title", "fide_id")),
        (("tournament", "results"), ("round", "first", "second", "outcome", "first/tb", "double-forfeit", "bye")),
    ],
)
def test_a_csv_files_help_names_every_column_it_reads_and_every_outcome(run, command, columns):
    """An arbiter writes the file from --help alone: the players' optional columns (which a Swiss pairs on) and
    the outcomes a results line may give, each as the reader spells it."""
    from admiralty.notation.tournament_files import PLAYER_FACTS
    from admiralty.referee.tournament.outcome_names import OUTCOMES

    shown = " ".join(run(*command, "--help").output.split())
    wanted = (*columns, *PLAYER_FACTS) if command[1] == "players" else (*columns, *OUTCOMES)
    assert [column for column in wanted if column not in shown] == []


def test_annul_names_its_argument_event_as_the_specs_and_its_refusals_do(run):
    """What is annulled may be a result sheet's result, a round's pairings or a registration: an EVENT of the
    ledger (tournament annul EVENT), not only a DECISION."""
    shown = run("tournament", "annul", "--help").output
    assert "annul [OPTIONS] EVENT" in shown and "DECISION" not in shown
