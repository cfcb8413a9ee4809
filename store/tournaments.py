"""The ledger commands of ``admiralty tournament``, one typed call each: load, decide with the domain, append.

Each command reads the tournament's ledger once and folds it once
(:func:`store.accounts.load`), makes its events with the pure domain
(:mod:`referee.tournament`), checks each against the ledger before it
(:func:`referee.tournament.checks.check`, STORE-LEDGER), all in one read
snapshot, and appends them all, or none (:func:`store.ledger.append`), at the
ledger's length it decided on: a decision another one overtook meanwhile (two
arbiters deciding at once) is refused with STORE-CONFLICT naming what came in
between (:func:`store.ledger.overtaken`), as an append to a game is. A decision
command also takes that length from its caller (``expected``: the ledger the
arbiter looked at). Each returns the entries appended, with their numbers in
the ledger (specs/tournament.md).

>>> from admiralty.store import EventStore
>>> store = EventStore.open(":memory:")
>>> [entry.seq for entry in create(store, "Open", ("mad",), (), (), "2026-11-22T06:00:00+00:00")]
[0]
>>> [entry.seq for entry in add_player(store, "Open", "am", "Anne Morgan", (), "2026-11-22T06:01:00+00:00")]
[1]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from admiralty.notation.kinds import KINDS
from admiralty.notation.spellings import spelling_key
from admiralty.notation.tournament_files import read_pairings, read_players, read_results
from admiralty.referee.tournament.checks import ON_GAMES, KindFacts, StoredGameFacts, check
from admiralty.referee.tournament.events import (
    ArbiterKeyNamed,
    CorrectionAccepted,
    DecisionAnnulled,
    DiscrepancyResolved,
    Entry,
    GameExcluded,
    LateEntry,
    LedgerEvent,
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
from admiralty.referee.tournament.ledger import Ledger, after, fold, refuse, round_robin, seats
from admiralty.referee.tournament.ledger import player as ledger_player
from admiralty.referee.tournament.matching import TournamentGame
from admiralty.referee.tournament.slips import slips
from admiralty.referee.tournament.withdrawals import refuse_recorded, replaced, unpair
from admiralty.referee.violation import AdmiraltyError
from admiralty.referee.wording import quoted
from admiralty.store import account_projection, ledger, tournament_names
from admiralty.store.accounts import tournament_games
from admiralty.store.events import Corrected, GameStarted
from admiralty.store.recorder import Recorder
from admiralty.store.summaries import GameSummary, started


class NoLedger(LookupError):
    """A ledger command names a tournament the store knows by its games only: it has no ledger to append to."""


def kind_facts() -> dict[str, KindFacts]:
    """What the ledger's checks know of each game a tournament may play (:data:`notation.kinds.KINDS`)."""
    return {name: KindFacts(kind.title, kind.tiebreak) for name, kind in KINDS.items()}


def stored_games(store: Recorder, events: Iterable[LedgerEvent]) -> dict[int, StoredGameFacts]:
    """The facts of the stored games ``events`` name, by id (a game not stored is left out), each read
    from its own events: never from the projection, which ``verify`` checks rather than trusts."""
    facts = {}
    for game_id in sorted({event.game for event in events if isinstance(event, ON_GAMES)}):
        stored = [each.event for each in store.stored(game_id)]
        if stored and isinstance(stored[0], GameStarted):
            corrected = any(isinstance(each, Corrected) for each in stored)
            facts[game_id] = StoredGameFacts(started(game_id, stored[0]).players, corrected, stored[0].kind)
    return facts


def record(store: Recorder, tournament: str, events: Sequence[LedgerEvent], at: str) -> list[Entry]:
    """Check ``events`` one after the other against the tournament's ledger and append them all, or none.

    Raises:
        AdmiraltyError: STORE-LEDGER for an event that does not fit;
            STORE-CONFLICT when another writer appended first.
    """
    with store.snapshot():
        entries = ledger.entries(store, tournament)
        state = fold(entries, spelling_key) if entries else None
        _checked(store, tournament, state, events, at)
    return _appended_at(store, tournament, state, events, at)


def _checked(store: Recorder, tournament: str, state: Ledger | None, events: Sequence[LedgerEvent], at: str) -> None:
    """Check ``events`` against the ledger ``state``, each against the ledger before it (none folded again)."""
    games, kinds = stored_games(store, events), kind_facts()
    first = len(state.entries) if state is not None else 0
    for seq, event in enumerate(events, start=first):
        check(state, event, games, kinds, placed(store, tournament, state, event))
        state = after(state, Entry(seq, event, at), spelling_key)


