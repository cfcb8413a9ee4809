"""Every pairing of a tournament accounted for exactly once: its result and where it comes from, or why it has none.

:func:`account` takes a tournament's games as :mod:`referee.tournament.matching` places
them, merges the submissions of one game (one identity key), and gives each pairing one
:class:`Counted` result (a valid record, an adjudication, an arbiter's decision, a forfeit,
a bye) or an :class:`OpenItem` saying what is missing: a record missing, invalid or
unfinished, a discrepancy between records (side by side from the turn where they part), or a
record matching no pairing. A tournament without a ledger, or without declared rounds, makes
each distinct game its own pairing (specs/tournament.md). Nothing here reads the store:
:mod:`store.accounts` loads what these functions are given.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Generic

import attrs

from admiralty.referee.tournament.decisions import Decision, decisions
from admiralty.referee.tournament.events import DiscrepancyResolved, Entry, ResultDecided, ResultEntered
from admiralty.referee.tournament.ledger import Ledger, Pair
from admiralty.referee.tournament.matching import GameLine, Line, Line_co, TournamentGame, records
from admiralty.referee.tournament.names import Key, name_key
from admiralty.referee.tournament.standings import DEFAULT_TIEBREAKS, Crosstable, Result, Scoring, Standing, ranked

Outcomes = Callable[[str, str], str | None]
"""The outcome of a game, from the first seat's side (:data:`referee.tournament.outcome_names.OUTCOMES`), of its kind
and its own result; None for an unfinished game (``*``), which does not count. Each game says how its results
count (:func:`referee.tournament.results.result_of` over its seat results)."""


_FLIPPED = {"first": "second", "second": "first", "first/tb": "second/tb", "second/tb": "first/tb"}


@attrs.frozen
class Counted:
    """The result that counts for a pairing, and where it comes from.

    Args:
        result: the result in the standings.
        games: the stored games of the record that counts (its submissions), if any.
        decision: the ledger event of the arbiter's decision, if it is one.
        note: where it comes from, in words.
    """

    result: Result
    games: tuple[int, ...] = ()
    decision: int | None = None
    note: str = ""


@attrs.frozen
class Side:
    """One record of a discrepancy: its game, its verdict and its turns from the one where they part."""

    game: int
    verdict: str
    turns: tuple[str, ...]


@attrs.frozen
class OpenItem:
    """A pairing without a result, or a record that counts for none, and what is missing.

    Args:
        what: ``no record``, ``invalid record``, ``unfinished record``,
            ``discrepancy`` or ``unmatched record``.
        round: the pairing's round (or the record's).
        first: the first seat's player (or the record's).
        second: the second seat's player.
        games: the stored games concerned.
        detail: what the arbiter can do, in words.
        parting: for a discrepancy, the turn where the records part.
        sides: for a discrepancy, each record from that turn.
    """

    what: str
    round: int | None
    first: str
    second: str | None
    games: tuple[int, ...]
    detail: str
    parting: int | None = None
    sides: tuple[Side, ...] = ()


@attrs.frozen
class Account(Generic[Line_co]):
    """A tournament accounted for: each pairing's result, the open items, the games, the decisions."""

    tournament: str
    ledger: Ledger | None
    counted: tuple[Counted, ...]
    open: tuple[OpenItem, ...]
    games: tuple[TournamentGame[Line_co], ...]
    decisions: tuple[Decision, ...]
    key: Key = attrs.field(default=name_key, eq=False, repr=False)
    """The spelling key of players' names (the store's transliterates): the order of level players."""

    @property
    def complete(self) -> bool:
        """Every pairing has its result and every record counts or is excluded."""
        return not self.open

    @property
    def results(self) -> list[Result]:
        return [each.result for each in self.counted]

    @property
    def display_names(self) -> dict[str, str]:
        """Each registered player's display name by id: the order of level players in every table
        (:func:`referee.tournament.standings.standings`'s ``names``)."""
        return {id: player.name for id, player in self.ledger.players.items()} if self.ledger else {}

    @property
    def ratings(self) -> dict[str, int]:
        """Each rated registered player's rating by id (0 is unrated): what ``aro`` averages (C.07 Art. 10.1)."""
        players = self.ledger.players.values() if self.ledger else ()
        return {player.id: player.rating for player in players if player.rating}

    def ranked(
        self,
        results: Sequence[Result] | None = None,
        scoring: Scoring | None = None,
        tiebreaks: Sequence[str] | None = None,
    ) -> tuple[tuple[Standing, ...], Crosstable]:
        """The standings and the crosstable of its results (or of ``results``, some of them), by its scoring and
        tie-breaks unless others are given: players by id, level ones in the one order of every format (their
        display names' spelling keys, then ids), with its players' ratings and its withdrawals.
        (:func:`referee.tournament.standings.ranked`)."""
        return ranked(
            self.results if results is None else results,
            scoring or self.scoring,
            tiebreaks or self.tiebreaks,
            self.ratings,
            self.display_names,
            self.ledger.withdrawn_from() if self.ledger else {},
            self.key,
        )

    @property
    def scoring(self) -> Scoring:
        """The tournament's scoring: its ledger's, else the default."""
        return self.ledger.scoring if self.ledger else Scoring()

    @property
    def tiebreaks(self) -> tuple[str, ...]:
        """The tournament's tie-break order: its ledger's, else the default."""
        return self.ledger.tiebreaks if self.ledger and self.ledger.tiebreaks else DEFAULT_TIEBREAKS


