"""A tournament's ledger folded into its state: players, rounds and their pairings, scoring, tie-break order.

:func:`fold` reads the ledger's events into a :class:`Ledger` once, and
:func:`after` extends it by one event appended; :func:`seats` names a pairing's
players from any of their spellings, and :func:`round_robin` makes the next
rounds of a round robin (specs/tournament.md). The checks every event passes
are :mod:`referee.tournament.checks`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import NoReturn, TypeVar

import attrs

from admiralty.referee.tournament.berger import berger
from admiralty.referee.tournament.events import (
    DecisionAnnulled,
    Entry,
    LateEntry,
    LedgerEvent,
    PairingForbidden,
    PairingsWithdrawn,
    PlayerRegistered,
    PlayerWithdrawn,
    RecordAttached,
    ResultDecided,
    ResultEntered,
    RoundPaired,
    Seating,
    TournamentCreated,
)
from admiralty.referee.tournament.names import Key, name_key, nearest_key
from admiralty.referee.tournament.standings import Scoring
from admiralty.referee.violation import violation
from admiralty.referee.wording import quoted

Event = TypeVar("Event", bound=LedgerEvent)
"""A kind of ledger event (:meth:`Ledger.in_force`)."""


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
    entries: tuple[Entry, ...]
    key: Key = attrs.field(default=name_key, eq=False, repr=False)
    """The key of a spelling (:data:`referee.tournament.names.Key`): the store's transliterates first."""

    @property
    def spellings(self) -> dict[str, str]:
        """Each spelling's key (:attr:`key`) to its player's id: id, name and aliases."""
        return {
            self.key(spelling): player.id
            for player in self.players.values()
            for spelling in (player.id, player.name, *player.aliases)
        }

    def named(self, text: str) -> str | None:
        """The id of the registered player ``text`` spells (id, name or alias, by :attr:`key`), None for nobody."""
        return self.spellings.get(self.key(text))

    def nearest(self, text: str) -> PlayerRegistered | None:
        """The registered player whose spelling is nearest to ``text``, a spelling of nobody: its "did you mean"."""
        spellings = self.spellings
        close = nearest_key(self.key(text), spellings)
        return self.players[spellings[close]] if close is not None else None

    def unknown(self, text: str) -> str:
        """The sentence saying that ``text`` names no registered player, with the nearest one if any.

        >>> state = fold([Entry(0, TournamentCreated("Open", ("mad",)), "t0"), Entry(1, PlayerRegistered("am", "Anne Morgan"), "t1")])
        >>> print(state.unknown("Ane Morgan"))
        "Ane Morgan" is not a registered player: did you mean Anne Morgan (id am)?
        """
        found = self.nearest(text)
        hint = f": did you mean {found.name} (id {found.id})?" if found else " (tournament player add)."
        return f"{quoted(text)} is not a registered player{hint}"

    @property
    def rounds(self) -> set[int]:
        return {pair.round for pair in self.pairs}

    def pair(self, round: int, first: str, second: str | None) -> Pair | None:
        wanted = Pair(round, first, second)
        return wanted if wanted in self.pairs else None

    def boards(self) -> dict[Pair, int]:
        """Each pairing in force with its board: its place among its round's pairings in force, in the order
        they were declared (a pairing program's or a pairings file's order; a bye is listed where it was
        declared, usually last). A pairing withdrawn leaves its board, and the boards after it move up.

        >>> state = fold([Entry(0, TournamentCreated("Open", ("mad",)), "t0"),
        ...               Entry(1, RoundPaired(1, (Seating("am", "bo"), Seating("cy", "di"), Seating("ed"))), "t1")])
        >>> sorted((pair.first, board) for pair, board in state.boards().items())
        [('am', 1), ('cy', 2), ('ed', 3)]
        """
        seen: dict[int, int] = {}
        boards: dict[Pair, int] = {}
        for pair in self.pairs:
            seen[pair.round] = boards[pair] = seen.get(pair.round, 0) + 1
        return boards

    def entry(self, seq: int) -> Entry | None:
        return self.entries[seq] if 0 <= seq < len(self.entries) else None

    def annulled(self) -> dict[int, Entry]:
        """The decisions withdrawn, by their sequence number, with the annulment."""
        return {entry.event.decision: entry for entry in self.entries if isinstance(entry.event, DecisionAnnulled)}

    def in_force(self, kind: type[Event]) -> Iterator[tuple[Entry, Event]]:
        """Each entry whose event is a ``kind`` that no annulment withdraws, in ledger order, with its event."""
        annulled = self.annulled()
        for entry in self.entries:
            if isinstance(entry.event, kind) and entry.seq not in annulled:
                yield entry, entry.event

    def withdrawn(self) -> dict[str, Entry]:
        """Each player withdrawn (:class:`PlayerWithdrawn`, not annulled), with the withdrawal."""
        return {event.player: entry for entry, event in self.in_force(PlayerWithdrawn)}

    def withdrawn_from(self) -> dict[str, int]:
        """Each player withdrawn, with the first round they are paired no more in."""
        return {event.player: event.round for _, event in self.in_force(PlayerWithdrawn)}

    def late_entries(self) -> dict[str, int]:
        """Each late entrant (:class:`LateEntry`), with the first round they are paired in."""
        return {event.player: event.round for _, event in self.in_force(LateEntry)}

    def forbidden(self) -> list[tuple[str, str]]:
        """The pairs of players the organiser forbade to pair (:class:`PairingForbidden`, not annulled)."""
        return [(event.first, event.second) for _, event in self.in_force(PairingForbidden)]

    def decided(self) -> dict[Pair, Entry]:
        """The arbiter's decision (:class:`ResultDecided`) that rules each pairing: the latest not annulled."""
        return {Pair(event.round, event.first, event.second): entry for entry, event in self.in_force(ResultDecided)}

    def entered(self) -> dict[Pair, Entry]:
        """The result each pairing has from the result sheet (:class:`ResultEntered`), the latest not annulled."""
        return {Pair(event.round, event.first, event.second): entry for entry, event in self.in_force(ResultEntered)}


