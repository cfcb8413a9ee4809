"""The tournaments a store knows, and the names nearest to one it does not (STORE-NOTOURNAMENT).

A tournament is known by its ledger (``tournament create``) or by the games
imported under its name (``import --tournament``). A name that is neither is
refused with the known names nearest to it: first those spelt alike by the
players' rules (case, accents, dots and spaces: :func:`notation.spellings.spelling_key`)
or by letters that look like digits (``O``/``0``, ``l``/``I``/``1``, ``S``/``5``:
:func:`look_alike_key`), then those :mod:`difflib` finds close (specs/store.md, "STORE-NOTOURNAMENT").

Where a name starts a tournament, a slip would start a second one: ``import`` under a name no
ledger or import knows, in a store that holds ledgers, is refused unless the arbiter says it is
new (:func:`not_started`), and ``tournament create`` of a name spelt like a stored one is refused
(:func:`refuse_alike`) (specs/tournament.md, "Matching").
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


LOOK_ALIKE = str.maketrans({"o": "0", "i": "1", "l": "1", "s": "5"})
"""The letters of a spelling key (lower case) read as the digit they look like: ``O``/``0``, ``I``/``l``/``1``,
``S``/``5``, the slips of a name typed from a poster or a scoresheet."""


def look_alike_key(name: str) -> str:
    """The :func:`notation.spellings.spelling_key` of ``name`` with each letter that looks like a digit read as
    that digit: names that differ only so, or by case, accents and spaces, have one key.

    >>> look_alike_key("Rade Open 2O26") == look_alike_key("rade open 2026") == look_alike_key("RADE 0PEN 2026")
    True
    >>> look_alike_key("Rade Open 2025") == look_alike_key("Rade Open 2026")
    False
    """
    return spelling_key(name).translate(LOOK_ALIKE)


def known(store: Recorder) -> list[str]:
    """Every tournament of the store, with a ledger or with games, in name order."""
    return sorted({*store.ledgers(), *store.imported_tournaments()})


def nearest(name: str, names: Iterable[str], most: int = MOST) -> list[str]:
    """The ``names`` nearest to ``name``, other than itself, nearest first: spelt alike, then close.

    >>> nearest("Brest open", ["Brest Open 2026", "Autumn Open", "BREST  Open"])
    ['BREST  Open', 'Brest Open 2026']
    >>> nearest("Rade Open 2O26", ["Rade Open 2025", "Rade Open 2026"])
    ['Rade Open 2026', 'Rade Open 2025']
    """
    spellings: dict[str, list[str]] = {}
    for each in names:
        if each != name:
            spellings.setdefault(look_alike_key(each), []).append(each)
    close = difflib.get_close_matches(look_alike_key(name), list(spellings), n=most)
    return [each for key in close for each in spellings[key]][:most]


def spelt_alike(name: str, names: Iterable[str]) -> list[str]:
    """The ``names`` other than ``name`` that spell it by the players' rules (:func:`notation.spellings.spelling_key`)
    or with letters for the digits they look like (:func:`look_alike_key`).

    >>> spelt_alike("Review  Cup", ["Review Cup", "review cup 2", "Review  Cup", "Rev1ew Cup"])
    ['Review Cup', 'Rev1ew Cup']
    """
    key = look_alike_key(name)
    return [each for each in names if each != name and look_alike_key(each) == key]


def new_and_alike(store: Recorder, name: str) -> list[str]:
    """The stored tournaments spelt like ``name`` (:func:`spelt_alike`) when the store knows no ``name`` itself:
    importing under it likely makes a second tournament by a slip (``Review  Cup`` for ``Review Cup``)."""
    names = known(store)
    return [] if name in names else spelt_alike(name, names)


def not_started(store: Recorder, name: str) -> AdmiraltyError | None:
    """The refusal of importing under ``name`` (STORE-NOTOURNAMENT), ready to ``raise``, when the store holds
    ledgers and knows no tournament ``name`` (by its ledger or by games imported under it): the organiser
    declares an event by its ledger, so a name none has is likely a slip (``Rade Open 2O26``); ``--new`` says
    it is not. None when ``name`` is known, or the store holds no ledger (nothing to have meant).

    >>> from admiralty.store import EventStore
    >>> from admiralty.store.tournaments import create
    >>> store = EventStore.open(":memory:")
    >>> not_started(store, "Rade Open 2O26") is None
    True
    >>> _ = create(store, "Rade Open 2026", ("mad",), (), (), "2026-11-27T05:00:00+00:00")
    >>> print(not_started(store, "Rade Open 2O26").violation.message)
    There is no tournament "Rade Open 2O26" in this database; did you mean "Rade Open 2026"? Give --new to start a new one.
    """
    if not store.ledgers() or name in known(store):
        return None
    return unknown(store, name, " Give --new to start a new one.")


def refuse_alike(store: Recorder, name: str) -> None:
    """Refuse to create a tournament ``name`` spelt like one the store knows (:func:`spelt_alike`): its games
    and its ledger would be kept apart from that one's by a slip of case, accents, spaces or look-alike letters.

    Raises:
        AdmiraltyError: STORE-LEDGER, naming the stored tournament.
    """
    alike = spelt_alike(name, known(store))
    if alike:
        raise violation(
            "STORE-LEDGER",
            f"The tournament {quoted(name)} is spelt like {either(alike, 'and')}, already in this database"
            f" (case, accents, spaces and look-alike letters aside): give --tournament {quoted(alike[0])} to use"
            " it, or create a name that differs by more than its spelling.",
        )


def unknown(store: Recorder, name: str, advice: str = "") -> AdmiraltyError:
    """The refusal of a tournament name the store does not know (STORE-NOTOURNAMENT), ready to ``raise``:
    the nearest names it knows, else all of them when they are few; ``advice`` ends it."""
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
    return violation("STORE-NOTOURNAMENT", f"There is no tournament {quoted(name)} in this database; {hint}{advice}")
