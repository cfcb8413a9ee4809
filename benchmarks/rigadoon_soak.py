"""Soak the Rigadoon referee: play many seeded random legal games and report.

Every action comes from ``legal_actions``, so any exception, a violation
included, is an internal error. Each game is also replayed from its events and
must give the same final state.

    python -m benchmarks.rigadoon_soak --games 5000 --jobs 2
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor

from admiralty.notation.rgn.generate import random_game
from admiralty.referee.rigadoon.reducer import replay
from admiralty.referee.rigadoon.rules import decide


def soak_one(seed: int, max_turns: int) -> tuple[str, int]:
    """Play and replay the game of ``seed``; its ending and number of actions, or the error."""
    try:
        initial, actions, final = random_game(seed, max_turns)
        state = initial
        for action in actions:
            state = replay(state, decide(state, action))
        if state != final:
            return f"error: replay differs for seed {seed}", len(actions)
        ending = final.outcome.reason.value if final.outcome else ("turns" if final.turn > max_turns else "stuck")
        return ending, len(actions)
    except Exception:
        return f"error: seed {seed}\n{traceback.format_exc()}", 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    parser.add_argument("--max-turns", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    seeds = range(args.seed, args.seed + args.games)
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(soak_one, seeds, [args.max_turns] * args.games, chunksize=8))
    endings = collections.Counter(ending if not ending.startswith("error") else "error" for ending, _ in results)
    for ending, _ in results:
        if ending.startswith("error"):
            print(ending, file=sys.stderr)
    actions = sum(count for _, count in results)
    seconds = time.perf_counter() - started
    print(f"{args.games} games, {actions} actions in {seconds:.1f}s: {dict(sorted(endings.items()))}")
    return 1 if endings["error"] else 0


if __name__ == "__main__":
    sys.exit(main())
