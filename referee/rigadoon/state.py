"""The immutable state of a Rigadoon game (RIG-SETUP) and how it ended (RIG-WIN, RIG-LOOP).

A state is what the fold of a game's events gives; nothing changes it in place.
Whether a ship is in port or aground is not stored: a ship on an island is in
port (RIG-CLAIM), a ship on a chest's square elsewhere is aground (RIG-AGROUND).
"""

from __future__ import annotations

import enum

import attrs

from admiralty.referee.rigadoon.board import FLEET_SHIPS, Board, Kind, Square
from admiralty.referee.rigadoon.wind import Direction, WindTable
from admiralty.referee.violation import violation


class _Same(enum.Enum):
    """The one value that means "unchanged" where None is a value (:meth:`State.but`)."""

    SAME = "same"


SAME = _Same.SAME


SHIP_INDEX: dict[str, int] = {name: index for index, name in enumerate(FLEET_SHIPS)}
"""Each ship's place in a state's ``ships``."""


class Fleet(enum.Enum):
    """The two fleets; a ship's name starts with its fleet's letter."""

    BLUE = "B"
    GREEN = "G"

    @property
    def other(self) -> Fleet:
        return Fleet.GREEN if self is Fleet.BLUE else Fleet.BLUE


_FLEET_OF: dict[str, Fleet] = {fleet.value: fleet for fleet in Fleet}
"""Each fleet by its letter, the first of its ships' names."""


class Reason(enum.Enum):
    """Why a game ended."""

    ISLANDS = "islands"
    """RIG-WIN: a fleet has ships in port on two different islands."""
    LOOP = "loop"
    """RIG-LOOP: the fleet whose turn it was made an infinite loop of attacks."""


@attrs.frozen
class Outcome:
    """The winner of a finished game and why."""

    winner: Fleet
    reason: Reason


@attrs.frozen
class Ship:
    """One ship.

    Args:
        name: ``B1`` .. ``G4``.
        square: where it is.
        masts: 0 to 3.
        acted: it sailed or repaired this turn, or came out of a maelstrom (RIG-ACT).
        grounded: it ran aground this turn, so it may not sail off (RIG-AGROUND).
        second_sail: it made a Rigadoon and may sail once more this turn (RIG-RIGADOON).
    """

    name: str
    square: Square
    masts: int = 3
    acted: bool = False
    grounded: bool = False
    second_sail: bool = False

    @property
    def fleet(self) -> Fleet:
        return _FLEET_OF[self.name[0]]


