"""The normative documents (Markdown), shipped with the package as ``admiralty.specs``.

Reports quote rule texts from them through :mod:`importlib.resources`, so an
installed wheel carries every text a report cites.
"""