def _chosen(state: Ledger | None) -> dict[int, int]:
    """The games the arbiter chose in a discrepancy, to the decision choosing each."""
    if state is None:
        return {}
    annulled = state.annulled()
    return {
        entry.event.game: entry.seq
        for entry in state.entries
        if isinstance(entry.event, DiscrepancyResolved) and entry.seq not in annulled
    }


def _source(outcome: str) -> str:
    return "forfeit" if "forfeit" in outcome else "bye" if outcome == "bye" else "decision"


def _verdict(line: GameLine) -> str:
    return f"valid, {line.result}" if line.valid else f"invalid ({line.rule}), {line.result}"


def _from_records(
    pair: Pair,
    records: list[list[TournamentGame[Line]]],
    chosen: dict[int, int],
    outcome_of: Outcomes,
    turns: Callable[[int], Sequence[str]],
) -> Counted | OpenItem:
    """The result of a pairing from its records (each the submissions of one game), or what is missing."""
    if not records:
        return OpenItem(
            "no record",
            pair.round,
            pair.first,
            pair.second,
            (),
            "No record was submitted: attach one or decide a result (a forfeit).",
        )
    picked = [game for game in records if any(each.summary.id in chosen for each in game)]
    if len(records) > 1 and not picked:
        return _discrepancy(pair, records, turns)
    game = (picked or records)[0]
    ids = tuple(each.summary.id for each in game)
    best = next((each for each in game if each.summary.valid), game[0])
    line = best.summary
    if not line.valid:
        return OpenItem(
            "invalid record",
            pair.round,
            pair.first,
            pair.second,
            ids,
            f"Game {line.id} breaks {line.rule}: the arbiter decides its result (tournament decide), or corrects"
            f" the bad turn (repair {line.id}) and accepts the correction (tournament accept-correction {line.id}).",
        )
    outcome = outcome_of(line.kind, line.result)
    if outcome is None:
        return OpenItem(
            "unfinished record",
            pair.round,
            pair.first,
            pair.second,
            ids,
            f"Game {line.id} is unfinished: adjudicate it or decide its result.",
        )
    if best.flipped:
        outcome = _FLIPPED[outcome]
    source = "adjudication" if best.adjudicated else "record"
    submissions = f" ({len(ids)} submissions: games {', '.join(map(str, ids))})" if len(ids) > 1 else ""
    note = f"game {line.id}, {line.result}{submissions}"
    return Counted(Result(pair.round or None, pair.first, pair.second, outcome, source), ids, None, note)


def _missed(state: Ledger | None) -> list[Counted]:
    """The rounds each late entrant missed, each with the scoring's ``late_entry`` points as a round without an
    opponent (none when they are 0, the default)."""
    if state is None or not state.scoring.late_entry:
        return []
    return [
        Counted(
            Result(round, player, None, "bye", "late entry", (state.scoring.late_entry, 0)),
            (),
            None,
            f"late entry from round {first}",
        )
        for player, first in state.late_entries().items()
        for round in range(1, first)
    ]


def _left(item: OpenItem, pair: Pair, left: dict[str, int]) -> OpenItem:
    """A pairing without a record of a player withdrawn before its round: what the arbiter does then."""
    gone = [player for player in (pair.first, pair.second) if player in left and left[player] <= pair.round]
    if not gone:
        return item
    said = " and ".join(f"{player} withdrew from round {left[player]}" for player in gone)
    return attrs.evolve(
        item, detail=f"{said}: decide a forfeit (tournament decide), or withdraw the pairing (tournament unpair)."
    )


def _with_sheet(pair: Pair, found: Counted | OpenItem, sheet: Entry) -> Counted | OpenItem:
    """A pairing's result with the one its result sheet gives (:class:`ResultEntered`): the sheet's, when no record
    gives one (none, or unfinished); the record's, confirmed, when they agree; a discrepancy for the arbiter when
    they differ. An invalid record or records that differ stay open items: the arbiter rules on them."""
    event = sheet.event
    assert isinstance(event, ResultEntered)
    entered = f"event {sheet.seq}{f', entered by {event.by}' if event.by else ''}"
    said = f"result sheet ({entered})"
    if isinstance(found, OpenItem):
        if found.what not in ("no record", "unfinished record"):
            return found
        result = Result(pair.round, pair.first, pair.second, event.outcome, "result sheet")
        return Counted(result, (), None, entered)
    if found.result.outcome == event.outcome:
        return attrs.evolve(found, note=f"{found.note}, confirms the {said}")
    game = found.games[0]
    return OpenItem(
        "discrepancy",
        pair.round,
        pair.first,
        pair.second,
        found.games,
        f"Game {game} gives {found.result.outcome} and the {said} gives {event.outcome}: the arbiter decides"
        f" the result (tournament decide), or annuls the sheet's (tournament annul {sheet.seq}).",
    )


