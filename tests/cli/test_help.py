"""Every command's ``--help``: it runs, shows its example, and reads as plain words."""

from __future__ import annotations

import re

import pytest

from admiralty.cli.app import COMMANDS

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
