"""``python -m cli`` runs the ``admiralty`` command."""

from cli.app import main

main()
