"""The names of the tie-breaks, their short names and their default order (specs/arbiter.md, STANDINGS-TIEBREAK).

Kept apart from how each is computed (:mod:`referee.tournament.tiebreaks`), so that a
command line can name them in its help without loading the standings. The short names
are those of the FIDE Tie-Break Regulations (Handbook C.07, edition of 1 August 2024):
the legend every ranked output carries (:func:`legend`).
"""

from __future__ import annotations

SHORT_NAMES = {
    "head-to-head": "DE",
    "wins": "WON",
    "buchholz": "BH",
    "buchholz-cut-1": "BH-C1",
    "sonneborn-berger": "SB",
    "buchholz-median-1": "BH-M1",
    "progressive": "PS",
    "second-seat": "BPG",
    "koya": "KS",
    "aro": "ARO",
}
"""Every tie-break by name, in the order the help lists them, with its FIDE short name."""

TIEBREAK_NAMES = tuple(SHORT_NAMES)
"""Every tie-break, by name, in the order the help lists them."""

RATED = frozenset({"aro"})
"""The tie-breaks that need the players' ratings, refused when none are given."""

SHOWN_AS = {"wins": "W"}
"""The tie-breaks a count column of the table already shows, with that column's heading: the legend
names it, so that each short name of the legend is a column a reader finds (WON is the W column)."""

POINTS = "Pts"
"""The short name of the points, which rank before every tie-break."""

DEFAULT_TIEBREAKS = ("head-to-head", "wins", "buchholz")
"""The order used unless another is given; the others are chosen, never default,
so that standings ranked before they existed keep their order of criteria."""


def legend(order: tuple[str, ...] | list[str]) -> list[str]:
    """The short names of what ranks a table: the points, then each tie-break of ``order``.

    >>> legend(("head-to-head", "wins", "buchholz"))
    ['Pts', 'DE', 'WON', 'BH']
    """
    return [POINTS, *(SHORT_NAMES[name] for name in order)]


def legend_text(order: tuple[str, ...] | list[str]) -> str:
    """The legend in words, for a table read by a person.

    >>> legend_text(("buchholz-cut-1",))
    'Ranked by: Pts (points), BH-C1 (buchholz-cut-1).'
    >>> legend_text(("head-to-head", "wins"))
    'Ranked by: Pts (points), DE (head-to-head), WON (wins, the W column).'
    """
    named = [f"{POINTS} (points)", *(f"{SHORT_NAMES[name]} ({_named(name)})" for name in order)]
    return f"Ranked by: {', '.join(named)}."


def _named(name: str) -> str:
    """A tie-break's name in the legend, with the column that shows it when a count column does."""
    return name if name not in SHOWN_AS else f"{name}, the {SHOWN_AS[name]} column"
