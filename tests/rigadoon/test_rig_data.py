"""The board and wind card data: the defaults of RIGADOON.md and validation (RIG-BOARD, RIG-WINDCARDS)."""

from __future__ import annotations

import copy
import json
from importlib.resources import files

import pytest

from admiralty.notation.rgn.data import DEFAULT_BOARD, WIND_TABLE
from admiralty.referee.rigadoon.board import Kind, board
from admiralty.referee.rigadoon.wind import Direction, wind_table
from admiralty.referee.violation import AdmiraltyError
from tests.rigadoon.conftest import names, sq

BOARD_JSON = json.loads(files("admiralty.referee.rigadoon").joinpath("data", "board.json").read_text())
WIND_JSON = json.loads(files("admiralty.referee.rigadoon").joinpath("data", "wind.json").read_text())


def test_RIG_BOARD_default_board_is_the_ruling():
    assert (DEFAULT_BOARD.files, DEFAULT_BOARD.ranks) == (9, 9)
    assert names(DEFAULT_BOARD.islands) == ["b1", "h1", "b9", "h9"]
    assert {(DEFAULT_BOARD.name_of(m), DEFAULT_BOARD.name_of(e)) for m, e in DEFAULT_BOARD.exits} == {
        ("c2", "i9"),
        ("g2", "a9"),
        ("c8", "i1"),
        ("g8", "a1"),
    }
    shallows = [s for s in range(81) if DEFAULT_BOARD.kind(s) is Kind.SHALLOWS]
    assert len(shallows) == 21 and sq("e5") in shallows and sq("c3") not in shallows
    assert DEFAULT_BOARD.compass == sq("e5")


def test_RIG_SAIL_REACH_default_wind_cards():
    assert WIND_TABLE.reach[1] == WIND_TABLE.reach[2] == (3, 2, 1, 0, 0)
    assert WIND_TABLE.reach[3] == (4, 3, 2, 1, 1)
    assert WIND_TABLE.cards == tuple(Direction)
    assert WIND_TABLE.most(3, Direction.SW, Direction.N) == 1 and WIND_TABLE.most(1, Direction.E, Direction.N) == 1


def _broken(change) -> str:
    data = copy.deepcopy(BOARD_JSON)
    change(data)
    with pytest.raises(AdmiraltyError) as caught:
        board(data)
    assert caught.value.violation.rule == "RIG-BOARD"
    return caught.value.violation.message


def test_RIG_BOARD_the_shipped_file_loads():
    assert board(BOARD_JSON) == DEFAULT_BOARD


def test_RIG_BOARD_unknown_square_kind():
    assert "no known kind" in _broken(lambda d: d["squares"].update({"a2": {"kind": "reef"}}))


def test_RIG_BOARD_maelstrom_without_exit():
    assert "no exit" in _broken(lambda d: d["squares"].update({"c2": {"kind": "maelstrom"}}))


def test_RIG_BOARD_exit_not_open_water():
    assert "not open water" in _broken(lambda d: d["squares"]["c2"].update({"exit": "e5"}))


def test_RIG_BOARD_exit_off_the_board():
    assert "not a square" in _broken(lambda d: d["squares"]["c2"].update({"exit": "j9"}))


def test_RIG_BOARD_two_maelstroms_share_an_exit():
    assert "share" in _broken(lambda d: d["squares"]["g2"].update({"exit": "i9"}))


def test_RIG_BOARD_square_off_the_board():
    assert "not a square" in _broken(lambda d: d["squares"].update({"k3": {"kind": "shallows"}}))


def test_RIG_BOARD_ship_starts_on_an_island():
    assert "island" in _broken(lambda d: d["ships"].update({"B1": "b1"}))


def test_RIG_BOARD_two_ships_start_on_one_square():
    assert "both start" in _broken(lambda d: d["ships"].update({"B1": "f1"}))


def test_RIG_BOARD_overlapping_chests():
    assert "both start" in _broken(lambda d: d.update({"chests": ["e4", "e4", "f5", "e6"]}))


def test_RIG_BOARD_a_chest_on_a_ship():
    assert "both start" in _broken(lambda d: d.update({"chests": ["d1", "d5", "f5", "e6"]}))


def test_RIG_BOARD_missing_ship_and_unknown_fields():
    assert "exactly" in _broken(lambda d: d["ships"].pop("G4"))
    assert "Unknown board fields" in _broken(lambda d: d.update({"tides": True}))
    assert "unknown fields" in _broken(lambda d: d["squares"]["b1"].update({"exit": "a1"}))


def test_RIG_BOARD_size():
    assert "files" in _broken(lambda d: d.update({"files": 30}))


def test_RIG_BOARD_another_board_can_be_loaded():
    data = copy.deepcopy(BOARD_JSON)
    data["squares"]["e5"] = {"kind": "island"}
    data["chests"] = ["e4", "d5", "f5", "e6"]
    other = board(data)
    assert sq("e5") in other.islands and other.compass is None


def test_RIG_WINDCARDS_validation():
    assert wind_table(WIND_JSON) == WIND_TABLE
    for broken in ({"reach": {}}, {**WIND_JSON, "cards": ["N", "N"]}, {**WIND_JSON, "cards": ["UP"]}, {}):
        with pytest.raises(AdmiraltyError) as caught:
            wind_table(broken)
        assert caught.value.violation.rule == "RIG-WINDCARDS"


@pytest.mark.parametrize("masts", range(4))
def test_the_reaches_in_every_direction_are_the_most_of_each(masts: int):
    """RIG-SAIL-REACH: the generator's one look-up per direction agrees with ``most``."""
    for wind in Direction:
        assert WIND_TABLE.reaches(masts, wind) == tuple(WIND_TABLE.most(masts, d, wind) for d in Direction)
