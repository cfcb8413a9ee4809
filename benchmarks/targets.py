"""Issue 17's figures, each beside the anchor install's and its target, from the same run.

A :class:`Target` is one figure measured for this install and, when the
benchmark is given ``--anchor PYTHON``, for that interpreter's install, the runs
interleaved; its :class:`Goal` is the issue's target, a bound on the figure or
on its ratio to the anchor's. :func:`table` prints them as
``figure | this install | anchor | ratio | target | met?``, the ratio being how
many times better this install is (the anchor's time over this one's, or this
rate over the anchor's).

This module also measures the judging figures (:func:`judging`): the MAD
pipeline per turn, as a multiple of python-chess and of its floor, and Rigadoon
validation and generation in actions per second, each install timed in a fresh
process by benchmarks/judge_worker.py (processor time, which varies far less than
the wall time on a machine shared with other work).
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import attrs

ROOT = Path(__file__).resolve().parent.parent
WORKER = ROOT / "benchmarks" / "judge_worker.py"
SEED = 20261122
ISSUE_ANCHOR_US = 3.5
"""The anchor's MAD pipeline, µs a turn, on the machine where issue 17 set "at most 2 µs a turn"."""


@attrs.frozen
class Goal:
    """A target: the figure (or, ``of_ratio``, its ratio to the anchor's) at most ``bound`` (``upper``) or at least.

    ``there``: the anchor's figure on the machine where ``bound`` was set; the figure is then
    carried to that machine (times ``there`` over the anchor's here) before it is compared.
    """

    text: str
    bound: float
    upper: bool
    of_ratio: bool = False
    there: float | None = None

    def met(self, value: float | None) -> bool | None:
        """Whether ``value`` (the figure, or its ratio) meets the goal; None when it is unknown."""
        if value is None:
            return None
        return value <= self.bound if self.upper else value >= self.bound


def at_most(bound: float, text: str = "") -> Goal:
    """The figure at most ``bound`` (``text`` says it otherwise, as "under 0.5 s")."""
    return Goal(text or f"at most {bound:g}", bound, upper=True)


def at_most_there(bound: float, anchor_there: float, unit: str) -> Goal:
    """The figure at most ``bound`` on the issue's machine, where the anchor measured ``anchor_there``:
    an absolute time depends on the machine, its ratio to the anchor's in the same run does not."""
    return Goal(
        f"at most {bound:g} {unit} where the anchor takes {anchor_there:g}", bound, upper=True, there=anchor_there
    )


def at_least(bound: float) -> Goal:
    """The figure at least ``bound``."""
    return Goal(f"at least {bound:g}", bound, upper=False)


def times_anchor(times: float) -> Goal:
    """At least ``times`` times better than the anchor (faster, or more per second)."""
    return Goal(f"{times:g}x the anchor", times, upper=False, of_ratio=True)


@attrs.frozen
class Target:
    """One of issue 17's figures: this install's value, the anchor's (None without ``--anchor``), its goal."""

    name: str
    unit: str
    this: float
    anchor: float | None
    goal: Goal | None
    lower_is_better: bool = True
    note: str = ""

    @property
    def ratio(self) -> float | None:
        """How many times better this install is than the anchor; None without an anchor, or when either
        figure is not above zero (a growth measured as nothing, or less)."""
        if self.anchor is None or self.this <= 0 or self.anchor <= 0:
            return None
        return self.anchor / self.this if self.lower_is_better else self.this / self.anchor

    @property
    def met(self) -> bool | None:
        """Whether the goal is met; None without a goal, or for a goal on the ratio without an anchor."""
        if self.goal is None:
            return None
        if self.goal.there is not None:
            return self.goal.met(None if self.anchor is None else self.this * self.goal.there / self.anchor)
        return self.goal.met(self.ratio if self.goal.of_ratio else self.this)


def measured(
    name: str,
    unit: str,
    values: dict[str, float],
    goal: Goal | None,
    lower_is_better: bool = True,
    note: str = "",
) -> Target:
    """A target from the values measured for ``this`` install and, when measured, the ``anchor``."""
    return Target(name, unit, values["this"], values.get("anchor"), goal, lower_is_better, note)


