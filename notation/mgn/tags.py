"""The meaning of MGN tags: rule options, the start position, the declared end.

Tag names and values are case-sensitive (MAD.md, verdict conventions). Unknown
tags are kept and ignored by the rules. A value outside a known tag's values is
an MGN-TAG error.
"""

from __future__ import annotations

import functools
import re

import attrs

from admiralty.notation.mgn.mfen import parse_mfen
from admiralty.referee.mad import BOARDS, Rules, State, Termination, start
from admiralty.referee.violation import violation

ROSTER = ("Event", "Site", "Date", "Round", "Red", "Blue")
"""Tags every written record carries, with ``?`` when unknown."""

RULE_TAGS = ("Board", "Positioning", "TieBreak")
RESULTS = ("red", "blue", "red/tb", "blue/tb", "*")
TERMINATIONS = tuple(termination.value for termination in Termination)
_DATE = re.compile(r"\?|(?:[0-9]{4}|\?{4})\.(?:0[1-9]|1[0-2]|\?\?)\.(?:0[1-9]|[12][0-9]|3[01]|\?\?)")

_CHOICES = {
    "Board": tuple(BOARDS),
    "Positioning": ("on", "off"),
    "Termination": TERMINATIONS,
    "Result": RESULTS,
}


def _quoted(value: str) -> str:
    """A tag value as a record writes it, in double quotes with its quotes and backslashes escaped.

    >>> print(_quoted('say "hi"'))
    "say \\"hi\\""
    """
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


KNOWN = (*ROSTER, *RULE_TAGS, "SetUp", "Termination", "Result")
_FOLDED = {name.lower(): name for name in KNOWN}


def check_known_tag(
    name: str, value: str, folded: dict[str, str], choices: dict[str, tuple[str, ...]], rule: str
) -> None:
    """Refuse a known tag miswritten or given a value it cannot take (MGN-TAG, RGN-TAG).

    Shared by the record formats. Tag names are case-sensitive; a name that
    differs from a known tag only by case (``board``) would silently be ignored,
    so it is refused instead. ``Date`` is checked in every format.

    Args:
        name: the tag's name.
        value: its value.
        folded: the known tag names, by their lower-case form.
        choices: the values each known tag with a closed set of values may take.
        rule: the rule id of the format's tag errors.
    """
    known = folded.get(name.lower())
    if known is not None and known != name:
        raise violation(rule, f"Tag names are case-sensitive: write {known}, not {name}.")
    allowed = choices.get(name)
    if allowed is not None and value not in allowed:
        must = f"must be {allowed[0]}" if len(allowed) == 1 else f"is one of {', '.join(allowed)}"
        raise violation(rule, f"{name} {must}, not {_quoted(value)}.")
    if name == "Date" and not _DATE.fullmatch(value):
        raise violation(rule, f"Date is written YYYY.MM.DD with ?? for unknown parts, not {_quoted(value)}.")


@functools.lru_cache(maxsize=1024)
def check_tag(name: str, value: str) -> None:
    """Refuse a value a known MGN tag cannot take, or a known tag miswritten (MGN-TAG).

    The tags of a tournament's games repeat (its Event, Site, Board, players),
    so what passed is remembered; a refusal is raised again each time.
    """
    check_known_tag(name, value, _FOLDED, _CHOICES, "MGN-TAG")
    if name == "TieBreak" and not (value.isascii() and value.isdigit() and len(value) <= 9):
        raise violation("MGN-TAG", f"TieBreak is a whole number of turns (0 for none), not {_quoted(value)}.")


def rules_of(tags: dict[str, str]) -> Rules:
    """The rule options the tags set, defaults for those they do not."""
    return Rules(
        board=BOARDS[tags.get("Board", "6x4")],
        positioning=tags.get("Positioning", "off") == "on",
        tiebreak=int(tags.get("TieBreak", "40")),
    )


def start_of(tags: dict[str, str]) -> State:
    """The state a game starts from: the board's start, or the SetUp position.

    Without a Board tag, a SetUp position brings its own board.
    """
    rules = rules_of(tags)
    setup = tags.get("SetUp")
    if setup is None:
        return start(rules)
    if "Board" in tags:
        return parse_mfen(setup, rules)
    state = parse_mfen(setup)
    return parse_mfen(setup, attrs.evolve(rules, board=state.board))


def termination_error(declared: str, state: State) -> str | None:
    """Why a Termination tag contradicts the turns, or None when it agrees."""
    produced = state.termination.value
    if declared == "agreement":
        if state.outcome is not None:
            return f"The game ended by {produced} before any agreement."
        return None
    if declared != produced:
        return f"Termination says {declared}, but the turns end the game by {produced}."
    return None
