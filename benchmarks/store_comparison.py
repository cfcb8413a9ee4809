"""Issue 17's store figures: a store of generated games built, listed, ranked and verified by the
anchor's Admiralty and by this one, on the same files, one after the other (benchmarks/store_worker.py
run by each install's Python). Called by :mod:`benchmarks.bench`."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

from benchmarks.targets import ROOT, Target, at_most, generate, measured, pythons, times_anchor


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


def store_side(python: str, rounds: Path, db: Path, storing: bool) -> dict[str, Any]:
    """One Admiralty's figures on the round files (benchmarks/store_worker.py); its databases removed after."""
    args = [python, str(ROOT / "benchmarks" / "store_worker.py"), str(rounds), str(db), *(["--storing"] * storing)]
    worker = subprocess.run(args, capture_output=True, check=False, cwd=db.parent)
    for leftover in db.parent.glob(f"{db.stem}*.db*"):
        leftover.unlink()
    if worker.returncode != 0:
        raise SystemExit(f"the store worker failed under {python}: {worker.stderr.decode()[-2000:]}")
    figures: dict[str, Any] = json.loads(worker.stdout)
    if figures["games_lines"] < figures["games"] or figures["standings_lines"] < 1:
        raise SystemExit(f"games or standings under {python} listed less than the stored games")
    return figures


def store_comparison(folder: Path, games: int, anchor: str | None, storing: bool) -> list[Target]:
    """A store of ``games`` generated games in files of 100 built by each install, one after the
    other: import events/s, the commands ``games``, ``standings`` and ``verify`` in process, the
    database's size over the records'; with ``storing``, the store's own cost (games judged beforehand)."""
    rounds = round_files(folder, generate(folder, "store.mgn", games), 100)
    sides = {
        label: store_side(python, rounds, folder / f"{label}.db", storing) for label, python in pythons(anchor).items()
    }

    def each(figure: str) -> dict[str, float]:
        return {label: side[figure] for label, side in sides.items()}

    def rate(seconds: str) -> dict[str, float]:
        return {label: side["events"] / side[seconds] for label, side in sides.items()}

    this = sides["this"]
    note = f"{this['games']:,} games in files of 100, {this['events']:,} events"
    found = [
        measured("store import", "events/s", rate("import_s"), times_anchor(2), lower_is_better=False, note=note),
        measured("store games, in process", "s", each("games_s"), at_most(0.5, "under 0.5 s")),
        measured("store standings, in process", "s", each("standings_s"), at_most(0.5, "under 0.5 s")),
        measured("store verify, in process", "s", each("verify_s"), times_anchor(3)),
        measured(
            "store size / records' size",
            "x",
            {label: side["db_bytes"] / side["records_bytes"] for label, side in sides.items()},
            at_most(8),
            note=f"{this['db_bytes'] / 1e6:.1f} MB for {this['records_bytes'] / 1e6:.1f} MB of records",
        ),
    ]
    if storing:
        found.append(
            measured(
                "  storing alone",
                "events/s",
                rate("storing_s"),
                None,
                lower_is_better=False,
                note="the same games judged beforehand: the store's own cost",
            )
        )
    return found
