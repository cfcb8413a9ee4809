"""What a Swiss pairing program is asked to pair the next round (``tournament pair-next``), read from the ledger.

The pairing itself is a maintained library's (FIDE Dutch system, Handbook C.04.3: :mod:`store.swiss`): no
rule of the Dutch system is written here. This module only says, from the ledger and the results of the
earlier rounds (:class:`PairedOn`, the event's ``basis``), who is paired in the round and what the
pairing program needs to know of each player (FIDE C.04.3 A: score, colour history, float history, byes),
in the same derivation a free pairings checker makes from a TRF (specs/tournament.md, "Swiss pairing"):

- the players are the registered ones, less those withdrawn from the round or before it and the late
  entrants whose first round is later;
- the initial order (FIDE C.04.2 B) is by rating (highest first), then FIDE title, then name;
- a score is the tournament's own points (its scoring) in victories: a victory's points count 1, as the
  Dutch system's score differences do, so 3/2/1/0 pairs as 1, 2/3, 1/3, 0;
- the first seat plays White's role (MAD Red, Rigadoon Blue): colours count games played on the board only;
- a float is a game against a player of another score before the round (up or down), a bye or a win by
  forfeit a down float; players who met on the board, or whom the organiser forbade
  (:class:`PairingForbidden`), are not paired again.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence

import attrs

from admiralty.referee.tournament.events import PairedOn, RoundPaired
from admiralty.referee.tournament.ledger import Ledger, Pair, refuse
from admiralty.referee.tournament.names import name_key
from admiralty.referee.tournament.results import PLAYED, Result, scores

SYSTEMS = ("dutch", "round-robin")
"""The pairing systems of ``tournament pair-next``."""

TITLES = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")
"""The FIDE titles, strongest first, as the initial order ranks them after the rating (FIDE C.04.2 B)."""

MOST_RATING = 4000
"""The highest rating a player may have: more is a slip (a FIDE id in the rating column)."""


@attrs.frozen
class Entrant:
    """One player of the round to pair, as the pairing program needs them (FIDE C.04.3 A).

    Args:
        id: the player's id.
        number: the pairing number: the player's place in the initial order, from 1.
        rating: the rating (0: unrated).
        score: the points scored before the round, in victories (a victory's points count 1).
        colours: ``white`` or ``black`` for each game played on the board, in round order (first seat: white).
        floats: ``up``, ``down`` or ``none`` for each round the player had a result in, in round order.
        byes: the byes the player had.
        forfeit_wins: the wins by forfeit the player had.
    """

    id: str
    number: int
    rating: int
    score: float
    colours: tuple[str, ...]
    floats: tuple[str, ...]
    byes: int
    forfeit_wins: int


@attrs.frozen
class SwissRound:
    """A round to pair: its number, the rounds planned, its players, and who may not meet.

    Args:
        round: the round.
        rounds: the rounds planned.
        entrants: its players, in the initial order.
        met: the pairs of players who may not meet (played on the board, or forbidden), each sorted.
        bye: a bye's points, in victories.
    """

    round: int
    rounds: int
    entrants: tuple[Entrant, ...]
    met: frozenset[tuple[str, str]]
    bye: float


def initial_order(state: Ledger) -> list[str]:
    """The registered players in the initial order (FIDE C.04.2 B): rating, highest first; then title; then name.

    >>> from admiralty.referee.tournament.events import Entry, PlayerRegistered, TournamentCreated
    >>> from admiralty.referee.tournament.ledger import fold
    >>> state = fold([Entry(0, TournamentCreated("Open", ("mad",)), "t"), Entry(1, PlayerRegistered("zo", "Zoé"), "t"),
    ...               Entry(2, PlayerRegistered("am", "Anne", rating=1500), "t"), Entry(3, PlayerRegistered("ed", "Ed"), "t")])
    >>> initial_order(state)
    ['am', 'ed', 'zo']
    """
    players = state.players.values()
    ranked = sorted(
        players,
        key=lambda player: (
            -player.rating,
            TITLES.index(player.title) if player.title in TITLES else len(TITLES),
            name_key(player.name),
            player.id,
        ),
    )
    return [player.id for player in ranked]


def next_round(state: Ledger) -> int:
    """The first round without a pairing in force: a round emptied by ``tournament unpair`` is paired again."""
    paired = state.rounds
    return next(number for number in range(1, len(paired) + 2) if number not in paired)


def planned(state: Ledger) -> int:
    """The rounds planned, as the last round paired by a pairing system that asks it said (0: none said)."""
    annulled = state.annulled()
    said = [
        entry.event.rounds
        for entry in state.entries
        if isinstance(entry.event, RoundPaired) and entry.event.rounds and entry.seq not in annulled
    ]
    return said[-1] if said else 0


def basis(state: Ledger, results: Iterable[Result], round: int) -> tuple[PairedOn, ...]:
    """The results a round is paired on: each pairing in force of the rounds before ``round``, with its result
    (``results``, the tournament's account), in round order then board order.

    Raises:
        AdmiraltyError: STORE-LEDGER naming the pairings of earlier rounds without a result yet.
    """
    counted = {Pair(result.round, result.first, result.second): result for result in results if result.round}
    earlier = [pair for pair in state.pairs if pair.round < round]
    missing = [pair for pair in earlier if pair not in counted]
    if missing:
        named = ", ".join(f"round {pair.round} {pair.first} - {pair.second or 'bye'}" for pair in missing[:5])
        more = f" and {len(missing) - 5} more" if len(missing) > 5 else ""
        refuse(
            f"Round {round} cannot be paired: {named}{more} {'has' if len(missing) == 1 else 'have'} no result yet"
            " (enter it: tournament result, import its record, or decide it)."
        )
    made = []
    for pair in sorted(earlier, key=lambda pair: pair.round):
        result = counted[pair]
        points = [score.points for score in scores(result, state.scoring)]
        made.append(PairedOn(pair.round, pair.first, pair.second, result.outcome, (points[0], (points + [0])[1])))
    return tuple(made)


def swiss_round(state: Ledger, paired_on: Sequence[PairedOn], round: int, rounds: int) -> SwissRound:
    """What the pairing program is asked to pair ``round`` of ``rounds`` planned, from the ledger ``state`` and the
    results the round is paired on (module docstring)."""
    unit = state.scoring.victory or 1
    before: dict[str, dict[int, float]] = defaultdict(dict)  # each player's points per round
    for paired in paired_on:
        before[paired.first][paired.round] = paired.points[0] / unit
        if paired.second is not None:
            before[paired.second][paired.round] = paired.points[1] / unit
    for player, first in state.late_entries().items():
        for missed in range(1, min(first, round)):
            before[player][missed] = state.scoring.late_entry / unit

    def score(player: str, upto: int) -> float:
        return sum(points for number, points in before[player].items() if number < upto)

    colours: dict[str, list[str]] = defaultdict(list)
    floats: dict[str, list[str]] = defaultdict(list)
    byes: dict[str, int] = defaultdict(int)
    forfeits: dict[str, int] = defaultdict(int)
    met = {_met(*pair) for pair in state.forbidden()}
    for paired in sorted(paired_on, key=lambda paired: paired.round):
        if paired.second is None:
            byes[paired.first] += 1
            floats[paired.first].append("down")
            continue
        seats = ((paired.first, paired.second, "white", 0), (paired.second, paired.first, "black", 1))
        if paired.outcome in PLAYED:
            met.add(_met(paired.first, paired.second))
        for player, opponent, colour, side in seats:
            if paired.outcome in PLAYED:
                colours[player].append(colour)
                mine, theirs = score(player, paired.round), score(opponent, paired.round)
                floats[player].append("down" if mine > theirs else "up" if mine < theirs else "none")
            elif paired.outcome == ("first/forfeit", "second/forfeit")[side]:
                forfeits[player] += 1
                floats[player].append("down")
            else:
                floats[player].append("none")
    left = state.withdrawn_from()
    late = state.late_entries()
    playing = [
        player
        for player in initial_order(state)
        if left.get(player, round + 1) > round and late.get(player, round) <= round
    ]
    entrants = tuple(
        Entrant(
            player,
            number,
            state.players[player].rating,
            score(player, round),
            tuple(colours[player]),
            tuple(floats[player]),
            byes[player],
            forfeits[player],
        )
        for number, player in enumerate(playing, start=1)
    )
    return SwissRound(round, rounds, entrants, frozenset(met), state.scoring.bye / unit)


def _met(first: str, second: str) -> tuple[str, str]:
    """Two players who may not meet, in one order whichever seat they had."""
    return (first, second) if first <= second else (second, first)


def check_basis(state: Ledger, event: RoundPaired) -> None:
    """A round paired by a pairing system rests on one result for each pairing in force of the rounds before it,
    and on nothing else (a ``verify`` of :class:`RoundPaired`)."""
    earlier = {pair for pair in state.pairs if pair.round < event.round}
    given = [Pair(paired.round, paired.first, paired.second) for paired in event.basis]
    if len(set(given)) != len(given) or set(given) != earlier:
        refuse(
            f"Round {event.round} was paired by the {event.system} system on results that are not those of the"
            " pairings in force before it."
        )
    if event.system not in SYSTEMS:
        refuse(f"{event.system} is not a pairing system: the systems are {', '.join(SYSTEMS)}.")
    if event.system == "dutch" and not 1 <= event.round <= event.rounds:
        refuse(f"Round {event.round} is paired by the Dutch system for {event.rounds} rounds planned.")
