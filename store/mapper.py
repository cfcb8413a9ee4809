"""Events to rows and back: the store layer's cattrs converters.

An event has two texts. Its *payload* is the canonical JSON of the unstructured
event (keys sorted, no spaces, ASCII only), so the same event always gives the
same bytes: the hash chain hashes it (:func:`to_row`). What a row stores is its
*stored form* (:func:`to_stored`), the same JSON without what can be told
again: fields at their default, a turn's number when it is the event's place
(``seq``), and, for a turn that holds nothing but its token, the braces (the
token alone as a JSON string). Each form gives back the event, so the payload
hashed is rebuilt from the stored form, byte for byte.

What an import writes is :data:`Encoded` rows (:func:`encoded`): each one's
type, its stored form, and the part of the hash link that is each of its
events' own (:func:`store.chain.hashed`), so the writer only chains and inserts.
A row holds one event, or (store format 3) a *run*: consecutive plain turns
(:func:`to_stored` writes each as its bare token) of one append, stored as the
JSON array of their tokens (type :data:`RUN`, :func:`plain_run`). The events
and their hashes are those of one row each: a run only holds them together.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from json.encoder import encode_basestring_ascii
from typing import Any

import cattrs
from cattrs.gen import make_dict_unstructure_fn, override

from admiralty.referee import wording
from admiralty.referee.tournament.events import LEDGER_TYPES, LedgerEvent, PlayerRegistered, RoundPaired
from admiralty.referee.violation import violation
from admiralty.store.chain import hashed, numbered_links
from admiralty.store.events import EVENT_TYPES, GameStarted, StoreEvent, TurnPlayed, TurnSailed, VerdictRecorded
from admiralty.store.payloads import started_forms, verdict_payload

converter = cattrs.Converter()
converter.register_unstructure_hook(
    GameStarted, make_dict_unstructure_fn(GameStarted, converter, kind=override(omit_if_default=True))
)
"""A MAD game's start keeps the payload it had before games had kinds: ``kind`` is left out."""
_LATER = override(omit_if_default=True)
converter.register_unstructure_hook(
    PlayerRegistered,
    make_dict_unstructure_fn(
        PlayerRegistered, converter, rating=_LATER, federation=_LATER, club=_LATER, title=_LATER, fide_id=_LATER,
        national_id=_LATER,
    ),
)  # fmt: skip
converter.register_unstructure_hook(
    RoundPaired, make_dict_unstructure_fn(RoundPaired, converter, system=_LATER, engine=_LATER, rounds=_LATER,
                                          basis=_LATER),
)  # fmt: skip
"""Fields ledger events gained after ledgers were first stored (a player's rating, federation, club, title and
ids; a round's pairing system, engine, rounds and basis) are left out of the payload at their default, so that an
event stored before them keeps its canonical form, and ``verify`` finds a ledger of then as the tool left it."""
converter.register_unstructure_hook_func(lambda cls: cls in (tuple[int, ...], tuple[str, ...]), list)
"""NAGs and comments are lists in JSON: copied at once rather than item by item."""


_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=True)
"""One encoder for every payload and link, rather than one made per call."""


def canonical_json(value: Any) -> str:
    """``value`` as canonical JSON: sorted keys, no spaces, ASCII only.

    >>> canonical_json({"b": [1, None], "a": "é"})
    '{"a":"\\\\u00e9","b":[1,null]}'
    """
    return _CANONICAL.encode(value)


quoted = encode_basestring_ascii
"""A string as canonical JSON writes it: quoted, escaped, ASCII only."""


def _turn_payload(turn: TurnPlayed) -> str:
    """The canonical JSON of a TurnPlayed, written directly.

    Every stored turn is one, so the store writes the same bytes as
    ``canonical_json(converter.unstructure(turn))`` without building the dict;
    only variations, rare and nested, take the general path.
    """
    comments = f"[{','.join(map(quoted, turn.comments))}]" if turn.comments else "[]"
    glyph = "null" if turn.glyph is None else quoted(turn.glyph)
    nags = f"[{','.join(map(str, map(int, turn.nags)))}]" if turn.nags else "[]"
    variations = canonical_json(converter.unstructure(turn.variations)) if turn.variations else "[]"
    return (
        f'{{"comments":{comments},"glyph":{glyph},"nags":{nags},"token":{quoted(turn.token)},'
        f'"turn":{int(turn.turn)},"variations":{variations}}}'
    )


