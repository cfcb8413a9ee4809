"""The store commands: import, games, show, export, annotate, seal, verify, backup, migrate.

Each parses its options, calls one function of :mod:`store` and renders text or
JSON (STYLE.md 8). The store reads no clock: the timestamp of what a command
writes is taken here. Store errors (conflict, locked or unreadable database,
unknown game) print a message and exit 2; an invalid record exits 1.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import closing, contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import attrs
import typer

from admiralty import store
from admiralty.cli.exits import INVALID, USAGE, invalid, stopped, suspect_unless_ok
from admiralty.cli.inputs import expand, fail, limits_of, open_store, read_file, records_to, reporting, warned
from admiralty.cli.options import (
    DEFAULT_DB,
    DbOption,
    FileLimitOption,
    FormatOption,
    ImportRoundOption,
    ImportTournamentOption,
    JobsOption,
    JsonOption,
    KindFilterOption,
    NewTournamentOption,
    OutputOption,
    RoundOption,
    SignOption,
    StandingsFormat,
    StandingsFormatOption,
    TextFormat,
    TournamentOption,
    default_jobs,
    output_format,
)
from admiralty.cli.output import csv_text, to_json, write_output
from admiralty.cli.render import printable, verdict_line
from admiralty.cli.tables import Column, numbers, print_table, text
from admiralty.notation import sources
from admiralty.referee.violation import AdmiraltyError
from admiralty.referee.wording import counted, either, quoted, spans

if TYPE_CHECKING:
    from admiralty.notation.limits import Limits
    from admiralty.store.summaries import GameSummary

GameArgument = Annotated[int, typer.Argument(help="A stored game id, as `admiralty games` lists them.")]
PROGRESS_FROM = 4
PROGRESS_LINES = 5000
"""Imports of at least this many files, or lines, show a progress bar (on a terminal)."""


def now() -> str:
    """The timestamp of what a command writes: UTC, ISO 8601."""
    return datetime.now(UTC).isoformat()


def _report(imported: store.Imported, game: str = "game") -> list[str]:
    """The lines of one file imported: each game's verdict (``game``: ``would store game`` on a dry run) with what
    it does in its tournament under it, or that the file was imported before."""
    if imported.duplicate:
        ids = f"{'game' if len(imported.games) == 1 else 'games'} {spans(imported.games)}"
        return [
            f"{printable(imported.name)}: already imported (same sha256 {imported.digest[:12]}, {ids}); nothing stored"
        ]
    lines = [f"{game} {each}: {verdict_line(verdict)}" for each, verdict in zip(imported.games, imported.verdicts)]
    if imported.matching:  # under each game, what it does in its tournament
        lines = [f"{line}\n  {printable(placed.note)}" for line, placed in zip(lines, imported.matching)]
    return lines


def import_files(
    paths: Annotated[
        list[str], typer.Argument(help="MGN or RGN files, folders of .mgn and .rgn files, or - for standard input.")
    ],
    tournament: ImportTournamentOption = None,
    new: NewTournamentOption = False,
    round: ImportRoundOption = None,
    db: DbOption = DEFAULT_DB,
    form: FormatOption = None,
    json_output: JsonOption = False,
    jobs: JobsOption = default_jobs(),
    limit: FileLimitOption = None,
    dry_run: Annotated[
        bool,
        typer.Option("--dry-run", help="Judge and match every game and say what would be stored, storing nothing."),
    ] = False,
) -> None:
    """Validate MGN and RGN records and store them, byte for byte, with their verdicts.

    A file's game kind comes from its suffix (.mgn MAD, .rgn Rigadoon), else
    from its first game. Every game is stored, valid or not. A file that is no record is
    refused before anything of it is stored, named with the reason, and the other files
    go on: a CSV table, a file that is not UTF-8 text (an image, UTF-16, NUL bytes),
    one without any tag or move number, one over --limit file. A file already imported
    (same bytes) is reported and not stored twice. Each file is one transaction; its lines (or
    its JSON element) are printed as soon as it is stored. Exits 2 when a file was refused,
    else 1 when any newly stored game is invalid. Many files are judged on every
    core; they are stored in the order given, so game ids do not depend on --jobs.

    With --tournament, each game's line is followed by what it does there: the pairing
    it matched (round, board, seats), the game it duplicates, or why it is unmatched
    (a misspelt player with the nearest one; a record of a game the tournament does not
    play is also warned of on stderr).

    In a store that holds tournament ledgers, --tournament (or ADMIRALTY_TOURNAMENT)
    must name a tournament it knows: a name it does not know is refused with the
    nearest one (a slip such as 2O26 for 2026), unless --new says it is a new one.

    --dry-run says all of this, each game under the id it would get, and stores
    nothing (a database that does not exist is not made); its exit status is the
    import's.

    Example: admiralty import examples/ --tournament "Brest Open 2026" --round 3
    """
    json_output = output_format(form, json_output, TextFormat.text) is TextFormat.json
    if new and tournament is None:
        raise fail("--new says the tournament named is new: give --tournament NAME (or ADMIRALTY_TOURNAMENT) with it")
    limits = limits_of(limit or [], ("file",))
    with reporting():
        files = _contents(expand(paths), limits)
    valid = True
    if dry_run:
        with _store_as_it_is(db) as events:
            if tournament is not None:
                _started(events, tournament, new)
            valid = _printed(_would_import_all(events, files, tournament, round), json_output, "would store game")
        typer.echo("admiralty: dry run (--dry-run): nothing was stored.", err=True)
    elif any(isinstance(content, bytes) for content in files.values()):
        with open_store(db, create=True) as events:
            if tournament is not None:
                _started(events, tournament, new)
            valid = _printed(_import_all(events, files, tournament, round, jobs), json_output)
    else:  # nothing to store: the database is not even created
        _printed((content for content in files.values() if isinstance(content, Refused)), json_output)
    if any(isinstance(content, Refused) for content in files.values()):
        raise typer.Exit(USAGE)  # each refused file was named as it came
    if not valid:
        raise typer.Exit(INVALID)


def _started(events: store.EventStore, tournament: str, new: bool) -> None:
    """Refuse ``tournament`` unless the store knows it, holds no ledger, or ``new`` says it is meant
    (:func:`store.tournament_names.not_started`, exit 2, nothing stored); warn on stderr when it is new and
    spelt like a stored tournament: its games will be apart."""
    from admiralty.store.tournament_names import new_and_alike, not_started

    refused = None if new else not_started(events, tournament)
    if refused is not None:
        raise refused
    alike = new_and_alike(events, tournament)
    if alike:
        typer.echo(
            printable(
                f"admiralty: warning: {quoted(tournament)} is a new tournament, spelt like {either(alike, 'and')}"
                f" already stored: games imported under it are kept apart (give --tournament {quoted(alike[0])} to add them to it)."
            ),
            err=True,
        )


@attrs.frozen
class Refused:
    """A file ``import`` refused before storing anything of it: too large, or no game record
    (:func:`notation.record_files.refusal`); ``refused`` says why (specs/store.md, "Files that are not records")."""

    name: str
    refused: str


@contextmanager
def _store_as_it_is(db: str) -> Iterator[store.EventStore]:
    """The store at ``db`` to read, for a dry run: as it is when it exists (reading leaves its bytes as they
    are), else an empty one in memory, so that none is made."""
    if Path(db).exists():
        with open_store(db) as events:
            yield events
    else:
        with open_store(":memory:", create=True) as events:
            yield events


def _would_import_all(
    events: store.EventStore, files: dict[str, bytes | Refused], tournament: str | None, round: str | None
) -> Iterator[store.Imported | Refused]:
    """What importing each file would do (:func:`store.submissions.would_import`), or why it is refused, in the
    order of ``files``; nothing is stored."""
    from admiralty.store.arrivals import Arrivals
    from admiralty.store.submissions import would_import

    place = Arrivals(events, tournament).arrived if tournament is not None else None
    judged = would_import(
        events, ((name, each) for name, each in files.items() if isinstance(each, bytes)), tournament, round, place
    )
    for content in files.values():
        yield content if isinstance(content, Refused) else next(judged)


def _printed(imports: Iterator[store.Imported | Refused], json_output: bool, game: str = "game") -> bool:
    """Print what each import did as it comes (lines, or an element of one JSON array; a refused file also on
    standard error); whether every game stored is valid."""
    from admiralty.cli.output import JsonArray

    valid, array = True, JsonArray()
    try:
        for imported in imports:
            if isinstance(imported, Refused):
                typer.echo(printable(f"admiralty: {imported.name}: not stored: {imported.refused}"), err=True)
            else:
                valid = valid and imported.valid
                for placed in imported.matching:
                    if placed.warning is not None:
                        typer.echo(printable(f"admiralty: warning: {placed.warning}."), err=True)
            if json_output:
                typer.echo(array.item(imported), nl=False)
            elif isinstance(imported, store.Imported):
                typer.echo("\n".join(_report(imported, game)))
    finally:  # what was stored before a file that failed is a whole array
        if json_output:
            typer.echo(array.end())
    return valid


def _contents(names: list[str], limits: Limits) -> dict[str, bytes | Refused]:
    """The bytes of each file to import, or why it is refused before anything of it is stored: over the limit
    ``file`` (read only to it) or no game record (:func:`notation.record_files.refusal`). A refused file does not
    stop the batch (a file that does not open, a usage error, does)."""
    from admiralty.notation.record_files import refusal

    contents: dict[str, bytes | Refused] = {}
    for name in names:
        try:
            content = sources.read_record(name, limits)
        except sources.TooLarge as error:
            contents[name] = Refused(name, str(error).removeprefix(f"{name}: "))
            continue
        why = refusal(name, content)
        contents[name] = content if why is None else Refused(name, f"{why}.")
    return contents


def _import_all(
    events: store.EventStore,
    files: dict[str, bytes | Refused],
    tournament: str | None,
    round: str | None,
    jobs: int,
) -> Iterator[store.Imported | Refused]:
    """Import each file, judged ahead by up to ``jobs`` processes, giving what each import did once it is
    stored, or why it was refused, in the order of ``files``. When the import is large and its output goes
    elsewhere than the terminal, a progress bar there counts lines (on a terminal, the lines printed as each
    file is stored are the progress)."""
    from admiralty.store.arrivals import Arrivals
    from admiralty.store.submissions import written_ahead

    arrivals = Arrivals(events, tournament) if tournament is not None else None
    contents = {name: content for name, content in files.items() if isinstance(content, bytes)}
    sizes = {name: content.count(b"\n") + 1 for name, content in contents.items()}
    large = len(contents) >= PROGRESS_FROM or sum(sizes.values()) >= PROGRESS_LINES
    ahead = written_ahead(
        contents, tournament, round, jobs, lambda content: events.submission(store.digest_of(content)) is not None
    )
    stored = 0
    # Closing the workers at once, even when a file fails, releases the database files they inherited.
    with (
        closing(ahead),
        typer.progressbar(
            length=sum(sizes.values()),
            label="Importing",
            hidden=not (large and sys.stderr.isatty() and not sys.stdout.isatty()),
            file=sys.stderr,
        ) as bar,
    ):
        for name, content in files.items():
            if isinstance(content, Refused):
                yield content
                continue
            written = next(ahead)
            done = [1]

            def advance(game: int, line: int, done: list[int] = done) -> None:
                bar.update(max(0, line - done[0]))
                done[0] = max(done[0], line)

            try:
                imported = store.import_file(events, name, content, now(), tournament, round, advance, written)
            except AdmiraltyError as error:
                raise _stopped_at(name, stored, error) from None
            if arrivals is not None and not imported.duplicate:
                imported = attrs.evolve(imported, matching=arrivals.of(events, imported.games))
            bar.update(sizes[name] - done[0])
            stored += 1
            yield imported


def _stopped_at(name: str, files: int, error: AdmiraltyError) -> typer.Exit:
    """Say what an import stored (``files``, already reported) before it failed at ``name``, and exit as the
    error's class says (a store error: 2)."""
    stored = _stored_before(files)
    return stopped(
        error,
        f"{name}: not stored: {error.violation.rule}: {error.violation.message} "
        f"No part of this file was kept; {stored}. Import again once fixed: files already stored are recognised.",
    )


