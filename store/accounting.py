"""Every pairing of a tournament accounted for exactly once: its result and where it comes from, or why it has none.

:func:`account` reads a tournament's ledger (:mod:`store.tournament`) and its
stored games, matches each game to its pairing by its Round and player tags
(or the arbiter's attachment), merges the submissions of one game
(:func:`store.identity.identity`), and gives each pairing one :class:`Counted`
result (a valid record, an adjudication, an arbiter's decision, a forfeit, a
bye) or an :class:`OpenItem` saying what is missing. A tournament without a
ledger, or without declared rounds, makes each distinct game its own pairing
(specs/tournament.md).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator

import attrs

from admiralty.notation.kinds import KINDS
from admiralty.notation.wording import either
from admiralty.referee.rounds import round_number
from admiralty.referee.standings import DEFAULT_TIEBREAKS, Result, Scoring, result_of
from admiralty.store import identities, projections, summaries, tournament_names
from admiralty.store.corrections import corrected
from admiralty.store.database import EventStore
from admiralty.store.decisions import Decision, decisions
from admiralty.store.identity import identity, parting
from admiralty.store.ledger import Entry
from admiralty.store.ledger_events import (
    CorrectionAccepted,
    DiscrepancyResolved,
    GameExcluded,
    RecordAttached,
    ResultDecided,
)
from admiralty.store.names import UNKNOWN, name_key
from admiralty.store.projections import GameSummary
from admiralty.store.tournament import ON_GAMES, Ledger, Pair, load

_FLIPPED = {"first": "second", "second": "first", "first/tb": "second/tb", "second/tb": "first/tb"}


@attrs.frozen
class TournamentGame:
    """A stored game of the tournament, as the ledger sees it.

    Args:
        summary: its listing line.
        round: its round: its pairing's, else its Round tag's (None: none).
        pair: the pairing it counts for, if matched or attached.
        key: its identity key (:mod:`store.identity`).
        note: why it does not count, when it does not (unmatched, excluded).
        flipped: its seats are the other way round from its pairing's (attached by the arbiter).
        adjudicated: its result is the arbiter's adjudication (MAD-TIEBREAK).
    """

    summary: GameSummary
    round: int | None
    pair: Pair | None
    key: str
    note: str | None = None
    flipped: bool = False
    adjudicated: bool = False


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
class Account:
    """A tournament accounted for: each pairing's result, the open items, the games, the decisions."""

    tournament: str
    ledger: Ledger | None
    counted: tuple[Counted, ...]
    open: tuple[OpenItem, ...]
    games: tuple[TournamentGame, ...]
    decisions: tuple[Decision, ...]

    @property
    def complete(self) -> bool:
        """Every pairing has its result and every record counts or is excluded."""
        return not self.open

    @property
    def results(self) -> list[Result]:
        return [each.result for each in self.counted]

    @property
    def named_results(self) -> list[Result]:
        """The counted results with each registered player's display name instead of the id, for the
        tables people read (JSON and CSV keep the ids, which programs and spreadsheets match on)."""
        names = {id: player.name for id, player in self.ledger.players.items()} if self.ledger else {}
        if not names:
            return self.results  # no registered player: the results as they are (none rebuilt)
        return [
            attrs.evolve(
                each,
                first=names.get(each.first, each.first),
                second=each.second and names.get(each.second, each.second),
            )
            for each in self.results
        ]

    @property
    def scoring(self) -> Scoring:
        """The tournament's scoring: its ledger's, else the default."""
        return self.ledger.scoring if self.ledger else Scoring()

    @property
    def tiebreaks(self) -> tuple[str, ...]:
        """The tournament's tie-break order: its ledger's, else the default."""
        return self.ledger.tiebreaks if self.ledger and self.ledger.tiebreaks else DEFAULT_TIEBREAKS


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


