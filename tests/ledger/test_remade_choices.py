"""``verify`` re-makes ``tournament choose`` and ``tournament attach`` by their rules (issue 29, finding 6): a
forged choice of a game with no discrepancy or of another tournament's game, and an attachment of a game the
tournament does not play (which the command refuses too), are each STORE-TAMPER."""

from __future__ import annotations

from admiralty.referee.tournament.events import DiscrepancyResolved, LedgerEvent, RecordAttached
from admiralty.store import EventStore, import_file, verify
from admiralty.store.ledger import append, entries
from tests.conftest import AUTUMN
from tests.records import AT
from tests.store.conftest import ROOT


def forged(db: str, event: LedgerEvent) -> list[str]:
    """Append ``event`` to the ledger as the recorder would (its chain right, no check made): verify's findings."""
    with EventStore.open(db) as store:
        append(store, AUTUMN, len(entries(store, AUTUMN)), [event], AT)
        return [f"{each.rule}: {each.message}" for each in verify(store).findings]


def test_a_forged_choice_of_a_game_with_no_discrepancy_is_found(autumn_db):
    found = forged(autumn_db, DiscrepancyResolved(1, "M. Tanguy", "forged"))
    assert len(found) == 1 and "STORE-TAMPER" in found[0] and "DiscrepancyResolved could not have been made" in found[0]
    assert "the only record of round 4" in found[0]


def test_a_forged_choice_of_another_tournaments_game_is_found(autumn_db):
    with EventStore.open(autumn_db) as store:
        (game, *_) = import_file(
            store, "o.mgn", (ROOT / "examples" / "unfinished.mgn").read_bytes(), AT, tournament="Other"
        ).games
    found = forged(autumn_db, DiscrepancyResolved(game, "M. Tanguy", "forged"))
    assert len(found) == 1 and f"Game {game} is not a game of {AUTUMN}" in found[0]


def _rigadoon(db: str) -> int:
    with EventStore.open(db) as store:
        (game, *_) = import_file(store, "l.rgn", (ROOT / "examples" / "loop-loss.rgn").read_bytes(), AT).games
    return game


def test_attach_refuses_a_game_the_tournament_does_not_play(run, autumn_db):
    game = _rigadoon(autumn_db)
    result = run("tournament", "attach", str(game), "--round", "4", "--pairing", "pn-jb", "--by", "M. T.",
                 "--reason", "late", "--tournament", AUTUMN, "--db", autumn_db)  # fmt: skip
    assert result.exit_code == 2 and "STORE-LEDGER" in result.output
    assert f"Game {game} is a game of Rigadoon" in result.output


def test_a_forged_attachment_of_a_game_the_tournament_does_not_play_is_found(autumn_db):
    game = _rigadoon(autumn_db)
    found = forged(autumn_db, RecordAttached(game, 4, "pn", "jb", "M. Tanguy", "forged"))
    assert len(found) == 1 and "RecordAttached could not have been made" in found[0]
