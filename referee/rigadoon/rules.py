"""Judging an action: :func:`decide` turns an action into events or a violation.

Every Rigadoon rule is checked here or in the modules it calls, in the order of
the verdict conventions of RIGADOON.md; :mod:`referee.rigadoon.reducer` only
folds what was decided.
"""

from __future__ import annotations

from admiralty.referee.rigadoon.actions import Action, ChangeWind, Repair, Sail
from admiralty.referee.rigadoon.choices import Choices
from admiralty.referee.rigadoon.events import Event, Repaired, TurnEnded, WindChanged
from admiralty.referee.rigadoon.fast import accelerator
from admiralty.referee.rigadoon.maneuver import Run, maneuver
from admiralty.referee.rigadoon.reducer import replay
from admiralty.referee.rigadoon.sailing import acting_ship, plan_sail, sail_candidates
from admiralty.referee.rigadoon.state import Ship, State
from admiralty.referee.rigadoon.wind import MAX_MASTS, Direction
from admiralty.referee.violation import AdmiraltyError, violation


def check_running(state: State) -> None:
    """Refuse any action after the end (RIG-AFTER-END)."""
    if state.outcome is not None:
        raise violation(
            "RIG-AFTER-END",
            f"The game is over: {state.outcome.winner.name.title()} won by {state.outcome.reason.value}.",
            state.turn,
        )


def wind_refusal(state: State, direction: Direction) -> str | None:
    """Why the wind may not change to ``direction`` now, or None when it may (RIG-WIND)."""
    if state.wind_changed:
        return "The wind changes exactly once per turn."
    if state.deck is not None and direction not in state.deck:
        return f"The card {direction.name} is not in the deck: it is face up or drawn."
    return None


def decide_wind(state: State, change: ChangeWind) -> WindChanged:
    """A wind change: once per turn; with the cards, a card still in the deck (RIG-WIND)."""
    refusal = wind_refusal(state, change.direction)
    if refusal is not None:
        raise violation("RIG-WIND", refusal, state.turn)
    deck = state.deck
    return WindChanged(state.events, change.direction, reshuffled=deck is not None and deck == {change.direction})


def repair_refusal(ship: Ship) -> str | None:
    """Why ``ship``, which may act (:func:`acting_ship`), may not repair, or None when it may
    (RIG-REPAIR, RIG-ACT)."""
    if ship.acted:
        return f"{ship.name} may only sail again after its Rigadoon."
    if ship.masts == MAX_MASTS:
        return f"{ship.name} has 3 masts: it cannot repair."
    return None


def decide_repair(state: State, repair: Repair) -> Repaired:
    """A repair: one mast, never above 3 (RIG-REPAIR, RIG-ACT)."""
    ship = acting_ship(state, repair.ship)
    refusal = repair_refusal(ship)
    if refusal is not None:
        raise violation("RIG-ACT", refusal, state.turn)
    return Repaired(state.events, ship.name, ship.masts + 1)


def sail_run(state: State, sail: Sail, fill: bool = False) -> Run:
    """The finished maneuver of a sail (RIG-MANEUVER).

    Args:
        state: the position before the sail.
        sail: the sail and its choices.
        fill: fill in missing islands (legal generation only, see :class:`Choices`).

    Raises:
        AdmiraltyError: the sail or one of its choices breaks a rule.
    """
    course = plan_sail(state, sail, Choices(sail.choices, fill=fill))
    ship = state.ship(sail.ship)
    assert ship is not None
    return maneuver(Run(state, course.choices, sail.ship, second=ship.acted), course)


def has_legal_sail(state: State, ship: Ship) -> bool:
    """Whether ``ship`` has a sail that RIG-SAIL-*, RIG-MAELSTROM, RIG-CHEST and
    RIG-AGROUND allow, whatever its maneuver leads to (RIG-TURN-END): a candidate that
    :func:`plan_sail` accepts, islands filled in (asked of the fast paths while they are
    on, :mod:`referee.rigadoon.fast`)."""
    fast = accelerator()
    if fast is not None:
        return fast.has_sail(state, ship)
    return any(_has_course(state, sail) for sail in sail_candidates(state, ship))


