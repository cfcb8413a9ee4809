"""The checks every ledger event passes (STORE-LEDGER): an event that does not fit the ledger before it is refused.

:func:`check` is asked both when a command appends an event (:mod:`store.tournaments`)
and when ``verify`` reads it again (:mod:`store.ledger_checks`); what it needs of the
stored games and of the games played is given to it as values (:class:`StoredGameFacts`,
:class:`KindFacts`), so that it reads nothing itself (specs/tournament.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import attrs

from admiralty.referee.tournament.events import (
    DECISIONS,
    ArbiterKeyNamed,
    CorrectionAccepted,
    DecisionAnnulled,
    DiscrepancyResolved,
    GameExcluded,
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
    TournamentCreated,
)
from admiralty.referee.tournament.ledger import Ledger, Pair, refuse, resting_on, round_robin
from admiralty.referee.tournament.results import POINTS_RULE, categories, fit_points, whole
from admiralty.referee.tournament.rounds import MOST_ROUNDS
from admiralty.referee.tournament.standings import OUTCOMES, TIEBREAKS, Scoring
from admiralty.referee.tournament.swiss import MOST_RATING, TITLES, check_basis, next_round
from admiralty.referee.wording import quoted

if TYPE_CHECKING:
    from admiralty.referee.tournament.matching import Line, TournamentGame


@attrs.frozen
class StoredGameFacts:
    """What the ledger's checks know of a stored game: its players as its seat tags name them, whether the
    arbiter corrected it (``admiralty repair GAME``), and the game it is a record of (``mad``, ``rigadoon``;
    None: not told, not checked)."""

    players: tuple[str, str]
    corrected: bool
    kind: str | None = None


@attrs.frozen
class KindFacts:
    """What the ledger's checks know of a game a tournament may play: its name in prose, and whether a
    stopped game of it is adjudicated by a tie-break (MAD-TIEBREAK), which a semi-victory needs."""

    title: str
    tiebreak: bool


ON_GAMES = (RecordAttached, DiscrepancyResolved, GameExcluded, CorrectionAccepted)
"""The ledger events that name a stored game (``game``)."""


def check(
    state: Ledger | None,
    event: LedgerEvent,
    games: Mapping[int, StoredGameFacts],
    kinds: Mapping[str, KindFacts],
    placed: Sequence[TournamentGame[Line]] | None = None,
) -> None:
    """Refuse ``event`` when it does not fit the ledger ``state`` (None: no ledger yet).

    ``games`` holds the stored games by id, which attachments, choices, exclusions and accepted
    corrections name: an attachment must not give a game to two other registered players nor be of a
    game the tournament does not play, and a correction is accepted only for a game the arbiter
    corrected. ``kinds`` holds the games a tournament may play, by name. ``placed`` holds the
    tournament's games as matching places them under ``state``, which a choice needs
    (:func:`referee.tournament.choices.refuse_nothing_to_choose`); None: the choice is not checked.

    >>> mad = {"mad": KindFacts("MAD", True)}
    >>> check(None, TournamentCreated("Open", ("chess",)), {}, mad)
    Traceback (most recent call last):
    ...
    admiralty.referee.violation.AdmiraltyError: STORE-LEDGER: A tournament plays mad, not chess.

    Raises:
        AdmiraltyError: STORE-LEDGER, saying what does not fit.
    """
    if isinstance(event, TournamentCreated):
        _check_created(state, event, kinds)
        return
    if state is None:
        refuse("There is no such tournament: create it first (tournament create).")
    if isinstance(event, DECISIONS) and not (event.by.strip() and event.reason.strip()):
        refuse("An arbiter's decision names who made it and why: give --by and --reason.")
    if isinstance(event, PlayerRegistered):
        _check_player(state, event)
    elif isinstance(event, RoundPaired):
        _check_round(state, event)
        if event.system:
            _check_system(state, event)
    elif isinstance(event, PairingForbidden):
        _check_forbidden(state, event)
    elif isinstance(event, RecordAttached | ResultDecided | ResultEntered):
        check_pairing(state, event.round, event.first, event.second)
        if isinstance(event, ResultDecided | ResultEntered):
            _check_outcome(state, event, kinds)
        if isinstance(event, ResultEntered):
            _check_sheet(state, event)
    elif isinstance(event, DecisionAnnulled):
        _check_annulment(state, event)
    elif isinstance(event, ArbiterKeyNamed):
        _check_key(state, event)
    elif isinstance(event, PairingsWithdrawn):
        _check_withdrawn(state, event)
    elif isinstance(event, PlayerWithdrawn):
        _check_leaving(state, event)
    elif isinstance(event, LateEntry):
        _check_late(state, event)
    if isinstance(event, ON_GAMES):
        if event.game not in games:
            refuse(f"There is no game {event.game} in this database.")
        if isinstance(event, RecordAttached):
            _check_attached(state, event, games[event.game], kinds)
        elif isinstance(event, DiscrepancyResolved) and placed is not None:
            # matching (which choices reads) imports this module's ON_GAMES: import it when asked
            from admiralty.referee.tournament.choices import refuse_nothing_to_choose

            refuse_nothing_to_choose(state.name, placed, event.game)
        elif isinstance(event, CorrectionAccepted) and not games[event.game].corrected:
            refuse(
                f"Game {event.game} has no correction to accept: make it first with"
                f" admiralty repair {event.game} --turn N --as TOKEN."
            )


def _check_key(state: Ledger, event: ArbiterKeyNamed) -> None:
    """An arbiter's key is a raw Ed25519 public key in 64 lowercase hex digits, named once."""
    if len(event.key) != 64 or any(digit not in "0123456789abcdef" for digit in event.key):
        refuse("An arbiter's key is a raw Ed25519 public key in 64 lowercase hex digits.")
    if any(isinstance(entry.event, ArbiterKeyNamed) and entry.event.key == event.key for entry in state.entries):
        refuse(f"The key {event.key} is named already.")


