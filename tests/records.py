"""Tournament records for the ledger tests: generated games (a seed) given a round and players' tags.

A generated game is canonical MGN or RGN; :func:`tagged` sets its Round and
seat tags, :func:`resubmitted` writes the same game as a second player would
(CRLF line ends, tags in another order, a comment), :func:`parted` a game that
follows another up to a turn and then plays a different legal turn.
"""

from __future__ import annotations

import re
from functools import cache

from admiralty.notation.kinds import MAD, RIGADOON, GameKind
from admiralty.notation.steps import Generation
from admiralty.notation.verdict import judge
from admiralty.store import EventStore, import_file
from admiralty.store.identity import identity

AT = "2026-11-22T06:00:00+00:00"


@cache
def pool(kind: str, seed: int, games: int) -> tuple[str, ...]:
    """Generated games, each its own text."""
    game_kind = MAD if kind == "mad" else RIGADOON
    text = "".join(game_kind.plugin.generate(Generation(seed, games, max_turns=120)))
    return tuple("[Event" + part for part in text.split("[Event") if part.strip())


def result(text: str) -> str:
    found = re.search(r'\[Result "([^"]*)"\]', text)
    assert found is not None
    return found[1]


def tagged(text: str, round: int | None, first: str, second: str, kind: GameKind = MAD) -> str:
    """The game with its Round tag and its seats' tags set (a round of None drops the Round tag)."""
    one, two = kind.seats
    text = re.sub(rf'\[{one} "[^"]*"\]', f'[{one} "{first}"]', text, count=1)
    text = re.sub(rf'\[{two} "[^"]*"\]', f'[{two} "{second}"]', text, count=1)
    round_tag = "" if round is None else f'[Round "{round}"]\n'
    return re.sub(r'\[Round "[^"]*"\]\n', round_tag, text, count=1)


def resubmitted(text: str) -> str:
    """The same game as another submission writes it: tags reordered, a comment, CRLF line ends."""
    tags, _, moves = text.partition("\n\n")
    lines = tags.splitlines()
    lines[1], lines[2] = lines[2], lines[1]
    return ("\n".join(lines) + "\n\n{Sent again by the other player.}\n" + moves).replace("\n", "\r\n")


def turns(text: str, kind: GameKind = MAD) -> tuple[str, ...]:
    """The canonical main-line turns of a game."""
    store = EventStore.open(":memory:")
    import_file(store, "game" + kind.suffix, text.encode(), AT)
    return identity([each.event for each in store.events(1)]).turns


def parted(text: str, at_turn: int) -> str:
    """A MAD game that plays the turns of ``text`` up to ``at_turn`` and then another legal turn, unfinished."""
    played = turns(text)[: at_turn - 1]
    record, _ = next(iter(judge("g.mgn", iter(_movetext(played).splitlines(keepends=True)), MAD)))
    other = next(token for token in MAD.plugin.legal_tokens(record.final) if token != turns(text)[at_turn - 1])
    tags = re.sub(r'\[Result "[^"]*"\]', '[Result "*"]', text.partition("\n\n")[0])
    tags = re.sub(r'\[Termination "[^"]*"\]\n', "", tags)
    return f"{tags}\n\n{_movetext((*played, other))}"


def _movetext(tokens: tuple[str, ...]) -> str:
    words = [f"{index // 2 + 1}. {token}" if index % 2 == 0 else token for index, token in enumerate(tokens)]
    return " ".join(words) + " *\n"
