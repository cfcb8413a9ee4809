"""One timed run of a judging figure, run by any Admiralty's Python (benchmarks/targets.py).

Like benchmarks/store_worker.py, it uses only what every version of Admiralty
offers (the CLI's ``app``, ``notation.rgn.generate.random_game``, the Rigadoon
referee's ``decide`` and ``replay``), so the same script times the anchor (an
install of an earlier commit) and the code at hand, on the same files, each in
a fresh process. Usage::

    python benchmarks/judge_worker.py validate FILE OUTPUT WARM-UP
    python benchmarks/judge_worker.py generate SEED GAMES
    python benchmarks/judge_worker.py floor FILE
    python benchmarks/judge_worker.py chess PGN

``validate`` runs ``validate FILE --json --jobs 1`` in process (after one run on
the small record WARM-UP, so that the commands' modules are loaded), its output
to OUTPUT, and gives its time, the turns of its verdicts, whether all are valid
and the output's SHA-256; ``generate`` plays the random Rigadoon games of seeds
SEED to SEED + GAMES - 1, then replays each by ``decide`` (the clock stopped)
to check it ends where the generator said; ``floor`` reads FILE and splits it
into words, then does that with one dictionary look-up per word; ``chess``
reads every game of PGN with python-chess (every SAN move replayed legally).
Each prints its figures as one JSON object; times are processor times.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import resource
import sys
from pathlib import Path
from typing import Any


def processor_time() -> float:
    """The processor time (user and system) of this process and its children waited for, in seconds: on
    a machine shared with other work it varies far less than the wall time, which equals it on an idle one."""
    usage = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    return sum(each.ru_utime + each.ru_stime for each in usage)


def validate(path: Path, output: Path, warm_up: Path) -> dict[str, Any]:
    """``validate PATH --json --jobs 1`` in this process, timed (its modules loaded beforehand)."""
    from admiralty.cli.app import app

    def run(source: Path) -> int:
        with open(output, "w", encoding="utf-8") as handle, contextlib.redirect_stdout(handle):
            try:
                app(["validate", str(source), "--json", "--jobs", "1"])
            except SystemExit as stop:
                return stop.code if isinstance(stop.code, int) else 1
        return 0

    run(warm_up)
    start = processor_time()
    status = run(path)
    seconds = processor_time() - start
    text = output.read_bytes()
    verdicts = json.loads(text)
    return {
        "seconds": seconds,
        "turns": sum(verdict["turns"] for verdict in verdicts),
        "valid": status == 0 and all(verdict["valid"] for verdict in verdicts),
        "sha256": hashlib.sha256(text).hexdigest(),
    }


def generate(seed: int, games: int) -> dict[str, Any]:
    """The random Rigadoon games of ``games`` seeds from ``seed``, timed; then each replayed by ``decide``."""
    from admiralty.notation.rgn.generate import random_game
    from admiralty.referee.rigadoon import decide, replay

    start = processor_time()
    played = [random_game(each) for each in range(seed, seed + games)]
    seconds = processor_time() - start
    replayed = True
    for state, actions, final in played:
        for action in actions:
            state = replay(state, decide(state, action))
        replayed = replayed and state == final
    lengths = [len(actions) for _, actions, _ in played]
    return {"seconds": seconds, "actions": sum(lengths), "valid": replayed, "lengths": lengths}


def floor(path: Path) -> dict[str, Any]:
    """The floor of reading ``path``: split into words; then with a dictionary look-up per word."""
    start = processor_time()
    with open(path, encoding="utf-8") as handle:
        words = sum(len(line.split()) for line in handle)
    split = processor_time() - start
    seen: dict[str, int] = {}
    start = processor_time()
    looked_up = 0
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            for word in line.split():
                looked_up += seen.get(word, 1)
    return {"split_s": split, "lookups_s": processor_time() - start, "words": words, "valid": looked_up == words}


def chess(path: Path) -> dict[str, Any]:
    """python-chess's ``read_game`` over every game of ``path``, timed."""
    import chess.pgn

    moves, valid = 0, True
    start = processor_time()
    with open(path, encoding="utf-8") as pgn:
        while (game := chess.pgn.read_game(pgn)) is not None:
            valid = valid and not game.errors
            moves += sum(1 for _ in game.mainline_moves())
    return {"seconds": processor_time() - start, "moves": moves, "valid": valid}


def main(args: list[str]) -> None:
    task, *rest = args
    if task == "validate":
        found = validate(Path(rest[0]), Path(rest[1]), Path(rest[2]))
    elif task == "generate":
        found = generate(int(rest[0]), int(rest[1]))
    elif task == "floor":
        found = floor(Path(rest[0]))
    elif task == "chess":
        found = chess(Path(rest[0]))
    else:
        raise SystemExit(f"unknown task {task!r}: validate, generate, floor or chess")
    print(json.dumps(found))


if __name__ == "__main__":
    main(sys.argv[1:])
