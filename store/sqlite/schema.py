"""The store's tables, indexes and triggers, and the connection pragmas.

Two tables of evidence, and a third once a seal is made, all append-only
(triggers reject UPDATE, DELETE, and an INSERT onto a stored row, which INSERT
OR REPLACE would otherwise turn into a delete):

- ``submissions``: every submitted file byte for byte, with its sha256 digest
  (unique: a file is stored once);
- ``events``: the event streams of the games, keyed ``(game_id, seq)`` so a
  writer that appends at a sequence number already taken fails on the key
  instead of forking the stream (a ``WITHOUT ROWID`` table: the key is the
  table, no second index); in format 3 a run of plain turns is one row, keyed
  by its first turn (:data:`store.mapper.RUN`);
- ``seals``: the chain of seals (:mod:`store.seals`), created by the first one;
- ``signatures``: the arbiters' Ed25519 signatures of events' hashes
  (:mod:`store.signed`), keyed by the event's stream and place, created by
  the first write made with a key;
- ``ledger``: the tournaments' ledgers (:mod:`store.ledger`), keyed
  ``(tournament, seq)`` like the events, made with a fresh database or by the
  first ``tournament create`` of an older one.

Read-only views (:data:`VIEWS`) show games, players, pairings and the
arbiter's results as plain columns for datasette and sqlite-utils; they are
derived, never authoritative.

Two more tables are no evidence: ``summaries``, one line per game
(:mod:`store.summaries`), and ``identities``, each game's identity key
(:mod:`store.sqlite.identities`), projections of the events written in the same
transaction as they are and checked against them by :mod:`store.verify`
(a database made before ``identities`` has none until ``admiralty migrate``).

The database's format is :data:`FORMAT`, kept in ``PRAGMA user_version``; a
database of an older format is refused until ``admiralty migrate`` rewrites it
(:mod:`store.sqlite.migration`). specs/store.md documents every column.
"""

from __future__ import annotations

import sqlite_utils

BUSY_TIMEOUT_MS = 5000
"""How long a writer waits for another one before the database counts as locked."""

APPEND_ONLY = ("events", "submissions")
"""The tables every database has, whose rows are never updated or deleted."""

SEALS = "seals"
"""The table of seals (:mod:`store.seals`), append-only too; made by the first ``seal``."""

LEDGER = "ledger"
"""The table of the tournaments' ledgers (:mod:`store.ledger`), append-only too."""

SIGNATURES = "signatures"
"""The table of the arbiters' signatures of events (:mod:`store.signed`), append-only too; made by the first
write made with a key."""

_SAME_ROW = {
    "events": "game_id = NEW.game_id AND seq = NEW.seq",
    LEDGER: "tournament = NEW.tournament AND seq = NEW.seq",
    "submissions": "id = NEW.id OR digest = NEW.digest",
    SEALS: "id = NEW.id",
    SIGNATURES: "game_id = NEW.game_id AND tournament = NEW.tournament AND seq = NEW.seq",
}
"""What makes an inserted row collide with a stored one, per table."""

FORMAT = 3
"""The store's format (``PRAGMA user_version``) a new database is made in: 3 stores each run of plain turns
of an append as one row (:data:`store.mapper.RUN`); 2 is the compact one before it (binary hashes, no
``prev_hash``, a timestamp per append, payloads without their defaults, the ``summaries`` projection), one
row per event; the format before that, 0, is what ``admiralty migrate`` reads."""

READ = (2, FORMAT)
"""The formats the store reads and writes (a database keeps its own: format 2 gets a row per event until
``admiralty migrate`` rewrites it in format 3)."""

SUBMISSION = "json_extract(payload, '$.submission')"
"""The file a game's first event (its GameStarted) says it was submitted in."""


