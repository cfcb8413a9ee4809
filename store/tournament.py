"""A tournament's ledger folded into its state, and the checks every ledger event passes.

:func:`fold` reads the ledger's events into a :class:`Ledger` (players,
rounds and their pairings, scoring, tie-break order); :func:`check` refuses an
event that does not fit the ledger before it (STORE-LEDGER), both when a
command appends it and when :mod:`store.verify` reads it again;
:func:`record` checks and appends (specs/tournament.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import NoReturn

import attrs

from admiralty.notation.kinds import KINDS
from admiralty.notation.wording import quoted
from admiralty.referee.berger import berger
from admiralty.referee.results import POINTS_RULE, categories, fit_points, whole
from admiralty.referee.rounds import MOST_ROUNDS
from admiralty.referee.standings import OUTCOMES, TIEBREAKS, Scoring
from admiralty.referee.violation import violation
from admiralty.store import ledger
from admiralty.store.events import Corrected, GameStarted
from admiralty.store.ledger_events import (
    DECISIONS,
    CorrectionAccepted,
    DecisionAnnulled,
    DiscrepancyResolved,
    GameExcluded,
    LedgerEvent,
    PlayerRegistered,
    RecordAttached,
    ResultDecided,
    RoundPaired,
    Seating,
    TournamentCreated,
)
from admiralty.store.names import name_key
from admiralty.store.recorder import Recorder
from admiralty.store.summaries import started


@attrs.frozen
class Pair:
    """A pairing: its round and its seats' player ids (``second`` None: a bye).

    A game of a tournament without declared rounds is its own pairing: its
    players as its tags name them, and its identity key as ``game``.
    """

    round: int
    first: str
    second: str | None
    game: str | None = None


@attrs.frozen
class Ledger:
    """A tournament as its ledger declares it.

    Args:
        name: the tournament's name.
        kinds: its games.
        scoring: its points per outcome.
        tiebreaks: its tie-break order.
        players: its players by id, in the order registered.
        pairs: every declared pairing, round by round.
        entries: every event of the ledger, in order.
    """

    name: str
    kinds: tuple[str, ...]
    scoring: Scoring
    tiebreaks: tuple[str, ...]
    players: dict[str, PlayerRegistered]
    pairs: tuple[Pair, ...]
    entries: tuple[ledger.Entry, ...]

    @property
    def spellings(self) -> dict[str, str]:
        """Each spelling's key (:func:`store.names.name_key`) to its player's id: id, name and aliases."""
        return {
            name_key(spelling): player.id
            for player in self.players.values()
            for spelling in (player.id, player.name, *player.aliases)
        }

    @property
    def rounds(self) -> set[int]:
        return {pair.round for pair in self.pairs}

    def pair(self, round: int, first: str, second: str | None) -> Pair | None:
        wanted = Pair(round, first, second)
        return wanted if wanted in self.pairs else None

    def entry(self, seq: int) -> ledger.Entry | None:
        return self.entries[seq] if 0 <= seq < len(self.entries) else None

    def annulled(self) -> dict[int, ledger.Entry]:
        """The decisions withdrawn, by their sequence number, with the annulment."""
        return {entry.event.decision: entry for entry in self.entries if isinstance(entry.event, DecisionAnnulled)}


def fold(entries: Sequence[ledger.Entry]) -> Ledger:
    """The ledger state of a tournament's events (the first one its TournamentCreated)."""
    created = entries[0].event
    assert isinstance(created, TournamentCreated), "a ledger's first event is its TournamentCreated"
    players: dict[str, PlayerRegistered] = {}
    pairs: list[Pair] = []
    for entry in entries:
        if isinstance(entry.event, PlayerRegistered):
            players[entry.event.id] = entry.event
        elif isinstance(entry.event, RoundPaired):
            pairs += [Pair(entry.event.round, seat.first, seat.second) for seat in entry.event.pairings]
    return Ledger(
        created.name,
        created.kinds,
        Scoring(**dict(created.scoring)),  # its keys checked by check()
        created.tiebreaks,
        players,
        tuple(pairs),
        tuple(entries),
    )


def _refuse(message: str) -> NoReturn:
    raise violation("STORE-LEDGER", message)


@attrs.frozen
class StoredGameFacts:
    """What the ledger's checks know of a stored game: its players as its seat tags name them, and
    whether the arbiter corrected it (``admiralty repair GAME``)."""

    players: tuple[str, str]
    corrected: bool


ON_GAMES = (RecordAttached, DiscrepancyResolved, GameExcluded, CorrectionAccepted)
"""The ledger events that name a stored game (``game``)."""


def stored_games(store: Recorder, events: Iterable[LedgerEvent]) -> dict[int, StoredGameFacts]:
    """The facts of the stored games ``events`` name, by id (a game not stored is left out), each read
    from its own events: never from the projection, which ``verify`` checks rather than trusts."""
    facts = {}
    for game_id in sorted({event.game for event in events if isinstance(event, ON_GAMES)}):
        stored = [each.event for each in store.stored(game_id)]
        if stored and isinstance(stored[0], GameStarted):
            corrected = any(isinstance(each, Corrected) for each in stored)
            facts[game_id] = StoredGameFacts(started(game_id, stored[0]).players, corrected)
    return facts


