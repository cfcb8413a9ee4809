"""SQLite's own checks of a store: the file's integrity, and its whole schema against the tool's.

Every row of ``sqlite_master`` (tables, indexes, views and triggers, its ``type``
read case-insensitively, so a row written ``Trigger`` with ``PRAGMA
writable_schema`` is a trigger) must be an object :mod:`store.sqlite.schema`
creates, with exactly the SQL it creates, and every object it creates for the
parts the database has must be there (STORE-SCHEMA). A trigger dropped, or
replaced by a no-op of the same name, lets rows be edited in place; a trigger
added may drop the arbiter's work (``RAISE(IGNORE)``); a table rebuilt without
its key may hold two lines for one game; a view redefined shows what the events
do not say. :meth:`store.sqlite.database.EventStore.transaction` refuses to write
to such a store, and ``verify`` names each object. ``PRAGMA integrity_check``
finds a damaged file (STORE-INTEGRITY).

The parts a store may lack, having been made before them, are ``identities``,
``ledger``, the account projection with the views (``pairing_rows``, ``game_rows``),
the standings projection with its views (``standing_rows``, ``tiebreak_rows``),
``seals`` and ``signatures``; ``summaries`` missing is the projection's finding
(STORE-PROJECTION). Formats 2 and 3 have one schema; a ``summaries`` table with
the colour columns of before (and its ``game_list`` view), and a ledger with the
views of before the account projection, which ``admiralty migrate`` rewrites,
are the tool's too (:data:`store.sqlite.schema.BEFORE_SEATS`,
:data:`store.sqlite.schema.BEFORE_VIEWS`).
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

import sqlite_utils

from admiralty.referee.violation import AdmiraltyError, violation
from admiralty.store.findings import Finding
from admiralty.store.sqlite import schema

_OPTIONAL = (
    "summaries",
    "identities",
    schema.LEDGER,
    schema.ACCOUNT[0],
    schema.STANDINGS[0],
    schema.SEALS,
    schema.SIGNATURES,
)
"""The parts a store may lack (made before them, or ``summaries`` for the projection's check to report): the
account projection's tables and the views are one part, named by ``pairing_rows``; the standings projection's
tables and their views another, named by ``standing_rows``."""


def _part(kind: str, table: str) -> str:
    """The part an object of the tool's belongs to: its table's (a view's ``tbl_name`` is its own name)."""
    if table in schema.STANDINGS or table in schema.STANDING_VIEWS:
        return schema.STANDINGS[0]
    return schema.ACCOUNT[0] if kind == "view" or table in schema.ACCOUNT else table


_LITERAL = re.compile(r"('(?:[^']|'')*')")


@lru_cache(maxsize=512)
def normalised(sql: str | None) -> str | None:
    """SQL as compared: runs of blanks made one space, none beside brackets and commas, and identifiers'
    quotes left out, outside string literals (sqlite_utils versions quote and lay out a table's columns
    differently; SQLite keeps the text as written)."""
    if sql is None:
        return None
    parts = _LITERAL.split(sql)
    for index in range(0, len(parts), 2):
        bare = re.sub(r'["`\[\]]', "", parts[index])
        bare = re.sub(r"\s+", " ", bare)
        parts[index] = re.sub(r" ?([(),]) ?", r"\1", bare)
    return "".join(parts).strip()


@cache
def _made() -> tuple[tuple[str, str, str, str | None], ...]:
    """Every object a fresh store creates, with its seals: ``(type, name, table, normalised SQL)``."""
    db = sqlite_utils.Database(memory=True, execute_plugins=False)
    schema.create(db)
    schema.create_seals(db)
    schema.create_signatures(db)
    rows = db.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall()
    db.close()
    return tuple((kind, name, table, normalised(sql)) for kind, name, table, sql in rows)


@cache
def _expected(present: frozenset[str], coloured: bool) -> dict[str, tuple[str, str, frozenset[str | None]]]:
    """The objects the tool makes for the parts the database has, by lowercase name: ``(type, name, the SQL
    texts each may have)``; ``coloured``: its ``summaries`` has the colour columns of before."""
    expected = {}
    accounted = schema.ACCOUNT[0] in present
    for kind, name, table, sql in _made():
        part = _part(kind, table)
        if part in _OPTIONAL and part not in present:
            continue
        texts = frozenset({sql})
        if coloured and name in schema.BEFORE_SEATS:
            texts = frozenset({normalised(schema.BEFORE_SEATS[name])}) | (texts if kind == "view" else frozenset())
        expected[name.lower()] = (kind, name, texts)
    if schema.LEDGER in present and not accounted:
        for name, select in schema.BEFORE_VIEWS.items():
            texts = frozenset({normalised(f"CREATE VIEW {name} AS {select}")})
            if coloured and name in schema.BEFORE_SEATS:
                texts |= {normalised(schema.BEFORE_SEATS[name])}
            expected[name] = ("view", name, texts)
    return expected


def _described(kind: str, name: str) -> str:
    return f"append-only trigger {name}" if kind == "trigger" else f"{kind} {name}"


def schema_findings(db: sqlite_utils.Database) -> list[Finding]:
    """Every object of the database that is not the tool's, naming it: missing, changed, or added."""
    rows = [
        (str(kind).lower(), str(name), sql)
        for kind, name, sql in db.execute("SELECT type, name, sql FROM sqlite_master").fetchall()
    ]
    present = frozenset(name.lower() for kind, name, _ in rows if kind == "table")
    summaries = next((normalised(sql) for kind, name, sql in rows if kind == "table" and name == "summaries"), None)
    expected = _expected(present, summaries == normalised(schema.BEFORE_SEATS["summaries"]))
    stored: dict[str, tuple[str, str | None]] = {}
    extra: list[tuple[str, str]] = []
    for kind, name, sql in rows:
        if name.lower() in expected and name.lower() not in stored:
            stored[name.lower()] = (kind, normalised(sql))
        else:
            extra.append((kind, name))
    findings = []
    for key, (kind, name, texts) in expected.items():
        if key not in stored:
            findings.append(Finding("STORE-SCHEMA", f"The {_described(kind, name)} is missing."))
        elif stored[key][0] != kind or stored[key][1] not in texts:
            what = "replaced" if kind == "trigger" else "changed"
            findings.append(
                Finding(
                    "STORE-SCHEMA",
                    f"The {_described(kind, name)} was {what}: its SQL is not what the tool creates.",
                )
            )
    findings += [Finding("STORE-SCHEMA", f"The {kind} {name} is not one the tool creates.") for kind, name in extra]
    return findings


def _integrity(db: sqlite_utils.Database) -> list[Finding]:
    """What ``PRAGMA integrity_check`` says, when it is not ``ok``."""
    integrity = [row[0] for row in db.execute("PRAGMA integrity_check")]
    if integrity == ["ok"]:
        return []
    return [Finding("STORE-INTEGRITY", f"SQLite integrity check: {line}") for line in integrity]


def findings(db: sqlite_utils.Database) -> list[Finding]:
    """What SQLite's integrity check finds, then every object of the schema that is not the tool's."""
    return _integrity(db) + schema_findings(db)


def refuse_foreign_schema(db: sqlite_utils.Database) -> None:
    """Refuse to write to a store whose schema is not the tool's (:func:`schema_findings`).

    Raises:
        AdmiraltyError: STORE-SCHEMA, naming each object that differs; nothing is written.
    """
    found = schema_findings(db)
    if found:
        told = " ".join(each.message for each in found[:3]) + (f" ({len(found) - 3} more)" if len(found) > 3 else "")
        raise violation(
            "STORE-SCHEMA",
            f"The database is not as the tool made it, and is not written to: {told} "
            "Run admiralty verify; nothing was written.",
        )


def confirm(table: str, kept: int, written: int) -> None:
    """Check that the database kept the ``written`` rows of ``table`` a writer just wrote, before it commits:
    a trigger may drop a row without an error (``RAISE(IGNORE)``).

    Raises:
        AdmiraltyError: STORE-SCHEMA when it kept another number; the transaction then writes nothing.
    """
    if kept != written:
        raise dropped(table, kept, written)


def dropped(table: str, kept: int, written: int) -> AdmiraltyError:
    """The refusal of a write the database did not keep (:func:`confirm`)."""
    return violation(
        "STORE-SCHEMA",
        f"The database kept {kept} of the {written} rows written to {table}: a trigger the tool does not create "
        "dropped the others. Nothing was written; run admiralty verify.",
    )