def triggers(table: str) -> dict[str, str]:
    """The append-only triggers of ``table``, by name, each as ``sqlite_master.sql`` holds it.

    :mod:`store.verify` compares the stored text with these, so a trigger
    replaced by a no-op of the same name is found.
    """
    refused = {
        f"{table}_no_{verb.lower()}": f"CREATE TRIGGER {table}_no_{verb.lower()} BEFORE {verb} ON {table} "
        f"BEGIN SELECT RAISE(ABORT, '{table} are append-only: {verb} is refused'); END"
        for verb in ("UPDATE", "DELETE")
    }
    # INSERT OR REPLACE deletes the old row without firing DELETE triggers
    # (unless recursive_triggers is on): refuse any insert onto a stored row.
    refused[f"{table}_no_replace"] = (
        f"CREATE TRIGGER {table}_no_replace BEFORE INSERT ON {table} "
        f"WHEN EXISTS (SELECT 1 FROM {table} WHERE {_SAME_ROW[table]}) "
        f"BEGIN SELECT RAISE(ABORT, '{table} are append-only: a stored row cannot be replaced'); END"
    )
    return refused


def _create_triggers(db: sqlite_utils.Database, table: str) -> None:
    for sql in triggers(table).values():
        db.execute(sql.replace("CREATE TRIGGER", "CREATE TRIGGER IF NOT EXISTS", 1))


CACHE_KIB = 65536
"""The page cache of a connection: a tournament's indexes stay in memory while it is imported."""


def configure(db: sqlite_utils.Database, memory: bool, busy_timeout_ms: int = BUSY_TIMEOUT_MS) -> None:
    """Set the pragmas of a connection: WAL for files, a busy timeout, a page cache of :data:`CACHE_KIB`."""
    db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
    db.execute(f"PRAGMA cache_size = -{CACHE_KIB}")
    if not memory:
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = NORMAL")


EVENTS = (
    "CREATE TABLE IF NOT EXISTS events (game_id INTEGER NOT NULL, seq INTEGER NOT NULL, type TEXT NOT NULL, "
    "payload TEXT NOT NULL, at TEXT, hash BLOB NOT NULL, PRIMARY KEY (game_id, seq)) WITHOUT ROWID"
)
"""The events: ``payload`` in stored form (:func:`store.mapper.to_stored`, or a run's array of tokens),
``at`` on the first row of each append only (NULL: the time of the row before), ``hash`` the 32 bytes of
the link (a run's: its last turn's)."""

SUMMARIES = (
    "CREATE TABLE IF NOT EXISTS summaries (game_id INTEGER PRIMARY KEY, kind TEXT NOT NULL, tournament TEXT, "
    "round TEXT, first TEXT NOT NULL, second TEXT NOT NULL, result TEXT NOT NULL, valid INTEGER NOT NULL, "
    "rule TEXT, turns INTEGER NOT NULL, annotations INTEGER NOT NULL)"
)
"""The per-game projection (:mod:`store.summaries`): a :class:`store.summaries.GameSummary` per row."""

BEFORE_SEATS = {
    "summaries": (
        "CREATE TABLE summaries (game_id INTEGER PRIMARY KEY, kind TEXT NOT NULL, tournament TEXT, round TEXT, "
        "red TEXT, blue TEXT NOT NULL, green TEXT, result TEXT NOT NULL, valid INTEGER NOT NULL, rule TEXT, "
        "turns INTEGER NOT NULL, annotations INTEGER NOT NULL)"
    ),
    "game_list": (
        "CREATE VIEW game_list AS SELECT s.game_id AS game, s.kind, s.tournament, "
        "coalesce((SELECT json_extract(t.value, '$[1]') FROM json_each(json_extract(e.payload, '$.tags')) t "
        "WHERE json_extract(t.value, '$[0]') = 'Round' AND json_extract(t.value, '$[1]') NOT IN ('', '?', '-') "
        "LIMIT 1), s.round) AS round, s.red, s.blue, s.green, s.result, "
        "CASE s.valid WHEN 1 THEN 'valid' ELSE 'invalid' END AS verdict, s.rule, s.turns, s.annotations "
        "FROM summaries s JOIN events e ON e.game_id = s.game_id AND e.seq = 0"
    ),
}
"""The ``summaries`` table and its ``game_list`` view as a database made before the seat columns holds them
(each player in the column of its seat tag), until ``admiralty migrate`` rewrites them
(:func:`store.sqlite.summaries.seat_columns`): the tool's too (:mod:`store.sqlite.checks`)."""