def _stored_before(files: int) -> str:
    """What an import that failed kept of the ``files`` before the bad one."""
    if files == 0:
        return "nothing was stored"
    return "the file before it is stored" if files == 1 else f"the {files} files before it are stored"


def _verdict(summary: store.GameSummary) -> str:
    return "valid" if summary.valid else f"INVALID {summary.rule}"


GAME_COLUMNS = (
    "game",
    "tournament",
    "round",
    "kind",
    "players",
    "result",
    "verdict",
    "turns",
    "notes",
    "corrected",
    "excluded",
)
"""The columns of ``games`` as text and CSV; the last two say how the game is ruled (:mod:`store.ruled`)."""

GAME_TABLE = (
    numbers("Game"),
    text("Tournament"),
    Column("Rd"),
    Column("Kind"),
    text("Players"),
    Column("Result"),
    text("Verdict"),
    numbers("Turns"),
    numbers("Notes"),
)
"""The columns of ``games`` in the terminal's table, fitted to its width: the tournament, the players and the
verdict wrap; the verdict says ``corrected`` and ``excluded`` (the CSV's last two columns)."""


def _game_cells(g: store.GameSummary) -> tuple[str, ...]:
    ruled = [said for said, yes in (("corrected", g.corrected), ("excluded", g.excluded)) if yes]
    return (*_game_row(g)[:6], ", ".join([_verdict(g), *ruled]), *_game_row(g)[7:9])


