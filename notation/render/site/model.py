"""The event website's model: plain values built from a tournament's account (specs/publish.md).

:func:`event` reads an :class:`~admiralty.referee.tournament.accounting.Account` (every pairing's
result that counts, or what is missing), and makes of it the pairing card of each round with
its boards (:meth:`referee.tournament.ledger.Ledger.boards`), the standings after each round
with their legend, the crosstable, and each player's games. What the store alone knows (the
games published, the last seal, the rule-compliance findings) is given to it as values.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence

import attrs

from admiralty.notation.render.report import Finding
from admiralty.referee.tournament.accounting import Account, Counted, OpenItem
from admiralty.referee.tournament.crosstable import MARKS
from admiralty.referee.tournament.decisions import Decision, decisions
from admiralty.referee.tournament.ledger import Pair
from admiralty.referee.tournament.matching import GameLine
from admiralty.referee.tournament.results import Result, scores
from admiralty.referee.tournament.standings import Crosstable, Scoring, Standing
from admiralty.referee.tournament.tiebreak_names import legend_text


@attrs.frozen
class Person:
    """A player as the site names them: id, display name and page; their rating (None: unrated), federation and
    title when the ledger has them (empty: not given)."""

    id: str
    name: str
    page: str
    rating: int | None = None
    federation: str = ""
    title: str = ""


@attrs.frozen
class Board:
    """One line of a round's pairing card.

    Args:
        round: the round (0: a game outside any declared round).
        board: its board number (None: a result with no pairing of its own, a late entrant's missed round).
        first: the first seat's player id (or the bye's player).
        second: the second seat's player id, None for a bye.
        result: the result that counts; None while the pairing is open.
        points: the points each seat scores (a bye's second None); None while open.
        source: where the result comes from (record, adjudication, decision...), or what is missing.
        note: the result's note, or what the arbiter can do about the open item.
        games: the published games of the pairing.
    """

    round: int
    board: int | None
    first: str
    second: str | None
    result: Result | None
    points: tuple[float, float | None] | None
    source: str
    note: str
    games: tuple[int, ...] = ()

    @property
    def outcome(self) -> str | None:
        """The outcome that counts, from the first seat's side; None while open."""
        return None if self.result is None else self.result.outcome


@attrs.frozen
class Round:
    """A round: its pairing card, and the standings after it (its results and every earlier round's)."""

    number: int
    boards: tuple[Board, ...]
    standings: tuple[Standing, ...]


@attrs.frozen
class PlayerGame:
    """One round of a player: their board, seat (0 first, 1 second, None a bye), opponent, mark and points."""

    round: int
    board: int | None
    seat: int | None
    opponent: str | None
    mark: str
    points: float | None
    source: str
    games: tuple[int, ...] = ()


@attrs.frozen
class GameShown:
    """A game the site publishes (its own page, the viewer): never an excluded one.

    Args:
        id: the stored game.
        kind: its game (``mad``, ``rigadoon``).
        round: the round it counts in, if any.
        first: its first seat's player id (its tag's spelling when it names no registered player).
        second: its second seat's.
        result: its own result.
        valid: whether its record is valid (as corrected, when the arbiter accepted a correction).
        rule: the rule it breaks, if invalid.
        corrected: the arbiter accepted a correction of it: it is read as corrected.
        adjudicated: its result is the arbiter's adjudication.
    """

    id: int
    kind: str
    round: int | None
    first: str
    second: str
    result: str
    valid: bool
    rule: str | None
    corrected: bool = False
    adjudicated: bool = False

    @property
    def page(self) -> str:
        return f"game-{self.id}.html"


@attrs.frozen
class SealShown:
    """The last seal covering the event: its number, time, arbiter and published root."""

    id: int
    at: str
    by: str | None
    root: str


@attrs.frozen
class Correction:
    """A correction of a published game: the turn and token written instead, who and why, and the decision
    accepting it (None: not accepted, the game is read as recorded)."""

    game: int
    turn: int
    token: str
    by: str
    reason: str
    accepted: int | None


@attrs.frozen
class Compliance:
    """The rule-compliance page: each published game's violation with its rule text and diagram, the arbiter's
    decisions, the corrections and the adjudications (each game with who and why), and the open items."""

    findings: tuple[tuple[int, Finding], ...] = ()
    corrections: tuple[Correction, ...] = ()
    adjudications: tuple[tuple[int, str], ...] = ()
    decisions: tuple[Decision, ...] = ()
    open: tuple[OpenItem, ...] = ()


@attrs.frozen
class Site:
    """The event as its website shows it.

    Args:
        name: the tournament's name.
        kinds: its games' names in prose.
        seats: what the seats are called on a pairing card (MAD: Red, Blue; Rigadoon: Blue, Green; both: the first
            and second seat).
        scoring: its points per outcome.
        tiebreaks: its tie-break order.
        players: every player by id, in the order registered.
        rounds: each round, in order.
        standings: the standings with every result counted so far.
        crosstable: their crosstable, in the standings' order.
        games: the games published, by id.
        arbiters: who made the arbiter's decisions and seals, in the order they first did.
        seal: the last seal covering the event, if any.
        compliance: the rule-compliance page.
    """

    name: str
    kinds: tuple[str, ...]
    seats: tuple[str, str]
    scoring: Scoring
    tiebreaks: tuple[str, ...]
    players: dict[str, Person]
    rounds: tuple[Round, ...]
    standings: tuple[Standing, ...]
    crosstable: Crosstable
    games: dict[int, GameShown]
    arbiters: tuple[str, ...]
    seal: SealShown | None
    compliance: Compliance

    @property
    def legend(self) -> str:
        """What ranks the standings, in words (:func:`referee.tournament.tiebreak_names.legend_text`)."""
        return legend_text(self.tiebreaks)

    @property
    def complete(self) -> bool:
        """Every pairing has its result."""
        return not self.compliance.open

    def board_of(self, game: int) -> Board | None:
        """The pairing-card line a published game belongs to (None: a game of no pairing)."""
        return next((line for round in self.rounds for line in round.boards if game in line.games), None)

    def games_of(self, player: str) -> tuple[PlayerGame, ...]:
        """Each round of ``player``, in order."""
        return tuple(line for round in self.rounds for line in _player_lines(round.boards, player, self.scoring))


def _player_lines(boards: Iterable[Board], player: str, scoring: Scoring) -> Iterable[PlayerGame]:
    for line in boards:
        if player not in (line.first, line.second):
            continue
        seat = None if line.second is None else (0 if line.first == player else 1)
        opponent = line.second if seat == 0 else line.first if seat == 1 else None
        mark, points = "", None
        if line.result is not None:
            score = next(s for s in scores(line.result, scoring) if s.player == player)
            mark, points = MARKS[score.category], score.points
        yield PlayerGame(line.round, line.board, seat, opponent, mark, points, line.source, line.games)


SEATS: dict[tuple[str, ...], tuple[str, str]] = {("mad",): ("Red", "Blue"), ("rigadoon",): ("Blue", "Green")}
"""The seats' names on a pairing card of a tournament of one game; of several, the first and second seat."""


def event(
    found: Account[GameLine],
    titles: Sequence[str],
    published: Iterable[GameShown],
    seal: SealShown | None = None,
    compliance: Compliance = Compliance(),
    arbiters: Sequence[str] = (),
) -> Site:
    """The site of the tournament ``found`` accounts for.

    Args:
        found: the tournament's account (every pairing's result, or its open item).
        titles: its games' names in prose.
        published: the games it publishes (its games as ruled: never an excluded one).
        seal: the last seal covering it.
        compliance: its rule-compliance page (the open items are the account's).
        arbiters: who decided and sealed, in order.
    """
    games = {game.id: game for game in sorted(published, key=lambda game: game.id)}
    lines = _boards(found, games)
    players = _people(found, lines)
    numbers = sorted({line.round for line in lines})
    rounds = tuple(
        Round(number, tuple(line for line in lines if line.round == number), _ranked(found, number)[0])
        for number in numbers
    )
    table, cross = _ranked(found, None)
    kinds = found.ledger.kinds if found.ledger else tuple(sorted({game.kind for game in games.values()}))
    return Site(
        found.tournament,
        tuple(titles),
        SEATS.get(kinds, ("first seat", "second seat")),
        found.scoring,
        found.tiebreaks,
        players,
        rounds,
        table,
        cross,
        games,
        tuple(dict.fromkeys(arbiters)),
        seal,
        attrs.evolve(compliance, decisions=tuple(decisions(found.ledger, _names(players))), open=found.open),
    )


def _names(players: Mapping[str, Person]) -> dict[str, str]:
    """Each player's name by id: the decisions on the compliance page name players as every other page does."""
    return {id: person.name for id, person in players.items()}


def _ranked(found: Account[GameLine], round: int | None) -> tuple[tuple[Standing, ...], Crosstable]:
    """The standings and crosstable of the results of rounds up to ``round`` (None: every result)."""
    results = [each for each in found.results if round is None or (each.round or 0) <= round]
    return found.ranked(results)


def _key(round: int | None, first: str, second: str | None) -> tuple[int, str, str | None]:
    return round or 0, first, second


def _boards(found: Account[GameLine], games: Mapping[int, GameShown]) -> list[Board]:
    """Every pairing of the tournament as a pairing card's line, by round and board: its result or its open item;
    the results without a pairing of their own (a late entrant's missed rounds) after the boards."""
    numbered: dict[Pair, int] = found.ledger.boards() if found.ledger else {}
    boards = {_key(pair.round, pair.first, pair.second): number for pair, number in numbered.items()}
    played: dict[tuple[int, str, str | None], tuple[int, ...]] = defaultdict(tuple)
    for each in found.games:
        if each.pair is not None and each.summary.id in games:
            key = _key(each.pair.round, each.pair.first, each.pair.second)
            played[key] = (*played[key], each.summary.id)
    lines = [_counted(each, boards, played, found.scoring) for each in found.counted]
    lines += [_open(item, boards, played) for item in found.open if item.what != "unmatched record"]
    return sorted(lines, key=lambda line: (line.round, line.board is None, line.board or 0, line.first))


def _counted(
    each: Counted,
    boards: Mapping[tuple[int, str, str | None], int],
    played: Mapping[tuple[int, str, str | None], tuple[int, ...]],
    scoring: Scoring,
) -> Board:
    result = each.result
    key = _key(result.round, result.first, result.second)
    points = tuple(score.points for score in scores(result, scoring))
    shown = (points[0], points[1] if len(points) > 1 else None)
    return Board(
        key[0],
        boards.get(key),
        result.first,
        result.second,
        result,
        shown,
        result.source,
        each.note,
        played.get(key, ()),
    )


def _open(
    item: OpenItem,
    boards: Mapping[tuple[int, str, str | None], int],
    played: Mapping[tuple[int, str, str | None], tuple[int, ...]],
) -> Board:
    key = _key(item.round, item.first, item.second)
    return Board(
        key[0], boards.get(key), item.first, item.second, None, None, item.what, item.detail, played.get(key, ())
    )


def _people(found: Account[GameLine], lines: Iterable[Board]) -> dict[str, Person]:
    """The registered players in the order registered, with their rating, federation and title, then anyone
    else a result names (a tournament of imports only names its players by their tags), by name; each with a
    numbered page."""
    registered = found.ledger.players if found.ledger else {}
    others = {player for line in lines for player in (line.first, line.second) if player is not None}
    ids = [*registered, *sorted(others - registered.keys())]
    people = {}
    for number, id in enumerate(ids, start=1):
        page = f"player-{number}.html"
        player = registered.get(id)
        people[id] = (
            Person(id, player.name, page, player.rating or None, player.federation, player.title)
            if player is not None
            else Person(id, id, page)
        )
    return people
