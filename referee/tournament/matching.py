"""Matching a tournament's stored games to its pairings: by their Round and player tags, or the arbiter's rulings.

:func:`placed` gives each stored game of a tournament (its listing line and identity key,
given as values) its pairing of the ledger (:mod:`referee.tournament.ledger`): excluded,
attached by the arbiter, matched by its Round tag and its players' spellings
(:func:`referee.tournament.names.name_key`), or, in a tournament without declared rounds,
its own; :func:`records` groups a pairing's games by identity key, each record with its
submissions, so that two records or more of one pairing are a discrepancy (specs/tournament.md,
"Matching", "Duplicates and discrepancies").
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from typing import Generic, Protocol, TypeVar

import attrs

from admiralty.referee.tournament.checks import ON_GAMES
from admiralty.referee.tournament.events import CorrectionAccepted, GameExcluded, RecordAttached
from admiralty.referee.tournament.ledger import Ledger, Pair
from admiralty.referee.tournament.names import UNKNOWN
from admiralty.referee.tournament.rounds import round_number
from admiralty.referee.wording import either


class GameLine(Protocol):
    """What the accounting reads of a stored game's listing line (the store's ``GameSummary``)."""

    @property
    def id(self) -> int: ...
    @property
    def kind(self) -> str: ...
    @property
    def round(self) -> str | None: ...
    @property
    def result(self) -> str: ...
    @property
    def valid(self) -> bool: ...
    @property
    def rule(self) -> str | None: ...
    @property
    def players(self) -> tuple[str, str]: ...


Line = TypeVar("Line", bound=GameLine)
"""The listing lines an account is made of, kept as given (the store's, with every column)."""


Line_co = TypeVar("Line_co", bound=GameLine, covariant=True)
""":data:`Line` in the values that hold them: an account of the store's lines is an account of lines."""


@attrs.frozen
class TournamentGame(Generic[Line_co]):
    """A stored game of the tournament, as the ledger sees it.

    Args:
        summary: its listing line.
        round: its round: its pairing's, else its Round tag's (None: none).
        pair: the pairing it counts for, if matched or attached.
        key: its identity key (:mod:`store.identity`): the submissions of one game share it.
        note: why it does not count, when it does not (unmatched, excluded).
        flipped: its seats are the other way round from its pairing's (attached by the arbiter).
        adjudicated: its result is the arbiter's adjudication (MAD-TIEBREAK).
    """

    summary: Line_co
    round: int | None
    pair: Pair | None
    key: str
    note: str | None = None
    flipped: bool = False
    adjudicated: bool = False


def _not_registered(names: list[str]) -> str:
    """Why a record's players match no registered player: the names written, or a seat tag naming no one (``?``).

    >>> _not_registered(["Ann", "?"])
    '"Ann" is not a registered player; a seat tag names no player (?)'
    >>> _not_registered(["?", "?"]), _not_registered(["Ann", "Bob"])
    ('its seat tags name no player (?)', '"Ann" and "Bob" are not registered players')
    """
    named = [name for name in names if name != UNKNOWN]
    said: list[str] = []
    if named:
        are = "is not a registered player" if len(named) == 1 else "are not registered players"
        said.append(f"{either(named, 'and')} {are}")
    blank = len(names) - len(named)
    if blank:
        said.append("a seat tag names no player (?)" if blank == 1 else "its seat tags name no player (?)")
    return "; ".join(said)


def _round_number(text: str | None) -> int | None:
    """The round of a game's Round tag (or import's round): ``3`` of ``3.1``, None for no round."""
    return round_number((text or "").split(".")[0].strip())


def _matched(state: Ledger, line: GameLine, round: int | None) -> tuple[Pair | None, str | None]:
    """The pairing a game's tags name, or why there is none."""
    if line.kind not in state.kinds:
        return None, f"its game ({line.kind}) is not played in this tournament"
    ids = [state.named(name) for name in line.players]
    unknown = [name for name, found in zip(line.players, ids) if found is None]
    if unknown:
        return None, _not_registered(unknown)
    if round is None:
        return None, "its Round tag names no round"
    first, second = ids
    assert first is not None and second is not None
    pair = state.pair(round, first, second)
    if pair is not None:
        return pair, None
    if state.pair(round, second, first) is not None:
        return None, f"wrong colours: round {round} pairs {second} in the first seat against {first}"
    return None, f"round {round} does not pair {first} against {second}"


@attrs.frozen
class Rulings:
    """What the arbiter's standing decisions say of games: attached, excluded, accepted as corrected (each
    game to its decision), or named at all (a game named is the tournament's whatever its tags say)."""

    attached: dict[int, Pair]
    excluded: dict[int, int]
    corrected: dict[int, int]
    named: set[int]


def rulings(state: Ledger | None) -> Rulings:
    """The arbiter's decisions on games that stand (not annulled)."""
    found = Rulings({}, {}, {}, set())
    if state is None:
        return found
    annulled = state.annulled()
    for entry in state.entries:
        event = entry.event
        if entry.seq in annulled or not isinstance(event, ON_GAMES):
            continue
        found.named.add(event.game)
        if isinstance(event, RecordAttached):
            found.attached[event.game] = Pair(event.round, event.first, event.second)
        elif isinstance(event, GameExcluded):
            found.excluded[event.game] = entry.seq
        elif isinstance(event, CorrectionAccepted):
            found.corrected[event.game] = entry.seq
    return found


def placed(
    state: Ledger | None, lines: Iterable[Line], keys: Mapping[int, str], adjudicated: Iterable[int]
) -> list[TournamentGame[Line]]:
    """The tournament's games with their pairings, in the order of ``lines``: each stored under its name or
    named by its arbiter's decisions, as listed (a game the arbiter ruled counts as corrected listed with its
    corrected verdict and result), with its identity key from ``keys``; ``adjudicated`` holds the games whose
    result is an adjudication, which stands (MAD-TIEBREAK)."""
    ruled, adjudicated = rulings(state), set(adjudicated)
    return [_placed(line, keys[line.id], line.id in adjudicated, state, ruled) for line in lines]


def _placed(line: Line, key: str, adjudicated: bool, state: Ledger | None, rulings: Rulings) -> TournamentGame[Line]:
    """A game with its pairing: excluded, attached, matched by its tags, or (no declared rounds) its own."""
    round = _round_number(line.round)
    pair: Pair | None = None
    note: str | None = None
    flipped = False
    if line.id in rulings.excluded:
        note = f"excluded (decision {rulings.excluded[line.id]})"
    elif line.id in rulings.attached:
        pair = rulings.attached[line.id]
        flipped = pair.second is not None and _seat_ids(state, line)[0] == pair.second
    elif state is not None and state.pairs:
        pair, note = _matched(state, line, round)
    else:
        pair = Pair(round or 0, *line.players, key)
    shown = pair.round if pair is not None and pair.round else round
    return TournamentGame(line, shown, pair, key, note, flipped, adjudicated)


def _seat_ids(state: Ledger | None, line: GameLine) -> tuple[str | None, str | None]:
    first, second = (state.named(name) if state else None for name in line.players)
    return first, second


def records(games: Iterable[TournamentGame[Line]]) -> dict[Pair, dict[str, list[TournamentGame[Line]]]]:
    """The records of each pairing: its games by identity key, each game with its submissions (two records
    or more of one pairing: a discrepancy)."""
    by_pair: dict[Pair, dict[str, list[TournamentGame[Line]]]] = defaultdict(dict)
    for game in games:
        if game.pair is not None:
            by_pair[game.pair].setdefault(game.key, []).append(game)
    return by_pair
