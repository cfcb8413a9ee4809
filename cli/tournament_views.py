"""A tournament's account as text and CSV: its results with their sources, its open items, its decisions.

Shared by ``tournament show``, ``standings`` and ``games`` (specs/tournament.md); the store's tournaments in one
line each (``tournament list``).
"""

from __future__ import annotations

from collections.abc import Iterator

import typer

from admiralty.cli.render import printable
from admiralty.cli.tables import Column, numbers, print_table, text
from admiralty.notation.render.times import minute_utc
from admiralty.referee.tournament.accounting import Account, OpenItem
from admiralty.referee.tournament.matching import GameLine
from admiralty.referee.tournament.overview import Overview
from admiralty.referee.wording import counted, quoted
from admiralty.store.account_rows import PairingRow, pairing_rows


def _pairing(first: str, second: str | None) -> str:
    return printable(f"{first} - {second}" if second is not None else f"{first} (bye)")


def _round(round: int | None) -> str:
    return f"round {round}" if round else "no round"


def _seats(row: PairingRow) -> str:
    return _pairing(row.first_name, row.second_name)


PAIRINGS = (
    numbers("Rd"),
    numbers("Bd"),
    text("First"),
    text("Second"),
    Column("Result"),
    text("Source"),
    text("Games"),
    text("Note"),
)
"""The columns of ``tournament show``'s pairings."""

OPEN = (numbers("Rd"), numbers("Bd"), text("Pairing"), text("Open"), text("Games"), text("What to do"))
"""The columns of the open items."""

DECISIONS = (numbers("No"), text("Decision"), text("By"), text("Reason"), numbers("Annulled"))
"""The columns of the arbiter's decisions."""


def _number(value: int | None) -> str:
    return "" if value is None else str(value)


def print_account(found: Account[GameLine]) -> None:
    """The whole account: its pairings by round and board with their results and sources, the open items
    (what is missing, what the arbiter can do), the decisions; each a table fitted to the terminal."""
    typer.echo(
        f"Tournament {quoted(printable(found.tournament))}: {counted(len(found.counted), 'result')},"
        f" {counted(len(found.open), 'open item')}" + ("" if found.complete else " (incomplete)")
    )
    rows = pairing_rows(found)
    print_table(
        PAIRINGS,
        (
            [
                _number(row.round),
                _number(row.board),
                row.first_name,
                row.second_name or "(bye)",
                row.outcome or "open",
                row.source or row.open or "",
                row.games,
                "" if row.open or row.note in (row.outcome, row.source) else row.note,  # each said once
            ]
            for row in rows
            if row.open != "unmatched record"
        ),
        "Pairings",
    )
    print_open(found, rows)
    print_decisions(found)


def print_open(found: Account[GameLine], rows: list[PairingRow] | None = None) -> None:
    """The open items by round and board, the unmatched records last, each with what the arbiter can do; a
    discrepancy's records side by side under the table."""
    if not found.open:
        return
    typer.echo(f"Open items ({len(found.open)}): the tournament is incomplete.")
    opened = [row for row in rows or pairing_rows(found) if row.open is not None]
    print_table(
        OPEN,
        ([_number(row.round), _number(row.board), _seats(row), row.open or "", row.games, row.note] for row in opened),
    )
    for item in found.open:
        if item.sides:
            typer.echo(f"Discrepancy, {_round(item.round)}, {_pairing(item.first, item.second)}:")
            typer.echo("\n".join(f"  {line}" for line in side_by_side(item)))


def print_decisions(found: Account[GameLine]) -> None:
    """Every arbiter's decision of the ledger with who, why, and the decision that annulled it."""
    if not found.decisions:
        return
    print_table(
        DECISIONS,
        ([str(each.seq), each.text, each.by, each.reason, _number(each.annulled_by)] for each in found.decisions),
        "Decisions",
    )


def side_by_side(item: OpenItem) -> Iterator[str]:
    """A discrepancy's records in columns, from the turn where they part."""
    if not item.sides or item.parting is None:
        return
    headers = [f"game {side.game} ({side.verdict})" for side in item.sides]
    width = max(24, *map(len, headers), *(len(t) for side in item.sides for t in side.turns))
    yield "turn  " + "  ".join(h.ljust(width) for h in headers).rstrip()
    longest = max(len(side.turns) for side in item.sides)
    for offset in range(longest):
        cells = [side.turns[offset] if offset < len(side.turns) else "" for side in item.sides]
        yield f"{item.parting + offset:<4}  " + "  ".join(printable(c).ljust(width) for c in cells).rstrip()


def open_rows(items: tuple[OpenItem, ...]) -> list[list[object]]:
    """The open items as CSV rows, a header first."""
    rows: list[list[object]] = [["round", "first", "second", "open", "games", "detail"]]
    rows += [
        [item.round or "", item.first, item.second or "", item.what, " ".join(map(str, item.games)), item.detail]
        for item in items
    ]
    return rows


LISTED = (
    text("Tournament"),
    Column("Game"),
    numbers("Rounds"),
    numbers("Results in"),
    numbers("Players"),
    Column("Complete"),
    text("Last sealed"),
)
"""The columns of ``tournament list``: ``Rounds`` paired, of them ``Results in`` with every result; ``Last sealed``
to the minute, as the website writes it, so that a row fits 80 columns (``--format json`` has the seal's number and
exact time)."""


def print_overviews(db: str, listed: list[Overview]) -> None:
    """Each tournament of the store at ``db`` on a line (``tournament list``), or that it holds none."""
    if not listed:
        typer.echo(
            f"No tournament in {printable(db)}: admiralty tournament create NAME, or admiralty import --tournament NAME."
        )
        return
    print_table(
        LISTED,
        (
            [
                each.name,
                ", ".join(each.kinds) or "-",
                str(each.rounds_paired),
                str(each.rounds_with_results),
                str(each.players),
                "yes" if each.complete else "no",
                "never" if each.last_sealed is None else minute_utc(each.last_sealed),
            ]
            for each in listed
        ),
        "Tournaments",
    )