def _adjudicated(store: EventStore) -> set[int]:
    """The stored games holding an adjudication, the arbiter's, which stands (MAD-TIEBREAK): one pass over
    the events' types, no payload read."""
    return {row[0] for row in store.db.execute("SELECT DISTINCT game_id FROM events WHERE type = 'Adjudicated'")}


def _keys(store: EventStore, ids: list[int]) -> dict[int, str]:
    """The identity keys of the games ``ids``: stored (:mod:`store.identities`), else computed from the events."""
    keys = identities.stored(store.db, ids)
    for game_id in ids:
        if game_id not in keys:
            keys[game_id] = identity([each.event for each in store.events(game_id)]).key
    return keys


def _round_number(text: str | None) -> int | None:
    """The round of a game's Round tag (or import's round): ``3`` of ``3.1``, None for no round."""
    return round_number((text or "").split(".")[0].strip())


def _matched(state: Ledger, line: GameSummary, round: int | None) -> tuple[Pair | None, str | None]:
    """The pairing a game's tags name, or why there is none."""
    if line.kind not in state.kinds:
        return None, f"its game ({line.kind}) is not played in this tournament"
    spellings = state.spellings
    ids = [spellings.get(name_key(name)) for name in line.players]
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
class _Rulings:
    """What the arbiter's standing decisions say of games: attached, excluded, or named at all."""

    attached: dict[int, Pair]
    excluded: dict[int, int]
    corrected: dict[int, int]
    named: set[int]


def _rulings(state: Ledger | None) -> _Rulings:
    rulings = _Rulings({}, {}, {}, set())
    if state is None:
        return rulings
    annulled = state.annulled()
    for entry in state.entries:
        event = entry.event
        if entry.seq in annulled or not isinstance(event, ON_GAMES):
            continue
        rulings.named.add(event.game)
        if isinstance(event, RecordAttached):
            rulings.attached[event.game] = Pair(event.round, event.first, event.second)
        elif isinstance(event, GameExcluded):
            rulings.excluded[event.game] = entry.seq
        elif isinstance(event, CorrectionAccepted):
            rulings.corrected[event.game] = entry.seq
    return rulings


def _games(store: EventStore, tournament: str, state: Ledger | None) -> list[TournamentGame]:
    """The tournament's games: stored under its name, or named by its arbiter's decisions, read from
    the projections (:mod:`store.summaries`, :mod:`store.identities`), none rebuilt but a corrected one."""
    rulings = _rulings(state)
    lines = {line.id: line for line in store.summaries(tournament)}
    for game_id in sorted(rulings.named - lines.keys()):
        line = summaries.one(store.db, game_id)
        if line is not None:
            lines[game_id] = line
    ids = sorted(lines)
    keys, adjudicated = _keys(store, ids), _adjudicated(store)
    return [_placed(store, lines[game_id], keys[game_id], game_id in adjudicated, state, rulings) for game_id in ids]


def _as_corrected(store: EventStore, line: GameSummary) -> GameSummary:
    """The listing line of a game read with the arbiter's last correction (the store's
    :func:`store.corrections.corrected`, as ``verify`` re-makes it); its adjudication still stands."""
    game = projections.load(store, line.id)
    if not game.corrections:
        return line
    last = game.corrections[-1]
    verdict = corrected(store, game.id, last.turn, last.token).verdict
    rule = verdict.errors[0].rule if verdict.errors else None
    result = line.result if game.adjudication is not None else verdict.result
    return attrs.evolve(line, valid=verdict.valid, result=result, rule=rule, turns=verdict.turns)


def _placed(
    store: EventStore, line: GameSummary, key: str, adjudicated: bool, state: Ledger | None, rulings: _Rulings
) -> TournamentGame:
    """A game with its pairing: excluded, attached, matched by its tags, or (no declared rounds) its own.
    A game the arbiter ruled counts as corrected is listed with its corrected verdict and result."""
    if line.id in rulings.corrected:
        line = _as_corrected(store, line)
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


