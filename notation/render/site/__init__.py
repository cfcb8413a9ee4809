"""The event website (``admiralty publish``, specs/publish.md): a model of the event, its pages, and the files written.

:mod:`.model` holds the values a site is made of, built from a tournament's account
(:func:`.model.event`); :mod:`.pages` renders them with the package's Jinja2 templates
(``templates/site/``) into pages, one path each; :mod:`.writer` writes only the pages
whose bytes changed. The store loads what the model is built from (:mod:`store.publishing`).
"""