def _discrepancy(
    pair: Pair, records: list[list[TournamentGame[Line]]], read: Callable[[int], Sequence[str]]
) -> OpenItem:
    """The records of a pairing side by side from the turn where they part (only these games' turns are read)."""
    firsts = [game[0] for game in records]
    turns = {game.summary.id: tuple(read(game.summary.id)) for game in firsts}
    part = min(parting(turns[a.summary.id], turns[b.summary.id]) for a in firsts for b in firsts if a is not b)
    sides = tuple(Side(game.summary.id, _verdict(game.summary), turns[game.summary.id][part - 1 :]) for game in firsts)
    games = tuple(each.summary.id for game in records for each in game)
    return OpenItem(
        "discrepancy",
        pair.round,
        pair.first,
        pair.second,
        games,
        f"{len(records)} different records part at turn {part}: the arbiter chooses one (tournament choose GAME).",
        part,
        sides,
    )


def parting(first: Sequence[str], second: Sequence[str]) -> int:
    """The 1-based turn where two games' turns part (one past the shorter when one is a prefix of the other).

    >>> parting(["a", "b", "c"], ["a", "x"])
    2
    """
    same = 0
    while same < min(len(first), len(second)) and first[same] == second[same]:
        same += 1
    return same + 1


def account(
    tournament: str,
    state: Ledger | None,
    games: Sequence[TournamentGame[Line]],
    outcome_of: Outcomes,
    turns: Callable[[int], Sequence[str]],
    key: Key = name_key,
) -> Account[Line]:
    """Account for every pairing of ``tournament`` exactly once (module docstring).

    Args:
        tournament: its name.
        state: its ledger (None: it has none, a tournament of imports only).
        games: its games, as :func:`placed` places them.
        outcome_of: the outcome of a game of a kind from its result (:data:`Outcomes`).
        turns: the turns of a stored game, asked only of the records of a discrepancy.
        key: the spelling key of players' names (:attr:`Account.key`).
    """
    by_pair = records(games)
    counted_keys = {key for keyed in by_pair.values() for key in keyed}
    pairs = list(state.pairs) if state is not None and state.pairs else []
    pairs += [pair for pair in by_pair if pair not in pairs]
    decided, chosen = (state.decided() if state is not None else {}), _chosen(state)
    entered = state.entered() if state is not None else {}
    left = state.withdrawn_from() if state is not None else {}
    counted: list[Counted] = []
    open_items: list[OpenItem] = []
    for pair in pairs:
        ruling = decided.get(pair)
        if ruling is not None:
            assert isinstance(ruling.event, ResultDecided)
            event = ruling.event
            result = Result(pair.round, pair.first, pair.second, event.outcome, _source(event.outcome), event.points)
            counted.append(Counted(result, (), ruling.seq, f"decision {ruling.seq} by {event.by}: {event.reason}"))
        elif pair.second is None:
            counted.append(Counted(Result(pair.round, pair.first, None, "bye", "bye"), (), None, "bye"))
        else:
            found = _from_records(pair, list(by_pair[pair].values()), chosen, outcome_of, turns)
            sheet = entered.get(pair)
            if sheet is not None:
                found = _with_sheet(pair, found, sheet)
            if isinstance(found, OpenItem) and found.what == "no record":
                found = _left(found, pair, left)
            if isinstance(found, Counted):
                counted.append(found)
            else:
                open_items.append(found)
    counted += _missed(state)
    open_items += _unmatched(games, counted_keys, state.kinds if state is not None else None)
    return Account(tournament, state, tuple(counted), tuple(open_items), tuple(games), tuple(decisions(state)), key)


def _unmatched(
    games: Iterable[TournamentGame[Line]], counted_keys: set[str], kinds: tuple[str, ...] | None
) -> Iterator[OpenItem]:
    """The records that count for no pairing, unless excluded or a submission of a game that counts:
    one open item per game, with all its submissions; a record of a game the tournament does not play
    (``kinds``) can only be excluded."""
    by_key: dict[str, list[TournamentGame[Line]]] = {}
    for game in games:
        if game.pair is None and game.note and not game.note.startswith("excluded") and game.key not in counted_keys:
            by_key.setdefault(game.key, []).append(game)
    for submissions in by_key.values():
        line, note = submissions[0].summary, submissions[0].note
        ids = tuple(each.summary.id for each in submissions)
        yield OpenItem(
            "unmatched record",
            submissions[0].round,
            line.players[0],
            line.players[1],
            ids,
            f"Game {line.id}: {note}; "
            + (
                "exclude it (tournament exclude)."
                if kinds is not None and line.kind not in kinds
                else "attach it to its pairing (tournament attach) or exclude it."
            ),
        )