def _check_attached(
    state: Ledger, event: RecordAttached, game: StoredGameFacts, kinds: Mapping[str, KindFacts]
) -> None:
    """A record is attached to the pairing its players played: a game the tournament plays, and when its tags
    name two registered players, they are the pairing's (in either seat); a misspelt name is the arbiter's to
    judge."""
    if game.kind is not None and game.kind not in state.kinds:
        title = kinds[game.kind].title if game.kind in kinds else game.kind
        played = " and ".join(kinds[kind].title if kind in kinds else kind for kind in state.kinds)
        refuse(f"Game {event.game} is a game of {title}, and the tournament plays {played} only.")
    named = [state.named(name) for name in game.players]
    paired = {event.first, event.second}
    if None not in named and set(named) != paired:
        players = " - ".join(game.players)
        refuse(f"Game {event.game} is {players}, not a game of {event.first} - {event.second}.")


def _check_created(state: Ledger | None, event: TournamentCreated, kinds: Mapping[str, KindFacts]) -> None:
    if state is not None:
        refuse(f"The tournament {event.name} already exists.")
    if not event.name.strip():
        refuse("A tournament needs a name.")
    unknown = [kind for kind in event.kinds if kind not in kinds] or ([] if event.kinds else ["none"])
    if unknown:
        refuse(f"A tournament plays {' or '.join(kinds)}, not {', '.join(unknown)}.")
    wrong = [name for name in event.tiebreaks if name not in TIEBREAKS]
    if wrong:
        refuse(f"Unknown tie-break {', '.join(wrong)}: the tie-breaks are {', '.join(TIEBREAKS)}.")
    fields = {field.name for field in attrs.fields(Scoring)}
    if any(name not in fields for name, _ in event.scoring):
        refuse(f"A scoring gives points for {', '.join(sorted(fields))} only.")
    unfit = [f"{name} {_shown(points)}" for name, points in event.scoring if not fit_points(name, points)]
    if unfit:
        refuse(f"The scoring gives {', '.join(unfit)}: {POINTS_RULE}.")


