"""The library's process pool: the same verdicts in file order whatever the
number of processes, and errors as library values (no CLI object crosses a process)."""

from __future__ import annotations

import pytest

from admiralty.store import EventStore, SourceError, judged, opened
from admiralty.store.pool import judge_source
from tests.store.conftest import ROOT

FILES = [str(ROOT / "examples" / name) for name in ("planted-violation.mgn", "corvette-win.mgn", "loop-loss.rgn")]


def test_two_processes_give_the_verdicts_of_one_in_file_order() -> None:
    alone = [list(results) for results in judged(FILES, None, ":memory:", 1)]
    pooled = [list(results) for results in judged(FILES, None, ":memory:", 2)]
    assert pooled == alone
    assert [results[0][0].file for results in pooled] == FILES


def test_the_position_before_a_bad_turn_is_drawn_as_its_kind_draws_text() -> None:
    (verdict, position), *_ = judge_source(FILES[0], None, ":memory:")
    assert not verdict.valid and position is not None and "to move" in position and "in exile" in position


def test_without_drawing_no_position_is_drawn() -> None:
    assert all(position is None for _, position in judge_source(FILES[0], None, ":memory:", draw=False))


def test_a_missing_file_among_many_is_a_source_error_before_any_work() -> None:
    with pytest.raises(SourceError, match=r"no/such\.mgn: No such file or directory"):
        next(judged([FILES[0], "no/such.mgn"], None, ":memory:", 2))


def test_a_stored_game_without_a_database_is_a_source_error(tmp_path) -> None:
    db = str(tmp_path / "none.db")
    with pytest.raises(SourceError, match="no database here"):
        opened("7", None, db)
    assert not (tmp_path / "none.db").exists()


def test_an_unknown_stored_game_is_a_source_error_naming_the_rule(tmp_path) -> None:
    db = str(tmp_path / "empty.db")
    EventStore.open(db).close()
    with pytest.raises(SourceError, match="STORE-NOGAME"):
        opened("7", None, db)