def _seat_ids(state: Ledger | None, line: GameSummary) -> tuple[str | None, str | None]:
    spellings = state.spellings if state else {}
    first, second = (spellings.get(name_key(name)) for name in line.players)
    return first, second


def _decided(state: Ledger | None) -> dict[Pair, Entry]:
    """The arbiter's decision that rules for each pairing: the latest not annulled."""
    if state is None:
        return {}
    annulled = state.annulled()
    ruling: dict[Pair, Entry] = {}
    for entry in state.entries:
        if isinstance(entry.event, ResultDecided) and entry.seq not in annulled:
            ruling[Pair(entry.event.round, entry.event.first, entry.event.second)] = entry
    return ruling


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


def _verdict(line: GameSummary) -> str:
    return f"valid, {line.result}" if line.valid else f"invalid ({line.rule}), {line.result}"


def _from_records(
    store: EventStore, pair: Pair, records: list[list[TournamentGame]], chosen: dict[int, int]
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
        return _discrepancy(store, pair, records)
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
    outcome = result_of(line.result, KINDS[line.kind].winners)
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


def _discrepancy(store: EventStore, pair: Pair, records: list[list[TournamentGame]]) -> OpenItem:
    """The records of a pairing side by side from the turn where they part (only these games' turns are read)."""
    firsts = [game[0] for game in records]
    turns = {game.summary.id: identity([each.event for each in store.events(game.summary.id)]).turns for game in firsts}
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


def account(store: EventStore, tournament: str) -> Account:
    """Account for every pairing of ``tournament`` exactly once (module docstring).

    Raises:
        AdmiraltyError: STORE-NOTOURNAMENT when the tournament has neither a ledger nor a stored game
            (:func:`store.tournament_names.unknown`).
    """
    state = load(store, tournament)
    games = _games(store, tournament, state)
    if state is None and not games:
        raise tournament_names.unknown(store, tournament)
    by_pair = _records(games)
    counted_keys = {key for records in by_pair.values() for key in records}
    pairs = list(state.pairs) if state is not None and state.pairs else []
    pairs += [pair for pair in by_pair if pair not in pairs]
    decided, chosen = _decided(state), _chosen(state)
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
            found = _from_records(store, pair, list(by_pair[pair].values()), chosen)
            if isinstance(found, Counted):
                counted.append(found)
            else:
                open_items.append(found)
    open_items += _unmatched(games, counted_keys, state.kinds if state is not None else None)
    return Account(tournament, state, tuple(counted), tuple(open_items), tuple(games), tuple(decisions(state)))


def _records(games: Iterable[TournamentGame]) -> dict[Pair, dict[str, list[TournamentGame]]]:
    """The records of each pairing: its games by identity key, each game with its submissions."""
    by_pair: dict[Pair, dict[str, list[TournamentGame]]] = defaultdict(dict)
    for game in games:
        if game.pair is not None:
            by_pair[game.pair].setdefault(game.key, []).append(game)
    return by_pair


def placed(store: EventStore, tournament: str, state: Ledger, game_id: int) -> tuple[TournamentGame | None, int]:
    """Stored game ``game_id`` as ``tournament`` (its ledger ``state``) places it (None: not one of its
    games), and how many different records its pairing has (0 when it counts for no pairing; 2 or more: a discrepancy,
    whether the arbiter chose already or not)."""
    games = _games(store, tournament, state)
    found = next((game for game in games if game.summary.id == game_id), None)
    if found is None or found.pair is None:
        return found, 0
    return found, len(_records(games)[found.pair])


def _unmatched(
    games: Iterable[TournamentGame], counted_keys: set[str], kinds: tuple[str, ...] | None
) -> Iterator[OpenItem]:
    """The records that count for no pairing, unless excluded or a submission of a game that counts:
    one open item per game, with all its submissions; a record of a game the tournament does not play
    (``kinds``) can only be excluded."""
    by_key: dict[str, list[TournamentGame]] = {}
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
