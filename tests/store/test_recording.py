"""The one adapter between each game's store codec and the store's events (store/recording.py): what it
makes of a codec's turns, and the streams it refuses to rebuild, whatever the game."""

from __future__ import annotations

import attrs
import pytest

from admiralty.notation.codec import TokenTurn, WrittenMove
from admiralty.notation.kinds import MAD, RIGADOON
from admiralty.notation.steps import Generation
from admiralty.notation.verdict import judge
from admiralty.referee.violation import AdmiraltyError
from admiralty.store.events import Annotated, GameStarted, GameStopped, TurnPlayed, TurnSailed
from admiralty.store.recording import events_of, rebuild, turn_event

MAD_GAME = '[Red "A"]\n[Blue "B"]\n\n1. 211c2-c4 121a5-a4 2. 211c4-d4 *\n'


def _mad_events() -> list:
    ((record, _),) = judge("game.mgn", MAD_GAME.splitlines(), MAD)
    return events_of(record, "0" * 64, 1)


def _refusal(events: list) -> str:
    with pytest.raises(AdmiraltyError) as raised:
        rebuild(events)
    return f"{raised.value.violation.rule} {raised.value.violation.message}"


def test_a_bare_token_is_the_turn_of_its_place_holding_nothing_else() -> None:
    assert turn_event("211c2-c4", 3) == TurnPlayed(3, "211c2-c4")
    assert turn_event(TokenTurn(3, WrittenMove("211c2-c4")), 7) == TurnPlayed(3, "211c2-c4")


def test_a_stream_holding_another_game_s_events_is_refused() -> None:
    started, *turns, verdict = _mad_events()
    sailed = TurnSailed(1, (WrittenMove("B2+"),))
    assert _refusal([started, sailed]) == "STORE-STREAM A MAD game's stream holds a TurnSailed event."
    assert _refusal([started, *turns, verdict, started]).startswith("STORE-STREAM A game's stream begins")
    kind = GameStarted((), "start", "6x4", False, 0, "0" * 64, 1, kind="chess")
    assert _refusal([kind]) == 'STORE-STREAM "chess" is not a game kind (mad, rigadoon).'


def test_a_turn_stored_out_of_its_place_is_refused() -> None:
    started, first, second, *_ = _mad_events()
    assert _refusal([started, second]) == "STORE-STREAM Turn 2 is stored where turn 1 belongs."
    assert _refusal([started, first, first]) == "STORE-STREAM Turn 1 is stored where turn 2 belongs."


def test_a_note_on_a_turn_not_played_is_refused() -> None:
    started, first, *_ = _mad_events()
    rebuilt = rebuild([started, first, Annotated(1, "Sharp.")])[1]
    assert rebuilt.main.turns[0].comments == ("Sharp.",)
    assert _refusal([started, first, Annotated(2, "Later.")]) == "STORE-ANNOTATE Turn 2 was not played in this game."


def test_a_stop_is_refused_by_a_game_without_one() -> None:
    started, *turns, _ = _mad_events()
    assert rebuild([started, *turns, GameStopped()])[1].stop is not None
    text = "".join(RIGADOON.plugin.generate(Generation(seed=5, games=1, max_turns=4)))
    ((record, _),) = judge("game.rgn", text.splitlines(), RIGADOON)
    started, first, *_ = events_of(record, "0" * 64, 1, kind=RIGADOON)
    assert (
        _refusal([started, first, GameStopped()]) == "STORE-STREAM A Rigadoon game's stream holds a GameStopped event."
    )
    assert (
        _refusal([started, TurnPlayed(1, "B2+")]) == "STORE-STREAM A Rigadoon game's stream holds a TurnPlayed event."
    )
    assert _refusal([started, TurnSailed(1, ())]) == "STORE-STREAM Turn 1 is stored where turn 1 belongs."  # no action
    nowhere = attrs.evolve(started, board="nowhere")
    assert _refusal([nowhere]) == 'STORE-STREAM "nowhere" is not a Rigadoon board.'
