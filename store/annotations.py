"""Annotating a stored game: a new event, never an edit of the moves."""

from __future__ import annotations

from notation.tokens import GLYPHS
from referee.violation import violation
from store.database import EventStore, StoredEvent
from store.events import Annotated
from store.projections import fold


def annotate(
    store: EventStore,
    game_id: int,
    turn: int,
    at: str,
    comment: str | None = None,
    glyph: str | None = None,
    nag: int | None = None,
    by: str | None = None,
) -> StoredEvent:
    """Append an annotation of turn ``turn`` to game ``game_id``.

    A glyph replaces the turn's glyph; a NAG is added after its NAGs; a comment
    is written after its comments as ``[by NAME] TEXT``.

    Raises:
        AdmiraltyError: STORE-NOGAME; STORE-ANNOTATE when the turn was not
            played, the glyph is not an MGN glyph, the NAG is negative or
            nothing is given; STORE-CONFLICT when another writer appended
            between the read and the append (nothing is written: retry).
    """
    if comment is None and glyph is None and nag is None:
        raise violation("STORE-ANNOTATE", "An annotation needs a comment, a glyph or a NAG.")
    if glyph is not None and glyph not in GLYPHS:
        raise violation("STORE-ANNOTATE", f"{glyph!r} is not an annotation glyph; use one of {' '.join(GLYPHS)}.")
    if nag is not None and nag < 0:
        raise violation("STORE-ANNOTATE", f"A NAG is a whole number, not {nag}.")
    stored = store.events(game_id)
    game = fold(game_id, stored)
    if not any(played.before.turn == turn for played in game.record.main.turns):
        played = len(game.record.main.turns)
        raise violation("STORE-ANNOTATE", f"Game {game_id} has no turn {turn} to annotate (turns played: {played}).")
    (event,) = store.append(game_id, len(stored), [Annotated(turn, comment, glyph, nag, by)], at)
    return event
