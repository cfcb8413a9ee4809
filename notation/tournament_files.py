"""The organiser's CSV files: players, pairings as a pairing program exports them, and results from scoresheets.

Players: a header, then ``id,name,aliases`` (aliases separated by ``;``), and any of the optional columns
:data:`PLAYER_FACTS` after them, in any order (rating, federation, club, title, FIDE and national ids).
Pairings: a header, then ``round,first,second``; an empty ``second`` is a bye;
players named by id or any of their spellings (specs/tournament.md, "Files").
Results: a header, then ``round,first,second,outcome``, the outcome from the first seat's side.
"""

from __future__ import annotations

import csv
import io
from collections import defaultdict
from collections.abc import Iterator

import attrs

from admiralty.referee.tournament.checks import check_pairing
from admiralty.referee.tournament.events import PlayerRegistered, ResultEntered, RoundPaired, Seating
from admiralty.referee.tournament.ledger import Ledger
from admiralty.referee.tournament.outcome_names import OUTCOMES
from admiralty.referee.tournament.rounds import MOST_ROUNDS, round_number
from admiralty.referee.tournament.swiss import MOST_RATING, TITLES
from admiralty.referee.violation import AdmiraltyError, violation
from admiralty.referee.wording import quoted

PLAYERS = ("id", "name", "aliases")
"""The columns of a players file, in order; ``aliases`` may be left out."""

PLAYER_FACTS = ("rating", "federation", "club", "title", "fide_id", "national_id")
"""The optional columns of a players file, after ``id,name,aliases``, in any order: what a chess program knows
of a player (:class:`referee.tournament.events.PlayerRegistered`)."""

PAIRINGS = ("round", "first", "second")
"""The columns of a pairings file, in order."""

RESULTS = ("round", "first", "second", "outcome")
"""The columns of a results file, in order."""


def _rows(text: str, header: tuple[str, ...], what: str, last_optional: bool = True) -> list[tuple[int, list[str]]]:
    """The data rows of a CSV text under ``header`` (its last column may be left out when ``last_optional``),
    each with its line number, padded to its columns.

    The header is checked, so that columns in another order or another program's file are refused
    instead of read by place (a name taken for an id, for good: the ledger is append-only).

    Raises:
        AdmiraltyError: STORE-LEDGER for a wrong header, a row of too many columns, or a text that is not
            strict CSV (:func:`_strict_rows`).
    """
    rows = [(number, row) for number, row in _strict_rows(text, what) if any(row)]
    found = [cell.strip().lower() for cell in rows[0][1]] if rows else []
    columns = len(header)
    if found not in (list(header), *([list(header[:-1])] if last_optional else [])) or not rows:
        hint = " (its cells are separated by ';': save it with commas)" if len(found) == 1 and ";" in found[0] else ""
        raise violation(
            "STORE-LEDGER",
            f'Line 1 of the {what} file is the header {",".join(header)}, not "{",".join(found)}"{hint}.',
        )
    for number, row in rows[1:]:
        if len(row) > columns:
            raise violation("STORE-LEDGER", f"Line {number} of the {what} file has {len(row)} columns, not {columns}.")
    return [(number, [cell.strip() for cell in row] + [""] * (columns - len(row))) for number, row in rows[1:]]


CSV_FAULTS = {
    "unexpected end of data": "a quoted cell is never closed",
    "field larger than field limit": "a cell is too long",
}
"""What the csv module's errors mean, in the file's words; any other is a quote inside a cell."""


def _strict_rows(text: str, what: str) -> Iterator[tuple[int, list[str]]]:
    """The rows of a CSV text, each with the line it starts on, read strictly: a quote left open (which
    would swallow the lines after it into one cell), a quote inside a cell, or a cell running over a line
    break is refused, since no id, name or round holds a line break.

    Raises:
        AdmiraltyError: STORE-LEDGER, naming the line.
    """
    reader = csv.reader(io.StringIO(text), strict=True)
    lines = text.splitlines()
    start = 1
    try:
        for row in reader:
            if any("\n" in cell or "\r" in cell for cell in row):
                raise violation("STORE-LEDGER", f"Line {start} of the {what} file: a cell runs over a line break.")
            raw = "\n".join(lines[start - 1 : reader.line_num])
            # the csv module takes a quote inside an unquoted cell (Zed "Z" Morgan) as data, even strict
            if any('"' in cell and '"' + cell.replace('"', '""') + '"' not in raw for cell in row):
                raise csv.Error("a quote inside an unquoted cell")
            yield start, row
            start = reader.line_num + 1
    except csv.Error as error:
        fault = next((said for text, said in CSV_FAULTS.items() if str(error).startswith(text)), None)
        fault = fault or 'a quote stands inside a cell: quote the whole cell, "like ""this"""'
        raise violation("STORE-LEDGER", f"Line {start} of the {what} file is not CSV: {fault}.") from None


