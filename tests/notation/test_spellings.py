"""The spelling key of players' names (notation.spellings, issue 27): one key for every way a name is typed."""

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from admiralty.notation.spellings import spelling_key
from admiralty.referee.tournament.names import name_key

NAMES = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=30)


@given(NAMES)
def test_the_key_of_a_key_is_itself(name):
    assert spelling_key(spelling_key(name)) == spelling_key(name)


@given(NAMES)
def test_case_does_not_count(name):
    assert spelling_key(name.upper()) == spelling_key(name.lower()) == spelling_key(name)


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz ", max_size=20), st.sampled_from("\u0301\u0300\u0308\u0327\u030c"))
def test_accents_do_not_count(name, accent):
    accented = unicodedata.normalize("NFC", "".join(char + accent if char != " " else char for char in name))
    assert spelling_key(accented) == spelling_key(name)


@given(st.lists(st.text(alphabet="abcdefghij", min_size=1, max_size=8), min_size=2, max_size=4))
def test_a_hyphen_is_a_space(words):
    assert spelling_key("-".join(words)) == spelling_key(" ".join(words))


def test_letters_nfkd_keeps_match_their_plain_spelling():
    """What NFKD alone (name_key) leaves apart, the transliteration brings together."""
    assert name_key("Łukasz Wróbel") != name_key("Lukasz Wrobel")
    assert spelling_key("Łukasz Wróbel") == spelling_key("Lukasz Wrobel") == spelling_key("WROBEL, Lukasz")
    assert spelling_key("Søren Ørsted") == spelling_key("Soren Orsted")
    assert spelling_key("Jean-Luc Le Dû") == spelling_key("jean luc le du")


def test_different_names_keep_different_keys():
    assert spelling_key("Anne Morgan") != spelling_key("Anna Morgan")
