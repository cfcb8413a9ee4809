"""The tournaments a store knows, and the names nearest to one it does not (STORE-NOTOURNAMENT).

A tournament is known by its ledger (``tournament create``) or by the games
imported under its name (``import --tournament``). A name that is neither is
refused with the known names nearest to it: first those spelt alike by the
players' rules (case, accents, dots and spaces: :func:`notation.spellings.spelling_key`),
then those :mod:`difflib` finds close (specs/store.md, "STORE-NOTOURNAMENT").
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from admiralty.notation.spellings import spelling_key
from admiralty.referee.violation import AdmiraltyError, violation
from admiralty.referee.wording import counted, either, quoted
from admiralty.store.recorder import Recorder

MOST = 3
"""The most names a refusal suggests."""

LISTED = 5
"""A store of at most this many tournaments has them all named when none is near the name given."""


def known(store: Recorder) -> list[str]:
    """Every tournament of the store, with a ledger or with games, in name order."""
    return sorted({*store.ledgers(), *store.imported_tournaments()})


def nearest(name: str, names: Iterable[str], most: int = MOST) -> list[str]:
    """The ``names`` nearest to ``name``, other than itself, nearest first: spelt alike, then close.

    >>> nearest("Brest open", ["Brest Open 2026", "Autumn Open", "BREST  Open"])
    ['BREST  Open', 'Brest Open 2026']
    """
    spellings: dict[str, list[str]] = {}
    for each in names:
        if each != name:
            spellings.setdefault(spelling_key(each), []).append(each)
    close = difflib.get_close_matches(spelling_key(name), list(spellings), n=most)
    return [each for key in close for each in spellings[key]][:most]


def spelt_alike(name: str, names: Iterable[str]) -> list[str]:
    """The ``names`` other than ``name`` that spell it by the players' rules (:func:`notation.spellings.spelling_key`).

    >>> spelt_alike("Review  Cup", ["Review Cup", "review cup 2", "Review  Cup"])
    ['Review Cup']
    """
    key = spelling_key(name)
    return [each for each in names if each != name and spelling_key(each) == key]


def new_and_alike(store: Recorder, name: str) -> list[str]:
    """The stored tournaments spelt like ``name`` (:func:`spelt_alike`) when the store knows no ``name`` itself:
    importing under it likely makes a second tournament by a slip (``Review  Cup`` for ``Review Cup``)."""
    names = known(store)
    return [] if name in names else spelt_alike(name, names)


def unknown(store: Recorder, name: str) -> AdmiraltyError:
    """The refusal of a tournament name the store does not know (STORE-NOTOURNAMENT), ready to ``raise``:
    the nearest names it knows, else all of them when they are few."""
    names = known(store)
    close = nearest(name, names)
    if close:
        hint = f"did you mean {either(close)}?"
    elif not names:
        hint = "it holds no tournament."
    elif len(names) <= LISTED:
        hint = f"its tournaments are {either(names, 'and')}."
    else:
        hint = f"it holds {counted(len(names), 'tournament')}, none spelt near it."
    return violation("STORE-NOTOURNAMENT", f"There is no tournament {quoted(name)} in this database; {hint}")
