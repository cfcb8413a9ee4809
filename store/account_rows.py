"""The account projection's values: each tournament's account (:mod:`store.accounts`) as plain rows.

What a pairing's result is, where it comes from, which items are open and how each game counts are facts
of the tournament domain (:mod:`referee.tournament.accounting`) that SQL cannot derive: matching records
to pairings by players' spellings, merging the submissions of one game, reading corrected games. The
store keeps them as a projection (the ``pairing_rows`` and ``game_rows`` tables, read by the ``pairings``,
``open_items`` and ``tournament_games`` views), written again in every transaction that may change a
tournament's account: a ledger append, an import under its name, an adjudication or a correction
(:func:`store.account_projection.refresh`). Like the summaries, it is not evidence: ``verify`` computes every
tournament's rows again and reports those that differ (STORE-PROJECTION), and ``admiralty migrate`` makes them
for a store made before them (specs/store.md, "The account projection").
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from admiralty.referee.tournament.accounting import Account, Counted, OpenItem
from admiralty.referee.tournament.matching import GameLine, rulings
from admiralty.store.summaries import GameSummary


@attrs.frozen
class PairingRow:
    """A pairing of a tournament with its result and where it comes from, or an open item.

    Args:
        tournament: the tournament.
        line: its place in the account: pairings by round and board, then the records that count for none.
        round: the pairing's round (None: a game outside any declared round).
        board: its board in its round (:meth:`referee.tournament.ledger.Ledger.boards`), None when undeclared.
        first: the first seat's player (an id when registered).
        second: the second seat's player (None: a bye).
        first_name: the first seat's display name.
        second_name: the second seat's display name.
        outcome: the outcome that counts, from the first seat's side (None: open).
        source: where it comes from (:data:`referee.tournament.results.SOURCES`: record, result sheet,
            decision, adjudication, bye, forfeit, late entry); None when open.
        game: the stored game that counts, or the first one concerned (None: none).
        games: every stored game concerned, comma-separated.
        decision: the ledger event of the arbiter's decision that gives it.
        open: what is missing (``no record``, ``invalid record``, ``unfinished record``, ``discrepancy``,
            ``unmatched record``); None when it counts.
        note: where the result comes from, or what the arbiter can do, in words.
    """

    tournament: str
    line: int
    round: int | None
    board: int | None
    first: str
    second: str | None
    first_name: str
    second_name: str | None
    outcome: str | None
    source: str | None
    game: int | None
    games: str
    decision: int | None
    open: str | None
    note: str


@attrs.frozen
class GameRow:
    """A game of a tournament as ``games --tournament`` lists it, with how the arbiter ruled on it.

    Args:
        tournament: the tournament.
        game: the stored game.
        round: its round: its pairing's, else its Round tag's.
        board: its pairing's board, when it counts for a declared pairing.
        first: its first seat's player as written.
        second: its second seat's player as written.
        result: the result that stands (read with the arbiter's correction when accepted).
        valid: its verdict (the corrected one when accepted).
        rule: the first rule it breaks.
        turns: its legal turns.
        corrected: the arbiter accepted its correction (tournament accept-correction).
        excluded: the arbiter excluded it (tournament exclude).
    """

    tournament: str
    game: int
    round: int | None
    board: int | None
    first: str
    second: str
    result: str
    valid: bool
    rule: str | None
    turns: int
    corrected: bool
    excluded: bool


def _ids(games: Iterable[int]) -> str:
    return ", ".join(map(str, games))


def _row(
    found: Account[GameLine], item: Counted | OpenItem, boards: dict[tuple[int, str, str | None], int]
) -> PairingRow:
    """The row of a counted result or an open item, numbered 0 (:func:`rows_of` numbers them)."""
    names = found.display_names
    counts: tuple[str | None, str | None, int | None, str | None, str]
    if isinstance(item, Counted):
        seats = (item.result.round, item.result.first, item.result.second)
        counts = (item.result.outcome, item.result.source, item.decision, None, item.note)
    else:
        seats = (item.round, item.first, item.second)
        counts = (None, None, None, item.what, item.detail)
    round, first, second = seats
    outcome, source, decision, what, note = counts
    board = None if what == "unmatched record" else boards.get((round or 0, first, second))
    return PairingRow(
        found.tournament,
        0,
        round,
        board,
        first,
        second,
        names.get(first, first),
        None if second is None else names.get(second, second),
        outcome,
        source,
        item.games[0] if item.games else None,
        _ids(item.games),
        decision,
        what,
        note,
    )


def _order(row: PairingRow) -> tuple[bool, bool, int, bool, int]:
    """Pairings by round and board (undeclared ones after their round's), then the records that count for none."""
    return (row.open == "unmatched record", row.round is None, row.round or 0, row.board is None, row.board or 0)


def pairing_rows(found: Account[GameLine]) -> list[PairingRow]:
    """The pairings of an account by round and board, each counted or open, then the records that count for
    none: the order ``tournament show`` and the ``pairings`` view list them in."""
    boards = found.ledger.boards() if found.ledger is not None else {}
    seated = {(pair.round, pair.first, pair.second): board for pair, board in boards.items()}
    items: list[Counted | OpenItem] = [*found.counted, *found.open]
    made = sorted((_row(found, item, seated) for item in items), key=_order)
    return [attrs.evolve(row, line=line) for line, row in enumerate(made, start=1)]


def rows_of(found: Account[GameSummary]) -> tuple[list[PairingRow], list[GameRow]]:
    """The rows of an account: its pairings (:func:`pairing_rows`); its games in the order ``games
    --tournament`` lists them."""
    boards = found.ledger.boards() if found.ledger is not None else {}
    pairings = pairing_rows(found)
    ruled = rulings(found.ledger)
    games = [
        GameRow(
            found.tournament,
            game.summary.id,
            game.round,
            None if game.pair is None else boards.get(game.pair),
            *game.summary.players,
            game.summary.result,
            game.summary.valid,
            game.summary.rule,
            game.summary.turns,
            game.summary.id in ruled.corrected,
            game.summary.id in ruled.excluded,
        )
        for game in found.games
    ]
    return pairings, games
