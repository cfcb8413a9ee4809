"""How an annotation changes a played turn or action: the one rule for both games.

A MAD :class:`notation.record.PlayedTurn` and a Rigadoon
:class:`notation.rigadoon_record.PlayedAction` both carry a glyph, NAGs and
comments; an :class:`store.events.Annotated` changes them the same way.
"""

from __future__ import annotations

from typing import Any

import attrs

from admiralty.store.events import Adjudicated, Annotated, Corrected


def annotation_comment(note: Annotated) -> str:
    """How an annotation's comment is written: ``[by NAME] TEXT``, or the text alone."""
    return f"[by {note.by}] {note.comment}" if note.by else note.comment or ""


def correction_note(correction: Corrected) -> str:
    """How a correction is shown: ``Corrected by NAME: turn 5 written 211d4xd5, read as 211d4xc5 (WHY).``"""
    who = f" by {correction.by}" if correction.by else ""
    why = f" ({correction.reason})" if correction.reason else ""
    return f"Corrected{who}: turn {correction.turn} written {correction.original}, read as {correction.token}{why}."


def adjudication_note(decision: Adjudicated) -> str:
    """How an adjudication is shown: ``Adjudicated by NAME after turn 80 (WHY): EXPLANATION``."""
    who = f" by {decision.by}" if decision.by else ""
    why = f" ({decision.reason})" if decision.reason else ""
    return f"Adjudicated{who} after turn {decision.after_turn}{why}: {decision.explanation}"


def annotation_note(note: Annotated) -> str:
    """How an annotation is listed apart from its turn: ``Annotated by NAME: !? $14 TEXT``."""
    who = f" by {note.by}" if note.by else ""
    said = [note.glyph or "", f"${note.nag}" if note.nag is not None else "", note.comment or ""]
    return f"Annotated{who}: {' '.join(part for part in said if part)}"


def noted(played: Any, note: Annotated) -> Any:
    """``played`` with the note applied: its glyph replaces the glyph, NAG and comment are added."""
    changes: dict[str, Any] = {}
    if note.glyph is not None:
        changes["glyph"] = note.glyph
    if note.nag is not None:
        changes["nags"] = played.nags + (note.nag,)
    if note.comment is not None:
        changes["comments"] = played.comments + (annotation_comment(note),)
    return attrs.evolve(played, **changes)
