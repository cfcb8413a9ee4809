"""How a pairing can end, by name (specs/arbiter.md, "Standings").

Kept apart from the results and the points they give (:mod:`referee.tournament.results`),
so that a command line can offer them as choices without loading the standings.
"""

from __future__ import annotations

OUTCOMES = (
    "first",
    "second",
    "first/tb",
    "second/tb",
    "first/forfeit",
    "second/forfeit",
    "double-forfeit",
    "bye",
)
"""How a pairing ended, from the first seat's side."""
