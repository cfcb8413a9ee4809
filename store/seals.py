"""Seals: the arbiter's published commitment to everything stored so far.

A seal is a row of the append-only ``seals`` table. Its body (canonical JSON)
lists every sealed game as ``[game_id, events, head_hash]``, every sealed
submission as ``[id, digest, name, tournament, round, at]`` and, when a sealed
tournament has one, every ledger as ``[tournament, events, head_hash]`` (the
key is left out when none is sealed, so seals made before ledgers were sealed
read and check as they were); its hash covers
``[prev_hash, id, at, by, tournament, body]``, ``prev_hash`` being the hash of
the seal before it (:data:`store.chain.GENESIS` for the first): a chain of
seals. The arbiter publishes the hash (its :func:`short_root`); whoever holds
it checks with :func:`check` that everything sealed is still there and
unchanged, even if the database was rewritten with every hash recomputed.

A game's or a ledger's head hash commits to all its events (:mod:`store.chain`),
and a submission's digest to its bytes: :mod:`store.verify` checks those links;
the seal adds what a chain cannot show alone, that none of its last events, or
all of them, were removed.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from collections.abc import Iterator
from typing import Any

import attrs

from admiralty.referee.tournament.checks import ON_GAMES
from admiralty.referee.violation import AdmiraltyError, violation
from admiralty.referee.wording import counted, quoted, shown
from admiralty.store import tournament_names
from admiralty.store.chain import GENESIS
from admiralty.store.findings import Finding
from admiralty.store.ledger import entries
from admiralty.store.mapper import canonical_json
from admiralty.store.recorder import Recorder
from admiralty.store.signatures import Signature, sign, signature_problem

SealedGame = tuple[int, int, str]
"""``(game_id, events, head_hash)``: a game as a seal holds it."""

SealedSubmission = tuple[int, str, str, str | None, str | None, str]
"""``(id, digest, name, tournament, round, at)``: a submission as a seal holds it."""

SealedLedger = tuple[str, int, str]
"""``(tournament, events, head_hash)``: a tournament's ledger as a seal holds it."""

_FULL = re.compile(r"\b[0-9a-f]{64}\b")
_SHORT = 16
"""How many hex digits of the hash the short root shows."""


@attrs.frozen
class Seal:
    """One seal: what it covers and its place in the chain of seals."""

    id: int
    at: str
    by: str | None
    tournament: str | None
    games: tuple[SealedGame, ...]
    submissions: tuple[SealedSubmission, ...]
    prev_hash: str
    hash: str
    ledgers: tuple[SealedLedger, ...] = ()
    signature: Signature | None = attrs.field(default=None, eq=False)
    """The arbiter's signature of the hash, on a published seal only (never stored)."""

    @property
    def root(self) -> str:
        """The short root the arbiter publishes: :func:`short_root` of the hash."""
        return short_root(self.hash)

    @property
    def body(self) -> str:
        """The canonical JSON of what the seal covers."""
        ledgers = {"ledgers": self.ledgers} if self.ledgers else {}
        return canonical_json({"games": self.games, "submissions": self.submissions, **ledgers})


def short_root(digest: str) -> str:
    """The first 16 hex digits of a seal's hash in groups of four.

    >>> short_root("0123456789abcdef" + "0" * 48)
    '0123-4567-89ab-cdef'
    """
    return "-".join(digest[i : i + 4] for i in range(0, _SHORT, 4))


def seal_hash(prev_hash: str, id: int, at: str, by: str | None, tournament: str | None, body: str) -> str:
    """The hex sha256 of the canonical JSON ``[prev_hash, id, at, by, tournament, body]``."""
    return hashlib.sha256(canonical_json([prev_hash, id, at, by, tournament, body]).encode("ascii")).hexdigest()


