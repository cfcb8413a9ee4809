"""The one template environment: autoescaped, control characters visible, built markup kept, strict."""

from __future__ import annotations

import jinja2
import pytest
from hypothesis import given
from hypothesis import strategies as st
from markupsafe import Markup

from admiralty.notation.render.templating import environment, render

PAGE = environment().from_string("{% extends 'page.html' %}{% block body %}<p>{{ text }}</p>{{ built }}{% endblock %}")


@given(st.text(alphabet=st.sampled_from("<>&\"'ab \t\n\x1b\x07\x9b\u202e\u2066")))
def test_a_value_from_a_record_is_text_never_markup_nor_a_control(text):
    page = PAGE.render(title="t", text=text, built=Markup("<svg></svg>"))
    body = page.split("<p>", 1)[1].split("</p>", 1)[0]
    assert "<" not in body and ">" not in body
    assert not set(body) & set("\x1b\x07\x9b\u202e\u2066")
    assert "</p><svg></svg>" in page and page.endswith("</html>\n")


def test_a_title_is_escaped_too_and_the_page_is_the_same_each_time():
    first = render("page.html", title="<Rade \x1b]0;x\x07 Open>")
    assert "<title>&lt;Rade \\x1b]0;x\\x07 Open&gt;</title>" in first
    assert render("page.html", title="<Rade \x1b]0;x\x07 Open>") == first


def test_an_undefined_name_is_an_error_not_an_empty_string():
    with pytest.raises(jinja2.UndefinedError):
        render("page.html")
