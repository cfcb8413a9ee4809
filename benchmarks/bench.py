"""Admiralty benchmarks, run on demand (never part of the test suite).

Measures, in one run on one machine, with a fixed seed:

1. MAD validation throughput of the whole pipeline (``admiralty validate --json``:
   reading MGN, replaying, verdicts, JSON), in turns per second, single process:
   the CLI run in this process, as python-chess is, and as a command with its
   start-up;
2. python-chess reading and replaying a PGN corpus with the same number of moves,
   and the ratio of the two;
3. legal-turn generation, in positions per second;
4. Rigadoon validation throughput (``validate --json`` on generated RGN), in
   actions per second, and generation (seeded random games played in process);
5. store import (events per second, one file per transaction): ``admiralty
   import`` of several files, judged on every core and stored by one writer,
   the same files imported by one process, and stored from games judged
   beforehand (what the store itself costs); then replay of every stored game
   from its events;
6. validate over many files with one process and with one per core, alternated, best of each (the pool's
   speed-up, output checked identical);
7. peak memory of validating one large MGN file;
8. linear growth: each hostile record of tests/robustness/ judged at 1x, 2x and
   4x its size, the time ratios reported and superlinear growth flagged (a
   ratio at 4x above 8, where linear is 4 and quadratic 16);
9. where a user waits (:mod:`benchmarks.waiting`): start-up of ``validate`` and
   ``--help`` against python-chess's import and one game, the time to the first
   verdict of a 50 MB file, peak memory of ``validate --json`` and of
   ``generate`` and their growth, and the MAD pipeline per turn as a multiple
   of its floor (reading and splitting the corpus, plus a dict look-up a word).
   With ``--against PYTHON`` (another install, say main's) the command figures
   are measured for both installs, interleaved: before and after in one run.
10. with ``--anchor PYTHON`` (a Python where an earlier Admiralty is installed,
    e.g. main's), a store of ``--store-games`` generated games (10,000) built,
    listed, ranked and verified by that Admiralty and by this one, interleaved,
    on the same files (benchmarks/store_worker.py): import events/s, ``games``
    and ``standings`` times (in process, and as commands with their start-up),
    ``verify`` time and the database's size over the records' size, each beside
    the anchor's and the issue's target. ``--store-only`` runs this alone.

Every timed run also checks its verdicts, so a speed-up that breaks the referee
shows as a failure, not as a better number. Usage::

    pip install -e '.[bench]'
    python benchmarks/bench.py                 # a table
    python benchmarks/bench.py --json out.json # the figures, to compare over time
    python benchmarks/bench.py --quick         # small sizes, for a smoke run
    python benchmarks/bench.py --against /tmp/main/bin/python  # main's install measured beside this one
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import attrs

ROOT = Path(__file__).resolve().parent.parent
SEED = 20261122


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


def generate_corpus(folder: Path, games: int, name: str = "corpus.mgn") -> Path:
    path = folder / name
    result = admiralty("generate", "--seed", str(SEED), "--games", str(games), "-o", str(path))
    if result.returncode != 0:
        raise SystemExit("admiralty generate failed")
    return path


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
    """Run the CLI in this process, as python-chess is timed, its output to a file."""
    from admiralty.cli.app import app

    output = folder / "output.json"
    with open(output, "w", encoding="utf-8") as handle, contextlib.redirect_stdout(handle):
        try:
            app(list(args))
        except SystemExit as stop:
            status = stop.code if isinstance(stop.code, int) else 1
    return output.read_bytes(), status


def mad_validation(folder: Path, corpus: Path, runs: int) -> list[Figure]:
    """validate --json --jobs 1 over the corpus, in this process and as a command,
    each run followed by one of python-chess on as many moves (verdicts checked).

    The two are timed in turns, so that a machine whose speed drifts during the
    run slows both alike; the ratio compares the best run of each.
    """
    args = ("validate", str(corpus), "--json", "--jobs", "1")

    def inside() -> int:
        return checked_turns(*in_process(folder, *args))

    def command() -> int:
        result = admiralty(*args)
        return checked_turns(result.stdout, result.returncode)

    turns = inside()
    try:
        chess = chess_reader(folder, turns)
    except ImportError:
        chess = None
    best, best_chess, count = float("inf"), float("inf"), 0
    for _ in range(runs):
        seconds, _ = best_of(1, inside)
        best = min(best, seconds)
        if chess is not None:
            chess_seconds, count = best_of(1, chess)
            best_chess = min(best_chess, chess_seconds)
    started, _ = best_of(runs, command)
    figures = [
        Figure("MAD validate --json", turns / best, "turns/s", f"{turns} turns in {best:.2f} s, in process"),
        Figure("  as a command", turns / started, "turns/s", f"{started:.2f} s with Python and CLI start-up"),
    ]
    if chess is None:
        return figures + [Figure("python-chess read_game", 0, "moves/s", "not installed: pip install -e '.[bench]'")]
    return figures + [
        Figure("python-chess read_game", count / best_chess, "moves/s", f"{count} moves in {best_chess:.2f} s"),
        Figure("MAD / python-chess", (turns / best) / (count / best_chess), "x", "target: at least 5"),
    ]


def chess_corpus(moves: int) -> str:
    """Random legal chess games with about ``moves`` moves in all, as PGN."""
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
    return "\n\n".join(games) + "\n"


def chess_reader(folder: Path, moves: int) -> Callable[[], int]:
    """python-chess's read_game (which replays every SAN move legally) over a PGN file of about ``moves`` moves."""
    import chess.pgn

    path = folder / "corpus.pgn"
    path.write_text(chess_corpus(moves), encoding="utf-8")

    def work() -> int:
        count = 0
        with open(path, encoding="utf-8") as pgn:
            while (game := chess.pgn.read_game(pgn)) is not None:
                if game.errors:
                    raise SystemExit("python-chess rejected its own corpus")
                count += sum(1 for _ in game.mainline_moves())
        return count

    return work


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


