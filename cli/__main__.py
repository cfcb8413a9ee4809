"""``python -m admiralty.cli`` runs the ``admiralty`` command."""

from admiralty.cli.app import main

main()
