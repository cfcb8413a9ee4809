"""TRF16 written and read back (STYLE.md 2.4): ``parse_trf(write_trf(trf)) == trf`` for any report our writer makes."""

from hypothesis import given
from hypothesis import strategies as st

from admiralty.notation.trf import CODES, Trf, TrfGame, TrfPlayer, outcome_of, parse_trf, write_trf

_names = st.text(
    st.characters(min_codepoint=65, max_codepoint=122, exclude_characters="[\\]^`"), min_size=1, max_size=20
)
_games = st.one_of(
    st.none(),
    st.builds(
        TrfGame, st.integers(1, 9999), st.sampled_from("wb"), st.sampled_from(["1", "0", "W", "L", "+", "-", ""])
    ),
    st.builds(TrfGame, st.just(0), st.just("-"), st.sampled_from("UZ")),
)


@st.composite
def reports(draw):
    count = draw(st.integers(1, 6))
    players = tuple(
        TrfPlayer(
            number,
            draw(_names).strip() or "A",
            draw(st.sampled_from(["", "GM", "WGM", "FM"])),
            draw(st.integers(0, 4000)),
            draw(st.sampled_from(["", "FRA", "GER"])),
            draw(st.sampled_from(["", "12345678"])),
            draw(st.integers(0, 99)),
            draw(st.integers(0, count)),
            draw(st.lists(_games, max_size=5).map(lambda games: tuple(_trimmed(games)))),
            (("id", f"p{number}"), ("club", draw(_names))),
        )
        for number in range(1, count + 1)
    )
    rounds = max([draw(st.integers(0, 5)), *(len(p.games) for p in players)])
    return Trf(draw(_names), rounds, (("WW", 3.0), ("PAB", 1.5)), players, (("kind", "mad"),))


def _trimmed(games):
    while games and games[-1] is None:
        games.pop()
    return games


@given(reports())
def test_a_report_reads_back_as_written(trf):
    assert parse_trf(write_trf(trf)) == trf


def test_each_outcome_reads_back_from_its_codes():
    assert all(outcome_of(*codes) == outcome for outcome, codes in CODES.items())
