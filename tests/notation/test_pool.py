"""The library's process pool: the same verdicts in file order whatever the
number of processes, and errors as library values (no CLI object crosses a
process); files are judged with no database anywhere."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from admiralty.notation.pool import judge_source, judged, workers
from admiralty.notation.sources import SourceError, opened

ROOT = Path(__file__).resolve().parents[2]
FILES = [str(ROOT / "examples" / name) for name in ("planted-violation.mgn", "corvette-win.mgn", "loop-loss.rgn")]


def test_two_processes_give_the_verdicts_of_one_in_file_order() -> None:
    alone = [list(results) for results in judged(FILES, None, 1)]
    pooled = [list(results) for results in judged(FILES, None, 2)]
    assert pooled == alone
    assert [results[0][0].file for results in pooled] == FILES


@pytest.mark.parametrize("jobs", [1, 2, 100_000_000, 10**20])
@pytest.mark.parametrize("tasks", [1, 3, 1000])
def test_workers_are_at_most_one_per_task_and_per_core(jobs, tasks) -> None:
    """--jobs 100000000 on one file started (or looped over) a hundred million workers (F13)."""
    assert workers(jobs, tasks) == min(jobs, tasks, os.cpu_count() or 1)


def test_the_position_before_a_bad_turn_is_drawn_as_its_kind_draws_text() -> None:
    (verdict, position), *_ = judge_source(FILES[0])
    assert not verdict.valid and position is not None and "to move" in position and "in exile" in position


def test_without_drawing_no_position_is_drawn() -> None:
    assert all(position is None for _, position in judge_source(FILES[0], draw=False))


def test_a_missing_file_among_many_is_a_source_error_before_any_work() -> None:
    with pytest.raises(SourceError, match=r"no/such\.mgn: No such file or directory"):
        next(judged([FILES[0], "no/such.mgn"], None, 2))


def test_a_game_id_is_a_file_name_unless_an_opener_of_stored_games_is_given(tmp_path, monkeypatch) -> None:
    """Without an opener a name of digits is a file (none here); with one, that opener reads it, in this process."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SourceError, match="7: No such file or directory"):
        list(next(judged(["7"])))
    text = Path(FILES[1]).read_text(encoding="utf-8")
    asked: list[str] = []

    def stored(name, limits):
        asked.append(name)
        return f"game {name}", iter(text.splitlines()), 1

    label, kind, *_ = opened("7", None, stored=stored)
    assert (label, kind.name, asked) == ("game 7", "mad", ["7"])
    (verdicts, files) = [list(results) for results in judged(["7", FILES[1]], None, 2, stored=stored)]
    assert verdicts[0][0].file == "game 7" and files == judge_source(FILES[1])
