"""``python -m admiralty.cli`` runs the ``admiralty`` command."""

from admiralty.cli.start import main

main()
