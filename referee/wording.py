"""Words in human output: counts (``1 game``, ``2 games``), runs of numbers (``1-4, 7``) and quoted names."""

from __future__ import annotations

from collections.abc import Iterable


def counted(number: int, noun: str) -> str:
    """``number`` and ``noun``, singular for one and plural (an ``s`` added) otherwise.

    >>> counted(1, "turn"), counted(0, "game"), counted(2, "file")
    ('1 turn', '0 games', '2 files')
    """
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def spans(numbers: Iterable[int]) -> str:
    """Numbers in increasing order as a message lists them, each run of consecutive ones as its first and last.

    >>> spans([1, 2, 3, 4, 7]), spans([2, 5]), spans([5, 6]), spans([9])
    ('1-4, 7', '2, 5', '5-6', '9')
    """
    runs: list[list[int]] = []
    for number in numbers:
        if runs and number == runs[-1][1] + 1:
            runs[-1][1] = number
        else:
            runs.append([number, number])
    return ", ".join(str(first) if first == last else f"{first}-{last}" for first, last in runs)


def quoted(text: str) -> str:
    """``text`` in double quotes, as every message quotes a name, whatever quotes it holds (never a repr).

    >>> print(quoted("Kerné's Open"))
    "Kerné's Open"
    """
    return f'"{text}"'


def either(texts: list[str], last: str = "or") -> str:
    """``texts`` quoted (:func:`quoted`) and joined as a sentence lists them: ``"a", "b" or "c"``.

    >>> print(either(["Open"]), either(["A", "B", "C"]), either(["A", "B"], "and"), sep=" | ")
    "Open" | "A", "B" or "C" | "A" and "B"
    """
    named = [quoted(text) for text in texts]
    return named[0] if len(named) == 1 else f"{', '.join(named[:-1])} {last} {named[-1]}"


def shown(value: object) -> str:
    """A stored value in a message: a text quoted (:func:`quoted`), nothing as ``none``, a flag as ``true`` or
    ``false``, a number as written.

    >>> print(shown("Kerné's Open"), shown(None), shown(True), shown(3))
    "Kerné's Open" none true 3
    """
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return quoted(value) if isinstance(value, str) else str(value)