IDENTITIES = "CREATE TABLE IF NOT EXISTS identities (game_id INTEGER PRIMARY KEY, key TEXT NOT NULL)"
"""The identity keys (:mod:`store.sqlite.identities`): each game's :func:`store.identity.identity` key."""


def create(db: sqlite_utils.Database) -> None:
    """Create the tables, indexes and triggers of a fresh database.

    Call inside a write transaction, so two processes opening a fresh database
    at once do not race. An existing database is never altered on opening: a
    trigger dropped by someone stays missing, for :mod:`store.verify` to report.
    """
    db.table("submissions").create(
        {
            "id": int,
            "digest": str,
            "name": str,
            "size": int,
            "content": bytes,
            "tournament": str,
            "round": str,
            "at": str,
        },
        pk="id",
        not_null={"digest", "name", "size", "content", "at"},
        if_not_exists=True,
    )
    db.execute("CREATE UNIQUE INDEX IF NOT EXISTS submissions_digest ON submissions (digest)")
    create_events(db)
    _create_triggers(db, "submissions")
    db.execute(SUMMARIES)
    db.execute(IDENTITIES)
    create_ledger(db)
    db.execute(f"PRAGMA user_version = {FORMAT}")


def create_events(db: sqlite_utils.Database) -> None:
    """Create the table of events, its index and its triggers (a fresh database, or ``migrate``)."""
    db.execute(EVENTS)
    # Only first events are indexed, by the file they came from: a duplicate
    # file is found at once, and a turn costs no index entry.
    db.execute(f"CREATE INDEX IF NOT EXISTS events_submission ON events ({SUBMISSION}) WHERE seq = 0")
    _create_triggers(db, "events")


def create_ledger(db: sqlite_utils.Database) -> None:
    """Create the ledger table, its triggers, the account projection and the read-only views, in a store that
    has no ledger yet (a fresh one, or one made before ledgers); a store that has one is left as it is.

    Call inside a write transaction: a fresh database and the first ``tournament create`` do.
    """
    if LEDGER in db.table_names():
        return
    db.table(LEDGER).create(
        {"tournament": str, "seq": int, "type": str, "payload": str, "at": str, "prev_hash": str, "hash": str},
        pk=("tournament", "seq"),
        not_null={"tournament", "seq", "type", "payload", "at", "prev_hash", "hash"},
    )
    _create_triggers(db, LEDGER)
    create_views(db)


def create_views(db: sqlite_utils.Database) -> None:
    """Create the account projection's tables and the views (:data:`VIEWS`), dropping the views of before
    (:data:`BEFORE_VIEWS`), and the standings projection (:func:`create_standings`): a fresh ledger, or
    ``admiralty migrate`` of a store made before them."""
    for name in {**BEFORE_VIEWS, **VIEWS}:
        db.execute(f"DROP VIEW IF EXISTS {name}")
    db.execute(PAIRING_ROWS)
    db.execute(GAME_ROWS)
    for name, select in VIEWS.items():
        db.execute(f"CREATE VIEW {name} AS {select}")
    create_standings(db)


def create_standings(db: sqlite_utils.Database) -> None:
    """Create the standings projection's tables and their views (:data:`STANDING_VIEWS`): with the account
    projection, or ``admiralty migrate`` of a store made with that projection and before this one."""
    db.execute(STANDING_ROWS)
    db.execute(TIEBREAK_ROWS)
    for name, select in STANDING_VIEWS.items():
        db.execute(f"CREATE VIEW IF NOT EXISTS {name} AS {select}")


