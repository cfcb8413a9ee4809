"""The site's model and pages from a ledger alone, no store (notation.render.site): boards, the standings after
each round, each player's rounds, what the ledger knows of a player, the bytes of the pages."""

from admiralty.notation.render.site.model import event
from admiralty.notation.render.site.pages import pages
from admiralty.referee.tournament.accounting import account
from admiralty.referee.tournament.events import (
    Entry,
    PlayerRegistered,
    ResultDecided,
    RoundPaired,
    Seating,
    TournamentCreated,
)
from admiralty.referee.tournament.ledger import fold

EVENTS = [
    TournamentCreated("Open", ("mad",)),
    PlayerRegistered("am", "Anne Morgan", (), 1850, "FRA", "", "FM"),
    PlayerRegistered("bo", "Bob Olsen"),
    PlayerRegistered("cy", "Cy Young"),
    RoundPaired(1, (Seating("am", "bo"), Seating("cy"))),
    ResultDecided(1, "am", "bo", "first/forfeit", "M. T.", "Bob absent"),
    RoundPaired(2, (Seating("cy", "am"), Seating("bo"))),
    ResultDecided(2, "cy", "am", "second/forfeit", "A. R.", "Cy absent"),
]


def site():
    state = fold([Entry(seq, each, f"t{seq}") for seq, each in enumerate(EVENTS)])
    found = account("Open", state, [], lambda kind, result: None, lambda game: ())
    return event(found, ["MAD"], [], arbiters=["M. T.", "A. R.", "M. T."])


def test_boards_are_numbered_by_round_as_declared_and_each_result_is_on_its_board():
    rounds = site().rounds
    assert [(r.number, [(b.board, b.first, b.second, b.outcome) for b in r.boards]) for r in rounds] == [
        (1, [(1, "am", "bo", "first/forfeit"), (2, "cy", None, "bye")]),
        (2, [(1, "cy", "am", "second/forfeit"), (2, "bo", None, "bye")]),
    ]
    assert rounds[0].boards[0].points == (3, 0) and rounds[0].boards[1].points == (3, None)


def test_the_standings_after_a_round_count_its_results_and_the_earlier_ones_only():
    rounds = site().rounds
    assert {row.player: row.points for row in rounds[0].standings} == {"am": 3, "cy": 3, "bo": 0}
    assert {row.player: row.points for row in rounds[1].standings} == {"am": 6, "cy": 3, "bo": 3}


def test_a_player_has_their_rounds_with_seat_opponent_mark_and_points():
    lines = site().games_of("am")
    assert [(g.round, g.board, g.seat, g.opponent, g.mark, g.points) for g in lines] == [
        (1, 1, 0, "bo", "+", 3),
        (2, 1, 1, "cy", "+", 3),
    ]
    assert [(g.round, g.seat, g.opponent, g.mark) for g in site().games_of("cy")] == [
        (1, None, None, "B"),
        (2, 0, "am", "-"),
    ]


def test_what_the_ledger_knows_of_a_player_is_shown_and_an_unrated_player_has_no_rating():
    made = site()
    anne, bob = made.players["am"], made.players["bo"]
    assert (anne.rating, anne.federation, anne.title, anne.page) == (1850, "FRA", "FM", "player-1.html")
    assert (bob.rating, bob.federation, bob.title) == (None, "", "")
    written = dict(pages(made, lambda game: None))
    assert 'Anne Morgan</a> <span class="note">(FM, 1850, FRA)</span>' in written["index.html"]
    assert "<dt>Rating</dt><dd>1850</dd>" in written["player-1.html"] and "Rating" not in written["player-2.html"]


def test_arbiters_are_named_once_in_the_order_they_first_decided():
    assert site().arbiters == ("M. T.", "A. R.")


def test_the_same_ledger_gives_the_same_pages_byte_for_byte():
    assert list(pages(site(), lambda game: None)) == list(pages(site(), lambda game: None))
