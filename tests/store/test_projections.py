"""Read models folded from the events: standings."""

from __future__ import annotations

from store import EventStore, games, import_file, standings
from tests.store.conftest import AT, CANONICAL, ROOT


def test_standings_count_victories_and_semi_victories_of_valid_games() -> None:
    """Each player's victories, tie-break semi-victories and losses, most victories first."""
    with EventStore.open(":memory:") as store:
        for path in CANONICAL + [ROOT / "examples" / "planted-violation.mgn"]:
            import_file(store, str(path), path.read_bytes(), AT)
        table = {row.player: (row.games, row.wins, row.tiebreak_wins, row.losses) for row in standings(games(store))}
    assert table["Kerbrat, Loic"] == (3, 1, 2, 0)
    assert table["Morgan, Anne"] == (3, 2, 0, 1)
    assert "Tanguy, Mael" in table and table["Tanguy, Mael"][0] == 1