PAIRING_ROWS = (
    "CREATE TABLE IF NOT EXISTS pairing_rows (tournament TEXT NOT NULL, line INTEGER NOT NULL, round INTEGER, "
    "board INTEGER, first TEXT NOT NULL, second TEXT, first_name TEXT NOT NULL, second_name TEXT, outcome TEXT, "
    "source TEXT, game INTEGER, games TEXT NOT NULL, decision INTEGER, open TEXT, note TEXT NOT NULL, "
    "PRIMARY KEY (tournament, line))"
)
"""The account projection's pairings (:class:`store.account_rows.PairingRow`): each tournament's pairings by
round and board with their results or what is missing, then the records that count for none."""

GAME_ROWS = (
    "CREATE TABLE IF NOT EXISTS game_rows (tournament TEXT NOT NULL, game INTEGER NOT NULL, round INTEGER, "
    "board INTEGER, first TEXT NOT NULL, second TEXT NOT NULL, result TEXT NOT NULL, valid INTEGER NOT NULL, "
    "rule TEXT, turns INTEGER NOT NULL, corrected INTEGER NOT NULL, excluded INTEGER NOT NULL, "
    "PRIMARY KEY (tournament, game))"
)
"""The account projection's games (:class:`store.account_rows.GameRow`): each tournament's games as
``games --tournament`` lists them, with the arbiter's rulings on them."""

ACCOUNT = ("pairing_rows", "game_rows")
"""The tables of the account projection (:mod:`store.account_rows`), made with the views."""

STANDING_ROWS = (
    "CREATE TABLE IF NOT EXISTS standing_rows (tournament TEXT NOT NULL, line INTEGER NOT NULL, "
    "rank INTEGER NOT NULL, player TEXT NOT NULL, name TEXT NOT NULL, points NUMERIC NOT NULL, "
    "games INTEGER NOT NULL, victories INTEGER NOT NULL, semi_victories INTEGER NOT NULL, "
    "semi_defeats INTEGER NOT NULL, defeats INTEGER NOT NULL, forfeit_wins INTEGER NOT NULL, "
    "forfeit_losses INTEGER NOT NULL, byes INTEGER NOT NULL, withdrawn INTEGER, PRIMARY KEY (tournament, line))"
)
"""The standings projection's players (:class:`store.standing_rows.StandingRow`): each tournament's standings,
best first (``points`` NUMERIC: whole points read back as integers, halves as reals)."""

TIEBREAK_ROWS = (
    "CREATE TABLE IF NOT EXISTS tiebreak_rows (tournament TEXT NOT NULL, line INTEGER NOT NULL, "
    "position INTEGER NOT NULL, tiebreak TEXT NOT NULL, short_name TEXT NOT NULL, value NUMERIC NOT NULL, "
    "PRIMARY KEY (tournament, line, position))"
)
"""The standings projection's tie-break values (:class:`store.standing_rows.TiebreakRow`): one row per player
of the standings and tie-break of the tournament's order."""

STANDINGS = ("standing_rows", "tiebreak_rows")
"""The tables of the standings projection (:mod:`store.standing_rows`), made with the account projection, or
by ``migrate`` in a store made before them; a part of its own (named by ``standing_rows``) with its views."""

STANDING_VIEWS = {
    "standings": (
        "SELECT tournament, rank, player, name, points, games, victories, semi_victories, semi_defeats, defeats, "
        "forfeit_wins, forfeit_losses, byes, withdrawn FROM standing_rows ORDER BY tournament, line"
    ),
    "standing_tiebreaks": (
        "SELECT t.tournament, s.rank, s.player, s.name, t.position, t.short_name, t.tiebreak, t.value "
        "FROM tiebreak_rows t JOIN standing_rows s ON s.tournament = t.tournament AND s.line = t.line "
        "ORDER BY t.tournament, t.line, t.position"
    ),
}
"""The standings' read-only views, by name, each with plain columns and an order: ``standings`` each
tournament's standings, best first (players level on everything share a rank, listed by name); and
``standing_tiebreaks`` the value of each tie-break of the tournament's order for each player, in the
standings' order and then the tie-breaks' (``position`` 1 ranks first after the points), one shape for every
order."""


