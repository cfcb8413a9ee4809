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


def main() -> None:
    """The console entry point (``admiralty``, ``python -m admiralty.cli``)."""
    gc.disable()
    from admiralty.cli.app import app  # imported here, with the collector paused

    app()


def resume() -> None:
    """Start the collector again if :func:`main` paused it, what start-up made frozen (it lives until exit).

    The top-level group calls it when a command is made; a program that runs
    the commands itself (tests, ``typer.testing``) never paused it, and nothing changes.
    """
    if not gc.isenabled():
        gc.freeze()
        gc.enable()
