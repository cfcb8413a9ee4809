"""A stored game in the viewer: its bad turn, annotations and the arbiter's decisions with who made them."""

from __future__ import annotations

from pathlib import Path

from admiralty.notation.render.report import load_rule_texts
from admiralty.store import EventStore, annotate, correct_game, import_file
from admiralty.store.viewing import stored_view

AT = "2026-11-22T06:00:00+00:00"
PLANTED = Path("examples/planted-violation.mgn")


def _stored():
    store = EventStore.open(":memory:")
    (game,) = import_file(store, str(PLANTED), PLANTED.read_bytes(), AT).games
    return store, game


def test_a_correction_is_listed_with_its_turn_who_and_why():
    store, game = _stored()
    correct_game(store, game, 5, "211d4xc5", AT, "M. Tanguy", "slip of the pen")
    view = stored_view(store, game, load_rule_texts())
    note = "Corrected by M. Tanguy: turn 5 written 211d4xd5, read as 211d4xc5 (slip of the pen)."
    assert (5, f"{note} Not accepted by an arbiter: the game is read as submitted.") in view.decisions


def test_an_annotation_is_on_its_turn_and_listed_with_who_made_it():
    store, game = _stored()
    annotate(store, game, 3, AT, comment="a fine move", glyph="!", by="A. Arbiter")
    view = stored_view(store, game, load_rule_texts())
    assert (3, "Annotated by A. Arbiter: ! a fine move") in view.decisions
    (third,) = [step for step in view.line_from(0) if step.node.turn == 3]
    assert third.node.glyph == "!" and "[by A. Arbiter] a fine move" in third.node.comments


def test_the_bad_turn_of_a_stored_game_is_drawn_from_its_submitted_token():
    store, game = _stored()
    bad = stored_view(store, game, load_rule_texts()).line_from(0)[-1]
    assert bad.fault is not None and bad.fault.rule == "MAD-EXPEL" and bad.node.label == "211d4xd5"
    assert 'class="arrow"' in bad.node.drawing.svg
