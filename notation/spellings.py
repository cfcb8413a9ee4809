"""Players' names as people type them: one key for every spelling of a name (specs/tournament.md, "Matching").

:func:`spelling_key` is :func:`referee.tournament.names.name_key` (case, accents,
dots, hyphens, spaces, ``Last, First``) after a transliteration to ASCII by
`anyascii`, a maintained table of every Unicode character, so that letters
NFKD does not decompose match their plain spelling too: ``Łukasz Wróbel`` is
``Lukasz Wrobel``, ``Søren Ørsted`` is ``Soren Orsted``, ``Straße`` is
``Strasse``, and a name in another script matches its Latin transcription.
The referee is pure (stdlib and attrs only), so the store hands this key to
the ledger it folds (:func:`referee.tournament.ledger.fold`).
"""

from __future__ import annotations

from anyascii import anyascii

from admiralty.referee.tournament.names import name_key


def spelling_key(name: str) -> str:
    """The key of a spelling of a name: the :func:`name_key` of its ASCII transliteration, case folded first
    (a letter's capital may transliterate otherwise: ``µ`` is ``u``, its capital, Greek mu, is ``M``).

    >>> spelling_key("Łukasz Wróbel") == spelling_key("lukasz  WROBEL") == spelling_key("Wrobel, Lukasz")
    True
    >>> spelling_key("Søren Ørsted"), spelling_key("Anne-Marie Le Du")
    ('soren orsted', 'anne marie le du')
    """
    return name_key(anyascii(name.casefold()))
