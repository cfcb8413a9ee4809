"""The one switch of the fast paths: each game's accelerators, or its general path alone.

A game's second path for speed lives in a ``fast/`` subpackage (``referee/mad/fast``,
``referee/rigadoon/fast``, ``notation/mgn/fast``, ``notation/rgn/fast``), reached through
one entry point that asks this switch first. Off, the general path alone judges: the
same verdicts, JSON bytes and stored events, more slowly (specs/performance.md, "One
switch"). CI runs the game tests with it off, so the two paths cannot drift apart.

The referee reads no environment (STYLE.md 2.1): :mod:`admiralty.notation` turns the
switch off when it is first imported with ``ADMIRALTY_FAST=0`` in the environment, and
a program may turn it itself with :func:`engage`.

>>> engaged
True
"""

from __future__ import annotations

engaged = True
"""Whether the fast paths run; each entry point reads it at each call (``fast.engaged``)."""


def engage(on: bool) -> None:
    """Run the fast paths (``on``), or the general path alone, from now on in this process."""
    global engaged
    engaged = on
