"""The SQLite recorder: the one place of the store that holds SQL, sqlite3, triggers and pragmas.

:class:`store.sqlite.database.EventStore` implements :class:`store.recorder.Recorder`
on one SQLite database; :mod:`store.sqlite.schema` makes its tables, indexes,
triggers and views and sets the connection's pragmas; :mod:`store.sqlite.inserts`,
:mod:`store.sqlite.summaries` and :mod:`store.sqlite.identities` write and read
the events' rows and the two projections; :mod:`store.sqlite.checks` is SQLite's
own check of a store for ``verify``; :mod:`store.sqlite.migration` rewrites a
database of an older format. specs/store.md, "Recorders", says what a second
backend implements.
"""
