"""The benchmark's figures for where a user waits (issue 17): start-up, the first verdict of
a large file, memory while streaming and generating, and the MAD pipeline against its floor.

Each figure is measured beside its anchor in the same run, runs interleaved: python-chess's
``import chess.pgn`` and reading one game for start-up, reading and splitting the corpus for
the pipeline. With ``--against PYTHON`` (an interpreter with another install of admiralty,
say main's) every command figure is also measured for that install, interleaved with this
one, so a change is given as before and after from one run. Called by :mod:`benchmarks.bench`.
"""

from __future__ import annotations

import resource
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks.bench import ROOT, Figure, checked_turns, in_process

ONE_GAME = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n"
CHESS_START = (
    "import io\nimport chess.pgn\n"
    f"game = chess.pgn.read_game(io.StringIO({ONE_GAME!r}))\n"
    "assert not game.errors and len(list(game.mainline_moves())) == 10\n"
)
"""What python-chess does to read one game from nothing: the start-up anchor."""

SMALL_RECORD = "examples/corvette-win.mgn"

PEAK = (
    "import resource, subprocess, sys\n"
    "with open(sys.argv[1], 'wb') as out:\n"
    "    code = subprocess.run(sys.argv[2:], stdout=out).returncode\n"
    "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, code)\n"
)
"""Runs a command with its output to a file and prints the command's peak resident memory (kB) and exit code."""