def _covered(
    store: Recorder, tournament: str | None
) -> tuple[tuple[SealedGame, ...], tuple[SealedSubmission, ...], tuple[SealedLedger, ...]]:
    """The games, submissions and ledgers a seal of ``tournament`` (None: everything) covers, as they are now:
    of a tournament, the files imported under its name and those of the games its ledger names (attached,
    chosen, excluded, accepted as corrected), whatever they were imported under, with every game read from them."""
    first = store.submitted_in()
    submissions = tuple(store.submitted(tournament))
    if tournament is not None:
        named = {first[game] for game in _ledger_games(store, tournament) if game in first}
        taken = {each[1] for each in submissions}
        if named - taken:
            submissions = tuple(each for each in store.submitted() if each[1] in taken | named)
    digests = {each[1] for each in submissions}
    games = tuple(head for head in store.heads() if tournament is None or first.get(head[0]) in digests)
    return games, submissions, tuple(store.ledger_heads(tournament))


def _ledger_games(store: Recorder, tournament: str) -> set[int]:
    """The stored games a tournament's ledger names (:data:`referee.tournament.checks.ON_GAMES`)."""
    return {entry.event.game for entry in entries(store, tournament) if isinstance(entry.event, ON_GAMES)}


def _read(row: tuple[Any, ...]) -> Seal:
    """A seal from its row ``(id, at, by, tournament, body, prev_hash, hash)``."""
    body = json.loads(row[4])
    games = tuple((int(g[0]), int(g[1]), str(g[2])) for g in body["games"])
    submissions = tuple((s[0], s[1], s[2], s[3], s[4], s[5]) for s in body["submissions"])
    return Seal(row[0], row[1], row[2], row[3], games, submissions, row[5], row[6], _sealed_ledgers(body))


def _sealed_ledgers(body: dict[str, Any]) -> tuple[SealedLedger, ...]:
    """The ledgers of a seal's body or published JSON; none in a seal made before ledgers were sealed."""
    return tuple((str(each[0]), int(each[1]), str(each[2])) for each in body.get("ledgers", ()))


def seals(store: Recorder) -> Iterator[tuple[Seal | None, tuple[Any, ...]]]:
    """Every stored seal in order, with its row; None for a row whose body does not read."""
    for row in store.seal_rows():
        try:
            yield _read(row), row
        except (ValueError, KeyError, TypeError, IndexError):
            yield None, row


def seal(
    store: Recorder, at: str, tournament: str | None = None, by: str | None = None, key: bytes | None = None
) -> Seal:
    """Append a seal of everything stored (of ``tournament`` only, if given), chained to the last seal.

    The recorder makes the table of seals with the first seal of a database made before seals. With
    ``key`` (the arbiter's Ed25519 private key, PEM), the seal returned is
    signed (:mod:`store.signatures`); the signature is published with it.

    Raises:
        AdmiraltyError: STORE-SEAL when there is nothing to seal; STORE-NOTOURNAMENT when the store knows
            no such tournament; STORE-LOCKED, STORE-IO.
    """
    with store.transaction():
        games, submissions, ledgers = _covered(store, tournament)
        if not submissions and tournament is not None and tournament not in tournament_names.known(store):
            raise tournament_names.unknown(store, tournament)
        if not submissions:
            where = f" of tournament {quoted(tournament)}" if tournament is not None else ""
            raise violation("STORE-SEAL", f"There is nothing{where} to seal: no file is stored.")
        last = store.last_seal()
        id, prev = (1, GENESIS) if last is None else (last[0] + 1, last[1])
        made = Seal(id, at, by, tournament, games, submissions, prev, "", ledgers)
        made = attrs.evolve(made, hash=seal_hash(prev, id, at, by, tournament, made.body))
        signature = sign(made.hash, key) if key is not None else None
        store.add_seal((id, at, by, tournament, made.body, prev, made.hash))
    return attrs.evolve(made, signature=signature)


def chain_findings(store: Recorder) -> tuple[list[Finding], list[Seal]]:
    """Check the chain of stored seals: numbered from 1, each linked to the one before, each hash recomputed.

    Returns the findings and the seals whose body reads.
    """
    findings: list[Finding] = []
    read: list[Seal] = []
    prev, expected = GENESIS, 1
    for sealed, row in seals(store):
        if row[0] != expected:
            findings.append(Finding("STORE-SEAL", f"Seal {expected} is missing (found seal {row[0]})."))
        if row[5] != prev:
            findings.append(Finding("STORE-SEAL", f"Seal {row[0]} is not linked to the seal before it."))
        if sealed is None:
            findings.append(Finding("STORE-SEAL", f"Seal {row[0]} does not read."))
        elif seal_hash(row[5], row[0], row[1], row[2], row[3], row[4]) != row[6]:
            findings.append(
                Finding("STORE-SEAL", f"Seal {row[0]} was edited outside the tool: its hash does not match.")
            )
        else:
            read.append(sealed)
        prev, expected = row[6], row[0] + 1
    return findings, read


