"""The ``admiralty`` command: a thin shell over the library (STYLE.md 8).

Each command parses its options, calls the library and renders text or JSON.
Exit codes: 0 when every game is valid, 1 when a record breaks a rule, 2 for
usage and I/O errors. A user's mistake never shows a traceback.

Commands are named in :data:`COMMANDS` and imported only when they run (or
when ``--help`` lists them): ``admiralty validate`` loads what validating
needs, not the store or the reports (specs/performance.md, "Start-up").
"""

from __future__ import annotations

import importlib
import inspect
from typing import TYPE_CHECKING, Annotated, Any

import typer
import typer.main
from typer.core import TyperCommand, TyperGroup
from typer.models import CommandInfo, TyperInfo

from admiralty.cli.start import resume

if TYPE_CHECKING:  # typer 0.26 carries its own click (pinned in pyproject)
    from typer._click import Command, Context, HelpFormatter

COMMANDS: dict[str, str] = {
    "validate": "admiralty.cli.records:validate",
    "replay": "admiralty.cli.records:replay",
    "moves": "admiralty.cli.records:moves",
    "generate": "admiralty.cli.records:generate",
    "repair": "admiralty.cli.records:repair",
    "import": "admiralty.cli.store_commands:import_files",
    "games": "admiralty.cli.store_commands:games",
    "show": "admiralty.cli.store_commands:show",
    "export": "admiralty.cli.store_commands:export",
    "annotate": "admiralty.cli.store_commands:annotate",
    "seal": "admiralty.cli.store_commands:seal",
    "verify": "admiralty.cli.store_commands:verify",
    "backup": "admiralty.cli.store_commands:backup",
    "migrate": "admiralty.cli.store_commands:migrate",
    "diagram": "admiralty.cli.reports:diagram",
    "adjudicate": "admiralty.cli.reports:adjudicate_command",
    "standings": "admiralty.cli.reports:standings_command",
    "report": "admiralty.cli.reports:report",
    "publish": "admiralty.cli.publish:publish",
    "view": "admiralty.cli.viewing:view",
    "tournament": "admiralty.cli.tournament:app",
    "key": "admiralty.cli.keys:app",
}
"""Every command, in the order ``--help`` lists them: its name and ``module:name`` of
the function that is its body, or of a :class:`typer.Typer` that is a group of commands."""


class Commands(TyperGroup):
    """The top-level group: a command of :data:`COMMANDS` is made from its function when first asked for."""

    def list_commands(self, ctx: Context) -> list[str]:
        return [*(name for name in super().list_commands(ctx) if name not in COMMANDS), *COMMANDS]

    def get_command(self, ctx: Context, cmd_name: str) -> Command | None:
        if cmd_name in COMMANDS and cmd_name not in self.commands:
            self.commands[cmd_name] = command(cmd_name)
        return super().get_command(ctx, cmd_name)

    def format_commands(self, ctx: Context, formatter: HelpFormatter) -> None:
        # The list shows each command's first sentence: read from its docstring (a group's from its
        # help), the command itself (its options, a group's commands) is not made.
        made = self.commands
        self.commands = {name: made.get(name) or _listed(name) for name in self.list_commands(ctx)}
        try:
            super().format_commands(ctx, formatter)
        finally:
            self.commands = made

    def resolve_command(self, ctx: Context, args: list[str]) -> tuple[str | None, Command | None, list[str]]:
        if args and args[0] not in COMMANDS:  # a name mistyped: typer suggests the nearest of the commands made
            for name in COMMANDS:
                self.get_command(ctx, name)
        resolved = super().resolve_command(ctx, args)
        resume()  # the command is made: start-up is over, its work begins
        return resolved


app = typer.Typer(
    name="admiralty",
    cls=Commands,
    no_args_is_help=True,
    add_completion=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)


def _body(name: str) -> Any:
    """The function (or Typer group) of command ``name``, imported."""
    module, _, attribute = COMMANDS[name].partition(":")
    return getattr(importlib.import_module(module), attribute)


def _listed(name: str) -> Command:
    """Command ``name`` as ``--help`` lists it: its name and help (click makes the short help from it),
    the docstring of its function, or the help typer gives a group, none of its commands made."""
    body = _body(name)
    if isinstance(body, typer.Typer):
        return TyperCommand(name, help=typer.main.solve_typer_info_help(TyperInfo(body)))
    return TyperCommand(name, help=inspect.getdoc(body))


def command(name: str) -> Command:
    """The click command ``name`` of :data:`COMMANDS`, made as typer makes a registered one."""
    body = _body(name)
    if isinstance(body, typer.Typer):
        group = typer.main.get_command(body)
        group.name = name
        return group
    return typer.main.get_command_from_info(
        CommandInfo(name=name, callback=body),
        pretty_exceptions_short=app.pretty_exceptions_short,
        rich_markup_mode=app.rich_markup_mode,
    )


def _print_version(value: bool) -> None:
    if value:
        from importlib.metadata import version

        typer.echo(f"admiralty {version('admiralty')}")
        raise typer.Exit()


@app.callback()
def admiralty(
    show_version: Annotated[
        bool,
        typer.Option("--version", callback=_print_version, is_eager=True, help="Print the version and exit."),
    ] = False,
) -> None:
    """The referee for MAD (MGN) and Rigadoon (RGN) game records: validate, replay, list legal turns,
    generate games, store and verify a tournament's records, adjudicate, rank and report."""