def generate_rigadoon(folder: Path, games: int) -> Path:
    path = folder / "corpus.rgn"
    result = admiralty("generate", "--kind", "rigadoon", "--seed", str(SEED), "--games", str(games), "-o", str(path))
    if result.returncode != 0:
        raise SystemExit("admiralty generate --kind rigadoon failed")
    return path


def rigadoon_validation(corpus: Path, runs: int) -> Figure:
    """validate --json over generated RGN, as a subprocess; verdicts checked."""
    from admiralty.notation.rgn import read_records

    with open(corpus, encoding="utf-8") as handle:
        actions = sum(len(record.actions) for record in read_records(handle))

    def work() -> int:
        result = admiralty("validate", str(corpus), "--json")
        if result.returncode != 0 or not all(v["valid"] for v in json.loads(result.stdout)):
            raise SystemExit("validate disagreed with the Rigadoon generator: a correctness regression")
        return actions

    seconds, count = best_of(runs, work)
    return Figure("Rigadoon validate --json", count / seconds, "actions/s", f"{count} actions in {seconds:.2f} s")


def rigadoon_generation(runs: int, games: int) -> Figure:
    """Seeded random Rigadoon games played in process (legal actions listed before each choice), in
    actions per second; every game replayed by ``decide`` must reach the generator's final state."""
    from admiralty.notation.rgn.generate import random_game
    from admiralty.referee.rigadoon import play

    def work() -> int:
        count = 0
        for seed in range(SEED, SEED + games):
            state, actions, final = random_game(seed)
            for action in actions:
                state = play(state, action)[1]
            if state != final:
                raise SystemExit("a generated Rigadoon game does not replay: a correctness regression")
            count += len(actions)
        return count

    seconds, count = best_of(runs, work)
    return Figure("Rigadoon generate", count / seconds, "actions/s", f"{count} actions in {seconds:.2f} s")


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


STORE_TARGETS = {
    "import": "at least 2x the anchor",
    "games": "under 0.5 s",
    "standings": "under 0.5 s",
    "verify": "at least 3x faster than the anchor",
    "size": "at most 8",
}
"""Issue 17's targets for the store, printed beside each figure."""


def round_files(folder: Path, corpus: Path, per_file: int) -> Path:
    """The games of ``corpus`` split into files of ``per_file`` games (a tournament's rounds), in a new folder."""
    rounds = folder / "rounds"
    rounds.mkdir()
    games = corpus.read_text(encoding="utf-8").strip().split("\n\n[Event")
    games = [games[0], *("[Event" + game for game in games[1:])]
    for start in range(0, len(games), per_file):
        text = "\n\n".join(games[start : start + per_file]) + "\n"
        (rounds / f"round{start // per_file + 1:04d}.mgn").write_text(text, encoding="utf-8")
    return rounds