Payload = tuple[str, str]
"""An event as a row holds it: its type name and its canonical JSON payload."""


def to_row(event: StoreEvent) -> Payload:
    """The ``(type, payload)`` of an event.

    >>> from admiralty.store.events import Annotated
    >>> to_row(Annotated(3, comment="Sharp."))
    ('Annotated', '{"by":null,"comment":"Sharp.","glyph":null,"nag":null,"turn":3}')
    """
    if type(event) is TurnPlayed:
        return "TurnPlayed", _turn_payload(event)
    if type(event) is GameStarted:
        return "GameStarted", started_forms(event)[0]
    if type(event) is VerdictRecorded and (verdict := verdict_payload(event)) is not None:
        return "VerdictRecorded", verdict
    name = type(event).__name__
    if EVENT_TYPES.get(name) is not type(event):
        raise TypeError(f"not a store event: {event!r}")
    return name, canonical_json(converter.unstructure(event))


def from_row(kind: str, payload: str) -> StoreEvent:
    """The event of a stored row.

    Raises:
        AdmiraltyError: STORE-TAMPER when the type is unknown or the payload
            is not the JSON of that type.
    """
    event: StoreEvent = _structured(kind, payload, EVENT_TYPES)
    return event


def to_ledger_row(event: LedgerEvent) -> Payload:
    """The ``(type, payload)`` of a tournament ledger's event (:mod:`referee.tournament.events`).

    >>> from admiralty.referee.tournament.events import GameExcluded
    >>> to_ledger_row(GameExcluded(4, "M. Tanguy", "Sent twice by mistake"))
    ('GameExcluded', '{"by":"M. Tanguy","game":4,"reason":"Sent twice by mistake"}')
    """
    name = type(event).__name__
    if LEDGER_TYPES.get(name) is not type(event):
        raise TypeError(f"not a ledger event: {event!r}")
    return name, canonical_json(converter.unstructure(event))


def from_ledger_row(kind: str, payload: str) -> LedgerEvent:
    """The ledger event of a stored row; STORE-TAMPER as :func:`from_row`."""
    event: LedgerEvent = _structured(kind, payload, LEDGER_TYPES)
    return event


def _structured(kind: str, payload: str, types: dict[str, type]) -> Any:
    """The event of type name ``kind`` among ``types`` from its JSON payload; STORE-TAMPER when it is none."""
    cls = types.get(kind)
    if cls is None:
        raise violation("STORE-TAMPER", f"Unknown event type {wording.quoted(kind)}.")
    try:
        return converter.structure(json.loads(payload), cls)
    except (ValueError, TypeError, KeyError, cattrs.BaseValidationError) as error:
        raise violation("STORE-TAMPER", f"The payload is not a valid {kind}: {error}.") from None


compact = cattrs.Converter(omit_if_default=True)
"""The converter of the stored form: every field at its default left out."""
compact.register_unstructure_hook_func(lambda cls: cls in (tuple[int, ...], tuple[str, ...]), list)

_NUMBERED = (TurnPlayed, TurnSailed)
"""The events holding a turn number, left out of the stored form when it is the event's place."""


def is_plain(turn: TurnPlayed, seq: int) -> bool:
    """Whether ``turn``, as event ``seq`` of its game, is a plain turn: its number is its place and it holds
    nothing but its token, so :func:`to_stored` writes it as the bare token (and a run may hold it)."""
    return turn.turn == seq and turn.glyph is None and not (turn.nags or turn.comments or turn.variations)


def to_stored(event: StoreEvent, seq: int) -> Payload:
    """The ``(type, stored form)`` of event ``seq`` of a game: what its row holds.

    >>> to_stored(TurnPlayed(3, "211c2-c4"), 3)
    ('TurnPlayed', '"211c2-c4"')
    >>> to_stored(TurnPlayed(3, "211c2-c4", "!"), 4)
    ('TurnPlayed', '{"glyph":"!","token":"211c2-c4","turn":3}')
    """
    cls = type(event)
    if cls is TurnPlayed:
        assert isinstance(event, TurnPlayed)
        if is_plain(event, seq):
            return "TurnPlayed", quoted(event.token)
    elif type(event) is GameStarted:
        return "GameStarted", started_forms(event)[1]
    elif type(event) is VerdictRecorded and (verdict := verdict_payload(event)) is not None:
        return "VerdictRecorded", verdict
    elif EVENT_TYPES.get(cls.__name__) is not cls:
        raise TypeError(f"not a store event: {event!r}")
    data = compact.unstructure(event)
    if cls in _NUMBERED and data["turn"] == seq:
        del data["turn"]
    return cls.__name__, canonical_json(data)


