"""``admiralty publish``: the event website of a stored tournament, written into a folder (specs/publish.md).

The site's model comes from the store (:mod:`store.publishing`), its pages from the templates
(:mod:`notation.render.site.pages`), and only the pages whose bytes changed are written
(:mod:`notation.render.site.writer`); this module parses the options and says what was written.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from admiralty.cli.exits import suspect_unless_ok
from admiralty.cli.inputs import fail, open_store, warned
from admiralty.cli.options import (
    DEFAULT_DB,
    DbOption,
    FormatOption,
    JsonOption,
    TextFormat,
    TournamentOption,
    named_tournament,
    output_format,
)
from admiralty.cli.output import to_json
from admiralty.cli.render import printable
from admiralty.referee.wording import counted


def publish(
    output: Annotated[
        Path, typer.Option("-o", "--output", metavar="DIR", help="The folder the website is written into.")
    ],
    form: FormatOption = None,
    json_output: JsonOption = False,
    tournament: TournamentOption = None,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Publish a stored tournament as a static website, written into a folder to upload as it is.

    The index (the event, its rounds, arbiters and last seal with its root),
    each round's pairing card with board numbers and results as they stand,
    the standings after each round with the tie-break legend, the crosstable,
    a page per player, a page per game (the viewer) and the rule-compliance
    page. Excluded games are never published. Run it again after a round:
    only the pages that changed are written, and it says which.

    Example: admiralty publish --tournament "Autumn Open" -o site/
    """
    chosen = output_format(form, json_output, TextFormat.text)
    from admiralty.notation.render.report import load_rule_texts
    from admiralty.notation.render.site.pages import pages
    from admiralty.notation.render.site.writer import write_site
    from admiralty.store.publishing import event_site, viewers

    if output.exists() and not output.is_dir():
        raise fail(f"{output} is a file; publish writes a website into a folder: give a folder")
    name = named_tournament(tournament)
    texts = load_rule_texts()
    with open_store(db) as events:
        checked = warned(db, events)
        site = event_site(events, name, texts)
        try:
            done = write_site(pages(site, viewers(events, site, texts)), output)
        except OSError as error:
            raise fail(f"{output}: {error.strerror or error}") from None
    with suspect_unless_ok(checked.ok):
        if chosen is TextFormat.json:
            typer.echo(to_json(done))
            return
        typer.echo(
            f"Published {printable(name)} into {output}: {counted(len(done.written), 'page')} written,"
            f" {len(done.unchanged)} unchanged, {len(done.removed)} removed."
        )
        for verb, names in (("wrote", done.written), ("removed", done.removed)):
            typer.echo("".join(f"  {verb} {name}\n" for name in names), nl=False)
