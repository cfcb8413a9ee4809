"""A stored game in the viewer (specs/viewer.md): its turns with their annotations, its bad turn, and the
arbiter's decisions (corrections, adjudication, notes) with who made them and why."""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from admiralty.notation.kinds import KINDS
from admiralty.notation.render.view_model import ViewGame, view_game
from admiralty.notation.verdict import judge
from admiralty.store.events import Annotated, Corrected
from admiralty.store.notes import adjudication_note, annotation_note
from admiralty.store.projections import fold
from admiralty.store.recorder import Recorder
from admiralty.store.ruled import Rulings, all_rulings, corrected_record, correction_notes, read_in
from admiralty.store.submissions import submission_of, submitted_lines


def stored_view(
    store: Recorder, game_id: int, rule_texts: Mapping[str, str], rulings: Rulings | None = None
) -> ViewGame:
    """The viewer's model of stored game ``game_id``.

    The turns are the stored ones, annotations merged in as ``show`` writes
    them, or, when an arbiter accepted its correction (``rulings``, by default
    every tournament's: :func:`store.ruled.all_rulings`), those of its text with
    the correction read in, to its end; an invalid or corrected game's bad token
    is read again from its submitted text, so that its turn is drawn (a valid
    game's text is not read: cutting a game out of its file reads the whole
    file, which a site of a file's every game would do once a game). The
    decisions list each correction (and its acceptance), annotation and the
    adjudication (or the tie-break the game would get), with its turn.

    Raises:
        AdmiraltyError: STORE-NOGAME, STORE-TAMPER, or what rebuilding the game raises.
    """
    events = store.events(game_id)
    game = fold(game_id, events)
    kind = KINDS[game.started.kind]
    file = submission_of(store, game_id)[1].name
    accepted = (rulings if rulings is not None else all_rulings(store)).accepted.get(game_id)
    offending = None
    if accepted is not None and game.corrections:
        judged = corrected_record(store, game_id, game.corrections[-1])
        game = read_in(game, judged, events)
        offending = judged.offending
    elif game.verdict is None or not game.verdict.valid or game.corrections:  # its bad token: in its text only
        _, lines = submitted_lines(store, game_id)
        offending = next(judge(file, lines, kind))[0].offending
    record = attrs.evolve(game.record, offending=offending)
    decisions: list[tuple[int | None, str]] = []
    notes = iter(correction_notes(game.corrections, accepted))
    for each in events:
        if isinstance(each.event, Corrected):
            decisions.append((each.event.turn, next(notes)))
        elif isinstance(each.event, Annotated):
            decisions.append((each.event.turn, annotation_note(each.event)))
    if game.adjudication is not None:
        decisions.append((game.adjudication.after_turn, adjudication_note(game.adjudication)))
    elif (note := kind.plugin.tiebreak_note(record)) is not None:
        decisions.append((None, f"Not adjudicated; the tie-break would give: {note}"))
    first, second = game.players
    title = f"game {game_id} ({file} #{game.started.index}): {first} - {second}"
    return view_game(record, kind, rule_texts, title, decisions)
