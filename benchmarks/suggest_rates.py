"""How often "did you mean" puts the intended turn first, per kind of slip (specs/suggestions.md).

Plays random legal games (MAD, or Rigadoon with ``--kind rigadoon``), applies
one slip of the pen (tests/slips.py) to a random turn or sail, and asks for
suggestions in the position. A slip that leaves a legal token is not
detectable at its turn and is counted apart. Usage::

    python benchmarks/suggest_rates.py [--kind mad|rigadoon] [--slips 2000] [--seed 1]
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/slips.py, from a checkout

from admiralty.notation.kinds import MAD, RIGADOON, GameKind
from admiralty.notation.mgn.generate import random_games
from admiralty.notation.mgn.turn import write_event
from admiralty.notation.rgn import random_records
from admiralty.notation.rgn.turn import write_action
from admiralty.referee.rigadoon import Sail
from tests.slips import RIGADOON_SLIPS, SLIPS, is_legal, is_legal_action

Case = tuple[object, str]
"""A position and the canonical token played there."""


def mad_cases(seed: int) -> list[Case]:
    games = random_games(seed, 100)
    return [(p.before, write_event(p.before, p.event, p.after)) for game in games for p in game.main.turns]


def rigadoon_cases(seed: int) -> list[Case]:
    records = random_records(seed, 30, 10)
    return [
        (p.before, write_action(p.before, p.action, p.events))
        for record in records
        for p in record.actions
        if isinstance(p.action, Sail)
    ]


KINDS: dict[
    str, tuple[GameKind, Callable[[int], list[Case]], dict[str, Callable[..., str | None]], Callable[..., bool]]
] = {
    "mad": (MAD, mad_cases, SLIPS, is_legal),
    "rigadoon": (RIGADOON, rigadoon_cases, RIGADOON_SLIPS, is_legal_action),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kind", choices=sorted(KINDS), default="mad")
    parser.add_argument("--slips", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    kind, cases_of, slips, legal_in = KINDS[options.kind]
    rng = random.Random(options.seed)
    cases = cases_of(options.seed)
    tried: collections.Counter[str] = collections.Counter()
    legal, first, among = collections.Counter[str](), collections.Counter[str](), collections.Counter[str]()
    names = sorted(slips)
    while sum(tried.values()) < options.slips:
        before, intended = rng.choice(cases)
        name = rng.choice(names)
        slipped = slips[name](before, intended, rng.randrange(12))
        if slipped is None or slipped == intended:
            continue
        if legal_in(before, slipped):
            legal[name] += 1
            continue
        tried[name] += 1
        tokens = [s.token for s in kind.plugin.suggest(before, slipped)]
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
