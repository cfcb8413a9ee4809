"""Options shared by several commands, each defined once (STYLE.md 8): one vocabulary.

``--kind`` is always a game kind, ``--game K`` always which game of a file
(from 1), ``--format`` always the output format (``--json`` is its shorthand
``--format json``), ``-o/--output`` always the file written. An option renamed
for this keeps its old spelling as a hidden alias for one release: the body
merges the two with :func:`merged` (or :func:`output_format`), and refuses them
when they disagree (exit 2).
"""

from __future__ import annotations

import os
from enum import Enum
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer

from admiralty.cli.inputs import fail
from admiralty.notation.kinds import KINDS
from admiralty.referee.tournament.rounds import MOST_ROUNDS
from admiralty.referee.tournament.tiebreak_names import DEFAULT_TIEBREAKS, TIEBREAK_NAMES
from admiralty.referee.violation import AdmiraltyError

T = TypeVar("T")
F = TypeVar("F", bound=Enum)


Kind = Enum("Kind", {name: name for name in KINDS}, type=str)  # type: ignore[misc]  # built from the registry
"""The game kinds of ``--kind``: the names of notation.kinds.KINDS, so a new kind is a new choice."""


class TextFormat(str, Enum):
    """``--format`` of the commands that print text or JSON."""

    text = "text"
    json = "json"


class StandingsFormat(str, Enum):
    """``--format`` of ``standings``."""

    text = "text"
    json = "json"
    csv = "csv"


class ReportFormat(str, Enum):
    """``--format`` of ``report``."""

    html = "html"
    md = "md"
    json = "json"


KIND_CHOICES = "mad (MGN) or rigadoon (RGN)"

KindOption = Annotated[
    Kind | None,
    typer.Option("--kind", help=f"The game: {KIND_CHOICES}; by default a record's suffix tells, else its first game."),
]
"""``--kind``: the game kind of the records a command reads."""

PlayedKindOption = Annotated[
    Kind | None, typer.Option("--kind", help=f"The game to play: {KIND_CHOICES}; mad by default.")
]
"""``--kind`` of ``generate``: the game it plays."""

KindFilterOption = Annotated[Kind | None, typer.Option("--kind", help=f"Only the games of this kind: {KIND_CHOICES}.")]
"""``--kind`` of ``games``: only the games of one kind."""

PositionArgument = Annotated[
    str, typer.Argument(help='A position in MFEN ("RANKS SIDE TURN QUIET LAST") or RFEN (8 fields), quoted.')
]
"""The position that ``moves`` and ``diagram`` read: MFEN or RFEN, told apart by its fields."""

GAME = typer.Option("--game", min=1, metavar="K", help="Which game of the file, from 1.")
GameOption = Annotated[int, GAME]
"""``--game K``: which game of a record file (``GAME`` alone where the first is not the default)."""

FormatOption = Annotated[
    TextFormat | None, typer.Option("--format", help="Print text (the default) or json (specs/json-contract.md).")
]
StandingsFormatOption = Annotated[
    StandingsFormat | None, typer.Option("--format", help="Print a text table (the default), json or csv.")
]
ReportFormatOption = Annotated[ReportFormat | None, typer.Option("--format", help="html (the default), md or json.")]
JsonOption = Annotated[bool, typer.Option("--json", help="Short for --format json.")]
"""``--json``, the documented shorthand of ``--format json`` on every command that has it."""

OutputOption = Annotated[
    Path | None, typer.Option("-o", "--output", metavar="FILE", help="Write to this file instead of printing.")
]
"""``-o/--output FILE``, on every command that writes a file."""

DEFAULT_DB = "admiralty.db"

DbOption = Annotated[
    str,
    typer.Option(
        "--db",
        envvar="ADMIRALTY_DB",
        metavar="FILE",
        help="The SQLite database of stored games (created by import; also read from ADMIRALTY_DB).",
    ),
]
"""The one definition of ``--db``, shared by every command that reads or writes the store."""

JobsOption = Annotated[
    int,
    typer.Option(
        "--jobs", min=1, help="Processes judging files at once: at most one per file and per core, the default."
    ),
]
"""The one definition of ``--jobs``: validate and import judge many files on every core."""

TournamentOption = Annotated[
    str | None,
    typer.Option(
        "--tournament",
        envvar="ADMIRALTY_TOURNAMENT",
        metavar="NAME",
        help="The tournament, by the name it was created or imported under (also read from ADMIRALTY_TOURNAMENT).",
    ),
]
"""The one definition of ``--tournament`` where a command reads a tournament (games, standings, report,
seal and the ledger's commands)."""


def named_tournament(tournament: str | None) -> str:
    """The tournament a command that needs one was given (``--tournament`` or ADMIRALTY_TOURNAMENT), else a usage
    error saying how to name it."""
    if not tournament:
        raise fail("give --tournament NAME")
    return tournament


ImportTournamentOption = Annotated[
    str | None,
    typer.Option(
        "--tournament",
        envvar="ADMIRALTY_TOURNAMENT",
        metavar="NAME",
        help="The tournament the stored games go into (also read from ADMIRALTY_TOURNAMENT). In a store that"
        " holds ledgers, a name it does not know is refused with the nearest one, unless --new.",
    ),
]
"""``--tournament`` of ``import``: the tournament it stores games under. It is :data:`TournamentOption` but for
its help: an unknown name here starts a tournament, so ``import`` refuses one in a store with ledgers unless
``--new`` (:data:`NewTournamentOption`), from the command line or the environment alike."""