def _game_findings(store: Recorder, sealed: Seal) -> Iterator[Finding]:
    """Each sealed game still holds its sealed events, the last one with the sealed hash."""
    for game_id, events, head in sealed.games:
        now = store.hash_at(game_id, events - 1)
        if now == head:
            continue
        if now is None and store.hash_at(game_id, 0) is None:
            yield Finding(
                "STORE-SEAL", f"The game, sealed with {events} events by seal {sealed.id}, is missing.", game_id
            )
        elif now is None:
            yield Finding(
                "STORE-SEAL",
                f"The event is missing: seal {sealed.id} sealed the game with {events} events.",
                game_id,
                events - 1,
            )
        else:
            yield Finding(
                "STORE-SEAL",
                f"The event is not the one seal {sealed.id} sealed: the game was rewritten up to here.",
                game_id,
                events - 1,
            )


_COLUMNS = ("digest", "name", "tournament", "round", "time")


def _submission_findings(store: Recorder, sealed: Seal) -> Iterator[Finding]:
    """Each sealed submission is still stored with the sealed digest and columns."""
    stored = {row[0]: row for row in store.submitted()}
    for submission in sealed.submissions:
        now = stored.get(submission[0])
        if now is None:
            yield Finding(
                "STORE-SEAL", f"Submission {submission[0]} ({submission[2]}), sealed by seal {sealed.id}, is missing."
            )
            continue
        for column, was, is_ in zip(_COLUMNS, submission[1:], now[1:]):
            if was != is_:
                yield Finding(
                    "STORE-SEAL",
                    f"Submission {submission[0]} ({submission[2]}): its {column} is {shown(is_)}, seal {sealed.id} sealed {shown(was)}.",
                )


def _ledger_findings(store: Recorder, sealed: Seal) -> Iterator[Finding]:
    """Each sealed ledger still holds its sealed events, the last one with the sealed hash."""
    for tournament, events, head in sealed.ledgers:
        last = store.ledger_hash_at(tournament, events - 1)
        if last == head:
            continue
        if last is None and store.ledger_hash_at(tournament, 0) is None:
            told = f"is missing: seal {sealed.id} sealed it with {counted(events, 'event')}"
        elif last is None:
            told = f"lost its last events: seal {sealed.id} sealed it with {counted(events, 'event')}"
        else:
            told = f"was rewritten: its event {events - 1} is not the one seal {sealed.id} sealed"
        yield Finding("STORE-SEAL", f"The ledger of tournament {quoted(tournament)} {told}.")


def sealed_findings(store: Recorder, sealed: Seal) -> list[Finding]:
    """What of ``sealed`` is no longer in the store as it was sealed."""
    return [*_game_findings(store, sealed), *_submission_findings(store, sealed), *_ledger_findings(store, sealed)]


MOST_BYTES = 1 << 26
"""The largest seal file read (64 MiB: a seal of 200,000 games and their files is a fraction of it)."""

_MOST_DEPTH = 8
"""How deeply a seal file's JSON may nest (a seal's is 3 deep): a deeper one is refused before it is parsed."""

_HEX = re.compile(r"[0-9a-f]{64}")
_MOST_INT = 2**63 - 1


def escaped(text: str) -> str:
    r"""``text`` with its control and format characters (ESC, BEL, C1, bidi overrides) written as escapes, so a
    message quoting what a file holds cannot drive the terminal or reorder the line.

    >>> print(escaped("a\x1b]0;x\x07\u202eb"))
    a\x1b]0;x\x07\u202eb
    """
    return "".join(
        (f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}")
        if unicodedata.category(char) in ("Cc", "Cf")
        else char
        for char in text
    )


