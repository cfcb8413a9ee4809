"""Text output: verdict lines, and what a record says shown so that it cannot drive the terminal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from admiralty.notation.render.controls import terminal
from admiralty.notation.verdict import MANEUVER_HEADING
from admiralty.referee.wording import counted

if TYPE_CHECKING:
    from admiralty.notation.suggest import Suggestion
    from admiralty.notation.verdict import Advice, Verdict


def printable(text: str) -> str:
    r"""One line of text from a record or a user as the terminal should show it: each control
    character written as its escape (``\x1b``), so a tag cannot move the cursor, recolour
    or retitle the terminal, or add lines.

    >>> print(printable("Ann\x1b]0;pwned\x07 \u202eevil\nBob"))
    Ann\x1b]0;pwned\x07 \u202eevil\nBob
    """
    return terminal(text)


def verdict_line(verdict: Verdict) -> str:
    """One line per game: valid with its result, or the first error with its place (:func:`printable`)."""
    return printable(_verdict_text(verdict))


def _verdict_text(verdict: Verdict) -> str:
    where = f"{verdict.file} #{verdict.index}"
    if verdict.valid:
        return f"{where}: valid, result {verdict.result} ({verdict.termination}), {counted(verdict.turns, 'turn')}"
    return f"{where}: INVALID {verdict.errors[0].placed}"


def verdict_lines(verdict: Verdict) -> list[str]:
    """The verdict line, then the suggestions for its bad turn and every later error with its own and
    the assumptions it rests on (``validate --assume-nearest``)."""
    lines = [verdict_line(verdict)]
    for index, advice in enumerate(verdict.advice):
        if index:
            lines.append(f"  then INVALID {verdict.errors[index].placed}")
        lines.extend(advice_lines(advice))
    if any(advice.taken for advice in verdict.advice):
        lines.append(
            f"  Under the assumptions: result {verdict.result} ({verdict.termination}), {counted(verdict.turns, 'turn')}"
        )
    return lines


def advice_lines(advice: Advice) -> list[str]:
    """What the bad action did before its error, ``did you mean 211c2-c3?`` with the slip explained,
    and the assumptions an error rests on, if any."""
    lines = [f"  (assuming {'; '.join(advice.assuming)})"] if advice.assuming else []
    lines += maneuver_lines(advice)
    if advice.suggestions:
        tokens = [_named(s) for s in advice.suggestions]
        listed = tokens[0] if len(tokens) == 1 else ", ".join(tokens[:-1]) + " or " + tokens[-1]
        lines.append(f"  Did you mean {listed}?")
        lines.extend(f"  {s.token}: {s.explanation}" for s in advice.suggestions if s.explanation)
    if advice.taken is not None:
        lines.append(f"  Assumed {advice.taken} and judged on.")
    return lines


def _named(suggestion: Suggestion) -> str:
    """A suggestion as ``Did you mean`` lists it: ``211c4-c3``, ``211b3-c2 (turn 3)``, ``delete 211c2-c4
    (turn 6)``, ``insert 121a5-a4 (turn 6)``."""
    change = "" if suggestion.change == "replace" else f"{suggestion.change} "
    turn = "" if suggestion.turn is None else f" (turn {suggestion.turn})"
    return f"{change}{suggestion.token}{turn}"


def maneuver_lines(advice: Advice) -> list[str]:
    """What the action that broke the rule did before it broke it, numbered as ``replay`` numbers a story."""
    if not advice.maneuver:
        return []
    told = (f"    {number}. {line}" for number, line in enumerate(advice.maneuver, start=1))
    return [f"  {MANEUVER_HEADING}", *told]
