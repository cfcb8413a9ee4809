"""Issue 17's figures of where a user waits: start-up, the first verdict of a large file,
memory while streaming and generating.

Start-up is measured beside python-chess's ``import chess.pgn`` and reading one game, in
the same run, interleaved. With ``--anchor PYTHON`` (an interpreter with another install
of Admiralty, say the issue's b615f95) every figure is also measured for that install,
interleaved with this one, so a change is given as before and after from one run, each
beside its target (:mod:`benchmarks.targets`). Called by :mod:`benchmarks.bench`.
"""

from __future__ import annotations

import resource
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks.targets import ROOT, Target, at_most, measured

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
    """The best processor time of each command, the commands run in turn ``runs`` times (one warm-up round first)."""
    best = dict.fromkeys(commands, float("inf"))
    for round_ in range(runs + 1):
        for name, command in commands.items():
            seconds = _seconds(command)
            if round_:
                best[name] = min(best[name], seconds)
    return best


def start_up(pythons: dict[str, str], runs: int) -> list[Target]:
    """``admiralty validate`` of one small record and ``admiralty --help``, each as a ratio to
    python-chess's ``import chess.pgn`` plus reading one game, interleaved, best of ``runs``
    (processor time: :func:`_seconds`)."""
    commands = {"chess": [sys.executable, "-c", CHESS_START]}
    for label, python in pythons.items():
        commands[f"validate {label}"] = [python, "-m", "admiralty.cli", "validate", SMALL_RECORD, "--jobs", "1"]
        commands[f"help {label}"] = [python, "-m", "admiralty.cli", "--help"]
    best = _best_interleaved(commands, runs)
    chess = best["chess"]
    return [
        measured(
            f"start-up: {what} / python-chess",
            "x",
            {label: best[f"{name} {label}"] / chess for label in pythons},
            at_most(1),
            note=f"processor time; python-chess's import and one game: {chess * 1000:.0f} ms, best of {runs}",
        )
        for name, what in (("validate", "validate one small record"), ("help", "--help"))
    ]


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


def first_verdicts(pythons: dict[str, str], big: Path, runs: int) -> Target:
    """The time to the first verdict of a large file, best of ``runs``, installs interleaved."""
    best = dict.fromkeys(pythons, float("inf"))
    for _ in range(runs):
        for label, python in pythons.items():
            best[label] = min(best[label], first_verdict(python, big))
    size = big.stat().st_size / 1_000_000
    return measured(f"time to the first verdict, {size:.0f} MB file", "s", best, at_most(0.5, "under 0.5 s"))


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


def streaming_memory(pythons: dict[str, str], folder: Path, corpus: Path, megabytes: float) -> Target:
    """Peak memory of ``validate --json`` on files of ``megabytes`` and twice as many MB: the
    peak a 1 GB file would reach at that growth per MB (target: under 150 MB)."""
    sizes = (megabytes, 2 * megabytes)
    files = {size: large_file(folder, corpus, size, f"stream{size:g}.mgn") for size in sizes}
    at_1gb, notes = {}, []
    for label, python in pythons.items():

        def measure(size: float, python: str = python) -> float:
            command = [python, "-m", "admiralty.cli", "validate", str(files[size]), "--json", "--jobs", "1"]
            return peak_mb(command, folder / "stream.json")

        peak, per_mb = growth(measure, sizes)
        at_1gb[label] = peak + per_mb * (1000 - files[sizes[1]].stat().st_size / 1_000_000)
        notes.append(f"{label} {peak:.0f} MB at {2 * megabytes:g} MB, {per_mb * 1000:.0f} kB more a MB")
    return measured(
        "validate --json peak memory at 1 GB", "MB", at_1gb, at_most(150, "under 150 MB"), note="; ".join(notes)
    )


def generate_memory(pythons: dict[str, str], folder: Path, games: int) -> Target:
    """Peak memory of ``generate --games N -o FILE`` at ``games`` and four times as many games: its growth
    a game (constant memory: about 0; under 1 kB a game is taken as constant, 50 MB at 50,000 games)."""
    per_game, notes = {}, []
    for label, python in pythons.items():

        def measure(count: float, python: str = python) -> float:
            command = [python, "-m", "admiralty.cli", "generate", "--seed", "7", "--games", f"{count:.0f}"]
            return peak_mb(command, folder / "generated.mgn")

        peak, per_game[label] = growth(measure, (games, 4 * games))
        per_game[label] *= 1000
        notes.append(f"{label} peak {peak:.0f} MB at {4 * games} games")
    return measured(
        "generate memory growth", "kB/game", per_game, at_most(1, "constant (under 1)"), note="; ".join(notes)
    )