def _depth(text: str) -> int:
    """How deeply the JSON ``text`` nests, its strings left out."""
    depth = most = 0
    for bracket in re.findall(r"[\[\]{}]", re.sub(r'"(?:[^"\\]|\\.)*"', "", text)):
        depth += 1 if bracket in "[{" else -1
        most = max(most, depth)
    return most


def _malformed(why: str) -> AdmiraltyError:
    return violation("STORE-SEAL", f"The seal file is not a seal: {why}; nothing was checked.")


def _field(data: dict[str, Any], name: str, kinds: tuple[type, ...], where: str = "") -> Any:
    """The field ``name`` of a seal file's object, refused unless it is of one of ``kinds`` (a bool is no
    number) and, a number, one SQLite holds, from 0."""
    if name not in data:
        raise _malformed(f"{where}{name} is missing")
    value = data[name]
    if type(value) not in kinds:
        raise _malformed(
            f"{where}{name} is {escaped(json.dumps(value)[:40])}, not {' or '.join(_KIND[k] for k in kinds)}"
        )
    if type(value) is int and not 0 <= value <= _MOST_INT:
        raise _malformed(f"{where}{name} is {str(value)[:40]}, beyond the numbers a store holds")
    if type(value) is str and name.endswith("hash") and not _HEX.fullmatch(value):
        raise _malformed(f"{where}{name} is not 64 lowercase hex digits")
    return value


_KIND = {int: "a whole number", str: "a text", type(None): "null", list: "a list", dict: "an object"}


def _rows(data: dict[str, Any], name: str, columns: tuple[tuple[str, tuple[type, ...]], ...]) -> tuple[Any, ...]:
    """A seal file's list ``name`` of rows, each a list of ``columns``, each column of its kinds."""
    rows = _field(data, name, (list,))
    made = []
    for index, row in enumerate(rows):
        if type(row) is not list or len(row) != len(columns):
            raise _malformed(f"{name} {index + 1} is not a list of {len(columns)} values")
        named = {column: value for (column, _), value in zip(columns, row)}
        made.append(tuple(_field(named, column, kinds, f"{name} {index + 1}: its ") for column, kinds in columns))
    return tuple(made)


_TEXT, _MAYBE = (str,), (str, type(None))
_GAME = (("id", (int,)), ("events", (int,)), ("head_hash", _TEXT))
_SUBMISSION = (
    ("id", (int,)),
    ("digest", _TEXT),
    ("name", _TEXT),
    ("tournament", _MAYBE),
    ("round", _MAYBE),
    ("at", _TEXT),
)
_LEDGER = (("tournament", _TEXT), ("events", (int,)), ("head_hash", _TEXT))


def _seal_file(data: dict[str, Any]) -> Seal:
    """A seal as ``seal --json`` writes it, every field checked for its type.

    Raises:
        AdmiraltyError: STORE-SEAL, naming the first field that is not as a seal holds it.
    """
    signed = data.get("signature")
    signature = None
    if signed is not None:
        if type(signed) is not dict:
            raise _malformed("signature is not an object")
        signature = Signature(
            _field(signed, "public_key", _TEXT, "signature: its "), _field(signed, "value", _TEXT, "signature: its ")
        )
    ledgers = _rows(data, "ledgers", _LEDGER) if "ledgers" in data else ()
    return Seal(
        _field(data, "id", (int,)),
        _field(data, "at", _TEXT),
        _field(data, "by", _MAYBE),
        _field(data, "tournament", _MAYBE),
        _rows(data, "games", _GAME),
        _rows(data, "submissions", _SUBMISSION),
        _field(data, "prev_hash", _TEXT),
        _field(data, "hash", _TEXT),
        ledgers,
        signature,
    )


