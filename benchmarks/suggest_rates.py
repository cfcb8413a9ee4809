"""How often "did you mean" puts the intended turn first, per kind of slip (specs/suggestions.md).

Plays random legal MAD games, applies one slip of the pen (tests/slips.py) to
a random turn, and asks for suggestions in the position. A slip that leaves a
legal token is not detectable at its turn and is counted apart. Usage::

    python benchmarks/suggest_rates.py [--slips 2000] [--seed 1]
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/slips.py, from a checkout

from admiralty.notation.mgn.generate import random_games
from admiralty.notation.mgn.suggest import suggest
from admiralty.notation.mgn.turn import write_event
from tests.slips import SLIPS, is_legal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--slips", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    games = [game for game in random_games(options.seed, 100) if game.main.turns]
    tried: collections.Counter[str] = collections.Counter()
    legal, first, among = collections.Counter[str](), collections.Counter[str](), collections.Counter[str]()
    names = sorted(SLIPS)
    while sum(tried.values()) < options.slips:
        played = rng.choice(rng.choice(games).main.turns)
        name = rng.choice(names)
        intended = write_event(played.before, played.event, played.after)
        slipped = SLIPS[name](played.before, intended, rng.randrange(12))
        if slipped is None or slipped == intended:
            continue
        if is_legal(played.before, slipped):
            legal[name] += 1
            continue
        tried[name] += 1
        tokens = [s.token for s in suggest(played.before, slipped)]
        first[name] += bool(tokens) and tokens[0] == intended
        among[name] += intended in tokens
    print(f"{'slip':<16} {'judged':>6} {'first':>7} {'top 3':>7} {'legal, not judged':>18}")
    for name in names:
        n = tried[name] or 1
        print(f"{name:<16} {tried[name]:>6} {first[name] / n:>7.1%} {among[name] / n:>7.1%} {legal[name]:>18}")
    total = sum(tried.values())
    print(f"{'all':<16} {total:>6} {sum(first.values()) / total:>7.1%} {sum(among.values()) / total:>7.1%}")


if __name__ == "__main__":
    main()
