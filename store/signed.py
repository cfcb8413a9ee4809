"""Signed decisions: the arbiters' signatures of events, and what ``verify`` checks of them
(specs/store.md, "Signed decisions").

A command given ``--key`` signs the hash of every event it appends, to a game
(an annotation, an adjudication, a correction) or to a tournament's ledger,
with the arbiter's Ed25519 key (:func:`store.signatures.signer`); the recorder
stores each signature beside its event, in the append's transaction
(:meth:`store.recorder.Recorder.signature_rows`). No event, hash or seal
changes: the signature signs the hash the chain already gives.

A tournament names its arbiters' keys in its ledger
(:class:`referee.tournament.events.ArbiterKeyNamed`). From the first key it
names on, every event of its ledger is signed by a key named before it by an
event so signed (the first naming event by the key it names: a key named later
by an event signed with itself is not the tournament's),
and every decision on its games (its own, or any its ledger names) by a key it
names; :func:`findings` reports each event without such a signature, and each
signature that does not sign its event's hash (STORE-SIGNATURE). Given the
arbiter's public key from elsewhere (``verify --public-key``), the first key
each tournament names must be that one, so a ledger rewritten with another
arbiter's keys is found too.

A signature proves what a seal cannot: who made a decision appended after the
last seal. A seal proves only what it covered.
"""

from __future__ import annotations

from collections import defaultdict

from admiralty.referee.tournament.checks import ON_GAMES
from admiralty.referee.tournament.events import ArbiterKeyNamed, Entry
from admiralty.referee.violation import AdmiraltyError
from admiralty.referee.wording import quoted
from admiralty.store.events import AFTER_IMPORT, GameStarted
from admiralty.store.findings import Finding
from admiralty.store.ledger import STREAM, entries
from admiralty.store.recorder import Recorder
from admiralty.store.signatures import Signature, holds, public_hex

RULE = "STORE-SIGNATURE"
"""The rule of a decision without its arbiter's signature, or of a signature that does not hold."""


def _named_keys(ledger: list[Entry]) -> dict[int, str]:
    """The keys a ledger names, by the number of the event naming each."""
    return {entry.seq: entry.event.key for entry in ledger if isinstance(entry.event, ArbiterKeyNamed)}


def findings(store: Recorder, public_key: bytes | None = None) -> list[Finding]:
    """Every signature that does not sign its event's hash, and every event of a tournament naming keys that is
    not signed by one of its keys; with ``public_key`` (PEM), every tournament naming keys whose first is
    another. Read inside the caller's snapshot."""
    signed = {(row.game_id, row.tournament, row.seq): row.signature for row in store.signature_rows()}
    given = None if public_key is None else public_hex(public_key)
    found: list[Finding] = []
    games_of: dict[int, set[str]] = defaultdict(set)
    keys_of: dict[str, set[str]] = {}
    for tournament in store.ledgers():
        try:
            ledger = entries(store, tournament)
        except AdmiraltyError:  # a row that does not read: the ledger's own check reports it
            continue
        for entry in ledger:
            if isinstance(entry.event, ON_GAMES):
                games_of[entry.event.game].add(tournament)
        named = _named_keys(ledger)
        if not named:
            continue
        first = min(named)
        if given is not None and named[first] != given:
            found.append(
                Finding(RULE, f"The tournament {quoted(tournament)} names first another key than the one given.")
            )
        keys: set[str] = set()
        for entry in ledger[first:]:
            what = f"Event {entry.seq} of the ledger of {quoted(tournament)}"
            wrong = _unsigned(signed.get((STREAM, tournament, entry.seq)), keys or {named[first]}, what, None, None)
            found += wrong
            if isinstance(entry.event, ArbiterKeyNamed) and not wrong:
                keys.add(entry.event.key)
        keys_of[tournament] = keys
    if keys_of:
        for event in store.of_types(*(cls.__name__ for cls in AFTER_IMPORT)):
            under = games_of[event.game_id] | _imported_under(store, event.game_id)
            keys = set().union(*(keys_of.get(name, set()) for name in under))
            if keys:
                what = f"The {type(event.event).__name__}"
                found += _unsigned(signed.get((event.game_id, "", event.seq)), keys, what, event.game_id, event.seq)
    return found + _forged(store, signed)


def _imported_under(store: Recorder, game_id: int) -> set[str]:
    """The tournament a game was imported under (none: an empty set, or a first event that does not read,
    which the chain's check reports)."""
    try:
        started = store.first(game_id).event
    except AdmiraltyError:
        return set()
    return {started.tournament} if isinstance(started, GameStarted) and started.tournament else set()


def _unsigned(
    signature: Signature | None, keys: set[str], what: str, game: int | None, seq: int | None
) -> list[Finding]:
    """The finding of an event that must be signed by one of ``keys``, when it is not."""
    if signature is None:
        told = f"{what} is not signed, though its tournament names its arbiters' keys."
    elif signature.public_key not in keys:
        told = f"{what} is signed by the key {signature.public_key}, which its tournament does not name."
    else:
        return []
    return [Finding(RULE, told, game, seq)]


def _forged(store: Recorder, signed: dict[tuple[int, str, int], Signature]) -> list[Finding]:
    """Every signature that does not sign the hash of the event it names, or names no stored event."""
    found = []
    for (game_id, tournament, seq), signature in signed.items():
        ledger = game_id == STREAM
        digest = store.ledger_hash_at(tournament, seq) if ledger else store.hash_at(game_id, seq)
        what = f"event {seq} of the ledger of {quoted(tournament)}" if ledger else f"event {seq} of game {game_id}"
        game, place = (None, None) if ledger else (game_id, seq)
        if digest is None:
            found.append(Finding(RULE, f"A signature names {what}, which is not stored.", game, place))
        elif not holds(digest, signature):
            found.append(
                Finding(
                    RULE,
                    f"The signature of {what} does not sign its hash: the event or its signature was changed.",
                    game,
                    place,
                )
            )
    return found
