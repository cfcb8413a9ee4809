"""A tournament's seal covers the games its ledger names, whatever they were imported under (issue 29, finding
3): a game imported without ``--tournament`` and attached, its adjudication then removed, is found by ``verify``
with the seal, as a game imported under the tournament is."""

from __future__ import annotations

import json
import sqlite3

from admiralty.store import EventStore, verify
from admiralty.store.seals import published
from tests.conftest import AUTUMN
from tests.store.conftest import ROOT

ARBITER = ("--by", "M. Tanguy", "--reason", "late")


def test_an_attached_games_adjudication_removed_after_the_seal_is_found(run, autumn_db, tmp_path):
    run("import", str(ROOT / "examples" / "unfinished.mgn"), "--db", autumn_db)
    with EventStore.open(autumn_db) as store:
        game = max(store.game_ids())
    attached = run("tournament", "attach", str(game), "--round", "4", "--pairing", "pn-jb", *ARBITER,
                   "--tournament", AUTUMN, "--db", autumn_db)  # fmt: skip
    assert attached.exit_code == 0, attached.output
    assert run("adjudicate", str(game), *ARBITER, "--db", autumn_db).exit_code == 0
    path = tmp_path / "round-4.seal"
    assert run("seal", "--tournament", AUTUMN, "--json", "-o", str(path), "--db", autumn_db).exit_code == 0
    assert game in [each[0] for each in json.loads(path.read_text())["games"]]
    connection = sqlite3.connect(autumn_db)
    with connection:
        connection.execute("DROP TRIGGER events_no_delete")
        connection.execute("DELETE FROM events WHERE game_id = ? AND type = 'Adjudicated'", [game])
        connection.execute(
            "CREATE TRIGGER events_no_delete BEFORE DELETE ON events "
            "BEGIN SELECT RAISE(ABORT, 'events are append-only: DELETE is refused'); END"
        )
    connection.close()
    with EventStore.open(autumn_db) as store:
        found = verify(store, published(path.read_text())).findings
    assert any(each.rule == "STORE-SEAL" and each.game == game for each in found), found