def check(state: Ledger | None, event: LedgerEvent, games: Mapping[int, StoredGameFacts]) -> None:
    """Refuse ``event`` when it does not fit the ledger ``state`` (None: no ledger yet).

    ``games`` holds the stored games by id, which attachments, choices, exclusions and accepted
    corrections name: an attachment must not give a game to two other registered players, and a
    correction is accepted only for a game the arbiter corrected.

    Raises:
        AdmiraltyError: STORE-LEDGER, saying what does not fit.
    """
    if isinstance(event, TournamentCreated):
        _check_created(state, event)
        return
    if state is None:
        _refuse("There is no such tournament: create it first (tournament create).")
    if isinstance(event, DECISIONS) and not (event.by.strip() and event.reason.strip()):
        _refuse("An arbiter's decision names who made it and why: give --by and --reason.")
    if isinstance(event, PlayerRegistered):
        _check_player(state, event)
    elif isinstance(event, RoundPaired):
        _check_round(state, event)
    elif isinstance(event, RecordAttached | ResultDecided):
        _check_pairing(state, event.round, event.first, event.second)
        if isinstance(event, ResultDecided):
            _check_outcome(state, event)
    elif isinstance(event, DecisionAnnulled):
        _check_annulment(state, event)
    if isinstance(event, ON_GAMES):
        if event.game not in games:
            _refuse(f"There is no game {event.game} in this database.")
        if isinstance(event, RecordAttached):
            _check_attached(state, event, games[event.game])
        elif isinstance(event, CorrectionAccepted) and not games[event.game].corrected:
            _refuse(
                f"Game {event.game} has no correction to accept: make it first with"
                f" admiralty repair {event.game} --turn N --as TOKEN."
            )


def _check_attached(state: Ledger, event: RecordAttached, game: StoredGameFacts) -> None:
    """A record is attached to the pairing its players played: when its tags name two registered
    players, they are the pairing's (in either seat); a misspelt name is the arbiter's to judge."""
    spellings = state.spellings
    named = [spellings.get(name_key(name)) for name in game.players]
    paired = {event.first, event.second}
    if None not in named and set(named) != paired:
        players = " - ".join(game.players)
        _refuse(f"Game {event.game} is {players}, not a game of {event.first} - {event.second}.")


def _check_created(state: Ledger | None, event: TournamentCreated) -> None:
    if state is not None:
        _refuse(f"The tournament {event.name} already exists.")
    if not event.name.strip():
        _refuse("A tournament needs a name.")
    unknown = [kind for kind in event.kinds if kind not in KINDS] or ([] if event.kinds else ["none"])
    if unknown:
        _refuse(f"A tournament plays {' or '.join(KINDS)}, not {', '.join(unknown)}.")
    wrong = [name for name in event.tiebreaks if name not in TIEBREAKS]
    if wrong:
        _refuse(f"Unknown tie-break {', '.join(wrong)}: the tie-breaks are {', '.join(TIEBREAKS)}.")
    fields = {field.name for field in attrs.fields(Scoring)}
    if any(name not in fields for name, _ in event.scoring):
        _refuse(f"A scoring gives points for {', '.join(sorted(fields))} only.")
    unfit = [f"{name} {_shown(points)}" for name, points in event.scoring if not fit_points(name, points)]
    if unfit:
        _refuse(f"The scoring gives {', '.join(unfit)}: {POINTS_RULE}.")


def _shown(points: object) -> str:
    """Points as a message writes them: ``3``, ``2.5``, ``nan``."""
    return str(whole(points) if isinstance(points, float) else points)


def _check_player(state: Ledger, event: PlayerRegistered) -> None:
    if not (event.id.strip() and event.name.strip()):
        _refuse("A player needs an id and a name.")
    if event.id in state.players:
        _refuse(f"The player id {event.id} is taken by {state.players[event.id].name}.")
    taken = state.spellings
    for spelling in (event.id, event.name, *event.aliases):
        other = taken.get(name_key(spelling))
        if other is not None:
            _refuse(f"{spelling} already names {state.players[other].name} ({other}): a spelling names one player.")


def _check_round(state: Ledger, event: RoundPaired) -> None:
    if not 1 <= event.round <= MOST_ROUNDS:
        _refuse(f"Rounds are numbered from 1 to {MOST_ROUNDS}, not {event.round}.")
    seen = {player for pair in state.pairs if pair.round == event.round for player in (pair.first, pair.second)}
    for seat in event.pairings:
        if seat.first == seat.second:
            _refuse(f"{seat.first} cannot be paired against themselves.")
        for player in (seat.first, seat.second):
            if player is None:
                continue
            if player not in state.players:
                _refuse(f"{quoted(player)} is not a registered player (tournament player add).")
            if player in seen:
                _refuse(f"{player} is already paired in round {event.round}.")
            seen.add(player)