def _has_course(state: State, sail: Sail) -> bool:
    """Whether :func:`plan_sail` accepts ``sail``, islands filled in."""
    try:
        plan_sail(state, sail, Choices(sail.choices, fill=True))
    except AdmiraltyError:
        return False
    return True


def owes_action(state: State, ship: Ship) -> bool:
    """A ship at sea that has not acted and has a legal action (RIG-ACT, RIG-TURN-END)."""
    if ship.acted or state.in_port(ship):
        return False
    return ship.masts < MAX_MASTS or has_legal_sail(state, ship)


def decide_end(state: State) -> TurnEnded:
    """The end of the turn, checked in the order of RIGADOON.md (RIG-WIND, RIG-TURN-END)."""
    turn = state.turn
    if not state.wind_changed:
        raise violation("RIG-WIND", "The wind must change once in every turn.", turn)
    if state.wind_last:
        unacted = [ship for ship in state.fleet_ships(state.fleet) if not ship.acted and not state.in_port(ship)]
        if not unacted or any(owes_action(state, ship) for ship in unacted):
            raise violation("RIG-WIND", "Changing the wind cannot be the turn's last action.", turn)
    for ship in state.fleet_ships(state.fleet):
        if owes_action(state, ship):
            raise violation("RIG-TURN-END", f"{ship.name} is at sea and has not acted this turn.", turn)
    return TurnEnded(state.events, turn, state.fleet)


def decide(state: State, action: Action) -> tuple[Event, ...]:
    """The events of ``action`` in ``state``.

    Args:
        state: the position before the action.
        action: the proposed action of the active fleet.

    Returns:
        The events to append to the log, in order.

    Raises:
        AdmiraltyError: the action breaks a rule; its violation names the rule.

    >>> from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE
    >>> from admiralty.referee.rigadoon.actions import EndTurn
    >>> from admiralty.referee.rigadoon.state import Fleet, start
    >>> from admiralty.referee.rigadoon.wind import Direction
    >>> decide(start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N), EndTurn())
    Traceback (most recent call last):
    ...
    admiralty.referee.violation.AdmiraltyError: RIG-WIND: The wind must change once in every turn.
    """
    check_running(state)
    if isinstance(action, ChangeWind):
        return (decide_wind(state, action),)
    if isinstance(action, Repair):
        return (decide_repair(state, action),)
    if isinstance(action, Sail):
        return play_sail(state, action)[0]
    return (decide_end(state),)


def play(state: State, action: Action) -> tuple[tuple[Event, ...], State]:
    """The events of ``action`` in ``state`` and the state after them: :func:`decide`, then
    :func:`referee.rigadoon.reducer.replay` of its events, at once.

    A sail's maneuver folds each event into its state as it goes, so its state is
    taken as it is rather than folded a second time; while the fast paths are on, a
    plain sail takes the lane (:mod:`referee.rigadoon.fast`).

    Raises:
        AdmiraltyError: the action breaks a rule, as with :func:`decide`.
    """
    if isinstance(action, Sail):
        return play_sail(state, action)
    events = decide(state, action)
    return events, replay(state, events)


def play_sail(state: State, sail: Sail) -> tuple[tuple[Event, ...], State]:
    """The events of ``sail`` and the state after them, by the fastest path that judges it.

    While the fast paths are on (:mod:`referee.rigadoon.fast`), a plain sail takes the
    lane, any other the scratch board; a sail they decline is illegal, and the general
    path (:func:`sail_run`) says why.

    Raises:
        AdmiraltyError: the sail breaks a rule (RIG-AFTER-END first).
    """
    check_running(state)
    fast = accelerator()
    if fast is not None:
        judged = fast.play(state, sail)
        if judged is not None:
            return judged
    run = sail_run(state, sail)
    return run.log, run.state


def used_choices(state: State, sail: Sail) -> Choices | None:
    """The choices the maneuver of ``sail`` used, as :func:`sail_run` gives them; None when it
    is illegal (asked of the scratch board while the fast paths are on). Like ``sail_run``, it
    does not ask whether the game is over."""
    fast = accelerator()
    if fast is not None:
        judged = fast.judged(state, sail)
        return None if judged is None else judged[2]
    try:
        return sail_run(state, sail).choices
    except AdmiraltyError:
        return None
