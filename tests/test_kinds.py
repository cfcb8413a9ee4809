"""The registry of game kinds: each kind does everything the tool asks of a game, through one object."""

from __future__ import annotations

import pytest

from admiralty.notation.kinds import KINDS, MAD, RIGADOON, GameKind, detect, kind_of_position
from admiralty.notation.steps import Generation
from admiralty.notation.verdict import judge
from admiralty.store.recording import events_of, rebuild

KIND_LIST = list(KINDS.values())


def _games(kind: GameKind, count: int = 2) -> list:
    text = "".join(kind.plugin.generate(Generation(seed=5, games=count, max_turns=12)))
    return list(judge(f"generated{kind.suffix}", text.splitlines(), kind))


@pytest.mark.parametrize("kind", KIND_LIST, ids=lambda kind: kind.name)
def test_generated_games_are_judged_valid_as_their_kind(kind: GameKind) -> None:
    games = _games(kind)
    assert len(games) == 2
    assert all(verdict.valid for _, verdict in games)


@pytest.mark.parametrize("kind", KIND_LIST, ids=lambda kind: kind.name)
def test_written_games_read_back_the_same(kind: GameKind) -> None:
    records = [record for record, _ in _games(kind)]
    again = [record for record, _ in judge("again", kind.plugin.write_games(records).splitlines(), kind)]
    assert [kind.plugin.write_position(r.final) for r in again] == [
        kind.plugin.write_position(r.final) for r in records
    ]


@pytest.mark.parametrize("kind", KIND_LIST, ids=lambda kind: kind.name)
def test_a_position_reads_back_and_is_told_apart_by_its_fields(kind: GameKind) -> None:
    record, _ = _games(kind, 1)[0]
    line = kind.plugin.write_position(record.final)
    assert kind_of_position(line) is kind
    assert kind.plugin.write_position(kind.plugin.read_position(line)) == line


@pytest.mark.parametrize("kind", KIND_LIST, ids=lambda kind: kind.name)
def test_legal_tokens_of_the_start_are_legal_turns(kind: GameKind) -> None:
    record, _ = _games(kind, 1)[0]
    tokens = kind.plugin.legal_tokens(record.start)
    assert tokens and len(set(tokens)) == len(tokens)


@pytest.mark.parametrize("kind", KIND_LIST, ids=lambda kind: kind.name)
def test_replay_steps_end_in_the_final_position(kind: GameKind) -> None:
    record, _ = _games(kind, 1)[0]
    steps = kind.plugin.steps(record)
    assert steps and kind.plugin.write_position(steps[-1].after) == kind.plugin.write_position(record.final)
    assert kind.plugin.step_svg(steps[-1]).startswith("<svg")
    assert kind.plugin.status(record.final) in kind.plugin.text_diagram(record.final)


@pytest.mark.parametrize("kind", KIND_LIST, ids=lambda kind: kind.name)
def test_the_store_keeps_each_kind_through_its_own_codec(kind: GameKind) -> None:
    record, _ = _games(kind, 1)[0]
    started, rebuilt, _ = rebuild(events_of(record, "0" * 64, 1, kind=kind))
    assert started.kind == kind.name
    assert kind.plugin.write_position(rebuilt.final) == kind.plugin.write_position(record.final)
    written = kind.plugin.codec().write(rebuilt, ("stored",))
    ((again, verdict),) = judge("stored", written.splitlines(), kind)
    assert verdict.valid and kind.plugin.write_position(again.final) == kind.plugin.write_position(record.final)


@pytest.mark.parametrize("kind", KIND_LIST, ids=lambda kind: kind.name)
def test_a_suffix_is_matched_in_any_case(kind: GameKind) -> None:
    found, _ = detect(f"ROUND-4{kind.suffix.upper()}", [])
    assert found is kind


def test_only_mad_has_a_tiebreak() -> None:
    assert MAD.tiebreak and not RIGADOON.tiebreak
    record, _ = _games(RIGADOON, 1)[0]
    assert RIGADOON.plugin.tiebreak_note(record) is None


def test_a_rigadoon_result_is_a_pairing_of_seats() -> None:
    assert RIGADOON.winners == ("blue", "green")
    assert MAD.winners == ("red", "blue")


def test_a_mad_replay_writes_an_svg_per_turn(run, tmp_path) -> None:
    """``replay --svg`` draws every step, MAD's turns as Rigadoon's actions."""
    result = run("replay", "examples/unfinished.mgn", "--svg", str(tmp_path))
    assert result.exit_code == 0
    drawn = sorted(tmp_path.glob("step-*.svg"))
    assert len(drawn) == 4 and "Turn 1 (Red)" in drawn[0].read_text(encoding="utf-8")
