"""Players' names as records spell them: one key per spelling, so ``Morgan, Anne`` is ``Anne Morgan``.

The key ignores case (``casefold``), accents (NFKD, combining marks dropped),
dots, hyphens and repeated spaces, and reads ``Last, First`` as ``First Last``
(specs/tournament.md, "Matching"). Letters NFKD does not decompose (``Ł``,
``ø``) need a transliteration table, which the pure referee does not hold: the
store folds a ledger with :func:`notation.spellings.spelling_key`, which
transliterates first (a :data:`Key` is any such function).
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Callable, Iterable

Key = Callable[[str], str]
"""A function giving the key of a spelling of a name: two spellings with one key name one player."""


SEPARATORS = str.maketrans(".-,", "   ")
"""What a key reads as a space: dots, hyphens, and any comma after the first (which turned ``Last, First``)."""


def name_key(name: str) -> str:
    """The key of a spelling of a name.

    >>> name_key("Morgan, Anne") == name_key("anne  MORGAN") == name_key("Anne Morgan")
    True
    >>> name_key("Gaël Riou") == name_key("RIOU, Gael") == name_key("Gael-Riou")
    True
    """
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c)).casefold()
    last, comma, first = plain.partition(",")
    ordered = f"{first} {last}" if comma else plain
    return " ".join(ordered.translate(SEPARATORS).split())


def nearest_key(key: str, keys: Iterable[str]) -> str | None:
    """The one of ``keys`` nearest to ``key`` (by :mod:`difflib`), None when none is near: the "did you mean"
    of a misspelt player.

    >>> nearest_key("anne morgn", ["anne morgan", "bob"]), nearest_key("zz", ["anne morgan"])
    ('anne morgan', None)
    """
    close = difflib.get_close_matches(key, list(keys), n=1)
    return close[0] if close else None


UNKNOWN = "?"
"""A seat tag's value when the player is not known: it names nobody."""


def one_player(players: tuple[str, str], key: Key = name_key) -> bool:
    """Whether a game's two seats name one player: spellings of one name (:func:`name_key`), not ``?``.
    A player cannot be paired against themselves (STORE-LEDGER), so such a game counts for no one.

    >>> one_player(("Anne Morgan", "Morgan, Anne")), one_player(("?", "?")), one_player(("A", "B"))
    (True, False, False)
    """
    first, second = (key(name) for name in players)
    return first == second and first not in ("", UNKNOWN)