def fold(entries: Sequence[Entry], key: Key = name_key) -> Ledger:
    """The ledger state of a tournament's events (the first one its TournamentCreated), its players' spellings
    told apart by ``key``.

    >>> state = fold([Entry(0, TournamentCreated("Open", ("mad",)), "t0"), Entry(1, PlayerRegistered("am", "Anne Morgan"), "t1")])
    >>> list(state.players), state.scoring.victory
    (['am'], 3)
    """
    created = entries[0].event
    assert isinstance(created, TournamentCreated), "a ledger's first event is its TournamentCreated"
    players: dict[str, PlayerRegistered] = {}
    pairs: list[Pair] = []
    undone = {entry.event.decision for entry in entries if isinstance(entry.event, DecisionAnnulled)}
    for entry in entries:
        if entry.seq in undone and isinstance(entry.event, DECLARED):
            continue  # annulled while nothing rested on it: as if never declared
        if isinstance(entry.event, PlayerRegistered):
            players[entry.event.id] = entry.event
        elif isinstance(entry.event, RoundPaired):
            pairs += _pairs(entry.event)
        elif isinstance(entry.event, PairingsWithdrawn):
            pairs = _withdrawn(pairs, entry.event)
    return Ledger(
        created.name,
        created.kinds,
        Scoring(**dict(created.scoring)),  # its keys checked by checks.check()
        created.tiebreaks,
        players,
        tuple(pairs),
        tuple(entries),
        key,
    )


def after(state: Ledger | None, entry: Entry, key: Key = name_key) -> Ledger:
    """The ledger ``state`` (None: none yet) once ``entry`` is appended: what :func:`fold` gives for its
    entries and ``entry``, without reading them again (a command checks each event it appends against it);
    ``key`` tells spellings apart in a new ledger, an existing one keeps its own.

    >>> state = after(None, Entry(0, TournamentCreated("Open", ("mad",)), "t0"))
    >>> after(state, Entry(1, PlayerRegistered("am", "Anne Morgan"), "t1")) == fold([*state.entries, Entry(1, PlayerRegistered("am", "Anne Morgan"), "t1")])
    True
    """
    if state is None:
        return fold([entry], key)
    event, players, pairs = entry.event, state.players, state.pairs
    if isinstance(event, DecisionAnnulled):
        target = state.entry(event.decision)
        if target is not None and isinstance(target.event, DECLARED):
            return fold([*state.entries, entry], state.key)
    if isinstance(event, PlayerRegistered):
        players = {**players, event.id: event}
    elif isinstance(event, RoundPaired):
        pairs = (*pairs, *_pairs(event))
    elif isinstance(event, PairingsWithdrawn):
        pairs = tuple(_withdrawn(pairs, event))
    return attrs.evolve(state, players=players, pairs=pairs, entries=(*state.entries, entry))


DECLARED = (PlayerRegistered, RoundPaired, LateEntry)
"""The organiser's declarations an annulment withdraws from the ledger's state (nothing resting on them)."""


