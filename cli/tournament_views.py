"""A tournament's account as text and CSV: its results with their sources, its open items, its decisions.

Shared by ``tournament show``, ``standings`` and ``games`` (specs/tournament.md).
"""

from __future__ import annotations

from collections.abc import Iterator

from admiralty.cli.render import printable
from admiralty.referee.tournament.accounting import Account, Counted, OpenItem
from admiralty.referee.tournament.matching import GameLine
from admiralty.referee.wording import counted


def _pairing(first: str, second: str | None) -> str:
    return printable(f"{first} - {second}" if second is not None else f"{first} (bye)")


def _round(round: int | None) -> str:
    return f"round {round}" if round else "no round"


def account_lines(found: Account[GameLine]) -> list[str]:
    """The whole account: every pairing's result and source, the open items, the decisions."""
    lines = [
        f"Tournament {printable(found.tournament)}: {counted(len(found.counted), 'result')},"
        f" {counted(len(found.open), 'open item')}" + ("" if found.complete else " (incomplete)")
    ]
    for each in sorted(found.counted, key=lambda c: (c.result.round or 0, c.result.first)):
        result = each.result
        lines.append(f"  {_round(result.round)}, {_pairing(result.first, result.second)}: {_sourced(each)}")
    lines += open_lines(found.open)
    lines += decision_lines(found)
    return lines


def _sourced(counted: Counted) -> str:
    """A result with its source and where it comes from, each said once: ``first (record: game 3)``, ``bye``."""
    result = counted.result
    said = [part for part in (result.source, counted.note) if part and part != result.outcome]
    return f"{result.outcome} ({printable(': '.join(dict.fromkeys(said)))})" if said else result.outcome


def open_lines(items: tuple[OpenItem, ...]) -> list[str]:
    """The open items, each with what is missing; a discrepancy with its records side by side."""
    if not items:
        return []
    lines = [f"Open items ({len(items)}): the tournament is incomplete."]
    for item in items:
        lines.append(
            f"  {_round(item.round)}, {_pairing(item.first, item.second)}: {item.what}: {printable(item.detail)}"
        )
        lines += [f"    {line}" for line in side_by_side(item)]
    return lines


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


def decision_lines(found: Account[GameLine]) -> list[str]:
    """Every arbiter's decision of the ledger with who, why, and whether it was annulled."""
    if not found.decisions:
        return []
    lines = ["Decisions:"]
    for decision in found.decisions:
        annulled = f" [annulled by {decision.annulled_by}]" if decision.annulled_by is not None else ""
        lines.append(
            f"  {decision.seq}: {printable(decision.text)}, by {printable(decision.by)}: "
            f"{printable(decision.reason)}{annulled}"
        )
    return lines


def open_rows(items: tuple[OpenItem, ...]) -> list[list[object]]:
    """The open items as CSV rows, a header first."""
    rows: list[list[object]] = [["round", "first", "second", "open", "games", "detail"]]
    rows += [
        [item.round or "", item.first, item.second or "", item.what, " ".join(map(str, item.games)), item.detail]
        for item in items
    ]
    return rows
