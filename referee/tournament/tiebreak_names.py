"""The names of the tie-breaks and their default order (specs/arbiter.md, STANDINGS-TIEBREAK).

Kept apart from how each is computed (:mod:`referee.tournament.standings`), so that a
command line can name them in its help without loading the standings.
"""

from __future__ import annotations

TIEBREAK_NAMES = ("head-to-head", "wins", "buchholz", "buchholz-cut-1", "sonneborn-berger")
"""Every tie-break, by name, in the order the help lists them."""

DEFAULT_TIEBREAKS = ("head-to-head", "wins", "buchholz")
"""The order used unless another is given; Buchholz cut-1 and Sonneborn-Berger are chosen, never default,
so that standings ranked before they existed keep their ranks."""
