"""Adjudicating stored games (MAD-TIEBREAK): one appended event, never an edit."""

from __future__ import annotations

import pytest

from admiralty.referee.violation import AdmiraltyError
from admiralty.store import Adjudicated, EventStore, adjudicate_game, import_file, load, verify
from tests.store.conftest import AT, ROOT


def stored(store: EventStore, name: str) -> int:
    (game_id, *_) = import_file(store, name, (ROOT / "examples" / name).read_bytes(), AT).games
    return game_id


def test_MAD_TIEBREAK_adjudication_is_appended_with_its_explanation() -> None:
    with EventStore.open(":memory:") as store:
        game_id = stored(store, "tiebreak.mgn")
        event, _decision = adjudicate_game(store, game_id, AT, by="M. Tanguy", reason="40 quiet turns")
        assert isinstance(event.event, Adjudicated) and event.seq == store.version(game_id) - 1
        assert (event.event.result, event.event.after_turn, event.event.by) == ("red/tb", 103, "M. Tanguy")
        assert "on turn 63: 222 expelled 211 on b2" in event.event.explanation


def test_adjudication_after_a_given_turn() -> None:
    with EventStore.open(":memory:") as store:
        game_id = stored(store, "tiebreak.mgn")
        event, _ = adjudicate_game(store, game_id, AT, stop_after=50)
        assert (event.event.after_turn, event.event.result) == (50, "blue/tb")


def test_MAD_END_a_game_decided_on_the_board_is_refused() -> None:
    with EventStore.open(":memory:") as store:
        game_id = stored(store, "corvette-win.mgn")
        with pytest.raises(AdmiraltyError) as caught:
            adjudicate_game(store, game_id, AT)
        assert caught.value.violation.rule == "MAD-END"
        assert store.version(game_id) == len(store.events(game_id))


@pytest.mark.parametrize(
    "name, options",
    [("planted-violation.mgn", {}), ("unfinished.mgn", {"stop_after": 99})],
)
def test_STORE_ADJUDICATE_invalid_game_or_unplayed_turn(name, options) -> None:
    with EventStore.open(":memory:") as store:
        game_id = stored(store, name)
        before = store.version(game_id)
        with pytest.raises(AdmiraltyError) as caught:
            adjudicate_game(store, game_id, AT, **options)
        assert caught.value.violation.rule == "STORE-ADJUDICATE"
        assert store.version(game_id) == before


def test_STORE_ADJUDICATE_a_second_adjudication_is_refused() -> None:
    with EventStore.open(":memory:") as store:
        game_id = stored(store, "unfinished.mgn")
        adjudicate_game(store, game_id, AT)
        with pytest.raises(AdmiraltyError) as caught:
            adjudicate_game(store, game_id, AT)
        assert caught.value.violation.rule == "STORE-ADJUDICATE"


def test_an_adjudicated_database_still_verifies() -> None:
    with EventStore.open(":memory:") as store:
        game_id = stored(store, "agreement.mgn")
        adjudicate_game(store, game_id, AT, by="M. Tanguy")
        assert verify(store).ok
        assert load(store, game_id).adjudication.result == "blue/tb"
