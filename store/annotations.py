"""Annotating a stored game: a new event, never an edit of the moves."""

from __future__ import annotations

from admiralty.notation.kinds import KINDS
from admiralty.notation.limits import DEFAULT
from admiralty.notation.tokens import GLYPHS
from admiralty.referee.violation import AdmiraltyError, violation
from admiralty.referee.wording import quoted
from admiralty.store.events import Annotated
from admiralty.store.projections import fold
from admiralty.store.recorder import Recorder, StoredEvent
from admiralty.store.recording import rebuild

LARGEST_NAG = 10**DEFAULT.digits - 1
"""The largest ``$N`` the reader takes back (limit ``digits``): an export always re-reads."""


def check_note(note: Annotated) -> None:
    """Refuse an annotation without content, with a glyph that is not MGN's or a NAG the reader would not take
    back (STORE-ANNOTATE).

    :func:`annotate` checks each note before storing it, and :mod:`store.verify`
    each stored one again; that its turn was played is checked by replaying it.
    """
    if note.comment is None and note.glyph is None and note.nag is None:
        raise violation("STORE-ANNOTATE", "An annotation needs a comment, a glyph or a NAG.")
    if note.glyph is not None and note.glyph not in GLYPHS:
        raise violation(
            "STORE-ANNOTATE", f"{quoted(note.glyph)} is not an annotation glyph; use one of {' '.join(GLYPHS)}."
        )
    if note.nag is not None and not 0 <= note.nag <= LARGEST_NAG:
        raise violation("STORE-ANNOTATE", f"A NAG is a whole number from 0 to {LARGEST_NAG}, not {note.nag}.")


def annotate(
    store: Recorder,
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
    is written after its comments as ``[by NAME] TEXT``. In a Rigadoon game
    the turn is its turn number and the note goes on its last action.

    Raises:
        AdmiraltyError: STORE-NOGAME; STORE-ANNOTATE when the turn was not
            played, the glyph is not an MGN glyph, the NAG is not from 0 to
            :data:`LARGEST_NAG`, or nothing is given; STORE-CONFLICT when another writer appended
            between the read and the append (nothing is written: retry).
    """
    note = Annotated(turn, comment, glyph, nag, by)
    check_note(note)
    stored = store.events(game_id)
    try:
        rebuild([*(each.event for each in stored), note])
    except AdmiraltyError as error:
        if error.violation.rule != "STORE-ANNOTATE":
            raise
        game = fold(game_id, stored)
        played = KINDS[game.started.kind].plugin.summary(game.record).turns
        raise violation(
            "STORE-ANNOTATE", f"Game {game_id} has no turn {turn} to annotate (turns played: {played})."
        ) from None
    (event,) = store.append(game_id, len(stored), [note], at)
    return event
