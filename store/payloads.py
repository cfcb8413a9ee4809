"""The payloads of the events every import writes, written directly: a game's start and its verdict.

An import stores one GameStarted and one VerdictRecorded per game; on the
general path (:mod:`store.mapper`: cattrs, then the JSON encoder, once for the
payload and once for the stored form) they cost more than the game's run of
turns. These writers give the same bytes, canonical JSON with sorted keys
(tests/store/test_mapper.py checks them against the general path with
hypothesis), and leave to it what is rare: a verdict with errors.
"""

from __future__ import annotations

from json.encoder import encode_basestring_ascii as quoted

from admiralty.store.events import GameStarted, VerdictRecorded


def _bool(value: bool) -> str:
    return "true" if value else "false"


def _optional(text: str | None) -> str:
    return "null" if text is None else quoted(text)


def started_forms(event: GameStarted) -> tuple[str, str]:
    """The payload and the stored form of a GameStarted (keys sorted; the stored form without the
    fields at their defaults: ``comments``, ``line``, ``round``, ``tournament``, and ``kind``, which
    the payload of a MAD game leaves out too).

    >>> started_forms(GameStarted((("Red", "A"),), "mfen", "6x4", False, 40, "d", 1))[1]
    '{"board":"6x4","index":1,"positioning":false,"start":"mfen","submission":"d","tags":[["Red","A"]],"tiebreak":40}'
    """
    board = f'{{"board":{quoted(event.board)},'
    comments = f'"comments":[{",".join(map(quoted, event.comments))}],'
    kind = "" if event.kind == "mad" else f'"kind":{quoted(event.kind)},'
    index = f'"index":{int(event.index)},{kind}'
    line = f'"line":{int(event.line)},'
    positioning = f'"positioning":{_bool(event.positioning)},'
    round = f'"round":{_optional(event.round)},'
    tags = ",".join(f"[{quoted(name)},{quoted(value)}]" for name, value in event.tags)
    rest = (
        f'"start":{quoted(event.start)},"submission":{quoted(event.submission)},"tags":[{tags}],'
        f'"tiebreak":{int(event.tiebreak)}'
    )
    tournament = f',"tournament":{_optional(event.tournament)}}}'
    payload = f"{board}{comments}{index}{line}{positioning}{round}{rest}{tournament}"
    stored = "".join(
        (
            board,
            comments if event.comments else "",
            index,
            line if event.line != 1 else "",
            positioning,
            round if event.round is not None else "",
            rest,
            tournament if event.tournament is not None else "}",
        )
    )
    return payload, stored


def verdict_payload(event: VerdictRecorded) -> str | None:
    """The payload of a VerdictRecorded without errors, which is also its stored form (no field of it
    has a default); None for one with errors, which the general path writes.

    >>> verdict_payload(VerdictRecorded(True, (), "red", "corvette", 62))
    '{"errors":[],"result":"red","termination":"corvette","turns":62,"valid":true}'
    """
    if event.errors:
        return None
    return (
        f'{{"errors":[],"result":{quoted(event.result)},"termination":{quoted(event.termination)},'
        f'"turns":{int(event.turns)},"valid":{_bool(event.valid)}}}'
    )
