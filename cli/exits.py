"""The one place a violation becomes the command's exit status, and is printed.

Kinds of errors differ by rule id, not by class (STYLE.md 6): the status is
read from the rule id's family, what stands before its first hyphen, here and
nowhere else in ``cli/`` (issue 26; ``tests/cli/test_exits.py`` fails on a
rule id compared anywhere else):

- 1 (:data:`INVALID`): a record breaks a rule: a game's rules and notations
  (MAD, RIG, MGN, RGN, RFEN, and any game's own family), or a decision on a
  game refused on the game's merits (:data:`ON_THE_GAME`).
- 2 (:data:`USAGE`): usage, I/O, the store, or a refused ledger command: the
  families of :data:`NOT_A_RECORD`.
- 3 (:data:`INCOMPLETE`): a tournament with a pairing still without its
  result; no violation, the standings or the account say so.
- 4 (:data:`SUSPECT`): a reading command (``standings``, ``tournament show``,
  ``report``, ``games`` of a store) showed what it read, but the store's quick
  check (:mod:`store.consistency`) found it is not as the tool left it; it
  said so on standard error. It rules over 0 and 3, never over 1 or 2.

A violation in what the command line itself gives (a position, a board, an
option's value) is a usage error whatever its rule: the commands refuse it with
:func:`cli.inputs.fail`, exit 2.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import typer

from admiralty.referee.violation import AdmiraltyError, Violation

INVALID = 1
"""A record that breaks a rule; also ``verify``'s findings, an invalid record validated or imported, and
``games --player`` naming nobody (as grep finds nothing)."""

USAGE = 2
"""Usage, I/O, the store, a refused ledger command."""

INCOMPLETE = 3
"""``standings`` and ``tournament show`` of a tournament with open items, and ``standings`` over files
leaving out a game whose seats name one player (specs/tournament.md)."""

SUSPECT = 4
"""A reading command whose store failed its quick check (:mod:`store.consistency`): what it showed may not be
what the events say; ``verify`` tells what is wrong (specs/store.md, "Reading commands warn")."""

NOT_A_RECORD = frozenset({"STORE", "STANDINGS", "LOG"})
"""The families of rule ids no record breaks: the store's and the ledger's refusals (STORE), a tie-break
order (STANDINGS), events folded out of order (LOG)."""

ON_THE_GAME = frozenset({"STORE-ADJUDICATE"})
"""Store rules that refuse a decision on a game for what the game is (invalid, decided on the board, of a
kind without a tie-break): they exit 1, as the record's own rule would (specs/store.md, STORE-ADJUDICATE)."""


def status(violation: Violation) -> int:
    """The exit status of a command stopped by ``violation``: :data:`INVALID` or :data:`USAGE`.

    >>> status(Violation("MAD-END", "The game is over.")), status(Violation("STORE-NOGAME", "No game 7."))
    (1, 2)
    >>> status(Violation("STORE-ADJUDICATE", "Game 1 is invalid.")), status(Violation("RIG-WIND", "No wind."))
    (1, 1)
    """
    family = violation.rule.partition("-")[0]
    return INVALID if violation.rule in ON_THE_GAME or family not in NOT_A_RECORD else USAGE


def invalid(violation: Violation) -> bool:
    """Whether ``violation`` is a record's (:data:`INVALID`): a command refusing it names its rule and exits 1."""
    return status(violation) == INVALID


def stopped(error: AdmiraltyError, message: str, err: bool = True) -> typer.Exit:
    """Print ``message`` (on standard error, prefixed ``admiralty:``; else on standard output as it is) and
    return the exit of ``error``'s class (:func:`status`), to raise."""
    typer.echo(f"admiralty: {message}" if err else message, err=err)
    return typer.Exit(status(error.violation))


@contextmanager
def suspect_unless_ok(ok: bool) -> Iterator[None]:
    """Exit :data:`SUSPECT` after the block when the store's quick check failed (``ok`` False): instead of
    success or :data:`INCOMPLETE`, never instead of an error."""
    try:
        yield
    except typer.Exit as stop:
        if not ok and stop.exit_code in (0, INCOMPLETE):
            raise typer.Exit(SUSPECT) from None
        raise
    if not ok:
        raise typer.Exit(SUSPECT)