def _shown(points: object) -> str:
    """Points as a message writes them: ``3``, ``2.5``, ``nan``."""
    return str(whole(points) if isinstance(points, float) else points)


def _check_player(state: Ledger, event: PlayerRegistered) -> None:
    if not (event.id.strip() and event.name.strip()):
        refuse("A player needs an id and a name.")
    if event.id in state.players:
        refuse(f"The player id {event.id} is taken by {state.players[event.id].name}.")
    if not 0 <= event.rating <= MOST_RATING:
        refuse(f"{event.id}'s rating is {event.rating}: a rating is a whole number from 0 to {MOST_RATING}.")
    if event.title and event.title not in TITLES:
        refuse(f"{event.id}'s title is {quoted(event.title)}, not a FIDE title ({', '.join(TITLES)}).")
    for spelling in (event.id, event.name, *event.aliases):
        other = state.named(spelling)
        if other is not None:
            refuse(f"{spelling} already names {state.players[other].name} ({other}): a spelling names one player.")


def _check_round(state: Ledger, event: RoundPaired) -> None:
    if not 1 <= event.round <= MOST_ROUNDS:
        refuse(f"Rounds are numbered from 1 to {MOST_ROUNDS}, not {event.round}.")
    seen = {player for pair in state.pairs if pair.round == event.round for player in (pair.first, pair.second)}
    gone = state.withdrawn()
    for seat in event.pairings:
        if seat.first == seat.second:
            refuse(f"{seat.first} cannot be paired against themselves.")
        for player in (seat.first, seat.second):
            if player is None:
                continue
            if player not in state.players:
                refuse(f"{quoted(player)} is not a registered player (tournament player add).")
            if player in seen:
                refuse(f"{player} is already paired in round {event.round}.")
            late = state.late_entries().get(player)
            if late is not None and event.round < late:
                refuse(f"{player} entered late, from round {late}: they are not paired in round {event.round}.")
            left = gone.get(player)
            if left is not None and isinstance(left.event, PlayerWithdrawn) and left.event.round <= event.round:
                refuse(
                    f"{player} withdrew from round {left.event.round} (event {left.seq}): they are paired no more"
                    f" from it."
                )
            seen.add(player)


def _check_system(state: Ledger, event: RoundPaired) -> None:
    """A round paired by a pairing system (``tournament pair-next``) is the first round without a pairing, rests on
    the results of the pairings before it (:func:`referee.tournament.swiss.check_basis`), and, by Berger tables,
    is the next round of the table (the Dutch system's pairings ``verify`` makes again with its library)."""
    if event.round != next_round(state):
        refuse(f"Round {event.round} is paired by the {event.system} system, and round {next_round(state)} is next.")
    check_basis(state, event)
    if event.system == "round-robin" and round_robin(state, 1)[0].pairings != event.pairings:
        refuse(f"Round {event.round} is not the round the Berger tables give next.")


def _check_forbidden(state: Ledger, event: PairingForbidden) -> None:
    """Two registered players, not one, forbidden once."""
    for player in (event.first, event.second):
        if player not in state.players:
            refuse(f"{quoted(player)} is not a registered player (tournament player add).")
    if event.first == event.second:
        refuse(f"{event.first} cannot be paired against themselves anyway.")
    if {event.first, event.second} in [set(pair) for pair in state.forbidden()]:
        refuse(f"{event.first} and {event.second} are already forbidden to meet.")


def check_pairing(state: Ledger, round: int, first: str, second: str | None) -> None:
    """A decision or result names a pairing in force: refused with what the arbiter likely meant, a round not
    paired yet or the seats written the other way round."""
    if state.pair(round, first, second) is not None:
        return
    if round not in state.rounds:
        refuse(f"Round {round} has no pairing in force yet: pair it first (tournament pair-next, pair or pairings).")
    if second is not None and state.pair(round, second, first) is not None:
        refuse(
            f"Round {round} pairs {second} (first seat) against {first}: write {second}-{first}, the first seat first."
        )
    against = "a bye" if second is None else second
    refuse(f"Round {round} pairs no {first} (first seat) against {against}.")


