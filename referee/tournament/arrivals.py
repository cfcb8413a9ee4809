"""What a record imported into a tournament does there, said per game (specs/tournament.md, "What import says").

A game arriving is placed as every reader places it (:func:`referee.tournament.matching.placed`): matched to
a pairing by its Round and seat tags, or unmatched, and why. :func:`arrival` says so as the arbiter needs it:
the pairing's round, board and seats; or that it duplicates a game stored before (the same identity: it
counts once); or that the pairing already has another record (a discrepancy), an arbiter's decision or the
result sheet's result; or why it counts for no pairing, a misspelt player with the nearest registered one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import attrs

from admiralty.referee.tournament.events import Entry, ResultDecided
from admiralty.referee.tournament.ledger import Ledger, Pair
from admiralty.referee.tournament.matching import GameLine, TournamentGame
from admiralty.referee.tournament.names import UNKNOWN
from admiralty.referee.wording import quoted


@attrs.frozen
class Arrival:
    """What one game imported into a tournament does there.

    Args:
        game: its id (the id it would get, on a dry run).
        matched: it counts for a pairing of the ledger.
        round: its pairing's round when matched, else its own (None: none).
        board: its pairing's board when matched.
        first: the player id of its pairing's first seat when matched.
        second: the player id of the second seat.
        duplicates: the game stored before it with the same identity (the same game submitted again): it
            counts once.
        note: what it does, in words.
        warning: what the import warns of on standard error, if anything: a record of a game the tournament
            does not play (stored, never matched).
    """

    game: int
    matched: bool
    round: int | None
    board: int | None
    first: str | None
    second: str | None
    duplicates: int | None
    note: str
    warning: str | None = None


@attrs.frozen
class Standing:
    """What a tournament holds before games arrive, read once for a whole import.

    Args:
        state: its ledger (None: a tournament of imports only).
        boards: each pairing in force with its board (:meth:`Ledger.boards`).
        decided: the pairings an arbiter's standing decision rules, to its entry.
        entered: the pairings with a result from the result sheet, to its entry.
    """

    state: Ledger | None
    boards: Mapping[Pair, int]
    decided: Mapping[Pair, Entry]
    entered: Mapping[Pair, Entry]


def standing(state: Ledger | None) -> Standing:
    """The :class:`Standing` of a tournament's ledger ``state``."""
    if state is None:
        return Standing(None, {}, {}, {})
    return Standing(state, state.boards(), state.decided(), state.entered())


def arrival(
    standing: Standing,
    game: TournamentGame[GameLine],
    duplicates: int | None,
    others: tuple[int, ...],
    unmatched: Callable[[Ledger | None, TournamentGame[GameLine]], str] | None = None,
) -> Arrival:
    """What ``game``, placed in its tournament, does there; ``duplicates``: the game stored before it with its
    identity, if any; ``others``: the games of other records its pairing already has (a discrepancy);
    ``unmatched``: says why a game is unmatched (:func:`unmatched_note`, the default; an import of many games
    names the same few players, so it may remember what it said).

    >>> from admiralty.referee.tournament.events import PlayerRegistered, RoundPaired, Seating, TournamentCreated
    >>> from admiralty.referee.tournament.ledger import fold
    >>> state = fold([Entry(0, TournamentCreated("Open", ("mad",)), "t"), Entry(1, PlayerRegistered("am", "Anne Morgan"), "t"),
    ...               Entry(2, PlayerRegistered("gr", "Gwen Riou"), "t"), Entry(3, RoundPaired(1, (Seating("am", "gr"),)), "t")])
    >>> class Line:
    ...     id, kind, round, result, valid, rule, players = 7, "mad", "1", "red", True, None, ("Anne Morgan", "Gwen Riou")
    >>> print(arrival(standing(state), TournamentGame(Line(), 1, Pair(1, "am", "gr"), "k"), None, ()).note)
    matched round 1, board 1: Anne Morgan (am) against Gwen Riou (gr)
    """
    line, pair, state = game.summary, game.pair, standing.state
    if duplicates is not None:
        said = [f"duplicates game {duplicates} (the same game submitted again): it counts once"]
    else:
        said = []
    if state is None or not state.pairs or pair is None or pair.game is not None:
        said.append((unmatched or unmatched_note)(state, game))
        return Arrival(
            line.id, False, game.round, None, None, None, duplicates, "; ".join(said), _unplayed(state, line)
        )
    board = standing.boards.get(pair)
    said.insert(0, f"matched round {pair.round}, board {board}: {_seats(state, pair)}")
    if duplicates is None:
        said += _on_the_pairing(standing, pair, others)
    return Arrival(line.id, True, pair.round, board, pair.first, pair.second, duplicates, "; ".join(said))


def _seats(state: Ledger, pair: Pair) -> str:
    """The seats of ``pair``, first seat first: ``Anne Morgan (am) against Gwen Riou (gr)``."""
    first, second = (state.players[each].name if each in state.players else each for each in (pair.first, pair.second))
    return f"{first} ({pair.first}) against {second} ({pair.second})"


def _on_the_pairing(standing: Standing, pair: Pair, others: tuple[int, ...]) -> list[str]:
    """What else rests on a pairing a new record is matched to: an arbiter's decision, the result sheet's result
    (the record confirms or contradicts it: tournament show), another record (a discrepancy)."""
    said = []
    ruling = standing.decided.get(pair)
    if ruling is not None:
        assert isinstance(ruling.event, ResultDecided)
        said.append(
            f"the pairing already has a result, decided by {ruling.event.by} (decision {ruling.seq}):"
            " the record does not count unless that decision is annulled"
        )
    sheet = standing.entered.get(pair)
    if sheet is not None:
        said.append(
            f"the pairing already has a result from the result sheet (ledger event {sheet.seq}):"
            " the record confirms or contradicts it (tournament show)"
        )
    if others:
        named = ", ".join(map(str, others))
        said.append(
            f"the pairing already has another record (game {named}): a discrepancy, until the arbiter chooses"
            " one (tournament choose)"
        )
    return said


def _unplayed(state: Ledger | None, line: GameLine) -> str | None:
    """The warning of a record of a game the tournament ``state`` does not play, None for any other.

    >>> from admiralty.referee.tournament.events import TournamentCreated
    >>> from admiralty.referee.tournament.ledger import fold
    >>> class Line:
    ...     id, kind = 9, "mad"
    >>> print(_unplayed(fold([Entry(0, TournamentCreated("Isles", ("rigadoon",)), "t")]), Line()))
    game 9 is a mad record, and "Isles" plays rigadoon only: stored, matched to no pairing (exclude it, or import it under a tournament of its game)
    """
    if state is None or line.kind in state.kinds:
        return None
    return (
        f"game {line.id} is a {line.kind} record, and {quoted(state.name)} plays {' and '.join(state.kinds)} only:"
        " stored, matched to no pairing (exclude it, or import it under a tournament of its game)"
    )


def unmatched_note(state: Ledger | None, game: TournamentGame[GameLine]) -> str:
    """Why ``game`` counts for no pairing of the ledger ``state``: a tournament without pairings (each game its
    own), or its matching note, a misspelt player with the nearest registered one."""
    if state is None:
        return "the tournament has no ledger: the game is its own pairing"
    if not state.pairs or (game.pair is not None and game.pair.game is not None):
        return "the tournament declares no pairing yet: the game is its own pairing"
    line = game.summary
    if line.kind in state.kinds:
        unknown = [name for name in line.players if name != UNKNOWN and state.named(name) is None]
        if unknown:
            return "unmatched: " + "; ".join(state.unknown(name) for name in unknown)
    return f"unmatched: {game.note}"
