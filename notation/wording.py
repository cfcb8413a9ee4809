"""Counts in human output: ``1 game``, ``2 games``."""

from __future__ import annotations


def counted(number: int, noun: str) -> str:
    """``number`` and ``noun``, singular for one and plural (an ``s`` added) otherwise.

    >>> counted(1, "turn"), counted(0, "game"), counted(2, "file")
    ('1 turn', '0 games', '2 files')
    """
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"
