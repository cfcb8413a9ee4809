"""Hypothesis strategies for Admiralty tests (attrs keeps them in one module too).

No ``random`` module: every choice is a hypothesis draw, so failures shrink and
replay. Games are drawn by choosing indices into :func:`legal_turns`.
"""

from __future__ import annotations

import attrs
from hypothesis import strategies as st

from admiralty.referee.mad import (
    BOARDS,
    CODES,
    SHIPS,
    Event,
    Movement,
    Pass,
    Permutation,
    Rotation,
    Rules,
    Side,
    State,
    apply,
    decide,
    legal_turns,
    position,
    start,
)
from admiralty.referee.tournament.standings import OUTCOMES, Result

TIEBREAKS = (0, 12, 40)


@attrs.frozen
class Game:
    """A drawn game: the start, the events played and the states they made.

    ``states[i]`` is the state before ``events[i]``; ``states[-1]`` is the end.
    """

    initial: State
    events: tuple[Event, ...]
    states: tuple[State, ...]

    @property
    def final(self) -> State:
        return self.states[-1]


def boards() -> st.SearchStrategy:
    return st.sampled_from(sorted(BOARDS.values(), key=lambda board: board.name))


@st.composite
def rules(draw, positioning: bool | None = None, tiebreak: int | None = None) -> Rules:
    """Rule options: either board, positioning on or off, a few tie-break counts."""
    return Rules(
        board=draw(boards()),
        positioning=draw(st.booleans()) if positioning is None else positioning,
        tiebreak=draw(st.sampled_from(TIEBREAKS)) if tiebreak is None else tiebreak,
    )


@st.composite
def positions(draw, corvettes: bool = True) -> State:
    """A random set-up state: any ships on any squares, any side, turn and counts.

    With ``corvettes`` both corvettes are on the board (the game may still be
    over by the tie-break count only if QUIET reaches it, which is not drawn).
    """
    game_rules = draw(rules())
    board = game_rules.board
    order = draw(st.permutations(range(board.size)))
    squares: list = [None] * board.size
    place = iter(order)
    for side in Side:
        for code in CODES:
            present = (corvettes and code == "111") or draw(st.booleans())
            if present:
                squares[next(place)] = SHIPS[side, code]
    side = draw(st.sampled_from(Side))
    # Often a first turn, so that positioning turns of set-up positions come up.
    turn = 2 * draw(st.just(0) | st.integers(0, 40)) + (1 if side is Side.RED else 2)
    limit = game_rules.tiebreak - 1 if game_rules.tiebreak else 60
    quiet = draw(st.integers(0, max(limit, 0)))
    last = draw(st.sampled_from([None, Side.RED, Side.BLUE]))
    return position(game_rules, tuple(squares), side, turn, quiet, last)


@st.composite
def games(draw, initial: st.SearchStrategy | None = None, max_turns: int = 60) -> Game:
    """A game of legal turns, each chosen by a drawn index into ``legal_turns``."""
    state = draw(initial if initial is not None else rules().map(start))
    events: list[Event] = []
    states = [state]
    length = draw(st.integers(min(8, max_turns), max_turns))
    for _ in range(length):
        turns = legal_turns(state)
        if not turns:
            break
        turn = turns[draw(st.integers(0, len(turns) - 1))]
        for event in decide(state, turn):
            state = apply(state, event)
            events.append(event)
            states.append(state)
    return Game(states[0], tuple(events), tuple(states))


def codes() -> st.SearchStrategy[str]:
    return st.sampled_from(CODES)


PERMUTATIONS = tuple(Permutation(pair) for pair in (("111", "222"), ("112", "221"), ("121", "212"), ("122", "211")))
ROTATIONS = tuple(
    Rotation(order)
    for order in (("112", "121", "211"), ("112", "211", "121"), ("122", "212", "221"), ("122", "221", "212"))
)


def permutations_any() -> st.SearchStrategy[Permutation]:
    """Any two ship codes, often one of the four complementary pairs."""
    return st.sampled_from(PERMUTATIONS) | st.tuples(codes(), codes()).map(Permutation)


def rotations_any() -> st.SearchStrategy[Rotation]:
    """Any three ship codes, often one of the four rotations."""
    return st.sampled_from(ROTATIONS) | st.tuples(codes(), codes(), codes()).map(Rotation)


def nearby(state: State, origin: int) -> list[int]:
    """The squares within 2 orthogonal steps of ``origin``, itself included."""
    board = state.board
    return [
        square
        for square in range(board.size)
        if abs(board.file_of(square) - board.file_of(origin)) + abs(board.rank_of(square) - board.rank_of(origin)) <= 2
    ]


@st.composite
def movements_any(draw, state: State) -> Movement:
    """Any movement on ``state``'s board, often of a real ship from its real square."""
    board = state.board
    code = draw(codes())
    here = state.where(SHIPS[state.side, code])
    origin = here if here is not None and draw(st.booleans()) else draw(st.integers(0, board.size - 1))
    target = draw(st.sampled_from(nearby(state, origin)) | st.integers(0, board.size - 1))
    bonus = draw(st.none() | st.none() | permutations_any() | rotations_any())
    return Movement(code, origin, target, bonus)


def turns_any(state: State) -> st.SearchStrategy:
    """Any turn of the four kinds, legal or not, with squares on the board."""
    return st.one_of(movements_any(state), permutations_any(), rotations_any(), st.just(Pass()))


results = st.lists(
    st.builds(
        lambda first, second, outcome, round: Result(round, first, None if outcome == "bye" else second, outcome),
        st.sampled_from("ABCDEF"),
        st.sampled_from("ABCDEF"),
        st.sampled_from(OUTCOMES),
        st.none() | st.integers(1, 5),
    ).filter(lambda result: result.first != result.second),
    max_size=20,
)
"""Pairings' results among six players, any outcome, byes included, in or out of a round (referee.tournament.standings)."""