Encoded = tuple[str, str, tuple[str, ...]]
"""A row ready to store at its place: its type, its stored form (:func:`to_stored`, or a run's array) and,
for each event it holds, in order, the part of its hash link its type and payload make
(:func:`store.chain.hashed`); for a run, each turn's token as that part holds it (escaped twice), which
:func:`run_links` sets in the part of a plain turn."""

RUN = "TurnsPlayed"
"""The type of a row holding a run of plain turns (store format 3): its stored form is the canonical JSON
array of their tokens, the first keyed by the row's ``seq``, the next by ``seq + 1`` and so on."""


def encoded(events: Iterable[StoreEvent], seq: int) -> list[Encoded]:
    """The :data:`Encoded` rows of ``events`` appended to a game from place ``seq`` on, in canonical form:
    every maximal sequence of at least two plain turns one run (:func:`runs`).

    >>> [(kind, stored) for kind, stored, _ in encoded([TurnPlayed(3, "211c2-c4"), TurnPlayed(4, "121a5-a4")], 3)]
    [('TurnsPlayed', '["211c2-c4","121a5-a4"]')]
    """
    rows = []
    for place, event in enumerate(events, seq):
        if type(event) is GameStarted:
            payload, stored = started_forms(event)
            rows.append(("GameStarted", stored, (hashed("GameStarted", payload),)))
            continue
        kind, payload = to_row(event)
        rows.append((kind, to_stored(event, place)[1], (hashed(kind, payload),)))
    return runs(rows)


def runs(rows: Iterable[Encoded]) -> list[Encoded]:
    """``rows`` of one event each, with every maximal sequence of at least two plain turns' rows made one run."""
    made: list[Encoded] = []
    plain: list[Encoded] = []
    for row in rows:
        if row[0] == "TurnPlayed" and row[1][:1] == '"':
            plain.append(row)
            continue
        made += _merged(plain)
        made.append(row)
        plain = []
    return made + _merged(plain)


def _merged(plain: list[Encoded]) -> list[Encoded]:
    """The rows of consecutive plain turns as one run, when there are two or more."""
    if len(plain) < 2:
        return plain
    return [(RUN, f"[{','.join(row[1] for row in plain)}]", tuple(_fill(row[1]) for row in plain))]


def _fill(stored: str) -> str:
    """A plain turn's token as the hashed part of its event holds it, from its stored form (the token
    quoted): escaped once more, without the quotes."""
    return quoted(stored)[3:-3]


def singles(rows: Iterable[Encoded], seq: int) -> list[Encoded]:
    """``rows`` from place ``seq`` on with each run split into one row per plain turn: how store format 2
    writes them."""
    made: list[Encoded] = []
    place = seq
    for kind, stored, parts in rows:
        if kind == RUN:
            made += [plain_turn(turn, token) for turn, token in enumerate(json.loads(stored), place)]
        else:
            made.append((kind, stored, parts))
        place += len(parts)
    return made


def run_tokens(stored: str) -> list[str] | None:
    """The stored forms (quoted tokens) of the turns a run row holds, or None when ``stored`` is not a run
    in canonical form: the canonical JSON array of at least two strings.

    >>> run_tokens('["211c2-c4","121a5-a4"]'), run_tokens('["211c2-c4"]'), run_tokens('["a", "b"]')
    (['"211c2-c4"', '"121a5-a4"'], None, None)
    """
    try:
        tokens = json.loads(stored)
    except ValueError:
        return None
    if type(tokens) is not list or len(tokens) < 2 or any(type(token) is not str for token in tokens):
        return None
    written = [quoted(token) for token in tokens]
    return written if stored == f"[{','.join(written)}]" else None