def _game_row(g: store.GameSummary) -> tuple[str, ...]:
    return (
        str(g.id),
        g.tournament or "-",
        g.round or "-",
        g.kind,
        " - ".join(g.players),
        g.result,
        _verdict(g),
        str(g.turns),
        str(g.annotations),
        "yes" if g.corrected else "no",
        "yes" if g.excluded else "no",
    )


def games(
    tournament: TournamentOption = None,
    round: RoundOption = None,
    player: Annotated[
        str | None,
        typer.Option(
            help="Only the games of this player: any spelling; with --tournament, also an id or alias it registers."
        ),
    ] = None,
    result: Annotated[
        str | None, typer.Option(help="Only the games with this result (red, blue/tb, green, *).")
    ] = None,
    valid: Annotated[bool | None, typer.Option("--valid/--invalid", help="Only valid, or only invalid, games.")] = None,
    kind: KindFilterOption = None,
    db: DbOption = DEFAULT_DB,
    form: StandingsFormatOption = None,
    json_output: JsonOption = False,
) -> None:
    """List the stored games: kind, players, round, result, verdict, annotations; as text, json or csv.

    Players are Red - Blue for MAD, Blue - Green for Rigadoon. With
    --tournament, each game's round is its pairing's in the tournament's
    ledger (specs/tournament.md). The options filter by round, player, result,
    verdict and game.

    Example: admiralty games --tournament "Brest Open 2026" --round 4 --invalid --format csv
    """
    from admiralty.store.listing import Selection, listed, nobody

    chosen = Selection(round, player, result, valid, kind and kind.value)
    with open_store(db) as events:
        checked = warned(db, events)
        rows = listed(events, tournament, chosen)
        missing = nobody(events, tournament, player) if player is not None and not rows else None
    if missing is not None:
        raise fail(missing, INVALID)
    with suspect_unless_ok(checked.ok):
        _listed(rows, output_format(form, json_output, StandingsFormat.text))


