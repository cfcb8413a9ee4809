"""The tournament ledger's events: what the organiser and the arbiter declared and decided.

A tournament is its own stream (:mod:`store.ledger`), numbered from 0, its first
event a :class:`TournamentCreated`; each event read back is an :class:`Entry`. Players are named by their id; a pairing by
its round and its two seats (the first seat is MAD's Red, Rigadoon's Blue).
Every decision names who made it (``by``) and why (``reason``); nothing is
edited: a later decision overrides an earlier one, an annulment withdraws one,
and both stay in the stream (specs/tournament.md).
"""

from __future__ import annotations

import attrs

from admiralty.referee.tournament.results import whole


@attrs.frozen
class TournamentCreated:
    """A tournament was created.

    Args:
        name: its name, as ``--tournament`` gives it.
        kinds: its games (``mad``, ``rigadoon``, or both).
        scoring: its points per outcome, by :class:`referee.tournament.standings.Scoring` field.
        tiebreaks: its tie-break order (:data:`referee.tournament.standings.TIEBREAKS`).
    """

    name: str
    kinds: tuple[str, ...]
    scoring: tuple[tuple[str, float], ...] = ()
    tiebreaks: tuple[str, ...] = ()


@attrs.frozen
class PlayerRegistered:
    """A player joined: an id, a display name, and the other spellings records may use; what a chess
    program knows of a player besides, when the players file gives it (none by default, so that a
    registration without them is stored as before).

    Args:
        id: the player's id.
        name: the display name.
        aliases: the other spellings records may use.
        rating: the rating (0: unrated), which orders the players first (the initial order, FIDE C.04.2).
        federation: the federation, as FIDE writes it (``FRA``).
        club: the club.
        title: the FIDE title (``GM``, ``IM``, ``FM``, ``WGM`` ...).
        fide_id: the FIDE id.
        national_id: the national federation's id.
    """

    id: str
    name: str
    aliases: tuple[str, ...] = ()
    rating: int = 0
    federation: str = ""
    club: str = ""
    title: str = ""
    fide_id: str = ""
    national_id: str = ""


@attrs.frozen
class Seating:
    """One pairing of a round: the players of the first and second seat (None: a bye)."""

    first: str
    second: str | None = None


def _whole_points(points: tuple[float, float]) -> tuple[float, float]:
    """Points as the ledger stores them: whole numbers as ints, so that a payload read back is written the same."""
    return whole(points[0]), whole(points[1])


@attrs.frozen
class PairedOn:
    """A result a round was paired on by a pairing system (``tournament pair-next``): an earlier round's pairing,
    its outcome from the first seat's side, and the points each seat scored (a bye's second is 0)."""

    round: int
    first: str
    second: str | None
    outcome: str
    points: tuple[float, float] = attrs.field(converter=_whole_points)


@attrs.frozen
class RoundPaired:
    """The pairings of a round, declared once per round.

    Args:
        round: the round.
        pairings: its pairings, board by board (a bye last, as a pairing program lists it).
        system: the pairing system that made them (``dutch``, ``round-robin``); empty: declared by hand or
            from a file (``tournament pair``, ``tournament pairings``).
        engine: the library and version that made them (``caissify-pairings 0.5.0``), when one did.
        rounds: the rounds planned, which the Dutch system asks (FIDE C.04.3), when it made them.
        basis: the results the pairing system was given, every earlier round's pairing in force with its
            outcome and points, so that ``verify`` makes the round again from them.
    """

    round: int
    pairings: tuple[Seating, ...]
    system: str = ""
    engine: str = ""
    rounds: int = 0
    basis: tuple[PairedOn, ...] = ()


@attrs.frozen
class RecordAttached:
    """The arbiter attached a stored game to a pairing its tags do not match."""

    game: int
    round: int
    first: str
    second: str | None
    by: str
    reason: str


@attrs.frozen
class DiscrepancyResolved:
    """The arbiter chose which of a pairing's differing records counts."""

    game: int
    by: str
    reason: str


@attrs.frozen
class ResultDecided:
    """The arbiter gave a pairing its result: a forfeit, a double forfeit, a bye's points, a decision.

    Args:
        round: the pairing's round.
        first: the player of its first seat.
        second: the player of its second seat (None: a bye).
        outcome: one of :data:`referee.tournament.standings.OUTCOMES`.
        points: the points of the first and second seat, when the decision gives them.
        by: the arbiter.
        reason: why.
    """

    round: int
    first: str
    second: str | None
    outcome: str
    by: str
    reason: str
    points: tuple[float, float] | None = None