def _check_outcome(state: Ledger, event: ResultDecided | ResultEntered, kinds: Mapping[str, KindFacts]) -> None:
    """A decided or entered result is one of :data:`OUTCOMES`; a semi-victory (``/tb``) only where a game of the
    tournament's kinds has a tie-break (MAD-TIEBREAK: Rigadoon has none)."""
    if event.outcome not in OUTCOMES:
        refuse(f"{event.outcome} is not a result: give one of {', '.join(OUTCOMES)}.")
    if event.outcome.endswith("/tb") and not any(kinds[kind].tiebreak for kind in state.kinds):
        plain = event.outcome.removesuffix("/tb")
        refuse(
            f"{event.outcome} is a semi-victory, which only a tie-break gives (MAD-TIEBREAK), and"
            f" {' and '.join(kinds[kind].title for kind in state.kinds)} has none: give {plain}, a forfeit or"
            " double-forfeit."
        )
    if (event.outcome == "bye") != (event.second is None):
        refuse("A bye is the result of a pairing with a bye, and only of one.")
    if (
        isinstance(event, ResultDecided)
        and event.points is not None
        and not all(map(fit_points, categories(event.outcome), event.points))
    ):
        given = ",".join(map(_shown, event.points))
        refuse(
            f"A decision giving the result {event.outcome} cannot give the points {given} (first seat, second seat):"
            f" {POINTS_RULE}."
        )


def _check_late(state: Ledger, event: LateEntry) -> None:
    """A registered player enters late once, from round 2 on, and was paired in no round before it."""
    if event.player not in state.players:
        refuse(f"{quoted(event.player)} is not a registered player (tournament player add).")
    if not 2 <= event.round <= MOST_ROUNDS:
        refuse(f"A late entry is from a round from 2 to {MOST_ROUNDS}, not {event.round}.")
    if event.player in state.late_entries():
        refuse(f"{event.player} already entered late, from round {state.late_entries()[event.player]}.")
    before = sorted(
        {pair.round for pair in state.pairs if pair.round < event.round and event.player in (pair.first, pair.second)}
    )
    if before:
        refuse(f"{event.player} is paired in round {before[0]}, before round {event.round}.")


def _check_leaving(state: Ledger, event: PlayerWithdrawn) -> None:
    """A registered player withdraws once, from a round numbered as rounds are."""
    if event.player not in state.players:
        refuse(f"{quoted(event.player)} is not a registered player (tournament player add).")
    if not 1 <= event.round <= MOST_ROUNDS:
        refuse(f"Rounds are numbered from 1 to {MOST_ROUNDS}, not {event.round}.")
    earlier = state.withdrawn().get(event.player)
    if earlier is not None:
        assert isinstance(earlier.event, PlayerWithdrawn)
        refuse(
            f"{event.player} already withdrew from round {earlier.event.round} (event {earlier.seq}): annul that"
            f" first (tournament annul {earlier.seq})."
        )


def _check_withdrawn(state: Ledger, event: PairingsWithdrawn) -> None:
    """Pairings are withdrawn when they are in force and nothing of the ledger rests on them yet: a decision,
    an attached record, a result from the result sheet (a matched record is the command's to check:
    :func:`referee.tournament.withdrawals.refuse_recorded`)."""
    if not event.pairings:
        refuse(f"Round {event.round} has no pairing to withdraw.")
    seen = set()
    for seat in event.pairings:
        pair = Pair(event.round, seat.first, seat.second)
        check_pairing(state, event.round, seat.first, seat.second)
        if pair in seen:
            refuse(f"Round {event.round}, {_said(pair)} is withdrawn twice.")
        seen.add(pair)
        resting = resting_on(state, pair)
        if resting:
            refuse(
                f"Round {event.round}, {_said(pair)} cannot be withdrawn: {' and '.join(resting)}"
                f" {'rests' if len(resting) == 1 else 'rest'} on it (annul {'it' if len(resting) == 1 else 'them'} first)."
            )


