"""The benchmark's workers still run against this install, and issue 17's table reads its figures the
right way round. Speed itself is measured by benchmarks/bench.py, never asserted here.

The workers are run by another install's Python too (the anchor), so they use only what every
version offers; these tests catch the day this install stops offering it (as when the store's
``pairings`` went), before a long benchmark run fails at its end.
"""

from __future__ import annotations

import json
import subprocess
import sys

from admiralty.notation.rgn.generate import random_game
from benchmarks.store_comparison import round_files
from benchmarks.targets import ROOT, Target, at_most, at_most_there, generate, rows, times_anchor

EXAMPLE = ROOT / "examples" / "corvette-win.mgn"


def work(script: str, *args: str) -> dict:
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / script), *args], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_judge_worker_validates_in_process(tmp_path):
    """``validate`` gives the turns and output digest of ``admiralty validate --json`` on the same file."""
    found = work("judge_worker.py", "validate", str(EXAMPLE), str(tmp_path / "out.json"), str(EXAMPLE))
    command = subprocess.run(
        [sys.executable, "-m", "admiralty.cli", "validate", str(EXAMPLE), "--json", "--jobs", "1"],
        capture_output=True,
        check=True,
    )
    assert found["valid"]
    assert found["turns"] == sum(verdict["turns"] for verdict in json.loads(command.stdout))
    assert (tmp_path / "out.json").read_bytes() == command.stdout


def test_judge_worker_generates_the_seeded_games():
    """``generate`` plays the games of ``random_game`` and finds each replays to its final state."""
    found = work("judge_worker.py", "generate", "5", "2")
    assert found["valid"]
    assert found["lengths"] == [len(random_game(seed)[1]) for seed in (5, 6)]


def test_judge_worker_floor_counts_words():
    found = work("judge_worker.py", "floor", str(EXAMPLE))
    assert found["words"] == len(EXAMPLE.read_text(encoding="utf-8").split())


def test_store_worker_builds_lists_ranks_and_verifies(tmp_path):
    """The store worker imports round files and runs ``games``, ``standings`` and ``verify`` (each must exit 0)."""
    rounds = round_files(tmp_path, generate(tmp_path, "games.mgn", 5), 2)
    found = work("store_worker.py", str(rounds), str(tmp_path / "store.db"), "--storing")
    assert found["games"] == 5
    assert found["games_lines"] > 5
    assert found["events"] > 5
    assert found["storing_s"] > 0


def test_ratio_is_how_many_times_better():
    """A time is better lower and a rate higher: the ratio is over 1 when this install is better, either way."""
    faster = Target("verify", "s", 1.0, 4.0, times_anchor(3))
    more = Target("import", "events/s", 10.0, 40.0, times_anchor(2), lower_is_better=False)
    assert (faster.ratio, faster.met) == (4.0, True)
    assert (more.ratio, more.met) == (0.25, False)


def test_without_an_anchor_only_the_ratio_goals_are_unknown():
    on_ratio = Target("import", "events/s", 10.0, None, times_anchor(2), lower_is_better=False)
    on_value = Target("games", "s", 0.6, None, at_most(0.5, "under 0.5 s"))
    assert (on_ratio.ratio, on_ratio.met, on_value.met) == (None, None, False)
    assert [row[2:6] for row in rows([on_ratio, on_value])[1:]] == [
        ["-", "-", "2x the anchor", "?"],
        ["-", "-", "under 0.5 s", "NO"],
    ]


def test_a_goal_is_met_at_its_bound():
    assert at_most(2).met(2.0) and times_anchor(5).met(5.0)
    assert not at_most(2).met(2.01) and not times_anchor(5).met(4.99)


def test_a_time_bound_set_on_another_machine_is_carried_over_by_the_anchor():
    """2 µs where the anchor takes 3.5: here the anchor takes 9.66, so 3.11 µs is 1.13 µs there (met),
    and 6 µs is 2.17 µs there (not met); without an anchor it cannot be told."""
    goal = at_most_there(2, 3.5, "µs")
    assert Target("MAD", "µs/turn", 3.11, 9.66, goal).met is True
    assert Target("MAD", "µs/turn", 6.0, 9.66, goal).met is False
    assert Target("MAD", "µs/turn", 1.0, None, goal).met is None


def test_a_figure_not_above_zero_has_no_ratio():
    """A memory growth measured as nothing (or, by noise, less) is not "-680x better" than the anchor's."""
    flat = Target("generate memory growth", "kB/game", -0.06, 41.3, at_most(1))
    assert (flat.ratio, flat.met) == (None, True)


def test_the_publishing_benchmark_makes_its_event_and_measures_each_command():
    """benchmarks/publishing.py on a small event: every game published, each command's figures given."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "publishing.py"), "--games", "4", "--runs", "1", "--json"],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert found["games"] == 4 and found["pages"] == 1 + 2 + 1 + 8 + 1 + 4  # index, round 1, crosstable, players...
    assert all(figure["seconds"] > 0 and figure["peak_mb"] > 0 for figure in found["figures"].values())


def test_the_report_targets_read_growth_and_size_the_right_way():
    """benchmarks/report_targets.py: the growth is the doubled run's peak less the single run's, and the size
    is the report file's, the viewer pages beside it only in the note."""
    from benchmarks.report_targets import GAMES, targets

    found = {}
    for kind, (games, _, _) in GAMES.items():
        for count, peak in ((games, 50.0), (2 * games, 80.0)):
            for label in ("this", "anchor"):
                found[(f"{kind} x{count}", label)] = {"seconds": 1.0, "peak": peak, "size": 0.5, "pages": 7.0}
    made = {target.name: target for target in targets(found, {"this": "", "anchor": ""})}
    growth = made["report peak memory growth, games doubled (mad)"]
    assert growth.this == 30.0 and growth.met is False
    size = made["report size, 200 mad games"]
    assert size.this == 0.5 and size.met and "7.0 MB" in size.note