def _field(name: str) -> str:
    return f"json_extract(payload, '$.{name}')"


BEFORE_VIEWS = {
    "game_list": (
        "SELECT s.game_id AS game, s.kind, s.tournament, "
        "coalesce((SELECT json_extract(t.value, '$[1]') FROM json_each(json_extract(e.payload, '$.tags')) t "
        "WHERE json_extract(t.value, '$[0]') = 'Round' AND json_extract(t.value, '$[1]') NOT IN ('', '?', '-') "
        "LIMIT 1), s.round) AS round, "
        "s.first, s.second, s.result, CASE s.valid WHEN 1 THEN 'valid' ELSE 'invalid' END AS verdict, "
        "s.rule, s.turns, s.annotations FROM summaries s JOIN events e ON e.game_id = s.game_id AND e.seq = 0"
    ),
    "players": (
        f"SELECT tournament, {_field('id')} AS id, {_field('name')} AS name, "
        "(SELECT group_concat(value, '; ') FROM json_each(payload, '$.aliases')) AS aliases "
        "FROM ledger WHERE type = 'PlayerRegistered'"
    ),
    "pairings": (
        "SELECT l.tournament, json_extract(l.payload, '$.round') AS round, json_extract(p.value, '$.first') AS first, "
        "json_extract(p.value, '$.second') AS second FROM ledger l, json_each(l.payload, '$.pairings') p "
        "WHERE l.type = 'RoundPaired'"
    ),
    "results": (
        "SELECT d.tournament, d.seq AS decision, json_extract(d.payload, '$.round') AS round, "
        "json_extract(d.payload, '$.first') AS first, json_extract(d.payload, '$.second') AS second, "
        "json_extract(d.payload, '$.outcome') AS outcome, json_extract(d.payload, '$.by') AS by, "
        "json_extract(d.payload, '$.reason') AS reason, EXISTS (SELECT 1 FROM ledger a WHERE "
        "a.tournament = d.tournament AND a.type = 'DecisionAnnulled' AND json_extract(a.payload, '$.decision') = d.seq) "
        "AS annulled FROM ledger d WHERE d.type = 'ResultDecided'"
    ),
}
"""The read-only views of a store made before the account projection, by name, until ``admiralty migrate``
rewrites them as :data:`VIEWS`: the tool's too (:mod:`store.sqlite.checks`)."""

_COMMANDS = {
    "RecordAttached": "attach",
    "DiscrepancyResolved": "choose",
    "GameExcluded": "exclude",
    "CorrectionAccepted": "accept-correction",
    "ResultDecided": "decide",
    "ResultEntered": "result",
    "DecisionAnnulled": "annul",
    "PlayerWithdrawn": "withdraw",
    "PairingsWithdrawn": "unpair",
    "LateEntry": "player add --from-round",
}
"""The ledger events the ``decisions`` view lists, with the command that appends each."""

_SEATS = "json_extract(p.value, '$.first') || ' - ' || coalesce(json_extract(p.value, '$.second'), 'bye')"