def _store_side(python: str, rounds: Path, db: Path) -> dict[str, Any]:
    """One Admiralty's figures on the round files (benchmarks/store_worker.py), and its commands timed."""
    worker = subprocess.run(
        [python, str(ROOT / "benchmarks" / "store_worker.py"), str(rounds), str(db)],
        capture_output=True,
        check=False,
        cwd=db.parent,
    )
    if worker.returncode != 0:
        raise SystemExit(f"the store worker failed under {python}: {worker.stderr.decode()[-2000:]}")
    figures: dict[str, Any] = json.loads(worker.stdout)
    if not figures["ok"]:
        raise SystemExit(f"verify or standings failed under {python}")
    for name, args in (("games", ["games"]), ("standings", ["standings", "--tournament", "Bench"])):
        start = time.perf_counter()
        done = subprocess.run(
            [python, "-m", "admiralty.cli", *args, "--db", str(db)], capture_output=True, check=False, cwd=db.parent
        )
        figures[f"{name}_command_s"] = time.perf_counter() - start
        if done.returncode != 0:
            raise SystemExit(f"admiralty {name} failed under {python}")
    return figures


def store_comparison(folder: Path, games: int, anchor: str, runs: int) -> list[Figure]:
    """The store built, listed, ranked and verified by the anchor's Admiralty and this one, interleaved."""
    rounds = round_files(folder, generate_corpus(folder, games, "store.mgn"), 100)
    sides: dict[str, list[dict[str, Any]]] = {"anchor": [], "this": []}
    for run in range(runs):
        for side, python in (("anchor", anchor), ("this", sys.executable)):
            db = folder / f"{side}{run}.db"
            sides[side].append(_store_side(python, rounds, db))
            for leftover in folder.glob(f"{side}{run}.db*"):
                leftover.unlink()
    best = {side: {key: min(run[key] for run in found) for key in found[0]} for side, found in sides.items()}
    was, now = best["anchor"], best["this"]
    note = f"{now['games']} games, {now['events']} events; anchor"
    figures = [
        Figure(
            "store import, events/s",
            now["events"] / now["import_s"],
            "events/s",
            f"{note} {was['events'] / was['import_s']:,.0f} ({was['import_s'] / now['import_s']:.2f}x); "
            f"target: {STORE_TARGETS['import']}",
        )
    ]
    figures.append(
        Figure(
            "  storing alone, events/s",
            now["events"] / now["storing_s"],
            "events/s",
            f"the same games judged beforehand; anchor {was['events'] / was['storing_s']:,.0f} "
            f"({was['storing_s'] / now['storing_s']:.2f}x)",
        )
    )
    for name in ("games", "standings"):
        figures.append(
            Figure(
                f"store {name}, in process",
                now[f"{name}_s"],
                "s",
                f"anchor {was[f'{name}_s']:.2f} s ({was[f'{name}_s'] / now[f'{name}_s']:.0f}x); target: {STORE_TARGETS[name]}",
            )
        )
        figures.append(
            Figure(
                "  as a command",
                now[f"{name}_command_s"],
                "s",
                f"anchor {was[f'{name}_command_s']:.2f} s, both with Python and CLI start-up",
            )
        )
    figures.append(
        Figure(
            "store verify",
            now["verify_s"],
            "s",
            f"anchor {was['verify_s']:.2f} s ({was['verify_s'] / now['verify_s']:.1f}x); target: {STORE_TARGETS['verify']}",
        )
    )
    figures.append(
        Figure(
            "store size / records",
            now["db_bytes"] / now["records_bytes"],
            "x",
            f"anchor {was['db_bytes'] / was['records_bytes']:.1f}x; {now['db_bytes'] / 1e6:.1f} MB for "
            f"{now['records_bytes'] / 1e6:.1f} MB of records; target: {STORE_TARGETS['size']}",
        )
    )
    return figures


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
        work = detecting if kind == "detect" else functools.partial(judging, kind=kinds[kind])
        times = [best_of(runs, work(list(record(size * factor))))[0] for factor in (1, 2, 4)]
        ratio = times[2] / times[0]
        flag = "  SUPERLINEAR" if ratio > SUPERLINEAR else ""
        note = f"2x: {times[1] / times[0]:.1f}x; {size:,} at 1x in {times[0] * 1000:.1f} ms{flag}"
        figures.append(Figure(f"growth at 4x: {name}", ratio, "x", note))
    return figures