def placed(
    store: Recorder, tournament: str, state: Ledger | None, event: LedgerEvent
) -> list[TournamentGame[GameSummary]] | None:
    """The tournament's games as matching places them under the ledger ``state``, for a choice's check
    (:func:`referee.tournament.checks.check`); None for any other event, which needs them not."""
    if not isinstance(event, DiscrepancyResolved) or state is None:
        return None
    return tournament_games(store, tournament, state)


def _appended_at(
    store: Recorder, tournament: str, state: Ledger | None, events: Sequence[LedgerEvent], at: str
) -> list[Entry]:
    """Append ``events`` to the ledger ``state`` they were decided on (None: an empty one), and write the
    tournament's account rows from the ledger they make (:mod:`store.account_projection`), in one transaction.

    Raises:
        AdmiraltyError: STORE-CONFLICT naming the events another writer appended since
            (:func:`store.ledger.overtaken`); nothing is written then.
    """
    expected = len(state.entries) if state is not None else 0
    try:
        with store.transaction():
            appended = ledger.append(store, tournament, expected, events, at)
            for entry in appended:
                state = after(state, entry, spelling_key)
            account_projection.refresh(store, [tournament], state)
        return appended
    except AdmiraltyError as error:
        if error.violation.rule != "STORE-CONFLICT":
            raise
        raise ledger.overtaken(tournament, expected, ledger.entries(store, tournament)) from None


def _appended(
    store: Recorder,
    tournament: str,
    make: Callable[[Ledger], Sequence[LedgerEvent]],
    at: str,
    expected: int | None = None,
    dry_run: bool = False,
) -> list[Entry]:
    """Append the events ``make`` makes from the tournament's ledger, read and folded once, at the ledger's
    length ``expected`` (None: the length read here); ``dry_run``: check them, append nothing, return none.

    Raises:
        AdmiraltyError: STORE-NOTOURNAMENT when the store knows no such tournament; STORE-LEDGER and
            STORE-CONFLICT as :func:`record`, STORE-CONFLICT too when the ledger is not ``expected`` long.
        NoLedger: the tournament is known by its games only.
    """
    with store.snapshot():
        entries = ledger.entries(store, tournament)
        if not entries:
            if tournament not in tournament_names.known(store):
                raise tournament_names.unknown(store, tournament)
            raise NoLedger(f"the tournament {quoted(tournament)} has no ledger (tournament create makes one)")
        if expected is not None and expected != len(entries):
            raise ledger.overtaken(tournament, expected, entries)
        state = fold(entries, spelling_key)
        events = make(state)
        _checked(store, tournament, state, events, at)
    return [] if dry_run else _appended_at(store, tournament, state, events, at)


DECLARATION_ATTEMPTS = 5
"""How often an organiser's declaration is made again when another writer appended first."""


def declared(
    store: Recorder,
    tournament: str,
    make: Callable[[Ledger], Sequence[LedgerEvent]],
    at: str,
    dry_run: bool = False,
) -> list[Entry]:
    """Append an organiser's declaration (players, pairings) as :func:`_appended` does, made again from the
    ledger as it stands when another writer appended first: unlike an arbiter's decision, a declaration
    rests on no result another writer could have changed, and it is checked again each time, so two
    organisers registering players at once both succeed (a decision overtaken is refused, STORE-CONFLICT).

    Raises:
        AdmiraltyError: as :func:`_appended`; STORE-CONFLICT when other writers kept appending first
            :data:`DECLARATION_ATTEMPTS` times.
    """
    for _ in range(DECLARATION_ATTEMPTS - 1):
        try:
            return _appended(store, tournament, make, at, dry_run=dry_run)
        except AdmiraltyError as error:
            if error.violation.rule != "STORE-CONFLICT":
                raise
    return _appended(store, tournament, make, at, dry_run=dry_run)


def create(
    store: Recorder,
    name: str,
    kinds: tuple[str, ...],
    scoring: tuple[tuple[str, float], ...],
    tiebreaks: tuple[str, ...],
    at: str,
    keys: tuple[str, ...] = (),
) -> list[Entry]:
    """Create a tournament's ledger (``tournament create``): its name, games, scoring and tie-break order, and
    the keys of its arbiters (raw Ed25519 public keys in hex, :class:`ArbiterKeyNamed`).

    Raises:
        AdmiraltyError: STORE-LEDGER for a name spelt like a stored tournament's
            (:func:`store.tournament_names.refuse_alike`), or of a ledger already made.
    """
    tournament_names.refuse_alike(store, name)
    return record(store, name, [TournamentCreated(name, kinds, scoring, tiebreaks), *map(ArbiterKeyNamed, keys)], at)