@attrs.frozen
class DecisionAnnulled:
    """The arbiter withdrew an earlier decision (by its sequence number): it no longer counts."""

    decision: int
    by: str
    reason: str


@attrs.frozen
class GameExcluded:
    """The arbiter excluded a stored game from the tournament: it matches no pairing."""

    game: int
    by: str
    reason: str


@attrs.frozen
class CorrectionAccepted:
    """The arbiter ruled that a stored game counts as corrected (``admiralty repair GAME``): its
    result is the one its turns give with the arbiter's corrections read in (specs/suggestions.md)."""

    game: int
    by: str
    reason: str


@attrs.frozen
class ArbiterKeyNamed:
    """The tournament names an arbiter's Ed25519 public key (64 lowercase hex digits, the raw key): from then
    on every event of its ledger, and every decision on its games, is signed by a key it names
    (specs/store.md, "Signed decisions")."""

    key: str


@attrs.frozen
class ResultEntered:
    """A pairing's result as its scoresheet gives it, entered without a record (``tournament result``,
    ``tournament results``): its source is the result sheet, not an arbiter's decision, and a record
    imported later confirms it or contradicts it (a discrepancy for the arbiter).

    Args:
        round: the pairing's round.
        first: the player of its first seat.
        second: the player of its second seat (None: a bye).
        outcome: one of :data:`referee.tournament.standings.OUTCOMES`, from the first seat's side.
        by: who entered it, when said.
    """

    round: int
    first: str
    second: str | None
    outcome: str
    by: str = ""


@attrs.frozen
class LateEntry:
    """A player registered late (``tournament player add --from-round N``): paired from ``round`` on; each round
    before it counts the scoring's ``late_entry`` points (none when 0, the default)."""

    player: str
    round: int


@attrs.frozen
class PlayerWithdrawn:
    """A player left the tournament (``tournament withdraw``): paired no more from ``round`` on; their pairings
    already declared from it stay, for the arbiter to decide (a forfeit) or withdraw (``tournament unpair``)."""

    player: str
    round: int
    by: str
    reason: str


@attrs.frozen
class PairingForbidden:
    """The organiser ruled that two players are not paired against each other (``tournament forbid``: the same
    club, the same family): a pairing system honours it as it does a pairing already played."""

    first: str
    second: str
    by: str
    reason: str


@attrs.frozen
class PairingsWithdrawn:
    """The organiser withdrew pairings of a round that nothing rests on yet (``tournament unpair``,
    ``tournament pairings --replace``): they are no longer in force, and the round may be paired anew.

    Args:
        round: the round.
        pairings: the pairings withdrawn (all of the round's in force, or one).
        by: who withdrew them, when said.
        reason: why, when said.
    """

    round: int
    pairings: tuple[Seating, ...]
    by: str = ""
    reason: str = ""


LedgerEvent = (
    TournamentCreated
    | ArbiterKeyNamed
    | PlayerRegistered
    | RoundPaired
    | RecordAttached
    | DiscrepancyResolved
    | ResultDecided
    | DecisionAnnulled
    | GameExcluded
    | CorrectionAccepted
    | ResultEntered
    | PairingsWithdrawn
    | PlayerWithdrawn
    | LateEntry
    | PairingForbidden
)

DECISIONS = (
    RecordAttached,
    DiscrepancyResolved,
    ResultDecided,
    DecisionAnnulled,
    GameExcluded,
    CorrectionAccepted,
    PlayerWithdrawn,
    PairingForbidden,
)
"""The arbiter's events: each names ``by`` and ``reason``."""

LEDGER_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        TournamentCreated,
        ArbiterKeyNamed,
        PlayerRegistered,
        RoundPaired,
        *DECISIONS,
        ResultEntered,
        PairingsWithdrawn,
        LateEntry,
    )
}
"""Every ledger event type by the name stored in the ``type`` column."""


@attrs.frozen
class Entry:
    """A ledger event read back, with its sequence number and timestamp."""

    seq: int
    event: LedgerEvent
    at: str