def judging(lines: list[str], kind: Any) -> Callable[[], int]:
    """Judging every game of ``lines`` as ``kind``, counted (the record made before the clock starts)."""
    from admiralty.notation.verdict import verdicts

    return lambda: sum(1 for _ in verdicts("growth", lines, kind))


def detecting(lines: list[str]) -> Callable[[], int]:
    """Finding the kind of ``lines`` read as standard input, as ``validate -`` does."""
    from admiralty.notation.kinds import detect

    return lambda: len(detect("-", lines)[0].name)


def waiting_figures(folder: Path, corpus: Path, against: str | None, quick: bool, runs: int) -> list[Figure]:
    """The figures of :mod:`benchmarks.waiting`, for this install and ``against``'s."""
    if str(ROOT) not in sys.path:  # run as a script: the benchmarks package is found from the root
        sys.path.insert(0, str(ROOT))
    from benchmarks import waiting

    pythons = waiting.installs(against)
    big = waiting.large_file(folder, corpus, 5 if quick else 50, "first.mgn")
    return [
        *waiting.start_up(pythons, 3 if quick else 10),
        *waiting.first_verdicts(pythons, big, runs),
        *waiting.streaming_memory(pythons, folder, corpus, 2 if quick else 20),
        *waiting.generate_memory(pythons, folder, 50 if quick else 500),
        *waiting.floor(folder, corpus, runs + 2),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    parser.add_argument("--quick", action="store_true", help="small sizes, for a smoke run")
    parser.add_argument("--games", type=int, default=10_000, help="games in the MAD corpus")
    parser.add_argument("--megabytes", type=int, default=100, help="size of the large file for the memory figure")
    parser.add_argument("--against", metavar="PYTHON", help="also measure the commands of this interpreter's install")
    parser.add_argument("--only-waiting", action="store_true", help="only the figures of where a user waits (9.)")
    parser.add_argument("--anchor", help="a Python with an earlier Admiralty installed, for the store comparison")
    parser.add_argument("--store-games", type=int, default=10_000, help="games in the store comparison")
    parser.add_argument("--store-only", action="store_true", help="run the store comparison alone")
    options = parser.parse_args()
    games, megabytes, runs = (200, 5, 1) if options.quick else (options.games, options.megabytes, 3)

    figures: list[Figure] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        compile_sources()
        if options.anchor:
            store_games = 300 if options.quick else options.store_games
            figures += store_comparison(folder, store_games, options.anchor, 1)
        if options.store_only:
            _print(figures, options.json)
            return
        corpus = generate_corpus(folder, games)
        if not options.only_waiting:
            figures += mad_validation(folder, corpus, runs + 2)  # the headline ratio: more runs, less noise
            figures.append(legal_generation(corpus, runs))
            figures.append(rigadoon_validation(generate_rigadoon(folder, max(games // 30, 10)), runs))
            figures.append(rigadoon_generation(runs, max(games // 500, 3)))
            tournament = generate_corpus(folder, max(games // 5, 10), "tournament.mgn")
            figures += store_figures(folder, tournament, 2 if options.quick else 5)
            figures.append(pool_speedup(folder, corpus, 4, runs))
            figures.append(peak_memory(folder, megabytes, corpus))
        figures += waiting_figures(folder, corpus, options.against, options.quick, runs)
    if not options.only_waiting:
        figures += linear_growth(runs, 0.2 if options.quick else 1.0)
    _print(figures, options.json)


def _print(figures: list[Figure], path: Path | None) -> None:
    """The figures as a table, and as JSON in ``path`` if given."""
    width = max((len(f.name) for f in figures), default=0)
    for figure in figures:
        print(f"{figure.name:<{width}}  {figure.value:>12,.2f} {figure.unit:<12} {figure.note}")
    if path:
        path.write_text(json.dumps([attrs.asdict(f) for f in figures], indent=2) + "\n")


if __name__ == "__main__":
    main()
