"""Issue 29's figure of tiny games (finding 10): ``validate`` of a file of one-line games of a few turns each.

A file of such games (movetext alone, ``1. 211c2-c4 121a5-a4 2. 211c4-d4 *`` on each line) cost about 45 µs a
game to judge where a game of a few turns should cost a few µs: the reader met each game's first token with
no game open, so it never offered the line at once, and each verdict was flushed on its own. The games are
made here, seeded: ``generate --max-turns`` games (each stopped unfinished after a few turns), their tags left
out and their movetext joined on one line each.

Each figure is the best processor time (user and system, a child's rusage: on a machine shared with other work
it varies far less than the wall time) of ``runs`` runs in turns after a warm-up, less the start-up (``validate``
of one game, measured in the same turns), per game:

- ``validate`` (the fast paths on), as a user runs it, text and ``--json``;
- the anchor: the same command with ``ADMIRALTY_FAST=0`` (the general path alone, token by token, which was the
  path these games always took), in the same run;
- the floor: reading the file and splitting each line into words in Python, in the same run.

Every run's output is checked: the fast and the general path must print the same bytes.

Run: ``python benchmarks/tiny_games.py [--games 200000] [--turns 3] [--runs 3] [--json]``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEED = 29

TIMED = (
    "import resource, subprocess, sys\n"
    "done = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE)\n"
    "usage = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
    "sys.stdout.buffer.write(b'%f %d\\n' % (usage.ru_utime + usage.ru_stime, done.returncode) + done.stdout)\n"
)
"""Runs a command; prints its processor seconds and exit code on a line, then what it printed."""

FLOOR = (
    "import sys\n"
    "words = 0\n"
    "with open(sys.argv[1], encoding='utf-8') as lines:\n"
    "    for line in lines:\n"
    "        words += len(line.split())\n"
    "print(words)\n"
)
"""The floor: every line read and split into words."""


def tiny_file(folder: Path, games: int, turns: int) -> Path:
    """``games`` generated games stopped after ``turns`` turns, each as its movetext alone on one line."""
    generated = folder / "generated.mgn"
    subprocess.run(
        [sys.executable, "-m", "admiralty.cli", "generate", "--seed", str(SEED), "--games", str(min(games, 2000)),
         "--max-turns", str(turns), "-o", str(generated)],
        cwd=ROOT, check=True,
    )  # fmt: skip
    movetexts = [
        " ".join(part.split()) for part in generated.read_text(encoding="utf-8").split("\n\n")[1::2]
    ]  # each game: its tags, a blank line, its movetext
    path = folder / "tiny.mgn"
    with path.open("w", encoding="utf-8") as out:
        for index in range(games):
            out.write(movetexts[index % len(movetexts)] + "\n")
    one = folder / "one.mgn"
    one.write_text(movetexts[0] + "\n", encoding="utf-8")
    return path


def timed(command: list[str], fast: bool) -> tuple[float, bytes]:
    """The processor seconds of one run of ``command`` and what it printed."""
    env = dict(os.environ)
    env.pop("ADMIRALTY_FAST", None)
    if not fast:
        env["ADMIRALTY_FAST"] = "0"
    done = subprocess.run([sys.executable, "-c", TIMED, *command], cwd=ROOT, env=env, capture_output=True, check=True)
    head, _, printed = done.stdout.partition(b"\n")
    seconds, code = head.split()
    if int(code) not in (0, 1):
        raise SystemExit(f"{' '.join(command[3:])} exited {code.decode()}")
    return float(seconds), printed


def validate(path: Path, *options: str) -> list[str]:
    return [sys.executable, "-m", "admiralty.cli", "validate", "--jobs", "1", *options, str(path)]


def figures(path: Path, runs: int) -> dict[str, float]:
    """The best processor seconds of each command, start-up left out, run in turns ``runs`` times after a
    warm-up; the outputs of both paths compared."""
    one = path.with_name("one.mgn")
    commands = {
        "start-up (one game)": (validate(one), True),
        "validate": (validate(path), True),
        "validate --json": (validate(path, "--json"), True),
        "validate, general path (anchor)": (validate(path), False),
        "validate --json, general path (anchor)": (validate(path, "--json"), False),
        "floor (read and split)": ([sys.executable, "-c", FLOOR, str(path)], True),
    }
    best = dict.fromkeys(commands, float("inf"))
    for run in range(runs + 1):
        printed = {}
        for name, (command, fast) in commands.items():
            seconds, printed[name] = timed(command, fast)
            if run:
                best[name] = min(best[name], seconds)
        for form in ("validate", "validate --json"):
            if printed[form] != printed[f"{form}, general path (anchor)"]:
                raise SystemExit(f"{form}: the fast and the general path printed different verdicts")
    start = best.pop("start-up (one game)")
    return {name: seconds - (0 if name.startswith("floor") else start) for name, seconds in best.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200_000)
    parser.add_argument("--turns", type=int, default=3, help="Turns of each game (generate --max-turns).")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true", help="Print the figures as JSON.")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        found = figures(tiny_file(Path(scratch), options.games, options.turns), options.runs)
    per_game = {name: seconds / options.games * 1e6 for name, seconds in found.items()}
    if options.json:
        print(json.dumps({"games": options.games, "turns": options.turns, "us_per_game": per_game}, indent=2))
        return
    floor = per_game["floor (read and split)"]
    print(f"{options.games:,} one-line games of at most {options.turns} turns; best of {options.runs} runs,")
    print("processor time a game, start-up left out")
    print("| command | µs a game | x general path | x floor |")
    print("|---|---|---|---|")
    for name, micro in per_game.items():
        anchor = per_game.get(f"{name}, general path (anchor)", micro)
        print(f"| {name} | {micro:.1f} | {micro / anchor:.2f} | {micro / floor:.1f} |")


if __name__ == "__main__":
    main()