def read_players(text: str) -> list[PlayerRegistered]:
    """The players of a CSV text (``id,name,aliases`` and any of :data:`PLAYER_FACTS`).

    >>> [(p.id, p.name, p.aliases) for p in read_players("id,name,aliases\\nam,Anne Morgan,\\"Morgan, Anne;A. Morgan\\"\\n")]
    [('am', 'Anne Morgan', ('Morgan, Anne', 'A. Morgan'))]
    >>> [(p.rating, p.federation, p.title) for p in read_players("id,name,aliases,rating,federation,title\\nam,Anne,,1850,FRA,WFM\\n")]
    [(1850, 'FRA', 'WFM')]

    Raises:
        AdmiraltyError: STORE-LEDGER for a header that is not ``id,name[,aliases]`` and optional columns, or a
            rating or title that is not one (naming the line).
    """
    header = [cell.strip().lower() for cell in next((row for _, row in _strict_rows(text, "players") if any(row)), [])]
    facts = header[len(PLAYERS) :]
    if facts and header[: len(PLAYERS)] != list(PLAYERS):
        raise violation(
            "STORE-LEDGER",
            f"Line 1 of the players file is the header {','.join(PLAYERS)} (then any of {', '.join(PLAYER_FACTS)}),"
            f" not {quoted(','.join(header))}.",
        )
    if not facts:
        rows = _rows(text, PLAYERS, "players")
        return [PlayerRegistered(pid, name, _aliases(aliases)) for _, (pid, name, aliases) in rows]
    unknown = [column for column in facts if column not in PLAYER_FACTS] or [c for c in facts if facts.count(c) > 1]
    if unknown:
        raise violation(
            "STORE-LEDGER",
            f"Line 1 of the players file names the column {quoted(unknown[0])}: after id,name,aliases the columns"
            f" are {', '.join(PLAYER_FACTS)}, each once.",
        )
    return [
        _with_facts(number, PlayerRegistered(pid, name, _aliases(aliases)), dict(zip(facts, cells)))
        for number, (pid, name, aliases, *cells) in _rows(text, (*PLAYERS, *facts), "players", last_optional=False)
    ]


def _aliases(cell: str) -> tuple[str, ...]:
    return tuple(alias.strip() for alias in cell.split(";") if alias.strip())


def _with_facts(line: int, player: PlayerRegistered, cells: dict[str, str]) -> PlayerRegistered:
    """``player`` with the optional facts of its players file's line: a rating a whole number from 0 to
    :data:`MOST_RATING` (empty: 0, unrated), a title one of FIDE's, a federation in capitals as FIDE writes it."""
    rating, title = cells.get("rating", ""), cells.get("title", "").upper()
    if rating and not (rating.isascii() and rating.isdigit() and int(rating) <= MOST_RATING):
        raise violation(
            "STORE-LEDGER",
            f"Line {line} of the players file: the rating {quoted(rating)} is not a whole number from 0 to"
            f" {MOST_RATING}.",
        )
    if title and title not in TITLES:
        raise violation(
            "STORE-LEDGER",
            f"Line {line} of the players file: {quoted(cells['title'])} is not a FIDE title ({', '.join(TITLES)}).",
        )
    return attrs.evolve(
        player,
        rating=int(rating or 0),
        federation=cells.get("federation", "").upper(),
        club=cells.get("club", ""),
        title=title,
        fide_id=cells.get("fide_id", ""),
        national_id=cells.get("national_id", ""),
    )


def read_pairings(state: Ledger, text: str) -> list[RoundPaired]:
    """The rounds of a CSV text (``round,first,second``), one RoundPaired per round, in the file's order.

    Raises:
        AdmiraltyError: STORE-LEDGER for a round that is not a number or a player not registered.
    """
    rounds: dict[int, list[Seating]] = defaultdict(list)
    for number, (round, first, second) in _rows(text, PAIRINGS, "pairings"):
        found, seating = _seating(state, number, round, first, second, "pairings")
        rounds[found].append(seating)
    return [RoundPaired(round, tuple(pairs)) for round, pairs in rounds.items()]


def read_results(state: Ledger, text: str, by: str = "") -> list[ResultEntered]:
    """The results of a CSV text (``round,first,second,outcome``), in the file's order, entered ``by`` someone;
    the outcome is checked with the ledger's other checks (:func:`referee.tournament.checks.check`).

    Raises:
        AdmiraltyError: STORE-LEDGER for a round that is not a number, a player not registered, no outcome or
            one that is not a result, or a pairing not in force (each naming its line).
    """
    results = []
    for number, (round, first, second, outcome) in _rows(text, RESULTS, "results", last_optional=False):
        found, seating = _seating(state, number, round, first, second, "results")
        if not outcome:
            raise violation("STORE-LEDGER", f"Line {number} of the results file gives no outcome.")
        if outcome not in OUTCOMES:
            raise violation(
                "STORE-LEDGER",
                f"Line {number} of the results file: {quoted(outcome)} is not a result: give one of"
                f" {', '.join(OUTCOMES)}.",
            )
        try:
            check_pairing(state, found, seating.first, seating.second)
        except AdmiraltyError as refused:
            raise violation("STORE-LEDGER", f"Line {number} of the results file: {refused.violation.message}") from None
        results.append(ResultEntered(found, seating.first, seating.second, outcome, by))
    return results


def _seating(state: Ledger, line: int, round: str, first: str, second: str, what: str) -> tuple[int, Seating]:
    """The round and the seats of a line of a pairings or results file."""
    found = round_number(round)
    if found is None:
        raise violation(
            "STORE-LEDGER",
            f"Line {line} of the {what} file: {quoted(round)} is not a round number (1 to {MOST_ROUNDS}).",
        )
    if not first:
        raise violation("STORE-LEDGER", f"Line {line} of the {what} file names no player in the first seat.")
    other = _registered(state, second, line, what) if second else None
    return found, Seating(_registered(state, first, line, what), other)


def _registered(state: Ledger, name: str, line: int, what: str) -> str:
    """The id of the registered player a cell names, by id or any spelling (:attr:`Ledger.spellings`)."""
    found = state.named(name)
    if found is None:
        raise violation("STORE-LEDGER", f"Line {line} of the {what} file: {state.unknown(name)}")
    return found
