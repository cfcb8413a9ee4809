"""How the ``admiralty`` command starts: its entry point, with Python's cyclic collector paused.

Starting a command imports typer, the command's module and the game it
judges: some twenty thousand objects the collector tracks (classes,
functions, their dictionaries) that live as long as the process. The cyclic garbage collector would walk them
again and again while they are made, a sixth of a short command's time, and
never free one. So :func:`main` pauses it before the first import, and
:func:`resume` starts it again, those objects frozen out of its sight
(:func:`gc.freeze`), once the command is made and its work begins: a long
run (a large file, an import) is collected as it always was
(specs/performance.md, "Start-up").
"""

from __future__ import annotations

import gc
import os
import sys


def main() -> None:
    """The console entry point (``admiralty``, ``python -m admiralty.cli``).

    An output that cannot be written (a full disk, ``/dev/full``) ends the command with a sentence and
    exit status 2, an I/O error, never a traceback.
    """
    gc.disable()
    from admiralty.cli.app import app  # imported here, with the collector paused

    try:
        try:
            app()
        finally:
            sys.stdout.flush()
    except OSError as error:
        _unwritable(error)


def _unwritable(error: OSError) -> None:
    """Say that the output could not be written, and exit 2; what is left unwritten goes nowhere, so that
    Python's own flush at exit does not fail again."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    sys.stderr.write(f"admiralty: the output could not be written: {error.strerror or error}\n")
    raise SystemExit(2) from None


def resume() -> None:
    """Start the collector again if :func:`main` paused it, what start-up made frozen (it lives until exit).

    The top-level group calls it when a command is made; a program that runs
    the commands itself (tests, ``typer.testing``) never paused it, and nothing changes.
    """
    if not gc.isenabled():
        gc.freeze()
        gc.enable()
