"""Players' names as records spell them: one key per spelling, so ``Morgan, Anne`` is ``Anne Morgan``.

The key ignores case (``casefold``), accents (NFKD, combining marks dropped),
dots and repeated spaces, and reads ``Last, First`` as ``First Last``
(specs/tournament.md, "Matching").
"""

from __future__ import annotations

import unicodedata


def name_key(name: str) -> str:
    """The key of a spelling of a name.

    >>> name_key("Morgan, Anne") == name_key("anne  MORGAN") == name_key("Anne Morgan")
    True
    >>> name_key("Gaël Riou") == name_key("RIOU, Gael")
    True
    """
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c)).casefold()
    last, comma, first = plain.partition(",")
    ordered = f"{first} {last}" if comma else plain
    return " ".join(ordered.replace(".", " ").split())


UNKNOWN = "?"
"""A seat tag's value when the player is not known: it names nobody."""


def one_player(players: tuple[str, str]) -> bool:
    """Whether a game's two seats name one player: spellings of one name (:func:`name_key`), not ``?``.
    A player cannot be paired against themselves (STORE-LEDGER), so such a game counts for no one.

    >>> one_player(("Anne Morgan", "Morgan, Anne")), one_player(("?", "?")), one_player(("A", "B"))
    (True, False, False)
    """
    first, second = (name_key(name) for name in players)
    return first == second and first not in ("", UNKNOWN)
