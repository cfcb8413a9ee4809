"""The players file's optional columns (issue 27): rating, federation, club, title, FIDE and national ids, read in any
order after ``id,name,aliases``, checked, stored only when given (an old registration's hash unchanged), and the
initial order they give a Swiss (rating, then title, then name: FIDE C.04.2 B)."""

import pytest

from admiralty.notation.tournament_files import read_players
from admiralty.referee.tournament.checks import check
from admiralty.referee.tournament.events import PlayerRegistered, TournamentCreated
from admiralty.referee.tournament.swiss import initial_order
from admiralty.referee.violation import AdmiraltyError
from tests.tournament.ledgers import appended


def test_every_optional_column_is_read_in_any_order():
    text = (
        "id,name,aliases,title,rating,national_id,fide_id,club,federation\nam,Anne,A. M.,wgm,2210,N77,645,Brest,fra\n"
    )
    assert read_players(text) == [PlayerRegistered("am", "Anne", ("A. M.",), 2210, "FRA", "Brest", "WGM", "645", "N77")]


def test_a_row_may_leave_the_optional_cells_empty_or_out():
    assert read_players("id,name,aliases,rating,club\nam,Anne,,,\nbo,Bob\n") == [
        PlayerRegistered("am", "Anne"),
        PlayerRegistered("bo", "Bob"),
    ]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("id,name,aliases,elo\nam,Anne,,1500\n", 'names the column "elo"'),
        ("id,name,aliases,rating,rating\nam,Anne,,1,1\n", 'names the column "rating"'),
        ("id,name,aliases,rating\nam,Anne,,12345678\n", 'Line 2 of the players file: the rating "12345678"'),
        ("id,name,aliases,rating\nam,Anne,,-5\n", 'the rating "-5" is not a whole number'),
        ("id,name,aliases,title\nam,Anne,,Dr\n", '"Dr" is not a FIDE title'),
    ],
)
def test_a_wrong_column_or_value_is_refused_with_its_line(text, said):
    with pytest.raises(AdmiraltyError) as raised:
        read_players(text)
    assert raised.value.violation.rule == "STORE-LEDGER" and said in raised.value.violation.message


def test_verify_refuses_a_forged_rating():
    state = appended(None, [TournamentCreated("Open", ("mad",))])
    with pytest.raises(AdmiraltyError, match="a rating is a whole number from 0 to 4000"):
        check(state, PlayerRegistered("am", "Anne", rating=99999), {}, {})


def test_the_initial_order_is_rating_then_title_then_name():
    state = appended(
        None,
        [
            TournamentCreated("Open", ("mad",)),
            PlayerRegistered("zo", "Zoé Abgrall", rating=1800),
            PlayerRegistered("ya", "Yann Bihan", rating=1800, title="FM"),
            PlayerRegistered("ed", "Ed Abalain", rating=1800),
            PlayerRegistered("un", "Ana Unrated"),
            PlayerRegistered("gm", "Gwen Top", rating=2400),
        ],
    )
    assert initial_order(state) == ["gm", "ya", "ed", "zo", "un"]
