"""Issue 28's figures of ``report``: the HTML report of 200 generated MAD games and of 50 Rigadoon games,
this install beside an anchor install measured in the same run.

For each game and each install, interleaved, ``runs`` times after one warm-up round: ``report FILE
--format html -o R.html`` over the seeded games, then over twice as many. Each figure is the best of
the runs: the report's processor time (user and system of the command, its viewer pages included: on a
machine shared with other work it varies far less than the wall time), its size (the report file
itself; the linked viewer pages beside it are counted apart, in the note) and its peak resident
memory. The targets: at most 2 MB; under 1.5 s (MAD) and 3 s (Rigadoon); peak memory under 120 MB
and flat when the games double (at most 10 % and 5 MB more).

Run: ``python benchmarks/report_targets.py [--anchor PYTHON] [--runs 3] [--json]``; PYTHON is an
interpreter with another install of Admiralty, such as the issue's c4d24b7.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.targets import Target, at_most, generate, measured, table

PEAK = (
    "import resource, subprocess, sys\n"
    "code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL).returncode\n"
    "usage = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
    "print(usage.ru_utime + usage.ru_stime, usage.ru_maxrss, code)\n"
)
"""Runs a command and prints its processor seconds, its peak resident memory (kB) and its exit code."""

GAMES = {"mad": (200, 1.5, ".mgn"), "rigadoon": (50, 3.0, ".rgn")}
"""Each game's number of games, its time target (seconds) and its records' suffix."""

SIZE_MB = 2.0
PEAK_MB = 120.0


def run(python: str, corpus: Path, out: Path) -> dict[str, float]:
    """One report of ``corpus`` by ``python``'s install into ``out``: seconds, peak MB, report MB, pages MB."""
    report = out / "R.html"
    command = [python, "-m", "admiralty.cli", "report", str(corpus), "--format", "html", "-o", str(report)]
    done = subprocess.run([sys.executable, "-c", PEAK, *command], capture_output=True, check=True, text=True)
    seconds, peak, code = done.stdout.split()
    if int(code) not in (0, 1):
        raise SystemExit(f"report failed under {python}: exit {code}")
    pages = sum(path.stat().st_size for path in out.rglob("*") if path.is_file() and path != report)
    return {
        "seconds": float(seconds),
        "peak": int(peak) / 1024,
        "size": report.stat().st_size / 2**20,
        "pages": pages / 2**20,
    }


def best(installs: dict[str, str], corpora: dict[str, Path], folder: Path, runs: int) -> dict[tuple[str, str], dict]:
    """Per (corpus, install): the best of ``runs`` runs (least seconds, least peak), interleaved."""
    found: dict[tuple[str, str], dict[str, float]] = {}
    for round_ in range(runs + 1):
        for name, corpus in corpora.items():
            for label, python in installs.items():
                out = Path(tempfile.mkdtemp(dir=folder))
                figures = run(python, corpus, out)
                if not round_:
                    continue  # the warm-up round
                key = (name, label)
                kept = found.setdefault(key, figures)
                found[key] = {**figures, "seconds": min(kept["seconds"], figures["seconds"])}
                found[key]["peak"] = min(kept["peak"], figures["peak"])
    return found


def targets(found: dict[tuple[str, str], dict], installs: dict[str, str]) -> list[Target]:
    """The figures of each game beside their targets."""
    made = []
    for kind, (games, seconds, _) in GAMES.items():
        one, two = f"{kind} x{games}", f"{kind} x{2 * games}"

        def values(name: str, figure: str) -> dict[str, float]:
            return {label: found[(name, label)][figure] for label in installs}

        pages = found[(one, "this")]["pages"]
        made += [
            measured(f"report html, {games} {kind} games", "s", values(one, "seconds"), at_most(seconds)),
            measured(
                f"report size, {games} {kind} games",
                "MB",
                values(one, "size"),
                at_most(SIZE_MB),
                note=f"viewer pages beside it: {pages:.1f} MB",
            ),
            measured(f"report peak memory, {games} {kind} games", "MB", values(one, "peak"), at_most(PEAK_MB)),
            measured(f"report peak memory, {2 * games} {kind} games", "MB", values(two, "peak"), at_most(PEAK_MB)),
        ]
        growth = {label: found[(two, label)]["peak"] - found[(one, label)]["peak"] for label in installs}
        flat = max(5.0, 0.1 * found[(one, "this")]["peak"])
        made.append(
            measured(
                f"report peak memory growth, games doubled ({kind})",
                "MB",
                growth,
                at_most(flat, f"at most {flat:.0f} MB"),
            )
        )
    return made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--anchor", help="an interpreter with another install of Admiralty, measured alongside")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    installs = {"this": sys.executable, **({"anchor": options.anchor} if options.anchor else {})}
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        corpora = {}
        for kind, (games, _, suffix) in GAMES.items():
            for count in (games, 2 * games):
                corpora[f"{kind} x{count}"] = generate(folder, f"{kind}-{count}{suffix}", count, kind)
        found = best(installs, corpora, folder, options.runs)
    made = targets(found, installs)
    if options.json:
        print(json.dumps([{**vars(target)} for target in made], default=str, indent=2))
    else:
        print(table(made))


if __name__ == "__main__":
    main()
