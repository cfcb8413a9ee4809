"""Admiralty benchmarks, run on demand (never part of the test suite).

Measures, in one run on one machine, with a fixed seed:

1. MAD validation as a command (``admiralty validate --json``, with its
   start-up), in turns per second;
2. legal-turn generation, in positions per second;
3. store import (events per second, one file per transaction): ``admiralty
   import`` of several files, judged on every core and stored by one writer,
   the same files imported by one process, and stored from games judged
   beforehand (what the store itself costs); then replay of every stored game
   from its events;
4. validate over many files with one process and with one per core, alternated, best of each (the pool's
   speed-up, output checked identical);
5. peak memory of validating one large MGN file;
6. linear growth: each hostile record of tests/robustness/ judged at 1x, 2x and
   4x its size, the time ratios reported and superlinear growth flagged (a
   ratio at 4x above 8, where linear is 4 and quadratic 16);
7. issue 17's figures, printed as one table, each beside its target and, with
   ``--anchor PYTHON`` (a Python where another Admiralty is installed, such as
   the issue's b615f95), beside that install's figure measured in the same run,
   interleaved, with their ratio (:mod:`benchmarks.targets`):

   - where a user waits (:mod:`benchmarks.waiting`): start-up of ``validate``
     and ``--help`` against python-chess's import and one game, the time to the
     first verdict of a 50 MB file, the peak memory of ``validate --json`` at
     1 GB by its growth, the growth of ``generate``'s memory a game;
   - judging (:func:`benchmarks.targets.judging`): the MAD pipeline per turn,
     as a multiple of python-chess on as many moves and of its floor (reading
     and splitting the corpus, plus a dict look-up a word), and Rigadoon
     validation and generation in actions per second;
   - the store (:mod:`benchmarks.store_comparison`): a store of
     ``--store-games`` generated games (10,000) built, listed, ranked and
     verified: import events/s, ``games``, ``standings`` and ``verify`` in
     process, the database's size over the records' size.

   ``--only targets`` measures this table alone (about 12 minutes with the
   anchor b615f95 on a busy 2-core machine), ``--only waiting``, ``judging``
   or ``store`` one part of it.

Every timed run also checks its verdicts, so a speed-up that breaks the referee
shows as a failure, not as a better number; an anchor that gives another output
on the same input stops the run. Usage::

    pip install -e '.[bench]'
    python benchmarks/bench.py                 # every figure
    python benchmarks/bench.py --json out.json # the figures, to compare over time
    python benchmarks/bench.py --quick         # small sizes, for a smoke run
    python benchmarks/bench.py --only targets --anchor /tmp/basevenv/bin/python  # issue 17: before and after
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import attrs

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script: the benchmarks package

from benchmarks import waiting
from benchmarks.store_comparison import store_comparison
from benchmarks.targets import ROOT, Target, as_json, generate, judging, pythons, table


@attrs.frozen
class Figure:
    """One measured figure."""

    name: str
    value: float
    unit: str
    note: str = ""


def admiralty(*args: str, stdout: int | None = subprocess.PIPE) -> subprocess.CompletedProcess[bytes]:
    """Run the installed CLI as a user would, from the project root."""
    return subprocess.run([sys.executable, "-m", "admiralty.cli", *args], cwd=ROOT, stdout=stdout, check=False)


def best_of(runs: int, work: Callable[[], int]) -> tuple[float, int]:
    """The best wall time of ``runs`` runs of ``work`` (which returns a count)."""
    best, count = float("inf"), 0
    for _ in range(runs):
        start = time.perf_counter()
        count = work()
        best = min(best, time.perf_counter() - start)
    return best, count


def compile_sources() -> None:
    """Compile the project's modules once, as an installed package is.

    With PYTHONDONTWRITEBYTECODE set, every command would otherwise compile
    them again at start-up, which is not what a user's install does.
    """
    packages = [str(ROOT / name) for name in ("referee", "notation", "store", "cli")]
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", *packages],
        check=True,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": ""},
    )


def checked_turns(output: bytes, status: int) -> int:
    """The turns of validate's JSON verdicts, which must all be valid (the generator's games are)."""
    verdicts = json.loads(output)
    if status != 0 or not all(v["valid"] for v in verdicts):
        raise SystemExit("validate disagreed with the generator: a correctness regression")
    return sum(v["turns"] for v in verdicts)


def in_process(folder: Path, *args: str) -> tuple[bytes, int]:
    """Run the CLI in this process, its output to a file."""
    from admiralty.cli.app import app

    output = folder / "output.json"
    with open(output, "w", encoding="utf-8") as handle, contextlib.redirect_stdout(handle):
        try:
            app(list(args))
        except SystemExit as stop:
            status = stop.code if isinstance(stop.code, int) else 1
    return output.read_bytes(), status


def mad_command(corpus: Path, runs: int) -> Figure:
    """``validate --json --jobs 1`` over the corpus as a command, with Python's and the CLI's start-up
    (verdicts checked); issue 17's table has it in process, beside python-chess (:mod:`benchmarks.targets`)."""

    def command() -> int:
        result = admiralty("validate", str(corpus), "--json", "--jobs", "1")
        return checked_turns(result.stdout, result.returncode)

    seconds, turns = best_of(runs, command)
    return Figure("MAD validate --json, a command", turns / seconds, "turns/s", f"{turns} turns in {seconds:.2f} s")


