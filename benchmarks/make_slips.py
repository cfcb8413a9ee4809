"""Write the slip sets of ``benchmarks/slips/`` once, from a fixed seed (specs/suggestions.md, "How well it guesses").

Each line of ``benchmarks/slips/mad.jsonl`` and ``rigadoon.jsonl`` is one slipped record: a random
game written as the writer writes it, with one slip of the pen made in one random turn token (MAD
turn, Rigadoon action), legal slips included, as a JSON object::

    {"slip": "wrong destination", "legal": true, "record": "<the record as slipped>",
     "correction": {"change": "replace", "line": 12, "column": 4, "written": "211c5-c4", "token": "211c5-c3"}}

``correction`` is the intended correction: ``replace`` the token ``written`` at ``line``:``column`` by
``token``; ``delete`` the token ``token`` written there twice (the second copy); ``insert`` the token
``token`` left out, before what is written at ``line``:``column``. ``legal`` says whether the slipped
token is itself legal where it stands. A slip whose record stays legal to its end (or breaks nowhere
the reader places) cannot be caught and is left out; the script says how many. Usage::

    python benchmarks/make_slips.py [--seed 1] [--records 180]

The sets are committed; run it again only to change them, and record the rates anew.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/slips.py, from a checkout

from admiralty.notation.kinds import MAD, RIGADOON, GameKind
from admiralty.notation.mgn.generate import random_games
from admiralty.notation.rgn import random_records
from admiralty.notation.verdict import judge
from tests import slips

LEGAL: dict[str, Callable[[Any, str], bool]] = {"mad": slips.is_legal, "rigadoon": slips.is_legal_action}
"""Whether a token is legal where it stands, by game."""

HERE = Path(__file__).resolve().parent / "slips"

Replace = Callable[[Any, str, int], str | None]

CLASSES: dict[str, dict[str, Replace | str]] = {
    "mad": {
        "wrong destination": slips.wrong_target,
        "wrong origin": slips.wrong_origin,
        "transposed squares": slips.transposed,
        "wrong ship code": slips.swapped_digits,
        "written twice": "delete",
        "left out": "insert",
    },
    "rigadoon": {
        "wrong destination": slips.wrong_stop,
        "wrong origin": slips.wrong_start,
        "transposed squares": slips.transposed_squares,
        "wrong ship code": slips.other_fleet,
        "written twice": "delete",
        "left out": "insert",
    },
}
"""The slip classes of issue 30, each a replacement of the token (tests/slips.py) or a turn token written
twice (its correction deletes it) or left out (its correction inserts it)."""


def mad_texts(seed: int) -> Iterator[str]:
    for game in random_games(seed, 10**6, max_turns=40):
        yield MAD.plugin.write_games([game])


def rigadoon_texts(seed: int) -> Iterator[str]:
    for record in random_records(seed, 10**6, 10):
        yield RIGADOON.plugin.write_games([record])


TEXTS: dict[str, tuple[GameKind, Callable[[int], Iterator[str]]]] = {
    "mad": (MAD, mad_texts),
    "rigadoon": (RIGADOON, rigadoon_texts),
}


def slipped(lines: list[str], line: int, column: int, token: str, how: Replace | str, before: Any, pick: int) -> Any:
    """The record ``lines`` with the slip ``how`` made to ``token`` at ``line``:``column``, and its correction;
    None when the slip does not apply to the token."""
    row, start = lines[line - 1], column - 1
    end = start + len(token)
    if how == "delete":
        text = row[:end] + " " + token + row[end:]
        return text, {"change": "delete", "line": line, "column": column + len(token) + 1, "token": token}
    if how == "insert":
        cut = end + 1 if row[end : end + 1] == " " else end
        if row[end:cut] == "" and start and row[start - 1] == " ":
            start -= 1  # the token ends its line: the space before it goes
        text = row[:start] + row[cut:]
        return text, {"change": "insert", "line": line, "column": column, "token": token}
    assert callable(how)
    wrong = how(before, token, pick)
    if wrong is None or wrong == token:
        return None
    text = row[:start] + wrong + row[end:]
    return text, {"change": "replace", "line": line, "column": column, "written": wrong, "token": token}


def slip_set(game: str, seed: int, count: int) -> tuple[list[dict[str, Any]], int]:
    """``count`` caught slipped records of ``game``, round robin over its classes, and how many slips were
    not caught."""
    kind, texts_of = TEXTS[game]
    rng = random.Random(seed)
    classes = list(CLASSES[game].items())
    found: list[dict[str, Any]] = []
    missed = 0
    for text in texts_of(seed):
        if len(found) == count:
            break
        name, how = classes[len(found) % len(classes)]
        lines = text.splitlines(keepends=True)
        ((record, _),) = judge("game", lines, kind)
        _, line, column, before = rng.choice(kind.plugin.token_places(record))
        token = lines[line - 1][column - 1 :].split(maxsplit=1)[0]
        made = slipped(lines, line, column, token, how, before, rng.randrange(12))
        if made is None:
            continue
        row, correction = made
        written = [*lines[: line - 1], row, *lines[line:]]
        ((_, verdict),) = judge("game", written, kind)
        if verdict.valid or verdict.errors[0].line is None:
            missed += 1
            continue
        legal = correction["change"] == "replace" and LEGAL[game](before, correction["written"])
        found.append({"slip": name, "legal": legal, "record": "".join(written), "correction": correction})
    return found, missed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--records", type=int, default=180, help="slipped records per game")
    options = parser.parse_args()
    HERE.mkdir(exist_ok=True)
    for game in TEXTS:
        found, missed = slip_set(game, options.seed, options.records)
        with open(HERE / f"{game}.jsonl", "w", encoding="utf-8") as out:
            out.writelines(json.dumps(each, sort_keys=True) + "\n" for each in found)
        print(f"{game}: {len(found)} slipped records written, {missed} slips not caught (the record stays legal)")


if __name__ == "__main__":
    main()