def add_player(
    store: Recorder,
    tournament: str,
    player: str,
    name: str,
    aliases: tuple[str, ...],
    at: str,
    from_round: int | None = None,
    *,
    rating: int = 0,
    title: str = "",
    federation: str = "",
    club: str = "",
) -> list[Entry]:
    """Register a player (``tournament player add``): an id, a display name and other spellings; ``from_round``:
    a late entrant, paired from that round on (a :class:`LateEntry` after the registration); what a players
    file's columns say of a player besides (a Swiss pairs a late entrant by rating), the title and federation
    in capitals as the file's are."""
    late: list[LedgerEvent] = [] if from_round is None else [LateEntry(player, from_round)]
    registered = PlayerRegistered(player, name, aliases, rating, federation.upper(), club, title.upper())
    return declared(store, tournament, lambda state: [registered, *late], at)


def add_players(store: Recorder, tournament: str, text: str, at: str) -> list[Entry]:
    """Register the players of a players file's text (``tournament players``), all or none
    (:func:`notation.tournament_files.read_players`)."""
    return declared(store, tournament, lambda state: read_players(text), at)


def pair(
    store: Recorder,
    tournament: str,
    round: int,
    first: str,
    second: str | None,
    at: str,
    strict: bool = False,
    warned: list[str] | None = None,
) -> list[Entry]:
    """Pair two players, named by id or any spelling, in a round; ``second`` None: a bye (``tournament pair``).
    What looks like a slip is added to ``warned``, or refused when ``strict`` (:func:`_heeded`)."""

    def made(state: Ledger) -> list[LedgerEvent]:
        one = ledger_player(state, first)
        paired = RoundPaired(round, (Seating(one, ledger_player(state, second) if second else None),))
        return _heeded(state, [paired], strict, warned)

    return declared(store, tournament, made, at)


def add_pairings(
    store: Recorder,
    tournament: str,
    text: str,
    at: str,
    replace: bool = False,
    strict: bool = False,
    warned: list[str] | None = None,
) -> list[Entry]:
    """Declare the pairings of a pairings file's text (``tournament pairings``), all or none
    (:func:`notation.tournament_files.read_pairings`); ``replace``: each of its rounds anew, its pairings
    in force withdrawn first (:func:`referee.tournament.withdrawals.replaced`), none of them with a result.
    What looks like a slip is added to ``warned``, or refused when ``strict`` (:func:`_heeded`)."""

    def made(state: Ledger) -> list[LedgerEvent]:
        rounds = read_pairings(state, text)
        events: list[LedgerEvent] = [*rounds]
        if replace:
            events = _unrecorded(store, tournament, state, replaced(state, rounds))
        return _heeded(state, events, strict, warned)

    return declared(store, tournament, made, at)


def _heeded(state: Ledger, events: list[LedgerEvent], strict: bool, warned: list[str] | None) -> list[LedgerEvent]:
    """``events``, their likely slips (:func:`referee.tournament.slips.slips`) added to ``warned``.

    Raises:
        AdmiraltyError: STORE-LEDGER naming them, when ``strict``.
    """
    said = slips(state, events)
    if strict and said:
        refuse(f"{' '.join(said)} (--strict refuses it: leave --strict out to declare it anyway)")
    if warned is not None:
        warned += said
    return events


def withdraw_pairings(
    store: Recorder, tournament: str, round: int, pairing: str | None, by: str, reason: str, at: str
) -> list[Entry]:
    """Withdraw the pairing ``FIRST-SECOND`` of ``round``, or every pairing of the round (``pairing`` None), that
    nothing rests on yet (``tournament unpair``): no record, no decision, no result from the result sheet."""

    def made(state: Ledger) -> list[LedgerEvent]:
        seat = seats(state, pairing) if pairing is not None else None
        return _unrecorded(store, tournament, state, [unpair(state, round, seat, by, reason)])

    return _appended(store, tournament, made, at)


def withdraw_player(
    store: Recorder, tournament: str, player: str, round: int, by: str, reason: str, at: str
) -> list[Entry]:
    """Withdraw ``player`` (an id or any spelling) from round ``round`` on (``tournament withdraw``): paired no
    more from it; their pairings from it stay for the arbiter to decide (a forfeit) or withdraw."""
    return _appended(
        store, tournament, lambda state: [PlayerWithdrawn(ledger_player(state, player), round, by, reason)], at
    )