def legal_generation(corpus: Path, runs: int, positions: int = 100_000) -> Figure:
    """legal_turns on the first ``positions`` positions of the corpus (kept in memory while timed)."""
    from itertools import islice

    from admiralty.notation.mgn import read_records
    from admiralty.referee.mad import legal_turns

    with open(corpus, encoding="utf-8") as handle:
        states = list(islice((t.before for record in read_records(handle) for t in record.main.turns), positions))

    def work() -> int:
        for state in states:
            if not legal_turns(state):
                raise SystemExit("a running position without a legal turn")
        return len(states)

    seconds, count = best_of(runs, work)
    return Figure("MAD legal_turns", count / seconds, "positions/s", f"{count} positions")


def store_figures(folder: Path, corpus: Path, files: int) -> list[Figure]:
    """Import ``files`` copies of the corpus (distinct bytes) with ``admiralty
    import`` (judged on every core, stored by one writer), with one process,
    and from games judged beforehand (the store's own cost); then replay every game."""
    from admiralty.store import EventStore, import_file, load_all, written_games

    base = corpus.read_bytes()
    paths = [folder / f"copy{index}.mgn" for index in range(files)]
    for index, path in enumerate(paths):
        path.write_bytes(base + f"\n% copy {index}\n".encode())
    start = time.perf_counter()
    _, status = in_process(folder, "import", *map(str, paths), "--db", str(folder / "cores.db"))
    cores = time.perf_counter() - start
    with EventStore.open(folder / "alone.db") as events:
        start = time.perf_counter()
        for path in paths:
            import_file(events, path.name, path.read_bytes(), "2026-11-22T00:00:00+00:00")
        alone = time.perf_counter() - start
        count = events.db.execute("select count(*) from events").fetchone()[0]
    judged = [list(written_games(path.name, path.read_bytes())) for path in paths]
    with EventStore.open(folder / "judged.db") as events:
        start = time.perf_counter()
        for path, games in zip(paths, judged):
            import_file(events, path.name, path.read_bytes(), "2026-11-22T00:00:00+00:00", written=games)
        storing = time.perf_counter() - start
    with EventStore.open(folder / "cores.db") as events:
        if status != 0 or events.db.execute("select count(*) from events").fetchone()[0] != count:
            raise SystemExit("admiralty import did not store every game as valid")
        start = time.perf_counter()
        replayed = sum(1 for game in load_all(events) if game.verdict is not None and game.verdict.valid)
        replay = time.perf_counter() - start
    if replayed != files * base.count(b"[Event "):
        raise SystemExit("a stored game did not replay as valid")
    note = f"{count} events, {replayed} games, {files} files"
    return [
        Figure("store import (admiralty import)", count / cores, "events/s", f"{note}, {os.cpu_count()} cores"),
        Figure("store import, one process", count / alone, "events/s", note),
        Figure(
            "  storing alone",
            count / storing,
            "events/s",
            "the same games judged beforehand: hash links, inserts, commits",
        ),
        Figure("store replay", count / replay, "events/s", f"{replayed} games rebuilt and re-judged"),
    ]


