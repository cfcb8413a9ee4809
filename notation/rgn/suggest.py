"""Did you mean, for RGN: the legal actions nearest to an action token that broke a rule (specs/suggestions.md).

An action token is split into its parts: a wind change's direction, a repair's
ship, a sail's ship, start and stop squares and its written choices. The
distance of a legal action to the written token weighs the parts that differ:

==================  ======  =====================================================
part                weight  when
==================  ======  =====================================================
ship                1       the same number of the other fleet (``G1`` for ``B1``)
ship                2       another ship
start square        2       another square
stop square         1       the square the rules make the sail name instead: the exit of
                            the maelstrom written, or the square of the chest the ship
                            sank or ran aground on before the one written
stop square         2       another square
start and stop      1       written the other way round (``B1d4-d1`` for ``B1d1-d4``)
choices             1       per choice written and not needed, or needed and not written
wind                1       another direction
kind of action      5       a sail for a repair, a wind change for a sail ...
==================  ======  =====================================================

The end of a turn is written as a move number, never as an action, so it is
never suggested for one. A token that is no action at all (RGN-SYNTAX) is
measured by its characters.
"""

from __future__ import annotations

from collections import Counter

import attrs

from admiralty.notation.rgn.turn import match_action, parse_action, write_action
from admiralty.notation.suggest import MAX_DISTANCE, Nearness, Suggestion, edits, nearest, steps
from admiralty.referee.rigadoon import EndTurn, Sail, State, decide, legal_actions
from admiralty.referee.rigadoon.sailing import stop_reached
from admiralty.referee.violation import AdmiraltyError

OTHER_KIND = MAX_DISTANCE + 1
"""The distance between actions of different kinds: never a slip."""


@attrs.frozen
class Parts:
    """An action token's parts, as written (squares as their names, choices as their texts)."""

    form: str
    ship: str = ""
    origin: str = ""
    stop: str = ""
    choices: tuple[str, ...] = ()


def parts_of(text: str) -> Parts | None:
    """The parts of an action token, or None when it is no action (RGN-SYNTAX).

    >>> parts_of("B3a6-c6/B3>G4,sink@h9")
    Parts(form='sail', ship='B3', origin='a6', stop='c6', choices=('B3>G4', 'sink', '@h9'))
    """
    match = match_action(text)
    if match is None:
        return None
    if match["wind"] is not None:
        return Parts("wind", match["wind"])
    if match["repaired"] is not None:
        return Parts("repair", match["repaired"])
    choices = tuple(choice for part in (match["choices"] or "").split(",") for choice in _islands(part) if choice)
    return Parts("sail", match["ship"], match["origin"], match["stop"], choices)


def _islands(choice: str) -> list[str]:
    """A choice with the island glued to it taken apart: ``sink@h9`` is ``sink`` and ``@h9``."""
    head, at, island = choice.partition("@")
    return [head, at + island] if at else [head]


def _ship_weight(written: str, legal: str) -> int:
    if written == legal:
        return 0
    return 1 if written[1:] == legal[1:] else 2


def measure(written: Parts, legal: Parts, required: str | None = None) -> Nearness:
    """How near the legal action ``legal`` is to the ``written`` one (the table of the module docstring);
    ``required`` is the stop square the rules make the written sail name, if it named another."""
    if written.form != legal.form:
        return Nearness(OTHER_KIND)
    if written.form == "wind":
        return Nearness(int(written.ship != legal.ship))
    ship = _ship_weight(written.ship, legal.ship)
    if written.form == "repair":
        return Nearness(ship)
    choices = Counter(written.choices)
    choices.subtract(legal.choices)
    stop = 0 if written.stop == legal.stop else 1 if legal.stop == required else 2
    squares = 2 * (written.origin != legal.origin) + stop
    if (written.origin, written.stop) == (legal.stop, legal.origin) != (legal.origin, legal.stop):
        squares = 1
    return Nearness(
        ship + squares + sum(map(abs, choices.values())),
        steps(written.origin, legal.origin) + steps(written.stop, legal.stop),
    )


def explain(written: Parts, legal: Parts, required: str | None = None) -> str | None:
    """What the slip was, when the legal action differs from the written one in one part only;
    ``required`` as for :func:`measure`."""
    if written.form != "sail" or legal.form != "sail":
        return None
    differing = [
        name for name in ("ship", "origin", "stop", "choices") if getattr(written, name) != getattr(legal, name)
    ]
    if differing == ["stop"] and legal.stop == required:
        return f"{legal.ship} stops on {required}, not {written.stop}: the sail names the square where it stops."
    if differing == ["origin"]:
        return f"The ship {legal.ship} stands on {legal.origin}, not {written.origin}."
    if differing == ["ship"]:
        return f"{legal.origin} holds {legal.ship}, not {written.ship}."
    if differing == ["choices"]:
        needed = "/".join(legal.choices) or "none"
        return f"The sail's choices are not the ones its maneuver needs ({needed})."
    return None


def legal_texts(state: State) -> list[str]:
    """The legal actions of ``state`` in canonical RGN, the end of the turn left out."""
    return [
        write_action(state, action, decide(state, action))
        for action in legal_actions(state)
        if not isinstance(action, EndTurn)
    ]


def suggest(state: State, text: str, at_most: int | None = None) -> tuple[Suggestion, ...]:
    """The legal actions of ``state`` nearest to the token ``text`` (at most ``at_most``, by default three,
    nearest first).

    >>> from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE
    >>> from admiralty.referee.rigadoon import Direction, Fleet, start
    >>> state = start(DEFAULT_BOARD, WIND_TABLE, Fleet.BLUE, Direction.N)
    >>> suggest(state, "B1d2-d4")[0].explanation
    'The ship B1 stands on d1, not d2.'
    """
    tokens = legal_texts(state)
    written = parts_of(text)
    if written is None:
        return nearest(
            text, ((token, token) for token in tokens), lambda token: Nearness(edits(text, token)), _none, at_most
        )
    candidates = [(token, parts) for token in tokens if (parts := parts_of(token)) is not None]
    required = _required_stop(state, text)
    return nearest(
        text,
        candidates,
        lambda legal: measure(written, legal, required),
        lambda legal: explain(written, legal, required),
        at_most,
    )


def _required_stop(state: State, text: str) -> str | None:
    """The stop square the rules make the sail ``text`` name, when it names another
    (:func:`referee.rigadoon.sailing.stop_reached`); None for any other token."""
    try:
        action = parse_action(state, text)
    except AdmiraltyError:
        return None
    reached = stop_reached(state, action) if isinstance(action, Sail) else None
    return None if reached is None else state.board.name_of(reached)


def _none(_: object) -> None:
    return None
