"""The organiser's CSV files read strictly: a quote left open, a cell over a line break or a player
not registered is refused with its line (specs/tournament.md; that nothing is written: tests/ledger/test_cli.py)."""

import pytest

from admiralty.notation.tournament_files import read_pairings, read_players, read_results
from admiralty.referee.tournament.events import PlayerRegistered, RoundPaired, Seating, TournamentCreated
from admiralty.referee.violation import AdmiraltyError
from tests.tournament.ledgers import appended


def _refused(read, text, said):
    with pytest.raises(AdmiraltyError) as raised:
        read(text)
    assert raised.value.violation.rule == "STORE-LEDGER" and said in raised.value.violation.message


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('id,name,aliases\nab,"Unclosed\n', "Line 2 of the players file is not CSV: a quoted cell is never closed"),
        ('id,name,aliases\nab,"Anne"Morgan\n', "Line 2 of the players file is not CSV: a quote stands inside a cell"),
        # issue 29, finding 10: the csv module takes a quote inside an unquoted cell as data
        ('id,name,aliases\nam,Anne,\nzz,Zed "Z" Morgan,\n', "Line 3 of the players file is not CSV: a quote stands"),
        (
            'id,name,aliases\nam,Anne,\nab,"Anne\nMorgan",\n',
            "Line 3 of the players file: a cell runs over a line break",
        ),
        ("id,name,aliases\nab," + "A" * 200_000 + "\n", "Line 2 of the players file is not CSV: a cell is too long"),
    ],
)
def test_a_players_file_that_is_not_strict_csv_is_refused_with_its_line(text, said):
    _refused(read_players, text, said)


@pytest.fixture
def state():
    return appended(
        None,
        [
            TournamentCreated("Open", ("mad",)),
            PlayerRegistered("am", "Anne Morgan"),
            PlayerRegistered("gr", "Gaël Riou"),
        ],
    )


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("round,first,second\n1,am,gr\n2,aa,gr\n", 'Line 3 of the pairings file: "aa" is not a registered player'),
        ("round,first,second\n1,am,zz\n", 'Line 2 of the pairings file: "zz" is not a registered player'),
        ("round,first,second\n1,am-gr,\n", 'Line 2 of the pairings file: "am-gr" is not a registered player'),
        ("round,first,second\n1,,gr\n", "Line 2 of the pairings file names no player in the first seat"),
        ('round,first,second\n1,"am,gr\n', "Line 2 of the pairings file is not CSV: a quoted cell is never closed"),
    ],
)
def test_a_pairings_file_naming_no_registered_player_is_refused_with_its_line(state, text, said):
    _refused(lambda text: read_pairings(state, text), text, said)


def test_a_whole_quoted_cell_holding_doubled_quotes_is_read():
    assert read_players('id,name,aliases\nzz,"Zed ""Z"" Morgan",\n') == [PlayerRegistered("zz", 'Zed "Z" Morgan')]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "round,first,second,outcome\n1,am,gr,first\n1,am,gr,frist\n",
            'Line 3 of the results file: "frist" is not a result: give one of first, second,',
        ),
        (
            "round,first,second,outcome\n2,am,gr,first\n",
            "Line 2 of the results file: Round 2 has no pairing in force yet: pair it first",
        ),
        (
            "round,first,second,outcome\n1,gr,am,second\n",
            "Line 2 of the results file: Round 1 pairs am (first seat) against gr: write am-gr, the first seat first.",
        ),
    ],
)
def test_a_results_file_line_that_is_no_result_of_a_pairing_is_refused_with_its_line(state, text, said):
    """An arbiter's slips in a results file (a misspelt outcome, the wrong round, the seats swapped) name the
    line to correct, not only what is wrong."""
    paired = appended(state, [RoundPaired(1, (Seating("am", "gr"),))])
    _refused(lambda text: read_results(paired, text), text, said)