def held(kind: str, stored: str) -> int:
    """How many events a row of type ``kind`` holding ``stored`` stores: a run's turns, else one (a run
    not in canonical form is read as one row that does not read)."""
    tokens = run_tokens(stored) if kind == RUN else None
    return 1 if tokens is None else len(tokens)


_PLAIN_PAYLOAD = '{"comments":[],"glyph":null,"nags":[],"token":"@","turn":@,"variations":[]}'
_PLAIN_LINK = hashed("TurnPlayed", _PLAIN_PAYLOAD).split("@")
"""The :func:`store.chain.hashed` part of a plain TurnPlayed, around its token and its number:
escaping a text escapes each character alone, so the token, escaped twice, is set in."""
_BEFORE, _BETWEEN, _AFTER = _PLAIN_LINK


def plain_part(turn: int, stored: str) -> str:
    """The :func:`store.chain.hashed` part of ``TurnPlayed(turn, token)``, ``stored`` being the quoted token."""
    return f"{_BEFORE}{_fill(stored)}{_BETWEEN}{int(turn)}{_AFTER}"


def plain_turn(turn: int, token: str) -> Encoded:
    """The :data:`Encoded` row of ``TurnPlayed(turn, token)`` at its own place (``seq == turn``),
    written directly.

    >>> plain_turn(3, "211c2-c4") == encoded([TurnPlayed(3, "211c2-c4")], 3)[0]
    True
    """
    stored = quoted(token)
    return "TurnPlayed", stored, (plain_part(turn, stored),)


def plain_run(seq: int, tokens: Sequence[str]) -> Encoded:
    """The :data:`Encoded` row of plain turns ``TurnPlayed(seq, tokens[0])``, ``TurnPlayed(seq + 1, tokens[1])``
    ... written directly: a run (:data:`RUN`) of two or more, :func:`plain_turn` for one. Most of an
    import's turns are these: a token with nothing to escape (no backslash in the run) is its own fill.

    >>> plain_run(3, ["211c2-c4", "121a5-a4"]) == encoded([TurnPlayed(3, "211c2-c4"), TurnPlayed(4, "121a5-a4")], 3)[0]
    True
    """
    if len(tokens) == 1:
        return plain_turn(seq, tokens[0])
    stored = f"[{','.join(map(quoted, tokens))}]"
    return RUN, stored, tuple(tokens) if "\\" not in stored else tuple(map(_fill, map(quoted, tokens)))


def run_links(game_id: int, seq: int, prev_hash: str, at: str, fills: Iterable[str]) -> list[str]:
    """The hashes of the plain turns of a run from place ``seq`` on, given as their fills (:data:`Encoded`),
    chained to ``prev_hash``: :func:`store.chain.links` of their parts (:func:`plain_part`), each written at once."""
    return numbered_links(game_id, seq, prev_hash, at, (_BEFORE, _BETWEEN, _AFTER), fills)


def fills(tokens: list[str]) -> list[str]:
    """The fills (:data:`Encoded`) of a run's turns from their stored forms (:func:`run_tokens`)."""
    return [each[1:-1] for each in tokens] if not any("\\" in each for each in tokens) else list(map(_fill, tokens))


def from_stored(kind: str, stored: str, seq: int) -> StoreEvent:
    """The event of a row, from its type, stored form and place (:func:`to_stored`'s inverse).

    Raises:
        AdmiraltyError: STORE-TAMPER when the type is unknown or the text is not the stored form of that type.
    """
    cls = EVENT_TYPES.get(kind)
    if cls is None:
        if kind == RUN:
            raise violation("STORE-TAMPER", "The row is not a run of plain turns in canonical form.")
        raise violation("STORE-TAMPER", f"Unknown event type {wording.quoted(kind)}.")
    if cls is TurnPlayed and stored[:1] == '"' and "\\" not in stored:
        return TurnPlayed(seq, stored[1:-1])  # a plain turn: the token, quoted (to_stored checks it is)
    try:
        data = json.loads(stored)
        if cls is TurnPlayed and type(data) is str:
            return TurnPlayed(seq, data)
        if cls in _NUMBERED and type(data) is dict:
            data.setdefault("turn", seq)
        return compact.structure(data, cls)
    except (ValueError, TypeError, KeyError, AttributeError, cattrs.BaseValidationError) as error:
        raise violation("STORE-TAMPER", f"The payload is not a valid {kind}: {error}.") from None