def _unrecorded(store: Recorder, tournament: str, state: Ledger, events: Sequence[LedgerEvent]) -> list[LedgerEvent]:
    """``events``, once no stored record counts for a pairing they withdraw
    (:func:`referee.tournament.withdrawals.refuse_recorded`)."""
    refuse_recorded(events, tournament_games(store, tournament, state))
    return list(events)


def pair_round_robin(store: Recorder, tournament: str, rounds: int | None, at: str) -> list[Entry]:
    """Pair the next rounds of a round robin of the registered players, ``rounds`` of them at most
    (``tournament round-robin``, :func:`referee.tournament.ledger.round_robin`)."""
    return declared(store, tournament, lambda state: round_robin(state, rounds), at)


def attach(
    store: Recorder,
    tournament: str,
    game: int,
    round: int,
    pairing: str,
    by: str,
    reason: str,
    at: str,
    expected: int | None = None,
) -> list[Entry]:
    """Attach stored game ``game`` to the pairing ``FIRST-SECOND`` of ``round`` (``tournament attach``)."""
    return _appended(
        store,
        tournament,
        lambda state: [RecordAttached(game, round, *seats(state, pairing), by, reason)],
        at,
        expected,
    )


def choose(
    store: Recorder, tournament: str, game: int, by: str, reason: str, at: str, expected: int | None = None
) -> list[Entry]:
    """Choose stored game ``game`` as its pairing's record in a discrepancy (``tournament choose``).

    Raises:
        AdmiraltyError: STORE-LEDGER, besides :func:`record`'s, when there is nothing to choose
            (:func:`referee.tournament.choices.refuse_nothing_to_choose`, which the checks run).
    """
    return _appended(store, tournament, lambda state: [DiscrepancyResolved(game, by, reason)], at, expected)


def decide(
    store: Recorder,
    tournament: str,
    round: int,
    pairing: str,
    outcome: str,
    points: tuple[float, float] | None,
    by: str,
    reason: str,
    at: str,
    expected: int | None = None,
) -> list[Entry]:
    """Give the pairing ``FIRST-SECOND`` of ``round`` its result (``tournament decide``): a forfeit, a double
    forfeit, a bye's points or a result by decision, with the points of each seat when it gives them."""
    return _appended(
        store,
        tournament,
        lambda state: [ResultDecided(round, *seats(state, pairing), outcome, by, reason, points)],
        at,
        expected,
    )


def enter_result(
    store: Recorder, tournament: str, round: int, pairing: str, outcome: str, by: str, at: str
) -> list[Entry]:
    """Enter the result of the pairing ``FIRST-SECOND`` of ``round`` from its scoresheet (``tournament result``):
    no record, no arbiter's decision; a record imported later confirms it or contradicts it."""
    return _appended(store, tournament, lambda state: [ResultEntered(round, *seats(state, pairing), outcome, by)], at)


def enter_results(store: Recorder, tournament: str, text: str, by: str, at: str) -> list[Entry]:
    """Enter the results of a results file's text (``tournament results``), all or none
    (:func:`notation.tournament_files.read_results`)."""
    return _appended(store, tournament, lambda state: read_results(state, text, by), at)


def annul(
    store: Recorder, tournament: str, decision: int, by: str, reason: str, at: str, expected: int | None = None
) -> list[Entry]:
    """Annul the decision or declaration of ledger event ``decision`` (``tournament annul``): it stays, and no longer
    counts; a round's declaration only while no stored record counts for its pairings
    (:func:`referee.tournament.withdrawals.refuse_recorded`)."""

    def made(state: Ledger) -> list[LedgerEvent]:
        target = state.entry(decision)
        if target is not None and isinstance(target.event, RoundPaired):
            declared = PairingsWithdrawn(target.event.round, target.event.pairings)
            refuse_recorded([declared], tournament_games(store, tournament, state), "annulled")
        return [DecisionAnnulled(decision, by, reason)]

    return _appended(store, tournament, made, at, expected)


def exclude(
    store: Recorder, tournament: str, game: int, by: str, reason: str, at: str, expected: int | None = None
) -> list[Entry]:
    """Exclude stored game ``game`` from the tournament (``tournament exclude``): it counts for no pairing."""
    return _appended(store, tournament, lambda state: [GameExcluded(game, by, reason)], at, expected)


def accept_correction(
    store: Recorder, tournament: str, game: int, by: str, reason: str, at: str, expected: int | None = None
) -> list[Entry]:
    """Rule that stored game ``game`` counts as corrected (``tournament accept-correction``)."""
    return _appended(store, tournament, lambda state: [CorrectionAccepted(game, by, reason)], at, expected)