def _listed(rows: list[GameSummary], shape: StandingsFormat) -> None:
    if shape is StandingsFormat.json:
        typer.echo(to_json(rows))
        return
    if shape is StandingsFormat.csv:
        typer.echo(csv_text([GAME_COLUMNS, *map(_game_row, rows)]), nl=False)
        return
    print_table(GAME_TABLE, map(_game_cells, rows))


def show(
    game: GameArgument,
    submitted: Annotated[bool, typer.Option(help="Print the file as it was submitted, byte for byte.")] = False,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Print a stored game as canonical MGN (RGN for Rigadoon), with its annotations.

    An invalid game shows its legal turns and an opening comment naming the
    broken rule; a game whose correction an arbiter accepted (tournament
    accept-correction) is read with it, to its end; --submitted prints the
    whole file its player submitted.

    Example: admiralty show 3 --submitted
    """
    from admiralty.store.ruled import all_rulings, load_ruled

    with open_store(db) as events:
        if submitted:
            _, submission = store.submission_of(events, game)
            sys.stdout.buffer.write(submission.content)
            sys.stdout.flush()
            return
        typer.echo(store.mgn(load_ruled(events, game, all_rulings(events))), nl=False)


def correct(
    game: int,
    turn: int,
    token: str,
    by: str | None,
    reason: str | None,
    db: str,
    key: Path | None = None,
    force: bool = False,
) -> None:
    """Append the arbiter's correction of a stored game's turn token (``repair GAME``), signed with ``key`` when
    given; a token that is not legal there is refused with its rule (exit 1), a turn after the first error
    unless ``force`` (STORE-CORRECT, exit 2); exit 1 when the corrected record is still invalid."""
    with open_store(db, key=key) as events:
        try:
            stored, repaired = store.correct_game(events, game, turn, token, now(), by, reason, force)
        except AdmiraltyError as error:
            if not invalid(error.violation):
                raise  # a store error (STORE-CORRECT, STORE-NOGAME ...): open_store's, exit 2
            raise stopped(
                error, f"{token} is not legal there: {error.violation.rule}: {error.violation.message}"
            ) from None
    typer.echo(f"Game {game}: turn {turn} read as {token} (event {stored.seq}).")
    typer.echo(verdict_line(repaired.verdict))
    if not repaired.verdict.valid:
        raise typer.Exit(INVALID)


def export(
    game_ids: Annotated[list[int], typer.Argument(help="Stored game ids.")],
    output: OutputOption = None,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Write stored games as one MGN (or RGN) file, annotations as comments and glyphs.

    A canonical record exports byte for byte as it was imported; a game whose
    correction an arbiter accepted is exported with it, to its end. MAD and
    Rigadoon games go to separate files (-o FILE.mgn, -o FILE.rgn): a file is
    read as one game.

    Example: admiralty export 5 6 7 8 -o round-4.mgn
    """
    from admiralty.store.ruled import all_rulings, load_ruled

    with open_store(db) as events:
        rulings = all_rulings(events)
        games = [load_ruled(events, game, rulings) for game in game_ids]
    records_to(output, {game.started.kind for game in games})
    write_output(store.export(games), output)


def annotate(
    game: GameArgument,
    turn: Annotated[
        int,
        typer.Option(
            metavar="N",
            help="The turn to annotate (turns count from 1: Red's first is 1, Blue's first is 2; Rigadoon: the note goes on the turn's last action).",
        ),
    ],
    comment: Annotated[str | None, typer.Option(help="A comment, written after the turn as {[by NAME] TEXT}.")] = None,
    glyph: Annotated[str | None, typer.Option(help="A glyph (! ? !! ?? !? ?!); it replaces the turn's glyph.")] = None,
    nag: Annotated[int | None, typer.Option(help="A numeric annotation $N, added after the turn's.")] = None,
    by: Annotated[str | None, typer.Option(metavar="NAME", help="Who annotates.")] = None,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
) -> None:
    """Add an annotation to a turn of a stored game. Moves are never edited.

    Example: admiralty annotate 2 --turn 5 --glyph '!?' --comment "Opens the file" --by "M. Tanguy"
    """
    with open_store(db, key=key) as events:
        stored = store.annotate(events, game, turn, now(), comment, glyph, nag, by)
    typer.echo(f"game {game}: annotation stored as event {stored.seq} of turn {turn}")


ByOption = Annotated[str | None, typer.Option("--by", metavar="NAME", help="The arbiter who seals.")]
SealOption = Annotated[
    str | None,
    typer.Option(
        "--seal",
        metavar="ROOT|FILE",
        help="Also prove everything this published seal covers is unchanged: its root, its hash, or a file `seal` wrote.",
    ),
]


KeyOption = Annotated[
    Path | None,
    typer.Option(
        "--key", metavar="FILE", help="Sign the seal with this Ed25519 private key (PEM; needs admiralty[sign])."
    ),
]
PublicKeyOption = Annotated[
    Path | None,
    typer.Option(
        "--public-key",
        metavar="FILE",
        help="Check that the seal file given with --seal is signed with this Ed25519 public key (PEM).",
    ),
]


def seal(
    tournament: TournamentOption = None,
    by: ByOption = None,
    key: KeyOption = None,
    db: DbOption = DEFAULT_DB,
    form: FormatOption = None,
    json_output: JsonOption = False,
    output: OutputOption = None,
) -> None:
    """Seal what is stored (one tournament's, with --tournament) and print the root to publish.

    Run it after each round and publish the root (notice board, club site):
    `verify --seal ROOT` then finds any later change to what it covers, even
    a rewrite with every hash recomputed (specs/store.md).

    Example: admiralty seal --tournament "Autumn Open" --by "M. Tanguy" -o round-4.seal
    """
    json_output = output_format(form, json_output, TextFormat.text) is TextFormat.json
    with open_store(db) as events:
        made = store.seal(events, now(), tournament, by, None if key is None else read_file(key))
    write_output(to_json(made) if json_output else _sealed(made), output)
    if output is not None:  # the seal is in the file, text or JSON: the root to publish is printed still
        typer.echo(f"seal {made.id} written to {output}: publish its root {made.root}")


def _sealed(made: store.Seal) -> str:
    ledgers = [counted(len(made.ledgers), "ledger")] if made.ledgers else []
    covered = ", ".join([counted(len(made.games), "game"), counted(len(made.submissions), "file"), *ledgers])
    signed = f"signed by key {made.signature.public_key}\nsignature {made.signature.value}\n" if made.signature else ""
    return f"seal {made.id}: {covered}, at {made.at}\nroot {made.root}\nhash {made.hash}\n{signed}"


def _published(seal: str) -> tuple[str, str | None]:
    """The text of ``--seal`` and the file it was read from: a file's when it names one, else the root as given
    (and no file)."""
    from admiralty.store.seals import MOST_BYTES

    if not Path(seal).is_file():
        return seal, None
    content = read_file(Path(seal), MOST_BYTES)
    try:
        text = content.decode("utf-8")
    except UnicodeDecodeError:
        text = "\x00"
    if "\x00" in text:  # a database or any binary file: a hash found in it is no seal published
        raise fail(f"{seal}: not a seal file: one is text, as seal -o and seal --json -o write it")
    return text, seal


def verify(
    db: DbOption = DEFAULT_DB,
    seal: SealOption = None,
    public_key: PublicKeyOption = None,
    form: FormatOption = None,
    json_output: JsonOption = False,
) -> None:
    """Prove the database: hash chains, replays, decisions, submitted files, seals, SQLite integrity.

    Names each event edited outside the tool by game and sequence number.
    Exits 0 when everything holds, 1 when anything does not.

    Example: admiralty verify --db tournament.db --seal 1a2b-3c4d-5e6f-7a8b
    """
    from admiralty.store.seals import checked as checked_seal
    from admiralty.store.seals import described

    json_output = output_format(form, json_output, TextFormat.text) is TextFormat.json
    text = None if seal is None else _published(seal)
    with open_store(db) as events:
        given = None if text is None else store.published(*text)
        checked = store.verify(events, given, None if public_key is None else read_file(public_key))
        sealed = None if given is None else checked_seal(events, given)
    if sealed is not None and not json_output:
        typer.echo(f"checked against {described(sealed)}")
    if json_output:
        typer.echo(to_json(checked))
    elif checked.ok:
        counts = [
            counted(checked.games, "game"),
            counted(checked.events, "event"),
            counted(checked.submissions, "file"),
        ]
        typer.echo(f"ok: {', '.join(counts)} verified{', and everything the seal covers holds' if seal else ''}")
    for finding in [] if json_output else checked.findings:
        where = "".join(
            [
                f"game {finding.game}" if finding.game is not None else "database",
                f" event {finding.seq}" if finding.seq is not None else "",
            ]
        )
        typer.echo(f"{where}: {finding.rule}: {finding.message}")
    if not checked.ok:
        raise typer.Exit(INVALID)


def backup(
    output: Annotated[Path, typer.Option("-o", "--output", metavar="FILE", help="The copy: a new file.")],
    db: DbOption = DEFAULT_DB,
) -> None:
    """Copy a store with SQLite's backup: every committed write, those still in the write-ahead log too.

    A copy of the .db file alone misses what FILE.db-wal holds while a connection is open; this copy is
    one consistent state, taken while other commands read and write. It never writes over a file.

    Example: admiralty backup --db tournament.db -o tournament-copy.db
    """
    with open_store(db) as events:
        events.backup(output)
    typer.echo(f"{db} copied to {output}")


def migrate(db: DbOption = DEFAULT_DB) -> None:
    """Rewrite a database of an older store format (0, or 2) in the current one (3), once.

    The events are written again in their compact form, each run of plain turns
    as one row, and the games' summary lines are built (format 0), in one
    transaction: interrupted, the database stays as it was. A database of format
    2 works without it; this makes it smaller. Every event keeps its hash, so the seals made before verify after;
    the submitted files are not touched. A database already in the current
    format made before the identity keys (specs/store.md, "identities") gets
    them, and the summaries their seat columns where they have colour columns
    (specs/store.md, "summaries"), and is otherwise left alone; a file that is not an Admiralty database is refused
    (exit 2). Run `admiralty verify` afterwards (specs/store.md, "Migration").

    Example: admiralty migrate --db tournament.db
    """
    with reporting():
        try:
            done = store.migrate(db)
        except AdmiraltyError as error:
            raise stopped(error, str(error)) from None
    if not done.done:
        typer.echo(f"{db}: already in the current store format; nothing to do")
        return
    if done.seats:
        typer.echo(f"{db}: summaries given their seat columns (first, second)")
    if done.accounts is not None:
        typer.echo(f"{db}: account rows and views of {counted(done.accounts, 'tournament')} written")
    elif done.standings is not None:
        typer.echo(f"{db}: standings rows and views of {counted(done.standings, 'tournament')} written")
    if not done.games:
        if done.keys or not (done.seats or done.standings is not None):
            typer.echo(f"{db}: identity keys of {counted(done.keys, 'game')} written")
        return
    kib = f"{done.size_before // 1024:,} KiB -> {done.size_after // 1024:,} KiB"
    typer.echo(f"{db}: {counted(done.games, 'game')}, {counted(done.events, 'event')} rewritten ({kib})")
