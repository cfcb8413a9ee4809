"""Read models folded from the events: standings results, adjudicated results."""

from __future__ import annotations

from admiralty.referee.tournament.standings import standings
from admiralty.store import EventStore, adjudicate_game, games, import_file, results
from tests.store.conftest import AT, CANONICAL, ROOT


def imported_examples(store: EventStore) -> None:
    for path in CANONICAL + [ROOT / "examples" / "planted-violation.mgn"]:
        import_file(store, str(path), path.read_bytes(), AT)


def test_results_are_the_valid_finished_games_only() -> None:
    with EventStore.open(":memory:") as store:
        imported_examples(store)
        listed = games(store)
        found = results(listed)
    assert len(found) == sum(game.valid for game in listed) == len(listed) - 1
    assert all(r.first != "Tanguy, Mael" or r.second != "Riou, Gael" for r in found)


def test_standings_from_the_store_match_the_files() -> None:
    with EventStore.open(":memory:") as store:
        imported_examples(store)
        table = {row.player: (row.games, row.victories, row.semi_victories) for row in standings(results(games(store)))}
    assert table["Kerbrat, Loic"] == (3, 1, 2)
    assert table["Morgan, Anne"] == (3, 2, 0)


def test_an_adjudicated_result_is_the_listed_result() -> None:
    with EventStore.open(":memory:") as store:
        imported = import_file(store, "u.mgn", (ROOT / "examples" / "unfinished.mgn").read_bytes(), AT)
        (game_id,) = imported.games
        adjudicate_game(store, game_id, AT, by="M. Tanguy", reason="Time control")
        (listed,) = games(store)
    assert listed.result == "blue/tb"