def _seconds(command: list[str]) -> float:
    """The processor time (user and system) of running ``command``: on a machine shared with
    other work it varies far less than the wall time, which equals it on an idle one."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _best_interleaved(commands: dict[str, list[str]], runs: int) -> dict[str, float]:
    """The best wall time of each command, the commands run in turn ``runs`` times (one warm-up round first)."""
    best = dict.fromkeys(commands, float("inf"))
    for round_ in range(runs + 1):
        for name, command in commands.items():
            seconds = _seconds(command)
            if round_:
                best[name] = min(best[name], seconds)
    return best


def installs(against: str | None) -> dict[str, str]:
    """The interpreters measured: this one, and ``against`` (labelled ``main``) when given."""
    return {"": sys.executable, **({" [main]": against} if against else {})}


def start_up(pythons: dict[str, str], runs: int) -> list[Figure]:
    """``admiralty validate`` of one small record and ``admiralty --help``, each as a ratio to
    python-chess's ``import chess.pgn`` plus reading one game, interleaved, best of ``runs``
    (processor time: :func:`_seconds`)."""
    commands = {"chess": [sys.executable, "-c", CHESS_START]}
    for label, python in pythons.items():
        commands[f"validate{label}"] = [python, "-m", "admiralty.cli", "validate", SMALL_RECORD, "--jobs", "1"]
        commands[f"help{label}"] = [python, "-m", "admiralty.cli", "--help"]
    best = _best_interleaved(commands, runs)
    chess = best["chess"]
    figures = [
        Figure(
            "start-up anchor: chess.pgn + 1 game", chess * 1000, "ms", f"processor time, best of {runs}, interleaved"
        )
    ]
    for label in pythons:
        for name, what in (("validate", "validate one small record"), ("help", "--help")):
            seconds = best[f"{name}{label}"]
            figures.append(
                Figure(
                    f"start-up: {what}{label}",
                    seconds / chess,
                    "x chess",
                    f"{seconds * 1000:.0f} ms; target: at most 1",
                )
            )
    return figures


def large_file(folder: Path, corpus: Path, megabytes: float, name: str) -> Path:
    """A file of at least ``megabytes`` MB: the corpus repeated (its games are valid)."""
    path = folder / name
    chunk = corpus.read_bytes()
    with open(path, "wb") as handle:
        while handle.tell() < megabytes * 1_000_000:
            handle.write(chunk + b"\n")
    return path


def first_verdict(python: str, path: Path) -> float:
    """Seconds from starting ``validate PATH`` to reading its first verdict line; the rest is not waited for."""
    start = time.perf_counter()
    process = subprocess.Popen(
        [python, "-m", "admiralty.cli", "validate", str(path), "--jobs", "1"], cwd=ROOT, stdout=subprocess.PIPE
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    seconds = time.perf_counter() - start
    process.kill()
    process.wait()
    process.stdout.close()
    if b": valid, result" not in line:
        raise SystemExit(f"validate's first line is no verdict: {line[:80]!r}")
    return seconds


def first_verdicts(pythons: dict[str, str], big: Path, runs: int) -> list[Figure]:
    """The time to the first verdict of a large file, best of ``runs``, installs interleaved."""
    best = dict.fromkeys(pythons, float("inf"))
    for _ in range(runs):
        for label, python in pythons.items():
            best[label] = min(best[label], first_verdict(python, big))
    size = big.stat().st_size / 1_000_000
    return [
        Figure(f"time to first verdict{label}", seconds, "s", f"one {size:.0f} MB file; target: under 0.5 s")
        for label, seconds in best.items()
    ]


def peak_mb(command: list[str], output: Path) -> float:
    """The peak resident memory of ``command`` in MB (its output written to ``output``)."""
    result = subprocess.run(
        [sys.executable, "-c", PEAK, str(output), *command], cwd=ROOT, capture_output=True, text=True, check=True
    )
    kilobytes, code = result.stdout.split()
    if code not in ("0", "1"):
        raise SystemExit(f"{' '.join(command[2:])} exited {code}")
    return int(kilobytes) / 1024


def growth(measure: Callable[[float], float], sizes: tuple[float, float]) -> tuple[float, float]:
    """The peak at the larger size and its growth per unit between the two sizes."""
    small, large = (measure(size) for size in sizes)
    return large, (large - small) / (sizes[1] - sizes[0])


def streaming_memory(pythons: dict[str, str], folder: Path, corpus: Path, megabytes: float) -> list[Figure]:
    """Peak memory of ``validate --json`` on files of ``megabytes`` and twice as many MB: the
    growth per MB, and the peak a 1 GB file would reach at that growth (target: under 150 MB)."""
    sizes = (megabytes, 2 * megabytes)
    files = {size: large_file(folder, corpus, size, f"stream{size:g}.mgn") for size in sizes}
    figures = []
    for label, python in pythons.items():

        def measure(size: float, python: str = python) -> float:
            command = [python, "-m", "admiralty.cli", "validate", str(files[size]), "--json", "--jobs", "1"]
            return peak_mb(command, folder / "stream.json")

        peak, per_mb = growth(measure, sizes)
        at_1gb = peak + per_mb * (1000 - files[sizes[1]].stat().st_size / 1_000_000)
        figures += [
            Figure(
                f"validate --json peak memory{label}",
                peak,
                "MB",
                f"{2 * megabytes:g} MB file; {per_mb * 1000:.0f} kB more per MB",
            ),
            Figure(f"  at 1 GB, by that growth{label}", at_1gb, "MB", "target: under 150 MB"),
        ]
    return figures


def generate_memory(pythons: dict[str, str], folder: Path, games: int) -> list[Figure]:
    """Peak memory of ``generate --games N -o FILE`` at ``games`` and twice as many games, and its growth."""
    figures = []
    for label, python in pythons.items():

        def measure(count: float, python: str = python) -> float:
            command = [python, "-m", "admiralty.cli", "generate", "--seed", "7", "--games", f"{count:.0f}"]
            return peak_mb(command, folder / "generated.mgn")

        peak, per_game = growth(measure, (games, 2 * games))
        figures.append(
            Figure(
                f"generate peak memory{label}",
                peak,
                "MB",
                f"{2 * games} games; {per_game * 1000:.1f} kB more per game (constant memory: about 0)",
            )
        )
    return figures


def _words(corpus: Path) -> int:
    """The floor: read the corpus and split it into words."""
    with open(corpus, encoding="utf-8") as handle:
        return sum(len(line.split()) for line in handle)


def _looked_up(corpus: Path) -> int:
    """The floor with one dictionary look-up per word."""
    seen: dict[str, int] = {}
    count = 0
    with open(corpus, encoding="utf-8") as handle:
        for line in handle:
            for word in line.split():
                count += seen.get(word, 1)
    return count


def floor(folder: Path, corpus: Path, runs: int) -> list[Figure]:
    """The MAD pipeline (``validate --json`` in process) per turn, and as a multiple of the floor on
    the same corpus: reading it and splitting it into words, plus one dict look-up per word;
    the three interleaved, best of ``runs``."""
    best = {"pipeline": float("inf"), "words": float("inf"), "lookups": float("inf")}
    turns = 0
    for _ in range(runs):
        start = time.perf_counter()
        output, status = in_process(folder, "validate", str(corpus), "--json", "--jobs", "1")
        best["pipeline"] = min(best["pipeline"], time.perf_counter() - start)
        turns = checked_turns(output, status)
        for name, work in (("words", _words), ("lookups", _looked_up)):
            start = time.perf_counter()
            work(corpus)
            best[name] = min(best[name], time.perf_counter() - start)
    pipeline = best["pipeline"]
    return [
        Figure("MAD pipeline per turn", pipeline / turns * 1e6, "µs/turn", f"{turns} turns; target: at most 2"),
        Figure("  floor: read and split", best["words"] / turns * 1e6, "µs/turn", "the corpus read, split into words"),
        Figure("  floor: + a dict look-up a word", best["lookups"] / turns * 1e6, "µs/turn", ""),
        Figure("  pipeline / floor (read and split)", pipeline / best["words"], "x", ""),
        Figure("  pipeline / floor (+ look-ups)", pipeline / best["lookups"], "x", ""),
    ]
