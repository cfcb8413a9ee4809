"""Write-then-read round trips (STYLE.md 4) and the generator's determinism."""

from hypothesis import given, settings
from hypothesis import strategies as st

from admiralty.notation.mgn import parse_game, read_records, write_game
from admiralty.notation.mgn.generate import random_games
from admiralty.notation.mgn.writer import write_games
from admiralty.referee.mad import BOARDS, Rules

RULES = st.builds(
    Rules,
    board=st.sampled_from([BOARDS["6x4"], BOARDS["5x5"]]),
    positioning=st.booleans(),
    tiebreak=st.sampled_from([0, 10, 40]),
)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), rules=RULES)
def test_canonical_write_then_read_gives_the_same_game(seed, rules):
    (game,) = random_games(seed, 1, rules, max_turns=120)
    again = parse_game(write_game(game))
    assert [t.event for t in again.main.turns] == [t.event for t in game.main.turns]
    assert again.final == game.final


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), rules=RULES)
def test_write_is_a_fixed_point_after_read(seed, rules):
    text = write_games(random_games(seed, 2, rules, max_turns=80))
    assert write_games(list(read_records(text.splitlines()))) == text


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_every_generated_game_validates(seed):
    text = write_games(random_games(seed, 3))
    assert all(record.valid for record in read_records(text.splitlines()))


def test_same_seed_gives_the_same_games():
    assert write_games(random_games(11, 3)) == write_games(random_games(11, 3))


def test_different_seeds_give_different_games():
    assert write_games(random_games(11, 3)) != write_games(random_games(12, 3))


def test_generated_games_end_or_stop_at_max_turns():
    for game in random_games(5, 5, max_turns=400):
        assert game.final.outcome is not None or len(game.main.turns) == 400


def test_annotations_survive_a_round_trip():
    text = "1. 211c2-c4!? $14 {central} (1. 211c2-c3 {slower}) 121a5-a4 *"
    game = parse_game(text)
    again = parse_game(write_game(game))
    first = again.main.turns[0]
    assert (first.glyph, first.nags, first.comments) == ("!?", (14,), ("central",))
    assert again.main.turns[0].variations[0].turns[0].comments == ("slower",)


def test_canonical_examples_are_fixed_points():
    from pathlib import Path

    for path in sorted(Path("examples").glob("*.mgn")):
        text = path.read_text(encoding="utf-8")
        records = list(read_records(text.splitlines()))
        if all(r.valid for r in records) and text.startswith("[Event"):
            written = write_games(records)
            assert parse_game(written).final == records[0].final
            if path.name != "unfinished.mgn":
                assert written == text, path.name


def test_bonus_turn_is_written_with_plus_and_reads_back():
    mfen = "..../.b111r211./..../..../..../.r111.. r 9 0 -"
    game = parse_game(f'[SetUp "{mfen}"]\n\n5. 211c5-c6+122<>211 *')
    assert write_game(game).splitlines()[-1] == "5. 211c5-c6+122<>211 *"
