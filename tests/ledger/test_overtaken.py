"""Two arbiters deciding one pairing at once (issue 29, finding 7): a decision is appended at the ledger's
length it was made on, and one another decision overtook fails with STORE-CONFLICT naming what came in between."""

from __future__ import annotations

import threading
import time

import pytest

from admiralty.referee.violation import AdmiraltyError
from admiralty.store import EventStore, tournaments
from admiralty.store.ledger import entries
from admiralty.store.tournaments import add_player, decide
from tests.conftest import AUTUMN
from tests.records import AT

PAIRING = (4, "pn-jb")


def test_a_decision_made_on_a_ledger_another_one_overtook_is_refused(autumn_db):
    with EventStore.open(autumn_db) as first, EventStore.open(autumn_db) as second:
        length = len(entries(first, AUTUMN))
        decide(first, AUTUMN, *PAIRING, "second/forfeit", None, "M. Tanguy", "Nedelec absent", AT, expected=length)
        with pytest.raises(AdmiraltyError, match="STORE-CONFLICT") as refused:
            decide(second, AUTUMN, *PAIRING, "first/forfeit", None, "J. Le Gall", "Bernard absent", AT, expected=length)
        assert f'event {length} (ResultDecided by "M. Tanguy" at {AT}) came in between' in str(refused.value)
        assert len(entries(second, AUTUMN)) == length + 1


def test_two_decisions_at_once_do_not_both_succeed(autumn_db):
    """The second arbiter's command reads the ledger while the first one's decision is being written; it
    then waits for the write lock, and finds the ledger longer than the one it decided on."""
    outcome: list[object] = []

    def other() -> None:
        with EventStore.open(autumn_db) as second:
            try:
                decide(second, AUTUMN, *PAIRING, "first/forfeit", None, "J. Le Gall", "Bernard absent", AT)
                outcome.append("decided")
            except AdmiraltyError as error:
                outcome.append(error)

    with EventStore.open(autumn_db) as first:
        length = len(entries(first, AUTUMN))
        with first.transaction():
            decide(first, AUTUMN, *PAIRING, "second/forfeit", None, "M. Tanguy", "Nedelec absent", AT)
            thread = threading.Thread(target=other)
            thread.start()
            time.sleep(1.0)  # the second has read the ledger and waits for the write lock
        thread.join(timeout=30)
        assert len(outcome) == 1 and isinstance(outcome[0], AdmiraltyError), outcome
        assert "STORE-CONFLICT" in str(outcome[0]) and f"event {length} (ResultDecided" in str(outcome[0])
        assert len(entries(first, AUTUMN)) == length + 1


def test_a_decision_after_an_event_another_followed_is_refused_by_the_command(run, autumn_db):
    """``--after EVENT``: the arbiter says which ledger she decided on (tournament show numbers its events)."""
    with EventStore.open(autumn_db) as store:
        last = len(entries(store, AUTUMN)) - 1
    common = ("--round", "4", "--pairing", "pn-jb", "--tournament", AUTUMN, "--db", autumn_db)
    first = run("tournament", "decide", *common, "--result", "second/forfeit", "--by", "M. Tanguy",
                "--reason", "Nedelec absent", "--after", str(last))  # fmt: skip
    assert first.exit_code == 0, first.output
    second = run("tournament", "decide", *common, "--result", "first/forfeit", "--by", "J. Le Gall",
                 "--reason", "Bernard absent", "--after", str(last))  # fmt: skip
    assert second.exit_code == 2 and "STORE-CONFLICT" in second.output
    assert f'event {last + 1} (ResultDecided by "M. Tanguy"' in second.output
    with EventStore.open(autumn_db) as store:
        assert len(entries(store, AUTUMN)) == last + 2


def test_a_declaration_another_writer_overtook_is_made_again_on_the_ledger_as_it_stands(autumn_db):
    """Two organisers registering players at once both succeed: a declaration rests on no result, so it is
    made and checked again on the longer ledger (a decision would be refused, as above)."""
    with EventStore.open(autumn_db) as first, EventStore.open(autumn_db) as second:
        length = len(entries(first, AUTUMN))
        appended = tournaments._appended_at  # where a command appends, in its own transaction

        def overtaken_once(store, tournament, state, events, at):
            if store is second and len(entries(second, AUTUMN)) == length:
                add_player(first, AUTUMN, "yy", "Youenn Yvinec", (), AT)  # the other organiser, in between
            return appended(store, tournament, state, events, at)

        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(tournaments, "_appended_at", overtaken_once)
            done = add_player(second, AUTUMN, "zz", "Zoé Zaffiro", (), AT)
        assert [entry.seq for entry in done] == [length + 1]
        assert [type(entry.event).__name__ for entry in entries(second, AUTUMN)[length:]] == ["PlayerRegistered"] * 2


def test_a_declaration_made_again_is_checked_again(autumn_db):
    """The same player id registered by another organiser in between: made again, the declaration no longer
    fits and is refused with its own rule (STORE-LEDGER), not written twice."""
    with EventStore.open(autumn_db) as first, EventStore.open(autumn_db) as second:
        length = len(entries(first, AUTUMN))
        appended = tournaments._appended_at  # where a command appends, in its own transaction

        def overtaken_once(store, tournament, state, events, at):
            if store is second and len(entries(second, AUTUMN)) == length:
                add_player(first, AUTUMN, "zz", "Zoé Zaffiro", (), AT)
            return appended(store, tournament, state, events, at)

        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(tournaments, "_appended_at", overtaken_once)
            with pytest.raises(AdmiraltyError, match="STORE-LEDGER"):
                add_player(second, AUTUMN, "zz", "Zoé Zaffiro", (), AT)
        assert len(entries(second, AUTUMN)) == length + 1