def pool_speedup(folder: Path, corpus: Path, copies: int, runs: int) -> Figure:
    """validate over ``copies`` files with --jobs 1 and with one process per core,
    alternated ``runs`` times, the best of each (outputs checked identical)."""
    names = []
    for index in range(copies):
        path = folder / f"part{index}.mgn"
        path.write_bytes(corpus.read_bytes())
        names.append(str(path))
    best: dict[int, float] = {}
    outputs: dict[int, bytes] = {}
    for _ in range(runs):
        for jobs in (1, os.cpu_count() or 1):
            start = time.perf_counter()
            outputs[jobs] = admiralty("validate", *names, "--json", "--jobs", str(jobs)).stdout
            best[jobs] = min(best.get(jobs, float("inf")), time.perf_counter() - start)
    if len(set(outputs.values())) != 1:
        raise SystemExit("validate gave a different output with a process pool")
    alone, pooled = best[1], best[os.cpu_count() or 1]
    return Figure(
        "validate pool speed-up", alone / pooled, "x", f"{copies} files, {os.cpu_count()} cores, best of {runs}"
    )


def own_peak_kb() -> int:
    """This process's peak resident memory, in kB.

    Linux's VmHWM counts only this program; ``ru_maxrss`` would also count the
    memory of the parent it was forked from, before it started.
    """
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
    except (OSError, StopIteration):
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def peak_memory(folder: Path, megabytes: int, games_per_copy: Path) -> Figure:
    """Peak RSS of validating one file of at least ``megabytes`` MB, in a fresh process."""
    big = folder / "big.mgn"
    chunk = games_per_copy.read_bytes()
    with open(big, "wb") as handle:
        while handle.tell() < megabytes * 1_000_000:
            handle.write(chunk + b"\n")
    size = big.stat().st_size / 1_000_000
    code = (
        "import sys\n"
        "from benchmarks.bench import own_peak_kb\n"
        "from admiralty.cli.app import app\n"
        "try:\n    app(['validate', sys.argv[1]])\nexcept SystemExit as stop:\n    code = stop.code\n"
        "print(own_peak_kb())\nsys.exit(code)\n"
    )
    result = subprocess.run([sys.executable, "-c", code, str(big)], cwd=ROOT, capture_output=True, check=False)
    if result.returncode != 0:
        raise SystemExit(f"validate of the large file exited {result.returncode}")
    peak = int(result.stdout.splitlines()[-1]) / 1024
    return Figure("validate peak memory", peak, "MB", f"one {size:.0f} MB file")


SHUFFLE = ("211c2-c3", "211c5-c4", "211c3-c2", "211c4-c5")
"""Four turns that bring the position back: a game as long as one likes (TieBreak 0)."""


