"""Options shared by several commands, each defined once (STYLE.md 8)."""

from __future__ import annotations

from typing import Annotated

import typer

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON (see specs/json-contract.md) instead of text.")]

DEFAULT_DB = "admiralty.db"

DbOption = Annotated[
    str,
    typer.Option(
        "--db",
        envvar="ADMIRALTY_DB",
        help="The SQLite database of stored games (created by import; also read from ADMIRALTY_DB).",
    ),
]
"""The one definition of ``--db``, shared by every command that reads or writes the store."""

JobsOption = Annotated[int, typer.Option(min=1, help="Processes judging files at once; by default one per core.")]
"""The one definition of ``--jobs``: validate and import judge many files on every core."""

TournamentOption = Annotated[str | None, typer.Option(help="Only the games stored for this tournament.")]
