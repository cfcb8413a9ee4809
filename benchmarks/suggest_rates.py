"""How often "did you mean" puts the intended turn first, per kind of slip (specs/suggestions.md).

Plays random legal games (MAD, or Rigadoon with ``--kind rigadoon``), applies
one slip of the pen (tests/slips.py) to a random turn or sail, and asks for
suggestions in the position. A slip that leaves a legal token is not
detectable at its turn and is counted apart. Usage::

    python benchmarks/suggest_rates.py [--kind mad|rigadoon] [--slips 2000] [--seed 1]

With ``--records``, the slipped records of the committed slip set
``benchmarks/slips/KIND.jsonl`` (made once by ``benchmarks/make_slips.py``, legal
slips, turns written twice and turns left out included) are judged whole: the
intended correction is looked for among the bad token's own suggestions
(before) and among the suggestions of ``validate --look-back`` (after,
:mod:`admiralty.notation.lookback`), the first ``--slips`` records of the set::

    python benchmarks/suggest_rates.py --records [--kind mad|rigadoon] [--slips 400]
"""

from __future__ import annotations

import argparse
import collections
import itertools
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/slips.py, from a checkout

from admiralty.notation.assume import Edit, replaced, suggested_edit, token_start
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


KINDS: dict[
    str,
    tuple[
        GameKind,
        Callable[[int], list[Case]],
        dict[str, Callable[..., str | None]],
        Callable[..., bool],
    ],
] = {
    "mad": (MAD, mad_cases, SLIPS, is_legal),
    "rigadoon": (RIGADOON, rigadoon_cases, RIGADOON_SLIPS, is_legal_action),
}


def positions(options: argparse.Namespace) -> None:
    """The rates of suggestions at the slipped token itself, for slips that make it illegal."""
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


Bad = tuple[int, int, str]
"""Where the bad token stands and what it is: line, column, token."""


def _applied(lines: list[str], edit: Edit) -> str:
    """The record with ``edit`` made, its words only (the spacing does not count)."""
    return " ".join("".join(replaced(lines, edit)).split())


def intended_edit(lines: list[str], correction: dict[str, Any]) -> Edit:
    """The edit the slip set names as the intended correction."""
    line, column, token = correction["line"], correction["column"], correction["token"]
    change = correction["change"]
    place = (line, column, token if change == "delete" else correction.get("written", ""))
    return suggested_edit(lines, Suggestion(token, 0, turn=0, place=place, change=change))


def _summary(kind: GameKind, lines: list[str]) -> tuple[object, ...]:
    """What a record comes to: valid or not, its result, turns and final position."""
    ((_, verdict),) = judge("game", lines, kind)
    return (verdict.valid, verdict.result, verdict.turns, verdict.final)


def is_intended(kind: GameKind, lines: list[str], bad: Bad, suggestion: Suggestion, intended: Edit) -> bool:
    """Whether ``suggestion`` makes the intended correction: the same record as the correction gives; for a
    token left out, inserted anywhere in its turn with the same outcome (valid, result, turns, final
    position), since a record does not say where an independent action of a turn stood."""
    edit = suggested_edit(lines, suggestion) if suggestion.place is not None else bad_edit(lines, bad, suggestion)
    if _applied(lines, edit) == _applied(lines, intended):
        return True
    if suggestion.change != "insert" or intended.new != suggestion.token + " ":
        return False
    return _summary(kind, replaced(lines, edit)) == _summary(kind, replaced(lines, intended))


def bad_edit(lines: list[str], bad: Bad, suggestion: Suggestion) -> Edit:
    """The edit of the bad token's own suggestion (it names no place: the bad token at the error)."""
    line, column, offending = bad
    return Edit(line, token_start(lines[line - 1], offending, column), offending, suggestion.token)


def records(options: argparse.Namespace) -> None:
    """The rates of suggestions for the committed slip sets (benchmarks/slips/, made by make_slips.py), legal
    slips included, before and after looking back (and deleting or inserting a token)."""
    kind = KINDS[options.kind][0]
    path = Path(__file__).resolve().parent / "slips" / f"{options.kind}.jsonl"
    counts: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    with open(path, encoding="utf-8") as sets:
        for row in itertools.islice(sets, options.slips):
            slip = json.loads(row)
            lines = slip["record"].splitlines(keepends=True)
            intended = intended_edit(lines, slip["correction"])
            ((game, verdict),) = judge("game", lines, kind)
            error = verdict.errors[0]
            bad = (error.line or 0, error.column or 0, game.offending or "")
            count = counts[slip["slip"]]
            count["judged"] += 1
            count["legal"] += slip["legal"]
            before = verdict.advice[0].suggestions if verdict.advice else None
            after = looked_back("game", lines, game, verdict, kind).advice
            for when, suggestions in (("before", before or ()), ("after", (after and after[0].suggestions) or ())):
                hits = [is_intended(kind, lines, bad, s, intended) for s in suggestions]
                count[when + " first"] += bool(hits) and hits[0]
                count[when + " top 3"] += any(hits)
    print(
        f"{'slip':<20} {'judged':>6} {'legal':>6} {'before: first':>14} {'top 3':>6} {'after: first':>13} {'top 3':>6}"
    )
    total = sum(counts.values(), collections.Counter[str]())
    for name, count in [*sorted(counts.items()), ("all", total)]:
        n = count["judged"] or 1
        rates = [count[key] / n for key in ("before first", "before top 3", "after first", "after top 3")]
        print(
            f"{name:<20} {count['judged']:>6} {count['legal']:>6} {rates[0]:>14.1%} {rates[1]:>6.1%}"
            f" {rates[2]:>13.1%} {rates[3]:>6.1%}"
        )


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