NewTournamentOption = Annotated[
    bool,
    typer.Option(
        "--new", help="The --tournament named is a new tournament: start it even though the store does not know it."
    ),
]
"""``--new`` of ``import``: the arbiter says the unknown ``--tournament`` is meant (store.tournament_names.not_started)."""

RoundOption = Annotated[
    str | None,
    typer.Option(
        "--round",
        metavar="N",
        help="Only the games of this round: their pairing's with --tournament, else their Round tag's,"
        " else the round given at import.",
    ),
]
"""``--round N`` of ``games``: the round as listed (text, as a Round tag writes it: ``3`` or ``3.1``)."""

ImportRoundOption = Annotated[
    str | None,
    typer.Option("--round", metavar="N", help="The round of the stored games whose Round tag gives none."),
]
"""``--round N`` of ``import``: stored as given (text, as a Round tag writes it: ``3`` or ``3.1``)."""

LimitOption = Annotated[
    list[str] | None,
    typer.Option(
        "--limit",
        metavar="NAME=NUMBER",
        help="Change a reading limit, NAME=NUMBER: line, comment, depth, digits (specs/robustness.md).",
    ),
]
"""The one definition of ``--limit`` for reading."""

FileLimitOption = Annotated[
    list[str] | None,
    typer.Option(
        "--limit",
        metavar="file=NUMBER",
        help="The most bytes one file may hold, file=NUMBER (default 100000000; specs/robustness.md).",
    ),
]
"""``import``'s ``--limit``: it keeps whole files, and reads them with the default reading limits."""


TiebreaksOption = Annotated[
    str | None,
    typer.Option(
        "--tiebreaks",
        metavar="NAME,...",
        help=f"The tie-break order after points, a comma list of {', '.join(TIEBREAK_NAMES)}"
        f" (default {','.join(DEFAULT_TIEBREAKS)}; aro needs the players' ratings; specs/arbiter.md).",
    ),
]
"""The one definition of ``--tiebreaks``: the order that separates players level on points."""

ScoringOption = Annotated[
    Path | None,
    typer.Option(
        "--scoring",
        metavar="FILE",
        help="A TOML file with a [scoring] table. Its keys: victory, semi_victory, semi_defeat, defeat,"
        " forfeit_win, forfeit_loss, bye.",
    ),
]
"""The one definition of ``--scoring``: the points of each outcome (specs/arbiter.md)."""


def tiebreak_order(text: str | None, rated: bool = True) -> tuple[str, ...]:
    """The tie-break order of ``--tiebreaks``, the default when not given; an unknown name, or ``aro`` when no
    player is ``rated``, is a usage error (exit 2).

    >>> tiebreak_order("sonneborn-berger, wins")
    ('sonneborn-berger', 'wins')
    """
    from admiralty.referee.tournament.standings import checked_tiebreaks

    if text is None:
        return DEFAULT_TIEBREAKS
    try:
        return checked_tiebreaks((name.strip() for name in text.split(",")), rated)
    except AdmiraltyError as error:
        raise fail(f"--tiebreaks: {error.violation.message}") from None


def default_jobs() -> int:
    """``--jobs`` by default: one process per core."""
    return os.cpu_count() or 1


def hidden_alias(old: str, new: str) -> Any:
    """The hidden option ``old``, the spelling of ``new`` before this release, still read for one release."""
    return typer.Option(old, hidden=True, help=f"The old spelling of {new}.")


def merged(name: str, value: T | None, alias: str, old: T | None, default: T) -> T:
    """The value of option ``name`` given as itself or as its hidden alias ``alias``.

    Both given with different values is a usage error (exit 2); neither gives
    ``default``.

    >>> merged("--game", None, "--index", 2, 1)
    2
    """
    if value is not None and old is not None and value != old:
        raise fail(f"{name} and {alias} disagree ({_shown(value)} against {_shown(old)}); give one of them")
    if value is not None:
        return value
    return old if old is not None else default


def _shown(value: object) -> object:
    return value.value if isinstance(value, Enum) else value


def output_format(form: F | None, json_output: bool, default: F) -> F:
    """The format chosen by ``--format``, or by its shorthand ``--json``; ``default`` when neither is given."""
    return merged("--format", form, "--json", type(default)("json") if json_output else None, default)


ByOption = Annotated[
    str, typer.Option("--by", metavar="NAME", help="The arbiter who decides (stored with the decision).")
]
"""``--by NAME``: who made a decision; every decision of the tournament ledger names one."""

ReasonOption = Annotated[str, typer.Option("--reason", help="Why, in the arbiter's words (stored with the decision).")]
"""``--reason``: why a decision was made; every decision of the tournament ledger gives one."""

RoundNumberOption = Annotated[
    int,
    typer.Option(
        "--round",
        min=1,
        max=MOST_ROUNDS,
        metavar="N",
        help=f"The round, from 1 to {MOST_ROUNDS} (required: a decision never lands in a round by default).",
    ),
]
"""``--round N`` where a ledger command needs the round's number: required, so that a decision
never lands in round 1 because the round was left out."""


SignOption = Annotated[
    Path | None,
    typer.Option(
        "--key",
        metavar="FILE",
        help="Sign what this command stores with this Ed25519 private key (PEM, admiralty key new; needs"
        " admiralty[sign]).",
    ),
]
"""``--key`` of a decision: the arbiter's private key, signing each event it appends (specs/store.md, "Signed
decisions")."""