def long_game(turns: int) -> Iterator[str]:
    """A legal MGN game of ``turns`` turns, as lines, made lazily."""
    yield '[TieBreak "0"]'
    yield ""
    for move in range(turns // 2):
        yield f"{move + 1}. {SHUFFLE[(2 * move) % 4]} {SHUFFLE[(2 * move + 1) % 4]}"
    yield "*"


def _nested(depth: int) -> list[str]:
    alternatives = ("(1. 211c2-c3", "(1. 211c2-c4")
    return ["1. 211c2-c4 " + " ".join(alternatives[n % 2] for n in range(depth)) + " " + ")" * depth + " *"]


GROWTH: tuple[tuple[str, str, int, Callable[[int], Iterable[str]]], ...] = (
    ("MGN game, turns", "mad", 20_000, long_game),
    ("MGN tags", "mad", 5_000, lambda n: [f'[Tag{i} "value {i}"]' for i in range(n)] + ["1. 211c2-c4 *"]),
    ("MGN variations nested, depth", "mad", 5_000, _nested),
    ("MGN comment, 1 kB lines", "mad", 200, lambda n: ["1. 211c2-c4 {"] + ["x" * 1000] * n + ["} *"]),
    ("MGN comment, 1-character lines", "mad", 20_000, lambda n: ["1. 211c2-c4 {"] + ["x"] * n + ["} *"]),
    ("kind detection, a line of [", "detect", 20_000, lambda n: ["[" * n]),
    ("MGN move number, digits", "mad", 200_000, lambda n: ["9" * n + ". 211c2-c4 *"]),
    ("MGN ship code, digits", "mad", 200_000, lambda n: ["1. " + "1" * n + "c2-c4 *"]),
    ("MGN rank, digits", "mad", 200_000, lambda n: ["1. 211c" + "2" * n + "-c4 *"]),
    ("MGN TieBreak, digits", "mad", 200_000, lambda n: ['[TieBreak "' + "4" * n + '"]', "*"]),
    ("RGN move number, digits", "rigadoon", 200_000, lambda n: ["9" * n + ". W:S *"]),
    ("RGN ship, digits", "rigadoon", 200_000, lambda n: ["1. W:S B" + "1" * n + "d1-d3 *"]),
    ("RGN rank, digits", "rigadoon", 200_000, lambda n: ["1. W:S B1d" + "1" * n + "-d3 *"]),
    ("RGN comment, characters", "rigadoon", 200_000, lambda n: ["1. W:S {" + "x" * n + "} *"]),
)
"""The hostile records of tests/robustness/ that grow with a size: (name, game kind, size at 1x, record of a size);
the kind ``detect`` times finding the kind of a record on standard input (notation.kinds.detect)."""

SUPERLINEAR = 8.0
"""A time ratio at 4x above this is flagged: linear growth gives about 4, quadratic 16."""


def linear_growth(runs: int, scale: float = 1.0) -> list[Figure]:
    """Each hostile record judged at 1x, 2x and 4x its size: the time ratios to 1x (best of ``runs``)."""
    from admiralty.notation.kinds import MAD, RIGADOON

    kinds = {"mad": MAD, "rigadoon": RIGADOON}
    figures = []
    for name, kind, base, record in GROWTH:
        size = max(int(base * scale), 1)
        work = detecting if kind == "detect" else functools.partial(judged, kind=kinds[kind])
        times = [best_of(runs, work(list(record(size * factor))))[0] for factor in (1, 2, 4)]
        ratio = times[2] / times[0]
        flag = "  SUPERLINEAR" if ratio > SUPERLINEAR else ""
        note = f"2x: {times[1] / times[0]:.1f}x; {size:,} at 1x in {times[0] * 1000:.1f} ms{flag}"
        figures.append(Figure(f"growth at 4x: {name}", ratio, "x", note))
    return figures


def judged(lines: list[str], kind: Any) -> Callable[[], int]:
    """Judging every game of ``lines`` as ``kind``, counted (the record made before the clock starts)."""
    from admiralty.notation.verdict import verdicts

    return lambda: sum(1 for _ in verdicts("growth", lines, kind))


def detecting(lines: list[str]) -> Callable[[], int]:
    """Finding the kind of ``lines`` read as standard input, as ``validate -`` does."""
    from admiralty.notation.kinds import detect

    return lambda: len(detect("-", lines)[0].name)


@contextlib.contextmanager
def stage(name: str) -> Iterator[None]:
    """Say on standard error how long a part of the run took, so a long run shows its progress."""
    start = time.perf_counter()
    yield
    print(f"{name}: {(time.perf_counter() - start) / 60:.1f} min", file=sys.stderr, flush=True)


def issue_targets(folder: Path, corpus: Path | None, options: argparse.Namespace, runs: int) -> list[Target]:
    """Issue 17's figures (:mod:`benchmarks.targets`), each for this install and the anchor's, or the part ``--only`` names."""
    installs = pythons(options.anchor)
    quick = options.quick
    found: list[Target] = []
    if corpus is not None and options.only in (None, "targets", "waiting"):
        with stage("issue 17, where a user waits"):
            big = waiting.large_file(folder, corpus, 5 if quick else 50, "first.mgn")
            found += waiting.start_up(installs, 3 if quick else 10)
            found.append(waiting.first_verdicts(installs, big, runs))
            found.append(waiting.streaming_memory(installs, folder, corpus, 2 if quick else 10))
            found.append(waiting.generate_memory(installs, folder, 50 if quick else 300))
    if corpus is not None and options.only in (None, "targets", "judging"):
        with stage("issue 17, judging"):
            judged = (runs, (10, 2)) if quick else (max(runs, JUDGING_RUNS), (100, GENERATED_GAMES))
            found += judging(folder, corpus, options.anchor, judged[0], judged[1])
    if options.only in (None, "targets", "store"):
        with stage("issue 17, the store"):
            found += store_comparison(folder, 300 if quick else options.store_games, options.anchor, not options.only)
    return found


JUDGING_RUNS = 5
"""The judging figures are the best of at least this many interleaved runs: with three, python-chess's time a
move swung from 29.9 to 37.9 µs between runs on the shared machine, and the MAD ratio to it with it."""

GENERATED_GAMES = 20
"""Rigadoon games generated for the generation figure (about 3,800 actions): five games (946 actions)
left the figure swinging between 4.7x and 5.9x the anchor from run to run."""

PARTS = ("targets", "waiting", "judging", "store")
"""What ``--only`` may name: every figure of issue 17, or one part of them."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    parser.add_argument("--quick", action="store_true", help="small sizes, for a smoke run")
    parser.add_argument(
        "--anchor",
        "--against",
        metavar="PYTHON",
        help="a Python where another Admiralty is installed (the issue's b615f95, or main): every figure of "
        "issue 17 is measured for it too, interleaved with this install, and printed beside it",
    )
    parser.add_argument(
        "--only",
        choices=PARTS,
        help="only issue 17's figures (targets), or one part: waiting (start-up, first verdict, memory), "
        "judging (MAD per turn, Rigadoon), store",
    )
    parser.add_argument("--games", type=int, help="games in the MAD corpus (default 10,000; 2,000 with --only)")
    parser.add_argument("--megabytes", type=int, default=100, help="size of the large file for the memory figure")
    parser.add_argument("--store-games", type=int, default=10_000, help="games in the store comparison")
    options = parser.parse_args()
    games = options.games or (2_000 if options.only else 10_000)
    games, megabytes, runs = (200, 5, 1) if options.quick else (games, options.megabytes, 3)

    figures: list[Figure] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        compile_sources()
        corpus = None if options.only == "store" else generate(folder, "corpus.mgn", games)
        if corpus is not None and not options.only:
            figures.append(mad_command(corpus, runs))
            figures.append(legal_generation(corpus, runs))
            figures += store_figures(
                folder, generate(folder, "tournament.mgn", max(games // 5, 10)), 2 if options.quick else 5
            )
            figures.append(pool_speedup(folder, corpus, 4, runs))
            figures.append(peak_memory(folder, megabytes, corpus))
        targets = issue_targets(folder, corpus, options, runs)
    if not options.only:
        figures += linear_growth(runs, 0.2 if options.quick else 1.0)
    _print(figures, targets, options.json)


def _print(figures: list[Figure], targets: list[Target], path: Path | None) -> None:
    """The figures as a list, issue 17's as a table, and both as JSON in ``path`` if given."""
    width = max((len(f.name) for f in figures), default=0)
    for figure in figures:
        print(f"{figure.name:<{width}}  {figure.value:>12,.2f} {figure.unit:<12} {figure.note}")
    if targets:
        print(("\n" if figures else "") + table(targets))
    if path:
        found = {"figures": [attrs.asdict(f) for f in figures], "targets": [as_json(t) for t in targets]}
        path.write_text(json.dumps(found, indent=2) + "\n")


if __name__ == "__main__":
    main()
