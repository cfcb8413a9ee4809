"""How often "did you mean" puts the intended turn first, per kind of slip (specs/suggestions.md).

Plays random legal games (MAD, or Rigadoon with ``--kind rigadoon``), applies
one slip of the pen (tests/slips.py) to a random turn or sail, and asks for
suggestions in the position. A slip that leaves a legal token is not
detectable at its turn and is counted apart. Usage::

    python benchmarks/suggest_rates.py [--kind mad|rigadoon] [--slips 2000] [--seed 1]

With ``--records``, each slip is made in the written record of a random game
instead, legal slips included, and the whole record is judged: the intended
correction (the slipped turn or action written as played) is looked for among
the bad token's own suggestions (before) and among the suggestions of
``validate --look-back`` (after, :mod:`admiralty.notation.lookback`). A slip
whose record stays legal to its end cannot be caught and is counted apart::

    python benchmarks/suggest_rates.py --records [--kind mad|rigadoon] [--slips 400] [--seed 1]
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/slips.py, from a checkout

from admiralty.notation.assume import Edit, replaced
from admiralty.notation.kinds import MAD, RIGADOON, GameKind
from admiralty.notation.lookback import looked_back
from admiralty.notation.mgn.generate import random_games
from admiralty.notation.mgn.turn import write_event
from admiralty.notation.rgn import random_records
from admiralty.notation.rgn.turn import write_action
from admiralty.notation.suggest import Suggestion
from admiralty.notation.verdict import judge
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


def mad_texts(seed: int) -> Iterator[str]:
    for game in random_games(seed, 10**6, max_turns=80):
        yield MAD.plugin.write_games([game])


def rigadoon_texts(seed: int) -> Iterator[str]:
    for record in random_records(seed, 10**6, 12):
        yield RIGADOON.plugin.write_games([record])


KINDS: dict[
    str,
    tuple[
        GameKind,
        Callable[[int], list[Case]],
        Callable[[int], Iterator[str]],
        dict[str, Callable[..., str | None]],
        Callable[..., bool],
    ],
] = {
    "mad": (MAD, mad_cases, mad_texts, SLIPS, is_legal),
    "rigadoon": (RIGADOON, rigadoon_cases, rigadoon_texts, RIGADOON_SLIPS, is_legal_action),
}


def positions(options: argparse.Namespace) -> None:
    """The rates of suggestions at the slipped token itself, for slips that make it illegal."""
    kind, cases_of, _, slips, legal_in = KINDS[options.kind]
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


def _intended(suggestion: Suggestion, place: tuple[int, int, str], bad_here: bool) -> bool:
    """Whether ``suggestion`` writes the slipped token as played, at its own place."""
    line, column, intended = place
    if suggestion.token != intended:
        return False
    return suggestion.place[:2] == (line, column) if suggestion.place is not None else bad_here


def records(options: argparse.Namespace) -> None:
    """The rates of suggestions for slips made in whole records, legal slips included, before and after looking back."""
    kind, _, texts_of, slips, legal_in = KINDS[options.kind]
    rng = random.Random(options.seed)
    texts = texts_of(options.seed)
    names = sorted(slips)
    counts = {name: collections.Counter[str]() for name in names}
    while sum(count["judged"] for count in counts.values()) < options.slips:
        text = next(texts).splitlines(keepends=True)
        ((record, _),) = judge("game", text, kind)
        places = kind.plugin.token_places(record)
        for _ in range(3):
            _, line, column, before = rng.choice(places)
            intended = text[line - 1][column - 1 :].split(maxsplit=1)[0]
            name = rng.choice(names)
            slipped = slips[name](before, intended, rng.randrange(12))
            if slipped is None or slipped == intended:
                continue
            count = counts[name]
            legal = legal_in(before, slipped)
            written = replaced(text, Edit(line, column - 1, intended, slipped))
            ((game, verdict),) = judge("game", written, kind)
            if verdict.valid or not verdict.advice or verdict.advice[0].suggestions is None:
                count["not caught"] += 1
                continue
            error = verdict.errors[0]
            bad_here = error.line == line and column <= (error.column or 0) <= column + len(slipped)
            place = (line, column, intended)
            count["judged"] += 1
            count["legal"] += legal
            for when, suggestions in (
                ("before", verdict.advice[0].suggestions),
                ("after", looked_back("game", written, game, verdict, kind).advice[0].suggestions or ()),
            ):
                hits = [_intended(s, place, bad_here) for s in suggestions]
                count[when + " first"] += bool(hits) and hits[0]
                count[when + " top 3"] += any(hits)
    print(
        f"{'slip':<18} {'judged':>6} {'legal':>6} {'before: first':>14} {'top 3':>6} {'after: first':>13} {'top 3':>6}"
    )
    total = sum(counts.values(), collections.Counter[str]())
    for name, count in [*counts.items(), ("all", total)]:
        n = count["judged"] or 1
        rates = [count[key] / n for key in ("before first", "before top 3", "after first", "after top 3")]
        print(
            f"{name:<18} {count['judged']:>6} {count['legal']:>6} {rates[0]:>14.1%} {rates[1]:>6.1%}"
            f" {rates[2]:>13.1%} {rates[3]:>6.1%}"
        )
    print(f"not caught (the record stays legal): {total['not caught']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kind", choices=sorted(KINDS), default="mad")
    parser.add_argument("--slips", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--records", action="store_true", help="slips made in whole records, legal slips included")
    options = parser.parse_args()
    (records if options.records else positions)(options)


if __name__ == "__main__":
    main()