def _said(pair: Pair) -> str:
    """A pairing in a message: ``am - gr``, ``yl (bye)``."""
    return f"{pair.first} - {pair.second}" if pair.second is not None else f"{pair.first} (bye)"


def _check_sheet(state: Ledger, event: ResultEntered) -> None:
    """A pairing has one result from the result sheet: a wrong one is annulled (tournament annul) before
    the right one is entered, so that the ledger says which was withdrawn."""
    pair = Pair(event.round, event.first, event.second)
    entered = state.entered().get(pair)
    if entered is not None:
        assert isinstance(entered.event, ResultEntered)
        said = f"Round {event.round}, {event.first} - {event.second or 'bye'} already has the result"
        if entered.event.outcome == event.outcome:  # the same sheet entered twice: nothing to annul
            refuse(f"{said} {event.outcome} from the result sheet (event {entered.seq}): it is entered already.")
        refuse(
            f"{said} {entered.event.outcome} from the result sheet (event {entered.seq}): annul it first"
            f" (tournament annul {entered.seq}) to enter {event.outcome}."
        )


ANNULLED = (*DECISIONS, ResultEntered, RoundPaired, PlayerRegistered, LateEntry)
"""The events an annulment may withdraw: the arbiter's and the organiser's, but the creation, an annulment and a
withdrawal of pairings (which pairing the round again undoes)."""


KEPT = {
    TournamentCreated: "the tournament's creation",
    ArbiterKeyNamed: "an arbiter's key named at the creation",
    DecisionAnnulled: "an annulment",
    PairingsWithdrawn: "a withdrawal of pairings (pairing the round again undoes it)",
}
"""The events no annulment withdraws, in the words a refusal names them (never their class names)."""


def _check_annulment(state: Ledger, event: DecisionAnnulled) -> None:
    target = state.entry(event.decision)
    if target is None:
        refuse(
            f"The ledger has no event {event.decision}: its events are numbered 0 to {len(state.entries) - 1}"
            " (tournament show lists the decisions, every ledger command the events it appends)."
        )
    kept = next((said for kind, said in KEPT.items() if isinstance(target.event, kind)), None)
    if kept is not None or not isinstance(target.event, ANNULLED):
        refuse(f"Event {event.decision} of the ledger is {kept or 'no decision'}, which cannot be annulled.")
    elif event.decision in state.annulled():
        refuse(f"Decision {event.decision} is already annulled.")
    elif isinstance(target.event, RoundPaired):
        _check_unpaired(state, target.event, event.decision)
    elif isinstance(target.event, PlayerRegistered):
        _check_unregistered(state, target.event.id, event.decision)


def _check_unpaired(state: Ledger, event: RoundPaired, seq: int) -> None:
    """A round's pairings are annulled when each is still in force and nothing of the ledger rests on it."""
    for seat in event.pairings:
        pair = Pair(event.round, seat.first, seat.second)
        if pair not in state.pairs:
            refuse(f"Event {seq} pairs round {event.round}, {_said(pair)}, no longer in force (withdrawn since).")
        resting = resting_on(state, pair)
        if resting:
            refuse(
                f"Event {seq} cannot be annulled: {' and '.join(resting)} of round {event.round}, {_said(pair)}"
                f" {'rests' if len(resting) == 1 else 'rest'} on it."
            )


def _check_unregistered(state: Ledger, player: str, seq: int) -> None:
    """A registration is annulled when no pairing in force, withdrawal or late entry names the player."""
    paired = [pair for pair in state.pairs if player in (pair.first, pair.second)]
    if paired:
        refuse(
            f"Event {seq} cannot be annulled: round {paired[0].round}, {_said(paired[0])} rests on it"
            " (withdraw it first: tournament unpair)."
        )
    named = state.withdrawn().get(player)
    if named is not None:
        refuse(f"Event {seq} cannot be annulled: the withdrawal of event {named.seq} rests on it.")
    if player in state.late_entries():
        refuse(f"Event {seq} cannot be annulled: the late entry of {player} rests on it (annul it first).")