def _pairs(event: RoundPaired | PairingsWithdrawn) -> Iterable[Pair]:
    return (Pair(event.round, seat.first, seat.second) for seat in event.pairings)


def _withdrawn(pairs: Iterable[Pair], event: PairingsWithdrawn) -> list[Pair]:
    """The pairings in force once ``event`` withdrew some."""
    gone = set(_pairs(event))
    return [pair for pair in pairs if pair not in gone]


def resting_on(state: Ledger, pair: Pair) -> list[str]:
    """What of the ledger rests on the pairing ``pair``, in words: a decision, an attached record or a result
    from the result sheet, not annulled (its stored records the caller knows, not the ledger)."""
    annulled = state.annulled()
    said = []
    for entry in state.entries:
        event = entry.event
        if entry.seq in annulled or not isinstance(event, ResultDecided | RecordAttached | ResultEntered):
            continue
        if Pair(event.round, event.first, event.second) != pair:
            continue
        if isinstance(event, ResultDecided):
            said.append(f"decision {entry.seq}")
        elif isinstance(event, RecordAttached):
            said.append(f"game {event.game}, attached by event {entry.seq}")
        else:
            said.append(f"the result sheet's result (event {entry.seq})")
    return said


def refuse(message: str) -> NoReturn:
    """Refuse a ledger command: STORE-LEDGER, saying what does not fit."""
    raise violation("STORE-LEDGER", message)


def player(state: Ledger, text: str) -> str:
    """The id of the registered player ``text`` names, by id or any spelling.

    Raises:
        AdmiraltyError: STORE-LEDGER when it names none, with the nearest player ("did you mean").
    """
    found = state.named(text)
    if found is None:
        refuse(state.unknown(text))
    return found


def seats(state: Ledger, text: str) -> tuple[str, str | None]:
    """The player ids of a pairing written ``FIRST-SECOND`` (or ``FIRST`` alone: a bye), ids or any spelling.

    Raises:
        AdmiraltyError: STORE-LEDGER when it does not name registered players; a side that names nobody
            is said with the nearest player ("did you mean").
    """
    whole = state.named(text)
    if whole is not None:
        return whole, None
    splits = [(text[:at], text[at + 1 :]) for at, char in enumerate(text) if char == "-"]
    found = [(state.named(a), state.named(b)) for a, b in splits]
    named = [(a, b) for a, b in found if a is not None and b is not None]
    if len(named) == 1:
        return named[0]
    half = [a if x is None else b for (a, b), (x, y) in zip(splits, found) if (x is None) != (y is None)]
    unknown = f" {state.unknown(half[0] if half else text)}" if len(named) == 0 else ""
    refuse(
        f"{quoted(text)} does not name a pairing: write FIRST-SECOND with registered players (FIRST alone: a bye).{unknown}"
    )


def round_robin(state: Ledger, rounds: int | None = None) -> list[RoundPaired]:
    """The next rounds of a round robin of the registered players (:func:`referee.tournament.berger.berger`), in the
    order registered; ``rounds`` of them at most. The rounds already paired must be the table's first
    rounds, so that pairing it in steps (``--rounds 1`` each round) never repeats a pairing.

    Raises:
        AdmiraltyError: STORE-LEDGER, when the rounds paired are not the table's first rounds (paired by
            hand, or players registered since), or every round of the table is paired.
    """
    table = [tuple(Seating(first, second) for first, second in pairs) for pairs in berger(list(state.players))]
    if not table:
        refuse("A round robin needs at least two registered players (tournament player add).")
    done = max(state.rounds, default=0)
    known = range(1, min(done, len(table)) + 1)  # a round beyond the table's is refused without listing the rest
    paired = [{(p.first, p.second) for p in state.pairs if p.round == number} for number in known]
    if done > len(table) or paired != [{(seat.first, seat.second) for seat in seats} for seats in table[:done]]:
        refuse(
            f"{'Round 1 is not the first round' if done == 1 else f'Rounds 1-{done} are not the first rounds'} of a round robin of the {len(state.players)} registered"
            " players (paired by hand, or players registered since): pair the next rounds with tournament"
            " pair or tournament pairings, so that no pairing is repeated."
        )
    if done == len(table):
        refuse(f"Every round of the round robin is paired ({done} rounds).")
    end = len(table) if rounds is None else done + rounds
    return [RoundPaired(number, seats) for number, seats in enumerate(table[done:end], start=done + 1)]
