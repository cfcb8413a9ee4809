"""The one Jinja2 environment every HTML page is rendered with (reports, the event website, the viewer).

Templates live in ``notation/render/templates/`` (shipped as package data). Autoescaping is on for every
template, so a name, a tag or a comment from a record is text on the page, never markup; what a template
shows unescaped is what this package built and marked safe (``markupsafe.Markup``: SVG diagrams, the
viewer's script). Every other value printed has its control and bidi characters written as visible
escapes first (:func:`notation.render.controls.blanks_kept`, issue 29 finding 9). Undefined names are
errors, and the output keeps its last newline, so a page is byte for byte the same for the same inputs.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import jinja2
from markupsafe import Markup

from admiralty.notation.render.controls import blanks_kept


def _shown(value: Any) -> Any:
    """A value as a page prints it: built markup as it is, text with its control characters escaped."""
    if isinstance(value, Markup) or not isinstance(value, str):
        return value
    return blanks_kept(value)


@cache
def environment() -> jinja2.Environment:
    """The environment: templates from this package, autoescaped, strict about undefined names."""
    return jinja2.Environment(
        loader=jinja2.PackageLoader("admiralty.notation.render", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        finalize=_shown,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def render(template: str, **context: Any) -> str:
    """The page ``template`` (a path under ``templates/``) makes of ``context``."""
    return environment().get_template(template).render(**context)