@attrs.frozen
class State:
    """A Rigadoon position with everything the rules need to go on.

    Args:
        board: the board.
        table: the wind card set.
        ships: every ship, by name (Blue first).
        chests: the chests' squares, sorted; an island may hold several.
        wind: the current wind (with the cards, the face-up card).
        deck: the cards left in the deck, or None when the game uses the die.
        fleet: the active fleet.
        turn: the turn number, from 1.
        wind_changed: the active fleet changed the wind this turn.
        wind_last: the wind change was the turn's last action so far.
        outcome: how the game ended, or None while it runs.
        events: how many events of the log made this state.
    """

    board: Board
    table: WindTable
    ships: tuple[Ship, ...]
    chests: tuple[Square, ...]
    wind: Direction
    deck: frozenset[Direction] | None
    fleet: Fleet = Fleet.BLUE
    turn: int = 1
    wind_changed: bool = False
    wind_last: bool = False
    outcome: Outcome | None = None
    events: int = 0

    def ship(self, name: str) -> Ship | None:
        """The ship called ``name``: found at its place in :data:`FLEET_SHIPS` order, where every state
        made by :func:`start` or RFEN keeps it."""
        index = SHIP_INDEX.get(name, len(self.ships))
        if index < len(self.ships) and self.ships[index].name == name:
            return self.ships[index]
        for ship in self.ships:
            if ship.name == name:
                return ship
        return None

    def ship_on(self, square: Square) -> Ship | None:
        for ship in self.ships:
            if ship.square == square:
                return ship
        return None

    def chests_on(self, square: Square) -> int:
        return self.chests.count(square)

    def in_port(self, ship: Ship) -> bool:
        """A ship on an island is in port (RIG-CLAIM)."""
        return self.board.kind(ship.square) is Kind.ISLAND

    def aground(self, ship: Ship) -> bool:
        """A ship on a chest that is not on an island is aground (RIG-AGROUND)."""
        return not self.in_port(ship) and ship.square in self.chests

    def fleet_ships(self, fleet: Fleet) -> tuple[Ship, ...]:
        return tuple(ship for ship in self.ships if ship.fleet is fleet)

    def available_islands(self) -> tuple[Square, ...]:
        """The islands with no ship on them, where a sunk chest may go (RIG-SINK)."""
        return tuple(island for island in self.board.islands if self.ship_on(island) is None)

    def with_ship(self, ship: Ship, events: int | None = None) -> State:
        """The same state with ``ship`` replacing the ship of its name (and ``events`` counted, if given).

        Built directly rather than by ``attrs.evolve``: this is the hot path of every maneuver.
        """
        return self.with_ships(self.ships_with(ship), self.events if events is None else events)

    def ships_with(self, ship: Ship) -> tuple[Ship, ...]:
        """The ships with ``ship`` replacing the ship of its name."""
        ships, index = self.ships, SHIP_INDEX.get(ship.name, len(self.ships))
        if index < len(ships) and ships[index].name == ship.name:
            return ships[:index] + (ship,) + ships[index + 1 :]
        return tuple(ship if old.name == ship.name else old for old in ships)

    def with_ships(self, ships: tuple[Ship, ...], events: int) -> State:
        """The same state with ``ships`` and ``events``, built directly."""
        return self.but(events, ships=ships)

    def with_chests(self, chests: tuple[Square, ...], events: int) -> State:
        """The same state with ``chests`` and ``events``, built directly."""
        return self.but(events, chests=chests)

    def but(
        self,
        events: int,
        *,
        ships: tuple[Ship, ...] | None = None,
        chests: tuple[Square, ...] | None = None,
        wind: Direction | None = None,
        deck: frozenset[Direction] | _Same | None = SAME,
        fleet: Fleet | None = None,
        turn: int | None = None,
        wind_changed: bool | None = None,
        wind_last: bool | None = None,
        outcome: Outcome | _Same | None = SAME,
    ) -> State:
        """The same state after ``events`` events, with what is given changed (``deck`` and ``outcome``
        may become None, so :data:`SAME` keeps them). Built directly: ``attrs.evolve``, which looks up
        every field by name, costs about ten times as much on the hot path of every maneuver."""
        return State(
            self.board,
            self.table,
            self.ships if ships is None else ships,
            self.chests if chests is None else chests,
            self.wind if wind is None else wind,
            self.deck if isinstance(deck, _Same) else deck,
            self.fleet if fleet is None else fleet,
            self.turn if turn is None else turn,
            self.wind_changed if wind_changed is None else wind_changed,
            self.wind_last if wind_last is None else wind_last,
            self.outcome if isinstance(outcome, _Same) else outcome,
            events,
        )


def start(
    board: Board,
    table: WindTable,
    first: Fleet,
    wind: Direction,
    die: bool = False,
) -> State:
    """The starting state of a game (RIG-SETUP).

    Args:
        board: the board, with its start.
        table: the wind card set.
        first: the fleet that sails first.
        wind: the opening wind, chosen by the other player.
        die: True to use the wind die instead of the cards.

    Raises:
        AdmiraltyError: with the cards, the opening wind is no card (RIG-SETUP).

    >>> from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE
    >>> state = start(DEFAULT_BOARD, WIND_TABLE, Fleet.GREEN, Direction.N)
    >>> state.fleet, len(state.deck), state.ships[0]
    (<Fleet.GREEN: 'G'>, 7, Ship(name='B1', square=3, masts=3, acted=False, grounded=False, second_sail=False))
    """
    if not die and wind not in table.cards:
        raise violation("RIG-SETUP", f"The opening wind {wind.name} is not a card of the wind card set.")
    ships = tuple(Ship(name, square) for name, square in board.ships)
    deck = None if die else frozenset(table.cards) - {wind}
    return State(board, table, ships, board.chests, wind, deck, first)