def _number(value: float, unit: str) -> str:
    """``value`` with its unit, to three or so significant digits (``1.05x``, ``0.44 s``, ``9,652 events/s``)."""
    digits = 0 if abs(value) >= 1000 else 1 if abs(value) >= 10 else 2
    return f"{value:,.{digits}f}{'' if unit == 'x' else ' '}{unit}"


def rows(targets: Iterable[Target]) -> list[list[str]]:
    """The table's rows, its heading first."""
    found = [["figure", "this install", "anchor", "ratio", "target", "met?", "note"]]
    for target in targets:
        ratio = target.ratio
        met = {True: "yes", False: "NO", None: "-" if target.goal is None else "?"}
        found.append(
            [
                target.name,
                _number(target.this, target.unit),
                "-" if target.anchor is None else _number(target.anchor, target.unit),
                "-" if ratio is None else f"{ratio:.2f}x",
                target.goal.text if target.goal else "-",
                met[target.met],
                target.note,
            ]
        )
    return found


def table(targets: Iterable[Target]) -> str:
    """The targets as a Markdown table (to paste into a closing note)."""
    found = rows(targets)
    widths = [max(len(row[column]) for row in found) for column in range(len(found[0]))]
    lines = ["| " + " | ".join(cell.ljust(width) for cell, width in zip(row, widths)) + " |" for row in found]
    lines.insert(1, "|" + "|".join("-" * (width + 2) for width in widths) + "|")
    return "\n".join(lines)


def as_json(target: Target) -> dict[str, Any]:
    """A target with its ratio and whether it is met, for ``--json``."""
    return {**attrs.asdict(target), "ratio": target.ratio, "met": target.met}


def pythons(anchor: str | None) -> dict[str, str]:
    """The interpreters measured: ``this`` one, and the ``anchor`` when given."""
    return {"this": sys.executable, **({"anchor": anchor} if anchor else {})}


def worker(python: str, *args: str) -> dict[str, Any]:
    """One run of benchmarks/judge_worker.py by ``python``; exits if it failed or a verdict was wrong."""
    done = subprocess.run([python, str(WORKER), *args], capture_output=True, check=False, cwd=ROOT)
    if done.returncode != 0:
        raise SystemExit(f"judge_worker.py {args[0]} failed under {python}: {done.stderr.decode()[-2000:]}")
    found: dict[str, Any] = json.loads(done.stdout)
    if not found["valid"]:
        raise SystemExit(f"judge_worker.py {args[0]} under {python}: a verdict disagreed, a correctness regression")
    return found


def best_runs(jobs: dict[tuple[str, str], tuple[str, tuple[str, ...]]], runs: int) -> dict[tuple[str, str], Any]:
    """Each job (a task and an install's label: its python and the worker's arguments) run in turn,
    all interleaved ``runs`` times: per job, the run with the least ``seconds`` (``split_s`` for the
    floor). The installs running one task must agree on what they did (the same output, the same games)."""
    best: dict[tuple[str, str], dict[str, Any]] = {}
    for _ in range(runs):
        for job, (python, args) in jobs.items():
            found = worker(python, *args)
            key = "split_s" if "split_s" in found else "seconds"
            if job not in best or found[key] < best[job][key]:
                best[job] = found
    for task in {task for task, _ in jobs}:
        done = {
            json.dumps({k: v for k, v in found.items() if k != "seconds"})
            for (t, _), found in best.items()
            if t == task
        }
        if len(done) > 1:
            raise SystemExit(f"{task}: the anchor and this install disagree on the same input: {sorted(done)}")
    return best


def generate(folder: Path, name: str, games: int, kind: str = "mad") -> Path:
    """``admiralty generate`` of ``games`` seeded games of ``kind`` into ``folder``."""
    path = folder / name
    args = ["generate", "--kind", kind, "--seed", str(SEED), "--games", str(games), "-o", str(path)]
    if subprocess.run([sys.executable, "-m", "admiralty.cli", *args], cwd=ROOT, check=False).returncode != 0:
        raise SystemExit(f"admiralty generate --kind {kind} failed")
    return path


def rigadoon_actions(corpus: Path) -> int:
    """The actions of every game of an RGN file."""
    from admiralty.notation.rgn import read_records

    with open(corpus, encoding="utf-8") as handle:
        return sum(len(record.actions) for record in read_records(handle))