def published(text: str, file: str | None = None) -> Seal | str:
    """What an arbiter published: a seal as ``seal --json`` writes it, or its hash, or its short root.

    A JSON object is read as a seal file and must be one: at most :data:`MOST_BYTES` long, nested no deeper
    than a seal, each field of the type a seal holds. ``file`` names the file ``text`` was read from, which a
    refusal names with the first line it holds (a key given for the seal reads ``it begins "-----BEGIN PUBLIC
    KEY-----"``), instead of quoting its text, line breaks and all, as a root given on the command line.

    Raises:
        AdmiraltyError: STORE-SEAL when the text is none of them, or a seal file that is malformed.
    """
    if len(text) > MOST_BYTES:
        raise _malformed(f"it is larger than {MOST_BYTES >> 20} MiB")
    if text.lstrip().startswith("{"):
        if _depth(text) > _MOST_DEPTH:
            raise _malformed(f"its JSON nests deeper than {_MOST_DEPTH}")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            data = None
        if isinstance(data, dict):
            return _seal_file(data)
    full = _FULL.search(text.lower())
    if full is not None:
        return full.group()
    root = re.sub(r"[\s-]", "", text).lower()
    if not re.fullmatch(f"[0-9a-f]{{{_SHORT},64}}", root):
        if file is None:
            said = f"{quoted(escaped(text.strip()[:80]))} is not a seal"
        else:
            first = next(iter(text.strip().splitlines()), "")
            begins = f"it begins {quoted(escaped(first[:80]))}" if first else "it is empty"
            said = f"{escaped(file)} is not a seal file ({begins})"
        raise violation("STORE-SEAL", f"{said}: give its root (like 1a2b-3c4d-5e6f-7a8b), hash or file.")
    return root


def check(store: Recorder, given: Seal | str | None = None, public_key: bytes | None = None) -> list[Finding]:
    """Check the chain of stored seals, the store against each, and against the ``given`` published seal.

    ``given`` is a seal or what :func:`published` reads (its root, its hash, its JSON).
    A signed published seal's signature is checked, against ``public_key``
    (the arbiter's, PEM) when given, which a root alone cannot satisfy.

    A published seal (or its root) proves what the stored ones cannot: that
    no seal was removed and nothing sealed was rewritten with its hashes and
    the later seals recomputed.
    """
    if isinstance(given, str):
        given = published(given)
    findings, stored = chain_findings(store)
    for each in stored:
        findings += sealed_findings(store, each)
    if isinstance(given, Seal):
        problem = signature_problem(given.hash, given.signature, public_key)
        findings += [Finding("STORE-SEAL", problem)] if problem else []
        findings += _published_findings(store, given, stored)
    elif public_key is not None and given is not None:
        findings.append(Finding("STORE-SEAL", "A root carries no signature: give the seal file to check it."))
    elif given is not None and not any(each.hash.startswith(given) for each in stored):
        findings.append(
            Finding(
                "STORE-SEAL", f"No seal with root {short_root(given)} is in the database: it was removed, or rewritten."
            )
        )
    return findings


def checked(store: Recorder, given: Seal | str) -> Seal | None:
    """The seal ``given`` names (a seal file's, or the stored one its root or hash begins), to say which seal
    ``verify --seal`` checked; None when no stored seal has that root."""
    if isinstance(given, Seal):
        return given
    return next((each for each in chain_findings(store)[1] if each.hash.startswith(given)), None)


def described(sealed: Seal) -> str:
    """Which seal it is, as ``verify --seal`` names it: its number, tournament, time and root.

    >>> print(described(Seal(3, "2026-11-22T18:00:00+00:00", None, "Open", (), (), "0" * 64, "01dc8f32" * 8)))
    seal 3 (tournament "Open", made at 2026-11-22T18:00:00+00:00, root 01dc-8f32-01dc-8f32)
    """
    whose = "every tournament" if sealed.tournament is None else f"tournament {quoted(escaped(sealed.tournament))}"
    return f"seal {sealed.id} ({whose}, made at {escaped(sealed.at)}, root {sealed.root})"


def _published_findings(store: Recorder, given: Seal, stored: list[Seal]) -> list[Finding]:
    """The store against a seal read from a file, which must be a true seal and be stored."""
    if seal_hash(given.prev_hash, given.id, given.at, given.by, given.tournament, given.body) != given.hash:
        return [Finding("STORE-SEAL", f"The seal given (seal {given.id}) does not match its own hash: it was edited.")]
    findings = sealed_findings(store, given)
    if given not in stored:
        findings.append(
            Finding(
                "STORE-SEAL", f"Seal {given.id} ({given.root}) is not in the database: it was removed, or rewritten."
            )
        )
    return findings