VIEWS = {
    # The two views a store made before the projection has too, given the order they lacked.
    "game_list": BEFORE_VIEWS["game_list"] + " ORDER BY s.game_id",
    "players": BEFORE_VIEWS["players"] + " ORDER BY tournament, seq",
    "pairings": (
        "SELECT tournament, round, board, first, second, first_name, second_name, outcome, source, game, games, "
        "decision, open, note FROM pairing_rows WHERE open IS NULL OR open <> 'unmatched record' "
        "ORDER BY tournament, line"
    ),
    "open_items": (
        "SELECT tournament, line AS item, open AS what, round, board, first, second, games, note AS detail "
        "FROM pairing_rows WHERE open IS NOT NULL ORDER BY tournament, line"
    ),
    "tournament_games": (
        "SELECT tournament, game, round, board, first, second, result, "
        "CASE valid WHEN 1 THEN 'valid' ELSE 'invalid' END AS verdict, rule, turns, corrected, excluded "
        "FROM game_rows ORDER BY tournament, game"
    ),
    "decisions": (
        "SELECT d.tournament, d.seq AS decision, CASE d.type "
        + " ".join(f"WHEN '{kind}' THEN '{command}'" for kind, command in _COMMANDS.items())
        + " END AS command, d.at, "
        + ", ".join(
            f"json_extract(d.payload, '$.{field}') AS {column}"
            for field, column in (
                ("by", "by"),
                ("reason", "reason"),
                ("round", "round"),
                ("first", "first"),
                ("second", "second"),
                ("outcome", "outcome"),
                ("points[0]", "first_points"),
                ("points[1]", "second_points"),
                ("game", "game"),
                ("player", "player"),
                ("decision", "annuls"),
            )
        )
        + f", (SELECT group_concat({_SEATS}, '; ') FROM json_each(d.payload, '$.pairings') p) AS pairings, "
        "(SELECT min(a.seq) FROM ledger a WHERE a.tournament = d.tournament AND a.type = 'DecisionAnnulled' "
        "AND json_extract(a.payload, '$.decision') = d.seq) AS annulled_by FROM ledger d WHERE d.type IN ("
        + ", ".join(f"'{kind}'" for kind in _COMMANDS)
        + ") ORDER BY d.tournament, d.seq"
    ),
}
"""The read-only views, by name, each with plain columns and an order: derived from the events, the ledger and
the account projection for browsing (datasette, sqlite-utils), never authoritative.

``game_list`` is every stored game with its round (its Round tag, else the round given at import), its
players, the result that stands and its verdict (the ``summaries`` projection's columns); ``players`` what
the ledgers register; ``pairings`` each pairing by round and board with its result, its source and its game,
or what is missing (``pairing_rows``); ``open_items`` what the arbiter has still to rule on; ``tournament_games``
each tournament's games as ``games --tournament`` lists them, with ``corrected`` and ``excluded``
(``game_rows``); ``decisions`` every decision and entry after the pairings, each field in its own column,
with the decision that annulled it.
"""


def create_seals(db: sqlite_utils.Database) -> None:
    """Create the table of seals and its triggers if missing (a database made before seals has none).

    Call inside a write transaction: the first ``seal`` does.
    """
    db.table(SEALS).create(
        {"id": int, "at": str, "by": str, "tournament": str, "body": str, "prev_hash": str, "hash": str},
        pk="id",
        not_null={"at", "body", "prev_hash", "hash"},
        if_not_exists=True,
    )
    _create_triggers(db, SEALS)


def create_signatures(db: sqlite_utils.Database) -> None:
    """Create the table of signatures and its triggers if missing (a database made before signatures has none).

    A row signs event ``seq`` of game ``game_id`` (``tournament`` empty), or of the ledger of ``tournament``
    (``game_id`` 0, the ledger's stream id). Call inside a write transaction: the first signed write does.
    """
    db.execute(
        f"CREATE TABLE IF NOT EXISTS {SIGNATURES} (game_id INTEGER NOT NULL, tournament TEXT NOT NULL, "
        "seq INTEGER NOT NULL, key TEXT NOT NULL, signature TEXT NOT NULL, PRIMARY KEY (game_id, tournament, seq)) "
        "WITHOUT ROWID"
    )
    _create_triggers(db, SIGNATURES)