def chess_corpus(path: Path, moves: int) -> Path:
    """Random legal chess games with about ``moves`` moves in all, as PGN, written to ``path``."""
    import random

    import chess
    import chess.pgn

    rng = random.Random(SEED)
    games, total = [], 0
    while total < moves:
        board, game = chess.Board(), chess.pgn.Game()
        node = game
        while not board.is_game_over() and total < moves and board.ply() < 200:
            move = rng.choice(list(board.legal_moves))
            node = node.add_variation(move)
            board.push(move)
            total += 1
        games.append(str(game))
    path.write_text("\n\n".join(games) + "\n", encoding="utf-8")
    return path


def judging(folder: Path, corpus: Path, anchor: str | None, runs: int, rigadoon_games: tuple[int, int]) -> list[Target]:
    """The MAD pipeline (``validate --json`` in process) per turn, as a multiple of python-chess on as
    many moves and of its floor on the same corpus; Rigadoon ``validate --json`` on ``rigadoon_games[0]``
    generated games and the generator on ``rigadoon_games[1]`` seeds, in actions per second. Each
    figure is the best of ``runs``, every install and task interleaved; verdicts are checked, and
    the two installs must give the same output."""
    installs = pythons(anchor)
    rgn = generate(folder, "judging.rgn", rigadoon_games[0], "rigadoon")
    actions = rigadoon_actions(rgn)
    output = str(folder / "judging.json")
    tasks = {
        "mad": ("validate", str(corpus), output, str(ROOT / "examples" / "corvette-win.mgn")),
        "rgn": ("validate", str(rgn), output, str(ROOT / "examples" / "islands-win.rgn")),
        "generate": ("generate", str(SEED), str(rigadoon_games[1])),
    }
    turns = worker(sys.executable, *tasks["mad"])["turns"]
    jobs = {(task, label): (python, args) for task, args in tasks.items() for label, python in installs.items()}
    pgn = chess_corpus(folder / "judging.pgn", turns)
    jobs |= {  # the same whatever is installed: this Python only
        ("chess", "this"): (sys.executable, ("chess", str(pgn))),
        ("floor", "this"): (sys.executable, ("floor", str(corpus))),
    }
    best = best_runs(jobs, runs)
    chess, floor = best["chess", "this"], best["floor", "this"]
    mad = {label: best["mad", label]["seconds"] for label in installs}
    generated = best["generate", "this"]["actions"]
    per_turn = {label: seconds / turns * 1e6 for label, seconds in mad.items()}
    return [
        measured(
            "MAD validate --json per turn",
            "µs/turn",
            per_turn,
            at_most_there(2, ISSUE_ANCHOR_US, "µs"),
            note=""
            if "anchor" not in per_turn
            else f"{per_turn['this'] * ISSUE_ANCHOR_US / per_turn['anchor']:.2f} µs/turn where the anchor takes"
            f" {ISSUE_ANCHOR_US:g} (the issue's machine)",
        ),
        measured(
            "  its speed / python-chess read_game",
            "x",
            {k: (turns / v) / (chess["moves"] / chess["seconds"]) for k, v in mad.items()},
            at_least(8),
            lower_is_better=False,
            note=f"python-chess: {chess['seconds'] / chess['moves'] * 1e6:.1f} µs a move, {chess['moves']:,} moves",
        ),
        *(
            measured(
                f"  its floor multiple ({what})",
                "x",
                {k: v / floor[key] for k, v in mad.items()},
                None,
                note=f"floor: {floor[key] / turns * 1e6:.2f} µs/turn, {turns:,} turns",
            )
            for what, key in (("read and split", "split_s"), ("+ a dict look-up a word", "lookups_s"))
        ),
        *(
            measured(
                f"Rigadoon {what}",
                "actions/s",
                {label: count / best[task, label]["seconds"] for label in installs},
                times_anchor(5),
                lower_is_better=False,
                note=f"{count:,} actions, {games} games, {how}",
            )
            for task, what, count, games, how in (
                ("rgn", "validate --json", actions, rigadoon_games[0], "in process"),
                ("generate", "generation", generated, rigadoon_games[1], "each replayed after"),
            )
        ),
    ]
