"""The organiser's CSV files: players, and pairings as a pairing program exports them.

Players: a header, then ``id,name,aliases`` (aliases separated by ``;``).
Pairings: a header, then ``round,first,second``; an empty ``second`` is a bye;
players named by id or any of their spellings (specs/tournament.md, "Files").
"""

from __future__ import annotations

import csv
import io
from collections import defaultdict

from admiralty.referee.rounds import MOST_ROUNDS, round_number
from admiralty.referee.violation import violation
from admiralty.store.ledger_events import PlayerRegistered, RoundPaired, Seating
from admiralty.store.tournament import Ledger, seats

PLAYERS = ("id", "name", "aliases")
"""The columns of a players file, in order; ``aliases`` may be left out."""

PAIRINGS = ("round", "first", "second")
"""The columns of a pairings file, in order."""


def _rows(text: str, header: tuple[str, ...], what: str) -> list[tuple[int, list[str]]]:
    """The data rows of a CSV text under ``header``, each with its line number, padded to its columns.

    The header is checked, so that columns in another order or another program's file are refused
    instead of read by place (a name taken for an id, for good: the ledger is append-only).

    Raises:
        AdmiraltyError: STORE-LEDGER for a wrong header or a row of too many columns.
    """
    rows = [(number, row) for number, row in enumerate(csv.reader(io.StringIO(text)), start=1) if any(row)]
    found = [cell.strip().lower() for cell in rows[0][1]] if rows else []
    columns = len(header)
    if found not in (list(header), list(header[:-1])) or not rows:
        hint = " (its cells are separated by ';': save it with commas)" if len(found) == 1 and ";" in found[0] else ""
        raise violation(
            "STORE-LEDGER",
            f'Line 1 of the {what} file is the header {",".join(header)}, not "{",".join(found)}"{hint}.',
        )
    for number, row in rows[1:]:
        if len(row) > columns:
            raise violation("STORE-LEDGER", f"Line {number} of the {what} file has {len(row)} columns, not {columns}.")
    return [(number, [cell.strip() for cell in row] + [""] * (columns - len(row))) for number, row in rows[1:]]


def read_players(text: str) -> list[PlayerRegistered]:
    """The players of a CSV text (``id,name,aliases``).

    >>> read_players("id,name,aliases\\nam,Anne Morgan,\\"Morgan, Anne;A. Morgan\\"\\n")
    [PlayerRegistered(id='am', name='Anne Morgan', aliases=('Morgan, Anne', 'A. Morgan'))]
    """
    return [
        PlayerRegistered(pid, name, tuple(alias.strip() for alias in aliases.split(";") if alias.strip()))
        for _, (pid, name, aliases) in _rows(text, PLAYERS, "players")
    ]


def read_pairings(state: Ledger, text: str) -> list[RoundPaired]:
    """The rounds of a CSV text (``round,first,second``), one RoundPaired per round, in the file's order.

    Raises:
        AdmiraltyError: STORE-LEDGER for a round that is not a number or a player not registered.
    """
    rounds: dict[int, list[Seating]] = defaultdict(list)
    for number, (round, first, second) in _rows(text, PAIRINGS, "pairings"):
        found = round_number(round)
        if found is None:
            raise violation(
                "STORE-LEDGER",
                f'Line {number} of the pairings file: "{round}" is not a round number (1 to {MOST_ROUNDS}).',
            )
        one, _ = seats(state, first)
        other = seats(state, second)[0] if second else None
        rounds[found].append(Seating(one, other))
    return [RoundPaired(round, tuple(pairs)) for round, pairs in rounds.items()]
