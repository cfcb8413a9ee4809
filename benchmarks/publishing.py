"""Issue 28's figure of ``publish``: the website of a 200-game event, beside the ``report`` of the same games.

The event is made here, seeded: 40 players, 10 rounds of 20 boards declared by a pairings file (round r
pairs player b with player 20 + (b + r) mod 20, so no pairing repeats), and one generated MAD game for
each pairing, its Round and seat tags naming it. Then, in turns, ``runs`` times after one warm-up round:
``report --tournament --format html`` (the anchor, measured in the same run), ``publish`` into a new
folder, and ``publish`` again into the same folder (nothing changed: nothing written). Each figure is the
best processor time of its command (user and system: on a machine shared with other work it varies far
less than the wall time), and its peak resident memory. The target: ``publish`` under 10 s. With ``--anchor
PYTHON`` (an interpreter with another install of Admiralty, such as this session's start), the same event is
made by that install in a store of its own and its commands are run in the same turns.

Run: ``python benchmarks/publishing.py [--games 200] [--runs 3] [--anchor PYTHON] [--json]``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEED = 20261127
BOARDS = 20
TOURNAMENT = "Publishing Open"
TARGET_SECONDS = 10.0

PEAK = (
    "import resource, subprocess, sys\n"
    "code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL).returncode\n"
    "usage = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
    "print(usage.ru_utime + usage.ru_stime, usage.ru_maxrss, code)\n"
)
"""Runs a command and prints its processor seconds, its peak resident memory (kB) and its exit code."""


def admiralty(*args: str, python: str = sys.executable) -> list[str]:
    return [python, "-m", "admiralty.cli", *args]


def made(command: list[str]) -> None:
    done = subprocess.run(command, cwd=ROOT, capture_output=True, check=False)
    if done.returncode not in (0, 3):  # 3: a tournament still incomplete, as it is before every game is stored
        raise SystemExit(f"{' '.join(command[3:])} failed: {done.stderr.decode()[-2000:]}")


def pairing(round: int, board: int) -> tuple[str, str]:
    """The players of a board of a round: no two rounds pair the same two players."""
    return f"p{board:02d}", f"p{BOARDS + (board + round) % BOARDS:02d}"


def event(folder: Path, games: int, python: str = sys.executable, name: str = "this") -> Path:
    """A store holding the event, made by ``python``'s install: its ledger, its players, its rounds paired, and
    a record for each pairing."""
    db = folder / f"event-{name}.db"
    corpus = folder / "generated.mgn"
    made(admiralty("generate", "--kind", "mad", "--seed", str(SEED), "--games", str(games), "-o", str(corpus)))
    records = corpus.read_text(encoding="utf-8").strip().split("\n\n[Event")
    records = [records[0], *("[Event" + record for record in records[1:])]
    rounds = [(index // BOARDS + 1, index % BOARDS) for index in range(games)]
    tagged = [
        record.replace(f'[Round "{index + 1}"]', f'[Round "{round}"]')
        .replace('[Red "Random Red"]', f'[Red "{pairing(round, board)[0]}"]')
        .replace('[Blue "Random Blue"]', f'[Blue "{pairing(round, board)[1]}"]')
        for index, (record, (round, board)) in enumerate(zip(records, rounds, strict=True))
    ]
    (folder / "event.mgn").write_text("\n\n".join(tagged) + "\n", encoding="utf-8")
    players = sorted({player for round, board in rounds for player in pairing(round, board)})
    (folder / "players.csv").write_text("id,name\n" + "".join(f"{p},Player {p[1:]}\n" for p in players), "utf-8")
    lines = [f"{round},{','.join(pairing(round, board))}\n" for round, board in rounds]
    (folder / "pairings.csv").write_text("round,first,second\n" + "".join(lines), encoding="utf-8")
    common = ("--tournament", TOURNAMENT, "--db", str(db))
    made(admiralty("tournament", "create", TOURNAMENT, "--kind", "mad", "--db", str(db), python=python))
    made(admiralty("tournament", "players", str(folder / "players.csv"), *common, python=python))
    made(admiralty("tournament", "pairings", str(folder / "pairings.csv"), *common, python=python))
    made(admiralty("import", str(folder / "event.mgn"), *common, python=python))
    return db


def measured(command: list[str]) -> tuple[float, int]:
    """The processor seconds and peak memory (kB) of one run of ``command``."""
    done = subprocess.run([sys.executable, "-c", PEAK, *command], cwd=ROOT, capture_output=True, check=True)
    seconds, peak, code = done.stdout.split()
    if int(code) not in (0, 3):
        raise SystemExit(f"{' '.join(command[3:])} exited {code.decode()}")
    return float(seconds), int(peak)


def figures(folder: Path, stores: dict[str, tuple[str, Path]], runs: int) -> dict[str, dict[str, float]]:
    """The best processor time and the peak memory of each command of each install (its interpreter and its
    store, by its label), run in turns ``runs`` times after a warm-up."""
    commands = {}
    for label, (python, db) in stores.items():
        common = ("--tournament", TOURNAMENT, "--db", str(db))

        def report(run: int, common: tuple[str, ...] = common, python: str = python, label: str = label) -> list[str]:
            out = str(folder / f"report-{label}-{run}.html")
            return admiralty("report", *common, "--format", "html", "-o", out, python=python)

        def publish(run: int, common: tuple[str, ...] = common, python: str = python, label: str = label) -> list[str]:
            return admiralty("publish", *common, "-o", str(folder / f"site-{label}-{run}"), python=python)

        def again(run: int, common: tuple[str, ...] = common, python: str = python, label: str = label) -> list[str]:
            return admiralty("publish", *common, "-o", str(folder / f"site-{label}-0"), python=python)

        commands[f"report --format html ({label})"] = report
        commands[f"publish, a new folder ({label})"] = publish
        commands[f"publish again, nothing changed ({label})"] = again
    best = {name: {"seconds": float("inf"), "peak_mb": 0.0} for name in commands}
    for run in range(runs + 1):
        for name, command in commands.items():
            seconds, peak = measured(command(run))
            if run:
                best[name]["seconds"] = min(best[name]["seconds"], seconds)
                best[name]["peak_mb"] = max(best[name]["peak_mb"], peak / 1024)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--anchor", help="an interpreter with another install of Admiralty, measured alongside")
    parser.add_argument("--json", action="store_true", help="Print the figures as JSON.")
    options = parser.parse_args()
    installs = {"this": sys.executable, **({"anchor": options.anchor} if options.anchor else {})}
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        stores = {label: (python, event(folder, options.games, python, label)) for label, python in installs.items()}
        found = figures(folder, stores, options.runs)
        pages = len(list((folder / "site-this-1").glob("*.html")))
        published = len(list((folder / "site-this-1").glob("game-*.html")))
    if published != options.games:
        raise SystemExit(f"{published} games published of the {options.games} stored: the event was not made right")
    anchor = found[f"report --format html ({'anchor' if options.anchor else 'this'})"]["seconds"]
    publish = found["publish, a new folder (this)"]["seconds"]
    if options.json:
        print(json.dumps({"games": options.games, "pages": pages, "figures": found}, indent=2))
        return
    print(f"{options.games} games, {pages} pages; best of {options.runs} runs, processor time")
    print(f"| command | s | x report ({'anchor' if options.anchor else 'this'}) | peak MB |")
    print("|---|---|---|---|")
    for name, figure in found.items():
        print(f"| {name} | {figure['seconds']:.2f} | {figure['seconds'] / anchor:.2f} | {figure['peak_mb']:.0f} |")
    met = "met" if publish < TARGET_SECONDS else "NOT met"
    print(f"target: publish under {TARGET_SECONDS:g} s: {met} ({publish:.2f} s)")


if __name__ == "__main__":
    main()