def seats(state: Ledger, text: str) -> tuple[str, str | None]:
    """The player ids of a pairing written ``FIRST-SECOND`` (or ``FIRST`` alone: a bye), ids or any spelling.

    Raises:
        AdmiraltyError: STORE-LEDGER when it does not name registered players.
    """
    spellings = state.spellings
    whole = spellings.get(name_key(text))
    if whole is not None:
        return whole, None
    splits = [(text[:at], text[at + 1 :]) for at, char in enumerate(text) if char == "-"]
    found = [(spellings.get(name_key(a)), spellings.get(name_key(b))) for a, b in splits]
    named = [(a, b) for a, b in found if a is not None and b is not None]
    if len(named) != 1:
        _refuse(
            f"{quoted(text)} does not name a pairing: write FIRST-SECOND with registered players (FIRST alone: a bye)."
        )
    return named[0]


def _check_pairing(state: Ledger, round: int, first: str, second: str | None) -> None:
    if state.pair(round, first, second) is None:
        against = "a bye" if second is None else second
        _refuse(f"Round {round} pairs no {first} (first seat) against {against}.")


def _check_outcome(state: Ledger, event: ResultDecided) -> None:
    """A decided result is one of :data:`OUTCOMES`; a semi-victory (``/tb``) only where a game of the
    tournament's kinds has a tie-break (MAD-TIEBREAK: Rigadoon has none)."""
    if event.outcome not in OUTCOMES:
        _refuse(f"{event.outcome} is not a result: give one of {', '.join(OUTCOMES)}.")
    if event.outcome.endswith("/tb") and not any(KINDS[kind].tiebreak for kind in state.kinds):
        plain = event.outcome.removesuffix("/tb")
        _refuse(
            f"{event.outcome} is a semi-victory, which only a tie-break gives (MAD-TIEBREAK), and"
            f" {' and '.join(KINDS[kind].title for kind in state.kinds)} has none: give {plain}, a forfeit or"
            " double-forfeit."
        )
    if (event.outcome == "bye") != (event.second is None):
        _refuse("A bye is the result of a pairing with a bye, and only of one.")
    if event.points is not None and not all(map(fit_points, categories(event.outcome), event.points)):
        given = ",".join(map(_shown, event.points))
        _refuse(
            f"A decision giving the result {event.outcome} cannot give the points {given} (first seat, second seat):"
            f" {POINTS_RULE}."
        )


def _check_annulment(state: Ledger, event: DecisionAnnulled) -> None:
    target = state.entry(event.decision)
    if target is None or not isinstance(target.event, DECISIONS) or isinstance(target.event, DecisionAnnulled):
        _refuse(f"Event {event.decision} of the ledger is not a decision that can be annulled.")
    elif event.decision in state.annulled():
        _refuse(f"Decision {event.decision} is already annulled.")


def load(store: Recorder, tournament: str) -> Ledger | None:
    """The ledger of ``tournament``, or None when it has none (a tournament of imports only)."""
    entries = ledger.entries(store, tournament)
    return fold(entries) if entries else None


def record(store: Recorder, tournament: str, events: Sequence[LedgerEvent], at: str) -> list[ledger.Entry]:
    """Check ``events`` one after the other against the tournament's ledger and append them all, or none.

    Raises:
        AdmiraltyError: STORE-LEDGER for an event that does not fit;
            STORE-CONFLICT when another writer appended first.
    """
    with store.transaction():
        entries = ledger.entries(store, tournament)
        games = stored_games(store, events)
        for event in events:
            check(fold(entries) if entries else None, event, games)
            entries.append(ledger.Entry(len(entries), event, at))
        return ledger.append(store, tournament, len(entries) - len(events), events, at)


def round_robin(state: Ledger, rounds: int | None = None) -> list[RoundPaired]:
    """The next rounds of a round robin of the registered players (:func:`referee.berger.berger`), in the
    order registered; ``rounds`` of them at most. The rounds already paired must be the table's first
    rounds, so that pairing it in steps (``--rounds 1`` each round) never repeats a pairing.

    Raises:
        AdmiraltyError: STORE-LEDGER, when the rounds paired are not the table's first rounds (paired by
            hand, or players registered since), or every round of the table is paired.
    """
    table = [tuple(Seating(first, second) for first, second in pairs) for pairs in berger(list(state.players))]
    if not table:
        _refuse("A round robin needs at least two registered players (tournament player add).")
    done = max(state.rounds, default=0)
    known = range(1, min(done, len(table)) + 1)  # a round beyond the table's is refused without listing the rest
    paired = [{(p.first, p.second) for p in state.pairs if p.round == number} for number in known]
    if done > len(table) or paired != [{(seat.first, seat.second) for seat in seats} for seats in table[:done]]:
        _refuse(
            f"{'Round 1 is not the first round' if done == 1 else f'Rounds 1-{done} are not the first rounds'} of a round robin of the {len(state.players)} registered"
            " players (paired by hand, or players registered since): pair the next rounds with tournament"
            " pair or tournament pairings, so that no pairing is repeated."
        )
    if done == len(table):
        _refuse(f"Every round of the round robin is paired ({done} rounds).")
    end = len(table) if rounds is None else done + rounds
    return [RoundPaired(number, seats) for number, seats in enumerate(table[done:end], start=done + 1)]
